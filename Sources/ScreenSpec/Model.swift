import Diagnostics

/// `models.<Name>`: a struct (with `fields`) or an enum (with `cases`).
public struct Model: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case record([Field])
        case enumeration([Located<String>])
    }

    public struct Field: Sendable, Hashable {
        public var name: Located<String>
        public var type: TypeRef
        public var defaultValue: Expression?
        public var doc: String?
        public init(name: Located<String>, type: TypeRef, defaultValue: Expression? = nil, doc: String? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.doc = doc
        }
    }

    public var name: Located<String>
    public var doc: String?
    public var kind: Kind

    public init(name: Located<String>, doc: String? = nil, kind: Kind) {
        self.name = name
        self.doc = doc
        self.kind = kind
    }
}
