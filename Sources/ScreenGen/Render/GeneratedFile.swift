import Mustache

/// One rendered file, not yet written.
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the root for its kind (the module's source folder, the test folder, the scaffold folder).
    public var path: String
    public var contents: String
    public var kind: FileKind
    /// The style and template that rendered it (`mvvm/ViewModel.swift.mustache`), for messages and metrics.
    public var origin: String
    /// Rendered by an `each: module` output: one copy per module, however many specs share it.
    public var isPerModule: Bool
    /// For a file of a screen output, when the run asked for them: the fingerprint of what the screen's
    /// files were rendered from (`Generator.ScreenReuse`).
    public var screen: ValueFingerprint?
    /// Set when the run compared and staged the bytes as they rendered (`StagedFile`); `contents` is then
    /// empty.
    var staged: StagedFile?
    /// The size of the bytes, held or staged.
    var byteCount: Int { staged?.size ?? contents.utf8.count }

    public init(
        path: String, contents: String, kind: FileKind, origin: String, isPerModule: Bool = false,
        screen: ValueFingerprint? = nil
    ) {
        self.init(
            path: path, contents: contents, kind: kind, origin: origin, isPerModule: isPerModule, screen: screen,
            staged: nil)
    }

    init(
        path: String, contents: String, kind: FileKind, origin: String, isPerModule: Bool, screen: ValueFingerprint?,
        staged: StagedFile?
    ) {
        self.staged = staged
        self.screen = screen
        self.path = path
        self.contents = contents
        self.kind = kind
        self.origin = origin
        self.isPerModule = isPerModule
    }
}
