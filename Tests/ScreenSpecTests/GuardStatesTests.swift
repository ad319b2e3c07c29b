import Diagnostics
import ScreenSpec
import XCTest

/// The states a `skipIf` is tested from: one where it holds, one where it does not.
final class GuardStatesTests: XCTestCase {
    private func screen(_ state: String, derived: String = "{}", skipIf: String, busy: String? = nil) throws -> Screen {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              Api:
                methods:
                  go: {}
            screens:
              S:
                dependencies: [Api]
                state: \(state)
                derived: \(derived)
                actions:
                  act:
                    skipIf: '\(skipIf)'
                    call: Api.go
            \(busy.map { "        busy: \($0)" } ?? "")
            """
        let result = SpecLoader.load(text: yaml, file: "T.yaml")
        return try XCTUnwrap(result.spec?.screens.first, "\(result.diagnostics.map(\.message))")
    }

    private func states(_ screen: Screen) -> (holds: [String], doesNotHold: [String])? {
        GuardStates(for: screen.actions[0], in: screen).map { states in
            (states.holds.map { "\($0.name)=\($0.value)" }, states.doesNotHold.map { "\($0.name)=\($0.value)" })
        }
    }

    func test_derivedValues_areReadThrough_andTheBusyFlagIsFalse() throws {
        let screen = try screen(
            #"{ email: { type: String, default: '""' }, password: { type: String, default: '""' }, isSubmitting: { type: Bool, default: "false" } }"#,
            derived: #"{ canSubmit: { type: Bool, value: "!email.isEmpty && !password.isEmpty && !isSubmitting" } }"#,
            skipIf: "!canSubmit", busy: "isSubmitting")
        let found = try XCTUnwrap(states(screen))
        XCTAssertEqual(found.holds, ["email=empty", "password=empty"])
        XCTAssertEqual(found.doesNotHold, ["email=nonEmpty", "password=nonEmpty"])
    }

    func test_comparisonsWithANumber_nilChecksAndBooleans() throws {
        let counter = try XCTUnwrap(states(try screen("{ count: { type: Int, default: 0 } }", skipIf: "count <= 0")))
        XCTAssertEqual(counter.holds, ["count=integer(0)"])
        XCTAssertEqual(counter.doesNotHold, ["count=integer(1)"])
        let optional = try XCTUnwrap(
            states(
                try screen(
                    #"{ user: "String?", isOn: { type: Bool, default: "false" } }"#, skipIf: "user == nil || !isOn")))
        XCTAssertEqual(optional.holds, ["user=none", "isOn=boolean(true)"])
        XCTAssertEqual(optional.doesNotHold, ["user=some", "isOn=boolean(true)"])
    }

    func test_textTests_areDecidedByExactTexts() throws {
        let email = try XCTUnwrap(
            states(
                try screen(
                    "{ email: { type: String, default: '\"\"' } }",
                    derived:
                        #"{ isValid: { type: Bool, value: '!email.isEmpty && email.contains("@") && email.hasSuffix(".com")' } }"#,
                    skipIf: "!isValid")))
        XCTAssertEqual(email.holds, [#"email=text("")"#])
        XCTAssertEqual(email.doesNotHold, [#"email=text("email@.com")"#], "one text passes every test read")
        let prefix = try XCTUnwrap(
            states(try screen("{ url: { type: String, default: '\"\"' } }", skipIf: #"!url.hasPrefix("https://")"#)))
        XCTAssertEqual(prefix.doesNotHold, [#"url=text("https://url")"#])
        let noSpaces = try XCTUnwrap(
            states(try screen("{ name: { type: String, default: '\"\"' } }", skipIf: #"name.contains(" ")"#)))
        XCTAssertEqual(noSpaces.holds, [#"name=text("name ")"#])
        XCTAssertEqual(noSpaces.doesNotHold, [#"name=text("")"#])
    }

    func test_noStates_forTheBusyFlagAlone_aContradiction_orAnUnreadTerm() throws {
        XCTAssertNil(
            states(try screen("{ isLoading: { type: Bool, default: false } }", skipIf: "isLoading", busy: "isLoading")))
        XCTAssertNil(states(try screen("{ isOn: { type: Bool, default: false } }", skipIf: "isOn && !isOn")))
        XCTAssertNil(states(try screen("{ query: { type: String, default: '\"\"' } }", skipIf: "query.count < 3")))
        XCTAssertNil(states(try screen("{ query: { type: String, default: '\"\"' } }", skipIf: #"query == "x""#)))
        XCTAssertNil(
            states(try screen("{ query: { type: String, default: '\"\"' } }", skipIf: #"query.contains("a\\b")"#)),
            "escapes")
        XCTAssertNil(
            states(try screen("{ count: { type: Int, default: 0 } }", skipIf: #"count.contains("1")"#)), "not a String")
    }

    func test_aGuardTheTestsCannotRead_asksForAScenario_unlessOneRunsTheAction() throws {
        let base = """
            screenspec: 1
            module: T
            screens:
              S:
                state: { query: { type: String, default: '""' }, count: { type: Int, default: "0" } }
                actions:
                  act: { skipIf: "query.count < 3", set: { count: "1" } }
            """
        let warned = SpecLoader.load(text: base, file: "T.yaml").diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warned.map(\.mark), [Mark(line: 7, column: 7)])
        XCTAssertTrue(warned.first?.message.contains("add a scenario that performs 'act'") ?? false)
        let withScenario = base + "\n    scenarios: [{ name: short, given: { query: '\"ab\"' }, when: act }]"
        XCTAssertEqual(SpecLoader.load(text: withScenario, file: "T.yaml").diagnostics.map(\.message), [])
    }
}
