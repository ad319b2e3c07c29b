import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// Generated code follows the repository's `.swift-format`, as our own code does: every built-in style
/// for every spec in specs/ (sources, tests and scaffolds) is written into a temporary folder and linted
/// with the toolchain's `swift format lint --strict`; any finding fails the test and is printed. The tests and
/// test support written for Swift Testing (`tests: swift-testing`) are linted too.
final class GeneratedFormatTests: XCTestCase {
    func test_generatedCode_forEverySpecAndStyle_isSwiftFormatLintClean() throws {
        let folder = try TemporaryFolder(self, name: "format").url
        let styles = try StyleCatalog.builtin()
        var written = 0
        for file in try EndToEndPaths.specFiles() where file.hasPrefix("specs/") {
            let spec = try GeneratedModules.load(file)
            for (name, style) in styles.sorted(by: { $0.key < $1.key }) {
                let swiftTesting = try Generator.render(
                    spec: spec, style: style, options: GenerationOptions(testFramework: .swiftTesting)
                ).filter { $0.kind == .test || $0.kind == .testSupport }
                for (variant, files) in [
                    (name, try Generator.render(spec: spec, style: style)), (name + "-swift-testing", swiftTesting),
                ] {
                    for generated in files {
                        let url = folder.appendingPathComponent("\(variant)/\(spec.module.value)/\(generated.kind)")
                            .appendingPathComponent(generated.path)
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data(generated.contents.utf8).write(to: url)
                        written += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(written, 100, "every spec and style wrote its files")

        let configuration = EndToEndPaths.repository.appendingPathComponent(".swift-format").path
        let lint = try Self.swift([
            "format", "lint", "--strict", "--configuration", configuration, "--recursive", folder.path,
        ])
        XCTAssertEqual(lint.status, 0, "swift format lint --strict found:\n\(lint.text.suffix(8000))")
        XCTAssertEqual(lint.text, "", "swift format lint --strict found:\n\(lint.text.suffix(8000))")
    }

    /// `swift <arguments>` (the toolchain's `swift format` is a subcommand of `swift`).
    static func swift(_ arguments: [String]) throws -> SwiftPMRun.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SwiftPMRun.Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}
