import Foundation

/// report.md: the comparison as Markdown tables, one per question.
public enum MarkdownReport {
    public static func render(_ report: ComparisonReport) -> String {
        var out = "# Architecture comparison\n\n"
        out += "Specs: \(report.specs.joined(separator: ", "))"
        if !report.baseline.isEmpty { out += " (baseline: \(report.baseline.joined(separator: ", ")))" }
        out += "  \nToolchain: \(report.toolchain)  \nRuns per timing: \(report.runs) (median, min–max)\n\n"

        out += "## Size\n\n" + ReportTable.size(report).markdown

        let built = report.styles.filter { $0.build != nil }
        if !built.isEmpty {
            out +=
                "\n## Build and test\n\n| style | clean build | incremental build (one screen touched) | test run | tests | failed | line coverage |\n"
            out += "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
            for style in built {
                let build = style.build!
                let coverage = build.lineCoverage.map { String(format: "%.1f%%", $0 * 100) } ?? "n/a"
                out +=
                    "| \(style.style) | \(text(build.cleanBuild)) | \(text(build.incrementalBuild)) | \(text(build.test)) | "
                    + "\(build.testsRun) | \(build.testsFailed) | \(coverage) |\n"
            }
            let skipped = Set(built.flatMap { $0.build!.skippedTests }).sorted()
            if !skipped.isEmpty {
                out += "\nCompiled but not run here (no SwiftUI to host a view): \(skipped.joined(separator: ", ")).\n"
            }
        }
        for style in report.styles {
            guard let failure = style.buildFailure else { continue }
            out += "\n**\(style.style) did not build.**\n\n```\n\(failure)\n```\n"
        }

        out += mutationSection(report)

        let changed = report.styles.filter { $0.changes != nil }
        if !changed.isEmpty {
            out +=
                "\n## Change amplification (baseline → spec)\n\n| style | files added | removed | changed | lines added | lines removed |\n"
            out += "| --- | ---: | ---: | ---: | ---: | ---: |\n"
            for style in changed {
                let c = style.changes!
                out +=
                    "| \(style.style) | \(c.filesAdded) | \(c.filesRemoved) | \(c.filesChanged) | \(c.linesAdded) | \(c.linesRemoved) |\n"
            }
        }

        out += "\n## Per screen (lines of code: source / test support / tests / scaffold)\n\n"
        out +=
            "| screen | "
            + report.styles.map { "\($0.style) files | \($0.style) lines | \($0.style) tests" }.joined(separator: " | ")
            + " |\n"
        out += "| --- | " + report.styles.map { _ in "---: | --- | ---:" }.joined(separator: " | ") + " |\n"
        for screen in report.styles.first?.screens.map(\.screen) ?? [] {
            var cells = [screen]
            for style in report.styles {
                let row = style.screens.first { $0.screen == screen } ?? ScreenReport(screen: screen)
                let lines = StyleMeasurement.layerOrder.map { String(row.linesOfCode[$0.rawValue] ?? 0) }.joined(
                    separator: " / ")
                cells += [String(row.files), lines, String(row.testCases)]
            }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The mutation score per style and module, then every survivor: which bugs the tests let through.
    static func mutationSection(_ report: ComparisonReport) -> String {
        guard let table = ReportTable.mutationScore(report) else { return "" }
        var out = "\n## Mutation score of the generated tests (scripts/mutants)\n\n" + table.markdown
        let survivors = ReportTable.survivors(report)
        out +=
            survivors.isEmpty ? "\nNo mutant survived.\n" : "\nSurvivors (bugs the generated tests did not catch):\n\n"
        for (style, survivor) in survivors {
            out += "- \(style): \(survivor.bug) — \(survivor.file):\(survivor.line) (`` \(survivor.edit) ``)\n"
        }
        return out
    }

    static func text(_ timing: Timing) -> String {
        String(format: "%.2f s (%.2f–%.2f)", timing.median, timing.minimum, timing.maximum)
    }
}
