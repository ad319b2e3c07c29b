import Mustache

/// A context part whose template value is built once, when the part is, and then shared.
///
/// Many screens show the same dependency; converting each copy again was a large part of building a
/// screen's context. (No dynamic member lookup: reading through a key path cost more than it saved.)
struct Prebuilt<Part: TemplateValueConvertible>: TemplateValueConvertible {
    let part: Part
    let templateValue: Value

    init(_ part: Part) {
        self.part = part
        templateValue = part.templateValue
    }
}

extension Prebuilt: Sendable where Part: Sendable {}
