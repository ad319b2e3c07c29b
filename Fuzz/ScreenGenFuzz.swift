// libFuzzer target: arbitrary bytes -> parse -> validate -> render, all in memory.
//
// Built by scripts/fuzz with `-sanitize=fuzzer,address`; not part of Package.swift. Besides
// crashes and sanitizer reports, it stops (traps) when one of the pipeline's promises breaks:
// - a spec comes back exactly when there is no error;
// - every diagnostic with a mark points at a line of the input;
// - rendering a valid spec gives diagnostics or files, and every file path stays relative and
//   inside the output folder (no absolute path, no `..`).
import Diagnostics
import Foundation
import ScreenGen
import ScreenSpec

/// The built-in styles, loaded once: loading them is not what is being fuzzed.
private let styles: [Style] = {
    do {
        return try StyleCatalog.builtin().sorted { $0.key < $1.key }.map(\.value)
    } catch {
        fatalError("the built-in styles do not load: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func screenGenFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let file = "fuzz.yaml"
    let result = SpecLoader.load(text: text, file: file)
    let hasErrors = result.diagnostics.contains { $0.severity == .error }
    // fatalError rather than precondition: its message survives -O, and it names the broken promise.
    if (result.spec == nil) != hasErrors { fatalError("a spec must come back exactly when there is no error") }

    let lineCount = libyamlLineCount(text)
    for diagnostic in result.diagnostics + result.diagnostics.flatMap(\.notes) {
        guard let mark = diagnostic.mark else { continue }
        if mark.line < 1 || mark.line > lineCount || mark.column < 1 {
            fatalError("diagnostic '\(diagnostic.message)' points at \(mark), outside the \(lineCount) lines of the input")
        }
    }
    _ = DiagnosticRenderer(sources: [file: text]).render(result.diagnostics)

    guard let spec = result.spec else { return 0 }
    for style in styles {
        do {
            for generated in try Generator.render(spec: spec, style: style) {
                let components = generated.path.split(separator: "/", omittingEmptySubsequences: false)
                if generated.path.hasPrefix("/") || components.contains("..") || components.contains("")
                    || components.contains(".")
                {
                    fatalError("generated path '\(generated.path)' leaves the output folder")
                }
            }
        } catch {
            // A valid spec that a built-in style cannot render is a bug in the context or templates.
            fatalError("valid spec failed to render in \(style.name): \(error.diagnostics.map(\.message))")
        }
    }
    return 0
}

/// Lines as libyaml counts them: LF, CRLF and a lone CR each end a line, and so do NEL, LS and
/// PS (YAML 1.1). Marks follow this count, so a text with lone CRs has more lines than LFs.
private func libyamlLineCount(_ text: String) -> Int {
    var count = 1
    var previousWasCR = false
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": if !previousWasCR { count += 1 }
        case "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
        default: break
        }
        previousWasCR = scalar == "\r"
    }
    return count
}
