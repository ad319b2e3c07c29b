import Mustache
import ScreenSpec

/// One earlier step of a multi-step action (`steps:`) as the statements every style prints before the
/// action's last call: the call, binding its result to a local the later steps read (`$transcript` is
/// `transcript`), and what the action does when the step fails before it returns.
struct StepContext: TemplateValueConvertible {
    /// `let transcript: String`: declared before the `do` that assigns it (nil when nothing reads it).
    var declaration: String?
    /// `transcript = try await recorder.stop()` (mvvm, store), inside the step's `do`.
    var statement: String
    /// `let transcript = await recorder.stop()`: a step whose method cannot throw, without `do`.
    var plainStatement: String
    /// `transcript = try await recorderStop()`: through the Actions style's action value, state read
    /// through `state.` (an Actions-style action always throws: a missing dependency throws).
    var actionsStyleStatement: String
    var isThrowing: Bool
    /// With `concurrency:`, the step runs through the screen's `ActionCalls`: `transcript = ` (or `_ = `)
    /// before `try await actionCalls.value(of: runningCall) { [self] in`, then the call alone:
    /// `try await recorder.stop()` (mvvm, store), `try await recorderStop()` (actions).
    var managedBinding: String
    var managedCall: String
    var managedCallInState: String
    let failure: [ActionContext.Statement]
    /// With a start phase, a failure without its own phase change goes back to the phase before the call.
    var restoresPhaseOnFailure: Bool

    init(_ step: Step, of action: Action, declarations: SpecDeclarations, expressions: ScreenExpressions) {
        let call = step.call
        let method = declarations.method(of: call)
        let returnType = method?.returns.flatMap { $0.swift == "Void" ? nil : $0.swift }
        let name = step.name.map { Naming.swift($0.value) }
        let isRead = step.name.map { action.dollarNamesRead.contains($0.value) } ?? false
        let local = isRead ? name : nil
        let prefix = (method?.isThrowing ?? true ? "try " : "") + (method?.isAsync ?? true ? "await " : "")
        let arguments = call.arguments.map { argument in
            (
                label: Naming.label(argument.name.value),
                value: expressions.expression(OptimisticContext.argumentSource(argument.value.source, of: action))
            )
        }
        let swiftArguments = arguments.map { "\($0.label): \($0.value.swift)" }.joined(separator: ", ")
        let stateArguments = arguments.map { "\($0.label): \($0.value.inState)" }.joined(separator: ", ")
        let dependency = method.map { MethodNames($0, of: call.dependency.value) }
        let variable = Naming.swift(dependency?.dependency.variable ?? call.dependency.value)
        let actionProperty = Naming.swift(dependency?.environmentKey ?? call.method.value)
        let callee = "\(variable).\(Naming.swift(call.method.value))"
        let assignment = local.map { "\($0) = " } ?? (returnType == nil ? "" : "_ = ")
        declaration = local.map { "let \($0): \(returnType ?? "Void")" }
        statement = LineWrapping.call(assignment + prefix + callee, swiftArguments, indent: LineWrapping.inDo)
        plainStatement = LineWrapping.call(
            (local.map { "let \($0) = " } ?? (returnType == nil ? "" : "_ = ")) + prefix + callee, swiftArguments,
            indent: LineWrapping.inBody)
        actionsStyleStatement = LineWrapping.call(
            assignment + "try await \(actionProperty)", stateArguments, indent: LineWrapping.inDo)
        isThrowing = method?.isThrowing ?? true
        managedBinding = assignment
        managedCall = "\(prefix)\(callee)(\(swiftArguments))"
        managedCallInState = "try await \(actionProperty)(\(stateArguments))"
        failure = step.failure.map { ActionContext.Statement($0, expressions: expressions) }
        let entersPhase = step.failure.contains { if case .enterPhase = $0 { return true } else { return false } }
        restoresPhaseOnFailure = action.start != nil && !entersPhase
    }

    var templateValue: Value {
        .object([
            "declaration": declaration.templateValue, "statement": .string(statement),
            "plainStatement": .string(plainStatement), "actionsStyleStatement": .string(actionsStyleStatement),
            "isThrowing": .bool(isThrowing), "failure": failure.templateValue,
            "managedBinding": .string(managedBinding), "managedCall": .string(managedCall),
            "managedCallInState": .string(managedCallInState),
            "restoresPhaseOnFailure": .bool(restoresPhaseOnFailure),
        ])
    }
}
