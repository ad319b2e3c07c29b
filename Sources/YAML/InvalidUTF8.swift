import Diagnostics

/// Where bytes stop being UTF-8. libyaml is given UTF-8 only, so a file that is not must be refused
/// before parsing, at a line and column a user can go to.
public enum InvalidUTF8 {
    /// The offset and 1-based mark of the first byte that does not start or continue a valid UTF-8
    /// sequence (overlong forms and surrogates count as invalid, as in the standard library's decoder),
    /// or nil when every byte is UTF-8. Lines and columns count as in libyaml's reader errors
    /// (`ByteOffset`): a leading byte-order mark is skipped, columns count Unicode scalars.
    public static func first(in bytes: [UInt8]) -> (offset: Int, mark: Mark)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error:
                return (offset, bytes.withUnsafeBufferPointer { ByteOffset.mark(of: offset, in: $0) })
            }
        }
    }
}
