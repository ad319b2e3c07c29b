import Diagnostics
import Foundation
import YAML

/// Spec files are UTF-8 text, optionally after a byte-order mark. Other bytes are refused at the first
/// one that is not UTF-8, never decoded leniently: that would put U+FFFD where the bad bytes were and
/// generate from a spec nobody wrote.
public enum SpecText {
    public static func decode(_ data: Data, file: String) throws(Diagnostic) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .error(
                "cannot read spec file: it is UTF-16 text", file: file, at: Mark(line: 1, column: 1),
                hint: "save it as UTF-8")
        }
        guard let (offset, mark) = InvalidUTF8.first(in: bytes) else {
            // Foundation and the standard library agree on what UTF-8 is; this is not expected to happen.
            throw .error("cannot read spec file: it is not UTF-8 text", file: file)
        }
        let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
        throw .error(
            "cannot read spec file: it is not UTF-8 text (byte \(byte))", file: file, at: mark,
            hint: "save it as UTF-8")
    }
}
