import Foundation
import Mustache

/// What a run that wrote its outputs saw, so that the next run with the same inputs can tell from `lstat`
/// alone that it would change nothing, and then renders nothing and reads no output file (the build
/// plugin runs `generate` in every build).
///
/// `<root>/.screengen-stamp-<run>` (in the first output folder that exists, generated folders before scaffold
/// folders; `<run>` names the command: specs, styles, folders, options) holds:
/// - `key`: a hash of everything the output depends on: the generator (the stamp format and its executable's
///   size, modification time and inode), the request, each spec's bytes and resolved path, every template
///   of the catalog (`--templates` included);
/// - the `lstat` of every file the run produced, of each folder's manifest and of every folder from each
///   output folder down to its files: type, size, modification time in nanoseconds, device and inode.
///
/// A run whose key matches and whose files and folders still have those stats plans nothing (`unchangedOutputs`).
/// Any write by ScreenGen replaces a file by another inode, and an edit changes the modification time:
/// the stamp is taken at least `settle` after the newest file was modified, so an edit made after the
/// stamp cannot carry a recorded time even on a file system whose clock ticks coarsely. The stamp is
/// written only by a run that reported no diagnostic (so a no-op never hides a warning) and only when its
/// text changes. It is a cache: a damaged or missing stamp only means a full run.
///
/// Per screen, the stamp also records the fingerprint of what the screen's files were rendered from (its
/// context, the root context, its spec's place in the run: `GenerationRun+Reuse`) and which files those
/// are. A run whose inputs changed but whose `renderKey` (the key without the specs' bytes) did not
/// renders a screen again only when its fingerprint or one of its files changed (`Reuse`).
struct RunStamp: Equatable, Sendable {
    static let firstLine = "# screengen-stamp 2"
    static let filePrefix = ".screengen-stamp-"
    /// Longer than the coarsest file-system clock tick we expect (Linux: one jiffy, at most 10 ms).
    static let settle: Int64 = 20_000_000

    /// What `lstat` said about a path; nil when nothing was there.
    struct Status: Equatable, Sendable {
        var isDirectory: Bool
        var size: Int64
        var modified: Int64
        var device: UInt64
        var inode: UInt64

        /// Directories are compared by identity only: files of other tools appearing in them change
        /// nothing a run would do.
        init?(lstatOf path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            self.init(status)
        }

        /// Like `lstatOf`, for `name` in the folder open at `folder`: no walk of the whole path per file.
        init?(in folder: Int32, name: String) {
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            self.init(status)
        }

        private init?(_ status: stat) {
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFDIR else { return nil }
            isDirectory = type == S_IFDIR
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            size = isDirectory ? 0 : Int64(status.st_size)
            modified = isDirectory ? 0 : Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }

        init(isDirectory: Bool, size: Int64, modified: Int64, device: UInt64, inode: UInt64) {
            (self.isDirectory, self.size, self.modified, self.device, self.inode) =
                (isDirectory, size, modified, device, inode)
        }
    }

    struct Entry: Equatable, Sendable {
        /// A generated file (a no-op run reports it unchanged), or a manifest or folder.
        var isOutput: Bool
        var path: String
        var status: Status?
        /// The screen that rendered it (an index into `screens`), or nil.
        var screen: Int? = nil
    }

    var key: String
    /// `key` without the specs' bytes: what every screen's rendering depends on besides its context.
    var renderKey: String = ""
    /// The fingerprints of the screens whose files `entries` names (`Entry.screen`).
    var screens: [ValueFingerprint] = []
    var entries: [Entry]

    /// The output files, when every entry still has its recorded status; nil otherwise.
    /// Each folder is opened once and its entries looked up in it; the folders themselves are entries
    /// too (compared by `lstat`), so a folder replaced by a link is seen. Split over the cores: a
    /// 1,000-screen run has ~13,000 entries, and looking them up is most of a no-op run.
    func unchangedOutputs() -> [String]? {
        guard changedEntries(firstOnly: true).isEmpty else { return nil }
        return entries.filter(\.isOutput).map(\.path)
    }

    /// The files of each recorded screen whose files all still have their recorded status, by the screen's
    /// fingerprint; nil when a manifest or folder changed (then nothing is reused).
    func intactScreens() -> Reuse? {
        let changed = changedEntries(firstOnly: false)
        guard changed.allSatisfy({ entries[$0].isOutput }) else { return nil }
        var broken = Set(changed.compactMap { entries[$0].screen })
        // Two screens recorded with one fingerprint cannot be told apart: neither is reused.
        var seen = Set<ValueFingerprint>()
        for fingerprint in screens where !seen.insert(fingerprint).inserted {
            broken.formUnion(screens.indices.filter { screens[$0] == fingerprint })
        }
        var files: [ValueFingerprint: [String]] = [:]
        for entry in entries {
            guard let screen = entry.screen, !broken.contains(screen) else { continue }
            files[screens[screen], default: []].append(entry.path)
        }
        return Reuse(files: files)
    }

    /// The screens of the last run whose files are as it left them.
    struct Reuse: Sendable {
        /// By the screen's fingerprint: its files (resolved paths, as the writer plans them).
        var files: [ValueFingerprint: [String]]
    }

    /// The positions of entries whose status changed (with `firstOnly`, at most one per core). Each
    /// folder is opened once and its entries looked up in it; split over the cores: a 1,000-screen run
    /// has ~13,000 entries, and looking them up is most of a no-op run.
    private func changedEntries(firstOnly: Bool) -> [Int] {
        let entries = self.entries
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, entries.count / 1000))
        let share = (entries.count + workers - 1) / max(1, workers)
        return mapOnEveryCore(workers) { worker in
            Self.changed(
                entries, min(entries.count, worker * share)..<min(entries.count, (worker + 1) * share),
                firstOnly: firstOnly)
        }.flatMap { $0 }
    }

    private static func changed(_ entries: [Entry], _ range: Range<Int>, firstOnly: Bool) -> [Int] {
        var changed: [Int] = []
        var folder: Substring = ""
        var descriptor: Int32 = -1
        defer { if descriptor >= 0 { close(descriptor) } }
        for position in range {
            let entry = entries[position]
            let status: Status?
            if entry.status?.isDirectory == false, let slash = entry.path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                if entry.path[..<slash] != folder {
                    if descriptor >= 0 { close(descriptor) }
                    folder = entry.path[..<slash]
                    descriptor = open(String(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                }
                status =
                    descriptor < 0
                    ? nil : Status(in: descriptor, name: String(entry.path[entry.path.utf8.index(after: slash)...]))
            } else {
                status = Status(lstatOf: entry.path)
            }
            if status != entry.status {
                changed.append(position)
                if firstOnly { return changed }
            }
        }
        return changed
    }

    var text: String {
        var lines = [Self.firstLine, "key\t" + key, "render\t" + renderKey, "screens\t" + String(screens.count)]
        lines += screens.map(\.description)
        for entry in entries {
            var fields = [entry.isOutput ? "o" : "-"]
            if let status = entry.status {
                fields += [
                    status.isDirectory ? "d" : "f", String(status.size), String(status.modified),
                    String(status.device), String(status.inode),
                ]
            } else {
                fields += ["absent", "0", "0", "0", "0"]
            }
            fields.append(entry.screen.map { String($0) } ?? "-")
            fields.append(OutputManifest.encode(entry.path))
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\nend\n"
    }

    /// Parses a stamp; nil for anything else (a torn or foreign file means a full run). Works on bytes:
    /// a 1,000-screen run's stamp has ~14,000 lines, and splitting it as `String`s cost more than the
    /// `lstat`s it drives.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var lines: [Slice<UnsafeBufferPointer<UInt8>>] = bytes.split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let header = Array(Self.firstLine.utf8)
        guard lines.count >= 4, lines.removeFirst().elementsEqual(header), lines.removeLast().isEmpty,
            lines.removeLast().elementsEqual("end".utf8), lines.first?.starts(with: "key\t".utf8) == true
        else { return nil }
        key = String(decoding: lines.removeFirst().dropFirst(4), as: UTF8.self)
        guard lines.count >= 2, lines[0].starts(with: "render\t".utf8), lines[1].starts(with: "screens\t".utf8),
            let screenCount = Self.number(lines[1].dropFirst(8)), screenCount <= lines.count - 2
        else { return nil }
        renderKey = String(decoding: lines.removeFirst().dropFirst(7), as: UTF8.self)
        lines.removeFirst()
        screens = []
        screens.reserveCapacity(Int(screenCount))
        for line in lines.prefix(Int(screenCount)) {
            guard let fingerprint = ValueFingerprint(Substring(decoding: line, as: UTF8.self)) else { return nil }
            screens.append(fingerprint)
        }
        lines.removeFirst(Int(screenCount))
        entries = []
        entries.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 8, fields[0].count == 1,
                let size = Self.number(fields[2]).flatMap(Int64.init(exactly:)),
                let modified = Self.number(fields[3]).flatMap(Int64.init(exactly:)),
                let device = Self.number(fields[4]), let inode = Self.number(fields[5])
            else { return nil }
            let type = fields[1].first
            let status: Status? =
                type == UInt8(ascii: "a")
                ? nil
                : Status(
                    isDirectory: type == UInt8(ascii: "d"), size: size, modified: modified,
                    device: device, inode: inode)
            var screen: Int?
            if !fields[6].elementsEqual("-".utf8) {
                guard let index = Self.number(fields[6]), index < screens.count else { return nil }
                screen = Int(index)
            }
            let path = String(decoding: fields[7], as: UTF8.self)
            entries.append(
                Entry(
                    isOutput: fields[0].first == UInt8(ascii: "o"),
                    path: fields[7].contains(UInt8(ascii: "%")) ? OutputManifest.decode(Substring(path)) : path,
                    status: status, screen: screen))
        }
    }

    /// A decimal number of at most 19 digits (every one fits 64 bits), or nil.
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
        }
        return value
    }

    init(key: String, renderKey: String = "", screens: [ValueFingerprint] = [], entries: [Entry]) {
        self.key = key
        self.renderKey = renderKey
        self.screens = screens
        self.entries = entries
    }

    /// Where a run's stamp lives and what it must say: computed before anything is loaded.
    struct Site: Sendable {
        /// The stamp's file name (`.screengen-stamp-<run>`).
        var name: String
        var key: String
        /// `key` without the specs' bytes (`RunStamp.renderKey`).
        var renderKey: String
        /// In order of preference: the stamp is in the first of them that exists.
        var roots: [String]

        /// What the last run's stamp lets this run skip.
        enum Check {
            /// Same inputs, every recorded path as it was: these are the outputs, nothing to do.
            case unchanged([String])
            /// Other spec bytes, same everything else: screens whose fingerprint and files are as recorded
            /// need not be rendered.
            case reuse(Reuse)
            case full
        }

        /// Reads this run's stamp (when there is one) and checks the recorded paths.
        func check() -> Check {
            for root in roots {
                let path = root + "/" + name
                let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                guard let data = try? handle.readToEnd(),
                    let stamp = data.withUnsafeBytes({ RunStamp(bytes: $0.bindMemory(to: UInt8.self)) })
                else { return .full }
                if stamp.key == key, let outputs = stamp.unchangedOutputs() { return .unchanged(outputs) }
                guard stamp.renderKey == renderKey, let reuse = stamp.intactScreens() else { return .full }
                return .reuse(reuse)
            }
            return .full
        }

        /// Records what `plan` left on disk. Best effort: a stamp that cannot be written costs the next run
        /// a full comparison, nothing else.
        func record(_ plan: WritePlan, roots writerRoots: [String]) {
            var outputs = plan.unchanged
            for change in plan.changes {
                switch change {
                case .create(let file), .update(let file): outputs.append(file.path)
                case .remove: continue
                }
            }
            var folders = Set(writerRoots)
            for path in outputs {
                guard
                    let root = writerRoots.filter({ OutputPaths.isInside(path, root: $0) }).max(by: {
                        $0.count < $1.count
                    })
                else { return }
                var folder = OutputPaths.split(path).folder
                while folder.count > root.count, folders.insert(folder).inserted {
                    folder = OutputPaths.split(folder).folder
                }
            }
            // Screens numbered in the order their first file comes.
            var screens: [ValueFingerprint] = []
            var screenNumbers: [ValueFingerprint: Int] = [:]
            var entries = outputs.sorted().map { path in
                let screen = plan.screens[path].map { fingerprint in
                    if let number = screenNumbers[fingerprint] { return number }
                    screens.append(fingerprint)
                    screenNumbers[fingerprint] = screens.count - 1
                    return screens.count - 1
                }
                return Entry(isOutput: true, path: path, status: Status(lstatOf: path), screen: screen)
            }
            entries += writerRoots.map { OutputManifest.path(in: $0) }.sorted().map {
                Entry(isOutput: false, path: $0, status: Status(lstatOf: $0))
            }
            entries += folders.sorted().map { Entry(isOutput: false, path: $0, status: Status(lstatOf: $0)) }
            // An output that vanished (or became a link) while the run wrote: no stamp to trust.
            guard entries.allSatisfy({ !$0.isOutput || $0.status != nil }) else { return }
            // Waits out the clock tick of the newest file (see the type's comment): only after a write.
            let newest = entries.compactMap(\.status?.modified).max() ?? 0
            let wait = newest + RunStamp.settle - Self.now()
            if wait > 0 { usleep(UInt32(wait / 1000) + 1) }
            guard let root = roots.first(where: { Status(lstatOf: $0)?.isDirectory == true }) else { return }
            let text = RunStamp(key: key, renderKey: renderKey, screens: screens, entries: entries).text
            let path = root + "/" + name
            Self.removeAbandonedTemporaries(in: root)
            if let old = FileManager.default.contents(atPath: path), old.elementsEqual(text.utf8) { return }
            try? IncrementalWriter.writeAtomically(text, to: path, creatingFolder: false)
            Self.pruneStamps(in: root, keeping: name)
        }

        /// How many stamps a folder keeps. Each command line (specs, styles, folders, options) has its own
        /// stamp, so one folder used with many command lines would collect them without end; the oldest go.
        /// A stamp is a cache, so removing one costs at most one full run.
        static let stampsKept = 8

        /// Removes the temporary files of stamps whose writing run was killed before it renamed them
        /// (`..screengen-stamp-<run>.screengen-<pid>.tmp`, its process gone). Before the stamp is compared:
        /// the stamp a killed run left half-written may equal the one this run would write.
        static func removeAbandonedTemporaries(in folder: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names where name.hasPrefix("." + RunStamp.filePrefix) {
                guard let marker = name.range(of: ".screengen-", options: .backwards) else { continue }
                let stamp = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
                if IncrementalWriter.isAbandonedTemporary(name, of: [stamp]) { unlink(folder + "/" + name) }
            }
        }

        /// Removes all but the `stampsKept` most recently written stamps in `folder`, never `current`.
        static func pruneStamps(in folder: String, keeping current: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            let others = names.filter { $0.hasPrefix(RunStamp.filePrefix) && $0 != current }
                .compactMap { name in Status(lstatOf: folder + "/" + name).map { (name, $0) } }
                .filter { !$0.1.isDirectory }
                .sorted { $0.1.modified > $1.1.modified }
            for (name, _) in others.dropFirst(stampsKept - 1) { unlink(folder + "/" + name) }
        }

        private static func now() -> Int64 {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        }
    }
}
