/// Access to the styles embedded in the binary (`BuiltinTemplates.swift`, written from Templates/ by
/// `make templates`).
public enum BuiltinStyles {
    public static var files: [String: String] { BuiltinTemplates.files }

    /// The built-in architecture styles (folders of Templates/ other than `shared`, which they include),
    /// in the order `--style all` generates them and `generate compare` reports them.
    public static let architectures = ["mvvm", "actions", "store"]
}
