import Diagnostics
import Foundation

/// The record an output folder keeps of the files ScreenGen generated in it: `<root>/.screengen-manifest`.
/// The writer updates or removes only files listed here (or ones it adopts, see `IncrementalWriter`), so a
/// user's file, another spec's file or a nested output folder's files are never touched.
///
/// Format (docs/architecture.md): a first line `# screengen-manifest 1`, then one line per file, fields
/// separated by a tab, each field percent-encoded for `%`, tab, line feed and carriage return:
///
///     size  fnv1a64-hex  kind  style  module  spec  path
///
/// `spec` is the spec's real path relative to the root's real path (`../specs/Shop.yaml`), so the record
/// does not depend on how the spec path was spelled, on the working directory, or on where the checkout
/// lives; `path` is relative to the root. Lines are sorted by path, so an unchanged run rewrites nothing.
struct OutputManifest: Equatable, Sendable {
    static let fileName = ".screengen-manifest"
    static let firstLine = "# screengen-manifest 1"

    struct Entry: Equatable, Sendable {
        var size: Int
        var hash: UInt64
        /// `FileKind` raw value, or `bundle` for a `--bundle` file.
        var kind: String
        var owner: ManifestOwner
    }

    /// By path relative to the root.
    var entries: [String: Entry] = [:]

    static func path(in root: String) -> String { root + "/" + fileName }

    init() {}

    /// Reads the manifest of `root`; an absent one is empty (output written before manifests, or none yet).
    static func load(root: String) throws(Diagnostic) -> OutputManifest {
        guard let bytes = try bytes(root: root) else { return OutputManifest() }
        return try OutputManifest(parsing: bytes, path: path(in: root))
    }

    /// The bytes of the manifest of `root`, nil when there is none.
    static func bytes(root: String) throws(Diagnostic) -> [UInt8]? {
        let path = path(in: root)
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .error("refusing to use '\(path)': it is not a regular file (a link or a folder)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .error("cannot read '\(path)'")
        }
        return [UInt8](data)
    }

    /// The manifest `bytes` (read from `path`) say.
    init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
        // Split by bytes, by hand: line feed and tab are single UTF-8 bytes, and splitting a `String` by
        // `Character` (or `Data` by the generic `split`) was a tenth of a one-screen change at ~20,000 lines.
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > start { lines.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        guard let first = lines.first, bytes[first].elementsEqual(Self.firstLine.utf8) else {
            throw .error("'\(path)' is not a ScreenGen manifest this version understands; remove it to start over")
        }
        entries.reserveCapacity(lines.count)
        var owners: [ManifestOwner] = []
        for (number, line) in lines.enumerated().dropFirst() {
            guard let (relative, entry) = Self.entry(bytes[line], sharing: &owners) else {
                throw .error("'\(path)' line \(number + 1) is damaged; remove the file to start over")
            }
            entries[relative] = entry
        }
    }

    /// The path and entry of one line (without its line feed); nil when it is not one.
    static func entry(_ line: ArraySlice<UInt8>) -> (path: String, entry: Entry)? {
        var owners: [ManifestOwner] = []
        return entry(line, sharing: &owners)
    }

    /// The path and entry of one line; its owner is the one of `owners` with the same names, or a new one, added
    /// to them. A folder's manifest names a handful of owners (the specs generating into it), each on thousands of
    /// lines; past `sharedOwnersLimit` of them (a manifest edited by hand) new owners are not shared.
    static func entry(_ line: ArraySlice<UInt8>, sharing owners: inout [ManifestOwner]) -> (
        path: String, entry: Entry
    )? {
        var fields: [String] = []
        var fieldStart = line.startIndex
        for index in line.indices where line[index] == 0x09 {
            fields.append(Self.field(line[fieldStart..<index]))
            fieldStart = index + 1
        }
        fields.append(Self.field(line[fieldStart..<line.endIndex]))
        guard fields.count == 7, let size = Int(fields[0]), let hash = UInt64(fields[1], radix: 16),
            !fields[6].isEmpty
        else { return nil }
        let owner: ManifestOwner
        if let known = owners.first(where: { $0.spec == fields[5] && $0.style == fields[3] && $0.module == fields[4] })
        {
            owner = known
        } else {
            owner = ManifestOwner(style: fields[3], module: fields[4], spec: fields[5])
            if owners.count < sharedOwnersLimit { owners.append(owner) }
        }
        return (fields[6], Entry(size: size, hash: hash, kind: fields[2], owner: owner))
    }

    static let sharedOwnersLimit = 64

    /// Made in one string, field by field: a list of lines joined at the end held every line twice (~35 MB of
    /// manifests at 10,000 screens).
    var text: String {
        var text = Self.firstLine + "\n"
        text.reserveCapacity(entries.count * 96)
        for path in entries.keys.sorted() {
            Self.appendLine(path, entries[path]!, to: &text)
        }
        return text
    }

    /// One entry's line, with its line feed: the one place a line is made.
    static func appendLine(_ path: String, _ entry: Entry, to text: inout String) {
        text += String(entry.size)
        for field in [
            String(entry.hash, radix: 16), entry.kind, entry.owner.style, entry.owner.module, entry.owner.spec, path,
        ] {
            text += "\t"
            text += Self.encode(field)
        }
        text += "\n"
    }

    static func encode(_ field: String) -> String {
        // Scanned as contiguous bytes: over `String.UTF8View` this was ~1 % of a one-screen change (every
        // path of the run stamp, ~21,000 at 1,000 screens).
        var bytes = field
        guard bytes.withUTF8({ $0.contains { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }) else {
            return field
        }
        return field.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    static func field(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(0x25) ? decode(Substring(text)) : text
    }

    static func decode(_ field: Substring) -> String {
        // By bytes: `Substring.contains(String)` is Foundation's search, slow for ~100,000 fields.
        guard field.utf8.contains(0x25) else { return String(field) }
        return String(field).replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

/// Who a generated file belongs to, as a manifest records it: the spec (relative to the output root), its
/// module and the style.
///
/// The names are held in one shared object: every entry of a manifest carries its owner, and a folder's ~33,000
/// entries at 10,000 screens have a handful of owners (three strings inline in each entry were ~40 % of the
/// manifests' tables, the largest part of the plan phase's memory; docs/performance.md, thirteenth round).
struct ManifestOwner: Hashable, Sendable {
    private final class Names: Sendable {
        let style: String
        let module: String
        let spec: String

        init(style: String, module: String, spec: String) {
            (self.style, self.module, self.spec) = (style, module, spec)
        }
    }

    private let names: Names
    var style: String { names.style }
    var module: String { names.module }
    var spec: String { names.spec }

    init(style: String, module: String, spec: String) {
        names = Names(style: style, module: module, spec: spec)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.names === rhs.names
            || (lhs.spec == rhs.spec && lhs.style == rhs.style && lhs.module == rhs.module)
    }

    /// The same names object: shared, not only equal (`OutputManifest.entry(_:sharing:)`).
    func shares(_ other: ManifestOwner) -> Bool { names === other.names }

    func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(module)
        hasher.combine(spec)
    }

    /// Same spec. Style and module are recorded for people, not compared: a spec switched to another style
    /// (or `--module`) replaces its own files, and two styles of one spec get folders of their own.
    func owns(like other: ManifestOwner) -> Bool { spec == other.spec }
}

/// FNV-1a, 64 bits: tells whether a recorded file still has the bytes ScreenGen wrote (a change check, not
/// a defence against someone forging a collision: they could edit the manifest as easily).
enum ContentHash {
    static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The hash of each of `files`, four at a time. A hash is a chain of multiplications, each waiting for
    /// the one before (~4 cycles a byte, ~4 % of a cold run's CPU); four chains side by side keep the
    /// multiplier busy. A chain that ends is replaced by the next file, longest first, so that little is
    /// left at the end for fewer than four.
    static func of(_ files: [[UInt8]]) -> [UInt64] {
        var hashes = [UInt64](repeating: offsetBasis, count: files.count)
        var waiting = files.indices.sorted { files[$0].count > files[$1].count }[...]
        // Per lane, the file and how far its chain got.
        var lanes: [(file: Int, offset: Int)] = []
        while true {
            lanes.removeAll { files[$0.file].count == $0.offset }
            while lanes.count < 4, let next = waiting.popFirst() { lanes.append((next, 0)) }
            guard lanes.count == 4 else { break }
            let step = lanes.map { files[$0.file].count - $0.offset }.min()!
            guard step > 0 else { continue }
            let (ha, hb, hc, hd) = hashFour(
                files[lanes[0].file], files[lanes[1].file], files[lanes[2].file], files[lanes[3].file],
                from: (lanes[0].offset, lanes[1].offset, lanes[2].offset, lanes[3].offset), count: step,
                seeds: (hashes[lanes[0].file], hashes[lanes[1].file], hashes[lanes[2].file], hashes[lanes[3].file]))
            (hashes[lanes[0].file], hashes[lanes[1].file], hashes[lanes[2].file], hashes[lanes[3].file]) = (
                ha, hb, hc, hd
            )
            for lane in lanes.indices { lanes[lane].offset += step }
        }
        for lane in lanes {
            hashes[lane.file] = files[lane.file].withUnsafeBufferPointer { bytes in
                var hash = hashes[lane.file]
                for byte in bytes[lane.offset...] { hash = (hash ^ UInt64(byte)) &* prime }
                return hash
            }
        }
        return hashes
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// `count` bytes of each of four files, from its offset, each chain continuing from its seed: the four
    /// chains interleaved in one loop over the files' buffers.
    private static func hashFour(
        _ a: [UInt8], _ b: [UInt8], _ c: [UInt8], _ d: [UInt8], from offsets: (Int, Int, Int, Int), count: Int,
        seeds: (UInt64, UInt64, UInt64, UInt64)
    ) -> (UInt64, UInt64, UInt64, UInt64) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                c.withUnsafeBufferPointer { c in
                    d.withUnsafeBufferPointer { d in
                        let (a, b, c, d) = (
                            a.baseAddress! + offsets.0, b.baseAddress! + offsets.1, c.baseAddress! + offsets.2,
                            d.baseAddress! + offsets.3
                        )
                        var (ha, hb, hc, hd) = seeds
                        for index in 0..<count {
                            ha = (ha ^ UInt64(a[index])) &* prime
                            hb = (hb ^ UInt64(b[index])) &* prime
                            hc = (hc ^ UInt64(c[index])) &* prime
                            hd = (hd ^ UInt64(d[index])) &* prime
                        }
                        return (ha, hb, hc, hd)
                    }
                }
            }
        }
    }

    /// The same hash over a string's UTF-8 bytes, read from its buffer (through `UTF8View` one byte at a
    /// time it was ~3 % of a cold run's CPU).
    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of($0) }
    }
}
