/// When generated code puts a call's arguments on a line of their own, so that it stays within the
/// 120 columns of the repository's `.swift-format` (checked on every spec by `GeneratedFormatTests`).
///
/// Templates cannot measure text, so the context decides: arguments longer than `inlineLimit` go on the
/// next line. The limit leaves room for what precedes them on the line in the built-in templates
/// (indentation, `let screen = `, a type name of up to about 35 characters).
enum LineWrapping {
    static let inlineLimit = 60

    static func wraps(_ arguments: String) -> Bool { arguments.count > inlineLimit }
}
