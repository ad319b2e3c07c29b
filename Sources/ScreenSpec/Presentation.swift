import Diagnostics

/// `alerts.<name>`: an alert a screen shows while a state property holds a value (an error message);
/// dismissing it clears that property.
public struct StateAlert: Sendable, Hashable {
    /// A button's role, as SwiftUI's `ButtonRole` names it.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case cancel, destructive
    }

    /// `{ title: Retry, action: load }`: every button dismisses the alert, then runs its action.
    public struct Button: Sendable, Hashable {
        public var title: Located<String>
        public var role: Located<Role>?
        public var action: Reference?
        public init(title: Located<String>, role: Located<Role>? = nil, action: Reference? = nil) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    /// `message: $value` shows the value of `when`; any other text is shown as written.
    public enum Message: Sendable, Hashable {
        case value
        case text(String)
    }

    public var name: Located<String>
    /// The optional state property the alert is presented for while it is not nil.
    public var when: Reference
    /// Text shown to people: it reaches Swift only as an escaped string literal.
    public var title: String
    public var message: Message?
    public var buttons: [Button]

    public init(name: Located<String>, when: Reference, title: String, message: Message? = nil, buttons: [Button] = [])
    {
        self.name = name
        self.when = when
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// `confirm: { title: "Delete account?", button: Delete, role: destructive }` on an action: performing
/// the action only asks; its behaviour runs once the user confirms, and cancelling changes nothing.
public struct ActionConfirmation: Sendable, Hashable {
    /// The question (text shown to people).
    public var title: String
    public var message: String?
    /// The confirming button's title; the action's name when not given.
    public var button: String?
    public var role: Located<StateAlert.Role>?
    public var mark: Mark

    public init(
        title: String, message: String? = nil, button: String? = nil, role: Located<StateAlert.Role>? = nil,
        mark: Mark
    ) {
        self.title = title
        self.message = message
        self.button = button
        self.role = role
        self.mark = mark
    }
}

extension Screen {
    /// Whether the screen presents anything (alerts, confirmations): then `presented` is reserved.
    public var hasPresentations: Bool { !alerts.isEmpty || actions.contains { $0.confirm != nil } }

    /// What `then: { presented: … }` may name: the alerts, then the actions that ask first.
    public var presentationNames: [String] {
        alerts.map(\.name.value) + actions.compactMap { $0.confirm == nil ? nil : $0.name.value }
    }
}
