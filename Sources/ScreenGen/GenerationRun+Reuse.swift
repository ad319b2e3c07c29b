import Mustache
import ScreenSpec

/// Per-screen reuse: a run whose specs changed renders again only the screens whose files could change.
///
/// A screen's files are a function of the templates and options (the stamp's `renderKey`), the root
/// context, the screen's context and where the spec's files go (its path, module, and whether modules get
/// folders of their own). The fingerprint of a screen hashes all of these but the `renderKey` (checked
/// whole). The screen's context is stood for by the digest of what it is built from (`ScreenInputs`: its
/// declaration, the spec's other declarations, the screens it opens), so an unchanged screen's context is
/// never built; where that digest cannot be taken, by the built context itself. The stamp records each
/// screen's fingerprint with its files; a screen with a recorded fingerprint whose files all still have
/// their recorded `lstat` is not rendered, and its files are neither read nor written
/// (`IncrementalWriter.plan(_:reused:…)`).
///
/// The files rendered once per spec, dependency, model or shared store depend on the root context alone
/// besides those: they are recorded together under one fingerprint (the salt and the root context), and
/// skipped together in the same way (`Generator.renderEach`). Files rendered once per module are always
/// rendered. What the stamp lets a run skip is read under the output lock (`GenerationRun.prepare`), so
/// another run cannot write these files between the check and the write.
extension GenerationRun {
    /// `inputs`: each screen's input digest (`ScreenInputs`), nil when the spec's text was not at hand.
    static func screenReuse(
        _ reuse: RunStamp.Reuse, spec: Spec, inputs: [ValueFingerprint?]?, at index: Int, perModule: Bool
    ) -> Generator.ScreenReuse {
        var salt = FingerprintHasher()
        salt.add("screengen-screen 1")
        salt.add(word: UInt64(index))
        salt.add(spec.file)
        salt.add(spec.module.value)
        salt.add(word: perModule ? 1 : 0)
        let onDisk = reuse.screens
        // Screens are told apart by their inputs before any context is built (`ScreenInputs`).
        return Generator.ScreenReuse(
            salt: salt, inputs: inputs ?? Array(repeating: nil, count: spec.screens.count),
            isOnDisk: { onDisk[$0] != nil }, templatesParse: reuse.templatesParse)
    }
}
