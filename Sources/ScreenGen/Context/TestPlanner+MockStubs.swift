import ScreenSpec

/// How the tests set up a mock method: the error a failing call throws, and the handlers that hold its
/// calls until the test releases them: one call (`SuspendedCall`) or several, numbered as they start
/// (`SuspendedCalls`).
extension TestPlanner {
    /// The call fails with `error`, a `StubError` named after the method.
    func stubbedError(_ method: Method, names: MethodNames) -> [TestStep] {
        [
            .line("let error = StubError(\(SwiftText.stringLiteral(method.name.value + " failed")))"),
            .line("\(Naming.swift(names.dependency.variable)).\(names.mockError) = error"),
        ]
    }

    /// `api.loadHandler = { _, _ in`: the handler's first line, its arguments ignored.
    func handlerOpening(_ method: Method, names: MethodNames) -> TestStep {
        let ignored = method.params.isEmpty ? "" : " " + method.params.map { _ in "_" }.joined(separator: ", ") + " in"
        return .line("\(Naming.swift(names.dependency.variable)).\(names.mockHandler) = {\(ignored)")
    }

    /// A handler that holds one call until the test releases it, then throws if the call was cancelled
    /// (`checkCancellation`) and returns `answer` (none: no return line).
    func suspendingHandler(
        _ method: Method, names: MethodNames, answer: String?, checkCancellation: Bool
    ) -> [TestStep] {
        [CallLines.declareCall, handlerOpening(method, names: names), CallLines.suspend]
            + (checkCancellation ? [CallLines.checkCancellation] : [])
            + (answer.map { [.line("    return \($0)")] } ?? []) + [CallLines.closeBrace]
    }

    /// The first lines of a handler that holds several calls, binding the call's number to `index` when
    /// the rest of the handler reads it (`readsIndex`). The caller writes the rest and the closing brace.
    func suspendingCallsOpening(_ method: Method, names: MethodNames, readsIndex: Bool) -> [TestStep] {
        [
            .line("let calls = SuspendedCalls()"), handlerOpening(method, names: names),
            .line(readsIndex ? "    let index = await calls.suspend()" : "    _ = await calls.suspend()"),
        ]
    }
}
