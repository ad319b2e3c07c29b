import Foundation
import ScreenGen

/// A complete SwiftPM package holding one style's generated code, so it can be built and tested
/// for real: tools 6.0, one library target per spec module (production code and scaffolds), one
/// test target per module (test support and tests), and the compile stubs as targets of their own.
struct ComparisonPackage {
    /// The package folder.
    let root: String
    /// Module name -> the files generated for it.
    let modules: [(name: String, files: [GeneratedFile])]
    /// Stub module name -> its Swift files (path -> text); empty when the platform has the frameworks.
    let stubs: [String: [String: String]]

    func write() throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: root)
        for (module, files) in modules {
            for file in files {
                try Self.write(file.contents, to: root + "/" + folder(for: file, module: module) + "/" + file.path)
            }
        }
        for (stub, files) in stubs {
            for (path, text) in files { try Self.write(text, to: "\(root)/Sources/\(stub)/\(path)") }
        }
        try Self.write(manifest, to: root + "/Package.swift")
    }

    func folder(for file: GeneratedFile, module: String) -> String {
        switch file.kind {
        case .source: return "Sources/\(module)"
        case .scaffold: return "Sources/\(module)/Scaffolds"
        case .testSupport, .test: return "Tests/\(module)Tests"
        }
    }

    /// Test classes that cannot run here: view tests need SwiftUI to host a view, and with the
    /// stubs standing in for it they are compiled but skipped (as the end-to-end tests do).
    var skippedTests: [String] { stubs["ViewInspector"] != nil ? ["ViewTests"] : [] }

    /// Path of the package-relative folder that holds a module's production code.
    func sourceFolder(of module: String) -> String { "Sources/\(module)" }

    var manifest: String {
        let stubNames = stubs.keys.sorted()
        var targets: [String] = []
        for stub in stubNames {
            let uses = stubNames.filter { other in
                other != stub && stubs[stub]!.values.contains { $0.contains("import \(other)") }
            }
            targets.append(
                "        .target(name: \(quoted(stub)), dependencies: [\(uses.map(quoted).joined(separator: ", "))]),")
        }
        // As in the end-to-end tests: production code sees the Apple framework stand-ins, tests also
        // see test-only stubs (ViewInspector).
        let appleStubs = stubNames.filter { ["SwiftUI", "Combine"].contains($0) }
        let testStubs = stubNames.filter { !appleStubs.contains($0) }
        for (module, _) in modules {
            let library = appleStubs.map(quoted).joined(separator: ", ")
            let tests = ([quoted(module)] + testStubs.map(quoted)).joined(separator: ", ")
            targets.append("        .target(name: \(quoted(module)), dependencies: [\(library)]),")
            targets.append("        .testTarget(name: \(quoted(module + "Tests")), dependencies: [\(tests)]),")
        }
        return """
            // swift-tools-version: 6.0
            // Written by `generate compare`: one style's generated code as a package, built and tested as is.
            import PackageDescription

            let package = Package(
                name: "Comparison",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The stub modules under `directory`: each subfolder is a module, its `.swift` files its sources.
    static func loadStubs(from directory: String?) throws -> [String: [String: String]] {
        guard let directory else { return [:] }
        let manager = FileManager.default
        var stubs: [String: [String: String]] = [:]
        for name in try manager.contentsOfDirectory(atPath: directory).sorted() where !name.hasPrefix(".") {
            let folder = directory + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            var files: [String: String] = [:]
            for file in try manager.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
                files[file] = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            }
            if !files.isEmpty { stubs[name] = files }
        }
        return stubs
    }
}
