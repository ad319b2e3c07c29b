import Diagnostics

extension SpecValidator {
    /// Alerts name an optional state property and actions without params; a confirmed action is one the
    /// user starts and takes no params (the dialog has nothing to pass it).
    mutating func validatePresentations(of screen: Screen, names: ScreenNames) {
        for alert in screen.alerts {
            if let property = screen.stateProperty(named: alert.when.value) {
                if !property.type.isOptional {
                    problems.report(
                        .alertNeedsOptional(
                            alert: alert.name.value, property: property.name.value, type: property.type.swift),
                        at: alert.when.mark)
                }
            } else {
                problems.report(unknown("state property", alert.when, names.state), at: alert.when.mark)
            }
            for button in alert.buttons {
                guard let reference = button.action else { continue }
                guard let action = screen.action(named: reference.value) else {
                    problems.report(unknown("action", reference, names.actions), at: reference.mark)
                    continue
                }
                if !action.params.isEmpty {
                    problems.report(
                        .presentedActionParams(action: action.name.value, by: "an alert button"), at: reference.mark)
                }
            }
        }
        for action in screen.actions {
            guard let confirm = action.confirm else { continue }
            if !action.params.isEmpty {
                problems.report(
                    .presentedActionParams(action: action.name.value, by: "a confirmation"), at: confirm.mark)
            }
            let trigger = action.changeOf != nil ? "change" : action.trigger?.value.rawValue
            if let trigger, !["tap", "submit"].contains(trigger) {
                problems.report(.confirmNeedsUserTrigger(trigger: trigger), at: confirm.mark)
            }
        }
    }
}
