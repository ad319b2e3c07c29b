import Foundation

/// The no-op check read straight from the stamp's bytes. A 1,000-screen run's stamp has ~21,000 lines; parsing
/// them all into entries (a `String` per path, an array of 21,000 entries) before the first `lstat` was a
/// sixth of a no-op run, on one core. Here each core takes a share of the lines and checks each as it reads
/// it; only the outputs' paths become `String`s, and only when everything is as recorded.
extension RunStamp {
    /// The output files the stamp `bytes` records, in its order, when it is whole and well formed, its key is
    /// `key` and every path it records still has its recorded status; nil otherwise. What
    /// `RunStamp(bytes:)` followed by `unchangedOutputs()` finds for a stamp of this key.
    static func unchangedOutputs(in stamp: [UInt8], key: String) -> [String]? {
        let found = stamp.withUnsafeBufferPointer { bytes -> (body: Range<Int>, screens: Int)? in
            var lines = StampLines(bytes)
            guard let head = head(&lines), lines.equals(head.key, key),
                let screens = screens(&lines, count: head.screens)
            else { return nil }
            return (lines.rest, screens.count)
        }
        guard let (body, screens) = found else { return nil }
        let shares = lineShares(of: body, in: stamp)
        let checked = mapOnEveryCore(shares.count) { share in
            stamp.withUnsafeBufferPointer { unchangedOutputs(in: $0, lines: shares[share], screens: screens) }
        }
        var outputs: [String] = []
        outputs.reserveCapacity(checked.reduce(0) { $0 + ($1?.count ?? 0) })
        for share in checked {
            guard let share else { return nil }
            outputs += share
        }
        return outputs
    }

    /// `body` cut at line ends into one share per core (at least ~1,000 lines each).
    private static func lineShares(of body: Range<Int>, in bytes: [UInt8]) -> [Range<Int>] {
        let count = max(1, min(ProcessInfo.processInfo.activeProcessorCount, body.count / 100_000))
        var shares: [Range<Int>] = []
        var start = body.lowerBound
        for share in 1...count {
            var end = share == count ? body.upperBound : max(start, body.lowerBound + body.count / count * share)
            if end > start, end < body.upperBound {
                end = bytes[(end - 1)..<body.upperBound].firstIndex(of: 0x0A).map { $0 + 1 } ?? body.upperBound
            }
            shares.append(start..<end)
            start = end
        }
        return shares
    }

    /// The outputs of the entry lines in `lines` (whole lines), nil when one is malformed or not as recorded.
    /// A file is looked up by name in its folder, opened once for its files (they come together); a folder or
    /// a path recorded as absent by its whole path, so that a folder replaced by a link is seen.
    private static func unchangedOutputs(
        in bytes: UnsafeBufferPointer<UInt8>, lines: Range<Int>, screens: Int
    ) -> [String]? {
        var outputs: [String] = []
        outputs.reserveCapacity(lines.count / 96)
        // The path of the line at hand, NUL-terminated; the folder open at `descriptor`, as bytes.
        var path: [UInt8] = []
        var folder: [UInt8] = []
        var descriptor: Int32 = -1
        defer { if descriptor >= 0 { close(descriptor) } }
        var start = lines.lowerBound
        while start < lines.upperBound {
            let end = bytes[start..<lines.upperBound].firstIndex(of: 0x0A) ?? lines.upperBound
            defer { start = end + 1 }
            guard let entry = EntryLine(bytes, start..<end, screens: screens) else { return nil }
            let decoded = bytes[entry.path].contains(UInt8(ascii: "%")) ? entry.path(in: bytes) : nil
            path.removeAll(keepingCapacity: true)
            if let decoded { path.append(contentsOf: decoded.utf8) } else { path.append(contentsOf: bytes[entry.path]) }
            path.append(0)
            var status = stat()
            let found: Int32
            if entry.status?.isDirectory == false, let slash = path.lastIndex(of: UInt8(ascii: "/")) {
                let sameFolder =
                    folder.count == slash
                    && (slash == 0
                        || folder.withUnsafeBytes { open in
                            path.withUnsafeBytes { memcmp(open.baseAddress!, $0.baseAddress!, slash) == 0 }
                        })
                if !sameFolder {
                    if descriptor >= 0 { close(descriptor) }
                    folder = Array(path[..<slash])
                    descriptor = (folder + [0]).withUnsafeBufferPointer {
                        open(
                            UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                            O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    }
                }
                found =
                    descriptor < 0
                    ? -1
                    : path.withUnsafeBufferPointer {
                        fstatat(
                            descriptor,
                            UnsafeRawPointer($0.baseAddress! + slash + 1).assumingMemoryBound(to: CChar.self),
                            &status, AT_SYMLINK_NOFOLLOW)
                    }
            } else {
                found = path.withUnsafeBufferPointer {
                    lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status)
                }
            }
            guard (found == 0 ? Status(status) : nil) == entry.status else { return nil }
            if entry.isOutput {
                outputs.append(
                    decoded ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.path]), as: UTF8.self))
            }
        }
        return outputs
    }
}
