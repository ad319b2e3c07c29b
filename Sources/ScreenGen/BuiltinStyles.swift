/// Access to the styles embedded in the binary (`BuiltinTemplates.swift`, written from Templates/ by
/// `make templates`).
public enum BuiltinStyles {
    public static var files: [String: String] { BuiltinTemplates.files }
}
