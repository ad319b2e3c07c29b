import Foundation

/// report.html: one self-contained page (inline CSS and SVG, no scripts, no network) with a bar
/// chart per question and the per-screen table.
public enum HTMLReport {
    public static func render(_ report: ComparisonReport) -> String {
        let styles = report.styles.map(\.style)
        var charts: [SVGBarChart] = []
        charts.append(
            SVGBarChart(
                title: "Lines of code by layer", series: styles,
                rows: (StyleMeasurement.layerOrder.map(\.rawValue) + ["total"]).map { layer in
                    (
                        layer,
                        report.styles.map { style in
                            Double((style.layers + [style.total]).first { $0.layer == layer }?.metrics.linesOfCode ?? 0)
                        }
                    )
                }, format: { String(Int($0)) }))
        charts.append(
            SVGBarChart(
                title: "Declarations and tests", series: styles,
                rows: [
                    ("types", report.styles.map { Double($0.total.metrics.types) }),
                    ("protocols", report.styles.map { Double($0.total.metrics.protocols) }),
                    ("classes", report.styles.map { Double($0.total.metrics.classes) }),
                    ("test cases", report.styles.map { Double($0.total.metrics.testCases) }),
                    ("assertions", report.styles.map { Double($0.total.metrics.assertions) }),
                ], format: { String(Int($0)) }))
        if report.styles.allSatisfy({ $0.build != nil }), !report.styles.isEmpty {
            charts.append(
                SVGBarChart(
                    title: "Build and test time (median seconds)", series: styles,
                    rows: [
                        ("clean build", report.styles.map { $0.build!.cleanBuild.median }),
                        ("incremental build", report.styles.map { $0.build!.incrementalBuild.median }),
                        ("test run", report.styles.map { $0.build!.test.median }),
                    ], format: { String(format: "%.2f s", $0) }))
            charts.append(
                SVGBarChart(
                    title: "Line coverage of generated source", series: styles,
                    rows: [("coverage", report.styles.map { $0.build!.lineCoverage.map { $0 * 100 } })],
                    format: { String(format: "%.1f%%", $0) }))
        }
        if report.styles.allSatisfy({ $0.mutants != nil }), !report.styles.isEmpty {
            charts.append(
                SVGBarChart(
                    title: "Mutation score of the generated tests (killed / compiling mutants)", series: styles,
                    rows: [("mutation score", report.styles.map { $0.mutants!.score.map { $0 * 100 } })],
                    format: { String(format: "%.1f%%", $0) }))
        }
        if report.styles.allSatisfy({ $0.changes != nil }), !report.styles.isEmpty {
            charts.append(
                SVGBarChart(
                    title: "Change amplification (baseline → spec)", series: styles,
                    rows: [
                        ("files touched", report.styles.map { Double($0.changes!.filesTouched) }),
                        ("lines touched", report.styles.map { Double($0.changes!.linesTouched) }),
                    ], format: { String(Int($0)) }))
        }

        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>ScreenGen architecture comparison</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; color: #222; max-width: 1100px; }
            table { border-collapse: collapse; margin: 1em 0; font-size: 13px; }
            th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
            th:first-child, td:first-child { text-align: left; }
            th { background: #f3f3f3; }
            figure { margin: 1.5em 0; }
            </style></head><body>
            <h1>Architecture comparison</h1>
            <p>Specs: \(HTMLText.escape(report.specs.joined(separator: ", ")))\
            \(report.baseline.isEmpty ? "" : " (baseline: " + HTMLText.escape(report.baseline.joined(separator: ", ")) + ")")<br>
            Toolchain: \(HTMLText.escape(report.toolchain))<br>Runs per timing: \(report.runs) (medians)</p>

            """
        for chart in charts { html += "<figure>\n\(chart.render())\n</figure>\n" }
        for style in report.styles {
            guard let failure = style.buildFailure else { continue }
            html += "<h2>\(HTMLText.escape(style.style)) did not build</h2>\n<pre>\(HTMLText.escape(failure))</pre>\n"
        }
        html += "<h2>Per screen</h2>\n<table><tr><th>screen</th>"
        for style in styles {
            html +=
                "<th>\(HTMLText.escape(style)) files</th><th>\(HTMLText.escape(style)) lines</th>"
                + "<th>\(HTMLText.escape(style)) tests</th>"
        }
        html += "</tr>\n"
        for screen in report.styles.first?.screens.map(\.screen) ?? [] {
            html += "<tr><td>\(HTMLText.escape(screen))</td>"
            for style in report.styles {
                let row = style.screens.first { $0.screen == screen } ?? ScreenReport(screen: screen)
                html += "<td>\(row.files)</td><td>\(row.totalLinesOfCode)</td><td>\(row.testCases)</td>"
            }
            html += "</tr>\n"
        }
        html += "</table>\n" + mutationTable(report)
        html += "<h2>Details</h2>\n" + ReportTable.size(report).html + "</body></html>\n"
        return html
    }

    /// The mutation score per style and module, and each survivor.
    static func mutationTable(_ report: ComparisonReport) -> String {
        guard let table = ReportTable.mutationScore(report) else { return "" }
        let html = "<h2>Mutation score</h2>\n" + table.html
        let survivors = ReportTable.survivors(report)
        guard !survivors.isEmpty else { return html + "<p>No mutant survived.</p>\n" }
        var list = "<p>Survivors (bugs the generated tests did not catch):</p>\n<ul>\n"
        for (style, survivor) in survivors {
            list +=
                "<li>\(HTMLText.escape(style)): \(HTMLText.escape(survivor.bug)) — "
                + "\(HTMLText.escape(survivor.file)):\(survivor.line) "
                + "(<code>\(HTMLText.escape(survivor.edit))</code>)</li>\n"
        }
        return html + list + "</ul>\n"
    }
}
