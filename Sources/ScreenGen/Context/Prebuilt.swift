import Mustache

/// A context part whose template value is built once, when the part is, and then shared.
///
/// Many screens show the same dependency; converting each copy again was a large part of building a
/// screen's context. A class: a screen takes its copy with one retain, not one per string of the
/// part (a method context has dozens). (No dynamic member lookup: reading through a key path cost
/// more than it saved.)
final class Prebuilt<Part: TemplateValueConvertible>: TemplateValueConvertible {
    let part: Part
    let templateValue: Value

    init(_ part: Part) {
        self.part = part
        templateValue = part.templateValue
    }
}

// Immutable, so it may cross threads when its part may.
extension Prebuilt: @unchecked Sendable where Part: Sendable {}
