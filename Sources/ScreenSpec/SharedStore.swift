import Diagnostics

/// `shared.<Name>`: state that several screens read and change (the list of scrums the list shows and
/// the detail edits). A screen that lists the store in its `shared:` addresses the store's properties
/// by their bare names, as its own state; every style keeps one instance of the store for them all.
public struct SharedStore: Sendable, Hashable {
    public var name: Located<String>
    public var doc: String?
    public var state: [StateProperty]

    public init(name: Located<String>, doc: String? = nil, state: [StateProperty] = []) {
        self.name = name
        self.doc = doc
        self.state = state
    }
}
