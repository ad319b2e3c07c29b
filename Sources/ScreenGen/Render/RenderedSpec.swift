import Diagnostics
import Foundation
import Mustache
import ScreenSpec

/// One spec's files as `Generator.renderEach` rendered them, before they are put into each style's list: the
/// run drops the spec's model before that list is made (at 10,000 screens, both held at once were the run's
/// peak memory; docs/performance.md, twelfth round).
struct RenderedSpec {
    struct Pending {
        var prepared: [PreparedStyle]
        var screenOutputs: [[PreparedStyle.Output]]
        /// Per style, per output (by index), the items of the outputs rendered once (`renderOnce`).
        var others: [[[RenderedItem]]]
        /// The screens rendered, in screen order: the fingerprint and, per style, per screen output, the item.
        var screens: [(fingerprint: ValueFingerprint?, styles: [[RenderedItem]])]
        var specFilesFingerprint: ValueFingerprint?
    }

    /// The items still to be put into each style's list, or the lists already made (a style that reads the
    /// screen list renders them in one go); `handedOver` once `assemble()` gave them.
    private enum Stage {
        case pending(Pending)
        case assembled([Result<[GeneratedFile], DiagnosticError>])
        case handedOver
    }

    private var stage: Stage
    /// The skipped screens' fingerprints, in screen order.
    var reused: [ValueFingerprint] = []
    /// The per-spec files' fingerprint, when they were skipped.
    var reusedSpecFiles: ValueFingerprint?

    init(pending: Pending, reused: [ValueFingerprint], reusedSpecFiles: ValueFingerprint?) {
        stage = .pending(pending)
        self.reused = reused
        self.reusedSpecFiles = reusedSpecFiles
    }

    init(assembled: [Result<[GeneratedFile], DiagnosticError>]) {
        stage = .assembled(assembled)
    }

    /// The size of the largest file rendered (0 when none was), to tell whether any is over a limit before the
    /// files are assembled.
    var largestFileBytes: Int {
        func size(_ item: RenderedItem) -> Int {
            guard case .success(let file) = item else { return 0 }
            return file.staged?.size ?? file.contents.utf8.count
        }
        switch stage {
        case .pending(let pending):
            let screens = pending.screens.lazy.flatMap { $0.styles.joined() }.map(size).max() ?? 0
            let others = pending.others.lazy.joined().joined().map(size).max() ?? 0
            return max(screens, others)
        case .assembled(let assembled):
            return assembled.lazy.compactMap { try? $0.get() }.flatMap { $0 }.map(\.byteCount).max() ?? 0
        case .handedOver:
            return 0
        }
    }

    /// Per style (in `styles` order), its files in `Generator.render(context:style:)`'s order, or the errors its
    /// rendering found. Hands the rendered items over: a second call returns nothing.
    mutating func assemble() -> [Result<[GeneratedFile], DiagnosticError>] {
        guard case .pending(var pending) = stage else {
            defer { stage = .handedOver }
            if case .assembled(let files) = stage { return files }
            return []
        }
        // Held only by `pending` from here, so that letting each style's items go below frees them.
        stage = .handedOver
        var files: [Result<[GeneratedFile], DiagnosticError>] = []
        for (styleIndex, style) in pending.prepared.enumerated() {
            files.append(
                style.assemble(
                    itemCount: { outputIndex in
                        pending.screenOutputs[styleIndex].contains { $0.index == outputIndex }
                            ? pending.screens.count : pending.others[styleIndex][outputIndex].count
                    },
                    renderedItems: { outputIndex in
                        guard
                            let position = pending.screenOutputs[styleIndex].firstIndex(where: {
                                $0.index == outputIndex
                            })
                        else {
                            let screen =
                                Generator.isSpecFile(style.outputs[outputIndex]) ? pending.specFilesFingerprint : nil
                            return pending.others[styleIndex][outputIndex].map { (item: $0, screen: screen) }
                        }
                        return pending.screens.map { ($0.styles[styleIndex][position], $0.fingerprint) }
                    }))
            // Assembled: the style's rendered items are not held while the next style's list is made.
            for index in pending.screens.indices { pending.screens[index].styles[styleIndex] = [] }
            pending.others[styleIndex] = []
        }
        return files
    }
}

/// A rendered output for one item: the path and contents, or the error that stopped it.
/// `staged` is set when the bytes were staged (`StagedFile`) and `contents` dropped.
typealias RenderedItem = Result<(path: String, contents: String, staged: StagedFile?), Diagnostic>

/// A rendered output for one item as the renderer made it, before it is staged or kept (`RenderedItem`).
typealias RenderedBytes = Result<(path: String, bytes: [UInt8]), Diagnostic>
