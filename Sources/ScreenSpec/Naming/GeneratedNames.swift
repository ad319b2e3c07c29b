/// The naming authority: every name the built-in styles generate from a spec declaration — types,
/// members, environment keys and the names their files are called by — is made here, from the spec
/// names alone. The template context prints these names and the clash checks compare them, so what
/// is checked is what is generated (docs/styles.md explains the scheme).
///
/// Each type lists its names under the keys templates and `produces` patterns know them by
/// (`names`), so the two cannot drift apart either.
public protocol GeneratedNameSet: Sendable {
    /// Template key (`viewModelName`) -> name (`ItemListViewModel`).
    var names: [(key: String, name: String)] { get }
}

/// The names made from one screen.
public struct ScreenTypeNames: GeneratedNameSet {
    /// The screen's name as the spec spells it (`ItemList`).
    public var screen: String
    /// `ItemListViewModel`, `ItemListViewModelTests` (mvvm).
    public var viewModel: String
    public var viewModelTests: String
    /// The SwiftUI view (both styles): `ItemListView`, or `TimelineScreenView` where `<Screen>View`
    /// is one of SwiftUI's views (`TimelineView`), which it would hide in the whole module.
    public var view: String
    public var viewTests: String
    /// `ItemListViewState`, `ItemListScreen`, `ItemListScreenHarness`, `ItemListScreenTests` (actions).
    public var viewState: String
    public var screenProtocol: String
    public var harness: String
    public var screenTests: String
    /// `ItemListStore`, `ItemListStoreTests` (store).
    public var store: String
    public var storeTests: String
    /// `ItemListControls`: the accessibility identifiers of the view's controls (every style), which the
    /// scaffold puts on its controls and the view tests find them by.
    public var controls: String
    /// `ItemListViewContract`: what the view tests need from the scaffold (its init and test hook), which
    /// the scaffold conforms to.
    public var viewContract: String

    public init(screen: String) {
        self.screen = screen
        viewModel = screen + "ViewModel"
        viewModelTests = screen + "ViewModelTests"
        let plainView = screen + "View"
        view = GeneratedCodeNames.swiftUIViews.contains(plainView) ? screen + "ScreenView" : plainView
        viewTests = view + "Tests"
        viewState = screen + "ViewState"
        screenProtocol = screen + "Screen"
        harness = screen + "ScreenHarness"
        screenTests = screen + "ScreenTests"
        store = screen + "Store"
        storeTests = screen + "StoreTests"
        controls = screen + "Controls"
        viewContract = view + "Contract"
    }

    /// `"ItemList.load"`: the accessibility identifier of the control for an action or a bindable state
    /// property, unique in the app because the screen's name leads it.
    public func controlIdentifier(_ control: String) -> String { screen + "." + control }

    public var names: [(key: String, name: String)] {
        [
            ("viewModelName", viewModel), ("viewModelTestsName", viewModelTests), ("viewName", view),
            ("viewTestsName", viewTests), ("viewStateName", viewState), ("screenProtocolName", screenProtocol),
            ("harnessName", harness), ("screenTestsName", screenTests), ("storeName", store),
            ("storeTestsName", storeTests), ("controlsName", controls),
            ("viewContractName", viewContract),
        ]
    }
}

/// The names made from one action of a screen.
public struct ActionNames: GeneratedNameSet {
    /// The action's name as the spec spells it (`load`).
    public var action: String
    /// Store style: `loadPhase`, the store's `AsyncPhase` member saying where the action's call stands
    /// (running, failed, when it last succeeded); nil for an action without a call.
    public var callPhase: String?

    public init(_ action: Action) {
        self.action = action.name.value
        callPhase = action.call == nil ? nil : Self.callPhase(of: action.name.value)
    }

    /// `loadPhase` for an action `load` that has a call.
    public static func callPhase(of action: String) -> String { action + "Phase" }

    /// An action without a call lists `callPhaseName` as empty: a pattern that renders empty declares nothing.
    public var names: [(key: String, name: String)] { [("callPhaseName", callPhase ?? "")] }
}

/// The names made from one dependency.
public struct DependencyNames: GeneratedNameSet {
    /// The protocol, as the spec spells it (`ItemService`).
    public var dependency: String
    /// `itemService`: the property, parameter, argument label and test-local name for an instance.
    public var variable: String
    /// `ItemServiceMock` (test support, every style).
    public var mock: String
    /// `PreviewItemService`: a view scaffold's stand-in.
    public var preview: String
    /// Actions style: `ItemServiceEnvironmentKey`, `ItemServiceActionsTests`, `ItemServiceEnvironmentTests`.
    public var environmentKeyType: String
    public var actionsTests: String
    public var environmentTests: String

    public init(dependency: String) {
        self.dependency = dependency
        variable = NameSpelling.lowerCamel(dependency)
        mock = dependency + "Mock"
        preview = "Preview" + dependency
        environmentKeyType = dependency + "EnvironmentKey"
        actionsTests = dependency + "ActionsTests"
        environmentTests = dependency + "EnvironmentTests"
    }

    public var names: [(key: String, name: String)] {
        [
            ("variableTitle", variable), ("mockName", mock), ("previewTypeName", preview),
            ("environmentKeyTypeName", environmentKeyType), ("actionsTestsName", actionsTests),
            ("environmentTestsName", environmentTests),
        ]
    }
}

/// The names made from one method of a dependency.
public struct MethodNames: GeneratedNameSet {
    public var method: String
    public var dependency: DependencyNames
    /// Actions style: `ItemServiceFetchItemsAction`, the callable value a view finds in its environment.
    /// Qualified by the dependency, so two services may both have `fetchAll`; the spec's `action:` replaces
    /// the method's part (`action: Reload` gives `ItemServiceReloadAction`).
    public var actionType: String
    /// `itemServiceFetchItems`: the `EnvironmentValues` property, and the view's property, holding the
    /// action. Qualified like the type, so an action `fetchItems` may call `ItemService.fetchItems`.
    public var environmentKey: String
    /// `ItemServiceFetchItemsActionOverrideKey`: the environment key a test or preview override uses.
    public var overrideKeyType: String
    /// The mock's members for this method: `fetchItemsCallCount`, `fetchItemsInvocations`,
    /// `fetchItemsReceivedId` (one parameter) or `fetchItemsReceivedArguments`, `fetchItemsResult`,
    /// `fetchItemsHandler`, `fetchItemsError`.
    public var mockCallCount: String
    public var mockInvocations: String
    public var mockReceived: String
    public var mockResult: String
    public var mockHandler: String
    public var mockError: String

    public init(_ method: Method, of dependency: String) {
        self.method = method.name.value
        self.dependency = DependencyNames(dependency: dependency)
        let base = dependency + NameSpelling.upperCamel(method.actionName?.value ?? method.name.value)
        actionType = base + "Action"
        environmentKey = NameSpelling.lowerCamel(base)
        overrideKeyType = actionType + "OverrideKey"
        let name = method.name.value
        mockCallCount = name + "CallCount"
        mockInvocations = name + "Invocations"
        mockReceived =
            method.params.count == 1
            ? name + "Received" + NameSpelling.upperCamel(method.params[0].name.value)
            : name + "ReceivedArguments"
        mockResult = name + "Result"
        mockHandler = name + "Handler"
        mockError = name + "Error"
    }

    public var names: [(key: String, name: String)] {
        [
            ("actionTypeName", actionType), ("environmentKeyTitle", environmentKey),
            ("overrideKeyTypeName", overrideKeyType),
        ]
    }

    /// The mock members, under the keys of the context's `mock` object.
    public var mockNames: [(key: String, name: String)] {
        [
            ("callCount", mockCallCount), ("invocations", mockInvocations), ("received", mockReceived),
            ("result", mockResult), ("handler", mockHandler), ("error", mockError),
        ]
    }
}

/// The names made once per spec.
public struct ModuleNames: GeneratedNameSet {
    /// The spec file's name without folder and extension (`specs/Shop.yaml` gives `Shop`).
    public var spec: String
    /// `ShopTestSupport`: the test support file of the spec's module.
    public var testSupport: String

    public init(specFile: String) {
        let file = specFile.split(separator: "/").last.map(String.init) ?? specFile
        if let dot = file.lastIndex(of: "."), dot != file.startIndex {
            spec = String(file[..<dot])
        } else {
            spec = file
        }
        testSupport = spec + "TestSupport"
    }

    public var names: [(key: String, name: String)] { [("testSupportName", testSupport)] }
}

/// The members a screen with a `concurrency` action gets in every style: the object holding its running
/// calls, and the method a view calls when it goes away.
public enum GeneratedCallNames {
    /// `actionCalls`: an `ActionCalls` (the module's type of that name).
    public static let runningCalls = "actionCalls"
    /// `cancelCalls()`.
    public static let cancel = "cancelCalls"
    public static let screenMembers: Set<String> = [runningCalls, cancel]
}

/// The names made from an action performed by a timer (`trigger: { every: 1s, while: isRunning }`).
public enum TimerNames {
    /// `runTickTimer`: the screen's method that performs `tick` every interval until its task is cancelled.
    public static func method(_ action: String) -> String { "run" + NameSpelling.upperCamel(action) + "Timer" }

    /// `searchAfterDebounce`: waits out the debounce interval of `search` (`{ change: …, debounce: … }`), then
    /// performs it; cancelled by the next change, so a burst of changes performs the action once.
    public static func debounced(_ action: String) -> String { action + "AfterDebounce" }

    /// `searchDebounce`: the view's task waiting in `searchAfterDebounce`, cancelled by the next change.
    public static func debounceTask(_ action: String) -> String { action + "Debounce" }
}

/// The member a screen gets for an action that opens another screen and applies its result (`onResult`).
public enum NavigationNames {
    /// `editDidReturn`: the method the presenting screen applies `edit`'s `onResult` effects in.
    public static func resultMethod(_ action: String) -> String { action + "DidReturn" }
}

/// The names of the tests every style generates for a screen: the same in every style, so the styles
/// can be compared test by test.
public enum TestNames {
    /// `test_load_success_appliesSuccessEffects`: a test of one action's behaviour.
    public static func action(_ action: String, _ behaviour: String) -> String { "test_\(action)_\(behaviour)" }

    /// `test_title_binding_keepsEditedValue`: a `bindable` state property a view edits.
    public static func binding(_ property: String) -> String { "test_\(property)_binding_keepsEditedValue" }

    /// A view test: the view appears, runs its test hook, and can be inspected.
    public static let viewAppears = "test_appears_andCanBeInspected"

    /// `test_load_button_runsTheAction`: a view test tapping the button of an action.
    public static func viewButton(_ action: String) -> String { "test_\(action)_button_runsTheAction" }

    /// `test_title_control_editsTheState`: a view test editing the control of a bindable state property.
    public static func viewControl(_ property: String) -> String { "test_\(property)_control_editsTheState" }

    /// `test_scenario_showsTheLoadedItems`: a spec scenario.
    public static func scenario(_ name: String) -> String { "test_scenario_" + NameSpelling.camelCasedSentence(name) }
}

/// The members every style generates for a screen's alerts and confirmations (`alerts:`, `confirm:`).
public enum PresentationNames {
    /// `dismissSaveFailedAlert`: clears the state an alert is presented for.
    public static func dismissAlert(_ alert: String) -> String { "dismiss" + NameSpelling.upperCamel(alert) + "Alert" }

    /// `isConfirmingDeleteAccount`: true while the confirmation of an action is presented.
    public static func confirmingFlag(_ action: String) -> String { "isConfirming" + NameSpelling.upperCamel(action) }

    /// `confirmDeleteAccount`: the user confirmed; the action's behaviour runs.
    public static func confirm(_ action: String) -> String { "confirm" + NameSpelling.upperCamel(action) }

    /// `cancelDeleteAccount`: the user cancelled; nothing runs.
    public static func cancel(_ action: String) -> String { "cancel" + NameSpelling.upperCamel(action) }
}

extension TestNames {
    /// `test_saveFailedAlert_dismiss_clearsState`: an alert of `alerts:`.
    public static func alert(_ alert: String, _ behaviour: String) -> String { "test_\(alert)Alert_\(behaviour)" }
}
