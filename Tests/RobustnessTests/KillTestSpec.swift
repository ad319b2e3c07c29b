/// A spec big enough that writing its output takes a noticeable part of a run, in two versions
/// whose outputs differ in every way the writer handles: updated, created and removed files.
enum KillTestSpec {
    /// Screens `first..<first+count`, each with state, an action and a scenario.
    static func text(screens range: Range<Int>) -> String {
        var text = """
            screenspec: 1
            module: KillTest
            models:
              Item:
                fields:
                  id: UUID
                  name: String
            screens:

            """
        for index in range {
            text += """
                  Screen\(index):
                    doc: Screen number \(index).
                    state:
                      count: { type: Int, default: "\(index)" }
                      items: { type: "[Item]", default: "[]" }
                    actions:
                      increment: { trigger: tap, set: { count: "count + 1" } }
                    scenarios:
                      - name: counts up
                        when: increment
                        then: { count: "\(index + 1)" }

                """
        }
        return text
    }

    /// The old version: screens 0..<count, internal access.
    static let old = (text: text(screens: 0..<25), arguments: ["--access", "internal"])
    /// The new version: screen 0 gone, screen 25 new, and public access changes every other file.
    static let new = (text: text(screens: 1..<26), arguments: ["--access", "public"])
}
