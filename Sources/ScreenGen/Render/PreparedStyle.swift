import Diagnostics
import Foundation
import Mustache
import ScreenSpec

/// A style's outputs with their templates compiled once, and its partials.
struct PreparedStyle: Sendable {
    struct Output: Sendable {
        var index: Int
        var output: StyleOutput
        /// The compiled templates, or the error compiling them; compiled when first rendered where they are known
        /// to compile (`Generator.ScreenReuse.templatesParse`).
        var templates: OnFirstUse<Result<(contents: Template, path: Template), Diagnostic>>
        /// The error compiling the templates (reported once, as `render(context:style:)` does); nil when they
        /// compiled or are known to.
        var failure: Diagnostic?

        func render(_ item: Value, library: TemplateLibrary) -> RenderedBytes {
            Result { () throws(Diagnostic) in
                let (contents, path) = try templates.value.get()
                return (
                    try path.render(item, library: library, options: .generator),
                    try contents.renderUTF8(item, library: library, options: .generator)
                )
            }
        }
    }

    var style: Style
    var library: Result<TemplateLibrary, DiagnosticError>
    var outputs: [Output]

    /// `parsingOnFirstUse`: the templates are known to compile, and only those a run renders are parsed (a
    /// one-screen change renders few of them; compiling all was a twelfth of its time).
    init(_ style: Style, parsingOnFirstUse: Bool) {
        self.style = style
        library =
            parsingOnFirstUse
            ? .success(Generator.partialsParsedOnFirstUse(of: style))
            : Result { () throws(DiagnosticError) in try Generator.partials(of: style) }
        outputs = style.outputs.enumerated().map { index, output in
            let origin = "\(output.style)/\(output.template)"
            let source = style.templates[output.template] ?? ""
            let compile = { @Sendable () -> Result<(contents: Template, path: Template), Diagnostic> in
                Result { () throws(Diagnostic) in
                    (
                        try Template(source, name: origin),
                        try Template(output.path, name: "\(output.style)/style.yaml (path)")
                    )
                }
            }
            let templates = parsingOnFirstUse ? OnFirstUse(compile) : OnFirstUse(made: compile())
            var failure: Diagnostic?
            if !parsingOnFirstUse, case .failure(let error) = templates.value { failure = error }
            return Output(index: index, output: output, templates: templates, failure: failure)
        }
    }

    /// The style's files in `render(context:style:)`'s order, with its duplicate checks and errors.
    /// `renderedItems` gives an output's rendered items (by output index), in item (screen) order.
    /// `itemCount` tells how many items an output has, so that the list is made at its final size (grown by
    /// doubling, the three styles' lists were a fifth of the peak memory at 10,000 screens).
    func assemble(
        itemCount: (Int) -> Int, renderedItems: (Int) -> [(item: RenderedItem, screen: ValueFingerprint?)]
    ) -> Result<[GeneratedFile], DiagnosticError> {
        // Two files of one kind at one path sit side by side once sorted: only then are the files gathered again
        // with a table of every `kind:path` seen, which words the errors (and orders them among the others)
        // as before. The table held ~70,000 keys per style at 10,000 screens (docs/performance.md, tenth round).
        let gathered = gather(itemCount, renderedItems, checkingDuplicates: false)
        guard case .success(var files) = gathered else { return gathered }
        var order = files.indices.sorted { left, right in
            files[left].kind != files[right].kind
                ? files[left].kind < files[right].kind : files[left].path < files[right].path
        }
        if zip(order, order.dropFirst()).contains(where: {
            files[$0].kind == files[$1].kind && files[$0].path == files[$1].path
        }) {
            return gather(itemCount, renderedItems, checkingDuplicates: true)
        }
        // Positions are sorted, not the files (moving ~100,000 five-field structs through a sort was a visible
        // serial step at 10,000 screens), then the files put in that order in place, one cycle of the
        // permutation at a time: a sorted copy held every file twice.
        for start in order.indices where order[start] != start {
            let first = files[start]
            var current = start
            while true {
                let next = order[current]
                order[current] = current  // in place
                if next == start {
                    files[current] = first
                    break
                }
                files[current] = files[next]
                current = next
            }
        }
        return .success(files)
    }

    /// The style's files in output and item order, with its errors; with `checkingDuplicates`, also an error for
    /// each file of a kind and path an earlier file has (which is then left out).
    private func gather(
        _ itemCount: (Int) -> Int, _ renderedItems: (Int) -> [(item: RenderedItem, screen: ValueFingerprint?)],
        checkingDuplicates: Bool
    ) -> Result<[GeneratedFile], DiagnosticError> {
        if case .failure(let error) = library { return .failure(error) }
        var files: [GeneratedFile] = []
        files.reserveCapacity(outputs.reduce(0) { $0 + ($1.failure == nil ? itemCount($1.index) : 0) })
        var problems: [Diagnostic] = []
        var seen: [String: String] = [:]
        for output in outputs {
            let origin = "\(output.output.style)/\(output.output.template)"
            if let error = output.failure {
                problems.append(error)
                continue
            }
            for (item, screen) in renderedItems(output.index) {
                guard case .success(let (path, contents, staged)) = item else {
                    if case .failure(let error) = item { problems.append(error) }
                    break  // the first error ends that output, as in `render(context:style:)`
                }
                // A per-module file whose template renders nothing is not needed by this spec.
                if output.output.each == .module && contents.allSatisfy(\.isWhitespace) { continue }
                if checkingDuplicates {
                    let key = "\(output.output.kind.rawValue):\(path)"
                    if let other = seen[key] {
                        problems.append(
                            .error(
                                "\(origin) and \(other) both render \(output.output.kind.rawValue) file \(path)",
                                file: origin))
                        continue
                    }
                    seen[key] = origin
                }
                files.append(
                    GeneratedFile(
                        path: path, contents: contents, kind: output.output.kind, origin: origin,
                        isPerModule: output.output.each == .module, screen: screen, staged: staged))
            }
        }
        if !problems.isEmpty { return .failure(DiagnosticError(problems)) }
        return .success(files)
    }
}

/// A value made when first asked for, once, whichever thread asks.
final class OnFirstUse<Made: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Made?
    private let make: @Sendable () -> Made

    init(_ make: @escaping @Sendable () -> Made) { self.make = make }

    init(made: Made) {
        self.made = made
        make = { made }
    }

    var value: Made {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
