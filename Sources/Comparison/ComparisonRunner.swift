import Diagnostics
import Foundation
import ScreenGen
import ScreenSpec

/// `generate compare`: renders each style for the same specs into a complete package, builds and
/// tests it for real, counts what was generated, and writes report.md, report.json and report.html.
public struct ComparisonRunner {
    public let request: ComparisonRequest
    public let log: ProgressLog

    public init(request: ComparisonRequest, log: ProgressLog = ProgressLog()) {
        self.request = request
        self.log = log
    }

    /// Problems that stop the comparison before anything is measured (bad specs, unknown styles).
    public struct Failure: Error, CustomStringConvertible {
        public var diagnostics: [Diagnostic]
        public var sources: [String: String]
        public var description: String { diagnostics.map(\.message).joined(separator: "\n") }
    }

    /// Runs the whole comparison and writes the three reports into `request.output`.
    public func run() throws -> ComparisonReport {
        let inputs = try load(request.specPaths)
        var baseline = request.baselinePaths.isEmpty ? nil : try load(request.baselinePaths)
        // Generated files name their spec in the header; the old version is rendered as if it had the
        // new one's path, so only what the spec change causes counts as changed.
        for index in baseline?.specs.indices ?? [].indices {
            if let new = inputs.specs.first(where: { $0.module.value == baseline!.specs[index].module.value }) {
                baseline!.specs[index].file = new.file
            }
        }
        let catalog: [String: Style]
        do {
            catalog = try StyleCatalog.load(extraTemplatesDirectory: request.templatesDirectory)
        } catch {
            throw Failure(diagnostics: error.diagnostics, sources: [:])
        }
        let stubs = request.build ? try ComparisonPackage.loadStubs(from: request.stubsDirectory) : [:]
        var styles: [StyleReport] = []
        for name in request.styles {
            guard let style = catalog[name] else {
                let known = catalog.keys.sorted()
                throw Failure(
                    diagnostics: [
                        .error(
                            "unknown style '\(name)'\(DidYouMean.clause(for: name, among: known)) (styles: \(known.joined(separator: ", ")))"
                        )
                    ], sources: [:])
            }
            log.step("\(name): rendering \(inputs.specs.count) spec(s)")
            let modules = try render(inputs.specs, style: style)
            let files = modules.flatMap(\.files)
            var report = StyleMeasurement.measure(
                style: name, files: files, screens: inputs.specs.flatMap { $0.screens.map(\.name.value) })
            if let baseline {
                let old = try render(baseline.specs, style: style)
                report.changes = ChangeAmplification(old: Self.byPath(old), new: Self.byPath(modules))
                log.step(
                    "\(name): change amplification: \(report.changes!.filesTouched) file(s), \(report.changes!.linesTouched) line(s)"
                )
            }
            if request.build {
                let package = ComparisonPackage(
                    root: request.output + "/packages/" + name, modules: modules, stubs: stubs)
                try package.write()
                log.step("\(name): package written to \(package.root)")
                let touched = Self.screenSourceFile(
                    in: modules, package: package,
                    screens: inputs.specs.first?.screens.first.map { [$0.name.value] } ?? [])
                do {
                    report.build = try PackageBuild(package: package, swift: request.swift, log: log, label: name)
                        .measure(runs: request.runs, touching: touched)
                } catch let failure as PackageBuild.Failure {
                    // Reported with the others: a style that does not build is a result of the comparison.
                    report.buildFailure = failure.description
                    log.step("\(name): the package did not build; the other styles go on")
                }
            }
            if let script = request.mutantsScript, report.buildFailure == nil {
                report.mutants = try MutationRun(
                    script: script, generate: request.generateBinary, request: request, log: log
                ).measure(style: name)
            }
            styles.append(report)
        }
        let report = ComparisonReport(
            specs: request.specPaths, baseline: request.baselinePaths, runs: request.runs,
            toolchain: request.build ? toolchain() : "not built", styles: styles)
        try write(report)
        return report
    }

    func load(_ paths: [String]) throws -> SpecInputs {
        let inputs = SpecInputs.load(paths)
        if inputs.hasErrors { throw Failure(diagnostics: inputs.diagnostics, sources: inputs.sources) }
        return inputs
    }

    func render(_ specs: [Spec], style: Style) throws -> [(name: String, files: [GeneratedFile])] {
        var modules: [(name: String, files: [GeneratedFile])] = []
        for spec in specs {
            do {
                modules.append(
                    (spec.module.value, try Generator.render(spec: spec, style: style, options: request.options)))
            } catch {
                throw Failure(diagnostics: error.diagnostics, sources: [:])
            }
        }
        return modules
    }

    /// Files keyed by module, layer and path, so a file that moves between layers counts as changed.
    static func byPath(_ modules: [(name: String, files: [GeneratedFile])]) -> [String: String] {
        var result: [String: String] = [:]
        for (module, files) in modules {
            for file in files { result["\(module)/\(file.kind.rawValue)/\(file.path)"] = file.contents }
        }
        return result
    }

    /// The first production file of the first screen: what the incremental build touches.
    static func screenSourceFile(
        in modules: [(name: String, files: [GeneratedFile])], package: ComparisonPackage, screens: [String]
    ) -> String? {
        for (module, files) in modules {
            for file in files where file.kind == .source {
                if StyleMeasurement.owner(of: file.path, among: screens) != nil {
                    return package.folder(for: file, module: module) + "/" + file.path
                }
            }
        }
        return nil
    }

    func toolchain() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [request.swift, "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "unknown" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "unknown"
    }

    func write(_ report: ComparisonReport) throws {
        try ComparisonPackage.write(MarkdownReport.render(report), to: request.output + "/report.md")
        try ComparisonPackage.write(JSONReport.render(report), to: request.output + "/report.json")
        try ComparisonPackage.write(HTMLReport.render(report), to: request.output + "/report.html")
        log.step("reports: \(request.output)/report.md, report.json, report.html")
    }
}
