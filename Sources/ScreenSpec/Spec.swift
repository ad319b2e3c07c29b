import Diagnostics

/// A decoded screen spec (one YAML file). Every name and value keeps the mark
/// it was written at, so validation and later stages can point at it.
///
/// The IR is plain data in declaration order; lookups by name are in `Spec+Lookup.swift`.
public struct Spec: Sendable, Hashable {
    /// The spec file's path as given on the command line (used in diagnostics and file headers).
    public var file: String
    public var version: Int
    public var module: Located<String>
    public var models: [Model]
    public var dependencies: [Dependency]
    public var screens: [Screen]
    /// `shared:`: stores of state several screens use (`SharedStore`).
    public var shared: [SharedStore] = []

    public init(
        file: String, version: Int, module: Located<String>, models: [Model] = [], dependencies: [Dependency] = [],
        screens: [Screen] = []
    ) {
        self.file = file
        self.version = version
        self.module = module
        self.models = models
        self.dependencies = dependencies
        self.screens = screens
    }
}

/// A value and the place it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var mark: Mark
    public init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }
}

/// A Swift type as written in the spec (`[Item]`, `String?`, `UUID`): taken as Swift source.
public struct TypeRef: Sendable, Hashable {
    public var swift: String
    public var mark: Mark
    public init(_ swift: String, at mark: Mark) {
        self.swift = swift
        self.mark = mark
    }
    /// `String?` and `Optional<String>` are optional; an optional without a default starts as nil. `(Int) ->
    /// Item?` is not, nor is `Int!` (which has always started without a value here). Only a type whose text
    /// ends in `?` or `>` is parsed.
    public var isOptional: Bool {
        let last = swift.unicodeScalars.last(where: { $0 != " " && $0 != "\t" })
        guard last == "?" || last == ">" else { return false }
        return SwiftTypeShape(swift).isOptional
    }
}

/// A Swift expression as written in the spec. It may use `$result`, `$error`, `$message`.
public struct Expression: Sendable, Hashable {
    public var source: String
    public var mark: Mark
    public init(_ source: String, at mark: Mark) {
        self.source = source
        self.mark = mark
    }
}

/// A name used to refer to something declared elsewhere (a dependency, a state property, a phase...).
public typealias Reference = Located<String>

/// `name: Type` — a method parameter, an action parameter, a screen input, a phase's associated value.
public struct Parameter: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeRef
    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}
