/// Two starting states for an action's `skipIf`: one where the guard holds and one where it does not,
/// each as values for the state properties the guard reads. Generated tests start from them (the
/// action does nothing in the first and runs in the second); where they cannot be found, the validator
/// asks for a scenario instead.
///
/// A guard is read, not run: `!`, `&&`, `||` and parentheses over terms of one state property each —
/// a `Bool` (`isOn`, `isOn == false`), `.isEmpty` of a `String` or collection, `== nil` / `!= nil`, an
/// `Int` compared with a literal (`count > 0`), a `String`'s `contains`, `hasPrefix` or `hasSuffix` of a
/// plain string literal (`email.contains("@")`) — and derived values made of those (`!canSubmit`). The
/// action's own busy flag counts as false: the guard's other terms must decide it (its busy side is
/// tested by a second call while the first runs).
public struct GuardStates: Sendable {
    /// A value a state property takes in one of the states; the styles write it as Swift.
    public enum Value: Sendable, Hashable {
        case boolean(Bool)
        /// `""`, `[]`, `[:]`.
        case empty
        /// The property's (non-empty) sample.
        case nonEmpty
        case none
        /// The optional property's (non-nil) sample.
        case some
        case integer(Int)
        /// This exact text, for a `String` read by `contains`, `hasPrefix` or `hasSuffix`.
        case text(String)
    }

    /// In declaration order of the state.
    public var holds: [(name: String, value: Value)]
    public var doesNotHold: [(name: String, value: Value)]
    /// The state properties the guard reads, in declaration order.
    public var properties: [String] { holds.map(\.name) }
    private let formula: GuardFormula

    /// Whether the guard holds where the properties it reads have these values (a property left out
    /// decides none of its terms).
    public func holds(on values: [String: Value]) -> Bool { formula.evaluate(values) }

    /// The two states of the action's guard; nil when it has none, when the guard is beyond the terms
    /// above, or when no choice of their values makes it hold (or fail).
    public init?(for action: Action, in screen: Screen) {
        guard let source = action.skipIf?.source else { return nil }
        var reader = GuardReader(screen: screen, fixedFalse: action.busy.map { [$0.value] } ?? [])
        guard let formula = reader.formula(source) else { return nil }
        // Every combination of the candidate values of the properties read, first to last.
        let names = screen.state.map(\.name.value).filter { reader.candidates[$0] != nil }
        let choices = names.map { reader.candidates[$0]! }
        guard !names.isEmpty, choices.reduce(1, { $0 * $1.count }) <= 1024 else { return nil }
        var holds: [String: Value]?
        var doesNotHold: [String: Value]?
        var index = Array(repeating: 0, count: names.count)
        while holds == nil || doesNotHold == nil {
            var values: [String: Value] = [:]
            for (position, name) in names.enumerated() { values[name] = choices[position][index[position]] }
            if formula.evaluate(values) {
                holds = holds ?? values
            } else {
                doesNotHold = doesNotHold ?? values
            }
            // The next combination; stop after the last.
            var position = names.count - 1
            while position >= 0 {
                index[position] += 1
                if index[position] < choices[position].count { break }
                index[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        guard let holds, let doesNotHold else { return nil }
        self.holds = names.map { ($0, holds[$0]!) }
        self.doesNotHold = names.map { ($0, doesNotHold[$0]!) }
        self.formula = formula
    }
}

/// A guard as a formula over terms, each a test of one state property's value.
private indirect enum GuardFormula: Sendable {
    case constant(Bool)
    case not(GuardFormula)
    case and(GuardFormula, GuardFormula)
    case or(GuardFormula, GuardFormula)
    case term(property: String, test: @Sendable (GuardStates.Value) -> Bool)

    func evaluate(_ values: [String: GuardStates.Value]) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(values)
        case .and(let left, let right): return left.evaluate(values) && right.evaluate(values)
        case .or(let left, let right): return left.evaluate(values) || right.evaluate(values)
        case .term(let property, let test): return values[property].map(test) ?? false
        }
    }
}

/// Reads a guard (and the derived values it names) into a `GuardFormula`, noting for each property
/// the values that decide its terms.
private struct GuardReader {
    let screen: Screen
    /// Properties that are false in both states (the action's busy flag).
    let fixedFalse: Set<String>
    private(set) var candidates: [String: [GuardStates.Value]] = [:]
    /// Per `String` property read by `contains` and the like: a text that passes every such test read
    /// so far (each literal added at its place), so that `a.contains("@") && a.hasSuffix(".com")` can hold.
    private var passingText: [String: String] = [:]
    /// Derived values being read, so a cycle cannot recurse forever.
    private var reading: Set<String> = []

    init(screen: Screen, fixedFalse: Set<String>) {
        self.screen = screen
        self.fixedFalse = fixedFalse
    }

    mutating func formula(_ source: String) -> GuardFormula? {
        guard let tokens = GuardToken.tokens(of: source) else { return nil }
        var position = 0
        guard let formula = or(tokens, &position), position == tokens.count else { return nil }
        // A text property's samples are exact texts: `.nonEmpty` (a sample whose text is not known
        // here) could not say whether it contains a literal.
        for name in passingText.keys {
            candidates[name] = candidates[name]?.filter { $0 != .empty && $0 != .nonEmpty }
        }
        return formula
    }

    private mutating func or(_ tokens: [GuardToken], _ position: inout Int) -> GuardFormula? {
        guard var result = and(tokens, &position) else { return nil }
        while position < tokens.count, tokens[position] == .symbol("||") {
            position += 1
            guard let right = and(tokens, &position) else { return nil }
            result = .or(result, right)
        }
        return result
    }

    private mutating func and(_ tokens: [GuardToken], _ position: inout Int) -> GuardFormula? {
        guard var result = unary(tokens, &position) else { return nil }
        while position < tokens.count, tokens[position] == .symbol("&&") {
            position += 1
            guard let right = unary(tokens, &position) else { return nil }
            result = .and(result, right)
        }
        return result
    }

    private mutating func unary(_ tokens: [GuardToken], _ position: inout Int) -> GuardFormula? {
        guard position < tokens.count else { return nil }
        switch tokens[position] {
        case .symbol("!"):
            position += 1
            return unary(tokens, &position).map { .not($0) }
        case .symbol("("):
            position += 1
            guard let inner = or(tokens, &position), position < tokens.count, tokens[position] == .symbol(")") else {
                return nil
            }
            position += 1
            return inner
        default:
            return term(tokens, &position)
        }
    }

    /// `name`, `name.isEmpty`, `name == literal`, `name != nil`, `count > 0`.
    private mutating func term(_ tokens: [GuardToken], _ position: inout Int) -> GuardFormula? {
        guard position < tokens.count, case .name(let name) = tokens[position] else { return nil }
        position += 1
        var member: String?
        if position + 1 < tokens.count, tokens[position] == .symbol("."), case .name(let next) = tokens[position + 1] {
            member = next
            position += 2
        }
        // `name.contains("literal")` and the like.
        if let member, position + 2 < tokens.count, tokens[position] == .symbol("("),
            case .string(let literal) = tokens[position + 1], tokens[position + 2] == .symbol(")")
        {
            position += 3
            return textTerm(name, member, literal)
        }
        var comparison: (symbol: String, literal: GuardToken)?
        if position + 1 < tokens.count, case .symbol(let symbol) = tokens[position],
            ["==", "!=", ">", ">=", "<", "<="].contains(symbol)
        {
            comparison = (symbol, tokens[position + 1])
            position += 2
        }
        return term(name, member: member, comparison: comparison)
    }

    private mutating func term(
        _ name: String, member: String?, comparison: (symbol: String, literal: GuardToken)?
    ) -> GuardFormula? {
        switch (name, member, comparison) {
        case ("true", nil, nil): return .constant(true)
        case ("false", nil, nil): return .constant(false)
        default: break
        }
        if let derived = screen.derivedValue(named: name), member == nil, comparison == nil,
            derived.type.swift == "Bool", !reading.contains(name)
        {
            reading.insert(name)
            defer { reading.remove(name) }
            return formula(derived.value.source)
        }
        guard let property = screen.stateProperty(named: name) else { return nil }
        let type = property.type.swift
        let isCollection: Bool
        let shape = SwiftTypeShape(type)
        switch shape {
        case .array, .dictionary: isCollection = true
        case .named(let name, let arguments):
            isCollection = name == "String" || (!arguments.isEmpty && shape.genericBase == "Set")
        default: isCollection = false
        }
        switch (member, comparison) {
        case (nil, nil) where type == "Bool":
            if fixedFalse.contains(name) { return .constant(false) }
            return boolean(name)
        case (nil, (let symbol, .name(let literal))?) where type == "Bool" && (literal == "true" || literal == "false"):
            let expected = (literal == "true") == (symbol == "==")
            guard symbol == "==" || symbol == "!=" else { return nil }
            if fixedFalse.contains(name) { return .constant(!expected) }
            let test = boolean(name)
            return expected ? test : .not(test)
        case ("isEmpty", nil) where isCollection:
            note(name, [.empty, .nonEmpty])
            return .term(property: name) { $0 == .empty || $0 == .text("") }
        case (nil, (let symbol, .name("nil"))?) where property.type.isOptional && (symbol == "==" || symbol == "!="):
            note(name, [.none, .some])
            let isNil: @Sendable (GuardStates.Value) -> Bool = { $0 == .none }
            return symbol == "==" ? .term(property: name, test: isNil) : .not(.term(property: name, test: isNil))
        case (nil, (let symbol, .integer(let bound))?) where type == "Int":
            note(name, [.integer(bound), .integer(bound + 1), .integer(bound - 1)])
            return .term(property: name) { value in
                guard case .integer(let number) = value else { return false }
                switch symbol {
                case "==": return number == bound
                case "!=": return number != bound
                case ">": return number > bound
                case ">=": return number >= bound
                case "<": return number < bound
                default: return number <= bound
                }
            }
        default:
            return nil
        }
    }

    /// `name.contains(literal)`, `.hasPrefix` or `.hasSuffix` of a `String` state property: decided by
    /// the empty text, the property's name, and a text that passes the tests read so far.
    private mutating func textTerm(_ name: String, _ member: String, _ literal: String) -> GuardFormula? {
        guard screen.stateProperty(named: name)?.type.swift == "String",
            ["contains", "hasPrefix", "hasSuffix"].contains(member), !literal.isEmpty
        else { return nil }
        let passing = passingText[name] ?? name
        let extended: String
        switch member {
        case "hasPrefix": extended = passing.hasPrefix(literal) ? passing : literal + passing
        case "hasSuffix": extended = passing.hasSuffix(literal) ? passing : passing + literal
        default: extended = passing.contains(literal) ? passing : passing + literal
        }
        passingText[name] = extended
        note(name, [.text(""), .text(name), .text(extended)])
        return .term(property: name) { value in
            guard case .text(let text) = value else { return false }
            switch member {
            case "hasPrefix": return text.hasPrefix(literal)
            case "hasSuffix": return text.hasSuffix(literal)
            default: return text.contains(literal)
            }
        }
    }

    private mutating func boolean(_ name: String) -> GuardFormula {
        note(name, [.boolean(true), .boolean(false)])
        return .term(property: name) { $0 == .boolean(true) }
    }

    private mutating func note(_ name: String, _ values: [GuardStates.Value]) {
        var known = candidates[name] ?? []
        for value in values where !known.contains(value) { known.append(value) }
        candidates[name] = known
    }
}

private enum GuardToken: Equatable {
    case name(String)
    case integer(Int)
    case symbol(String)
    /// A string literal without escapes or interpolation (`"@"`).
    case string(String)

    /// The tokens of a guard; nil for anything the reader does not know (other strings, operators).
    static func tokens(of source: String) -> [GuardToken]? {
        var result: [GuardToken] = []
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                index += 1
            } else if character == "\"" {
                guard let end = characters[(index + 1)...].firstIndex(of: "\""),
                    !characters[(index + 1)..<end].contains("\\")
                else { return nil }
                result.append(.string(String(characters[(index + 1)..<end])))
                index = end + 1
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count
                    && (characters[end].isLetter || characters[end].isNumber || characters[end] == "_")
                {
                    end += 1
                }
                result.append(.name(String(characters[index..<end])))
                index = end
            } else if character.isASCII && character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isASCII
                    && characters[index + 1].isNumber && !(result.last.map(\.isOperand) ?? false))
            {
                var end = index + 1
                while end < characters.count && characters[end].isASCII && characters[end].isNumber { end += 1 }
                guard let number = Int(String(characters[index..<end])) else { return nil }
                result.append(.integer(number))
                index = end
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["&&", "||", "==", "!=", ">=", "<="].contains(two) {
                    result.append(.symbol(two))
                    index += 2
                } else if "!()<>.".contains(character) {
                    result.append(.symbol(String(character)))
                    index += 1
                } else {
                    return nil
                }
            }
        }
        return result
    }

    private var isOperand: Bool {
        switch self {
        case .name, .integer, .symbol(")"): return true
        default: return false
        }
    }
}
