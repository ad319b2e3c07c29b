/// Access to the styles embedded in the binary (see Plugins/EmbedTemplates).
public enum BuiltinStyles {
    public static var files: [String: String] { BuiltinTemplates.files }
}
