import Diagnostics

extension SpecValidator {
    /// `$now`, `$newID` and timers give the screen's generated type members (`now`, `newID`, `clock`,
    /// `run<Action>Timer`), so a declared member of the same name would not compile; and the
    /// placeholders read providers that only action code and tests have (docs/spec-format.md).
    mutating func checkProviders(_ screen: Screen) {
        var usedProviders: Set<String> = []
        for action in screen.actions {
            let expressions = action.evaluatedExpressions
            for expression in expressions {
                usedProviders.formUnion(Self.providerPlaceholders(in: expression))
                // Each spelling has a `D` or a `U`: most expressions have neither, and the generic subsequence
                // search was a twentieth of a one-screen change (docs/performance.md).
                guard expression.source.utf8.contains(where: { $0 == 0x44 || $0 == 0x55 }) else { continue }
                for (written, placeholder) in Self.systemProviders where expression.source.utf8.contains(written.utf8) {
                    problems.report(.systemProvider(written: written, placeholder: placeholder), at: expression.mark)
                }
            }
            if action.timer != nil || action.debounceMilliseconds != nil { usedProviders.insert("clock") }
        }
        // A scenario's placeholders read the same members (`ScreenProviders`).
        for expression in screen.scenarios.flatMap(\.evaluatedExpressions) {
            usedProviders.formUnion(Self.providerPlaceholders(in: expression))
        }
        var misplaced = screen.derived.map(\.value) + screen.state.compactMap(\.defaultValue)
        misplaced += screen.actions.compactMap(\.skipIf)
        for expression in misplaced {
            for name in Self.providerPlaceholders(in: expression).sorted() {
                problems.report(.providerOutsideAction(name), at: expression.mark)
            }
        }
        // The timer's and debounce's members are checked with the screen's other members (`checkMemberNames`).
        let members: [Located<String>] =
            screen.input.map(\.name) + screen.state.map(\.name) + screen.derived.map(\.name)
            + screen.actions.map(\.name)
        for member in members where usedProviders.contains(member.value) {
            problems.report(.providerMemberClash(member.value), at: member.mark)
        }
    }

    /// What Swift spells for the system's date and a random id, and the placeholder that reads the screen's
    /// provider instead (a warning: the spec still generates, and its tests fail to compare the value).
    static let systemProviders = [("Date()", "$now"), ("Date.now", "$now"), ("UUID()", "$newID")]

    /// `now` and `newID` for `$now` and `$newID` in the expression's text (a string literal spelling one
    /// counts too: at worst a member is then declared and unused, which compiles).
    static func providerPlaceholders(in expression: Expression) -> Set<String> {
        let bytes = Array(expression.source.utf8)
        var found: Set<String> = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "$") else { continue }
            var end = index + 1
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if name == "now" || name == "newID" { found.insert(name) }
        }
        return found
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            || byte >= 0x80
    }
}
