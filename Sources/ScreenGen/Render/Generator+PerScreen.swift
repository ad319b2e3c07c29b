import Diagnostics
import Foundation
import Mustache
import ScreenSpec

extension Generator {
    /// Renders one spec in several styles, building each screen's context only while that screen's
    /// files render, on every core, and dropping it afterwards.
    ///
    /// The whole spec's context (`TemplateContext.build`) is ~60 times the spec, most of it the screens'
    /// test plans; keeping it until every file is rendered made memory grow with screens × plan size
    /// (docs/performance.md). The files, their order and the errors are those of `render(context:style:)`
    /// per style. A style whose templates mention `screens` (a custom per-spec list of every screen) gets
    /// the whole context, as before.
    ///
    /// - Returns: per style (in `styles` order), its files or the errors that style's rendering found.
    public static func renderEach(
        spec: Spec, styles: [Style], options: GenerationOptions = GenerationOptions()
    ) -> [Result<[GeneratedFile], DiagnosticError>] {
        var rendered = renderEach(spec: spec, styles: styles, options: options, reuse: nil)
        return rendered.assemble()
    }

    /// `renderEach`, fingerprinting each screen's context when `reuse` is given (its files carry the
    /// fingerprint) and skipping the screens `reuse` says are on disk as that fingerprint renders them.
    /// The files rendered once per spec, dependency, model or shared store are a function of the root
    /// context alone: they carry one fingerprint (of the root), and are skipped together in the same way.
    /// `stager` is given each file as it renders (on the core that rendered it) and may stage it
    /// (`StagedFile`): the file then keeps no bytes. Files rendered once per module are always kept.
    /// - Returns: the rendered files, put into each style's list by `RenderedSpec.assemble()` (which needs
    ///   the spec no longer), and which screens and per-spec files were skipped.
    static func renderEach(
        spec: Spec, styles: [Style], options: GenerationOptions, reuse: ScreenReuse?, stager: FileStager? = nil
    ) -> RenderedSpec {
        if styles.contains(where: readsScreenList) {
            let context = TemplateContext.build(for: spec, options: options)
            return RenderedSpec(
                assembled: styles.map { style in
                    Result { () throws(DiagnosticError) in try render(context: context, style: style) }
                })
        }
        let root = TemplateContext.rootWithoutScreens(for: spec, options: options)
        let prepared = styles.map { PreparedStyle($0, parsingOnFirstUse: reuse?.templatesParse == true) }
        let screenOutputs = prepared.map { $0.outputs.filter { $0.output.each == .screen } }
        // What every screen's fingerprint starts from: the run's salt and the root context.
        let rootHasher = reuse.flatMap { reuse -> FingerprintHasher? in
            var hasher = reuse.salt
            return hasher.add(root) ? hasher : nil
        }
        // The per-spec files' fingerprint, and whether their files are on disk as it renders them.
        let specFiles = rootHasher.map { hasher -> (fingerprint: ValueFingerprint, reused: Bool) in
            var hasher = hasher
            hasher.add("per-spec files")
            let fingerprint = hasher.finish()
            return (fingerprint, reuse!.isOnDisk(fingerprint))
        }
        // A screen whose inputs are known (`ScreenInputs`) is fingerprinted by them, and one whose files are
        // on disk as those inputs render them is not built at all; any other by its built context.
        let inputFingerprints = spec.screens.indices.map { index -> ValueFingerprint? in
            guard var hasher = rootHasher, let inputs = reuse?.inputs[index] else { return nil }
            hasher.add("screen inputs")
            hasher.add(word: inputs.high)
            hasher.add(word: inputs.low)
            return hasher.finish()
        }
        let reusable = inputFingerprints.map { fingerprint in fingerprint.map { reuse!.isOnDisk($0) } ?? false }
        // Every screen: per style, per screen output, its file or its error. The shared parts are built
        // only when some screen is.
        let samples = reusable.allSatisfy { $0 } ? nil : TemplateContext.samples(for: spec)
        let screens = mapOnEveryCore(spec.screens.count) {
            index -> (fingerprint: ValueFingerprint?, reused: Bool, styles: [[RenderedItem]]) in
            if reusable[index] {
                return (fingerprint: inputFingerprints[index], reused: true, styles: [[RenderedItem]]())
            }
            let screen = TemplateContext.screen(spec.screens[index], in: spec, samples: samples!)
            var fingerprint = inputFingerprints[index]
            if fingerprint == nil, var hasher = rootHasher, hasher.add(screen) { fingerprint = hasher.finish() }
            if let fingerprint, reuse?.isOnDisk(fingerprint) == true {
                return (fingerprint: fingerprint, reused: true, styles: [[RenderedItem]]())
            }
            let item = withItem(root, key: "screen", value: screen)
            let rendered = zip(prepared, screenOutputs).map { style, outputs in
                // A style whose partials do not compile reports that alone (`assemble`).
                guard case .success(let library) = style.library else { return [RenderedBytes]() }
                return outputs.map { $0.render(item, library: library) }
            }
            // The screen's files are hashed together, several at a time (`ContentHash.of(_:)`), then staged.
            let hashes = stager == nil ? nil : contentHashes(rendered)
            return (
                fingerprint: fingerprint, reused: false,
                styles: rendered.indices.map { styleIndex in
                    rendered[styleIndex].indices.map { position in
                        stage(
                            rendered[styleIndex][position], style: styleIndex,
                            output: screenOutputs[styleIndex][position], stager, hash: hashes?[styleIndex][position])
                    }
                }
            )
        }
        let others = renderOnce(prepared, root: root, stager: stager, skippingSpecFiles: specFiles?.reused == true)
        return RenderedSpec(
            pending: RenderedSpec.Pending(
                prepared: prepared, screenOutputs: screenOutputs, others: others,
                screens: screens.filter { !$0.reused }.map { (fingerprint: $0.fingerprint, styles: $0.styles) },
                specFilesFingerprint: specFiles?.fingerprint),
            reused: screens.filter { $0.reused }.compactMap { $0.fingerprint },
            reusedSpecFiles: specFiles?.reused == true ? specFiles?.fingerprint : nil)
    }

    /// The files rendered once per spec, module, model, dependency or shared store, on every core: per style,
    /// per output (by index; none for screen outputs and outputs that do not compile), in item order.
    /// Rendered one after another once the screens were done, they kept one core idle for ~2 % of a cold
    /// run (docs/performance.md). An output's items after one that fails are rendered too: the style then
    /// fails, and the run discards what it staged. With `skippingSpecFiles`, only the per-module outputs
    /// (`isSpecFile` is false for them).
    fileprivate static func renderOnce(
        _ prepared: [PreparedStyle], root: Value, stager: FileStager?, skippingSpecFiles: Bool
    ) -> [[[RenderedItem]]] {
        var jobs: [(style: Int, output: PreparedStyle.Output, library: TemplateLibrary, item: Value)] = []
        var counts = prepared.map { $0.outputs.map { _ in 0 } }
        for (styleIndex, style) in prepared.enumerated() {
            guard case .success(let library) = style.library else { continue }
            for output in style.outputs
            where output.output.each != .screen && !(skippingSpecFiles && isSpecFile(output)) {
                guard output.failure == nil else { continue }
                let items = items(for: output.output.each, in: root)
                counts[styleIndex][output.index] = items.count
                jobs += items.map { (styleIndex, output, library, $0) }
            }
        }
        let rendered = mapOnEveryCore(jobs.count) { [jobs] index in
            let job = jobs[index]
            return stage(
                job.output.render(job.item, library: job.library), style: job.style, output: job.output, stager,
                hash: nil)
        }
        var start = 0
        return counts.map { perOutput in
            perOutput.map { count in
                defer { start += count }
                return Array(rendered[start..<(start + count)])
            }
        }
    }

    /// Whether the output is rendered once per spec, dependency, model or shared store: a function of the root
    /// context alone, reused as one (`renderEach`).
    static func isSpecFile(_ output: PreparedStyle.Output) -> Bool {
        output.output.each != .screen && output.output.each != .module
    }

    /// `item` with its bytes staged, when `stager` stages it (not a per-module file: those are few, and the
    /// run decides which spec's copy it keeps after rendering); else with its bytes as text. `hash`: the
    /// bytes' `ContentHash`, when worked out already.
    fileprivate static func stage(
        _ item: RenderedBytes, style: Int, output: PreparedStyle.Output, _ stager: FileStager?, hash: UInt64?
    ) -> RenderedItem {
        item.flatMap { file in
            if let stager, output.output.each != .module,
                let staged = stager(style, output.output.kind, file.path, file.bytes, hash)
            {
                return staged.map { (path: file.path, contents: "", staged: $0) }
            }
            return .success((path: file.path, contents: String(decoding: file.bytes, as: UTF8.self), staged: nil))
        }
    }

    /// The `ContentHash` of every rendered file (nil for an error), worked out several files at a time.
    fileprivate static func contentHashes(_ rendered: [[RenderedBytes]]) -> [[UInt64?]] {
        let files = rendered.flatMap { $0 }.map { (try? $0.get())?.bytes }
        let hashes = ContentHash.of(files.map { $0 ?? [] })
        var next = 0
        return rendered.map { style in
            style.map { _ in
                defer { next += 1 }
                return files[next] == nil ? nil : hashes[next]
            }
        }
    }

    /// Which screens need not be rendered again (`GenerationRun+Reuse`).
    struct ScreenReuse: Sendable {
        /// Everything a screen's files depend on besides the root and screen contexts (the spec's place
        /// in the run); the root context is added to it here.
        var salt: FingerprintHasher
        /// Per screen, in spec order, the digest of its inputs (`ScreenInputs`); nil where they cannot be told.
        var inputs: [ValueFingerprint?]
        /// Whether the files a screen with this fingerprint renders are on disk as it renders them.
        var isOnDisk: @Sendable (ValueFingerprint) -> Bool
        /// The run stamp's last run rendered with these templates (the same render key) without an error, so
        /// they compile: each is compiled when first used.
        var templatesParse = false
    }

    /// Whether any of the style's templates or output paths could read the root's `screens` list.
    /// (Conservative: any tag naming `screens`, or any change of delimiters, counts.)
    static func readsScreenList(_ style: Style) -> Bool {
        style.templates.values.contains(where: tagsMentionScreens)
            || style.outputs.contains { tagsMentionScreens($0.path) }
    }

    /// By bytes: Foundation's `contains` and `range(of:)` over every template were a thirtieth of a
    /// one-screen change.
    private static func tagsMentionScreens(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let open = UInt8(ascii: "{")
            let close = UInt8(ascii: "}")
            guard contains(bytes, 0..<bytes.count, "screens") else { return false }
            if contains(bytes, 0..<bytes.count, "{{=") { return true }
            var index = 0
            while index + 1 < bytes.count {
                guard bytes[index] == open, bytes[index + 1] == open else {
                    index += 1
                    continue
                }
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
                if end + 1 >= bytes.count { return true }
                // A comment (`{{! … }}`) reads nothing: a template may say "screens" in one.
                let isComment = index + 2 < end && bytes[index + 2] == UInt8(ascii: "!")
                if !isComment && contains(bytes, (index + 2)..<end, "screens") { return true }
                index = end + 2
            }
            return false
        }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String) -> Bool {
        let word = Array(text.utf8)
        guard range.count >= word.count else { return false }
        for start in range.lowerBound...(range.upperBound - word.count) where bytes[start] == word[0] {
            if (1..<word.count).allSatisfy({ bytes[start + $0] == word[$0] }) { return true }
        }
        return false
    }

    static func withItem(_ root: Value, key: String, value: Value) -> Value {
        guard case .object(var object) = root else { return root }
        object[key] = value
        return .object(object)
    }
}
