import Diagnostics
import ScreenSpec
import XCTest

/// What the small comforts of the format decode to.
final class DecoderTests: XCTestCase {
    private func load(_ text: String, file: String = #function) throws -> Spec {
        let result = SpecLoader.load(text: text, file: file)
        let rendered = DiagnosticRenderer(sources: [file: text]).render(result.diagnostics)
        XCTAssertTrue(result.diagnostics.isEmpty, rendered)
        return try XCTUnwrap(result.spec, rendered)
    }

    func testShopDecodesTheDslExample() throws {
        let spec = try XCTUnwrap(
            SpecLoader.load(contentsOf: FixturePaths.specs.appendingPathComponent("Shop.yaml").path).spec)
        XCTAssertEqual(spec.version, 1)
        XCTAssertEqual(spec.module.value, "Shop")
        XCTAssertEqual(spec.models.map(\.name.value), ["Item", "SortOrder"])
        let item = try XCTUnwrap(spec.model(named: "Item"))
        guard case .record(let fields) = item.kind else { return XCTFail("Item is a struct") }
        XCTAssertEqual(fields.map(\.type.swift), ["UUID", "String", "Decimal", "Bool"])
        XCTAssertEqual(fields.last?.defaultValue?.source, "false")
        guard case .enumeration(let cases) = try XCTUnwrap(spec.model(named: "SortOrder")).kind else {
            return XCTFail("SortOrder is an enum")
        }
        XCTAssertEqual(cases.map(\.value), ["name", "price", "newest"])

        let service = try XCTUnwrap(spec.dependency(named: "ItemService"))
        XCTAssertEqual(service.methods.map(\.returns?.swift), ["[Item]", "Item", nil])
        XCTAssertTrue(service.methods.allSatisfy { $0.isAsync && $0.isThrowing })

        let list = try XCTUnwrap(spec.screen(named: "ItemList"))
        let errorMessage = try XCTUnwrap(list.stateProperty(named: "errorMessage"))
        XCTAssertTrue(errorMessage.type.isOptional)
        XCTAssertNil(errorMessage.defaultValue)
        let load = try XCTUnwrap(list.action(named: "load"))
        XCTAssertEqual(load.trigger?.value, .appear)
        XCTAssertEqual(load.busy?.value, "isLoading")
        XCTAssertEqual(load.skipIf?.source, "isLoading")
        XCTAssertEqual(
            load.success,
            [
                .assign(
                    Assignment(
                        target: Located("items", at: load.success[0].mark),
                        value: Expression("$result", at: load.success[0].valueMark))),
                .assign(
                    Assignment(
                        target: Located("errorMessage", at: load.success[1].mark),
                        value: Expression("nil", at: load.success[1].valueMark))),
            ])
        // `delete` takes its call argument from the action param of the same name.
        let delete = try XCTUnwrap(list.action(named: "delete"))
        XCTAssertEqual(delete.call?.arguments.map(\.name.value), ["id"])
        XCTAssertEqual(delete.call?.arguments.map(\.value.source), ["id"])

        let detail = try XCTUnwrap(spec.screen(named: "ItemDetail"))
        XCTAssertEqual(detail.phases.map(\.name.value), ["loading", "loaded", "failed"])
        XCTAssertEqual(detail.startPhase?.name.value, "loading")
        let fetch = try XCTUnwrap(detail.action(named: "load"))
        XCTAssertEqual(fetch.call?.arguments.map(\.value.source), ["itemID"])
        XCTAssertEqual(fetch.start?.value, "loading")
        guard case .enterPhase(let phase, let values) = try XCTUnwrap(fetch.success.first) else {
            return XCTFail("success enters a phase")
        }
        XCTAssertEqual(phase.value, "loaded")
        XCTAssertEqual(values.map(\.value.source), ["$result"])
        XCTAssertEqual(
            detail.scenarios.last?.steps[0].then.first?.check,
            .inPhase(Located("failed", at: detail.scenarios.last!.steps[0].then[0].check.mark!)))
    }

    func testBindableStateIsMarkedAndOtherStateIsNot() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Demo
            screens:
              Form:
                state:
                  name: { type: String, default: '""', bindable: true }
                  isOn: { type: Bool, default: "false", bindable: false }
                  count: { type: Int, default: "0" }
                  note: { type: String?, doc: Not edited. }
            """)
        let screen = try XCTUnwrap(spec.screens.first)
        XCTAssertEqual(screen.state.map(\.isBindable), [true, false, false, false])
    }

    func testConcurrencyPolicyAndASetThatEntersAPhase() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Demo
            dependencies:
              Finder:
                methods:
                  find: { params: { query: String }, returns: "[String]" }
            screens:
              Search:
                dependencies: [Finder]
                state:
                  query: { type: String, default: '""', bindable: true }
                phases:
                  idle: {}
                  results: { hits: "[String]" }
                actions:
                  search:
                    concurrency: restart
                    call: Finder.find
                    with: { query: query }
                    success: { results: { hits: $result } }
                  plain:
                    call: Finder.find
                    with: { query: query }
                  clear:
                    set: { query: '""', idle: {} }
            """)
        let actions = try XCTUnwrap(spec.screens.first).actions
        XCTAssertEqual(actions[0].concurrency?.value, .restart)
        XCTAssertNil(actions[1].concurrency, "no key: calls are not managed")
        XCTAssertEqual(actions[2].set.count, 2)
        guard case .assign(let assignment) = actions[2].set[0],
            case .enterPhase(let phase, let values) = actions[2].set[1]
        else { return XCTFail("expected an assignment, then entering a phase: \(actions[2].set)") }
        XCTAssertEqual(assignment.target.value, "query")
        XCTAssertEqual(phase.value, "idle")
        XCTAssertEqual(values, [])
    }

    func testScalarsAreReadAsWrittenWhereSwiftIsExpected() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Demo
            screens:
              Form:
                state:
                  isOn: { type: Bool, default: false }
                  ratio: { type: Double, default: 0.5 }
                  note: { type: String?, default: ~ }
                  tags: { type: [String], default: "[]" }
                actions:
                  reset: { set: { isOn: false, ratio: 1, note: nil } }
                scenarios:
                  - name: resets
                    given: { isOn: true }
                    when: reset
                    then: { isOn: false, note: { isNil: true }, tags: { notNil: true } }
            """)
        let screen = try XCTUnwrap(spec.screens.first)
        XCTAssertEqual(screen.state.map(\.defaultValue?.source), ["false", "0.5", "nil", "[]"])
        XCTAssertEqual(screen.state.map(\.type.swift), ["Bool", "Double", "String?", "[String]"])
        let assigned = screen.actions[0].set.compactMap { effect -> String? in
            if case .assign(let assignment) = effect { return assignment.value.source } else { return nil }
        }
        XCTAssertEqual(assigned, ["false", "1", "nil"])
        XCTAssertEqual(
            screen.scenarios[0].steps[0].then.map(\.check),
            [
                .equals(Expression("false", at: screen.scenarios[0].steps[0].then[0].check.mark!)), .isNil, .notNil,
            ])
    }

    func testMarksPointAtTheNamesAndValues() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Demo
            dependencies:
              Clock:
                methods:
                  now: { returns: Date, async: false, throws: false, action: ReadClock }
            screens:
              Time:
                dependencies: [Clock]
                state: { now: Date? }
                actions:
                  read: { call: "Clock.now", success: { now: $result } }
            """)
        let method = try XCTUnwrap(spec.dependencies.first?.methods.first)
        XCTAssertEqual(method.name.mark, Mark(line: 6, column: 7))
        XCTAssertFalse(method.isAsync)
        XCTAssertFalse(method.isThrowing)
        XCTAssertEqual(method.actionName?.value, "ReadClock")
        let call = try XCTUnwrap(spec.screens.first?.actions.first?.call)
        XCTAssertEqual(call.mark, Mark(line: 12, column: 21))
        XCTAssertEqual(call.dependency.mark, Mark(line: 12, column: 22))
        XCTAssertEqual(call.method.mark, Mark(line: 12, column: 28))
        XCTAssertEqual(call.arguments, [])
    }

    func testScenarioInvocationsWithArgumentsAndStubs() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Demo
            dependencies:
              Store:
                methods:
                  remove: { params: { id: Int } }
            screens:
              List:
                dependencies: [Store]
                state: { ids: { type: "[Int]", default: "[]" } }
                actions:
                  delete:
                    params: { id: Int }
                    call: Store.remove
                    success: { ids: "ids.filter { $0 != id }" }
                scenarios:
                  - name: removes
                    given: { ids: "[1, 2]" }
                    stubs: { Store.remove: }
                    when: { delete: { id: 1 } }
                    then: { ids: "[2]" }
                  - name: fails
                    stubs: { Store.remove: { throws: true } }
                    when: { delete: { id: 1 } }
            """)
        let scenarios = try XCTUnwrap(spec.screens.first?.scenarios)
        XCTAssertEqual(scenarios[0].steps[0].when.action.value, "delete")
        XCTAssertEqual(scenarios[0].steps[0].when.arguments.map(\.value.source), ["1"])
        guard case .returns(let value)? = scenarios[0].stubs.first?.outcome else {
            return XCTFail("a Void stub returns")
        }
        XCTAssertEqual(value.source, "()")
        XCTAssertEqual(scenarios[1].stubs.first?.outcome, .throws)
        XCTAssertEqual(scenarios[1].stubs.first?.dependency.value, "Store")
        XCTAssertEqual(scenarios[1].stubs.first?.method.value, "remove")
    }

    func testErrorsAreAllCollectedAndSortedByPosition() {
        let text = """
            screenspec: 1
            module: Demo
            screens:
              A:
                state: { count: { type: Int, default: "0" } }
                actions:
                  one: { set: { cont: "1" } }
                  two: { tigger: tap, set: { count: "2" } }
                  three: { busy: count }
            """
        let result = SpecLoader.load(text: text, file: "a.yaml")
        XCTAssertNil(result.spec)
        let errors = result.errors
        XCTAssertEqual(
            errors.map(\.message),
            [
                "unknown state property 'cont'; did you mean 'count'?", "unknown key 'tigger'; did you mean 'trigger'?",
                "'busy' only applies to an action with a 'call'", "busy flag 'count' must be a Bool, but it is 'Int'",
            ], DiagnosticRenderer(sources: ["a.yaml": text]).render(result.diagnostics))
        XCTAssertEqual(result.diagnostics.compactMap(\.mark), result.diagnostics.compactMap(\.mark).sorted())
        XCTAssertEqual(result.warnings.map(\.message), ["action 'three' has no effect (no 'call' and no 'set')"])
        XCTAssertTrue(errors.allSatisfy { $0.file == "a.yaml" })
    }

    func testDuplicateNamesCarryANoteAtTheFirstDeclaration() throws {
        let text = """
            screenspec: 1
            module: Demo
            models:
              Clock: { cases: [a] }
            dependencies:
              Clock:
                methods: { now: { returns: Date } }
            """
        let result = SpecLoader.load(text: text, file: "d.yaml")
        let error = try XCTUnwrap(result.errors.first)
        XCTAssertEqual(error.message, "'Clock' is already declared as a model")
        XCTAssertEqual(error.mark, Mark(line: 6, column: 3))
        XCTAssertEqual(error.notes.map(\.mark), [Mark(line: 4, column: 3)])
        XCTAssertEqual(error.notes.first?.severity, .note)
    }
}

extension Effect {
    /// Where the effect's key is written.
    fileprivate var mark: Mark {
        switch self {
        case .assign(let assignment): return assignment.target.mark
        case .enterPhase(let phase, _): return phase.mark
        }
    }
    fileprivate var valueMark: Mark {
        switch self {
        case .assign(let assignment): return assignment.value.mark
        case .enterPhase(let phase, _): return phase.mark
        }
    }
}

extension Expectation.Check {
    fileprivate var mark: Mark? {
        switch self {
        case .equals(let expression): return expression.mark
        case .inPhase(let phase), .presents(let phase): return phase.mark
        case .isNil, .notNil: return nil
        }
    }
}

final class ScenarioStepsDecoderTests: XCTestCase {
    func testStepsAreReadInOrderWithTheirStubsAndChecks() throws {
        let text = """
            screenspec: 1
            module: T
            dependencies:
              Store:
                methods:
                  fetch: { returns: "[Int]" }
            screens:
              List:
                dependencies: [Store]
                state: { ids: { type: "[Int]", default: "[]" } }
                actions:
                  load: { call: Store.fetch, success: { ids: $result } }
                scenarios:
                  - name: reloads
                    stubs: { Store.fetch: "[1]" }
                    steps:
                      - when: load
                        then: { ids: "[1]" }
                      - stubs: { Store.fetch: { throws: true } }
                        when: load
            """
        let result = SpecLoader.load(text: text, file: "T.yaml")
        let scenario = try XCTUnwrap(result.spec?.screens.first?.scenarios.first, "\(result.diagnostics)")
        XCTAssertEqual(scenario.stubs.map(\.method.value), ["fetch"])
        XCTAssertEqual(scenario.steps.map(\.when.action.value), ["load", "load"])
        XCTAssertEqual(scenario.steps.map(\.then.count), [1, 0])
        XCTAssertEqual(scenario.steps.map { $0.stubs.map(\.outcome) }, [[], [.throws]])
        XCTAssertEqual(scenario.steps[1].when.action.mark, Mark(line: 20, column: 19))
    }
}
