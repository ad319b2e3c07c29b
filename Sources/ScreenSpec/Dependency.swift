import Diagnostics

/// `dependencies.<Name>`: a service the screens call; becomes a protocol.
public struct Dependency: Sendable, Hashable {
    public var name: Located<String>
    public var doc: String?
    public var methods: [Method]

    public init(name: Located<String>, doc: String? = nil, methods: [Method]) {
        self.name = name
        self.doc = doc
        self.methods = methods
    }
}

/// One requirement of a dependency protocol. `async throws` unless the spec says otherwise.
public struct Method: Sendable, Hashable {
    public var name: Located<String>
    public var doc: String?
    public var params: [Parameter]
    /// nil means `Void`.
    public var returns: TypeRef?
    public var isAsync: Bool
    public var isThrowing: Bool
    /// `action: LoadItems` overrides the Actions-style type name (`LoadItemsAction`, `\.loadItems`).
    public var actionName: Located<String>?

    public init(
        name: Located<String>, doc: String? = nil, params: [Parameter] = [], returns: TypeRef? = nil,
        isAsync: Bool = true, isThrowing: Bool = true, actionName: Located<String>? = nil
    ) {
        self.name = name
        self.doc = doc
        self.params = params
        self.returns = returns
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.actionName = actionName
    }
}
