import Mustache
import ScreenSpec

/// A control of a screen's view that the generated view tests drive: a button per action a user taps
/// (`tap`, `submit` or no trigger, no parameters), a text field or switch per bindable `String` or `Bool`.
/// The scaffold marks each with its identifier from `<Screen>Controls` (generated), and the tests find
/// it by that, so a scaffold's titles and layout stay the user's to change.
struct ViewControl: TemplateValueConvertible {
    /// The member of `<Screen>Controls`: the action's or property's name as Swift (`default` escaped).
    var name: String
    /// The name as the spec writes it, for text.
    var title: String
    /// `"ItemList.load"`, as a Swift string literal.
    var identifier: String
    var testName: String
    /// The test that the view appears and can be inspected (no control).
    var isAppearance = false
    var isButton = false
    var isTextField = false
    var isToggle = false
    /// A button's action.
    var action: ActionContext?
    /// A button whose action calls a dependency: the mock's counter (`itemService.fetchItemsCallCount`)
    /// and the call as text (`ItemService.fetchItems`).
    var callCount: String?
    var callTitle: String?
    /// What a text field test types: a literal no sample uses (`"title-edited"`).
    var editedText: String?
    /// A button whose action's guard holds at the screen's view test start: where its own test starts
    /// instead (`TestPlanner.starting(for:)`), so that the button is enabled. As `viewTest` in the
    /// context, over the screen's.
    var start: ViewTestStart?

    var templateValue: Value {
        var members: [String: Value] = [
            "name": .string(name), "title": .string(title), "identifier": .string(identifier),
            "testName": .string(testName), "isAppearance": .bool(isAppearance), "isButton": .bool(isButton),
            "isTextField": .bool(isTextField),
            "isToggle": .bool(isToggle), "action": action.templateValue, "callCount": callCount.templateValue,
            "callTitle": callTitle.templateValue, "editedText": editedText.templateValue,
        ]
        // Absent, not null, where the screen's start serves: `viewTest` is then found on the screen.
        if let start { members["viewTest"] = start.templateValue }
        return .object(ValueObject(members))
    }

    /// The first view test of every screen: it appears, calls its hook and can be inspected.
    static let appearance = ViewControl(
        name: "", title: "", identifier: "\"\"", testName: TestNames.viewAppears, isAppearance: true)

    /// The screen's controls: its buttons in action order, then its fields in state order.
    /// `start`: where a button's test starts, when not where the screen's view tests do.
    static func controls(
        of screen: Screen, buttons: [ActionContext], in spec: SpecDeclarations,
        start: (Action) -> ViewTestStart? = { _ in nil }
    ) -> [ViewControl] {
        let names = ScreenTypeNames(screen: screen.name.value)
        var result: [ViewControl] = []
        for button in buttons {
            guard let action = screen.actions.first(where: { Naming.swift($0.name.value) == button.name }) else {
                continue
            }
            var control = ViewControl(
                name: button.name, title: button.title,
                identifier: SwiftText.stringLiteral(names.controlIdentifier(button.title)),
                testName: TestNames.viewButton(button.title), isButton: true, action: button, start: start(action))
            if let call = action.call, let method = spec.method(of: call) {
                let methodNames = MethodNames(method, of: call.dependency.value)
                control.callCount = Naming.swift(methodNames.dependency.variable) + "." + methodNames.mockCallCount
                control.callTitle = call.dependency.value + "." + call.method.value
            }
            result.append(control)
        }
        for property in screen.state where property.isBindable {
            let title = property.name.value
            var control = ViewControl(
                name: Naming.swift(title), title: title,
                identifier: SwiftText.stringLiteral(names.controlIdentifier(title)),
                testName: TestNames.viewControl(title))
            switch property.type.swift {
            case "String":
                control.isTextField = true
                control.editedText = SwiftText.stringLiteral(title + "-edited")
            case "Bool": control.isToggle = true
            default: continue  // the scaffold leaves other types' controls to the user
            }
            result.append(control)
        }
        return result
    }
}

/// Where a screen's view tests start, in every style: the mocks with an answer for every method the
/// screen calls (an unanswered call fails a test), the input, and the screen at the state the action
/// tests start from.
struct ViewTestStart: TemplateValueConvertible {
    /// `let itemService = ItemServiceMock()`, `itemService.fetchItemsResult = […]`, `let itemID: UUID = …`.
    var lines: [String]
    var makeScreen: MakeScreen
    /// A second screen at the state of `screen` (the one hosted): every input, state property and the
    /// phase read from it (`count: screen.count`), the same mocks. A button test runs the action on it
    /// directly and expects the hosted screen to end up the same.
    var copy: MakeScreen

    var templateValue: Value {
        .object([
            "lines": lines.templateValue, "makeScreen": makeScreen.templateValue, "copy": copy.templateValue,
        ])
    }
}

extension TestPlanner {
    /// Where the view test of `action`'s button starts when the screen's start would have its guard hold
    /// (the button disabled, so the tap would fail); nil where the screen's start lets it run.
    func viewTestStart(for action: Action) -> ViewTestStart? {
        slots.runningState(for: action, in: screen).isEmpty ? nil : starting(for: action).viewTestStart()
    }

    func viewTestStart() -> ViewTestStart {
        var lines: [String] = []
        for step in mockLines + inputLines { if case .line(let text) = step.kind { lines.append(text) } }
        var answered: Set<String> = []
        for call in screen.actions.flatMap(\.calls) {
            guard let method = samples.declarations.method(of: call),
                answered.insert(call.dependency.value + "." + call.method.value).inserted
            else { continue }
            let names = MethodNames(method, of: call.dependency.value)
            let returnsValue = method.returns != nil && method.returns?.swift != "Void"
            let answer = returnsValue ? samples.expression(forSpelling: method.returns!.swift, .distinct) : "()"
            lines.append("\(Naming.swift(names.dependency.variable)).\(names.mockResult) = \(answer)")
        }
        guard case .make(let start) = makeScreen(state: fullStart).kind else {
            preconditionFailure("makeScreen makes a make step")
        }
        let read = { (name: String) in
            MakeScreen.Argument(label: Naming.label(name), value: "screen." + Naming.swift(name))
        }
        let input = screen.input.map { read($0.name.value) }
        let state = screen.state.filter { $0.sharedStore == nil }.map { read($0.name.value) }
        let phase = names.hasPhases ? "screen.phase" : nil
        let shared = SharedStoreUse.uses(of: screen).map { read($0.names.variable) }
        var arguments = (input + dependencyArguments + shared + state).map { "\($0.label): \($0.value)" }
        if let phase { arguments.append("phase: \(phase)") }
        let copy = MakeScreen(
            input: input, dependencies: dependencyArguments, state: state, phase: phase, sharedStores: shared,
            viewModelArguments: arguments.joined(separator: ", "), argumentList: ListItem.list(arguments))
        return ViewTestStart(lines: lines, makeScreen: start, copy: copy)
    }
}
