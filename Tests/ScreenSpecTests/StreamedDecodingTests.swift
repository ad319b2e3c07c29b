import Diagnostics
import FixtureSupport
import ScreenSpec
import XCTest
import YAML

/// The loader decodes each screen as the parser completes it and drops its YAML (`StreamedScreens`). An anchor
/// on `screens` turns that off (an alias could repeat the mapping), so the same text with one anchored must
/// give the same spec and the same diagnostics, in the same order, for every fixture.
final class StreamedDecodingTests: XCTestCase {
    func testDecodingScreensAsTheyAreParsedGivesWhatDecodingTheWholeTreeGives() throws {
        var compared = 0
        for folder in [FixturePaths.valid, FixturePaths.invalid] {
            for file in FixturePaths.files(in: folder) {
                let raw = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                let text = (try? MarkedFixture(name: file.lastPathComponent, raw: raw).text) ?? raw
                // `screens:` alone on its line: an anchor after it moves no position the spec reports.
                guard text.contains("\nscreens:\n") else { continue }
                let whole = text.replacingOccurrences(of: "\nscreens:\n", with: "\nscreens: &whole\n")
                let streamed = SpecLoader.load(text: text, file: "s.yaml")
                let composed = SpecLoader.load(text: whole, file: "s.yaml")
                XCTAssertEqual(streamed.diagnostics, composed.diagnostics, file.lastPathComponent)
                XCTAssertEqual(streamed.spec, composed.spec, file.lastPathComponent)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }

    /// Screens repeated by an alias report the same problems; each is kept once, as when decoded whole.
    func testProblemsRepeatedThroughAliasesAreReportedOnceInTheSameOrder() {
        var text = "screenspec: 1\nmodule: M\nmodels: { Bad: 1 }\nscreens:\n  S0: &bad { k0: 1, doc: [x], k1: 1 }\n"
        for index in 1..<20 { text += "  S\(index): *bad\n  T\(index): { k\(index): 1 }\n" }
        let streamed = SpecLoader.load(text: text, file: "s.yaml")
        let composed = SpecLoader.load(
            text: text.replacingOccurrences(of: "screens:", with: "screens: &s"), file: "s.yaml")
        XCTAssertEqual(streamed.diagnostics, composed.diagnostics)
        XCTAssertEqual(streamed.diagnostics.filter { $0.message.contains("'k0'") }.count, 1)
        XCTAssertGreaterThan(streamed.diagnostics.count, 20)
    }

    func testTheDigestsAreTakenFromEveryEntryBeforeItIsDropped() throws {
        let text = "screenspec: 1\nmodule: M\nscreens:\n  A:\n    doc: a\n  B:\n    doc: b\n"
        let (_, tree) = SpecLoader.load(text: text, file: "s.yaml") { key, value in
            "\(key.text ?? "?")=\(value["doc"]?.text ?? "?")"
        }
        XCTAssertEqual(tree?.screenDigests, ["A=a", "B=b"])
        // What is left of the screens: their keys, each with an empty mapping.
        XCTAssertEqual(tree?.root["screens"]?.mapping?.map { $0.value.mapping?.count }, [0, 0])
        XCTAssertEqual(tree?.root["module"]?.text, "M")
        // Composed whole (an anchor on `screens`): the digests come from the tree.
        let whole = text.replacingOccurrences(of: "screens:", with: "screens: &s")
        let (_, wholeTree) = SpecLoader.load(text: whole, file: "s.yaml") { key, value in
            "\(key.text ?? "?")=\(value["doc"]?.text ?? "?")"
        }
        XCTAssertEqual(wholeTree?.screenDigests, ["A=a", "B=b"])
    }
}
