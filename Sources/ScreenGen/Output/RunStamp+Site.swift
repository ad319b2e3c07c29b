import Foundation

extension RunStamp.Site {
    /// The stamp's name and key for `request` (see `RunStamp`). Reads the specs' bytes and a `--templates`
    /// folder's templates; parses nothing. Nil when the generator cannot be identified (no stamp then).
    /// `roots` in order of preference for the stamp (folders of generated files before scaffold folders).
    /// How paths were spelt does not matter (`./specs/x.yaml` or the absolute path): only what they name
    /// and the spec's spelling in headers (`OutputPaths.portableSpecPath`) do.
    init?(_ request: GenerationRequest, roots: [String]) {
        guard let executable = Bundle.main.executablePath, let binary = RunStamp.Status(lstatOf: executable)
        else { return nil }
        var run = Fields()
        run.add(request.specPaths.map(OutputPaths.portableSpecPath))
        run.add(request.specPaths.map(OutputPaths.normalized))
        run.add(request.styles)
        run.add(roots.sorted())
        run.add(request.templatesDirectory.map(OutputPaths.normalized) ?? "-")
        run.add(request.kinds.map(\.rawValue).sorted())
        run.add([request.bundleFile.map(OutputPaths.normalized) ?? "-", request.moduleOverride ?? "-"])
        run.add([String(request.includesModuleFiles), String(request.maxFileBytes)])
        run.add([
            request.options.access.rawValue, request.options.observation.rawValue,
            request.options.testFramework.rawValue,
        ])
        var rendering = run
        rendering.add(RunStamp.firstLine)
        rendering.add([executable, String(binary.size), String(binary.modified), String(binary.inode)])
        // The built-in templates are compiled into the executable, whose identity is in the key already:
        // only a `--templates` folder's files are hashed (hashing every built-in template, and building
        // the dictionary of them, was a part of every no-op run).
        if let directory = request.templatesDirectory {
            guard let folders = try? StyleCatalog.userFolders(in: directory) else { return nil }
            for style in folders.keys.sorted() {
                let files = folders[style]!.files
                for file in files.keys.sorted() {
                    rendering.add(style + "/" + file)
                    rendering.add(files[file]!)
                }
            }
        }
        var inputs = rendering
        for path in request.specPaths {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            inputs.add(data)
        }
        self.init(
            name: RunStamp.filePrefix + String(run.hash, radix: 16), key: String(inputs.hash, radix: 16),
            renderKey: String(rendering.hash, radix: 16), roots: roots)
    }

    /// Length-prefixed fields hashed as one stream, so `["ab", "c"]` and `["a", "bc"]` differ.
    private struct Fields {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var length = UInt64(bytes.count)
            withUnsafeBytes(of: &length) { mix($0) }
            mix(bytes)
        }

        private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
            var hash = self.hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            self.hash = hash
        }

        mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        mutating func add(_ texts: [String]) {
            add(String(texts.count))
            for text in texts { add(text) }
        }
    }
}
