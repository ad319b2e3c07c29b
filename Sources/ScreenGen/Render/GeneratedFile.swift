/// One rendered file, not yet written.
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the root for its kind (the module's source folder, the test folder, the scaffold folder).
    public var path: String
    public var contents: String
    public var kind: FileKind
    /// The style and template that rendered it (`mvvm/ViewModel.swift.mustache`), for messages and metrics.
    public var origin: String

    public init(path: String, contents: String, kind: FileKind, origin: String) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.origin = origin
    }
}
