import ScreenSpec
import XCTest

/// Whatever text comes in, loading reports diagnostics and never traps.
final class LoaderRobustnessTests: XCTestCase {
    func testEveryPrefixOfEverySeedSpecLoadsWithoutTrapping() throws {
        for file in FixturePaths.files(in: FixturePaths.specs) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for count in 0...lines.count {
                let prefix = lines.prefix(count).joined(separator: "\n")
                let result = SpecLoader.load(text: prefix, file: file.lastPathComponent)
                // A spec and errors never come together.
                XCTAssertTrue(result.spec == nil || result.errors.isEmpty)
            }
        }
    }

    func testSeedSpecsWithOneLineRemovedLoadWithoutTrapping() throws {
        var failures = 0
        for file in FixturePaths.files(in: FixturePaths.specs) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for index in lines.indices {
                var changed = lines
                changed.remove(at: index)
                let result = SpecLoader.load(text: changed.joined(separator: "\n"), file: "x.yaml")
                if result.spec == nil { failures += 1 }
                XCTAssertTrue(
                    result.diagnostics.allSatisfy { $0.mark == nil || $0.mark!.line >= 1 && $0.mark!.column >= 1 })
            }
        }
        // Many removals break the spec; the point is that each was reported, not trapped.
        XCTAssertGreaterThan(failures, 0)
    }

    func testOddInputs() {
        for text in [
            "", "\u{FEFF}", "~", "42", "[]", "{}", "screenspec: 1", "screenspec: [1]", "module: {}", "- - -",
            "a: &x [*x]",
            "screenspec: 1\nmodule: M\nscreens: { S: { actions: { a: { call: . } } } }",
            "screenspec: 1\nmodule: M\nscreens: { S: { scenarios: [ { name: n, when: {} } ] } }",
            "screenspec: 1\nmodule: M\nscreens: { S: { state: { x: [] } } }",
        ] {
            let result = SpecLoader.load(text: text, file: "odd.yaml")
            XCTAssertNil(result.spec, text)
            XCTAssertFalse(result.errors.isEmpty, text)
        }
    }
}
