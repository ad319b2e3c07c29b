import ScreenSpec

extension TestPlanner {
    /// Each derived value equals its formula evaluated on the state the test ends in (read into
    /// `…After` locals), so an inverted or shifted derived value fails in every test that reaches here.
    func derivedChecks(only name: String? = nil) -> [TestStep] {
        let checked = screen.derived.filter { name == nil || $0.name.value == name }
        guard !checked.isEmpty else { return [] }
        var read: Set<String> = []
        for derived in checked {
            read.formUnion(SwiftExpressionScanner.usedNames(in: derived.value.source))
        }
        let readable = Set(capturable.map(\.name))
        var steps: [TestStep] = capturable.compactMap { entry in
            guard read.contains(entry.name) else { return nil }
            let swiftName = Naming.swift(entry.name + "After")
            let path = Naming.swift(entry.name)
            return .capture(Capture(name: swiftName, path: path, statePath: "state." + path))
        }
        for derived in checked {
            let formula = SwiftExpressionScanner.rewrite(derived.value.source) { token in
                token.kind == .use && readable.contains(token.name) ? Naming.swift(token.name + "After") : nil
            }
            steps.append(assertion(path: Naming.swift(derived.name.value), .equal(formula)))
        }
        return steps
    }

    /// Per derived value, one test per starting state: the defaults, every property at its sample, and
    /// for each comparison of an `Int` property with a number (`count > 0`) the property just below, at
    /// and just above that number, so an inverted value or a boundary off by one fails in at least one.
    func derivedTests() -> [TestCaseContext] {
        screen.derived.flatMap { derived -> [TestCaseContext] in
            var starts: [(label: String, state: [(name: String, value: String)])] = [
                ("defaults", []), ("samples", fullStart),
            ]
            for (property, bound) in comparisons(in: derived.value.source) {
                for value in [bound - 1, bound, bound + 1] {
                    let spelled = value < 0 ? "Minus\(-value)" : "\(value)"
                    starts.append(("\(NameSpelling.lowerCamel(property))Is\(spelled)", [(property, "\(value)")]))
                }
            }
            return starts.map { start in
                var steps = mockLines + inputLines
                steps.append(makeScreen(state: start.state))
                steps.append(.blankLine)
                steps += derivedChecks(only: derived.name.value)
                return TestCaseContext(
                    name: "test_\(derived.name.value)_derived_\(start.label)",
                    summary: "`\(derived.name.value)` follows `\(derived.value.source)` (\(start.label)).",
                    kind: "derived", steps: steps)
            }
        }
    }

    /// `(count, 0)` for `count > 0`: an `Int` state property compared with an integer literal.
    private func comparisons(in source: String) -> [(String, Int)] {
        guard let pattern = try? Regex(#"([A-Za-z_][A-Za-z0-9_]*)\s*(?:>=|<=|>|<|==|!=)\s*(-?[0-9]+)"#) else {
            return []
        }
        var result: [(String, Int)] = []
        for match in source.matches(of: pattern) {
            guard let name = match.output[1].substring.map(String.init),
                let number = match.output[2].substring.flatMap({ Int($0) }),
                screen.stateProperty(named: name)?.type.swift == "Int",
                !result.contains(where: { $0.0 == name && $0.1 == number })
            else { continue }
            result.append((name, number))
        }
        return result
    }
}
