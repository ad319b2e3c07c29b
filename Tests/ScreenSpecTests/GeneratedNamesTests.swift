import Diagnostics
import XCTest

@testable import ScreenSpec

/// The naming authority: what each spec name becomes in generated code.
final class GeneratedNamesTests: XCTestCase {
    func test_spelling_camelCasesSentencesAndLowersTypeNames() {
        XCTAssertEqual(
            NameSpelling.camelCasedSentence("shows the error when loading fails"), "showsTheErrorWhenLoadingFails")
        XCTAssertEqual(NameSpelling.camelCasedSentence("2 items, sorted"), "_2ItemsSorted")
        XCTAssertEqual(NameSpelling.lowerCamel("ItemService"), "itemService")
        XCTAssertEqual(NameSpelling.lowerCamel("URLSession"), "urlSession")
        XCTAssertEqual(NameSpelling.lowerCamel("URL"), "url")
        XCTAssertEqual(NameSpelling.lowerCamel("X1Service"), "x1Service")
        XCTAssertEqual(NameSpelling.lowerCamel("ÜberService"), "überService")  // non-ASCII: the Character path
        XCTAssertEqual(NameSpelling.upperCamel("fetchAll"), "FetchAll")
    }

    func test_screen_namesItsTypesAndAvoidsSwiftUIViews() {
        let list = ScreenTypeNames(screen: "ItemList")
        XCTAssertEqual(list.viewModel, "ItemListViewModel")
        XCTAssertEqual(list.view, "ItemListView")
        XCTAssertEqual(list.viewTests, "ItemListViewTests")
        XCTAssertEqual(list.screenProtocol, "ItemListScreen")
        for screen in ["Timeline", "Navigation", "Progress", "Tab"] {
            let names = ScreenTypeNames(screen: screen)
            XCTAssertEqual(names.view, screen + "ScreenView", "\(screen)View would hide SwiftUI's")
            XCTAssertEqual(names.viewTests, screen + "ScreenViewTests")
            XCTAssertEqual(names.viewModel, screen + "ViewModel")
        }
    }

    func test_method_actionNamesAreQualifiedByTheirDependency() {
        let fetchAll = Method(name: Located("fetchAll", at: Mark(line: 1, column: 1)), params: [])
        let store = MethodNames(fetchAll, of: "ScrumStore")
        let client = MethodNames(fetchAll, of: "WeatherClient")
        XCTAssertEqual(store.actionType, "ScrumStoreFetchAllAction")
        XCTAssertEqual(client.actionType, "WeatherClientFetchAllAction")
        XCTAssertEqual(store.environmentKey, "scrumStoreFetchAll")
        XCTAssertEqual(store.overrideKeyType, "ScrumStoreFetchAllActionOverrideKey")
        XCTAssertEqual(store.mockCallCount, "fetchAllCallCount")
        XCTAssertEqual(store.mockReceived, "fetchAllReceivedArguments")
        XCTAssertEqual(store.dependency.variable, "scrumStore")
        XCTAssertEqual(store.dependency.mock, "ScrumStoreMock")
    }

    func test_method_actionKeyRenamesAndIsSpelledOneWay() {
        var ping = Method(name: Located("ping", at: Mark(line: 1, column: 1)), params: [])
        ping.actionName = Located("reload", at: Mark(line: 2, column: 1))
        XCTAssertEqual(MethodNames(ping, of: "Network").actionType, "NetworkReloadAction")
        XCTAssertEqual(MethodNames(ping, of: "Network").environmentKey, "networkReload")
        // One lower-camel rule for every name: `urlClientPing`, never `uRLClientPing`.
        ping.actionName = nil
        XCTAssertEqual(MethodNames(ping, of: "URLClient").actionType, "URLClientPingAction")
        XCTAssertEqual(MethodNames(ping, of: "URLClient").environmentKey, "urlClientPing")
        XCTAssertEqual(MethodNames(ping, of: "URLClient").dependency.variable, "urlClient")
    }

    func test_tests_areNamedAfterTheActionOrScenario() {
        XCTAssertEqual(
            TestNames.action("load", "success_appliesSuccessEffects"), "test_load_success_appliesSuccessEffects")
        XCTAssertEqual(TestNames.scenario("shows the loaded items"), "test_scenario_showsTheLoadedItems")
    }

    func test_module_namesTheTestSupportAfterTheSpecFile() {
        XCTAssertEqual(ModuleNames(specFile: "specs/Shop.yaml").testSupport, "ShopTestSupport")
        XCTAssertEqual(ModuleNames(specFile: "Shop").spec, "Shop")
    }
}
