import Diagnostics
import Foundation

extension Value {
    /// Parses JSON text. Integers (no fraction, no exponent, within `Int`) become `.int`, other
    /// numbers `.double`. Errors carry `file` (if given) and the 1-based position.
    public init(json text: String, file: String? = nil) throws(Diagnostic) {
        var reader = JSONReader(bytes: Array(text.utf8), file: file)
        self = try reader.readDocument()
    }

    /// Parses JSON bytes (UTF-8); see `init(json:file:)`.
    public init(json data: Data, file: String? = nil) throws(Diagnostic) {
        var reader = JSONReader(bytes: [UInt8](data), file: file)
        self = try reader.readDocument()
    }
}
