extension SpecFormat {
    /// One call of a multi-step action (`steps:`).
    public static let step = ObjectDescription(
        name: "Step", noun: "a step",
        doc: "One call of a multi-step action: the action stops at the first step that fails.",
        keys: [
            KeyDescription("call", .memberPath, required: true, doc: "The service call: `Dependency.method`."),
            KeyDescription(
                "with", .names(.expression),
                doc:
                    "Explicit call arguments: `param: expr`; `$name` reads the result of an earlier step. Others are taken from the action's params and the screen's input of the same name."
            ),
            KeyDescription(
                "as", .identifier,
                doc:
                    "The name later steps and the action's `success` read this step's result by: `as: transcript` is `$transcript`."
            ),
            KeyDescription(
                "failure", effects,
                doc:
                    "What the action does when this step throws, instead of the action's `failure`; the later steps do not run."
            ),
        ])
}
