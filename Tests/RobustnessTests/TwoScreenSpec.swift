/// `Shop.yaml` with two screens of one counter each: the spec of the tests that need screens to render
/// and nothing more. The first screen's mark is line 4, column 3; its `doc:`, when given, makes its
/// files as large as the test needs.
enum TwoScreenSpec {
    static func yaml(_ first: String, _ second: String, firstDoc: String? = nil) -> String {
        let doc = firstDoc.map { "    doc: \"\($0)\"\n" } ?? ""
        return """
            screenspec: 1
            module: Shop
            screens:
              \(first):
            \(doc)    state:
                  count: { type: Int, default: "0" }
              \(second):
                state:
                  count: { type: Int, default: "0" }

            """
    }
}
