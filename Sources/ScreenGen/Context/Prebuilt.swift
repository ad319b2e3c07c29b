import Mustache

/// A context part whose template value is built once, when the part is, and then shared.
///
/// Many screens show the same dependency, and a screen's tests repeat the same steps; converting each
/// copy again was a large part of building a screen's context. Reading a member (`part.name`) reads
/// the part's own.
@dynamicMemberLookup
struct Prebuilt<Part: TemplateValueConvertible>: TemplateValueConvertible {
    let part: Part
    let templateValue: Value

    init(_ part: Part) {
        self.part = part
        templateValue = part.templateValue
    }

    subscript<Member>(dynamicMember member: KeyPath<Part, Member>) -> Member { part[keyPath: member] }
}

extension Prebuilt: Sendable where Part: Sendable {}
