import Foundation

/// A horizontal bar chart as inline SVG: one group of bars per category, one bar per series
/// (style), each labelled with its value. No scripts, no external files: it renders anywhere.
struct SVGBarChart {
    var title: String
    /// Series names (styles), in legend order.
    var series: [String]
    /// Category label -> one value per series; nil is shown as "n/a" without a bar.
    var rows: [(label: String, values: [Double?])]
    /// Formats a value for its label (`12.3 s`, `1,204`).
    var format: (Double) -> String

    static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1"]

    func render() -> String {
        let labelWidth = 170.0
        let barArea = 420.0
        let valueWidth = 110.0
        let barHeight = 16.0
        let gap = 10.0
        let groupHeight = Double(max(series.count, 1)) * barHeight + gap
        let legendHeight = 24.0
        let titleHeight = 24.0
        let height = titleHeight + legendHeight + Double(rows.count) * groupHeight + 8
        let width = labelWidth + barArea + valueWidth
        let maximum = rows.flatMap { $0.values.compactMap { $0 } }.max().map { $0 > 0 ? $0 : 1 } ?? 1
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" role="img" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="system-ui, sans-serif" font-size="12">
            <title>\(HTMLText.escape(title))</title>
            <text x="0" y="16" font-size="14" font-weight="bold">\(HTMLText.escape(title))</text>

            """
        for (index, name) in series.enumerated() {
            let x = labelWidth + Double(index) * 110
            svg += "<rect x=\"\(x)\" y=\"\(titleHeight + 4)\" width=\"12\" height=\"12\" fill=\"\(color(index))\"/>"
            svg += "<text x=\"\(x + 16)\" y=\"\(titleHeight + 14)\">\(HTMLText.escape(name))</text>\n"
        }
        for (rowIndex, row) in rows.enumerated() {
            let top = titleHeight + legendHeight + Double(rowIndex) * groupHeight
            svg +=
                "<text x=\"\(labelWidth - 6)\" y=\"\(top + groupHeight / 2)\" text-anchor=\"end\" "
                + "dominant-baseline=\"middle\">\(HTMLText.escape(row.label))</text>\n"
            for (index, value) in row.values.enumerated() {
                let y = top + Double(index) * barHeight
                guard let value else {
                    svg +=
                        "<text x=\"\(labelWidth + 4)\" y=\"\(y + barHeight / 2)\" dominant-baseline=\"middle\" "
                        + "fill=\"#777\">\(HTMLText.escape(series[index])): n/a</text>\n"
                    continue
                }
                let length = max(1, barArea * value / maximum)
                svg +=
                    "<rect x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(String(format: "%.1f", length))\" "
                    + "height=\"\(barHeight - 3)\" fill=\"\(color(index))\"><title>\(HTMLText.escape(series[index])): "
                    + "\(HTMLText.escape(format(value)))</title></rect>"
                svg +=
                    "<text x=\"\(String(format: "%.1f", labelWidth + length + 4))\" y=\"\(y + barHeight / 2)\" "
                    + "dominant-baseline=\"middle\">\(HTMLText.escape(format(value)))</text>\n"
            }
        }
        return svg + "</svg>"
    }

    private func color(_ index: Int) -> String { Self.palette[index % Self.palette.count] }
}

/// Escaping for text placed in HTML and SVG.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
