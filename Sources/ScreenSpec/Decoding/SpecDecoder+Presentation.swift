import Diagnostics
import YAML

extension SpecDecoder {
    /// `alerts: { saveFailed: { when: errorMessage, title: …, message: $value, buttons: [...] } }`.
    mutating func decodeAlert(_ key: Located<String>, _ node: Node) -> StateAlert? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.alert), let name,
            let when = reader.identifier(fields["when"]),
            let title = reader.text(fields["title"])
        else { return nil }
        let message = reader.text(fields["message"]).map { $0 == "$value" ? StateAlert.Message.value : .text($0) }
        let buttons = reader.items(fields["buttons"], FormatLookups.alertButton).compactMap {
            node -> StateAlert.Button? in
            guard let button = reader.fields(node, SpecFormat.alertButton), let titleNode = button["title"],
                let title = reader.text(titleNode)
            else { return nil }
            return StateAlert.Button(
                title: Located(title, at: titleNode.mark), role: decodeRole(button["role"]),
                action: reader.identifier(button["action"]))
        }
        return StateAlert(name: name, when: when, title: title, message: message, buttons: buttons)
    }

    /// `confirm: { title: "Delete account?", button: Delete, role: destructive }`.
    mutating func decodeConfirmation(_ node: Node?) -> ActionConfirmation? {
        guard let node, let fields = reader.fields(node, SpecFormat.confirmation),
            let title = reader.text(fields["title"])
        else { return nil }
        return ActionConfirmation(
            title: title, message: reader.text(fields["message"]), button: reader.text(fields["button"]),
            role: decodeRole(fields["role"]), mark: node.mark)
    }

    private mutating func decodeRole(_ node: Node?) -> Located<StateAlert.Role>? {
        reader.choice(node, key: "role", allowed: FormatLookups.roles).map {
            Located(StateAlert.Role(rawValue: $0.value)!, at: $0.mark)
        }
    }
}
