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
    /// `variableName` as written, never escaped: for text (messages name the environment key).
    var variableTitle: String
    /// `ItemServiceMock`.
    var mockName: String
    /// `itemService: any ItemService` (a view model's init parameter).
    var parameter: String
    var methods: [MethodContext]

    var templateValue: Value {
        .object([
            "name": .string(name), "docLines": docLines.templateValue, "variableName": .string(variableName),
            "variableLabel": .string(variableLabel), "variableTitle": .string(variableTitle),
            "mockName": .string(mockName), "parameter": .string(parameter), "methods": methods.templateValue,
        ])
    }

    init(_ dependency: Dependency, samples: SampleValues) {
        name = Naming.swift(dependency.name.value)
        docLines = Naming.docLines(dependency.doc)
        variableName = Naming.swift(Naming.lowerCamel(dependency.name.value))
        variableLabel = Naming.label(Naming.lowerCamel(dependency.name.value))
        variableTitle = Naming.lowerCamel(dependency.name.value)
        mockName = dependency.name.value + "Mock"
        parameter = "\(variableName): any \(name)"
        let mockName = self.mockName
        let variableName = self.variableName
        methods = dependency.methods.map {
            MethodContext($0, mockName: mockName, dependencyVariable: variableName, samples: samples)
        }
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

    /// `FetchItemsAction` (or the spec's `action:` name + `Action`).
    var actionTypeName: String
    /// `fetchItems`: the `EnvironmentValues` property holding the action.
    var environmentKeyName: String
    /// `environmentKeyName` as written, never escaped: for names built from it (`test_fetchItems_…`).
    var environmentKeyTitle: String
    /// `@MainActor (UUID) async throws -> Item`: the action's stored operation.
    var operationType: String
    /// `func callAsFunction(id: UUID) async throws -> Item`.
    var callAsFunctionSignature: String

    /// A value of the return type for stubs that must return something (`.distinct` sample), or nil for Void.
    var sampleResult: String?
    /// The same for app code (previews): built with `init`, no fixtures.
    var previewResult: String?

    var templateValue: Value {
        .object([
            "name": .string(name), "label": .string(label), "dependencyName": .string(dependencyName),
            "dependencyVariableName": .string(dependencyVariableName),
            "dependencyVariableLabel": .string(dependencyVariableLabel),
            "dependencyVariableTitle": .string(dependencyVariableTitle), "docLines": docLines.templateValue,
            "selector": .string(selector), "parameters": parameters.templateValue,
            "hasParameters": .bool(hasParameters), "hasSeveralParameters": .bool(hasSeveralParameters),
            "parameterList": .string(parameterList), "argumentNames": .string(argumentNames),
            "forwardedArguments": .string(forwardedArguments), "returnType": .string(returnType),
            "returnsVoid": .bool(returnsVoid), "returnClause": .string(returnClause), "isAsync": .bool(isAsync),
            "isThrowing": .bool(isThrowing), "effects": .string(effects), "callPrefix": .string(callPrefix),
            "signature": .string(signature), "mock": mock.templateValue, "actionTypeName": .string(actionTypeName),
            "environmentKeyName": .string(environmentKeyName), "environmentKeyTitle": .string(environmentKeyTitle),
            "operationType": .string(operationType), "callAsFunctionSignature": .string(callAsFunctionSignature),
            "sampleResult": sampleResult.templateValue, "previewResult": previewResult.templateValue,
        ])
    }

    init(_ method: Method, mockName: String, dependencyVariable: String, samples: SampleValues) {
        let base = method.name.value
        name = Naming.swift(base)
        label = Naming.label(base)
        dependencyName = String(mockName.dropLast("Mock".count))
        dependencyVariableName = dependencyVariable
        dependencyVariableTitle = Naming.lowerCamel(dependencyName)
        dependencyVariableLabel = Naming.label(dependencyVariableTitle)
        docLines = Naming.docLines(method.doc)
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
        isAsync = method.isAsync
        isThrowing = method.isThrowing
        effects = [method.isAsync ? "async" : nil, method.isThrowing ? "throws" : nil].compactMap { $0 }
            .joined(separator: " ")
        callPrefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        let effectsSuffix = effects.isEmpty ? "" : " " + effects
        signature = "func \(name)(\(parameterList))\(effectsSuffix)\(returnClause)"

        let parameterTypes = parameters.map(\.type).joined(separator: ", ")
        mock = MockMembers(
            method: method, mockName: mockName, selector: selector, parameters: parameters,
            parameterTypes: parameterTypes, returnType: returnType, effects: effectsSuffix)

        let actionBase = method.actionName?.value ?? Naming.upperCamel(base)
        actionTypeName = actionBase + "Action"
        environmentKeyName = Naming.swift(Naming.lowerCamel(actionBase))
        environmentKeyTitle = Naming.lowerCamel(actionBase)
        operationType = "@MainActor (\(parameterTypes))\(effectsSuffix) -> \(returnType)"
        callAsFunctionSignature = "func callAsFunction(\(parameterList))\(effectsSuffix)\(returnClause)"

        sampleResult = returnsVoid ? nil : samples.expression(forSpelling: returnType, .distinct)
        previewResult =
            returnsVoid
            ? nil
            : samples.at(.source).expression(forSpelling: returnType, .plain)
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
    /// The test failure for a call no test stubbed.
    var unstubbedMessage: String
    /// Whether a call can throw (an unstubbed non-throwing call with a result can only stop the test).
    var canThrow: Bool

    var templateValue: Value {
        .object([
            "callCount": .string(callCount), "invocations": .string(invocations), "received": .string(received),
            "invocationType": .string(invocationType), "invocationValue": .string(invocationValue),
            "result": .string(result), "handler": .string(handler), "error": .string(error),
            "handlerType": .string(handlerType), "ignoredArguments": .string(ignoredArguments),
            "handlerCall": .string(handlerCall), "unstubbedMessage": .string(unstubbedMessage),
            "canThrow": .bool(canThrow),
        ])
    }

    init(
        method: Method, mockName: String, selector: String, parameters: [MethodContext.Parameter],
        parameterTypes: String, returnType: String, effects: String
    ) {
        let base = method.name.value
        callCount = base + "CallCount"
        invocations = base + "Invocations"
        if parameters.count == 1, let only = method.params.first {
            received = base + "Received" + Naming.upperCamel(only.name.value)
            invocationType = parameters[0].type
            invocationValue = parameters[0].name
        } else {
            received = base + "ReceivedArguments"
            invocationType = "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            invocationValue = "(" + parameters.map { "\($0.label): \($0.name)" }.joined(separator: ", ") + ")"
        }
        result = base + "Result"
        handler = base + "Handler"
        error = base + "Error"
        handlerType = "@Sendable (\(parameterTypes))\(effects) -> \(returnType)"
        ignoredArguments = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        let prefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        handlerCall = prefix + "handler(" + parameters.map(\.name).joined(separator: ", ") + ")"
        unstubbedMessage =
            "\(mockName).\(selector) was called but not stubbed: set \(result), \(handler)"
            + (method.isThrowing ? " or \(error)" : "")
        canThrow = method.isThrowing
    }
}
