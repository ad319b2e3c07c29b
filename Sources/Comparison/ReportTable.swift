import Foundation

/// A table of the comparison report, built once from the measurements and printed by both
/// reports: as Markdown in report.md and as HTML in report.html. One builder per table keeps the
/// two reports from telling different numbers.
struct ReportTable {
    var header: [String]
    /// Columns 1... hold numbers and are right-aligned in Markdown (HTML aligns by CSS).
    var rows: [[String]]

    var markdown: String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "| --- | --- |" + String(repeating: " ---: |", count: max(header.count - 2, 0)) + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    var html: String {
        var out = "<table><tr>" + header.map { "<th>\(HTMLText.escape($0))</th>" }.joined() + "</tr>\n"
        for row in rows { out += "<tr>" + row.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n" }
        return out + "</table>\n"
    }
}

extension ReportTable {
    /// Files and what they contain, per style and layer, with each style's total.
    static func size(_ report: ComparisonReport) -> ReportTable {
        ReportTable(
            header: [
                "style", "layer", "files", "lines of code", "types", "protocols", "classes", "test cases", "assertions",
            ],
            rows: report.styles.flatMap { style in
                (style.layers + [style.total]).map { layer in
                    let m = layer.metrics
                    return [style.style, layer.layer]
                        + [
                            layer.files, m.linesOfCode, m.types, m.protocols, m.classes, m.testCases, m.assertions,
                        ].map(String.init)
                }
            })
    }

    /// The mutation score per style and spec module, with each style's total; nil when no style
    /// was measured (`compare` without `--mutants`).
    static func mutationScore(_ report: ComparisonReport) -> ReportTable? {
        let measured = report.styles.compactMap { style in style.mutants.map { (style.style, $0) } }
        guard !measured.isEmpty else { return nil }
        return ReportTable(
            header: ["style", "module", "killed / compiling", "score", "not compiling"],
            rows: measured.flatMap { style, mutants in
                let total = ModuleMutationScore(
                    module: "total", killed: mutants.killed, compiling: mutants.compiling,
                    notCompiling: mutants.notCompiling)
                return (mutants.modules + [total]).map { module in
                    [
                        style, module.module, "\(module.killed) / \(module.compiling)",
                        percent(module.killed, of: module.compiling), String(module.notCompiling),
                    ]
                }
            })
    }

    /// Every surviving mutant with its style: the bugs the generated tests let through.
    static func survivors(_ report: ComparisonReport) -> [(style: String, survivor: MutationScore.Survivor)] {
        report.styles.flatMap { style in (style.mutants?.survivors ?? []).map { (style.style, $0) } }
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? String(format: "%.1f%%", 100 * Double(part) / Double(whole)) : "n/a"
    }
}
