import Mustache
import ScreenSpec

/// A screen: its state, phases, derived values, actions, and the tests every style generates for it.
struct ScreenContext: TemplateValueConvertible {
    struct Input: TemplateValueConvertible {
        /// The name as a declaration or value: `return` escaped.
        var name: String
        /// The name as an argument label at a call site: `return` bare (see `Naming.label`).
        var label: String
        var type: String
        /// The value tests create the screen with (`.distinct` sample).
        var sample: String
        /// The value a preview creates the screen with: app code, so no test-support helpers (`UUID()`).
        var previewSample: String

        var templateValue: Value {
            .object([
                "name": .string(name), "label": .string(label), "type": .string(type), "sample": .string(sample),
                "previewSample": .string(previewSample),
            ])
        }
    }

    struct Dependency: TemplateValueConvertible {
        var name: String
        var variableName: String
        /// `variableName` as an argument label at a call site (`default`, bare).
        var variableLabel: String
        var mockName: String
        /// `itemService: any ItemService`.
        var parameter: String
        /// `PreviewItemService`: a scaffold's stand-in that answers at once (previews).
        var previewTypeName: String
        /// The dependency's methods (a preview stand-in implements them all).
        var methods: [MethodContext]

        init(named name: String, methods: [MethodContext]) {
            let names = DependencyNames(dependency: name)
            let variable = Naming.swift(names.variable)
            self.name = Naming.swift(name)
            variableName = variable
            variableLabel = Naming.label(names.variable)
            mockName = names.mock
            parameter = "\(variable): any \(Naming.swift(name))"
            previewTypeName = names.preview
            self.methods = methods
        }

        var templateValue: Value {
            .object([
                "name": .string(name), "variableName": .string(variableName),
                "variableLabel": .string(variableLabel), "mockName": .string(mockName),
                "parameter": .string(parameter), "previewTypeName": .string(previewTypeName),
                "methods": methods.templateValue,
            ])
        }
    }

    struct State: TemplateValueConvertible {
        var name: String
        var type: String
        var docLines: [String]
        /// The initial value (`[]`, `nil` for an optional without a default), or nil when none is given.
        var defaultValue: String?
        /// `items: [Item] = []`: an init parameter (previews and tests can start in any state).
        var initParameter: String
        /// True for a `Bool` state property some action uses as its busy flag.
        var isBusyFlag: Bool
        /// A list of a model with an `id` (`[Item]`): a view can show it with `ForEach`.
        var isIdentifiableList: Bool
        /// `item`: the name of one element, for `ForEach(viewModel.items) { item in … }`.
        var elementName: String?
        /// `bindable: true`: the view sets it, so no style makes it `private(set)`.
        var isBindable: Bool = false
        /// The control a scaffold binds it to: `TextField` (`text:`) for a `String`, `Toggle` (`isOn:`) for
        /// a `Bool`; nil for other types (the scaffold leaves the control to you).
        var bindingControl: BindingControl? = nil
        /// `loadMore()`: the action a `lastRow` trigger performs when the list's last row appears.
        var loadsMore: String? = nil

        struct BindingControl: TemplateValueConvertible {
            var control: String
            var argumentLabel: String
            var templateValue: Value {
                .object(["control": .string(control), "argumentLabel": .string(argumentLabel)])
            }

            init?(_ type: TypeRef) {
                switch type.swift {
                case "String": (control, argumentLabel) = ("TextField", "text")
                case "Bool": (control, argumentLabel) = ("Toggle", "isOn")
                default: return nil
                }
            }
        }

        var templateValue: Value {
            .object([
                "name": .string(name), "type": .string(type), "docLines": docLines.templateValue,
                "defaultValue": defaultValue.templateValue, "initParameter": .string(initParameter),
                "isBusyFlag": .bool(isBusyFlag), "isIdentifiableList": .bool(isIdentifiableList),
                "elementName": elementName.templateValue, "isBindable": .bool(isBindable),
                "bindingControl": bindingControl.templateValue, "loadsMore": loadsMore.templateValue,
            ])
        }
    }

    struct PhaseCase: TemplateValueConvertible {
        /// A value bound by `bindingPattern`: its name as Swift (`` `in` ``) and as written (`in`, for text).
        struct BoundValue: TemplateValueConvertible {
            var name: String
            var title: String

            var templateValue: Value { .object(["name": .string(name), "title": .string(title)]) }
        }

        var name: String
        /// The phase's name as written (`default`, never escaped): for text shown to people.
        var title: String
        /// `case loaded(item: Item)`.
        var declaration: String
        /// `case .loaded(let item)`: a view's `switch` over the phase.
        var bindingPattern: String
        /// The names bound by `bindingPattern`.
        var boundNames: [String]
        /// The same with their names as written.
        var boundValues: [BoundValue]
        /// `.loaded(item: .fixture())`: a value of this case (tests, `.distinct` samples).
        var sample: String
        var isInitial: Bool
        /// What a view scaffold shows in this phase: `ProgressView()` for a phase some action starts,
        /// else a text per associated value (`Text(verbatim: String(describing: item))`).
        var viewLines: [String]

        var templateValue: Value {
            .object([
                "name": .string(name), "title": .string(title), "declaration": .string(declaration),
                "bindingPattern": .string(bindingPattern), "boundNames": boundNames.templateValue,
                "boundValues": boundValues.templateValue, "sample": .string(sample), "isInitial": .bool(isInitial),
                "viewLines": viewLines.templateValue,
            ])
        }
    }

    struct Derived: TemplateValueConvertible {
        var name: String
        var type: String
        var expression: SpecExpression
        var docLines: [String]
        /// It reads a shared property (`ScreenNames.readingShared`).
        var readsShared: Bool

        var templateValue: Value {
            .object([
                "name": .string(name), "type": .string(type), "expression": expression.templateValue,
                "docLines": docLines.templateValue, "readsShared": .bool(readsShared),
            ])
        }
    }

    var name: String
    var docLines: [String]

    /// The types the styles make for the screen (`ItemListViewModel`, `ItemListStore`, ...), from the naming
    /// authority, under the keys its `names` lists: the same keys as in `produces` patterns.
    var names: ScreenTypeNames

    var input: [Input]
    var hasInput: Bool
    /// Shared with every screen using the same dependencies (`SharedScreenParts`).
    var dependencies: [Prebuilt<Dependency>]
    var hasDependencies: Bool
    var state: [State]
    var hasState: Bool
    var hasPhases: Bool
    var phases: [PhaseCase]
    /// `.loading`: the phase a new screen starts in (nil without phases).
    var initialPhase: String?
    var derived: [Derived]
    var hasDerived: Bool
    var actions: [ActionContext]
    /// The dependency methods the screen calls, each once, in first-call order: the Actions style's screen
    /// protocol requires one action per entry, and its previews stub each.
    var calledMethods: [Prebuilt<MethodContext>]
    var hasCalledMethods: Bool
    /// Actions style: `itemID: UUID` (the view's init) and `itemID: itemID` (passing it on to the view state).
    var inputParameterList: String
    var inputArgumentList: String
    /// Actions style: `itemID: <value>` for previews (app code: values built with `init`, no fixtures).
    var previewInputArgumentList: String
    /// Actions style: the view state's init — input, then state and `phase` with their defaults.
    var viewStateInitParameters: [ListItem]
    /// Actions style: `itemID: itemID, items: items, phase: phase` — the view state's init, passed on.
    var viewStateInitArguments: String
    /// Whether `viewStateInitArguments` go on a line of their own (`LineWrapping`).
    var wrapsViewStateInitArguments: Bool { LineWrapping.wraps(viewStateInitArguments) }
    /// The same arguments one item each, for one per line when they wrap.
    var viewStateInitArgumentList: [ListItem]
    /// The init parameters in order: input, dependencies, state, `phase` — each with `isLast`.
    var initParameters: [ListItem]
    /// The tests every style generates, identical names across styles.
    var tests: [TestCaseContext]
    /// Names of actions with `trigger: appear` / `refresh` / `tap` or `submit` without params, for views.
    var appearActions: [ActionContext]
    var hasAppearActions: Bool
    /// Whether some state is bound to a control in the scaffold (the store view then makes `@Bindable`).
    var hasBindingControls: Bool
    var refreshActions: [ActionContext]
    /// Actions with `trigger: disappear` (without params) and `trigger: { change: … }`, for views.
    var disappearActions: [ActionContext]
    var hasDisappearActions: Bool
    var changeActions: [ActionContext]
    /// Actions with `trigger: { every: …, while: … }`: views run each timer in a `.task` of its own.
    var timerActions: [ActionContext]
    /// `{ change: …, debounce: … }` actions (not among `changeActions`): views run them from `.onChange`, in a
    /// task of their own that the next change cancels.
    var debouncedActions: [ActionContext]
    /// Actions with `trigger: { scenePhase: … }`: the view reads `@Environment(\.scenePhase)` for them.
    var scenePhaseActions: [ActionContext]
    var hasScenePhaseActions: Bool
    /// `now`, `newID`, `clock`: what the screen's code reads the date, new ids and time from.
    var providers: [ScreenProviders.Provider]
    var hasProviders: Bool
    var hasRefreshActions: Bool
    /// A preview's view model arguments: sample input values and `PreviewItemService()` stand-ins.
    var previewViewModelArguments: String
    /// The preview's view model arguments go on a line of their own (`LineWrapping`).
    var wrapsPreviewViewModelArguments: Bool
    var buttonActions: [ActionContext]
    /// Tap/submit actions that need arguments (a scaffold only mentions them).
    var actionsNeedingArguments: [ActionContext]
    /// The screens it opens and how it dismisses itself (`NavigationContext`).
    var navigation: NavigationContext
    /// The screen's running calls, when some action has `concurrency:`; nil otherwise.
    var runningCalls: RunningCalls?
    /// The shared stores the screen uses (`shared:`), and their properties, which it reads through them.
    var sharedStores: [SharedStoreUse]
    var hasSharedStores: Bool
    var sharedState: [SharedStateContext]

    /// What a screen with managed calls (`concurrency:`) declares: the module's `ActionCalls`, kept by the
    /// view model, store or view (actions), and the method a view calls when it goes away.
    struct RunningCalls: TemplateValueConvertible {
        /// `actionCalls` and `cancelCalls` (`GeneratedCallNames`).
        var member: String
        var cancel: String
        /// `ActionCalls<Phase>` (`ActionCalls<Void>` without phases); the actions style's protocol and view
        /// spell the phase through the view state: `ActionCalls<ItemListViewState.Phase>`.
        var type: String
        var typeInState: String
        /// What a call saves to put back when it is cancelled: `phase` / `state.phase`, or `()`.
        var saved: String
        var savedInState: String
        /// The store style saves the action's `AsyncPhase` too: `ActionCalls<(phase: Phase, call: AsyncPhase)>`.
        var storeType: String

        init(hasPhases: Bool, viewState: String) {
            member = GeneratedCallNames.runningCalls
            cancel = GeneratedCallNames.cancel
            type = hasPhases ? "ActionCalls<Phase>" : "ActionCalls<Void>"
            typeInState = hasPhases ? "ActionCalls<\(viewState).Phase>" : "ActionCalls<Void>"
            saved = hasPhases ? "phase" : "()"
            savedInState = hasPhases ? "state.phase" : "()"
            storeType = "ActionCalls<(phase: \(hasPhases ? "Phase" : "Void"), call: AsyncPhase)>"
        }

        var templateValue: Value {
            .object([
                "member": .string(member), "cancel": .string(cancel), "type": .string(type),
                "typeInState": .string(typeInState), "saved": .string(saved), "savedInState": .string(savedInState),
                "storeType": .string(storeType),
            ])
        }
    }
    /// The controls the view tests drive, by their identifiers in `<Screen>Controls` (`ViewControl`).
    var controls: [ViewControl]
    /// Whether some button's action calls a dependency (its view test waits for the call).
    var hasCallButtons: Bool
    /// Where the view tests start.
    var viewTest: ViewTestStart

    /// `alerts:`, and the actions with `confirm:` (each presents a confirmation dialog).
    var alerts: [AlertContext]
    var hasAlerts: Bool
    var confirmedActions: [ActionContext]
    var hasConfirmedActions: Bool
    /// One preview per state the screen can show (`PreviewPlan`).
    var previews: PreviewPlan
    /// Whether the screen has alerts or confirmations (each gets a preview).
    var hasPresentations: Bool { hasAlerts || hasConfirmedActions }
    /// `previewViewModelArguments` followed by `, ` (empty when there are none), for a preview adding state.
    var previewViewModelLeadingArguments: String {
        previewViewModelArguments.isEmpty ? "" : previewViewModelArguments + ", "
    }

    var templateValue: Value {
        var object: ValueObject = [
            "name": .string(name), "docLines": docLines.templateValue,
            "input": input.templateValue, "hasInput": .bool(hasInput),
            "dependencies": dependencies.templateValue, "hasDependencies": .bool(hasDependencies),
            "state": state.templateValue, "hasState": .bool(hasState),
            "hasPhases": .bool(hasPhases), "phases": phases.templateValue, "initialPhase": initialPhase.templateValue,
            "derived": derived.templateValue, "hasDerived": .bool(hasDerived),
            "actions": actions.templateValue,
            "calledMethods": calledMethods.templateValue, "hasCalledMethods": .bool(hasCalledMethods),
            "inputParameterList": .string(inputParameterList), "inputArgumentList": .string(inputArgumentList),
            "previewInputArgumentList": .string(previewInputArgumentList),
            "viewStateInitParameters": viewStateInitParameters.templateValue,
            "viewStateInitArguments": .string(viewStateInitArguments),
            "wrapsViewStateInitArguments": .bool(wrapsViewStateInitArguments),
            "viewStateInitArgumentList": viewStateInitArgumentList.templateValue,
            "initParameters": initParameters.templateValue,
            "tests": tests.templateValue,
            "appearActions": appearActions.templateValue, "hasAppearActions": .bool(hasAppearActions),
            "hasBindingControls": .bool(hasBindingControls),
            "refreshActions": refreshActions.templateValue, "hasRefreshActions": .bool(hasRefreshActions),
            "disappearActions": disappearActions.templateValue, "hasDisappearActions": .bool(hasDisappearActions),
            "changeActions": changeActions.templateValue, "timerActions": timerActions.templateValue,
            "debouncedActions": debouncedActions.templateValue,
            "scenePhaseActions": scenePhaseActions.templateValue, "hasScenePhaseActions": .bool(hasScenePhaseActions),
            "providers": providers.templateValue, "hasProviders": .bool(hasProviders),
            "previewViewModelArguments": .string(previewViewModelArguments),
            "wrapsPreviewViewModelArguments": .bool(wrapsPreviewViewModelArguments),
            "buttonActions": buttonActions.templateValue,
            "actionsNeedingArguments": actionsNeedingArguments.templateValue,
            "navigation": navigation.templateValue,
            "runningCalls": runningCalls.templateValue,
            "sharedStores": sharedStores.templateValue, "hasSharedStores": .bool(hasSharedStores),
            "sharedState": sharedState.templateValue,
            "controls": controls.templateValue, "hasControls": .bool(!controls.isEmpty),
            // A button whose action asks first only presents its confirmation: no view test taps it (yet).
            "viewTests": ([ViewControl.appearance] + controls.filter { $0.action?.confirmation == nil }).templateValue,
            "hasCallButtons": .bool(hasCallButtons),
            "viewTest": viewTest.templateValue,
            "alerts": alerts.templateValue, "hasAlerts": .bool(hasAlerts),
            "confirmedActions": confirmedActions.templateValue, "hasConfirmedActions": .bool(hasConfirmedActions),
            "hasPresentations": .bool(hasPresentations),
            "previewViewModelLeadingArguments": .string(previewViewModelLeadingArguments),
        ]
        object["previews"] = previews.templateValue
        for (key, name) in names.names { object[key] = .string(name) }
        return .object(object)
    }

    init(_ screen: Screen, in spec: Spec, samples: SampleValues) {
        names = ScreenTypeNames(screen: screen.name.value)
        name = Naming.swift(screen.name.value)
        docLines = SwiftText.docLines(screen.doc)

        input = screen.input.map {
            Input(
                name: Naming.swift($0.name.value), label: Naming.label($0.name.value), type: $0.type.swift,
                sample: samples.expression(for: $0.type, .distinct),
                previewSample: samples.at(.source).expression(for: $0.type, .distinct))
        }
        hasInput = !input.isEmpty
        dependencies = screen.dependencies.map { samples.shared.dependency(named: $0.value, samples: samples) }
        hasDependencies = !dependencies.isEmpty
        let busyFlags = Set(screen.actions.compactMap { $0.busy?.value })
        sharedStores = SharedStoreUse.uses(of: screen)
        hasSharedStores = !sharedStores.isEmpty
        sharedState = screen.state.compactMap { property in
            property.sharedStore.map {
                SharedStateContext(
                    name: Naming.swift(property.name.value), type: property.type.swift,
                    storeVariable: Naming.swift(SharedStoreNames(store: $0).variable),
                    elementName: Self.identifiableElement(of: property.type, samples: samples).map {
                        Naming.swift(NameSpelling.lowerCamel($0))
                    })
            }
        }
        // Shared properties live in their store: the screen reads them through it (`sharedState`).
        state = screen.state.filter { $0.sharedStore == nil }.map { property in
            let name = Naming.swift(property.name.value)
            let element = Self.identifiableElement(of: property.type, samples: samples)
            let initial = property.defaultValue?.source ?? (property.type.isOptional ? "nil" : nil)
            return State(
                name: name, type: property.type.swift, docLines: SwiftText.docLines(property.doc),
                defaultValue: initial,
                initParameter: "\(name): \(property.type.swift)" + (initial.map { " = \($0)" } ?? ""),
                isBusyFlag: busyFlags.contains(property.name.value),
                isIdentifiableList: element != nil,
                elementName: element.map { Naming.swift(NameSpelling.lowerCamel($0)) },
                isBindable: property.isBindable,
                bindingControl: property.isBindable ? State.BindingControl(property.type) : nil,
                loadsMore: element == nil ? nil : PageStatements.lastRowInvocation(screen, list: property.name.value))
        }
        hasState = !state.isEmpty
        hasBindingControls = state.contains { $0.bindingControl != nil }
        hasPhases = !screen.phases.isEmpty
        let startName = screen.startPhase?.name.value
        let startedPhases = Set(screen.actions.compactMap { $0.start?.value })
        phases = screen.phases.map {
            PhaseCase(
                $0, isInitial: $0.name.value == startName, samples: samples,
                isStarted: startedPhases.contains($0.name.value))
        }
        initialPhase = startName.map { "." + Naming.swift($0) }
        let expressions = ScreenExpressions(ScreenNames(screen))
        derived = screen.derived.map {
            Derived(
                name: Naming.swift($0.name.value), type: $0.type.swift,
                expression: expressions.expression($0.value.source), docLines: SwiftText.docLines($0.doc),
                readsShared: expressions.names.readingShared.contains($0.name.value))
        }
        hasDerived = !derived.isEmpty
        // Managed actions (`concurrency:`) by busy flag: a flag several share is set from all of their calls.
        var managedByBusyFlag: [String: [String]] = [:]
        for action in screen.actions where action.concurrency != nil {
            if let busy = action.busy { managedByBusyFlag[busy.value, default: []].append(action.name.value) }
        }
        actions = screen.actions.map { action in
            ActionContext(
                action, declarations: samples.declarations, expressions: expressions,
                sharingBusyFlag: action.concurrency == nil
                    ? [] : action.busy.flatMap { managedByBusyFlag[$0.value] } ?? [])
        }
        var seenMethods: Set<String> = []
        calledMethods = screen.actions.flatMap(\.calls).compactMap { call -> Prebuilt<MethodContext>? in
            guard let method = samples.shared.method(of: call, samples: samples),
                seenMethods.insert(call.dependency.value + "." + call.method.value).inserted
            else { return nil }
            return method
        }
        hasCalledMethods = !calledMethods.isEmpty
        inputParameterList = input.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        inputArgumentList = input.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        let previewSamples = samples.at(.source)
        previewInputArgumentList = screen.input.map {
            "\(Naming.label($0.name.value)): \(previewSamples.expression(for: $0.type, .distinct))"
        }.joined(separator: ", ")

        providers = ScreenProviders(screen).all
        hasProviders = !providers.isEmpty
        var parameters = input.map { "\($0.name): \($0.type)" } + dependencies.map { $0.part.parameter }
        parameters += providers.map(\.parameter)
        parameters += sharedStores.map(\.parameter)
        parameters += state.map(\.initParameter)
        if let initialPhase { parameters.append("phase: Phase = \(initialPhase)") }
        initParameters = ListItem.list(parameters)
        let passedOn =
            screen.input.map(\.name.value) + screen.state.filter { $0.sharedStore == nil }.map(\.name.value)
            + (initialPhase == nil ? [] : ["phase"])
        let viewStateArguments = passedOn.map { "\(Naming.label($0)): \(Naming.swift($0))" }
        viewStateInitArguments = viewStateArguments.joined(separator: ", ")
        viewStateInitArgumentList = ListItem.list(viewStateArguments)
        viewStateInitParameters = ListItem.list(
            input.map { "\($0.name): \($0.type)" } + state.map(\.initParameter)
                + (initialPhase.map { ["phase: Phase = \($0)"] } ?? []))

        navigation = NavigationContext(screen, in: spec, expressions: expressions, samples: samples)
        let planner = TestPlanner(
            screen: screen, expressions: expressions, samples: samples,
            resultTypes: samples.shared.resultTypes(of: spec))
        tests = planner.tests()
        viewTest = planner.viewTestStart()
        runningCalls =
            screen.actions.contains { $0.concurrency != nil }
            ? RunningCalls(hasPhases: hasPhases, viewState: names.viewState) : nil

        appearActions = actions.filter { $0.trigger == "appear" && !$0.hasParameters }
        hasAppearActions = !appearActions.isEmpty
        refreshActions = actions.filter { $0.trigger == "refresh" && !$0.hasParameters }
        hasRefreshActions = !refreshActions.isEmpty
        disappearActions = actions.filter { $0.trigger == "disappear" && !$0.hasParameters }
        hasDisappearActions = !disappearActions.isEmpty
        changeActions = actions.filter { $0.trigger == "change" && $0.debounce == nil }
        debouncedActions = actions.filter { $0.debounce != nil }
        timerActions = actions.filter { $0.trigger == "timer" }
        scenePhaseActions = actions.filter { $0.trigger == "scenePhase" && !$0.hasParameters }
        hasScenePhaseActions = !scenePhaseActions.isEmpty
        let sourceSamples = samples.at(.source)
        previewViewModelArguments =
            (screen.input.map { "\(Naming.label($0.name.value)): \(sourceSamples.expression(for: $0.type, .plain))" }
            + screen.dependencies.map {
                let names = DependencyNames(dependency: $0.value)
                return "\(Naming.label(names.variable)): \(names.preview)()"
            }
            + sharedStores.map { "\(Naming.label($0.names.variable)): \(Naming.swift($0.names.type))()" })
            .joined(separator: ", ")
        wrapsPreviewViewModelArguments = LineWrapping.wraps(previewViewModelArguments)
        buttonActions = actions.filter {
            ($0.trigger == "tap" || $0.trigger == "submit" || $0.trigger == nil) && !$0.hasParameters
        }
        actionsNeedingArguments = actions.filter {
            $0.hasParameters && $0.trigger != "appear" && $0.trigger != "refresh" && $0.trigger != "change"
                && $0.trigger != "timer" && $0.trigger != "scenePhase"
        }
        controls = ViewControl.controls(
            of: screen, buttons: buttonActions, in: samples.declarations, start: planner.viewTestStart(for:))
        hasCallButtons = controls.contains { $0.callCount != nil }
        alerts = screen.alerts.map { AlertContext($0, in: screen, samples: samples) }
        hasAlerts = !alerts.isEmpty
        confirmedActions = actions.filter { $0.confirmation != nil }
        hasConfirmedActions = !confirmedActions.isEmpty
        previews = PreviewPlan(
            screen, in: spec, calledMethods: calledMethods, alerts: alerts, confirmedActions: confirmedActions,
            samples: samples)
    }
}

extension ScreenContext {
    /// `Item` for `[Item]` when `Item` is a model with an `id` field.
    static func identifiableElement(of type: TypeRef, samples: SampleValues) -> String? {
        if let entry = samples.types.entry(type.swift) { return entry.identifiableElement }
        return identifiableElement(of: SwiftTypeShape(type.swift), in: samples.declarations)
    }

    static func identifiableElement(of shape: SwiftTypeShape, in declarations: SpecDeclarations) -> String? {
        guard case .array(.named(let name, _)) = shape, let model = declarations.model(named: name),
            case .record(let fields) = model.kind, fields.contains(where: { $0.name.value == "id" })
        else { return nil }
        return name
    }
}

extension ScreenContext.PhaseCase {
    init(_ phase: Phase, isInitial: Bool, samples: SampleValues, isStarted: Bool = false) {
        let caseName = Naming.swift(phase.name.value)
        name = caseName
        title = phase.name.value
        self.isInitial = isInitial
        if phase.values.isEmpty {
            declaration = "case \(caseName)"
            bindingPattern = "case .\(caseName)"
            boundNames = []
            boundValues = []
            sample = "." + caseName
            viewLines = [isStarted ? "ProgressView()" : "Text(verbatim: \(SwiftText.stringLiteral(phase.name.value)))"]
        } else {
            let names = phase.values.map { Naming.swift($0.name.value) }
            declaration =
                "case \(caseName)("
                + phase.values.map { "\(Naming.swift($0.name.value)): \($0.type.swift)" }.joined(separator: ", ") + ")"
            bindingPattern = "case .\(caseName)(" + names.map { "let \($0)" }.joined(separator: ", ") + ")"
            boundNames = names
            boundValues = phase.values.map { BoundValue(name: Naming.swift($0.name.value), title: $0.name.value) }
            sample =
                ".\(caseName)("
                + phase.values.map {
                    "\(Naming.label($0.name.value)): \(samples.expression(for: $0.type, .distinct))"
                }.joined(separator: ", ") + ")"
            viewLines = names.map { "Text(verbatim: String(describing: \($0)))" }
        }
    }
}

/// A piece of a comma-separated list: templates print `{{text}}{{^isLast}},{{/isLast}}`.
struct ListItem: TemplateValueConvertible, Equatable {
    var text: String
    var isLast: Bool

    var templateValue: Value { .object(["text": .string(text), "isLast": .bool(isLast)]) }

    static func list(_ texts: [String]) -> [ListItem] {
        texts.enumerated().map { ListItem(text: $1, isLast: $0 == texts.count - 1) }
    }
}

/// The names a screen's expressions can read, by kind.
struct ScreenNames {
    var state: Set<String>
    var derived: Set<String>
    var input: Set<String>
    var hasPhases: Bool
    /// Names stored in (or computed from) the state: what the Actions style reads through `state.`.
    /// The input is among them: an Actions-style view state holds it (`let itemID`).
    /// (Stored: every expression of the screen is spelled with it.)
    let stateAndDerived: Set<String>
    /// Shared properties (`shared:`), each with the member holding its store (`scrums` -> `scrumLibrary`):
    /// the Actions style reads them through it rather than through `state.`.
    var sharedMembers: [String: String] = [:]
    /// Derived values that read a shared property (directly or through another derived value): the Actions
    /// style computes them on the screen (its protocol's extension, which reaches the stores), not in the view
    /// state, so it reads them bare.
    var readingShared: Set<String> = []

    init(_ screen: Screen) {
        state = Set(screen.state.map(\.name.value))
        for property in screen.state {
            guard let store = property.sharedStore else { continue }
            sharedMembers[property.name.value] = Naming.swift(SharedStoreNames(store: store).variable)
        }
        derived = Set(screen.derived.map(\.name.value))
        input = Set(screen.input.map(\.name.value))
        hasPhases = !screen.phases.isEmpty
        if !sharedMembers.isEmpty {
            let shared = Set(sharedMembers.keys)
            readingShared = Set(
                screen.derived.filter { value in
                    !Self.read(by: value.value, in: screen).isDisjoint(with: shared)
                }.map(\.name.value))
        }
        stateAndDerived = state.subtracting(sharedMembers.keys).union(derived.subtracting(readingShared))
            .union(input).union(hasPhases ? ["phase"] : [])
    }

    /// The names an expression reads, and through each derived value among them what that one reads, and so on
    /// (`!canSend` reads `canSend` and `draft`).
    static func read(by expression: Expression, in screen: Screen) -> Set<String> {
        var read: Set<String> = []
        var pending = Array(SwiftExpressionScanner.usedNames(in: expression.source))
        while let name = pending.popLast() {
            guard read.insert(name).inserted else { continue }
            if let derived = screen.derivedValue(named: name) {
                pending += SwiftExpressionScanner.usedNames(in: derived.value.source)
            }
        }
        return read
    }

    /// Where the Actions style reads a name from a screen: `state.` for state, input, derived values and the
    /// phase, the store's member for a shared property (`scrumLibrary.`), nothing for a derived value it
    /// computes on the screen (`readingShared`).
    func actionsPrefix(_ name: String) -> String {
        if let store = sharedMembers[name] { return store + "." }
        return readingShared.contains(name) ? "" : "state."
    }
}
