import Diagnostics
import Mustache
import ScreenSpec
import XCTest

@testable import ScreenGen

final class TemplateContextTests: XCTestCase {
    func test_shopContext_namesTestsPerActionAndScenario() throws {
        let context = SpecContext(try RepositorySpecs.load("Shop"), options: GenerationOptions())
        let itemList = try XCTUnwrap(context.screens.first { $0.name == "ItemList" })
        let names = itemList.tests.map(\.name)
        XCTAssertEqual(
            Array(names.prefix(6)),
            [
                "test_load_success_appliesSuccessEffects", "test_load_failure_appliesFailureEffects",
                "test_load_cancellation_reportsNoError", "test_load_cancellation_urlErrorCancelledReportsNoError",
                "test_load_busyFlag_isTrueDuringCallAndFalseAfter", "test_load_callsDependencyOnceWithArguments",
            ])
        XCTAssertTrue(names.contains("test_sort_set_appliesAssignments"))
        XCTAssertTrue(names.contains("test_scenario_showsTheLoadedItems"))
        XCTAssertEqual(Set(names).count, names.count, "test names are unique")
        XCTAssertEqual(itemList.names.viewModel, "ItemListViewModel")
        XCTAssertEqual(itemList.names.screenProtocol, "ItemListScreen")
        XCTAssertEqual(itemList.names.viewState, "ItemListViewState")
        // The context holds every name of the naming authority, under its key.
        guard case .object(let object) = itemList.templateValue else { return XCTFail("a screen is an object") }
        for (key, name) in itemList.names.names {
            guard case .string(let value)? = object[key] else { return XCTFail("no context key \(key)") }
            XCTAssertEqual(value, name, key)
        }
        XCTAssertEqual(itemList.names.store, "ItemListStore")
    }

    func test_shopContext_mockMembersAndActionNames() throws {
        let context = SpecContext(try RepositorySpecs.load("Shop"), options: GenerationOptions())
        let service = try XCTUnwrap(context.dependencies.first)
        XCTAssertEqual(service.names.mock, "ItemServiceMock")
        let fetchItem = try XCTUnwrap(service.methods.first { $0.name == "fetchItem" })
        XCTAssertEqual(fetchItem.signature, "func fetchItem(id: UUID) async throws -> Item")
        XCTAssertEqual(fetchItem.mock.callCount, "fetchItemCallCount")
        XCTAssertEqual(fetchItem.mock.received, "fetchItemReceivedId")
        XCTAssertEqual(fetchItem.mock.handlerType, "@Sendable (UUID) async throws -> Item")
        XCTAssertEqual(fetchItem.names.actionType, "ItemServiceFetchItemAction")
        // The context holds every name of the naming authority under its key (the keys `produces` patterns use).
        for (value, names) in [
            (service.templateValue, service.names.names), (fetchItem.templateValue, fetchItem.names.names),
        ] {
            guard case .object(let object) = value else { return XCTFail("a dependency is an object") }
            for (key, name) in names {
                guard case .string(let text)? = object[key] else { return XCTFail("no context key \(key)") }
                XCTAssertEqual(text, name, key)
            }
        }
        XCTAssertEqual(fetchItem.environmentKeyName, "itemServiceFetchItem")
        XCTAssertEqual(fetchItem.operationType, "@MainActor @Sendable (UUID) async throws -> Item")
    }

    func test_keywordNames_areEscaped() {
        let mark = Mark(line: 1, column: 1)
        let spec = Spec(
            file: "specs/K.yaml", version: 1, module: Located("K", at: mark),
            screens: [
                Screen(
                    name: Located("Editor", at: mark),
                    state: [StateProperty(name: Located("default", at: mark), type: TypeRef("Int", at: mark))],
                    actions: [
                        Action(
                            name: Located("repeat", at: mark),
                            set: [
                                .assign(
                                    Assignment(target: Located("default", at: mark), value: Expression("1", at: mark)))
                            ])
                    ])
            ])
        let screen = SpecContext(spec, options: GenerationOptions()).screens[0]
        XCTAssertEqual(screen.state[0].name, "`default`")
        XCTAssertEqual(screen.actions[0].signature, "func `repeat`()")
        XCTAssertEqual(screen.actions[0].set[0].swift, "`default` = 1")
        XCTAssertEqual(screen.tests.map(\.name), ["test_repeat_set_appliesAssignments"])
    }

    func test_expectationOnOptionalState_isOptionalChained() throws {
        let context = SpecContext(try RepositorySpecs.load("UserProfile"), options: GenerationOptions())
        let paths = context.screens.flatMap(\.tests).flatMap(\.steps).compactMap(\.assertion?.path)
        XCTAssertTrue(paths.contains("user?.name"), "\(paths)")
    }

    func test_build_encodesNilAsNullAndPrintsSortedJSON() throws {
        let spec = try RepositorySpecs.load("Shop")
        guard case .object(let root) = TemplateContext.build(for: spec),
            case .array(let screens)? = root["screens"], case .object(let itemList) = screens[0],
            case .array(let actions)? = itemList["actions"], case .object(let delete) = actions[1]
        else { return XCTFail("unexpected context shape") }
        guard case .null? = delete["skipIf"] else { return XCTFail("a missing skipIf must be null, not absent") }
        let json = TemplateContext.json(for: spec)
        XCTAssertEqual(json, TemplateContext.json(for: spec))
        XCTAssertTrue(
            json.contains("\"viewModelName\" : \"ItemListViewModel\"")
                || json.contains("\"viewModelName\": \"ItemListViewModel\""))
    }

    func test_publicAccess_prefixesDeclarations() throws {
        let context = SpecContext(try RepositorySpecs.load("Shop"), options: GenerationOptions(access: .public))
        XCTAssertEqual(context.spec.access, "public ")
        XCTAssertEqual(SpecContext(try RepositorySpecs.load("Shop"), options: GenerationOptions()).spec.access, "")
    }
}
