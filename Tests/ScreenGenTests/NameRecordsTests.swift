import Diagnostics
import FixtureSupport
import Foundation
import Mustache
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The style name check told per screen (`StyleNameCheck.screenNames`, `passes`) and through the records a
/// run keeps next to its stamp (`NameRecords`) decides what the full check decides.
final class NameRecordsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "name-records").url
    }

    private func specs(in relativeFolder: String) throws -> [(name: String, text: String)] {
        let directory = RepositorySpecs.root.appendingPathComponent(relativeFolder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
            .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Over every repository spec, valid fixture and style-clash fixture, in every built-in style: the
    /// per-screen check passes exactly when the full check reports nothing (and every clash fixture fails it).
    func testThePerScreenCheckPassesExactlyWhenTheFullCheckFindsNothing() throws {
        let catalog = try StyleCatalog.builtin()
        let styles = ["mvvm", "actions", "store"].map { catalog[$0]! }
        let clashes = try specs(in: "Tests/Fixtures/style-clash")
        XCTAssertGreaterThanOrEqual(clashes.count, 6)
        var checked = 0
        var clashesChecked = 0
        // Two screens whose files differ only in case: a clash between the paths of two screens.
        let screenPaths = (
            name: "screen-path-case.yaml",
            text: """
            screenspec: 1
            module: Case
            screens:
              Profile:
                state:
                  name: { type: String, default: '""' }
              PROFILE:
                state:
                  enabled: { type: Bool, default: "false" }

            """
        )
        for (name, text) in try specs(in: "specs") + specs(in: "Tests/Fixtures/valid") + clashes + [screenPaths] {
            let text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "‸", with: "") }.joined(separator: "\n")
            guard let spec = SpecLoader.load(text: text, file: name).spec else { continue }
            let root = StyleNameCheck.nameRoot(spec)
            let declarations = SpecDeclarations(spec)
            var anyFails = false
            for style in styles {
                let compiled = StyleNameCheck.CompiledStyle(style)
                let names = spec.screens.map {
                    StyleNameCheck.screenNames($0, root: root, declarations: declarations, style: compiled)
                }
                let passes = StyleNameCheck.passes(spec: spec, style: compiled, screens: names)
                let full = StyleNameCheck.check(spec: spec, style: style)
                XCTAssertEqual(passes, full.isEmpty, "\(name) in \(style.name): \(full.map(\.message))")
                anyFails = anyFails || !passes
                checked += 1
            }
            if clashes.contains(where: { $0.name == name }) || name == screenPaths.name {
                XCTAssertTrue(anyFails, "\(name) is a clash in some built-in style")
                clashesChecked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60)
        XCTAssertEqual(clashesChecked, clashes.count + 1, "every clash spec loads")
    }

    func testRecordsReadBackAsWritten() throws {
        let names = StyleNameCheck.ScreenNames(
            hasProblem: false, types: ["ItemViewModel", "Odd\tName"],
            paths: ["source:Item View.swift", "test:%x.swift"])
        let key = ValueFingerprint(high: 1, low: 2)
        let records = NameRecords(records: [
            key: names,
            ValueFingerprint(high: 3, low: 4): .init(
                hasProblem: true, types: [], paths: []),
        ])
        var withPasses = records
        withPasses.passing = [ValueFingerprint(high: 5, low: 6), ValueFingerprint(high: 7, low: 8)]
        let read = try XCTUnwrap(NameRecords(text: withPasses.text))
        XCTAssertEqual(read.records, records.records)
        XCTAssertEqual(read.passing, withPasses.passing)
        XCTAssertEqual(try XCTUnwrap(NameRecords(text: records.text)).passing, [])
        XCTAssertNil(NameRecords(text: String(records.text.dropLast(4))), "a torn file is not read")
        // Recorded with the screen's name abstracted, and given back for the screen's name.
        let item = StyleNameCheck.ScreenNames(
            hasProblem: false, types: ["ItemViewModel", "ItemItem"], paths: ["source:Item.swift", "test:x.swift"])
        let abstracted = try XCTUnwrap(item.abstracted(from: "Item"))
        XCTAssertEqual(abstracted.types, ["\u{1}ViewModel", "\u{1}\u{1}"])
        XCTAssertEqual(abstracted.concrete(for: "Item"), item)
        XCTAssertEqual(abstracted.concrete(for: "Shop").types, ["ShopViewModel", "ShopShop"])
        XCTAssertNil(StyleNameCheck.ScreenNames(hasProblem: false, types: ["A\u{1}"], paths: []).abstracted(from: "A"))
    }

    private func prepare(_ spec: URL) -> GenerationRun {
        let out = folder.appendingPathComponent("out")
        return GenerationRun.prepare(
            GenerationRequest(
                specPaths: [spec.path], styles: ["mvvm", "actions", "store"],
                output: out.appendingPathComponent("Sources").path))
    }

    /// A one-screen edit that makes a member the screen generates clash with one of its own (an action named
    /// like the actions style's property for a call): the other screen's names come from the records, the
    /// edited one's are rendered again, and the run reports the clash as a cold run does.
    func testAnEditThatMakesOneScreenClashIsReportedAsInAColdRun() throws {
        let spec = folder.appendingPathComponent("Clash.yaml")
        let text = """
            screenspec: 1
            module: Shop
            dependencies:
              ItemService:
                methods:
                  fetchItems: { returns: "[String]" }
            screens:
              ItemList:
                dependencies: [ItemService]
                state: { items: { type: "[String]", default: "[]" } }
                actions:
                  reload:
                    call: ItemService.fetchItems
                    success: { items: $result }
              Settings:
                state:
                  enabled: { type: Bool, default: "false" }

            """
        try text.write(to: spec, atomically: true, encoding: .utf8)
        do {
            // In a scope of its own: the run holds the output lock until it is gone.
            let run = prepare(spec)
            XCTAssertEqual(run.diagnostics.map(\.message), [])
            try run.apply()
        }
        let out = folder.appendingPathComponent("out")
        let recorded = try FileManager.default.subpathsOfDirectory(atPath: out.path)
        XCTAssertTrue(recorded.contains { $0.hasSuffix(NameRecords.suffix) }, "\(recorded)")

        try text.replacingOccurrences(of: "reload:", with: "itemServiceFetchItems:").write(
            to: spec, atomically: true, encoding: .utf8)
        let incremental = prepare(spec).diagnostics.map(\.message)
        XCTAssertTrue(incremental.contains { $0.contains("has the same name as a member") }, "\(incremental)")
        try FileManager.default.removeItem(at: out)
        XCTAssertEqual(prepare(spec).diagnostics.map(\.message), incremental, "as a cold run reports it")
    }

    /// A run whose names weigh as a passing run's did (`NameRecords.passing`) skips weighing them; an edit
    /// that changes only which screen or declaration a name belongs to must still be weighed: a screen
    /// renamed so that its view model is a model's name (its names, abstracted, read as before), and a model
    /// renamed to a screen's view model (every screen's names read as before). Each is reported as a cold
    /// run reports it.
    func testAnEditThatOnlyMovesANameIsWeighedAgain() throws {
        let spec = folder.appendingPathComponent("Moved.yaml")
        let text = """
            screenspec: 1
            module: Moved
            models:
              RecordViewModel:
                fields: { id: Int }
              Thing:
                fields: { id: Int }
            screens:
              Home:
                state:
                  count: { type: Int, default: "0" }
                  record: RecordViewModel?
                  thing: Thing?
              Settings:
                state:
                  enabled: { type: Bool, default: "false" }

            """
        for (from, to) in [("  Settings:\n", "  Record:\n"), ("Thing", "HomeViewModel")] {
            try text.write(to: spec, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("out")
            try? FileManager.default.removeItem(at: out)
            do {
                let run = prepare(spec)
                XCTAssertEqual(run.diagnostics.map(\.message), [])
                try run.apply()
            }
            let edited = text.replacingOccurrences(of: from, with: to)
            XCTAssertNotEqual(edited, text)
            try edited.write(to: spec, atomically: true, encoding: .utf8)
            let incremental = prepare(spec).diagnostics.map(\.message)
            XCTAssertFalse(incremental.isEmpty, "\(to)")
            try FileManager.default.removeItem(at: out)
            XCTAssertEqual(prepare(spec).diagnostics.map(\.message), incremental, "as a cold run reports it")
        }
    }
}
