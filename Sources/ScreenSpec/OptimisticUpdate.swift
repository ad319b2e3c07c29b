import Diagnostics

/// `optimistic:` — what an action shows before its call returns, put back if the call fails or is
/// cancelled (docs/spec-format.md, "Optimistic updates").
///
/// Without `in`, `set` assigns state properties: `{ set: { isFollowing: "true" } }`. With `in` and `id`,
/// `set` assigns fields of the one element of an array state property whose `id` is `id`:
/// `{ in: statuses, id: statusID, set: { isFavourited: "true" }, replaceWith: $result }`. With `remove`
/// instead of `set`, the element leaves the array while the call runs: `{ in: messages, id: messageID,
/// remove: true }`. Rolling back puts back only what the update changed (the element's fields, found
/// again by id; or the removed element, at its place), so whatever else changed while the call ran (a
/// page that loaded, another row's toggle) stays.
public struct OptimisticUpdate: Sendable, Hashable {
    /// The array state property holding the element (nil: `set` assigns state properties).
    public var collection: Reference?
    /// The element's `id`, an expression over params, input and state.
    public var id: Expression?
    /// State properties, or the element's fields, and their optimistic values; `$element` is the element.
    public var set: [Assignment]
    /// With `in`: what the element becomes when the call succeeds (usually `$result`, the server's copy).
    public var replaceWith: Expression?
    /// With `in`: the element is removed while the call runs (and `set` is empty).
    public var removes: Bool
    public var mark: Mark

    public init(
        collection: Reference? = nil, id: Expression? = nil, set: [Assignment], replaceWith: Expression? = nil,
        removes: Bool = false, mark: Mark
    ) {
        self.collection = collection
        self.id = id
        self.set = set
        self.replaceWith = replaceWith
        self.removes = removes
        self.mark = mark
    }
}

extension OptimisticUpdate {
    /// `Status` for `[Status]` or `Array<Status>`; nil for any other type (an optional array, a dictionary).
    public static func elementType(ofArray type: String) -> String? {
        switch SwiftTypeShape(type) {
        case .array(.named(let name, let arguments)) where arguments.isEmpty: return name
        case .named(let text, let arguments) where text.hasPrefix("Array<") && arguments.count == 1:
            guard case .named(let name, let inner) = arguments[0], inner.isEmpty else { return nil }
            return name
        default: return nil
        }
    }

    /// The model of the elements of `in` and its fields, when `in` names an array of a model with an `id`.
    public static func elementModel(of collection: StateProperty, in declarations: SpecDeclarations) -> (
        model: Model, fields: [Model.Field]
    )? {
        guard let name = elementType(ofArray: collection.type.swift), let model = declarations.model(named: name),
            case .record(let fields) = model.kind, fields.contains(where: { $0.name.value == "id" })
        else { return nil }
        return (model, fields)
    }
}
