extension SpecFormat {
    public static let optimisticUpdate = ObjectDescription(
        name: "OptimisticUpdate", noun: "an optimistic update",
        doc:
            "Effects applied before the call and rolled back (only what they changed) when it fails or is cancelled.",
        keys: [
            KeyDescription(
                "set", .names(.expression),
                doc:
                    "`property: expr` assignments; with `in`, `field: expr` assignments to the element, which `$element` reads. Required unless `remove: true`."
            ),
            KeyDescription(
                "in", .identifier,
                doc: "An array state property of a model with an `id`: `set` changes the one element whose id is `id`."),
            KeyDescription("id", .expression, doc: "With `in`: the id of the element to change (`statusID`)."),
            KeyDescription(
                "replaceWith", .expression,
                doc:
                    "With `in`: what the element becomes when the call succeeds, usually `$result` (the server's copy)."
            ),
            KeyDescription(
                "remove", .flag,
                doc:
                    "With `in`, instead of `set`: `true` removes the element while the call runs; a failure or cancellation puts it back where it was."
            ),
        ])
}
