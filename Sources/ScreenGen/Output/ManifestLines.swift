import Foundation

/// A manifest as it lies on disk, its entries parsed one at a time when asked, for a run that reuses most of
/// its files (`ReusedFiles`): it looks up only the lines of the files it rendered, walks the others beside the
/// reused files' paths, and writes the manifest back by copying the lines it leaves alone. Parsing ~20,000
/// lines into entries and making them into text again was a tenth of a one-screen change (docs/performance.md,
/// eighth round).
///
/// Only for text exactly as `OutputManifest.text` writes it: the first line, then one line of seven fields per
/// entry, in strictly increasing order of path, its numbers as written (no leading zero, lowercase hex), ASCII
/// with no `%` (so no field is percent-encoded) and no carriage return. A line copied is then the line the
/// parsed entry would give. Anything else is read whole (`OutputManifest`).
struct ManifestLines {
    private let bytes: [UInt8]
    /// Each entry line without its line feed, in order.
    private var lines: [Range<Int>] = []
    /// Where each line's path (its last field) starts.
    private var pathStarts: [Int] = []

    /// No manifest.
    init() { bytes = [] }

    /// Nil unless `bytes` are in the form above.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        let head = Array(OutputManifest.firstLine.utf8) + [0x0A]
        guard bytes.starts(with: head) else { return nil }
        // One pass over the bytes, with no allocation per line (a list of each line's tabs was most of reading
        // the six manifests of a one-screen change, ~21,000 lines).
        var lines: [Range<Int>] = []
        var pathStarts: [Int] = []
        lines.reserveCapacity(bytes.count / 64)
        pathStarts.reserveCapacity(bytes.count / 64)
        let valid = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var start = head.count
            var previousPath: UnsafeBufferPointer<UInt8>?
            while start < buffer.count {
                // The first two tabs and the last, and how many there are.
                var (tabs, firstTab, secondTab, lastTab) = (0, 0, 0, 0)
                var end = start
                while end < buffer.count, buffer[end] != 0x0A {
                    let byte = buffer[end]
                    if byte == 0x09 {
                        if tabs == 0 { firstTab = end } else if tabs == 1 { secondTab = end }
                        lastTab = end
                        tabs += 1
                    }
                    if byte >= 0x80 || byte == 0x25 || byte == 0x0D { return false }
                    end += 1
                }
                // The last line ends with a line feed too; seven fields, a path.
                guard end < buffer.count, tabs == 6, lastTab + 1 < end,
                    Self.isNumber(buffer, start..<firstTab, radix: 10),
                    Self.isNumber(buffer, (firstTab + 1)..<secondTab, radix: 16)
                else { return false }
                let path = UnsafeBufferPointer(rebasing: buffer[(lastTab + 1)..<end])
                // ASCII, as checked above: ordered by bytes.
                if let previousPath, Self.compareASCII(previousPath, path) >= 0 { return false }
                previousPath = path
                lines.append(start..<end)
                pathStarts.append(lastTab + 1)
                start = end + 1
            }
            return true
        }
        guard valid else { return nil }
        (self.lines, self.pathStarts) = (lines, pathStarts)
    }

    var count: Int { lines.count }

    /// The path of line `index`, relative to the root.
    func path(_ index: Int) -> String {
        String(decoding: bytes[pathStarts[index]..<lines[index].upperBound], as: UTF8.self)
    }

    /// The entry of line `index`.
    func entry(_ index: Int) -> OutputManifest.Entry {
        OutputManifest.entry(bytes[lines[index]])!.entry
    }

    /// The line recording `relative`, nil when there is none (a binary search).
    func line(of relative: String) -> Int? {
        SortedSearch.position(count: lines.count) { comparePath($0, with: relative) }
    }

    /// How line `index`'s path sorts against `other` (bytes of a path relative to the root): negative, zero or
    /// positive.
    func comparePath(_ index: Int, with other: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer {
            Self.compare(UnsafeBufferPointer(rebasing: $0[pathStarts[index]..<lines[index].upperBound]), other)
        }
    }

    func comparePath(_ index: Int, with other: String) -> Int {
        Self.withBytes(of: other) { comparePath(index, with: $0) }
    }

    /// The manifest's text with the entries of `replacing` (sorted by path) in place of their lines or added,
    /// the lines of `dropping` (sorted) left out, and every other line copied as it is: what
    /// `OutputManifest.text` gives for the entries so changed.
    func text(replacing: [(path: String, entry: OutputManifest.Entry)], dropping: [String]) -> String {
        var out = Array(OutputManifest.firstLine.utf8) + [0x0A]
        out.reserveCapacity(bytes.count + replacing.count * 128)
        func add(_ replaced: (path: String, entry: OutputManifest.Entry)) {
            var line = ""
            OutputManifest.appendLine(replaced.path, replaced.entry, to: &line)
            out.append(contentsOf: line.utf8)
        }
        var next = 0
        var dropped = 0
        for index in lines.indices {
            while next < replacing.count, comparePath(index, with: replacing[next].path) > 0 {
                add(replacing[next])
                next += 1
            }
            if next < replacing.count, comparePath(index, with: replacing[next].path) == 0 {
                add(replacing[next])
                next += 1
                continue
            }
            while dropped < dropping.count, comparePath(index, with: dropping[dropped]) > 0 { dropped += 1 }
            if dropped < dropping.count, comparePath(index, with: dropping[dropped]) == 0 {
                dropped += 1
                continue
            }
            out.append(contentsOf: bytes[lines[index]])
            out.append(0x0A)
        }
        for replaced in replacing[next...] { add(replaced) }
        return String(decoding: out, as: UTF8.self)
    }

    /// How `first` sorts against `second` as `String`s of those bytes sort: negative, zero or positive. ASCII
    /// text sorts by its bytes; anything else is compared as `String`s.
    static func compare(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
        guard first.allSatisfy({ $0 < 0x80 }), second.allSatisfy({ $0 < 0x80 }) else {
            let (one, other) = (String(decoding: first, as: UTF8.self), String(decoding: second, as: UTF8.self))
            return one < other ? -1 : one == other ? 0 : 1
        }
        return compareASCII(first, second)
    }

    /// `compare` for two paths known to be ASCII: by their bytes.
    private static func compareASCII(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(first.count, second.count)
        if common > 0 {
            let order = memcmp(first.baseAddress!, second.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return first.count - second.count
    }

    /// Calls `body` with the UTF-8 bytes of `text`, without a copy where the string has them in one piece.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Digits of `radix` (lowercase), without a leading zero unless the number is zero, as `String(_:radix:)`
    /// writes a size or a hash that fits.
    private static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, radix: Int) -> Bool {
        guard !range.isEmpty, range.count <= (radix == 10 ? 18 : 16),
            range.count == 1 || bytes[range.lowerBound] != UInt8(ascii: "0")
        else { return false }
        return bytes[range].allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || (radix == 16 && $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
        }
    }
}
