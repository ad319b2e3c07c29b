import Foundation
import Mustache

/// What a run that wrote its outputs saw, so that the next run with the same inputs can tell from `lstat`
/// alone that it would change nothing, and then renders nothing and reads no output file (the build
/// plugin runs `generate` in every build).
///
/// `<root>/.screengen-stamp-<run>` (in the first output folder that exists, generated folders before scaffold
/// folders; `<run>` names the command: specs, styles, folders, options) holds:
/// - `key`: a hash of everything the output depends on: the generator (the stamp format and its executable's
///   size, modification time and inode, which stand for the built-in templates compiled into it), the
///   request, each spec's bytes and resolved path, every file of a `--templates` folder;
/// - the `lstat` of every file the run produced, of each folder's manifest and of every folder from each
///   output folder down to its files: type, size, modification time in nanoseconds, device and inode.
///
/// A run whose key matches and whose files and folders still have those stats plans nothing (`unchangedOutputs`).
/// Any write by ScreenGen replaces a file by another inode, and an edit changes the modification time:
/// the stamp is written at least `settle` after the newest file was modified, so an edit made after the
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
    struct Status: Hashable, Sendable {
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

        /// Like `lstatOf`, for the name that starts `nameOffset` bytes into `path`, in the folder open at
        /// `folder`: no walk of the whole path per file, and no copy of the name (a native string's bytes
        /// end with a NUL).
        init?(in folder: Int32, path: String, nameOffset: Int) {
            var status = stat()
            guard path.withCString({ fstatat(folder, $0 + nameOffset, &status, AT_SYMLINK_NOFOLLOW) }) == 0
            else { return nil }
            self.init(status)
        }

        init?(_ status: stat) {
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
        guard changedEntries(firstOnly: true, onEveryCore: true).isEmpty else { return nil }
        return entries.filter(\.isOutput).map(\.path)
    }

    /// The screens of the last run whose files all still have their recorded status, and those files; nil
    /// when a manifest or folder changed (then nothing is reused), or the outputs are not in order.
    /// Looks on this thread alone: the run loads its specs on another core meanwhile
    /// (`Site.check(loadingMeanwhile:)`).
    func intactScreens() -> Reuse? {
        let changed = changedEntries(firstOnly: false, onEveryCore: false)
        guard changed.allSatisfy({ entries[$0].isOutput }) else { return nil }
        var changedFlags = [Bool](repeating: false, count: entries.count)
        for position in changed { changedFlags[position] = true }
        var broken = [Bool](repeating: false, count: screens.count)
        var hasFiles = [Bool](repeating: false, count: screens.count)
        // Two screens recorded with one fingerprint cannot be told apart: neither is reused.
        var numbers: [ValueFingerprint: Int] = [:]
        numbers.reserveCapacity(screens.count)
        for (number, fingerprint) in screens.enumerated() {
            if let other = numbers.updateValue(number, forKey: fingerprint) {
                (broken[number], broken[other]) = (true, true)
            }
        }
        // The outputs just seen as recorded, in order: the plan and the new stamp take the reused screens' files
        // from here as they are (`ReusedFiles`), and the new stamp the status of every other file it did not
        // write (`Site.record`).
        var intact = IntactOutputs()
        intact.paths.reserveCapacity(entries.count)
        intact.statuses.reserveCapacity(entries.count)
        intact.screens.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() where entry.isOutput {
            if let screen = entry.screen { hasFiles[screen] = true }
            guard !changedFlags[position], let status = entry.status else {
                if let screen = entry.screen { broken[screen] = true }
                continue
            }
            // Looked up by binary search from here on: a stamp out of order is not one this version wrote.
            if let last = intact.paths.last, !(last < entry.path) { return nil }
            intact.paths.append(entry.path)
            intact.statuses.append(status)
            intact.screens.append(entry.screen ?? -1)
        }
        return Reuse(
            screens: numbers.filter { !broken[$0.value] && hasFiles[$0.value] }, fingerprints: screens,
            statuses: intact, templatesParse: true)
    }

    /// The screens of the last run whose files are as it left them.
    struct Reuse: Sendable {
        /// The number of each recorded screen whose files are all as recorded, by its fingerprint.
        var screens: [ValueFingerprint: Int] = [:]
        /// Every recorded screen's fingerprint, by its number in the stamp.
        var fingerprints: [ValueFingerprint] = []
        /// Every output file whose `lstat` was as recorded when the run started, with that status.
        var statuses = IntactOutputs()
        /// The stamp's run rendered with the templates of this run's render key (a stamp is written only after a
        /// run without an error, and the first run of a render key compiled every template): they compile.
        var templatesParse = false

        /// The files of `reused` (fingerprints of screens with files on disk), in the stamp's order.
        func files(of reused: [ValueFingerprint]) -> ReusedFiles {
            var wanted = [Bool](repeating: false, count: fingerprints.count)
            for fingerprint in reused {
                if let number = screens[fingerprint] { wanted[number] = true }
            }
            var files = ReusedFiles()
            for (position, screen) in statuses.screens.enumerated() where screen >= 0 && wanted[screen] {
                files.append(
                    statuses.paths[position], screen: fingerprints[screen], status: statuses.statuses[position])
            }
            return files
        }
    }

    /// Outputs with the status the check at the start of a run saw, in the stamp's order (by path, as
    /// `String`s sort), with the number of the screen each belongs to (-1: none).
    struct IntactOutputs: Sendable {
        var paths: [String] = []
        var statuses: [Status] = []
        var screens: [Int] = []

        /// The status recorded here for each of `paths`, nil where a path is not here (a binary search each:
        /// a run asks for the few files it rendered).
        func statuses(of paths: [String]) -> [Status?] {
            paths.map { path in self.paths.sortedPosition(of: path).map { statuses[$0] } }
        }
    }

    /// The positions of entries whose status changed (with `firstOnly`, at most one per core). Each
    /// folder is opened once and its entries looked up in it; split over the cores: a 1,000-screen run
    /// has ~13,000 entries, and looking them up is most of a no-op run.
    private func changedEntries(firstOnly: Bool, onEveryCore: Bool) -> [Int] {
        let entries = self.entries
        let cores = onEveryCore ? ProcessInfo.processInfo.activeProcessorCount : 1
        let workers = max(1, min(cores, entries.count / 1000))
        let share = (entries.count + workers - 1) / max(1, workers)
        return mapOnEveryCore(workers) { worker in
            Self.changed(
                entries, min(entries.count, worker * share)..<min(entries.count, (worker + 1) * share),
                firstOnly: firstOnly)
        }.flatMap { $0 }
    }

    private static func changed(_ entries: [Entry], _ range: Range<Int>, firstOnly: Bool) -> [Int] {
        var changed: [Int] = []
        // The folder open at `descriptor` (none at first: the empty folder, which cannot be opened).
        var folder = PathFolder("/")
        var descriptor: Int32 = -1
        defer { if descriptor >= 0 { close(descriptor) } }
        for position in range {
            let entry = entries[position]
            let status: Status?
            let file = entry.status?.isDirectory == false ? PathFolder(entry.path) : nil
            if let file, file.length >= 0 {
                // Folders compared as bytes (`Substring ==` compares as Unicode text).
                if !file.sharesFolder(with: folder) {
                    if descriptor >= 0 { close(descriptor) }
                    folder = file
                    descriptor = open(file.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                }
                status =
                    descriptor < 0 ? nil : Status(in: descriptor, path: file.path, nameOffset: file.length + 1)
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

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `text` as bytes (`Text`).
    var bytes: [UInt8] {
        var text = Text(key: key, renderKey: renderKey, screens: screens, entries: entries.count)
        for entry in entries {
            text.append(isOutput: entry.isOutput, path: entry.path, status: entry.status, screen: entry.screen)
        }
        return text.finish()
    }

    /// Parses a stamp; nil for anything else (a torn or foreign file means a full run). Works on bytes, one
    /// line and one field at a time: a 1,000-screen run's stamp has ~21,000 lines, and parsing it is most of
    /// what a no-op run does besides the `lstat`s (splitting it into arrays of lines and of fields was a
    /// tenth of a no-op run).
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var lines = StampLines(bytes)
        guard let head = Self.head(&lines), let screens = Self.screens(&lines, count: head.screens) else { return nil }
        key = lines.string(head.key)
        renderKey = lines.string(head.renderKey)
        self.screens = screens
        entries = []
        entries.reserveCapacity(bytes.count / 64)
        while let line = lines.next() {
            guard let entry = EntryLine(bytes, line, screens: screens.count) else { return nil }
            entries.append(
                Entry(
                    isOutput: entry.isOutput, path: entry.path(in: bytes), status: entry.status, screen: entry.screen))
        }
    }

    /// A stamp's first lines: its format, the ranges of its `key` and `render` key, and how many screen lines
    /// follow; nil when they are not these.
    static func head(_ lines: inout StampLines) -> (key: Range<Int>, renderKey: Range<Int>, screens: UInt64)? {
        guard lines.isWhole, let header = lines.next(), lines.equals(header, Self.firstLine),
            let keyLine = lines.next(), lines.starts(keyLine, "key\t"),
            let renderLine = lines.next(), lines.starts(renderLine, "render\t"),
            let screensLine = lines.next(), lines.starts(screensLine, "screens\t"),
            let screenCount = Self.number(lines.bytes, screensLine.dropFirst(8))
        else { return nil }
        return (keyLine.dropFirst(4), renderLine.dropFirst(7), screenCount)
    }

    /// The `count` screen fingerprints after the head; nil when a line is not one.
    static func screens(_ lines: inout StampLines, count: UInt64) -> [ValueFingerprint]? {
        var screens: [ValueFingerprint] = []
        screens.reserveCapacity(Int(min(count, 1 << 20)))
        for _ in 0..<count {
            guard let line = lines.next(), let fingerprint = ValueFingerprint(Substring(lines.string(line)))
            else { return nil }
            screens.append(fingerprint)
        }
        return screens
    }

    /// One line of an entry, by bytes: eight tab-separated fields, the last (the path, percent-encoded)
    /// holding no tab.
    struct EntryLine {
        var isOutput: Bool
        var status: Status?
        /// An index below the stamp's number of screens.
        var screen: Int?
        /// The path's bytes, percent-encoded (`OutputManifest.encode`).
        var path: Range<Int>

        /// Nil for a line that is not an entry of a stamp of `screens` screens.
        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, screens: Int) {
            var start = line.lowerBound
            func field() -> Range<Int>? {
                guard let end = bytes[start..<line.upperBound].firstIndex(of: 0x09) else { return nil }
                defer { start = end + 1 }
                return start..<end
            }
            guard let kind = field(), let type = field(), let sizeField = field(), let modifiedField = field(),
                let deviceField = field(), let inodeField = field(), let screenField = field(), kind.count == 1,
                let size = RunStamp.number(bytes, sizeField).flatMap(Int64.init(exactly:)),
                let modified = RunStamp.number(bytes, modifiedField).flatMap(Int64.init(exactly:)),
                let device = RunStamp.number(bytes, deviceField), let inode = RunStamp.number(bytes, inodeField)
            else { return nil }
            path = start..<line.upperBound
            guard !bytes[path].contains(0x09) else { return nil }
            let typeByte = bytes[type.lowerBound]
            status =
                type.isEmpty || typeByte == UInt8(ascii: "a")
                ? nil
                : Status(
                    isDirectory: typeByte == UInt8(ascii: "d"), size: size, modified: modified,
                    device: device, inode: inode)
            if !(screenField.count == 1 && bytes[screenField.lowerBound] == UInt8(ascii: "-")) {
                guard let index = RunStamp.number(bytes, screenField), index < screens else { return nil }
                screen = Int(index)
            }
            isOutput = bytes[kind.lowerBound] == UInt8(ascii: "o")
        }

        /// The path, decoded.
        func path(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[path]), as: UTF8.self)
            return bytes[path].contains(UInt8(ascii: "%")) ? OutputManifest.decode(Substring(text)) : text
        }
    }

    /// The lines of a stamp before its `end` line, as ranges of its bytes.
    struct StampLines {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the `end` line starts; lines are read up to it.
        private let bodyEnd: Int
        private var position = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            bodyEnd = bytes.count - 4
        }

        /// The bytes of the lines not read yet.
        var rest: Range<Int> { position..<max(position, bodyEnd) }

        /// The text ends with a line `end` and a line feed: a stamp torn while written does not.
        var isWhole: Bool {
            bodyEnd >= 1 && bytes[bodyEnd - 1] == 0x0A && bytes[bodyEnd...].elementsEqual("end\n".utf8)
        }

        mutating func next() -> Range<Int>? {
            guard position < bodyEnd else { return nil }
            let end = bytes[position..<bodyEnd].firstIndex(of: 0x0A) ?? bodyEnd
            defer { position = end + 1 }
            return position..<end
        }

        func equals(_ line: Range<Int>, _ text: String) -> Bool { bytes[line].elementsEqual(text.utf8) }

        func starts(_ line: Range<Int>, _ prefix: String) -> Bool { bytes[line].starts(with: prefix.utf8) }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// A decimal number of at most 19 digits (every one fits 64 bits), or nil.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty, range.count <= 19 else { return nil }
        var value: UInt64 = 0
        for digit in bytes[range] {
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

        /// Whether a stamp of this name is in one of the folders (what it says is `check`'s to read).
        var isPresent: Bool {
            var status = stat()
            return roots.contains { lstat($0 + "/" + name, &status) == 0 }
        }

        /// What the last run's stamp lets this run skip.
        enum Check: Sendable {
            /// Same inputs, every recorded path as it was: these are the outputs, nothing to do.
            case unchanged([String])
            /// Other spec bytes, same everything else: screens whose fingerprint and files are as recorded
            /// need not be rendered.
            case reuse(Reuse)
            case full
        }

        /// Reads this run's stamp (when there is one) and checks the recorded paths; runs `load` beside the check
        /// once the run is known to load its specs (whatever the check finds but `.unchanged`): the look at every
        /// recorded path that finds the screens to reuse needs nothing the load makes, and the load nothing it
        /// finds, so each gets a core (docs/performance.md, fourteenth round). `loaded` is nil when the run need
        /// not load, or no stamp could be opened or read whole (the caller loads then). The load may run on a
        /// worker thread of the same kind as the one `generate` prepares its run on (Swift concurrency's
        /// threads are Dispatch's), so its stack is no smaller than before.
        func check<Loaded: Sendable>(loadingMeanwhile load: @Sendable () -> Loaded) -> (check: Check, loaded: Loaded?) {
            for root in roots {
                let path = root + "/" + name
                let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                defer { close(descriptor) }
                guard let bytes = Self.contents(of: descriptor) else { return (.full, nil) }
                if let outputs = RunStamp.unchangedOutputs(in: bytes, key: key) { return (.unchanged(outputs), nil) }
                let renderKey = self.renderKey
                let (check, loaded) = bothAtOnce(
                    { () -> Check in
                        guard let stamp = bytes.withUnsafeBufferPointer({ RunStamp(bytes: $0) }),
                            stamp.renderKey == renderKey, let reuse = stamp.intactScreens()
                        else { return .full }
                        return .reuse(reuse)
                    }, load)
                return (check, loaded)
            }
            return (.full, nil)
        }

        /// The bytes of the file open at `descriptor`, read in one go (its size from `fstat`); nil when it
        /// cannot be read whole. (`FileHandle.readToEnd` read a 2 MB stamp 4 KB at a time.)
        private static func contents(of descriptor: Int32) -> [UInt8]? {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return nil }
            let size = Int(status.st_size)
            var complete = true
            let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
                // One byte more than the size, to see a file that grew while it was read.
                while count < size + 1 {
                    let got = read(descriptor, buffer.baseAddress! + count, size + 1 - count)
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0 else {
                        complete = got == 0
                        break
                    }
                    count += got
                }
            }
            return complete && bytes.count == size ? bytes : nil
        }

        /// The name check's records kept next to this run's stamp (`NameRecords`); empty when there are none.
        func nameRecords() -> NameRecords {
            for root in roots {
                let path = root + "/" + name
                if access(path, F_OK) == 0 { return NameRecords.load(stampPath: path) }
            }
            return NameRecords()
        }

        /// Records what `plan` left on disk. Best effort: a stamp that cannot be written costs the next run
        /// a full comparison, nothing else.
        /// `intact`: outputs whose status the run saw as recorded when it started (`Reuse.statuses`). An
        /// unchanged file among them keeps that status instead of being `lstat`ed again: ~20,000 `lstat`s
        /// in a one-screen change of 1,000 screens. (Were it edited since, the next run sees the edit.)
        /// `names`: every screen's names, written next to the stamp (`NameRecords`).
        func record(
            _ plan: WritePlan, roots writerRoots: [String], intact: IntactOutputs = IntactOutputs(),
            names: NameRecords? = nil
        ) {
            // Only files the run did not write can keep a status: a written file has a new inode and time.
            var rendered = plan.compared.map { (path: $0, written: false) }
            for case (let file, _)? in plan.changes.lazy.map(\.written) { rendered.append((file.path, true)) }
            rendered.sort { $0.path < $1.path }
            // No list of ~200,000 empty statuses when nothing was intact (a cold run).
            let kept = intact.paths.isEmpty ? nil : intact.statuses(of: rendered.map(\.path))
            // The outputs in path order, the reused files merged in (they come in order with their status and
            // screen: `ReusedFiles`, not sorted or looked up again): a rendered file as its index in `rendered`, a
            // reused one as -1 - its index. Their lines are written as their `lstat`s are taken, not held as
            // `Entry`s beside the text (~17 MB at 10,000 screens).
            let reused = plan.reused
            var order: [Int] = []
            order.reserveCapacity(rendered.count + reused.paths.count)
            var next = 0
            func addReused(before path: String?) {
                while next < reused.paths.count, path.map({ reused.paths[next] < $0 }) ?? true {
                    order.append(-1 - next)
                    next += 1
                }
            }
            for (index, file) in rendered.enumerated() {
                addReused(before: file.path)
                order.append(index)
            }
            addReused(before: nil)
            func path(_ item: Int) -> String { item >= 0 ? rendered[item].path : reused.paths[-1 - item] }
            guard let folders = Self.folders(of: order.lazy.map(path), roots: writerRoots) else { return }
            // Screens numbered in the order their first file comes; each output's number (-1: none).
            var screens: [ValueFingerprint] = []
            var screenNumbers: [ValueFingerprint: Int32] = [:]
            let numbers = order.map { item -> Int32 in
                guard let fingerprint = item >= 0 ? plan.screens[rendered[item].path] : reused.screens[-1 - item]
                else { return -1 }
                if let number = screenNumbers[fingerprint] { return number }
                screens.append(fingerprint)
                screenNumbers[fingerprint] = Int32(screens.count - 1)
                return Int32(screens.count - 1)
            }
            let notOutputs = writerRoots.map { OutputManifest.path(in: $0) }.sorted() + folders
            var text = Text(key: key, renderKey: renderKey, screens: screens, entries: order.count + notOutputs.count)
            var newest: Int64 = 0
            for (item, number) in zip(order, numbers) {
                let status: Status?
                if item >= 0 {
                    let file = rendered[item]
                    status = file.written ? Status(lstatOf: file.path) : kept?[item] ?? Status(lstatOf: file.path)
                } else {
                    status = reused.statuses[-1 - item]
                }
                // An output that vanished (or became a link) while the run wrote: no stamp to trust.
                guard let status else { return }
                newest = max(newest, status.modified)
                text.append(isOutput: true, path: path(item), status: status, screen: number < 0 ? nil : Int(number))
            }
            // The manifests, then the folders.
            for path in notOutputs {
                let status = Status(lstatOf: path)
                newest = max(newest, status?.modified ?? 0)
                text.append(isOutput: false, path: path, status: status, screen: nil)
            }
            guard let root = roots.first(where: { Status(lstatOf: $0)?.isDirectory == true }) else { return }
            let bytes = text.finish()
            let path = root + "/" + name
            let others = Self.stampFiles(in: root)
            Self.removeAbandonedTemporaries(in: root, among: others)
            // Before the stamp: a run killed between the two leaves a stamp from before (a full run), and the
            // records are right whichever run wrote them (their keys cover what they depend on).
            if let names {
                var namesText = names.text
                let namesPath = path + NameRecords.suffix
                if !namesText.withUTF8({ Self.holds(namesPath, $0) }) {
                    try? IncrementalWriter.writeAtomically(namesText, to: namesPath, creatingFolder: false)
                }
            }
            if Self.holds(path, bytes) { return }
            // Waits out the clock tick of the newest file (see the type's comment) before the stamp is written,
            // and only then: the work above usually outlasts it (the measured one-screen change of 1,000 screens
            // slept 0.5-8 ms here before, and now not at all; docs/performance.md, fourteenth round).
            let wait = newest + RunStamp.settle - Self.now()
            if wait > 0 { usleep(UInt32(wait / 1000) + 1) }
            try? IncrementalWriter.writeAtomically(bytes: bytes, to: path, creatingFolder: false)
            Self.pruneStamps(in: root, keeping: name, among: others)
        }

        /// Every folder from each root down to the files at `outputs` (sorted), roots included, sorted; nil
        /// when an output is in none of the roots. Files of one folder come together, so a folder is looked
        /// up once, not once per file (~20,000 files in ~60 folders at 1,000 screens).
        static func folders(of outputs: some Sequence<String>, roots: [String]) -> [String]? {
            var folders = Set(roots)
            var previous: PathFolder?
            for path in outputs {
                let file = PathFolder(path)
                // Compared as bytes (`Substring ==` compares as Unicode text).
                if let previous, previous.sharesFolder(with: file) { continue }
                previous = file
                // Whether a file is inside a root depends on its folder only.
                guard let root = roots.filter({ OutputPaths.isInside(path, root: $0) }).max(by: { $0.count < $1.count })
                else { return nil }
                var parent = OutputPaths.split(path).folder
                while parent.utf8.count > root.utf8.count, folders.insert(parent).inserted {
                    parent = OutputPaths.split(parent).folder
                }
            }
            return folders.sorted()
        }

        /// Whether the file at `path` holds exactly `bytes`.
        private static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { holds(path, $0) }
        }

        private static func holds(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let old = FileManager.default.contents(atPath: path), old.count == bytes.count else { return false }
            return old.withUnsafeBytes { old in old.elementsEqual(UnsafeRawBufferPointer(bytes)) }
        }

        /// The names in `folder` that start `.screengen-stamp-` or `..screengen-stamp-` (stamps, their name
        /// records and the temporary files of either), read with `readdir`: the folder holds a style's
        /// generated files too (~3,000 at 1,000 screens), and listing it as `String`s twice was a hundredth
        /// of a one-screen change.
        static func stampFiles(in folder: String) -> [String] {
            let prefix = Array(RunStamp.filePrefix.utf8)
            return FolderListing.names(in: folder) { name in
                let start = name.count > 1 && name[0] == UInt8(ascii: ".") && name[1] == UInt8(ascii: ".") ? 1 : 0
                return name.count >= start + prefix.count && name[start..<(start + prefix.count)].elementsEqual(prefix)
            } ?? []
        }

        /// How many stamps a folder keeps. Each command line (specs, styles, folders, options) has its own
        /// stamp, so one folder used with many command lines would collect them without end; the oldest go.
        /// A stamp is a cache, so removing one costs at most one full run.
        static let stampsKept = 8

        /// Removes the temporary files of stamps whose writing run was killed before it renamed them
        /// (`..screengen-stamp-<run>.screengen-<pid>.tmp`, its process gone). Before the stamp is compared:
        /// the stamp a killed run left half-written may equal the one this run would write.
        static func removeAbandonedTemporaries(in folder: String, among names: [String]) {
            for name in names where name.hasPrefix("." + RunStamp.filePrefix) {
                guard let marker = name.range(of: ".screengen-", options: .backwards) else { continue }
                let stamp = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
                if IncrementalWriter.isAbandonedTemporary(name, of: { $0 == stamp }) { unlink(folder + "/" + name) }
            }
        }

        /// Removes all but the `stampsKept` most recently written stamps in `folder`, never `current`.
        /// `names`: the folder's stamp files (`stampFiles(in:)`).
        static func pruneStamps(in folder: String, keeping current: String, among names: [String]) {
            // A stamp's name records (`<stamp>.names`) go with it, and do not count as a stamp.
            let others = names.filter {
                $0.hasPrefix(RunStamp.filePrefix) && $0 != current && !$0.hasSuffix(NameRecords.suffix)
            }
            .compactMap { name in Status(lstatOf: folder + "/" + name).map { (name, $0) } }
            .filter { !$0.1.isDirectory }
            .sorted { $0.1.modified > $1.1.modified }
            for (name, _) in others.dropFirst(stampsKept - 1) {
                unlink(folder + "/" + name)
                unlink(folder + "/" + name + NameRecords.suffix)
            }
        }

        private static func now() -> Int64 {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        }
    }
}
