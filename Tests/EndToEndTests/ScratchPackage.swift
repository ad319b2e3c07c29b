import Foundation

/// A SwiftPM package written for end-to-end tests: compile stubs for Apple-only frameworks, one
/// library target per generated module and one test target per module.
///
/// Files are written only when their bytes change and stale files are removed, so a rerun reuses
/// the package's build folder and recompiles only what changed.
struct ScratchPackage {
    struct Module {
        var name: String
        /// Paths relative to `Sources/<name>/`.
        var sources: [String: String]
        /// Paths relative to `Tests/<name>Tests/`.
        var tests: [String: String]
        /// Stub targets the test target needs besides the module (e.g. `ViewInspector`).
        var testDependencies: [String] = []
    }

    var directory: URL
    var modules: [Module]
    /// Compile with `-warnings-as-errors` (off for mutants, which may be sloppy on purpose).
    var warningsAsErrors = true
    /// The build settings of the generated modules' targets.
    var configuration = BuildConfiguration.named("swift6")

    /// Stub targets and what each depends on. A folder in Tests/Fixtures/CompileStubs becomes a target
    /// of the same name; add its dependencies here.
    static let stubDependencies: [String: [String]] = [
        "SwiftUI": ["Combine"],
        "ViewInspector": ["SwiftUI"],
    ]

    func write() throws {
        var files: [String: String] = [:]
        let stubs = try Self.stubTargets()
        for (target, stubFiles) in stubs {
            for (path, text) in stubFiles { files["Sources/\(target)/\(path)"] = text }
        }
        for module in modules {
            for (path, text) in module.sources { files["Sources/\(module.name)/\(path)"] = text }
            for (path, text) in module.tests { files["Tests/\(module.name)Tests/\(path)"] = text }
        }
        files["Package.swift"] = manifest(stubTargets: stubs.keys.sorted())
        try Self.synchronize(files, into: directory)
    }

    func manifest(stubTargets: [String]) -> String {
        let flags = warningsAsErrors ? [".unsafeFlags([\"-warnings-as-errors\"])"] : []
        var lines = [
            // 6.2 for `.defaultIsolation`; the language mode stays Swift 6 unless a configuration says otherwise.
            "// swift-tools-version: 6.2",
            "// Written by ScreenGen's end-to-end tests. Stub targets stand in for Apple frameworks.",
            "// Build configuration: \(configuration.name) (\(configuration.summary)).",
            "import PackageDescription",
            "",
            "let stubSettings: [SwiftSetting] = \(Self.list(flags, quoted: false))",
            "let appSettings: [SwiftSetting] = \(Self.list(flags + configuration.appSettings, quoted: false))",
            "let testSettings: [SwiftSetting] = \(Self.list(flags + configuration.testSettings, quoted: false))",
            "let package = Package(",
            "    name: \"ScreenGenEndToEnd\",",
            "    platforms: [.macOS(.v14)],",
            "    targets: [",
        ]
        for stub in stubTargets {
            let dependencies = (Self.stubDependencies[stub] ?? []).filter(stubTargets.contains)
            lines.append(
                "        .target(name: \"\(stub)\", dependencies: \(Self.list(dependencies)), swiftSettings: stubSettings),"
            )
        }
        let appleStubs = ["SwiftUI", "Combine"].filter(stubTargets.contains)
        for module in modules {
            lines.append(
                "        .target(name: \"\(module.name)\", dependencies: \(Self.list(appleStubs)), swiftSettings: appSettings),"
            )
            let testDependencies = [module.name] + module.testDependencies.filter(stubTargets.contains)
            lines.append(
                "        .testTarget(name: \"\(module.name)Tests\", dependencies: \(Self.list(testDependencies)), swiftSettings: testSettings),"
            )
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// `["A", "B"]`, or with `quoted: false` the items as they are (Swift expressions).
    static func list(_ names: [String], quoted: Bool = true) -> String {
        "[" + names.map { quoted ? "\"\($0)\"" : $0 }.joined(separator: ", ") + "]"
    }

    /// The stub folders under Tests/Fixtures/CompileStubs: target name -> (relative path -> text).
    static func stubTargets() throws -> [String: [String: String]] {
        let root = EndToEndPaths.repository.appendingPathComponent("Tests/Fixtures/CompileStubs")
        var targets: [String: [String: String]] = [:]
        let manager = FileManager.default
        for target in try manager.contentsOfDirectory(atPath: root.path).sorted() where !target.hasPrefix(".") {
            let folder = root.appendingPathComponent(target)
            var files: [String: String] = [:]
            for file in try manager.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                files[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            }
            if !files.isEmpty { targets[target] = files }
        }
        return targets
    }

    /// Makes `directory` hold exactly `files` (besides `.build`), touching only what differs.
    static func synchronize(_ files: [String: String], into directory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            let data = Data(text.utf8)
            if let existing = try? Data(contentsOf: url), existing == data { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for top in ["Sources", "Tests"] {
            let folder = directory.appendingPathComponent(top)
            guard let walker = manager.enumerator(atPath: folder.path) else { continue }
            var stale: [String] = []
            while let path = walker.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = folder.appendingPathComponent(path).path
                if manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                    files["\(top)/\(path)"] == nil
                {
                    stale.append(full)
                }
            }
            for path in stale { try manager.removeItem(atPath: path) }
        }
    }
}
