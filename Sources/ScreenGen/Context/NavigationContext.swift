import Mustache
import ScreenSpec

/// What navigation adds to a screen (`{{#navigation}}` in templates): the `Destination` enum of the
/// screens it opens, the members presenting them (`path`, `sheet`, `fullScreenCover`), the members a
/// screen that dismisses itself gets (`isDismissed`, `result`), the methods applying `onResult`, and
/// what view scaffolds need to build the destinations.
struct NavigationContext: TemplateValueConvertible {
    /// One case of `Destination`: a screen this one opens, with its input.
    struct Destination: TemplateValueConvertible {
        var caseName: String
        /// `case scrumDetail(scrumID: UUID)`.
        var declaration: String
        /// `case .scrumDetail(let scrumID)`: a scaffold's `switch` over the destination.
        var bindingPattern: String
        /// The destination screen's generated type names (`viewName`, `viewModelName`, `storeName`, ...).
        var names: ScreenTypeNames
        /// `scrumID: scrumID, scrumStore: scrumStore`: its view model's or store's init (input, dependencies).
        var modelArguments: String
        /// The shared stores it uses: this screen uses them too and passes its own on (`viewModel.scrumLibrary`).
        var sharedStores: [SharedStoreUse] = []
        /// `scrumID: scrumID`: its view state's init (actions style).
        var inputArguments: String
        /// `scrumStore: scrumStore`: its view's init, the dependencies the screens it opens need (mvvm, store).
        var viewArguments: String
        var hasViewArguments: Bool { !viewArguments.isEmpty }
        /// `editDidReturn`: the method its result is handed to, when an action opening it has `onResult`.
        var resultMethod: String?

        var templateValue: Value {
            var object: ValueObject = [
                "caseName": .string(caseName), "declaration": .string(declaration),
                "bindingPattern": .string(bindingPattern), "modelArguments": .string(modelArguments),
                "sharedStores": sharedStores.templateValue, "hasSharedStores": .bool(!sharedStores.isEmpty),
                "viewModelSharedArguments": .string(
                    ([modelArguments] + sharedStores.map { "\($0.names.variable): viewModel.\($0.names.variable)" })
                        .filter { !$0.isEmpty }.joined(separator: ", ")),
                "storeSharedArguments": .string(
                    ([modelArguments] + sharedStores.map { "\($0.names.variable): store.\($0.names.variable)" })
                        .filter { !$0.isEmpty }.joined(separator: ", ")),
                "inputArguments": .string(inputArguments), "viewArguments": .string(viewArguments),
                "resultMethod": resultMethod.templateValue, "hasViewArguments": .bool(hasViewArguments),
            ]
            for (key, name) in names.names { object[key] = .string(name) }
            return .object(object)
        }
    }

    /// `func editDidReturn(result: Scrum)`: applies an action's `onResult` effects.
    struct ResultHandler: TemplateValueConvertible {
        var name: String
        var signature: String
        var statements: [ActionContext.Statement]

        var templateValue: Value {
            .object([
                "name": .string(name), "signature": .string(signature), "statements": statements.templateValue,
            ])
        }
    }

    var destinations: [Destination]
    var hasDestinations: Bool
    var pushes: Bool
    var presentsSheet: Bool
    var presentsFullScreenCover: Bool
    /// Some action dismisses the screen: it has `isDismissed`.
    var dismisses: Bool
    /// `result:` of the screen: it has `result` of this type, optional.
    var resultType: String?
    var resultHandlers: [ResultHandler]
    /// The dependencies of every screen reachable from this one by navigation, in spec order: a view
    /// scaffold (mvvm, store) takes them to build the screens it opens.
    var dependencies: [Prebuilt<ScreenContext.Dependency>]
    var hasDependencies: Bool
    /// Those of `dependencies` the screen does not itself use: its scaffold adds preview stand-ins for them.
    var previewOnlyDependencies: [Prebuilt<ScreenContext.Dependency>]
    /// `scrumStore: scrumStore`: the view's dependencies passed on; `scrumStore: PreviewScrumStore()` (mvvm)
    /// and `scrumStore: .preview` (store) in previews.
    var viewArguments: String
    /// `scrumStore: ScrumStore`: the store style's view init.
    var storeViewParameters: String
    var previewViewArguments: String
    var storePreviewViewArguments: String
    /// What the view tests pass for those dependencies: mocks (`postService: PostServiceMock()`), and for the
    /// store style the service built over each mock (`postService: PostServiceMock().service`).
    var mockViewArguments: String
    var storeMockViewArguments: String

    var templateValue: Value {
        .object([
            "destinations": destinations.templateValue, "hasDestinations": .bool(hasDestinations),
            "pushes": .bool(pushes), "presentsSheet": .bool(presentsSheet),
            "presentsFullScreenCover": .bool(presentsFullScreenCover), "dismisses": .bool(dismisses),
            "resultType": resultType.templateValue, "resultHandlers": resultHandlers.templateValue,
            "dependencies": dependencies.templateValue, "hasDependencies": .bool(hasDependencies),
            "previewOnlyDependencies": previewOnlyDependencies.templateValue,
            "viewArguments": .string(viewArguments), "storeViewParameters": .string(storeViewParameters),
            "previewViewArguments": .string(previewViewArguments),
            "storePreviewViewArguments": .string(storePreviewViewArguments),
            "mockViewArguments": .string(mockViewArguments), "storeMockViewArguments": .string(storeMockViewArguments),
        ])
    }

    init(_ screen: Screen, in spec: Spec, expressions: ScreenExpressions, samples: SampleValues) {
        let screensByName = samples.shared.screens(of: spec)
        let navigations = screen.actions.compactMap(\.navigate)
        var seen: Set<String> = []
        destinations = navigations.compactMap { navigation -> Destination? in
            let name = navigation.destination.value
            guard let target = screensByName[name], seen.insert(name).inserted else { return nil }
            let caseName = NavigationEffects.caseName(name)
            let inputs = target.input.map { (Naming.swift($0.name.value), Naming.label($0.name.value), $0.type.swift) }
            let handler = screen.actions.first { $0.navigate?.destination.value == name && !$0.onResult.isEmpty }
            let inputArguments = inputs.map { "\($0.1): \($0.0)" }
            let ownDependencies = target.dependencies.map { reference in
                let variable = DependencyNames(dependency: reference.value).variable
                return "\(Naming.label(variable)): \(Naming.swift(variable))"
            }
            return Destination(
                caseName: caseName,
                declaration: inputs.isEmpty
                    ? "case \(caseName)"
                    : "case \(caseName)(" + inputs.map { "\($0.0): \($0.2)" }.joined(separator: ", ") + ")",
                bindingPattern: inputs.isEmpty
                    ? "case .\(caseName)"
                    : "case .\(caseName)(" + inputs.map { "let \($0.0)" }.joined(separator: ", ") + ")",
                names: ScreenTypeNames(screen: name),
                modelArguments: (inputArguments + ownDependencies).joined(separator: ", "),
                sharedStores: SharedStoreUse.uses(of: target),
                inputArguments: inputArguments.joined(separator: ", "),
                viewArguments: Self.reachableDependencies(from: target, in: screensByName, spec: spec)
                    .map { "\(Naming.label($0.variable)): \(Naming.swift($0.variable))" }.joined(separator: ", "),
                resultMethod: handler.map { NavigationEffects.resultMethod($0.name.value) })
        }
        hasDestinations = !destinations.isEmpty
        pushes = navigations.contains { $0.presentation == .push }
        presentsSheet = navigations.contains { $0.presentation == .sheet }
        presentsFullScreenCover = navigations.contains { $0.presentation == .fullScreen }
        dismisses = screen.actions.contains { $0.dismiss != nil }
        resultType = screen.result?.swift
        resultHandlers = screen.actions.compactMap { action in
            guard let navigation = action.resultNavigation,
                let type = screensByName[navigation.destination.value]?.result
            else { return nil }
            let name = NavigationEffects.resultMethod(action.name.value)
            return ResultHandler(
                name: name, signature: "func \(name)(result: \(type.swift))",
                statements: action.onResult.map { ActionContext.Statement($0, expressions: expressions) })
        }
        let reachable = Self.reachableDependencies(from: screen, in: screensByName, spec: spec)
        dependencies = reachable.map { samples.shared.dependency(named: $0.dependency, samples: samples) }
        hasDependencies = !dependencies.isEmpty
        let own = Set(screen.dependencies.map(\.value))
        previewOnlyDependencies = reachable.filter { !own.contains($0.dependency) }.map {
            samples.shared.dependency(named: $0.dependency, samples: samples)
        }
        viewArguments = reachable.map { "\(Naming.label($0.variable)): \(Naming.swift($0.variable))" }
            .joined(separator: ", ")
        storeViewParameters = reachable.map { "\(Naming.swift($0.variable)): \(Naming.swift($0.dependency))" }
            .joined(separator: ", ")
        previewViewArguments = reachable.map { "\(Naming.label($0.variable)): \($0.preview)()" }
            .joined(separator: ", ")
        storePreviewViewArguments = reachable.map { "\(Naming.label($0.variable)): .preview" }
            .joined(separator: ", ")
        let mock = { (dependency: String) in Naming.swift(DependencyNames(dependency: dependency).mock) + "()" }
        mockViewArguments = reachable.map { "\(Naming.label($0.variable)): \(mock($0.dependency))" }
            .joined(separator: ", ")
        storeMockViewArguments = reachable.map { "\(Naming.label($0.variable)): \(mock($0.dependency)).service" }
            .joined(separator: ", ")
    }

    /// The dependencies of the screens `screen` opens, and of those they open, in spec order.
    static func reachableDependencies(from screen: Screen, in screens: [String: Screen], spec: Spec)
        -> [DependencyNames]
    {
        var visited: Set<String> = []
        var pending = screen.actions.compactMap { $0.navigate?.destination.value }
        var used: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let target = screens[name] else { continue }
            used.formUnion(target.dependencies.map(\.value))
            pending += target.actions.compactMap { $0.navigate?.destination.value }
        }
        return spec.dependencies.map(\.name.value).filter(used.contains).map { DependencyNames(dependency: $0) }
    }
}
