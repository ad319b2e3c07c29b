import ScreenSpec

extension SlotSamples {
    /// The slots a screen's expressions compare with the id of a row of a state list: a state property or
    /// input holding an id (`notes.filter { $0.id != noteToDelete }`), one holding a row
    /// (`notes.map { $0.id == draft!.id ? draft! : $0 }`), or an action's call result
    /// (`notes.map { $0.id == $result.id ? $result : $0 }`).
    ///
    /// Their samples name a row the list's sample holds. With an id no row has, such an effect changes
    /// nothing, and its test passes whether the code removes or replaces the row or skips the effect.
    struct RowReferences {
        /// State properties and inputs holding an id of the list's rows.
        var ids: [String: KeyedList] = [:]
        /// State properties and inputs holding a row of the list, matched by its `id`.
        var rows: [String: KeyedList] = [:]
        /// Actions whose call result is matched by its `id`.
        var results: [String: KeyedList] = [:]
        /// `action.param` of the params an action stores whole in such state (`set: { noteToDelete: noteID }`).
        var storedParams: Set<String> = []

        init(screen: Screen, lists: [KeyedList]) {
            guard !lists.isEmpty else { return }
            var slotTypes: [String: String] = [:]
            for item in screen.input { slotTypes[item.name.value] = Self.unwrapped(item.type.swift) }
            for item in screen.state { slotTypes[item.name.value] = Self.unwrapped(item.type.swift) }
            for action in screen.actions {
                for expression in action.evaluatedExpressions {
                    read(expression.source, lists: lists, slotTypes: slotTypes, action: action.name.value)
                }
            }
            for derived in screen.derived {
                read(derived.value.source, lists: lists, slotTypes: slotTypes, action: nil)
            }
            for action in screen.actions {
                let effects =
                    action.set + action.success + action.failure
                    + (action.cases.set + action.cases.success + action.cases.failure).flatMap(\.effects)
                for case .assign(let assignment) in effects
                where ids[assignment.target.value] != nil || rows[assignment.target.value] != nil {
                    let value = assignment.value.source.trimmingCharacters(in: .whitespaces)
                    if action.params.contains(where: { $0.name.value == value }) {
                        storedParams.insert(action.name.value + "." + value)
                    }
                }
            }
        }

        /// `String` for `String?`: an optional id names a row as well.
        private static func unwrapped(_ type: String) -> String {
            var shape = SwiftTypeShape(type)
            if case .optional(let wrapped) = shape { shape = wrapped }
            if case .named(let name, let arguments) = shape, arguments.isEmpty { return name }
            return type
        }

        /// Finds `$0.id == operand` and `operand != $0.id` in one expression, over a list it reads.
        private mutating func read(_ source: String, lists: [KeyedList], slotTypes: [String: String], action: String?) {
            let scan = SwiftExpressionScanner.Scan(source)
            let tokens = scan.tokens
            let read = lists.filter { list in tokens.contains { $0.kind == .use && $0.name == list.property } }
            guard !read.isEmpty else { return }
            func isID(_ index: Int, after separators: Set<String>) -> Bool {
                index > 0 && index < tokens.count && tokens[index].kind == .member && tokens[index].name == "id"
                    && separators.contains(scan.text(between: tokens[index - 1], and: tokens[index]))
            }
            func compares(_ first: Int, _ second: Int) -> Bool {
                let between = scan.text(between: tokens[first], and: tokens[second]).filter { $0 != " " }
                return between == "==" || between == "!="
            }
            for index in tokens.indices where tokens[index].kind == .dollar && tokens[index].name == "0" {
                guard isID(index + 1, after: ["."]) else { continue }
                // The operand after `$0.id ==`, or the one before `== $0.id`: its first token and whether it
                // ends in `.id`.
                var operands: [(start: Int, readsID: Bool)] = []
                if index + 2 < tokens.count, compares(index + 1, index + 2) {
                    operands.append((index + 2, isID(index + 3, after: [".", "!.", "?."])))
                }
                if index >= 1, compares(index - 1, index) {
                    if index >= 2, isID(index - 1, after: [".", "!.", "?."]) {
                        operands.append((index - 2, true))
                    } else {
                        operands.append((index - 1, false))
                    }
                }
                for operand in operands {
                    let token = tokens[operand.start]
                    if token.kind == .dollar, token.name == "result", operand.readsID, let action {
                        if let list = read.first { results[action] = results[action] ?? list }
                    } else if token.kind == .use, let type = slotTypes[token.name] {
                        if operand.readsID, let list = read.first(where: { $0.model == type }) {
                            rows[token.name] = rows[token.name] ?? list
                        } else if !operand.readsID,
                            let list = read.first(where: { $0.idType == type && $0.property != token.name })
                        {
                            ids[token.name] = ids[token.name] ?? list
                        }
                    }
                }
            }
        }
    }
}
