import Foundation

/// report.json: the whole `ComparisonReport`, keys sorted, for scripts and later comparison.
public enum JSONReport {
    public static func render(_ report: ComparisonReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    }
}
