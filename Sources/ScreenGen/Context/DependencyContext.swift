import Mustache
import ScreenSpec

/// A dependency protocol and everything generated from it: its mock, and (Actions style) one action
/// type per method.
struct DependencyContext: TemplateValueConvertible {
    var name: String
    var docLines: [String]
    /// `itemService`: the property, parameter and test-local name for an instance.
    var variableName: String
    /// `variableName` as an argument label at a call site (a dependency `Default` gives `default`, bare).
    var variableLabel: String
    /// The names made from the dependency (`variableTitle`, `mockName`, `previewTypeName`, ...), from the naming
    /// authority, under the keys its `names` lists: the same keys as in `produces` patterns.
    var names: DependencyNames
    /// `itemService: any ItemService` (a view model's init parameter).
    var parameter: String
    var methods: [MethodContext]

    var templateValue: Value {
        var object: ValueObject = [
            "name": .string(name), "docLines": docLines.templateValue, "variableName": .string(variableName),
            "variableLabel": .string(variableLabel), "parameter": .string(parameter), "methods": methods.templateValue,
        ]
        for (key, name) in names.names { object[key] = .string(name) }
        return .object(object)
    }

    init(_ dependency: Dependency, samples: SampleValues) {
        names = DependencyNames(dependency: dependency.name.value)
        name = Naming.swift(dependency.name.value)
        docLines = SwiftText.docLines(dependency.doc)
        variableName = Naming.swift(names.variable)
        variableLabel = Naming.label(names.variable)
        parameter = "\(variableName): any \(name)"
        methods = dependency.methods.map { MethodContext($0, of: dependency.name.value, samples: samples) }
    }
}

/// One requirement of a dependency protocol, with the names of its mock members and its action type.
struct MethodContext: TemplateValueConvertible {
    struct Parameter: TemplateValueConvertible {
        /// The name as a declaration or value: `in` escaped.
        var name: String
        /// The name as an argument label at a call site: `in` bare (see `Naming.label`).
        var label: String
        var type: String
        var isLast: Bool
        /// A `.distinct` test value of the type (action tests pass it and expect the mock to receive it).
        var sample: String

        var templateValue: Value {
            .object([
                "name": .string(name), "label": .string(label), "type": .string(type), "isLast": .bool(isLast),
                "sample": .string(sample),
            ])
        }
    }

    var name: String
    /// `name` as an argument label at a call site (a method `return` gives `return`, bare).
    var label: String
    /// `ItemService`: the protocol declaring the method (its actions and environment name it).
    var dependencyName: String
    /// `itemService`: how an instance of that protocol is named (Actions style: `init(itemService:)`).
    var dependencyVariableName: String
    /// `dependencyVariableName` as an argument label at a call site, and as written (for text).
    var dependencyVariableLabel: String
    var dependencyVariableTitle: String
    var docLines: [String]
    /// `fetchItem(id:)`: how messages name the method.
    var selector: String
    var parameters: [Parameter]
    var hasParameters: Bool
    /// More than one parameter: the mock records each call as a tuple (`.first?.email`), not a value.
    var hasSeveralParameters: Bool
    /// `id: UUID, name: String`.
    var parameterList: String
    /// `id, name`: the parameters passed on to a closure.
    var argumentNames: String
    /// `id: id, name: name`: the parameters passed on to a method with the same labels.
    var forwardedArguments: String
    /// `Item`; `Void` when the method returns nothing.
    var returnType: String
    var returnsVoid: Bool
    /// A result tests can compare with `==`: not `Void`, nor a function, tuple or existential
    /// (`SwiftTypeShape.canBeEquatable`), which no stub's answer can be checked against.
    var comparesResult: Bool
    /// ` -> Item`, or empty for `Void`.
    var returnClause: String
    var isAsync: Bool
    var isThrowing: Bool
    /// `async throws`, `async`, `throws` or empty.
    var effects: String
    /// `try await `, `await `, `try ` or empty: put before a call of the method.
    var callPrefix: String
    /// `func fetchItem(id: UUID) async throws -> Item`.
    var signature: String

    // MARK: Mock members (see the shared `mock` template)

    var mock: MockMembers

    // MARK: Actions style

    /// `actionTypeName` (`ItemServiceFetchItemsAction`), `overrideKeyTypeName` and `environmentKeyTitle` (the
    /// key as written, never escaped: for names built from it), from the naming authority under the keys its
    /// `names` lists, as in `produces` patterns.
    var names: MethodNames
    /// `itemServiceFetchItems`: the `EnvironmentValues` property holding the action, as Swift.
    var environmentKeyName: String
    /// `@MainActor @Sendable (UUID) async throws -> Item`: the action's stored operation.
    var operationType: String
    /// `func callAsFunction(id: UUID) async throws -> Item`.
    var callAsFunctionSignature: String

    /// A value of the return type for stubs that must return something (`.distinct` sample), or nil for Void.
    var sampleResult: String?
    /// The same for app code (previews): built with `init`, no fixtures.
    var previewResult: String?
    /// The preview answer is long (a model with many fields): templates put it on a line of its own.
    var previewResultWraps = false
    /// `{ _ in` or `{`: the start of a preview stub whose answer is on the next line.
    var previewStubOpening = "{"
    /// The environment test's failure when the action ran with no dependency set: the message as a Swift string
    /// literal, and whether the call printing it goes on two lines (past 120 columns, as swift-format puts it)
    /// with Swift Testing's `Testing.Issue.record(` and with `XCTFail(`.
    var missingDependencyFailure: (message: String, issueWraps: Bool, xctFailWraps: Bool)
    /// A stub action's closure answering `sampleResult`: `{ _ in Item(…) }`, `{ _ in }`, `{}`.
    var stubClosure: String
    /// The same answering `previewResult`, for app code.
    var previewStubClosure: String

    var templateValue: Value {
        var object: ValueObject = [
            "name": .string(name), "label": .string(label), "dependencyName": .string(dependencyName),
            "dependencyVariableName": .string(dependencyVariableName),
            "dependencyVariableLabel": .string(dependencyVariableLabel),
            "dependencyVariableTitle": .string(dependencyVariableTitle), "docLines": docLines.templateValue,
            "selector": .string(selector), "parameters": parameters.templateValue,
            "hasParameters": .bool(hasParameters), "hasSeveralParameters": .bool(hasSeveralParameters),
            "parameterList": .string(parameterList), "argumentNames": .string(argumentNames),
            "forwardedArguments": .string(forwardedArguments), "returnType": .string(returnType),
            "returnsVoid": .bool(returnsVoid), "comparesResult": .bool(comparesResult),
            "returnClause": .string(returnClause), "isAsync": .bool(isAsync),
            "isThrowing": .bool(isThrowing), "effects": .string(effects), "callPrefix": .string(callPrefix),
            "signature": .string(signature), "mock": mock.templateValue,
            "environmentKeyName": .string(environmentKeyName),
            "operationType": .string(operationType), "callAsFunctionSignature": .string(callAsFunctionSignature),
            "sampleResult": sampleResult.templateValue, "previewResult": previewResult.templateValue,
            "previewResultWraps": .bool(previewResultWraps), "previewStubOpening": .string(previewStubOpening),
            "stubClosure": .string(stubClosure), "previewStubClosure": .string(previewStubClosure),
            "missingDependencyFailure": .object([
                "message": .string(missingDependencyFailure.message),
                "issueWraps": .bool(missingDependencyFailure.issueWraps),
                "xctFailWraps": .bool(missingDependencyFailure.xctFailWraps),
            ]),
        ]
        for (key, name) in names.names { object[key] = .string(name) }
        return .object(object)
    }

    init(_ method: Method, of dependency: String, samples: SampleValues) {
        names = MethodNames(method, of: dependency)
        let base = method.name.value
        name = Naming.swift(base)
        label = Naming.label(base)
        dependencyName = dependency
        dependencyVariableName = Naming.swift(names.dependency.variable)
        dependencyVariableTitle = names.dependency.variable
        dependencyVariableLabel = Naming.label(dependencyVariableTitle)
        docLines = SwiftText.docLines(method.doc)
        selector = base + "(" + method.params.map { $0.name.value + ":" }.joined() + ")"
        parameters = method.params.enumerated().map { index, parameter in
            Parameter(
                name: Naming.swift(parameter.name.value), label: Naming.label(parameter.name.value),
                type: parameter.type.swift,
                isLast: index == method.params.count - 1, sample: samples.expression(for: parameter.type, .distinct))
        }
        hasParameters = !parameters.isEmpty
        hasSeveralParameters = parameters.count > 1
        parameterList = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        argumentNames = parameters.map(\.name).joined(separator: ", ")
        forwardedArguments = parameters.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        returnType = method.returns?.swift ?? "Void"
        returnsVoid = method.returns == nil || returnType == "Void" || returnType == "()"
        returnClause = returnsVoid ? "" : " -> \(returnType)"
        comparesResult = !returnsVoid && SwiftTypeShape(returnType).canBeEquatable
        isAsync = method.isAsync
        isThrowing = method.isThrowing
        effects = [method.isAsync ? "async" : nil, method.isThrowing ? "throws" : nil].compactMap { $0 }
            .joined(separator: " ")
        callPrefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        let effectsSuffix = effects.isEmpty ? "" : " " + effects
        signature = "func \(name)(\(parameterList))\(effectsSuffix)\(returnClause)"

        let parameterTypes = parameters.map(\.type).joined(separator: ", ")
        mock = MockMembers(
            method: method, names: names, selector: selector, parameters: parameters,
            parameterTypes: parameterTypes, returnType: returnType, effects: effectsSuffix)

        environmentKeyName = Naming.swift(names.environmentKey)
        operationType = "@MainActor @Sendable (\(parameterTypes))\(effectsSuffix) -> \(returnType)"
        callAsFunctionSignature = "func callAsFunction(\(parameterList))\(effectsSuffix)\(returnClause)"

        sampleResult = returnsVoid ? nil : samples.expression(forSpelling: returnType, .distinct)
        previewResult =
            returnsVoid
            ? nil
            : samples.at(.source).expression(forSpelling: returnType, .plain)
        let ignored = mock.ignoredArguments
        func closure(answering value: String?) -> String {
            let body = [ignored, value ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
            return body.isEmpty ? "{}" : "{ \(body) }"
        }
        stubClosure = closure(answering: sampleResult)
        previewStubClosure = closure(answering: previewResult)
        previewResultWraps = previewResult.map(LineWrapping.wraps) ?? false
        previewStubOpening = ignored.isEmpty ? "{" : "{ \(ignored)"
        // Printed in the test's `do` block, 12 columns in.
        let message = SwiftText.stringLiteral("\(names.actionType) ran without a \(dependency) in the environment")
        missingDependencyFailure = (
            message, LineWrapping.width(of: ["            Testing.Issue.record(", message, ")"]) > 120,
            LineWrapping.width(of: ["            XCTFail(", message, ")"]) > 120
        )
    }
}

/// The members of `<Dependency>Mock` for one method: `fetchItemsCallCount`, `fetchItemsResult`, ...
struct MockMembers: TemplateValueConvertible {
    var callCount: String
    /// `fetchItemsInvocations`: every call's arguments (only when the method has parameters).
    var invocations: String
    /// `fetchItemReceivedId` (one parameter) or `fetchItemReceivedArguments` (several): the last call's.
    var received: String
    /// `UUID` or `(id: UUID, name: String)`: one recorded call.
    var invocationType: String
    /// `UUID?`: the last recorded call, if any (`SwiftText.optional`).
    var receivedType: String
    /// `Item?`, `((Int) -> Item)?`: the stubbed result, if any.
    var resultType: String
    /// `id` or `(id: id, name: name)`: what a call records.
    var invocationValue: String
    var result: String
    var handler: String
    var error: String
    /// `@Sendable (UUID) async throws -> Item`.
    var handlerType: String
    /// `_ in`, `_, _ in` or empty: a handler closure that ignores its arguments.
    var ignoredArguments: String
    /// `handler(id)` with its `try await`.
    var handlerCall: String
    /// The test failure for a call no test stubbed: `unstubbedCall` + ": " + `unstubbedFix`.
    var unstubbedMessage: String { unstubbedCall + ": " + unstubbedFix }
    /// `ItemServiceMock.fetchItems() was called but not stubbed`.
    var unstubbedCall: String
    /// `set fetchItemsResult, fetchItemsHandler or fetchItemsError`.
    var unstubbedFix: String
    /// Whether a call can throw (an unstubbed non-throwing call with a result can only stop the test).
    var canThrow: Bool

    var templateValue: Value {
        .object([
            "callCount": .string(callCount), "invocations": .string(invocations), "received": .string(received),
            "invocationType": .string(invocationType), "invocationValue": .string(invocationValue),
            "receivedType": .string(receivedType), "resultType": .string(resultType),
            "result": .string(result), "handler": .string(handler), "error": .string(error),
            "handlerType": .string(handlerType), "ignoredArguments": .string(ignoredArguments),
            "handlerCall": .string(handlerCall), "unstubbedMessage": .string(unstubbedMessage),
            "unstubbedCall": .string(unstubbedCall), "unstubbedFix": .string(unstubbedFix),
            "canThrow": .bool(canThrow),
        ])
    }

    init(
        method: Method, names: MethodNames, selector: String, parameters: [MethodContext.Parameter],
        parameterTypes: String, returnType: String, effects: String
    ) {
        callCount = names.mockCallCount
        invocations = names.mockInvocations
        received = names.mockReceived
        if parameters.count == 1 {
            invocationType = parameters[0].type
            invocationValue = parameters[0].name
        } else {
            invocationType = "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            invocationValue = "(" + parameters.map { "\($0.label): \($0.name)" }.joined(separator: ", ") + ")"
        }
        receivedType = SwiftText.optional(invocationType)
        resultType = SwiftText.optional(returnType)
        result = names.mockResult
        handler = names.mockHandler
        error = names.mockError
        handlerType = "@Sendable (\(parameterTypes))\(effects) -> \(returnType)"
        ignoredArguments = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        let prefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        handlerCall = prefix + "handler(" + parameters.map(\.name).joined(separator: ", ") + ")"
        unstubbedCall = "\(names.dependency.mock).\(selector) was called but not stubbed"
        unstubbedFix = "set \(result), \(handler)" + (method.isThrowing ? " or \(error)" : "")
        canThrow = method.isThrowing
    }
}
