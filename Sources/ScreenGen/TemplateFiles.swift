import Diagnostics

/// Every file of every style as `style/file` -> text: the built-in ones, with a `--templates`
/// folder's styles added or replacing them (for `generate templates list|cat`).
public enum TemplateFiles {
    public static func all(extraDirectory: String? = nil) throws(DiagnosticError) -> [String: String] {
        var folders = StyleCatalog.builtinFolders()
        if let extraDirectory {
            for (name, folder) in try StyleCatalog.userFolders(in: extraDirectory) { folders[name] = folder }
        }
        var files: [String: String] = [:]
        for (style, folder) in folders {
            for (file, text) in folder.files { files["\(style)/\(file)"] = text }
        }
        return files
    }
}
