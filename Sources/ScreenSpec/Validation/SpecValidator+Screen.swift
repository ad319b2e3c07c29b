import Diagnostics

/// The names a screen's expressions and effects may refer to, listed once per screen
/// (they are asked for every action, assignment and scenario).
struct ScreenNames {
    let state: [String]
    let derived: [String]
    let input: [String]
    let phases: [String]
    let actions: [String]
    /// The same as sets: asked for every assignment and scenario line, an array's `contains` made
    /// validation quadratic in a screen's size (docs/performance.md).
    private let stateSet: Set<String>
    private let derivedSet: Set<String>
    private let inputSet: Set<String>

    init(screen: Screen) {
        state = screen.state.map(\.name.value)
        derived = screen.derived.map(\.name.value)
        input = screen.input.map(\.name.value)
        phases = screen.phases.map(\.name.value)
        actions = screen.actions.map(\.name.value)
        stateSet = Set(state)
        derivedSet = Set(derived)
        inputSet = Set(input)
    }

    func isState(_ name: String) -> Bool { stateSet.contains(name) }
    func isDerived(_ name: String) -> Bool { derivedSet.contains(name) }
    func isInput(_ name: String) -> Bool { inputSet.contains(name) }
}

extension SpecValidator {
    mutating func validateScreen(_ screen: inout Screen) {
        let names = ScreenNames(screen: screen)
        checkMemberNames(screen)
        checkProviders(screen)
        checkKeywordNames(screen)
        for property in screen.state where SwiftIdentifier.isKeyword(property.name.value) {
            problems.report(.keywordStateProperty(property.name.value), at: property.name.mark)
        }
        for reference in screen.dependencies where declarations.dependency(named: reference.value) == nil {
            problems.report(unknown("dependency", reference, spec.dependencies.map(\.name.value)), at: reference.mark)
        }
        if let initial = screen.initialPhase, screen.phase(named: initial.value) == nil {
            problems.report(unknown("phase", initial, names.phases), at: initial.mark)
        }
        // Checked against the screen as it was, then written back: editing `screen.actions[index]` while
        // also passing `screen` copied the whole actions array once per action.
        let calls = screen.actions.map { validateAction($0, in: screen, names: names) }
        for (index, call) in calls.enumerated() { screen.actions[index].call = call }
        validatePages(&screen, names: names)
        for index in screen.actions.indices where !screen.actions[index].steps.isEmpty {
            screen.actions[index].steps = validateSteps(of: screen.actions[index], in: screen, names: names)
        }
        let navigations = screen.actions.map { validateNavigation($0, in: screen, names: names) }
        for (index, navigation) in navigations.enumerated() { screen.actions[index].navigate = navigation }
        validatePresentations(of: screen, names: names)
        validateScenarios(of: screen, names: names)
        checkGuards(of: screen)
        checkEnumDefaults(of: screen)
        checkCallPlaceholders(of: screen)
        for listed in screen.dependencies where declarations.dependency(named: listed.value) != nil {
            let called = screen.actions.contains { $0.calls.contains { $0.dependency.value == listed.value } }
            if !called {
                problems.report(
                    .dependencyNeverCalled(dependency: listed.value, screen: screen.name.value), at: listed.mark)
            }
        }
    }

    func unknown(_ kind: String, _ name: Reference, _ candidates: [String], owner: String? = nil) -> SpecProblem {
        .unknownReference(kind: kind, name: name.value, candidates: candidates, owner: owner)
    }

    /// Input, state, derived values, phases and actions become members of one type, so they share a namespace.
    private mutating func checkMemberNames(_ screen: Screen) {
        // One list, filled in place (joining five mapped lists built nine arrays per screen).
        var members: [DeclaredName] = []
        members.reserveCapacity(
            screen.dependencies.count + screen.input.count + screen.state.count + screen.derived.count
                + screen.phases.count + screen.actions.count)
        // Every style keeps a used dependency in a member named by the naming authority (`Cities`: `cities`),
        // so a state property `cities` would redeclare it. Listed first: the clash is reported at the member.
        for dependency in screen.dependencies {
            let property = Located(DependencyNames(dependency: dependency.value).variable, at: dependency.mark)
            members.append(DeclaredName(kind: "property for dependency '\(dependency.value)'", name: property))
        }
        for input in screen.input { members.append(DeclaredName(kind: "input", name: input.name)) }
        for property in screen.state { members.append(DeclaredName(kind: "state property", name: property.name)) }
        for value in screen.derived { members.append(DeclaredName(kind: "derived value", name: value.name)) }
        for phase in screen.phases { members.append(DeclaredName(kind: "phase", name: phase.name)) }
        for action in screen.actions { members.append(DeclaredName(kind: "action", name: action.name)) }
        for alert in screen.alerts { members.append(DeclaredName(kind: "alert", name: alert.name)) }
        // The members every style generates for alerts and confirmations come last, so a clash is reported
        // at the alert or the `confirm:` that generates it, with a note at the declaration it clashes with.
        for alert in screen.alerts {
            let dismiss = PresentationNames.dismissAlert(alert.name.value)
            members.append(
                DeclaredName(
                    kind: "member of alert", name: Located(dismiss, at: alert.name.mark),
                    generatedFor: "alert '\(alert.name.value)'"))
        }
        for action in screen.actions {
            guard let confirm = action.confirm else { continue }
            let name = action.name.value
            for generated in [
                PresentationNames.confirmingFlag(name), PresentationNames.confirm(name), PresentationNames.cancel(name),
            ] {
                members.append(
                    DeclaredName(
                        kind: "member of a confirmation", name: Located(generated, at: confirm.mark),
                        generatedFor: "the confirmation of '\(name)'"))
            }
        }
        members += Self.triggerAndResultMembers(of: screen)
        reportDuplicates(members)
        checkNavigationMembers(screen, members)
        for member in members where member.name.value == "phase" && !screen.phases.isEmpty && member.kind != "phase" {
            problems.report(.reservedPhaseName, at: member.name.mark)
        }
        // A screen with a managed call keeps its running calls and cancels them under these names.
        if screen.actions.contains(where: { $0.concurrency != nil }) {
            for member in members where GeneratedCallNames.screenMembers.contains(member.name.value) {
                problems.report(.reservedCallsName(member.name.value), at: member.name.mark)
            }
        }
        for member in members where member.name.value == "presented" && screen.hasPresentations {
            problems.report(.reservedPresentedName, at: member.name.mark)
        }
    }

    /// The members every style generates for timers, debounced changes and results handed back (`onResult`),
    /// each located at what makes it: checked with the spec's members and with each other (`save` and
    /// `saveAfter`, both debounced, would both make `saveAfterDebounce`).
    private static func triggerAndResultMembers(of screen: Screen) -> [DeclaredName] {
        var members: [DeclaredName] = []
        for action in screen.actions {
            let name = action.name.value
            if let timer = action.timer {
                members.append(
                    DeclaredName(
                        kind: "member of a timer", name: Located(TimerNames.method(name), at: timer.milliseconds.mark),
                        generatedFor: "the timer of '\(name)'"))
            }
            if let debounce = action.debounceMilliseconds {
                for generated in [TimerNames.debounced(name), TimerNames.debounceTask(name)] {
                    members.append(
                        DeclaredName(
                            kind: "member of a debounced change", name: Located(generated, at: debounce.mark),
                            generatedFor: "the debounce of '\(name)'"))
                }
            }
            if let navigation = action.resultNavigation {
                members.append(
                    DeclaredName(
                        kind: "member of a result handler",
                        name: Located(NavigationNames.resultMethod(name), at: navigation.mark),
                        generatedFor: "the 'onResult' of '\(name)'"))
            }
        }
        return members
    }

    /// Checks one action; returns its call with the implicit arguments filled in.
    private mutating func validateAction(_ action: Action, in screen: Screen, names: ScreenNames) -> Call? {
        var resolvedCall = action.call
        if var call = action.call {
            validateCall(&call, of: action, in: screen)
            resolvedCall = call
        }
        if let busy = action.busy {
            if let property = screen.stateProperty(named: busy.value) {
                if property.type.swift != "Bool" {
                    problems.report(.busyNotBool(name: busy.value, type: property.type.swift), at: busy.mark)
                }
            } else {
                problems.report(unknown("state property", busy, names.state), at: busy.mark)
            }
        }
        if let changed = action.changeOf {
            if let property = screen.stateProperty(named: changed.value) {
                // The view passes the new value: the action takes it in its one param, or takes nothing.
                if action.params.count > 1 || action.params.first.map({ $0.type.swift != property.type.swift }) == true
                {
                    problems.report(
                        .changeValueParam(property: changed.value, type: property.type.swift), at: action.name.mark)
                }
            } else {
                problems.report(unknown("state property", changed, names.state), at: changed.mark)
            }
        }
        if let policy = action.concurrency, let call = action.call,
            let method = declarations.dependency(named: call.dependency.value)?.methods.first(where: {
                $0.name.value == call.method.value
            }), !method.isAsync
        {
            problems.report(
                .concurrencyNeedsAsyncCall(call: "\(call.dependency.value).\(call.method.value)"), at: policy.mark)
        }
        if let timer = action.timer {
            let condition = timer.condition
            if let property = screen.stateProperty(named: condition.value) {
                if property.type.swift != "Bool" {
                    problems.report(
                        .timerConditionNotBool(name: condition.value, type: property.type.swift), at: condition.mark)
                }
            } else {
                problems.report(unknown("state property", condition, names.state), at: condition.mark)
            }
            if let param = action.params.first { problems.report(.timerParams, at: param.name.mark) }
        }
        if action.scenePhase != nil, let param = action.params.first {
            problems.report(.scenePhaseParams, at: param.name.mark)
        }
        if let start = action.start, screen.phase(named: start.value) == nil {
            problems.report(unknown("phase", start, names.phases), at: start.mark)
        }
        // Two loops, not `success + failure`: concatenating copied every effect.
        for effect in action.success { checkEffect(effect, in: screen, names: names) }
        for effect in action.failure { checkEffect(effect, in: screen, names: names) }
        for effect in action.set { checkEffect(effect, in: screen, names: names) }
        checkCases(of: action, in: screen, names: names)
        validateOptimistic(action, in: screen, names: names)
        if action.call == nil && action.set.isEmpty && action.cases.set.isEmpty && action.navigate == nil
            && action.dismiss == nil
        {
            problems.report(.actionWithoutEffect(action.name.value), at: action.name.mark)
        }
        return resolvedCall
    }

    /// Checks the called method exists and every parameter gets a value; fills in the implicit arguments.
    mutating func validateCall(_ call: inout Call, of action: Action, in screen: Screen) {
        guard let dependency = declarations.dependency(named: call.dependency.value) else {
            problems.report(
                unknown("dependency", call.dependency, spec.dependencies.map(\.name.value)), at: call.dependency.mark)
            return
        }
        if !screen.dependencies.contains(where: { $0.value == dependency.name.value }) {
            problems.report(
                .dependencyNotListed(dependency: dependency.name.value, screen: screen.name.value),
                at: call.dependency.mark)
        }
        guard let method = dependency.methods.first(where: { $0.name.value == call.method.value }) else {
            problems.report(
                unknown(
                    "method", call.method, dependency.methods.map(\.name.value), owner: "'\(dependency.name.value)'"),
                at: call.method.mark)
            return
        }
        // Names for messages are only built when there is a message (this runs for every call).
        func qualified() -> String { "\(dependency.name.value).\(method.name.value)" }
        for argument in call.arguments where !method.params.contains(where: { $0.name.value == argument.name.value }) {
            problems.report(
                unknown("parameter", argument.name, method.params.map(\.name.value), owner: "'\(qualified())'"),
                at: argument.name.mark)
        }
        var resolved: [Argument] = []
        for param in method.params {
            if let explicit = call.arguments.first(where: { $0.name.value == param.name.value }) {
                resolved.append(explicit)
            } else if action.params.contains(where: { $0.name.value == param.name.value })
                || screen.input.contains(where: { $0.name.value == param.name.value })
            {
                let source = SwiftIdentifier.escaped(param.name.value)
                resolved.append(
                    Argument(name: Located(param.name.value, at: call.mark), value: Expression(source, at: call.mark)))
            } else {
                problems.report(.missingArgument(call: qualified(), param: param.name.value), at: call.mark)
            }
        }
        if resolved.count == method.params.count { call.arguments = resolved }
    }

    mutating func checkEffect(_ effect: Effect, in screen: Screen, names: ScreenNames) {
        switch effect {
        case .assign(let assignment): checkAssignment(assignment, in: screen, names: names)
        case .enterPhase(let phase, let values): checkPhaseValues(phase, values, in: screen)
        }
    }

    mutating func checkAssignment(_ assignment: Assignment, in screen: Screen, names: ScreenNames) {
        let target = assignment.target
        if names.isState(target.value) { return }
        if names.isDerived(target.value) {
            problems.report(.notAssignable(name: target.value, what: "a derived value"), at: target.mark)
        } else if names.isInput(target.value) {
            problems.report(.notAssignable(name: target.value, what: "an input"), at: target.mark)
        } else {
            problems.report(unknown("state property", target, names.state + names.phases), at: target.mark)
        }
    }

    private mutating func checkPhaseValues(_ phaseName: Reference, _ values: [Argument], in screen: Screen) {
        guard let phase = screen.phase(named: phaseName.value) else { return }
        let declared = phase.values.map(\.name.value)
        for value in values where !declared.contains(value.name.value) {
            problems.report(
                unknown("value", value.name, declared, owner: "phase '\(phase.name.value)'"), at: value.name.mark)
        }
        for param in phase.values where !values.contains(where: { $0.name.value == param.name.value }) {
            problems.report(.missingPhaseValue(phase: phase.name.value, value: param.name.value), at: phaseName.mark)
        }
    }
}
