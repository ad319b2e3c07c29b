import ScreenSpec

/// How names are written as Swift source and text. The names themselves are made by the naming
/// authority in ScreenSpec (`GeneratedNames.swift`).
enum Naming {
    /// A name as Swift source: keywords escaped with backticks. Declarations (`func load(`in`: Int)`,
    /// `case `default``), values (`count + `in``) and member access (`entry.`class``) use this spelling.
    static func swift(_ name: String) -> String { SwiftIdentifier.escaped(name) }

    /// A name as an argument label at a call site: `load(in: 1)`, `.fixture(default: 2)`, `(in: x)`.
    /// Swift 6.3 warns about backticks there ("keyword 'in' does not need to be escaped in argument
    /// list"), an error under -warnings-as-errors; only `inout` still needs them (checked with swiftc).
    static func label(_ name: String) -> String { name == "inout" ? "`inout`" : name }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
