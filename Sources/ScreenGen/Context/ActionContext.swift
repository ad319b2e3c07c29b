import Mustache
import ScreenSpec

/// An action's behaviour as statements both styles can print: the view model writes them inside its
/// class (`swift` spellings), the Actions style inside a protocol extension (`inState` spellings).
struct ActionContext: TemplateValueConvertible {
    struct Parameter: TemplateValueConvertible {
        /// The name as a declaration or value: `in` escaped.
        var name: String
        /// The name as an argument label at a call site: `in` bare (see `Naming.label`).
        var label: String
        var type: String

        var templateValue: Value { .object(["name": .string(name), "label": .string(label), "type": .string(type)]) }
    }

    /// One effect as a statement: `items = result` / `state.items = result`.
    struct Statement: TemplateValueConvertible {
        var swift: String
        var inState: String

        var templateValue: Value { .object(["swift": .string(swift), "inState": .string(inState)]) }
    }

    struct CallContext: TemplateValueConvertible {
        /// `itemService` (the view model's stored dependency).
        var dependencyVariable: String
        var dependencyName: String
        var methodName: String
        /// `fetchItems` (the Actions style's action property).
        var actionProperty: String
        var actionTypeName: String
        /// `let result = try await itemService.fetchItem(id: itemID)` (`_ =` when the result is unused).
        var statement: String
        /// `let result = try await fetchItem(id: itemID)`: the same through the action value.
        var actionStatement: String
        /// `let result = try await fetchItem(id: state.x)`: arguments read through `state.`.
        var actionStatementInState: String
        /// `let result = try await fetchItem(id: state.itemID)`: an Actions-style action always throws and
        /// is async (a missing dependency throws), whatever the method's own effects.
        var actionsStyleStatement: String
        /// Whether the call can throw (without it there is no `catch`).
        var isThrowing: Bool
        /// Whether `statement` binds `result` (the method returns a value that `success` uses).
        var bindsResult: Bool
        /// What a store's call phase is worked out from (`AsyncPhase.finished(with:)`): `result`, or for a page
        /// that replaces the list its items (`result.tracks`), so an empty first page shows as `empty`.
        var phaseValue = "result"
        /// A managed call (`concurrency:`), run through the screen's `ActionCalls`: `let result = ` (or
        /// `_ = `, or nothing for Void) before `try await actionCalls.value(of: call) { [self] in`, then the
        /// call alone on the closure's line: `try await itemService.fetchItems(id: id)` (mvvm, store),
        /// `try await itemServiceFetchItems(id: state.id)` (actions).
        var managedBinding: String
        var managedCall: String
        var managedCallInState: String

        var templateValue: Value {
            .object([
                "dependencyVariable": .string(dependencyVariable), "dependencyName": .string(dependencyName),
                "methodName": .string(methodName), "actionProperty": .string(actionProperty),
                "actionTypeName": .string(actionTypeName), "statement": .string(statement),
                "actionStatement": .string(actionStatement), "actionStatementInState": .string(actionStatementInState),
                "actionsStyleStatement": .string(actionsStyleStatement), "isThrowing": .bool(isThrowing),
                "bindsResult": .bool(bindsResult), "phaseValue": .string(phaseValue),
                "managedBinding": .string(managedBinding),
                "managedCall": .string(managedCall), "managedCallInState": .string(managedCallInState),
            ])
        }
    }

    let name: String
    /// The spec's name as written (`default`, never escaped): for text shown to people (a button's
    /// title) and for names built from it (`test_default_buttonIsThere`).
    let title: String
    let docLines: [String]
    /// `appear`, `disappear`, `tap`, `refresh`, `submit`, `change`, `timer`, `scenePhase`, or nil.
    let trigger: String?
    /// `trigger: { change: query }`: `query`, the state property a view watches with `onChange(of:)`.
    let changedProperty: String?
    /// `_, newValue` (or `_, _` for an action without its param): the `onChange` closure's parameters.
    let changeClosureParameters: String
    /// `search(text: newValue)` (or `search()`): the call in the `onChange` closure.
    let changeInvocation: String
    /// `trigger: { every: 1s, while: isRunning }`.
    let timer: TimerContext?
    /// `trigger: { change: query, debounce: 300ms }`.
    let debounce: DebounceContext?
    /// `trigger: { scenePhase: background }`: `.background`, the `ScenePhase` a view compares with.
    let scenePhase: String?
    let parameters: [Parameter]
    let hasParameters: Bool
    /// `id: UUID`.
    let parameterList: String
    /// `delete(id: id)`: a call of the action passing locals named like its parameters.
    let invocation: String
    /// True for an action with a service call (its method is `async`); `set` actions are synchronous.
    let isAsync: Bool
    /// `await ` or empty: put before a call of the action.
    let awaitPrefix: String
    /// `func delete(id: UUID) async`.
    let signature: String
    let skipIf: SpecExpression?
    let call: CallContext?
    /// The Bool state property that holds while the call runs.
    let busy: String?
    /// `.loading`: the phase entered while the call runs.
    let startPhase: String?
    /// With a start phase, a branch without its own phase change goes back to the phase before the call.
    let restoresPhaseOnSuccess: Bool
    let restoresPhaseOnFailure: Bool
    /// `concurrency:` as a case of `ActionCalls.Policy` (`.restart`), or nil for an unmanaged call.
    let concurrency: String?
    /// `"load"`: the action's key in the screen's `ActionCalls`.
    let callKey: String
    /// `"load", "refresh", "search"`: the keys of every managed action of the screen with this action's
    /// busy flag, so that the flag holds while any of them runs (a search that ends while a refresh runs
    /// leaves `isLoading` true); this action's own key when it shares the flag with none.
    let busyCallKeys: String
    /// Whether a managed call's cancellation puts back a busy flag, a phase or an optimistic update (then
    /// a superseded call, whose newer call owns them, must return before that).
    let restoresOnCancellation: Bool
    let success: [Statement]
    let failure: [Statement]
    let set: [Statement]
    let hasSet: Bool
    /// `confirm:`: performing the action (`invocation`) only asks; `signature` is then the confirming
    /// member that runs its behaviour (`func confirmDeleteAccount() async`).
    let confirmation: ConfirmationContext?
    /// `skipIf` as a view reads it: a scaffold disables the action's button while it holds.
    let disabledWhen: ViewExpression?

    /// Built at the end of `init`: a screen lists an action in `actions` and again in one of its
    /// trigger lists (`appearActions`, `buttonActions`, ...), and the copies share one value.
    let templateValue: Value

    init(
        _ action: Action, declarations: SpecDeclarations, expressions: ScreenExpressions,
        sharingBusyFlag: [String] = []
    ) {
        name = Naming.swift(action.name.value)
        title = action.name.value
        docLines = SwiftText.docLines(action.doc)
        trigger =
            action.changeOf != nil
            ? "change"
            : action.timer != nil ? "timer" : action.scenePhase != nil ? "scenePhase" : action.trigger?.value.rawValue
        scenePhase = action.scenePhase.map { "." + $0.value }
        changedProperty = action.changeOf.map { Naming.swift($0.value) }
        timer = action.timer.map { TimerContext($0, action: action.name.value) }
        parameters = action.params.map {
            Parameter(name: Naming.swift($0.name.value), label: Naming.label($0.name.value), type: $0.type.swift)
        }
        hasParameters = !parameters.isEmpty
        debounce = action.debounceMilliseconds.map { milliseconds in
            DebounceContext(
                methodName: Naming.swift(TimerNames.debounced(action.name.value)),
                taskName: Naming.swift(TimerNames.debounceTask(action.name.value)),
                interval: TimerContext.duration(milliseconds: milliseconds.value),
                intervalText: TimerContext.text(milliseconds: milliseconds.value),
                argumentLabel: action.params.count == 1 ? Naming.label(action.params[0].name.value) : nil)
        }
        parameterList = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        invocation = "\(name)(" + parameters.map { "\($0.label): \($0.name)" }.joined(separator: ", ") + ")"
        confirmation = action.confirm.map { ConfirmationContext($0, of: action) }
        // The guard the action runs under, a page's included: a button is disabled where its action does nothing.
        disabledWhen = PageStatements.guardSource(action).map { ViewExpression($0, names: expressions.names) }
        // Asking for a confirmation is immediate; the call runs in the confirming member.
        isAsync = action.call != nil && confirmation == nil
        awaitPrefix = isAsync ? "await " : ""
        let takesNewValue = action.changeOf != nil && parameters.count == 1
        changeClosureParameters = takesNewValue ? "_, newValue" : "_, _"
        changeInvocation = "\(name)(" + (takesNewValue ? "\(parameters[0].label): newValue" : "") + ")"
        signature =
            "func \(confirmation?.confirmName ?? name)(\(parameterList))" + (action.call != nil ? " async" : "")
        skipIf = PageStatements.guardSource(action).map { expressions.expression($0) }
        busy = action.busy.map { Naming.swift($0.value) }
        startPhase = action.start.map { "." + Naming.swift($0.value) }
        concurrency = action.concurrency.map { "." + $0.value.rawValue }
        callKey = SwiftText.stringLiteral(action.name.value)
        busyCallKeys =
            sharingBusyFlag.isEmpty
            ? callKey : sharingBusyFlag.map(SwiftText.stringLiteral).joined(separator: ", ")
        // An optimistic update's rollback too: a superseded call must not undo the newer call's value.
        restoresOnCancellation = action.busy != nil || action.start != nil || action.optimistic != nil

        success =
            (action.page.map { PageStatements.statements($0, expressions: expressions) } ?? [])
            + Statement.effects(
                action.success, cases: action.cases.success, indent: LineWrapping.inDo, expressions: expressions)
        failure = Statement.effects(
            action.failure, cases: action.cases.failure, indent: LineWrapping.inDo, expressions: expressions)
        // `navigate` and `dismiss` are synchronous assignments of the members navigation adds, written
        // where `set` is, so every style's action body already prints them.
        var set = Statement.effects(
            action.set, cases: action.cases.set, indent: LineWrapping.inBody, expressions: expressions)
        if let navigation = action.navigate {
            set.append(Statement(navigation: navigation, expressions: expressions))
        }
        if let dismissal = action.dismiss {
            set += NavigationEffects.effects(dismissal).map { Statement($0, expressions: expressions) }
        }
        self.set = set
        hasSet = !set.isEmpty
        restoresPhaseOnSuccess =
            action.start != nil && !Self.alwaysEntersPhase(action.success, cases: action.cases.success)
        restoresPhaseOnFailure =
            action.start != nil && !Self.alwaysEntersPhase(action.failure, cases: action.cases.failure)

        if let call = action.call, let method = declarations.method(of: call) {
            let usesResult = Self.successReadsResult(action)
            let returnsValue = method.returns != nil && method.returns?.swift != "Void"
            let binding = returnsValue ? (usesResult ? "let result = " : "_ = ") : ""
            let prefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
            let arguments = call.arguments.map { argument in
                let source = OptimisticContext.argumentSource(argument.value.source, of: action)
                return (label: Naming.label(argument.name.value), value: expressions.expression(source))
            }
            let swiftArguments = arguments.map { "\($0.label): \($0.value.swift)" }.joined(separator: ", ")
            let stateArguments = arguments.map { "\($0.label): \($0.value.inState)" }.joined(separator: ", ")
            let names = MethodNames(method, of: call.dependency.value)
            let variable = Naming.swift(names.dependency.variable)
            let actionProperty = Naming.swift(names.environmentKey)
            let managedBinding = returnsValue ? (usesResult ? "let result = " : "_ = ") : ""
            self.call = CallContext(
                dependencyVariable: variable, dependencyName: Naming.swift(call.dependency.value),
                methodName: Naming.swift(method.name.value), actionProperty: actionProperty,
                actionTypeName: names.actionType,
                statement: LineWrapping.call(
                    "\(binding)\(prefix)\(variable).\(Naming.swift(method.name.value))", swiftArguments,
                    indent: method.isThrowing ? LineWrapping.inDo : LineWrapping.inBody),
                actionStatement: "\(binding)\(prefix)\(actionProperty)(\(swiftArguments))",
                actionStatementInState: "\(binding)\(prefix)\(actionProperty)(\(stateArguments))",
                actionsStyleStatement: LineWrapping.call(
                    "\(binding)try await \(actionProperty)", stateArguments, indent: LineWrapping.inDo),
                isThrowing: method.isThrowing, bindsResult: returnsValue && usesResult,
                phaseValue: Self.phaseValue(of: action), managedBinding: managedBinding,
                managedCall: "\(prefix)\(variable).\(Naming.swift(method.name.value))(\(swiftArguments))",
                managedCallInState: "try await \(actionProperty)(\(stateArguments))")
        } else {
            self.call = nil
        }
        var object: ValueObject = [
            "name": .string(name), "title": .string(title), "docLines": docLines.templateValue,
            "trigger": trigger.templateValue, "changedProperty": changedProperty.templateValue,
            "changeClosureParameters": .string(changeClosureParameters),
            "changeInvocation": .string(changeInvocation), "timer": timer.templateValue,
            "debounce": debounce.templateValue,
            "scenePhase": scenePhase.templateValue,
            "parameters": parameters.templateValue,
            "hasParameters": .bool(hasParameters), "parameterList": .string(parameterList),
            "invocation": .string(invocation), "isAsync": .bool(isAsync), "awaitPrefix": .string(awaitPrefix),
            "signature": .string(signature), "skipIf": skipIf.templateValue, "call": call.templateValue,
            "busy": busy.templateValue, "startPhase": startPhase.templateValue,
            "restoresPhaseOnSuccess": .bool(restoresPhaseOnSuccess),
            "restoresPhaseOnFailure": .bool(restoresPhaseOnFailure),
            "concurrency": concurrency.templateValue, "callKey": .string(callKey),
            "busyCallKeys": .string(busyCallKeys),
            "restoresOnCancellation": .bool(restoresOnCancellation),
            "success": success.templateValue, "failure": failure.templateValue, "set": set.templateValue,
            "hasSet": .bool(hasSet), "confirmation": confirmation.templateValue,
            "disabledWhen": disabledWhen.templateValue,
        ]
        // `optimistic:` statements around the call (OptimisticContext).
        object["optimistic"] =
            action.optimistic.map {
                OptimisticContext(
                    $0, expressions: expressions, savingList: OptimisticContext.argumentsReadList(of: action))
            }.templateValue
        // An appending page drops a late page: its cursor is checked when the call ends (PageStaleGuard).
        object["pageGuard"] = PageStaleGuard(action, expressions: expressions).templateValue
        // `steps:`: the calls before the last one (`call`), each stopping the action when it fails.
        let steps = action.steps.map {
            StepContext($0, of: action, declarations: declarations, expressions: expressions)
        }
        object["steps"] = steps.templateValue
        object["hasSteps"] = .bool(!steps.isEmpty)
        // The naming authority's names for the action (`callPhaseName`), under its keys.
        for (key, value) in ActionNames(action).names { object[key] = .string(value) }
        templateValue = .object(object)
    }
}

extension ActionContext {
    /// `CallContext.phaseValue`: the one rule for the code and for the tests that check the phase.
    static func phaseValue(of action: Action) -> String {
        guard let page = action.page, page.mode.value == .replace, let path = Page.resultPath(page.items),
            !path.isEmpty
        else { return "result" }
        return (["result"] + path.split(separator: ".").map { Naming.swift(String($0)) }).joined(separator: ".")
    }

    /// Whether the action's success effects read the call's `$result` (then a call that returns a value
    /// binds it: `let result = …`).
    static func successReadsResult(_ action: Action) -> Bool {
        if let replacement = action.optimistic?.replaceWith, SpecExpression.usesResult(replacement.source) {
            return true
        }
        // A page reads its items and next cursor from the result.
        if action.page != nil { return true }
        let cases = action.cases.success
        if cases.contains(where: { SpecExpression.usesResult($0.condition.source) }) { return true }
        return (action.success + cases.flatMap(\.effects)).contains { effect in
            switch effect {
            case .assign(let assignment): return SpecExpression.usesResult(assignment.value.source)
            case .enterPhase(_, let values): return values.contains { SpecExpression.usesResult($0.value.source) }
            }
        }
    }
}

/// A debounced change trigger: the method that waits, then performs the action.
struct DebounceContext: TemplateValueConvertible {
    /// `searchAfterDebounce`.
    var methodName: String
    /// `searchDebounce`: the view scaffold's task running `methodName`.
    var taskName: String
    /// `.milliseconds(300)`; `300 ms` as written for comments.
    var interval: String
    var intervalText: String
    /// `query`: the label of the action's one param (the new value), or null for an action without params.
    var argumentLabel: String?

    var templateValue: Value {
        .object([
            "methodName": .string(methodName), "taskName": .string(taskName), "interval": .string(interval),
            "intervalText": .string(intervalText), "argumentLabel": argumentLabel.templateValue,
        ])
    }
}

/// A timer: the method that runs it, its interval as a `Duration` and the condition it checks.
struct TimerContext: TemplateValueConvertible {
    /// `runTickTimer`: performs the action every interval until its task is cancelled.
    var methodName: String
    /// `.seconds(1)`, `.milliseconds(250)`.
    var interval: String
    /// `1s`, as written (for comments).
    var intervalText: String
    /// `isRunning`: the Bool state property checked before each performance.
    var condition: String

    init(_ timer: ScreenSpec.Timer, action: String) {
        methodName = Naming.swift(TimerNames.method(action))
        interval = Self.duration(milliseconds: timer.milliseconds.value)
        intervalText = Self.text(milliseconds: timer.milliseconds.value)
        condition = Naming.swift(timer.condition.value)
    }

    static func text(milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    static func duration(milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }

    var templateValue: Value {
        .object([
            "methodName": .string(methodName), "interval": .string(interval), "intervalText": .string(intervalText),
            "condition": .string(condition),
        ])
    }
}

extension ActionContext.Statement {
    /// `path.append(.scrumDetail(scrumID: scrum.id))`, `sheet = .scrumEdit(scrum: scrum)`.
    init(navigation: Navigation, expressions: ScreenExpressions) {
        let value = expressions.expression(NavigationEffects.destination(navigation))
        let member = NavigationEffects.member(navigation.presentation)
        if navigation.presentation == .push {
            swift = "\(member).append(\(value.swift))"
            inState = "state.\(member).append(\(value.inState))"
        } else {
            swift = "\(member) = \(value.swift)"
            inState = "state.\(member) = \(value.inState)"
        }
    }

    init(_ effect: Effect, expressions: ScreenExpressions) {
        switch effect {
        case .assign(let assignment):
            let target = Naming.swift(assignment.target.value)
            let value = expressions.expression(assignment.value.source)
            swift = "\(target) = \(value.swift)"
            inState = "\(expressions.names.stateOwner(assignment.target.value)).\(target) = \(value.inState)"
        case .enterPhase(let phase, let values):
            let caseName = Naming.swift(phase.value)
            if values.isEmpty {
                swift = "phase = .\(caseName)"
                inState = "state.phase = .\(caseName)"
            } else {
                let values = values.map { (Naming.label($0.name.value), expressions.expression($0.value.source)) }
                swift = "phase = .\(caseName)(" + values.map { "\($0.0): \($0.1.swift)" }.joined(separator: ", ") + ")"
                inState =
                    "state.phase = .\(caseName)(" + values.map { "\($0.0): \($0.1.inState)" }.joined(separator: ", ")
                    + ")"
            }
        }
    }
}
