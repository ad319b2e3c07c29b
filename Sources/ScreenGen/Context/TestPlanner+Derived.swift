import ScreenSpec

extension TestPlanner {
    /// Each derived value equals its formula evaluated on the state the test ends in (read into
    /// `…After` locals), so an inverted or shifted derived value fails in every test that reaches here.
    func derivedChecks(only name: String? = nil) -> [TestStep] {
        let checked = screen.derived.indices.filter { name == nil || screen.derived[$0].name.value == name }
        guard !checked.isEmpty else { return [] }
        var read: Set<String> = []
        for position in checked { read.formUnion(derivedFormulas[position].read) }
        var steps: [TestStep] = capturable.compactMap { entry in
            guard read.contains(entry.name) else { return nil }
            let swiftName = Naming.swift(entry.name + "After")
            let path = Naming.swift(entry.name)
            return .capture(Capture(name: swiftName, path: path, statePath: names.actionsPrefix(entry.name) + path))
        }
        steps += checked.map { derivedFormulas[$0].check }
        return steps
    }

    /// Per derived value, the names its formula reads and the check that it equals the formula over the
    /// `…After` captures (`derivedChecks`, which every outcome and every derived test repeat).
    func scanDerivedFormulas() -> [(read: Set<String>, check: TestStep)] {
        let readable = Set(capturable.map(\.name))
        return screen.derived.map { derived in
            let formula = SwiftExpressionScanner.rewrite(derived.value.source) { token in
                token.kind == .use && readable.contains(token.name) ? Naming.swift(token.name + "After") : nil
            }
            return (
                SwiftExpressionScanner.usedNames(in: derived.value.source),
                assertion(path: Naming.swift(derived.name.value), .equal(formula))
            )
        }
    }

    /// Per derived value, one test per starting state: the defaults, every property at its sample, and
    /// for each comparison of an `Int` property with a number (`count > 0`) the property just below, at
    /// and just above that number, so an inverted value or a boundary off by one fails in at least one.
    /// The bound's starts keep the other properties at their samples, not their defaults: a default
    /// often decides the rest of the formula (`!title.isEmpty && minutes > 0` with `title` at `""`),
    /// and then the bound would not show.
    func derivedTests() -> [TestCaseContext] {
        screen.derived.flatMap { derived -> [TestCaseContext] in
            var starts: [(label: String, state: [(name: String, value: String)])] = [
                ("defaults", []), ("samples", fullStart),
            ]
            for (property, bound) in comparisons(in: derived.value.source) {
                for value in [bound - 1, bound, bound + 1] {
                    let spelled = value < 0 ? "Minus\(-value)" : "\(value)"
                    starts.append(
                        ("\(NameSpelling.lowerCamel(property))Is\(spelled)", fullStart + [(property, "\(value)")]))
                }
            }
            // The same checks for every start: scanned and rewritten once, shared by its tests.
            let checks = derivedChecks(only: derived.name.value)
            return starts.map { start in
                var steps = mockLines + inputLines
                steps.append(makeScreen(state: start.state))
                steps.append(.blankLine)
                steps += checks
                return TestCaseContext(
                    name: "test_\(derived.name.value)_derived_\(start.label)",
                    summary: "`\(derived.name.value)` follows `\(derived.value.source)` (\(start.label)).",
                    kind: "derived", steps: steps)
            }
        }
    }

    /// `(count, 0)` for `count > 0`: an `Int` state property compared with an integer literal.
    ///
    /// Matches what `name \s* (>=|<=|>|<|==|!=) \s* -?digits` would, scanned by hand: a `Regex` built and
    /// run per derived value was an eighth of a 1,000-screen run's CPU time.
    private func comparisons(in source: String) -> [(String, Int)] {
        let bytes = Array(source.utf8)
        func isNameStart(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func skipSpaces(from start: Int) -> Int {
            var index = start
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            return index
        }
        func comparisonLength(at index: Int) -> Int {
            guard index < bytes.count else { return 0 }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch bytes[index] {
            case UInt8(ascii: ">"), UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? 2 : 1
            case UInt8(ascii: "="), UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? 2 : 0
            default: return 0
            }
        }
        var result: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            guard isNameStart(bytes[index]) else {
                index += 1
                continue
            }
            let nameStart = index
            while index < bytes.count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let operatorLength = comparisonLength(at: skipSpaces(from: index))
            guard operatorLength > 0 else { continue }
            let numberStart = skipSpaces(from: skipSpaces(from: index) + operatorLength)
            var numberEnd = numberStart
            if numberEnd < bytes.count, bytes[numberEnd] == UInt8(ascii: "-") { numberEnd += 1 }
            let digitsStart = numberEnd
            while numberEnd < bytes.count, isDigit(bytes[numberEnd]) { numberEnd += 1 }
            guard numberEnd > digitsStart else { continue }
            index = numberEnd
            guard let number = Int(String(decoding: bytes[numberStart..<numberEnd], as: UTF8.self)),
                screen.stateProperty(named: name)?.type.swift == "Int",
                !result.contains(where: { $0.0 == name && $0.1 == number })
            else { continue }
            result.append((name, number))
        }
        return result
    }
}
