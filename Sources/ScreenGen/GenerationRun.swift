import Diagnostics
import Foundation
import Mustache
import ScreenSpec

/// The main job as one value: which specs, which styles, where each kind of file goes.
public struct GenerationRequest: Sendable {
    public var specPaths: [String]
    /// Style names; several styles get one subfolder each under every output root.
    public var styles: [String]
    /// Generated production code.
    public var output: String
    /// Test support and tests; defaults to `<output>/Tests`.
    public var testsOutput: String?
    /// User-owned view scaffolds; none are written unless this is set.
    public var scaffoldOutput: String?
    public var templatesDirectory: String?
    public var options: GenerationOptions
    /// Kinds of file to produce (the build plugin asks for sources only, or tests only).
    public var kinds: Set<FileKind>
    /// When set, everything produced goes into this one file (the build plugin must name its outputs
    /// before the spec is parsed, so it asks for one file per spec and kind). Needs one spec and one style.
    public var bundleFile: String?
    /// Renders every spec into this module instead of the spec's own `module` (the build plugin
    /// passes the target's module name, so `@testable import` in generated tests finds it).
    public var moduleOverride: String?
    /// False leaves out the files rendered once per module (`each: module`): the build plugin asks for them
    /// with only one of the specs it generates into the same module, so they are not declared twice.
    public var includesModuleFiles = true
    /// The run only plans (`--dry-run`, `--check`): output folders are locked for reading only, and none
    /// is created.
    public var planOnly = false
    /// How long to wait for another run writing to the same output folder (`OutputLock`).
    public var lockTimeout: Double = 120
    /// Told once when the run waits for another run's lock.
    public var lockWaiting: (@Sendable (String) -> Void)?
    /// The largest generated file allowed, in bytes (`OutputSizeLimit`).
    public var maxFileBytes = 64 << 20

    public init(
        specPaths: [String], styles: [String], output: String, testsOutput: String? = nil,
        scaffoldOutput: String? = nil, templatesDirectory: String? = nil, options: GenerationOptions = .init(),
        kinds: Set<FileKind> = Set(FileKind.allCases)
    ) {
        self.specPaths = specPaths
        self.styles = styles
        self.output = output
        self.testsOutput = testsOutput
        self.scaffoldOutput = scaffoldOutput
        self.templatesDirectory = templatesDirectory
        self.options = options
        self.kinds = kinds
    }
}

/// What a run found and would change. Nothing is written until `apply()`.
public struct GenerationRun: Sendable {
    public var inputs: SpecInputs
    public var plan: WritePlan
    public var writer: IncrementalWriter
    public var diagnostics: [Diagnostic] { inputs.diagnostics }
    /// Wall time of the phases of `prepare` (`load`, `render`, `compare`), for `--timings`.
    public var timings = PhaseTimings()
    /// Held from before rendering (files are compared and staged as they render) until the run ends
    /// (`OutputLock`).
    var lock: OutputLock?
    /// The bytes of the new and changed files, waiting for `apply` (`StagingArea`); removed when it ends.
    var staging: StagingArea?
    /// Where `apply` records what it left on disk, for the next run's no-op check (`RunStamp`).
    var stamp: RunStamp.Site?
    /// The outputs the stamp check saw as the last run left them, with their status (`RunStamp.Reuse`).
    var intactOutputs = RunStamp.IntactOutputs()
    /// Every screen's names for the style name check, recorded next to the stamp (`NameRecords`).
    var nameRecords: NameRecords?
    /// How many screens were not rendered because their files are on disk as they would render
    /// (`GenerationRun+Reuse`).
    public var reusedScreens = 0
    /// For how many specs the files rendered once per spec, dependency, model or shared store were not
    /// rendered, for the same reason.
    public var reusedSpecFiles = 0

    /// Loads and validates every spec, renders every style in memory and compares with the disk.
    /// With any error, the plan is empty: a bad spec never produces half an output.
    /// When the inputs are those of the run that last wrote the outputs and no output changed since
    /// (`RunStamp`), nothing is loaded, rendered or read: the plan is empty.
    public static func prepare(_ request: GenerationRequest) -> GenerationRun {
        var timings = PhaseTimings()
        // Only the folders of the kinds asked for: a run writing sources makes no `Tests` folder to lock.
        let roots = outputRoots(request).filter { request.kinds.contains($0.key) }
        let writer = IncrementalWriter(
            roots: request.bundleFile == nil ? roots.values.flatMap { $0 } : bundleRoot(request))
        // The stamp goes into a folder of generated files where there is one, not into the user's scaffolds.
        let scaffolds = Set(IncrementalWriter(roots: roots[.scaffold] ?? []).roots)
        let stamp = RunStamp.Site(
            request,
            roots: writer.roots.filter { !scaffolds.contains($0) }.sorted()
                + writer.roots.filter(scaffolds.contains).sorted())
        // What the stamp lets the run skip (every output, or the files of unchanged screens) must still hold
        // when it writes: the stamp is read under the output folders' lock, or another run could write those
        // files in between and this one would keep them as its own. Only where there is a stamp to read: a
        // first run locks after its spec loads, so a bad spec leaves no folder behind.
        var lock: OutputLock?
        let stampIsPresent = stamp?.isPresent == true
        if stampIsPresent {
            do throws(Diagnostic) {
                lock = try lockOutputs(request, writer: writer)
            } catch {
                return GenerationRun(
                    inputs: SpecInputs(specs: [], diagnostics: [error], sources: [:]),
                    plan: WritePlan(changes: [], unchanged: []), writer: writer, timings: timings)
            }
        }
        // A stamp written after `isPresent` said none is not read: it would be read without the lock.
        let incremental = stamp != nil && request.bundleFile == nil
        let (check, loaded) = timings.measure("stamp") {
            stampIsPresent
                ? stamp!.check(loadingMeanwhile: { load(request, keepingTrees: incremental) })
                : (.full, nil)
        }
        if case .unchanged(let unchanged) = check {
            return GenerationRun(
                inputs: SpecInputs(specs: [], diagnostics: [], sources: [:]),
                plan: WritePlan(changes: [], unchanged: unchanged), writer: writer, timings: timings, lock: lock)
        }
        var reuse: RunStamp.Reuse?
        if case .reuse(let intact) = check { reuse = intact }
        var run = prepareFully(
            request, roots: roots, writer: writer, timings: timings, lock: lock, loaded: loaded,
            reuse: incremental ? reuse ?? RunStamp.Reuse() : nil,
            names: incremental ? (stamp!.renderKey, reuse == nil ? NameRecords() : stamp!.nameRecords()) : nil)
        // A run that failed keeps no lock: the output folders as they were, without one the lock made.
        if run.lock == nil { lock?.removeFoldersItMade() }
        run.stamp = stamp
        run.intactOutputs = reuse?.statuses ?? RunStamp.IntactOutputs()
        return run
    }

    /// The specs loaded and validated (`SpecInputs.load`), and how long that took. `keepingTrees`: for a run that
    /// reuses screens, whose inputs are digested from the trees.
    private static func load(_ request: GenerationRequest, keepingTrees: Bool) -> (SpecInputs, PhaseTimings) {
        HeapLimits.apply()
        var timings = PhaseTimings()
        let inputs = timings.measure("load") {
            SpecInputs.load(
                request.specPaths, sharingModules: request.moduleOverride != nil, keepingTrees: keepingTrees)
        }
        return (inputs, timings)
    }

    /// `loaded`: the specs, when the stamp check loaded them meanwhile (`RunStamp.Site.check(loadingMeanwhile:)`).
    /// `reuse`: the screens of the last run whose files are intact (`RunStamp`); nil renders every screen
    /// without fingerprints (no stamp will be recorded, or a bundle is written).
    /// `names`: the stamp's render key and the last run's names (`NameRecords`); nil checks names without
    /// records. `held`: the output folders' lock, when the run took it to read the stamp.
    private static func prepareFully(
        _ request: GenerationRequest, roots: [FileKind: [String]], writer: IncrementalWriter, timings: PhaseTimings,
        lock held: OutputLock?, loaded: (SpecInputs, PhaseTimings)? = nil, reuse: RunStamp.Reuse?,
        names: (renderKey: String, cached: NameRecords)? = nil
    ) -> GenerationRun {
        var (inputs, loadTimings) = loaded ?? load(request, keepingTrees: reuse != nil)
        var timings = timings
        timings.append(loadTimings)
        if let module = request.moduleOverride {
            // Checked by the rule every spec's `module` is: it is printed after `@testable import`.
            if let problem = SwiftIdentifier.problem(with: module) {
                inputs.diagnostics.append(Self.moduleOverrideError(module, problem))
            }
            for index in inputs.specs.indices { inputs.specs[index].module.value = module }
        }
        // One spelling per spec, whatever the command line said (`./specs/x.yaml`, an absolute path, a
        // link): generated headers, and so `--check`, do not depend on it or on where the checkout lives.
        for index in inputs.specs.indices {
            let typed = inputs.specs[index].file
            let portable = OutputPaths.portableSpecPath(typed)
            inputs.sources[portable] = inputs.sources[typed]
            inputs.trees[portable] = inputs.trees[typed]
            inputs.specs[index].file = portable
        }
        // Each screen's input digest (`ScreenInputs`) keys both its names and its files' reuse.
        let screenInputs = inputs.specs.map { spec in
            reuse == nil ? nil : inputs.trees[spec.file].map { ScreenInputs.digests(of: spec, tree: $0) }
        }
        inputs.trees = [:]  // digested: not held while the screens render
        let emptyPlan = WritePlan(changes: [], unchanged: [])
        guard !inputs.hasErrors else { return GenerationRun(inputs: inputs, plan: emptyPlan, writer: writer) }
        var lock: OutputLock?
        var staging: StagingArea?
        do {
            let catalog = try StyleCatalog.load(extraTemplatesDirectory: request.templatesDirectory)
            var files: [OutputFile] = []
            // Styles are resolved up front; an unknown one is reported after the styles before it have
            // rendered (their errors come first, as when each style rendered in turn).
            var styles: [Style] = []
            var unknownStyle: Diagnostic?
            for styleName in request.styles {
                guard let style = catalog[styleName] else {
                    let known = catalog.keys.sorted()
                    unknownStyle = Diagnostic.error(
                        "unknown style '\(styleName)'\(DidYouMean.clause(for: styleName, among: known)) "
                            + "(styles: \(known.joined(separator: ", ")))")
                    break
                }
                styles.append(style)
            }
            // Names are checked for the styles of this run only, before anything renders; a screen's names
            // come from the last run's records when its inputs are the same (`NameRecords`).
            var nameRecords = NameRecords()
            var nameProblems: [Diagnostic] = []
            for (spec, digests) in zip(inputs.specs, screenInputs) {
                guard let names, let digests else {
                    nameProblems += StyleNameCheck.diagnostics(spec: spec, styles: styles)
                    continue
                }
                nameProblems += StyleNameCheck.diagnostics(
                    spec: spec, styles: styles, inputs: digests, renderKey: names.renderKey, cached: names.cached,
                    records: &nameRecords)
            }
            nameProblems += inputs.specs.compactMap {
                SharedStoreObservation.problem(spec: $0, options: request.options)
            }
            if !nameProblems.isEmpty {
                inputs.diagnostics += nameProblems
                return GenerationRun(inputs: inputs, plan: emptyPlan, writer: writer)
            }
            // Locked before rendering: files are compared with the disk, and staged, as they render. Any error
            // from here on removes what the run staged, and the output folders the lock made.
            lock = try held ?? lockOutputs(request, writer: writer)
            // A bundle (one file of everything) and a run that fails on a style keep their files in memory;
            // a run that only plans compares as it renders, and stages nothing.
            if request.bundleFile == nil && unknownStyle == nil && !request.planOnly { staging = StagingArea() }
            let stagers = stagers(
                request, roots: roots, styles: styles, specs: inputs.specs, staging: staging,
                newFolders: Set(lock?.madeFolders ?? []))
            // Per spec, every style at once: each screen's context is built once, shared by the styles,
            // and dropped when its files are rendered (docs/performance.md).
            let perModule = request.bundleFile == nil && Set(inputs.specs.map(\.module.value)).count > 1
            var reused = ReusedFiles()
            var (reusedScreens, reusedSpecFiles) = (0, 0)
            // The plan needs only each spec's path and module. The specs' model (~50 MB at 10,000 screens) is
            // dropped before the styles' lists are made, and the plan's descriptions reuse its memory
            // (docs/performance.md, seventh and twelfth rounds); it is kept only to word the error for a file
            // over the size limit.
            let specs = inputs.specs.map { (file: $0.file, module: $0.module) }
            var oversized: [Spec] = []
            var rendered = timings.measure("render") {
                var renders = inputs.specs.indices.map { index in
                    Generator.renderEach(
                        spec: inputs.specs[index], styles: styles, options: request.options,
                        reuse: reuse.map {
                            screenReuse(
                                $0, spec: inputs.specs[index], inputs: screenInputs[index], at: index,
                                perModule: perModule)
                        }, stager: stagers[index])
                }
                reused =
                    reuse?.files(of: renders.flatMap { $0.reused + ($0.reusedSpecFiles.map { [$0] } ?? []) })
                    ?? ReusedFiles()
                reusedScreens = renders.map(\.reused.count).reduce(0, +)
                reusedSpecFiles = renders.filter { $0.reusedSpecFiles != nil }.count
                if renders.contains(where: { $0.largestFileBytes > request.maxFileBytes }) { oversized = inputs.specs }
                inputs.specs = []
                // The screens' contexts are freed: their pages are given back before the styles' lists are made.
                HeapLimits.giveBack()
                return renders.indices.map { renders[$0].assemble() }
            }
            // What the plan needs of the rendered files is copied below, and each list let go once copied.
            // The rendering threads freed the screens' contexts: their pages are given back before the plan's
            // descriptions are made (docs/performance.md, tenth round).
            HeapLimits.giveBack()
            var renderedCount = 0  // `files` is made this size below
            for (index, results) in rendered.enumerated() {
                for case .success(let files) in results {
                    renderedCount += files.count
                    if oversized.indices.contains(index),
                        let tooLarge = OutputSizeLimit.check(files, of: oversized[index], limit: request.maxFileBytes)
                    {
                        throw tooLarge
                    }
                }
            }
            oversized = []
            // One list of the right size: growing it by doubling held ~1.5 copies of ~200,000 descriptions.
            files.reserveCapacity(renderedCount)
            // Like styles, modules get a subfolder each when a run spans several: their files
            // (`Item.swift`, `MissingDependencyError.swift`) would otherwise collide (`perModule`).
            for styleIndex in styles.indices {
                // Per-module files come with the first spec of each module (`--module` can put several in one).
                var modulesWithSharedFiles = Set<String>()
                for (specIndex, spec) in specs.enumerated() {
                    let firstOfModule = modulesWithSharedFiles.insert(spec.module.value).inserted
                    let owner = SpecOwner(
                        specFile: spec.file, module: spec.module.value, style: request.styles[styleIndex])
                    let generated = try rendered[specIndex][styleIndex].get()
                    rendered[specIndex][styleIndex] = .success([])  // handed over: not held twice
                    for file in generated
                    where request.kinds.contains(file.kind)
                        && (!file.isPerModule || (request.includesModuleFiles && firstOfModule))
                    {
                        guard let root = roots[file.kind]?[request.styles.firstIndex(of: request.styles[styleIndex])!]
                        else { continue }
                        var output = OutputFile(
                            path: root + "/" + pathInRoot(file.path, module: spec.module.value, perModule: perModule),
                            contents: file.contents,
                            isScaffold: file.kind == .scaffold,
                            owner: owner, kind: file.kind.rawValue, screen: file.screen)
                        output.staged = file.staged
                        files.append(output)
                    }
                }
            }
            rendered = []
            // Rendering freed its contexts, and the specs' model is gone: their pages are given back before the
            // plan takes memory of its own.
            HeapLimits.giveBack()
            if let unknownStyle { throw unknownStyle }
            let owners = Set(
                styles.indices.flatMap { index in
                    specs.map {
                        SpecOwner(specFile: $0.file, module: $0.module.value, style: request.styles[index])
                    }
                })
            // A bundle is the one file the build plugin named: nothing else in its folder is the run's to remove.
            var removableKinds = Set(request.kinds.map(\.rawValue))
            if let bundle = request.bundleFile {
                files = [Self.bundle(files, into: bundle, owner: owners.first ?? SpecOwner(specFile: ""))]
                removableKinds = []
            }
            let plan = try timings.measure("compare") { () throws(Diagnostic) in
                // Handed over, not copied: the plan keeps one copy of each file's description.
                let planned = files
                files = []
                return try writer.plan(consume planned, reused: reused, owners: owners, removableKinds: removableKinds)
            }
            // The plan's working lists and manifests read whole are freed: given back before the writes and stamp.
            HeapLimits.giveBack()
            var run = GenerationRun(
                inputs: inputs, plan: plan, writer: writer, timings: timings, lock: lock, staging: staging)
            run.reusedScreens = reusedScreens
            run.reusedSpecFiles = reusedSpecFiles
            if names != nil { run.nameRecords = nameRecords }
            return run
        } catch let diagnostic as Diagnostic {
            inputs.diagnostics.append(diagnostic)
        } catch let error as DiagnosticError {
            inputs.diagnostics += error.diagnostics
        } catch {
            inputs.diagnostics.append(.error("\(error)"))
        }
        // The output folders as they were: nothing staged, no folder the lock made. A lock the caller took
        // (`held`) is the caller's to clean, once: between two removals another run could make the lock
        // file anew, and the second would remove that one.
        staging?.discard()
        if held == nil { lock?.removeFoldersItMade() }
        return GenerationRun(inputs: inputs, plan: emptyPlan, writer: writer)
    }

    /// The error for a `--module` that no spec could declare as its `module`.
    static func moduleOverrideError(_ module: String, _ problem: SwiftIdentifier.NameProblem) -> Diagnostic {
        let shown = SwiftIdentifier.visible(module)
        switch problem {
        case .notAnIdentifier:
            return .error(
                "--module '\(shown)' is not a valid Swift identifier (a module name is one, like a spec's 'module')")
        case .hiddenCharacter(let scalar):
            return .error(
                "--module '\(shown)' contains \(SwiftIdentifier.describe(scalar)), an invisible or "
                    + "text-direction character, so it could look like another name")
        }
    }

    /// Writes the plan to disk.
    public func apply() throws(Diagnostic) {
        defer { staging?.discard() }
        try writer.apply(plan)
        if diagnostics.isEmpty { stamp?.record(plan, roots: writer.roots, intact: intactOutputs, names: nameRecords) }
    }

    /// Per spec, what compares each file with the disk as it renders and, with `staging`, stages it
    /// (`StagedFile`): every file of the kinds asked for at its output path, except one larger than the limit
    /// (kept, so that the limit's check words the error). Nil for a bundle or a run that fails on a style.
    /// `newFolders`: the folders the run's lock made (normalized), in which nothing is compared.
    private static func stagers(
        _ request: GenerationRequest, roots: [FileKind: [String]], styles: [Style], specs: [Spec],
        staging: StagingArea?, newFolders: Set<String>
    ) -> [FileStager?] {
        guard request.bundleFile == nil, styles.count == request.styles.count else {
            return specs.map { _ in nil }
        }
        let perModule = Set(specs.map(\.module.value)).count > 1
        let resolved = Dictionary(
            roots.values.flatMap { $0 }.map { ($0, OutputPaths.normalized($0)) },
            uniquingKeysWith: { first, _ in first })
        let rootIndex = request.styles.map { request.styles.firstIndex(of: $0)! }
        let limit = request.maxFileBytes
        let kinds = request.kinds
        return specs.map { spec in
            let module = spec.module.value
            return { style, kind, path, contents, hash in
                guard kinds.contains(kind), let root = roots[kind]?[rootIndex[style]], contents.count <= limit
                else { return nil }
                let inRoot = pathInRoot(path, module: module, perModule: perModule)
                let target = OutputPaths.standardized(root + "/" + inRoot)
                let resolvedRoot = resolved[root]!
                let isNew = newFolders.contains(resolvedRoot) && OutputPaths.isPlainRelative(inRoot)
                return Result { () throws(Diagnostic) in
                    try StagedFile(
                        contents, hash: hash, at: target, isScaffold: kind == .scaffold, isNew: isNew,
                        root: resolvedRoot,
                        staging: staging)
                }
            }
        }
    }

    /// Where a rendered file goes inside its output folder: modules get a subfolder each when a run spans several
    /// (`perModule`). The stager and the plan both place files by it.
    private static func pathInRoot(_ path: String, module: String, perModule: Bool) -> String {
        perModule ? module + "/" + path : path
    }

    /// Takes the output folders' lock (`OutputLock`), after refusing folders the run must not write in.
    private static func lockOutputs(_ request: GenerationRequest, writer: IncrementalWriter) throws(Diagnostic)
        -> OutputLock
    {
        try checkDerivedRoots(request)
        try writer.checkRoots()
        return try OutputLock.acquire(
            roots: writer.roots, exclusive: !request.planOnly, timeout: request.lockTimeout,
            waiting: request.lockWaiting)
    }

    /// All files in one, in path order, under a single generated-file header.
    static func bundle(_ files: [OutputFile], into path: String, owner: SpecOwner) -> OutputFile {
        let header = GeneratedFileHeader.line(specFile: owner.specFile)
        var text = header + "\n"
        for file in files.sorted(by: { $0.path < $1.path }) {
            text += "\n// MARK: - \((file.path as NSString).lastPathComponent)\n"
            text +=
                file.contents.hasPrefix(header) ? file.contents.dropFirst(header.count + 1) : Substring(file.contents)
        }
        return OutputFile(path: path, contents: text, owner: owner, kind: "bundle")
    }

    /// The folders a run adds below the ones it was given (`<output>/Tests`, `<output>/mvvm`) must not be
    /// links: the run would write wherever they point. (A folder given on the command line may be one.)
    private static func checkDerivedRoots(_ request: GenerationRequest) throws(Diagnostic) {
        let given = [request.output, request.testsOutput, request.scaffoldOutput].compactMap { $0 }
            .map(OutputPaths.standardized)
        for root in outputRoots(request).values.flatMap({ $0 }).map(OutputPaths.standardized) {
            guard
                let base = given.filter({ root == $0 || OutputPaths.isInside(root, root: $0) })
                    .max(by: { $0.count < $1.count })
            else { continue }
            var path = base
            for component in root.dropFirst(base.count).split(separator: "/") {
                path += "/" + component
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                    throw .error("refusing to write into '\(path)': it is a link inside the output folder '\(base)'")
                }
            }
        }
    }

    private static func bundleRoot(_ request: GenerationRequest) -> [String] {
        request.bundleFile.map { [($0 as NSString).deletingLastPathComponent] } ?? []
    }

    /// The folder for each kind of file, one per style (in `request.styles` order).
    static func outputRoots(_ request: GenerationRequest) -> [FileKind: [String]] {
        let perStyle = request.styles.count > 1
        func roots(_ base: String) -> [String] {
            request.styles.map { perStyle ? base + "/" + $0 : base }
        }
        let tests = request.testsOutput ?? request.output + "/Tests"
        var result: [FileKind: [String]] = [
            .source: roots(request.output), .testSupport: roots(tests), .test: roots(tests),
        ]
        if let scaffold = request.scaffoldOutput { result[.scaffold] = roots(scaffold) }
        return result
    }
}
