import Mustache
import ScreenSpec

/// A spec expression in the spellings templates need.
///
/// `$result` becomes `result`, `$error` `error`, `$message` `error.localizedDescription`, `$now` `now()`
/// and `$newID` `newID()`; a generated action body and a generated test both declare `result`, `error`,
/// `now` and `newID`, so one spelling serves both.
struct SpecExpression: TemplateValueConvertible, Equatable {
    /// For code inside the screen's type (view model methods, tests with captured locals): names bare.
    var swift: String
    /// For code outside the state's type (the Actions style's screen extension): state and derived
    /// names read through `state.` (`state.items.filter { $0.id != id }`).
    var inState: String
    /// True when the expression is the literal `nil` (tests assert with `XCTAssertNil`).
    var isNil: Bool

    /// State, derived and input names the expression reads.
    var usedNames: [String]

    var templateValue: Value {
        .object([
            "swift": .string(swift), "inState": .string(inState), "isNil": .bool(isNil),
            "usedNames": usedNames.templateValue,
        ])
    }

    init(_ expression: Expression, stateNames: Set<String>) {
        self.init(source: expression.source, stateNames: stateNames)
    }

    init(source: String, stateNames: Set<String>, sharedMembers: [String: String] = [:]) {
        let scan = SwiftExpressionScanner.Scan(source)
        let resolved = Self.resolvingPlaceholders(scan)
        // Rewriting placeholders moves offsets, so the result is scanned again only when it changed.
        let resolvedScan = resolved == source ? scan : SwiftExpressionScanner.Scan(resolved)
        swift = resolved
        inState = resolvedScan.rewrite { token in
            guard token.kind == .use else { return nil }
            if stateNames.contains(token.name) { return "state." + Naming.swift(token.name) }
            return sharedMembers[token.name].map { $0 + "." + Naming.swift(token.name) }
        }
        isNil = Self.isNilLiteral(resolved)
        // A handful of tokens: sorting them and dropping repeats is cheaper than hashing into a Set.
        var used = resolvedScan.tokens.compactMap { $0.kind == .use ? $0.name : nil }
        used.sort()
        usedNames = used.enumerated().compactMap { index, name in index > 0 && used[index - 1] == name ? nil : name }
    }

    /// Whether the text is `nil` with spaces or tabs around it (checked on bytes: asked of every expression).
    static func isNilLiteral(_ text: String) -> Bool {
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) })
        else { return false }
        return bytes[first...last].elementsEqual("nil".utf8)
    }

    static func resolvingPlaceholders(_ source: String) -> String {
        resolvingPlaceholders(SwiftExpressionScanner.Scan(source))
    }

    private static func resolvingPlaceholders(_ scan: SwiftExpressionScanner.Scan) -> String {
        scan.rewrite { token in
            guard token.kind == .dollar else { return nil }
            switch token.name {
            case "result": return "result"
            case "error": return "error"
            case "message": return "error.localizedDescription"
            // The screen's providers (`ScreenProviders`); tests declare locals of the same names.
            case "now": return ScreenProviders.now.name + "()"
            case "newID": return ScreenProviders.newID.name + "()"
            // A step's result (`as: transcript`, validated): the local the action body and its tests declare.
            default: return token.name.first.map { $0.isLetter || $0 == "_" } == true ? Naming.swift(token.name) : nil
            }
        }
    }

    /// Whether the expression reads `$result` (the call's value must be kept).
    static func usesResult(_ source: String) -> Bool {
        SwiftExpressionScanner.tokens(in: source).contains { $0.kind == .dollar && $0.name == "result" }
    }
}
