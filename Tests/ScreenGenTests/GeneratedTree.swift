import Foundation

/// Every file under `root` by relative path, without the stamps and locks (they name absolute paths, inodes and
/// times, which differ between two folders by design).
func generatedTree(_ root: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return files }
    while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        let path = root.appendingPathComponent(relative).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            !name.hasPrefix(".screengen-stamp-"), name != ".screengen-lock"
        else { continue }
        files[relative] = FileManager.default.contents(atPath: path)
    }
    return files
}

/// Writes a style of one source file per screen into `styles/<name>`: `path` is its output path (a template),
/// `template` the file's template.
func writeScreenStyle(_ name: String, in styles: URL, path: String, template: String) throws {
    let style = styles.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: style, withIntermediateDirectories: true)
    try """
    outputs:
      - template: Screen.swift.mustache
        path: "\(path)"
        each: screen
        kind: source

    """.write(to: style.appendingPathComponent("style.yaml"), atomically: true, encoding: .utf8)
    try template.write(to: style.appendingPathComponent("Screen.swift.mustache"), atomically: true, encoding: .utf8)
}
