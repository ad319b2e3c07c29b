import Diagnostics
import Foundation
import ScreenSpec

/// A bound on the size of one generated file, reported at the spec item the file is generated for.
///
/// What a spec can make the generator write is bounded by its input (the file, plus at most 1 MiB that
/// YAML aliases add: `YAMLLimits`), and rendering is linear in it (docs/performance.md); this bound says
/// so in a located error instead of writing a file no compiler or person would read.
enum OutputSizeLimit {
    /// The error for the first of `files` (rendered from `spec`) larger than `limit` bytes, or nil.
    static func check(_ files: [GeneratedFile], of spec: Spec, limit: Int) -> Diagnostic? {
        guard let large = files.first(where: { $0.byteCount > limit }) else { return nil }
        let (what, mark) = item(generating: large.path, in: spec)
        return .error(
            "\(what) generates \(large.byteCount) bytes into \(large.path) (\(large.origin)), "
                + "more than the limit of \(limit) bytes per file",
            file: spec.file, at: mark,
            hint: "long texts (docs, defaults, expressions) repeated in every file they belong to add up")
    }

    /// The screen, model or dependency whose name the file's name starts with (the longest such name:
    /// generated files are named after their item, `ItemListViewModel.swift`, `ItemServiceMock.swift`),
    /// or the spec's module.
    private static func item(generating path: String, in spec: Spec) -> (String, Mark) {
        let name = (path as NSString).lastPathComponent
        let candidates =
            spec.screens.map { ("screen '\($0.name.value)'", $0.name) }
            + spec.models.map { ("model '\($0.name.value)'", $0.name) }
            + spec.dependencies.map { ("dependency '\($0.name.value)'", $0.name) }
        let best = candidates.filter { name.hasPrefix($0.1.value) }.max { $0.1.value.count < $1.1.value.count }
        return best.map { ($0.0, $0.1.mark) } ?? ("module '\(spec.module.value)'", spec.module.mark)
    }
}
