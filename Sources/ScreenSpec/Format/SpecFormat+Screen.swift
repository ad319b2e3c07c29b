extension SpecFormat {
    public static let screen = ObjectDescription(
        name: "Screen", noun: "a screen",
        doc: "A screen: its input, state, phases, derived values, actions and behaviour examples.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the screen's generated types."),
            KeyDescription("input", .names(.type), doc: "Values fixed when the screen is created: `name: Type`."),
            KeyDescription("dependencies", .list(.identifier), doc: "The dependencies this screen calls."),
            KeyDescription(
                "shared", .list(.identifier),
                doc: "The shared stores this screen uses; their properties are read and set by name, as state."),
            KeyDescription(
                "state", .names(.either([.type, .object(stateProperty)])),
                doc: "Independent mutable properties: `name: Type` or `name: { type: Type, default: expr }`."),
            KeyDescription(
                "phases", .names(.names(.type)),
                doc: "Mutually exclusive states (an enum), each with its associated values: `loaded: { item: Item }`."),
            KeyDescription(
                "initial", .identifier, doc: "The phase a new screen starts in; defaults to the first phase."),
            KeyDescription(
                "derived", .names(.object(derivedValue)), doc: "Read-only values computed from state and input."),
            KeyDescription("actions", .names(.object(action)), doc: "What the user can do."),
            KeyDescription(
                "alerts", .names(.object(alert)),
                doc: "Alerts shown while an optional state property holds a value; dismissing one clears it."),
            KeyDescription(
                "scenarios", .list(.object(scenario)), doc: "Behaviour examples; each becomes a test in every style."),
            KeyDescription(
                "result", .type,
                doc:
                    "The type of what the screen hands back, with `dismiss: { result: expr }`, to the screen that opened it."
            ),
        ])

    public static let stateProperty = ObjectDescription(
        name: "StateProperty", noun: "a state property",
        doc: "An independent mutable property of a screen.",
        keys: [
            KeyDescription("type", .type, required: true, doc: "Swift type (`Bool`, `[Item]`, `String?`)."),
            KeyDescription(
                "default", .expression, doc: "Swift expression for the initial value; an optional defaults to nil."),
            KeyDescription("doc", .text, doc: "Documentation comment of the property."),
            KeyDescription(
                "bindable", .flag,
                doc: "`true`: the user edits it (a text field, a toggle); every style lets the view bind it."),
        ])

    public static let derivedValue = ObjectDescription(
        name: "DerivedValue", noun: "a derived value",
        doc: "A read-only value computed from state and input.",
        keys: [
            KeyDescription("type", .type, required: true, doc: "Swift type of the value."),
            KeyDescription("value", .expression, required: true, doc: "Swift expression over state and input."),
            KeyDescription("doc", .text, doc: "Documentation comment of the property."),
        ])

    /// Effects: `property: expr` assigns state; `phase: { value: expr }` enters a phase.
    static let effects = ValueShape.names(.either([.expression, .names(.expression)]))

    public static let action = ObjectDescription(
        name: "Action", noun: "an action",
        doc: "Something the user can do: a service call with its effects, or synchronous assignments.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the action."),
            KeyDescription(
                "trigger",
                .either([
                    .choice(Action.Trigger.allCases.map(\.rawValue)), .object(timerTrigger), .object(scenePhaseTrigger),
                    .object(changeTrigger),
                ]),
                doc:
                    "What starts the action in a view: appear, disappear, tap, refresh, submit, `{ change: property }`, `{ every: 1s, while: property }`, or `{ scenePhase: background }`."
            ),
            KeyDescription("params", .names(.type), doc: "Arguments of the action: `name: Type`."),
            KeyDescription("skipIf", .expression, doc: "Swift condition; the action does nothing while it holds."),
            KeyDescription("call", .memberPath, doc: "The service call: `Dependency.method`."),
            KeyDescription(
                "with", .names(.expression),
                doc:
                    "Explicit call arguments: `param: expr`. Others are taken from the action's params and the screen's input of the same name."
            ),
            KeyDescription(
                "steps", .list(.object(step)),
                doc:
                    "Several calls in order, instead of `call`: `{ call, with, as: name, failure }` each. A step reads earlier results as `$name`; the first step that fails stops the action; `success` follows the last step, whose result is `$result`."
            ),
            KeyDescription("busy", .identifier, doc: "A Bool state property that is true while the call runs."),
            KeyDescription("start", .identifier, doc: "The phase entered while the call runs."),
            KeyDescription(
                "concurrency", .choice(Action.Concurrency.allCases.map(\.rawValue)),
                doc:
                    "What a new call does while one runs: ignore, restart (cancel the running call), queue or parallel. A superseded call's response is never applied; the screen cancels its calls when it goes away."
            ),
            KeyDescription(
                "page", .object(page),
                doc:
                    "The call loads a page of a list: `{ append: list, cursor: property, hasMore: property }` (load more) or `{ replace: list, … }` (first page, refresh)."
            ),
            KeyDescription(
                "optimistic", .object(optimisticUpdate),
                doc:
                    "Shown before the call returns, rolled back if it fails or is cancelled: `{ set: { property: expr } }`, or one element of an array: `{ in: statuses, id: statusID, set: { field: expr }, replaceWith: $result }`."
            ),
            KeyDescription(
                "success", conditionalEffects,
                doc:
                    "After the call returns: `property: expr` assignments or `phase: { value: expr }`, or a list of cases (`- if: $result.isEmpty`, `then: …`, `- else: …`). `$result` is the result."
            ),
            KeyDescription(
                "failure", conditionalEffects,
                doc:
                    "After the call throws: assignments or a phase, or a list of cases. `$error` is the error, `$message` its localizedDescription."
            ),
            KeyDescription(
                "set", conditionalEffects,
                doc:
                    "Effects of a synchronous action (no call): `property: expr` assignments or `phase: { value: expr }`, or a list of cases."
            ),
            KeyDescription(
                "navigate", .object(navigation),
                doc:
                    "Opens another screen of the spec: `{ to: Screen, as: push | sheet | fullScreen, with: { input: expr } }`."
            ),
            KeyDescription(
                "onResult", effects,
                doc:
                    "With `navigate`: effects applied when the opened screen dismisses with a result; `$result` is the result."
            ),
            KeyDescription(
                "dismiss", .object(dismissal),
                doc:
                    "Closes this screen: `{}`, or `{ result: expr }` to hand a value of the screen's `result` type back."
            ),
            KeyDescription(
                "confirm", .object(confirmation),
                doc: "Ask first: performing the action presents this confirmation; it runs once the user confirms."),
        ])

    public static let navigation = ObjectDescription(
        name: "Navigation", noun: "a navigation",
        doc: "Another screen of the spec, how it is shown, and the values of its input.",
        keys: [
            KeyDescription("to", .identifier, required: true, doc: "The screen opened."),
            KeyDescription(
                "as", .choice(Navigation.Presentation.allCases.map(\.rawValue)),
                doc: "push (onto the navigation stack, the default), sheet, or fullScreen (iOS)."),
            KeyDescription(
                "with", .names(.expression),
                doc:
                    "The screen's input: `input: expr`. Others are taken from the action's params, the screen's input and state of the same name."
            ),
        ])

    public static let dismissal = ObjectDescription(
        name: "Dismissal", noun: "a dismissal",
        doc: "The screen closes itself, optionally handing a result back to the screen that opened it.",
        keys: [
            KeyDescription(
                "result", .expression, doc: "Swift expression of the screen's `result` type handed back.")
        ])

    /// The words a button's `role` accepts.
    static let roles = ValueShape.choice(StateAlert.Role.allCases.map(\.rawValue))

    public static let alert = ObjectDescription(
        name: "Alert", noun: "an alert",
        doc: "An alert presented while an optional state property is not nil; dismissing it sets the property to nil.",
        keys: [
            KeyDescription(
                "when", .identifier, required: true, doc: "The optional state property the alert is presented for."),
            KeyDescription("title", .text, required: true, doc: "The alert's title, shown as written."),
            KeyDescription(
                "message", .text, doc: "Text under the title; `$value` shows the value of the `when` property."),
            KeyDescription(
                "buttons", .list(.object(alertButton)),
                doc: "The alert's buttons; each dismisses it, then runs its action. An OK button when omitted."),
        ])

    public static let alertButton = ObjectDescription(
        name: "AlertButton", noun: "an alert button",
        doc: "A button of an alert.",
        keys: [
            KeyDescription("title", .text, required: true, doc: "The button's title, shown as written."),
            KeyDescription("role", roles, doc: "`cancel` or `destructive`."),
            KeyDescription("action", .identifier, doc: "An action of the screen (without params) the button runs."),
        ])

    public static let confirmation = ObjectDescription(
        name: "Confirmation", noun: "a confirmation",
        doc: "A confirmation dialog that gates an action: its behaviour runs only after the user confirms.",
        keys: [
            KeyDescription("title", .text, required: true, doc: "The question, shown as written."),
            KeyDescription("message", .text, doc: "Text under the question."),
            KeyDescription("button", .text, doc: "The confirming button's title; the action's name when omitted."),
            KeyDescription("role", roles, doc: "The confirming button's role: `destructive` or `cancel`."),
        ])

    public static let changeTrigger = ObjectDescription(
        name: "ChangeTrigger", noun: "a change trigger",
        doc: "Starts the action when a state property changes; an action with one param receives the new value.",
        keys: [
            KeyDescription(
                "change", .identifier, required: true, doc: "The state property whose changes start the action."),
            KeyDescription(
                "debounce", .text,
                doc:
                    "Wait until the property has stopped changing for this long (`300ms`, `1s`); a burst of changes performs the action once."
            ),
        ])

    public static let timerTrigger = ObjectDescription(
        name: "TimerTrigger", noun: "a timer trigger",
        doc: "Performs the action every interval while a Bool state property holds; the view starts it on appear.",
        keys: [
            KeyDescription(
                "every", .text, required: true, doc: "The interval: seconds or milliseconds (`1s`, `250ms`)."),
            KeyDescription(
                "while", .identifier, required: true,
                doc: "A Bool state property: the action is performed only while it is true."),
        ])

    public static let scenePhaseTrigger = ObjectDescription(
        name: "ScenePhaseTrigger", noun: "a scene phase trigger",
        doc: "Starts the action when the app's scene enters a phase (SwiftUI's `ScenePhase`).",
        keys: [
            KeyDescription(
                "scenePhase", .choice(ScenePhases.all), required: true,
                doc: "The phase: `background` (the app went away), `inactive` or `active`.")
        ])

    /// Every key a trigger written as a mapping may have: a mapping without any of the keys that tell
    /// the kinds apart is read against all of them, so a misspelt key is matched among them all.
    static let anyTrigger = ObjectDescription(
        name: "Trigger", noun: "a trigger", doc: "",
        keys: (timerTrigger.keys + scenePhaseTrigger.keys + changeTrigger.keys).map {
            KeyDescription($0.name, $0.shape, doc: $0.doc)
        })

    public static let scenario = ObjectDescription(
        name: "Scenario", noun: "a scenario",
        doc: "A behaviour example; becomes one test in every style. It has `when` (one action) or `steps`.",
        keys: [
            KeyDescription("name", .text, required: true, doc: "What the example shows; becomes the test's name."),
            KeyDescription("given", .names(.expression), doc: "Initial state and input overrides: `property: expr`."),
            scenarioStubs,
            KeyDescription(
                "when", whenShape,
                doc: "The action performed: `load`, or `{ delete: { id: expr } }` with arguments. Or use `steps`."),
            scenarioAnswer,
            scenarioThen,
            KeyDescription(
                "steps", .list(.object(scenarioStep)),
                doc: "Several actions in order, each with its own `stubs` and `then` (instead of `when` and `then`)."),
        ])

    /// One step of a scenario with `steps`.
    public static let scenarioStep = ObjectDescription(
        name: "ScenarioStep", noun: "a scenario step",
        doc: "One action of a scenario's `steps`, checked after it runs.",
        keys: [
            KeyDescription(
                "stubs", stubsShape,
                doc: "Stubs from this step on, replacing earlier ones of the same methods: `Dependency.method: expr`."),
            KeyDescription(
                "when", whenShape, required: true,
                doc: "The action performed: `load`, or `{ delete: { id: expr } }` with arguments."),
            scenarioAnswer,
            KeyDescription(
                "then", thenShape, doc: "Expected values after this step: `state.path: expr`, or a check."),
        ])

    static let whenShape = ValueShape.either([.identifier, .names(.names(.expression))])
    static let stubsShape = ValueShape.names(.either([.expression, .object(stub)]))
    static let thenShape = ValueShape.names(.either([.expression, .object(check)]))
    static let scenarioStubs = KeyDescription(
        "stubs", stubsShape, doc: "What dependency methods return: `Dependency.method: expr` or `{ throws: true }`.")
    static let scenarioAnswer = KeyDescription(
        "answer", .choice(Scenario.Answer.allCases.map(\.rawValue)),
        doc: "How the user answers the confirmation of a `when` action with `confirm`: confirm or cancel.")
    static let scenarioThen = KeyDescription(
        "then", thenShape,
        doc:
            "Expected values: `state.path: expr`, `{ notNil: true }` or `{ isNil: true }`; `phase: name` checks the phase, `presented: name` what is presented."
    )

    public static let stub = ObjectDescription(
        name: "Stub", noun: "a stub",
        doc: "What a stubbed dependency method does.",
        keys: [
            KeyDescription("throws", .flag, doc: "`true`: the method throws an error."),
            KeyDescription("returns", .expression, doc: "Swift expression the method returns."),
        ])

    public static let check = ObjectDescription(
        name: "Check", noun: "a check",
        doc: "An expectation that cannot be written as a value.",
        keys: [
            KeyDescription("notNil", .flag, doc: "`true`: the value is not nil."),
            KeyDescription("isNil", .flag, doc: "`true`: the value is nil."),
        ])
}
