import Foundation
import XCTest

/// Runs the `generate` executable of this build (next to the test bundle, or $SCREENGEN_GENERATE).
struct GenerateTool {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    let path: String

    init() throws {
        if let path = ProcessInfo.processInfo.environment["SCREENGEN_GENERATE"] {
            self.path = path
            return
        }
        let bundle = Bundle.main.bundleURL
        let candidates =
            [bundle, bundle.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        path = try XCTUnwrap(
            candidates.map { $0.appendingPathComponent("generate").path }
                .first { FileManager.default.isExecutableFile(atPath: $0) },
            "build the generate product first (swift build --build-tests builds it)")
    }

    /// Runs `generate arguments...` in `directory` and waits for it.
    func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }
}

/// The repository root and its vendored conformance suites.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let conformance = root.appendingPathComponent("Tests/Conformance")
}
