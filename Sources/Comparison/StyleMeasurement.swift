import ScreenGen

/// Counts what a style generated: per layer, and per screen.
public enum StyleMeasurement {
    /// The layers in report order.
    public static let layerOrder: [FileKind] = [.source, .testSupport, .test, .scaffold]

    public static func measure(style: String, files: [GeneratedFile], screens: [String]) -> StyleReport {
        var layers: [FileKind: LayerReport] = [:]
        var perScreen: [String: ScreenReport] = [:]
        for screen in screens { perScreen[screen] = ScreenReport(screen: screen) }
        for file in files {
            let metrics = SourceMetrics(swift: file.contents)
            layers[file.kind, default: LayerReport(layer: file.kind.rawValue)].files += 1
            layers[file.kind]!.metrics = layers[file.kind]!.metrics + metrics
            guard let screen = owner(of: file.path, among: screens) else { continue }
            perScreen[screen]!.files += 1
            perScreen[screen]!.linesOfCode[file.kind.rawValue, default: 0] += metrics.linesOfCode
            perScreen[screen]!.testCases += metrics.testCases
            perScreen[screen]!.assertions += metrics.assertions
        }
        return StyleReport(
            style: style,
            layers: layerOrder.map { layers[$0] ?? LayerReport(layer: $0.rawValue) },
            screens: screens.map { perScreen[$0]! })
    }

    /// The screen whose name starts the file's name (longest first: `ItemListDetail` before `ItemList`).
    static func owner(of path: String, among screens: [String]) -> String? {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return screens.filter { fileName.hasPrefix($0) }.max { $0.count < $1.count }
    }
}
