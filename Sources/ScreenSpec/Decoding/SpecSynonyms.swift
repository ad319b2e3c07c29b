import Diagnostics

/// Words a new user writes for a key or choice of the spec because another tool, SwiftUI or plain
/// English calls it that (`description:` for `doc:`, `as: modal` for `as: sheet`). Edit distance cannot
/// find those (`description` is nowhere near `doc`), so an unknown word is also looked up here, and
/// suggested only where the suggestion is allowed at that place.
enum SpecSynonyms {
    static let words: [String: String] = [
        // keys
        "description": "doc", "summary": "doc", "comment": "doc", "docs": "doc", "documentation": "doc",
        "values": "cases", "enum": "cases", "options": "cases", "properties": "fields", "members": "fields",
        "guard": "skipIf", "disabledIf": "skipIf", "onSuccess": "success", "onFailure": "failure",
        "onError": "failure", "arguments": "with", "args": "with", "parameters": "params",
        "services": "dependencies", "computed": "derived",
        // presentations
        "modal": "sheet", "present": "sheet", "popover": "sheet", "cover": "fullScreen",
        "fullScreenCover": "fullScreen", "fullscreen": "fullScreen", "navigation": "push", "stack": "push",
        // triggers
        "onAppear": "appear", "task": "appear", "load": "appear", "onDisappear": "disappear", "button": "tap",
        "onTap": "tap", "click": "tap", "pullToRefresh": "refresh", "refreshable": "refresh", "onSubmit": "submit",
    ]

    /// "; did you mean 'doc'?" for a misspelling (`DidYouMean`) or a synonym allowed here, or "".
    static func clause(for word: String, among allowed: [String]) -> String {
        let clause = DidYouMean.clause(for: word, among: allowed)
        guard clause.isEmpty, let synonym = words[word], allowed.contains(synonym) else { return clause }
        return "; did you mean '\(synonym)'?"
    }
}
