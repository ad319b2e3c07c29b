import Mustache
import ScreenSpec

/// `alerts.<name>`: what a view scaffold needs to present it, and the member that dismisses it.
///
/// Titles, messages and button titles are spec text: they reach Swift only as `SwiftText.stringLiteral`.
struct AlertContext: TemplateValueConvertible {
    struct Button: TemplateValueConvertible {
        /// `"Retry"`: an escaped string literal.
        var titleLiteral: String
        /// `.cancel`, `.destructive`, or nil.
        var role: String?
        /// `save()`: the action the button runs, or nil.
        var actionInvocation: String?
        var actionIsAsync: Bool

        var templateValue: Value {
            .object([
                "titleLiteral": .string(titleLiteral), "role": role.templateValue,
                "actionInvocation": actionInvocation.templateValue, "actionIsAsync": .bool(actionIsAsync),
            ])
        }
    }

    /// The alert's name as written (`saveFailed`).
    var title: String
    var titleLiteral: String
    /// `errorMessage`: the optional state property it is presented for.
    var when: String
    /// `dismissSaveFailedAlert`: sets `when` to nil.
    var dismissName: String
    /// `value` when the message shows the presented value, `_` otherwise (the closures' parameter).
    var messageParameter: String
    /// `Text(value)`, `Text("…")`, or nil without a message.
    var messageView: String?
    var buttons: [Button]
    /// `previewSaveFailedAlert`: a preview with the alert presented.
    var previewName: String
    /// A value of `when` a preview starts with (app code: no fixtures).
    var previewValue: String
    /// `"Alert failed"`: the `#Preview`'s name.
    var previewTitleLiteral: String

    init(_ alert: StateAlert, in screen: Screen, samples: SampleValues) {
        let name = alert.name.value
        title = name
        titleLiteral = SwiftText.stringLiteral(alert.title)
        when = Naming.swift(alert.when.value)
        dismissName = Naming.swift(PresentationNames.dismissAlert(name))
        let type = screen.stateProperty(named: alert.when.value)?.type
        switch alert.message {
        case nil:
            messageView = nil
        case .value?:
            let wrapped = type.map { String($0.swift.dropLast()) }
            messageView = wrapped == "String" ? "Text(value)" : "Text(verbatim: String(describing: value))"
        case .text(let text)?:
            messageView = "Text(\(SwiftText.stringLiteral(text)))"
        }
        messageParameter = alert.message == .value ? "value" : "_"
        // SwiftUI shows an OK button for an alert without actions; it is written out so that every alert
        // reads the same.
        let written =
            alert.buttons.isEmpty ? [StateAlert.Button(title: Located("OK", at: alert.name.mark))] : alert.buttons
        buttons = written.map { button in
            let action = button.action.flatMap { screen.action(named: $0.value) }
            return Button(
                titleLiteral: SwiftText.stringLiteral(button.title.value),
                role: button.role.map { "." + $0.value.rawValue },
                actionInvocation: action.map { Naming.swift($0.name.value) + "()" },
                actionIsAsync: action.map { $0.confirm == nil && $0.call != nil } ?? false)
        }
        previewName = "preview" + NameSpelling.upperCamel(name) + "Alert"
        previewTitleLiteral = SwiftText.stringLiteral("Alert " + name)
        previewValue =
            type.map { samples.at(.source).expression(forSpelling: String($0.swift.dropLast()), .distinct) } ?? "nil"
    }

    var templateValue: Value {
        .object([
            "title": .string(title), "titleLiteral": .string(titleLiteral), "when": .string(when),
            "dismissName": .string(dismissName), "messageParameter": .string(messageParameter),
            "messageView": messageView.templateValue, "buttons": buttons.templateValue,
            "previewName": .string(previewName), "previewValue": .string(previewValue),
            "previewTitleLiteral": .string(previewTitleLiteral),
        ])
    }
}

/// `confirm:` on an action: the flag that presents the dialog, and the members that answer it.
struct ConfirmationContext: TemplateValueConvertible {
    /// `isConfirmingDeleteAccount`.
    var flag: String
    /// `func deleteAccount()`: asking (the action's own name; its behaviour moves to `confirmName`).
    var requestSignature: String
    /// `confirmDeleteAccount`, `cancelDeleteAccount`.
    var confirmName: String
    var cancelName: String
    /// Whether `confirmName` is async (the action calls a service).
    var isAsync: Bool
    var titleLiteral: String
    var messageLiteral: String?
    var buttonLiteral: String
    /// `.destructive`, `.cancel`, or nil.
    var role: String?
    /// `previewConfirmingDeleteAccount`: a preview with the dialog presented; `"Confirming deleteAccount"`.
    var previewName: String
    var previewTitleLiteral: String

    init(_ confirm: ActionConfirmation, of action: Action) {
        let name = action.name.value
        flag = Naming.swift(PresentationNames.confirmingFlag(name))
        requestSignature = "func \(Naming.swift(name))()"
        confirmName = Naming.swift(PresentationNames.confirm(name))
        cancelName = Naming.swift(PresentationNames.cancel(name))
        isAsync = action.call != nil
        titleLiteral = SwiftText.stringLiteral(confirm.title)
        messageLiteral = confirm.message.map(SwiftText.stringLiteral)
        buttonLiteral = SwiftText.stringLiteral(confirm.button ?? name)
        role = confirm.role.map { "." + $0.value.rawValue }
        previewName = "previewConfirming" + NameSpelling.upperCamel(name)
        previewTitleLiteral = SwiftText.stringLiteral("Confirming " + name)
    }

    var templateValue: Value {
        .object([
            "flag": .string(flag), "requestSignature": .string(requestSignature),
            "confirmName": .string(confirmName), "cancelName": .string(cancelName), "isAsync": .bool(isAsync),
            "titleLiteral": .string(titleLiteral), "messageLiteral": messageLiteral.templateValue,
            "buttonLiteral": .string(buttonLiteral), "role": role.templateValue, "previewName": .string(previewName),
            "previewTitleLiteral": .string(previewTitleLiteral),
        ])
    }
}

/// An expression read by a view scaffold (`.disabled(…)`), in pieces: a template puts the variable its
/// view reads the screen through (`viewModel.`, `store.`) before each name of the screen, or for the Actions
/// style the prefix each name has there (`state.`, a shared store's member, nothing for a derived value the
/// screen computes), so the context names no style's variable.
struct ViewExpression: TemplateValueConvertible {
    struct Segment: TemplateValueConvertible {
        var text: String
        /// A name of the screen (state, derived, input, shared; spelt as Swift: a keyword in backticks), which
        /// mvvm and store views read through their view model or store (shared properties are forwarded).
        var readsScreen: Bool
        /// Where the Actions view reads it (`ScreenNames.actionsPrefix`): `state.`, `prefs.` or empty.
        var actionsPrefix: String

        var templateValue: Value {
            .object([
                "text": .string(text), "readsScreen": .bool(readsScreen), "actionsPrefix": .string(actionsPrefix),
                // The key templates written before `readsScreen` test (a name read through `state.`).
                "isStateName": .bool(actionsPrefix == "state."),
            ])
        }
    }

    var segments: [Segment]

    init(_ source: String, names: ScreenNames) {
        let scan = SwiftExpressionScanner.Scan(SpecExpression.resolvingPlaceholders(source))
        segments = scan.segments {
            $0.kind == .use
                && (names.stateAndDerived.contains($0.name) || names.sharedMembers[$0.name] != nil
                    || names.readingShared.contains($0.name))
        }.map { piece in
            guard piece.isToken else { return Segment(text: piece.text, readsScreen: false, actionsPrefix: "") }
            return Segment(
                text: Naming.swift(piece.text), readsScreen: true, actionsPrefix: names.actionsPrefix(piece.text))
        }
    }

    var templateValue: Value { .object(["segments": segments.templateValue]) }
}
