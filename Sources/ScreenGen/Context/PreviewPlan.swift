import Mustache
import ScreenSpec

/// The previews of a screen (`{{#previews}}` in templates): one per state the screen can show, the same
/// titles and function names in every style, each built from stand-in dependencies that answer a certain
/// way (the styles differ only in what they stub: a preview dependency, an action, a transport).
///
/// - With calls run on appear: `Loaded` (every call answers with sample data), `Empty` (a list call
///   answers `[]`), `Loading` (the calls never return), and per appear action whose call can throw,
///   `<Action> Failed` — or, when its failure presents an alert, `Alert <name>`: the alert shown the way
///   the app shows it.
/// - Without: `Initial`, the screen as it starts over stand-ins that answer with sample data.
/// - Each other alert, each confirmation and each destination, started presented (`presentations`).
struct PreviewPlan: TemplateValueConvertible {
    /// How one called method answers in one preview: `closure` is the same Swift in every style (a
    /// preview dependency's handler, a stub action's operation, a transport closure).
    struct Answer: TemplateValueConvertible {
        /// The method's closures as the styles name them: `fetchItemsHandler` (mvvm's preview dependency),
        /// `fetchItems` (the store's transport), `itemServiceFetchItems` (the actions style's environment).
        var handler: String
        var transportLabel: String
        var environmentKeyName: String
        /// `itemService` and `ItemService`: the dependency the method belongs to.
        var dependencyVariable: String
        var dependencyName: String
        /// `{ [Item(…)] }`, `{ _ in throw PreviewFailure() }`, `{ try await previewNeverFinishing() }`.
        var closure: String
        /// What the closure does: the previews' helpers (`PreviewFailure`, `previewNeverFinishing`) are declared
        /// by what the answers are, not by searching their text.
        fileprivate var reply: Reply
        /// Whether it differs from the sample-data answer every preview dependency gives by default.
        var overridesDefault: Bool { reply != .data }

        var templateValue: Value {
            .object([
                "handler": .string(handler), "transportLabel": .string(transportLabel),
                "environmentKeyName": .string(environmentKeyName),
                "dependencyVariable": .string(dependencyVariable), "dependencyName": .string(dependencyName),
                "closure": .string(closure), "overridesDefault": .bool(overridesDefault),
            ])
        }
    }

    /// A preview driven by how the calls answer.
    struct StubbedPreview: TemplateValueConvertible {
        /// `Loaded`, `Load Failed`, `Alert failed`: the `#Preview`'s name (`titleLiteral`).
        var title: String
        var titleLiteral: String
        /// `previewLoaded`: the static function the `#Preview` shows (type-checked where macros are not).
        var functionName: String
        /// What the preview shows, for its doc comment.
        var summary: String
        /// One per method the screen calls (`calledMethods` order).
        var answers: [Answer]
        /// The answers that differ from the default, grouped by dependency for mvvm and store.
        var overriddenDependencies: [OverriddenDependency]
        /// The first preview (a template separates the others from the one before with a blank line).
        var isFirst = false

        var templateValue: Value {
            .object([
                "title": .string(title), "titleLiteral": .string(titleLiteral),
                "functionName": .string(functionName), "summary": .string(summary),
                "answers": answers.templateValue, "overriddenDependencies": overriddenDependencies.templateValue,
                "hasOverrides": .bool(!overriddenDependencies.isEmpty),
                "overrideArguments": .string(
                    overriddenDependencies.map { "\(Naming.label($0.variable)): \($0.variable)" }
                        .joined(separator: ", ")), "isFirst": .bool(isFirst),
            ])
        }
    }

    /// A dependency some of whose calls answer otherwise in a preview.
    struct OverriddenDependency: TemplateValueConvertible {
        var variable: String
        var name: String
        var answers: [Answer]

        var templateValue: Value {
            .object([
                "variable": .string(variable), "name": .string(name), "answers": answers.templateValue,
                "previewTypeName": .string(DependencyNames(dependency: name).preview),
            ])
        }
    }

    /// A preview started with a screen it opens presented.
    struct DestinationPreview: TemplateValueConvertible {
        var title: String
        var titleLiteral: String
        var functionName: String
        /// `SignIn`: the screen presented.
        var screen: String
        /// `path`, `sheet` or `fullScreenCover`, and what it is set to: `[.scrumDetail(scrumID: …)]`, `.signIn`.
        var member: String
        var value: String

        var templateValue: Value {
            .object([
                "title": .string(title), "titleLiteral": .string(titleLiteral),
                "functionName": .string(functionName), "screen": .string(screen),
                "member": .string(member), "value": .string(value),
            ])
        }
    }

    /// What the calls answer with sample data: `PreviewData.itemServiceFetchItems`, one per method with a
    /// result that the screen or a screen it opens calls, broken over lines to stay within the line length.
    struct Datum: TemplateValueConvertible {
        var name: String
        var type: String
        var lines: [String]

        var templateValue: Value {
            .object(["name": .string(name), "type": .string(type), "lines": lines.templateValue])
        }
    }

    /// A dependency's preview stand-in (mvvm's preview type, the store's preview transport): each method
    /// answers at once, with `PreviewData` when the screen calls it, else with an empty value.
    struct StandIn: TemplateValueConvertible {
        struct Method: TemplateValueConvertible {
            var method: MethodContext
            /// `{ _ in` and the answer on the next line (`PreviewData.itemServiceFetchItems`, `[]`), or nil
            /// for a method without a result (`{ _ in }`).
            var answer: String?

            var templateValue: Value {
                guard case .object(var object) = method.templateValue else { return method.templateValue }
                object["previewAnswer"] = answer.templateValue
                // `{ _ in` before an answer on its own line, `{ _ in }` for no answer.
                let ignored = method.mock.ignoredArguments
                object["previewClosureHead"] = .string(ignored.isEmpty ? "{" : "{ " + ignored)
                object["previewVoidClosure"] = .string(ignored.isEmpty ? "{}" : "{ " + ignored + " }")
                return .object(object)
            }
        }

        var name: String
        var previewTypeName: String
        var methods: [Method]

        var templateValue: Value {
            .object([
                "name": .string(name), "previewTypeName": .string(previewTypeName),
                "methods": methods.templateValue,
            ])
        }
    }

    var data: [Datum]
    /// mvvm and store: `itemService: PreviewItemService = PreviewItemService()` /
    /// `itemService: ItemService.Transport = .preview`, the preview helper's parameters (one a line).
    var viewModelParameters: [ListItem]
    var storeParameters: [ListItem]
    /// The view model's or store's init in a preview: sample input, then the stand-ins
    /// (`itemService: itemService`; the store's `itemService: ItemService(transport: itemService)`).
    var viewModelArguments: String
    var storeArguments: [ListItem]
    /// Every call of the screen and of the screens it opens answering with sample data: what the actions
    /// style's previews started elsewhere (an alert, a dialog, a destination) stub.
    var dataAnswers: [Answer]
    var standIns: [StandIn]
    var stubbed: [StubbedPreview]
    /// The alerts no stubbed preview presents: each is started with its `when` property set.
    var startedAlerts: [AlertContext]
    var destinations: [DestinationPreview]
    /// Every `#Preview` title of the screen, in the order the styles print them (what tests compare).
    var titles: [String]
    /// Some preview makes a call throw or never return (the style then declares `PreviewFailure` and
    /// `previewNeverFinishing`).
    var usesFailure: Bool
    /// Some preview starts elsewhere than where the screen starts (an alert, a dialog, a destination).
    var hasStartedPreviews: Bool
    var usesNeverFinishing: Bool

    var templateValue: Value {
        .object([
            "data": data.templateValue, "hasData": .bool(!data.isEmpty), "standIns": standIns.templateValue,
            "dataAnswers": dataAnswers.templateValue,
            "viewModelParameters": viewModelParameters.templateValue,
            "hasParameters": .bool(!viewModelParameters.isEmpty),
            "storeParameters": storeParameters.templateValue, "viewModelArguments": .string(viewModelArguments),
            "wrapsViewModelArguments": .bool(LineWrapping.wraps(viewModelArguments)),
            "storeArguments": storeArguments.templateValue, "hasStoreArguments": .bool(!storeArguments.isEmpty),
            "stubbed": stubbed.templateValue, "startedAlerts": startedAlerts.templateValue,
            "destinations": destinations.templateValue, "hasDestinations": .bool(!destinations.isEmpty),
            "hasStartedPreviews": .bool(hasStartedPreviews), "usesFailure": .bool(usesFailure),
            "usesNeverFinishing": .bool(usesNeverFinishing),
        ])
    }

    /// How a call answers in a preview.
    fileprivate enum Reply { case data, empty, failure, never }

    init(
        _ screen: Screen, in spec: Spec, calledMethods: [Prebuilt<MethodContext>], alerts: [AlertContext],
        confirmedActions: [ActionContext], samples: SampleValues
    ) {
        let source = samples.at(.source)
        let methodKey = { (call: Call) in call.dependency.value + "." + call.method.value }
        let methodsByKey = Dictionary(
            calledMethods.map { ($0.part.specKey, $0) },
            uniquingKeysWith: { first, _ in first })
        // The calls of the screens this one opens answer with sample data too, so that a presented
        // destination shows content (in the actions style its actions come from this environment).
        // The spec's table, built once (a table per screen made a run quadratic: a fifth of its CPU at 1,000
        // screens, docs/performance.md).
        let screensByName = samples.shared.screens(of: spec)
        var shownKeys = Set(calledMethods.map(\.part.specKey))
        let opened = screen.actions.compactMap { $0.navigate.flatMap { screensByName[$0.destination.value] } }
        let shownMethods =
            calledMethods
            + opened.flatMap(\.actions).compactMap { action -> Prebuilt<MethodContext>? in
                guard let call = action.call, let method = samples.shared.method(of: call, samples: samples),
                    shownKeys.insert(method.part.specKey).inserted
                else { return nil }
                return method
            }
        data = shownMethods.compactMap { prebuilt in
            let method = prebuilt.part
            guard !method.returnsVoid else { return nil }
            return Datum(
                name: method.environmentKeyName, type: method.returnType,
                lines: Self.lines(of: method.returnType, samples: source))
        }
        let called = shownKeys
        standIns = screen.dependencies.map { reference in
            let dependency = samples.shared.dependency(named: reference.value, samples: samples).part
            return StandIn(
                name: dependency.name, previewTypeName: dependency.previewTypeName,
                methods: dependency.methods.map { method in
                    let answer =
                        method.returnsVoid
                        ? nil
                        : called.contains(method.specKey)
                            ? "PreviewData." + method.environmentKeyName : method.previewResult
                    return StandIn.Method(method: method, answer: answer)
                })
        }
        let inputArguments = screen.input.map {
            "\(Naming.label($0.name.value)): \(source.expression(for: $0.type, .distinct))"
        }
        let standInNames = screen.dependencies.map { DependencyNames(dependency: $0.value) }
        viewModelParameters = ListItem.list(
            standInNames.map { "\(Naming.swift($0.variable)): \($0.preview) = \($0.preview)()" })
        storeParameters = ListItem.list(
            standInNames.map { "\(Naming.swift($0.variable)): \(Naming.swift($0.dependency)).Transport = .preview" })
        // A preview starts its shared stores (`shared:`) empty, as the app would before loading them.
        let sharedArguments = SharedStoreUse.uses(of: screen).map {
            "\(Naming.label($0.names.variable)): \(Naming.swift($0.names.type))()"
        }
        viewModelArguments =
            (inputArguments
            + standInNames.map { "\(Naming.label($0.variable)): \(Naming.swift($0.variable))" } + sharedArguments)
            .joined(separator: ", ")
        storeArguments = ListItem.list(
            inputArguments
                + standInNames.map {
                    "\(Naming.label($0.variable)): \(Naming.swift($0.dependency))(transport: \(Naming.swift($0.variable)))"
                } + sharedArguments)
        let appearCalls = screen.actions.filter { action in
            action.trigger?.value == .appear && action.params.isEmpty && action.call != nil
                && action.timer == nil
        }

        func answers(_ replies: [String: Reply], of methods: [Prebuilt<MethodContext>] = calledMethods) -> [Answer] {
            methods.map { prebuilt in
                let method = prebuilt.part
                let reply = replies[method.specKey] ?? .data
                let value: String
                switch reply {
                case .data: value = method.returnsVoid ? "" : "PreviewData." + method.environmentKeyName
                case .empty: value = "[]"
                case .failure: value = "throw PreviewFailure()"
                case .never: value = "try await previewNeverFinishing()"
                }
                let body = [method.mock.ignoredArguments, value].filter { !$0.isEmpty }.joined(separator: " ")
                return Answer(
                    handler: method.mock.handler, transportLabel: method.label,
                    environmentKeyName: method.environmentKeyName,
                    dependencyVariable: method.dependencyVariableName, dependencyName: method.dependencyName,
                    closure: body.isEmpty ? "{}" : "{ \(body) }", reply: reply)
            }
        }
        func preview(_ title: String, function: String, summary: String, _ replies: [String: Reply])
            -> StubbedPreview
        {
            let all = answers(replies)
            var grouped: [OverriddenDependency] = []
            for answer in all where answer.overridesDefault {
                if let index = grouped.firstIndex(where: { $0.name == answer.dependencyName }) {
                    grouped[index].answers.append(answer)
                } else {
                    grouped.append(
                        OverriddenDependency(
                            variable: answer.dependencyVariable, name: answer.dependencyName, answers: [answer]))
                }
            }
            return StubbedPreview(
                title: title, titleLiteral: SwiftText.stringLiteral(title), functionName: function,
                summary: summary, answers: all, overriddenDependencies: grouped)
        }

        dataAnswers = answers([:], of: shownMethods)
        var stubbed: [StubbedPreview] = []
        var presentedAlerts: Set<String> = []
        if appearCalls.isEmpty {
            stubbed.append(preview("Initial", function: "previewInitial", summary: "as it starts", [:]))
        } else {
            stubbed.append(
                preview("Loaded", function: "previewLoaded", summary: "with every call answering sample data", [:]))
            let listCalls = appearCalls.compactMap(\.call).filter { call in
                guard let method = methodsByKey[methodKey(call)]?.part, !method.returnsVoid else { return false }
                if case .array = SwiftTypeShape(method.returnType) { return true }
                return false
            }
            if !listCalls.isEmpty {
                stubbed.append(
                    preview(
                        "Empty", function: "previewEmpty", summary: "with nothing to list",
                        Dictionary(listCalls.map { (methodKey($0), Reply.empty) }, uniquingKeysWith: { a, _ in a })))
            }
            let waiting = appearCalls.compactMap(\.call).filter { call in
                methodsByKey[methodKey(call)].map { $0.part.isAsync && $0.part.isThrowing } ?? false
            }
            if !waiting.isEmpty {
                stubbed.append(
                    preview(
                        "Loading", function: "previewLoading", summary: "while its calls run (they never return)",
                        Dictionary(waiting.map { (methodKey($0), Reply.never) }, uniquingKeysWith: { a, _ in a })))
            }
            for action in appearCalls {
                guard let call = action.call, methodsByKey[methodKey(call)]?.part.isThrowing == true else {
                    continue
                }
                let assigned = Set(
                    action.failure.compactMap { effect -> String? in
                        if case .assign(let assignment) = effect { return assignment.target.value }
                        return nil
                    })
                let name = action.name.value
                if let alert = screen.alerts.first(where: {
                    assigned.contains($0.when.value) && !presentedAlerts.contains($0.name.value)
                }) {
                    presentedAlerts.insert(alert.name.value)
                    let context = alerts.first { $0.title == alert.name.value }
                    stubbed.append(
                        preview(
                            "Alert " + alert.name.value,
                            function: context?.previewName
                                ?? "preview\(NameSpelling.upperCamel(alert.name.value))Alert",
                            summary: "presenting the alert `\(alert.name.value)`: `\(name)` fails",
                            [methodKey(call): .failure]))
                } else {
                    stubbed.append(
                        preview(
                            Self.words(NameSpelling.upperCamel(name)) + " Failed",
                            function: "preview" + NameSpelling.upperCamel(name) + "Failed",
                            summary: "when `\(name)` fails", [methodKey(call): .failure]))
                }
            }
        }
        stubbed[0].isFirst = true
        self.stubbed = stubbed
        startedAlerts = alerts.filter { !presentedAlerts.contains($0.title) }

        var seen: Set<String> = []
        destinations = screen.actions.compactMap { action -> DestinationPreview? in
            guard let navigation = action.navigate, let target = screensByName[navigation.destination.value],
                seen.insert(navigation.destination.value).inserted
            else { return nil }
            let caseName = NavigationEffects.caseName(target.name.value)
            let arguments = target.input.map {
                "\(Naming.label($0.name.value)): \(source.expression(for: $0.type, .distinct))"
            }
            let value = "." + caseName + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            let member: String
            switch navigation.presentation {
            case .push: member = "path"
            case .sheet: member = "sheet"
            case .fullScreen: member = "fullScreenCover"
            }
            let title = "Presenting " + target.name.value
            return DestinationPreview(
                title: title, titleLiteral: SwiftText.stringLiteral(title),
                functionName: "previewPresenting" + NameSpelling.upperCamel(target.name.value),
                screen: target.name.value, member: member,
                value: navigation.presentation == .push ? "[\(value)]" : value)
        }

        titles =
            stubbed.map(\.title) + startedAlerts.map { "Alert " + $0.title }
            + confirmedActions.map { "Confirming " + $0.title } + destinations.map(\.title)
        hasStartedPreviews = !startedAlerts.isEmpty || !confirmedActions.isEmpty || !destinations.isEmpty
        usesFailure = stubbed.contains { $0.answers.contains { $0.reply == .failure } }
        usesNeverFinishing = stubbed.contains { $0.answers.contains { $0.reply == .never } }
    }
}

extension PreviewPlan {
    /// A sample value of `type` as lines: a list one element per line, anything else on one line.
    /// `LoadRecent` → `Load Recent`: an action's name in a preview's title.
    fileprivate static func words(_ name: String) -> String {
        var result = ""
        for (index, character) in name.enumerated() {
            if index > 0, character.isUppercase, result.last?.isLowercase == true { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// A model is filled with non-empty values (`name: "sample"`), so that the preview shows something; a
    /// list has two elements. What does not fit on a line is broken one element or argument a line.
    fileprivate static func lines(of type: String, samples: SampleValues) -> [String] {
        lines(of: SwiftTypeShape(type), samples: samples, indent: 8)
    }

    /// The second element of a list starts with the first field's empty value (its id, most often), so
    /// that the two differ where `ForEach` tells them apart.
    private static func lines(
        of shape: SwiftTypeShape, samples: SampleValues, indent: Int, plainFirstField: Bool = false
    ) -> [String] {
        let parts: (open: String, items: [[String]], close: String)
        switch shape {
        case .array(let element):
            parts = (
                "[",
                [
                    lines(of: element, samples: samples, indent: indent + 4),
                    lines(of: element, samples: samples, indent: indent + 4, plainFirstField: true),
                ], "]"
            )
        case .named(let name, _):
            guard let model = samples.declarations.model(named: name), case .record(let fields) = model.kind else {
                return [samples.expression(for: shape, .distinct)]
            }
            parts = (
                Naming.swift(model.name.value) + "(",
                fields.enumerated().map { index, field in
                    var value =
                        plainFirstField && index == 0
                        ? [samples.expression(for: field.type, .plain)]
                        : lines(of: SwiftTypeShape(field.type.swift), samples: samples, indent: indent + 4)
                    value[0] = Naming.label(field.name.value) + ": " + value[0]
                    return value
                }, ")"
            )
        default:
            return [samples.expression(for: shape, .distinct)]
        }
        let oneLine =
            parts.items.allSatisfy { $0.count == 1 }
            ? parts.open + parts.items.map { $0[0] }.joined(separator: ", ") + parts.close : nil
        if let oneLine, indent + oneLine.count <= 110 { return [oneLine] }
        var result = [parts.open]
        for item in parts.items {
            result += item.dropLast().map { "    " + $0 }
            result.append("    " + item[item.count - 1] + ",")
        }
        return result + [parts.close]
    }
}

extension MethodContext {
    /// `ItemService.fetchItems`: the method as a spec's `call:` names it.
    fileprivate var specKey: String { dependencyName + "." + selector.prefix { $0 != "(" } }
}
