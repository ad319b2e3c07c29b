import Diagnostics
import Foundation
import Mustache
import ScreenSpec

/// Every screen's names (`StyleNameCheck.ScreenNames`) of the last run, kept next to its run stamp in
/// `<stamp>.names` so that a one-screen change renders only that screen's names.
///
/// Each record's key hashes everything the screen's names are made from: the stamp's render key (the
/// generator, the templates and style manifests, the request's styles and options), the style, the spec's
/// file and module, and the digest of the screen's inputs (`ScreenInputs`: its own entry, every declaration
/// outside `screens`, the screens it opens). A record is therefore right whichever run wrote it; a stale
/// or damaged file only means the names are rendered again. A screen whose inputs cannot be digested has
/// no key and is always rendered.
struct NameRecords: Sendable {
    static let firstLine = "# screengen-names 3"
    static let suffix = ".names"
    /// Stands for the screen's name in a recorded name (`ScreenNames.abstracted`).
    static let screenName = "\u{1}"

    /// By key, with the screen's name replaced by `screenName`: most screens' names then read alike, and
    /// the file holds each shape once (~150 KB at 1,000 screens and three styles instead of ~1.2 MB).
    var records: [ValueFingerprint: StyleNameCheck.ScreenNames] = [:]
    /// The digests (`passDigest`) of the names of every style and spec for which `passes` found nothing:
    /// a run whose names have a digest here need not weigh them again (a one-screen change mostly leaves
    /// every name as it was, and weighing ~30,000 names was a twentieth of the run).
    var passing: Set<ValueFingerprint> = []

    static func key(
        renderKey: String, style: String, spec: Spec, inputs: ValueFingerprint
    ) -> ValueFingerprint {
        key(base: keyBase(renderKey: renderKey, style: style, spec: spec), inputs: inputs)
    }

    /// What every key of one style and spec starts from (hashed once, not once per screen).
    static func keyBase(renderKey: String, style: String, spec: Spec) -> FingerprintHasher {
        var hasher = FingerprintHasher()
        hasher.add("screengen-names 1")
        hasher.add(renderKey)
        hasher.add(style)
        hasher.add(spec.file)
        hasher.add(spec.module.value)
        return hasher
    }

    static func key(base: FingerprintHasher, inputs: ValueFingerprint) -> ValueFingerprint {
        var hasher = base
        hasher.add(word: inputs.high)
        hasher.add(word: inputs.low)
        return hasher.finish()
    }

    /// `passes K`, K lines of a digest of names that pass (`passing`); `shapes N`, N lines of a shape
    /// (problem flag, number of types, the types, the paths; fields tab-separated and percent-encoded like
    /// the manifest's), then one line per record: key and shape.
    /// Sorted by key, so an unchanged set writes the same bytes.
    var text: String {
        var shapes: [StyleNameCheck.ScreenNames: Int] = [:]
        var shapeLines: [String] = []
        var recordLines: [String] = []
        recordLines.reserveCapacity(records.count)
        for (key, names) in records.sorted(by: { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }) {
            let shape: Int
            if let known = shapes[names] {
                shape = known
            } else {
                shape = shapeLines.count
                shapes[names] = shape
                let fields =
                    [names.hasProblem ? "1" : "0", String(names.types.count)]
                    + (names.types + names.paths).map(OutputManifest.encode)
                shapeLines.append(fields.joined(separator: "\t"))
            }
            recordLines.append(key.description + "\t" + String(shape))
        }
        let passLines = passing.sorted { ($0.high, $0.low) < ($1.high, $1.low) }.map(\.description)
        let lines =
            [Self.firstLine, "passes\t" + String(passLines.count)] + passLines
            + ["shapes\t" + String(shapeLines.count)] + shapeLines + recordLines
        return lines.joined(separator: "\n") + "\nend\n"
    }

    init(records: [ValueFingerprint: StyleNameCheck.ScreenNames] = [:], passing: Set<ValueFingerprint> = []) {
        self.records = records
        self.passing = passing
    }

    /// Parses `text`; nil for anything torn or foreign (then every screen's names are rendered).
    init?(text: String) {
        // Split by bytes: splitting ~3,000 lines as `Character`s was most of reading the file.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)[...]
        guard lines.count >= 5, lines.removeFirst() == Self.firstLine, lines.removeLast().isEmpty,
            lines.removeLast() == "end",
            let passCount = lines.first.flatMap({ $0.starts(with: "passes\t") ? $0 : nil })
                .flatMap({ Int($0.dropFirst(7)) }), passCount >= 0, passCount < lines.count
        else { return nil }
        lines.removeFirst()
        for line in lines.prefix(passCount) {
            guard let digest = ValueFingerprint(line) else { return nil }
            passing.insert(digest)
        }
        lines.removeFirst(passCount)
        guard
            let count = lines.first.flatMap({ $0.starts(with: "shapes\t") ? $0 : nil })
                .flatMap({ Int($0.dropFirst(7)) }), count >= 0, count < lines.count
        else { return nil }
        lines.removeFirst()
        var shapes: [StyleNameCheck.ScreenNames] = []
        for line in lines.prefix(count) {
            let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map(Substring.init)
            guard fields.count >= 2, fields[0] == "0" || fields[0] == "1", let typeCount = Int(fields[1]),
                typeCount >= 0, typeCount <= fields.count - 2
            else { return nil }
            let names = fields.dropFirst(2).map { OutputManifest.decode($0) }
            shapes.append(
                StyleNameCheck.ScreenNames(
                    hasProblem: fields[0] == "1", types: Array(names.prefix(typeCount)),
                    paths: Array(names.dropFirst(typeCount))))
        }
        records.reserveCapacity(lines.count - count)
        for line in lines.dropFirst(count) {
            guard let tab = line.utf8.firstIndex(of: 0x09), let key = ValueFingerprint(line[..<tab]),
                let shape = Int(line[line.index(after: tab)...]), shapes.indices.contains(shape)
            else { return nil }
            records[key] = shapes[shape]
        }
    }

    /// A digest of everything `StyleNameCheck.passes` weighs for one style and spec: the style's patterns and
    /// the generator (`base`: the render key, the style, the spec's file and module), the names the spec
    /// declares, the names its own declarations produce (`own`), and every screen's name and names with the
    /// screen's name abstracted (`screens`, in spec order), which stand for its names as written. Nil when
    /// a screen's names could not be abstracted or have a problem (`passes` is false then anyway).
    static func passDigest(
        base: FingerprintHasher, spec: Spec, own: StyleNameCheck.SpecNames, screens: [StyleNameCheck.ScreenNames?]
    ) -> ValueFingerprint? {
        var hasher = base
        hasher.add("screengen-names-pass 1")
        func addNames(_ names: [String]) {
            hasher.add(word: UInt64(names.count))
            for name in names { hasher.add(name) }
        }
        addNames(spec.models.map(\.name.value))
        addNames(spec.dependencies.map(\.name.value))
        addNames(spec.shared.map(\.name.value))
        func addOwner(_ owner: StyleNameCheck.NameOwner) {
            switch owner {
            case .spec: hasher.add(word: 1)
            case .screen(let index): hasher.add(word: 2 << 32 | UInt64(index))
            case .dependency(let index): hasher.add(word: 3 << 32 | UInt64(index))
            case .method(let index, let method):
                hasher.add(word: 4 << 32 | UInt64(index))
                hasher.add(word: UInt64(method))
            case .model(let index): hasher.add(word: 5 << 32 | UInt64(index))
            case .sharedStore(let index): hasher.add(word: 6 << 32 | UInt64(index))
            }
        }
        hasher.add(word: UInt64(own.types.count))
        for (name, owner) in own.types {
            hasher.add(name)
            addOwner(owner)
        }
        hasher.add(word: UInt64(own.paths.count))
        for (path, owner) in own.paths {
            hasher.add(path)
            addOwner(owner)
        }
        hasher.add(word: UInt64(screens.count))
        for (screen, names) in zip(spec.screens, screens) {
            guard let names, !names.hasProblem else { return nil }
            hasher.add(screen.name.value)
            addNames(names.types)
            addNames(names.paths)
        }
        return hasher.finish()
    }

    /// The records next to the stamp at `stampPath`; empty when there are none.
    static func load(stampPath: String) -> NameRecords {
        guard let data = FileManager.default.contents(atPath: stampPath + suffix),
            let records = NameRecords(text: String(decoding: data, as: UTF8.self))
        else { return NameRecords() }
        return records
    }
}

extension StyleNameCheck.ScreenNames {
    /// With every occurrence of `screen` replaced by `NameRecords.screenName`; nil when a name holds that
    /// character already (it could not be told back, so such a screen is not recorded).
    func abstracted(from screen: String) -> Self? {
        guard !screen.isEmpty, !(types + paths).contains(where: { $0.utf8.contains(1) }) else { return nil }
        return Self(
            hasProblem: hasProblem, types: types.map { Self.replace(screen, in: $0, with: NameRecords.screenName) },
            paths: paths.map { Self.replace(screen, in: $0, with: NameRecords.screenName) })
    }

    /// The names of `screen`: `abstracted(from:)` undone.
    func concrete(for screen: String) -> Self {
        Self(
            hasProblem: hasProblem, types: types.map { Self.replace(NameRecords.screenName, in: $0, with: screen) },
            paths: paths.map { Self.replace(NameRecords.screenName, in: $0, with: screen) })
    }

    /// `text` with each occurrence of `target` (left to right, not overlapping) replaced; by bytes, into
    /// one string of the right size (`concrete(for:)` runs for every name of every recorded screen).
    private static func replace(_ target: String, in text: String, with replacement: String) -> String {
        let original = text
        var (text, target, replacement) = (text, target, replacement)
        return target.withUTF8 { pattern in
            text.withUTF8 { bytes in
                guard let first = pattern.first, bytes.count >= pattern.count else { return original }
                func matches(at index: Int) -> Bool {
                    bytes[index] == first && index + pattern.count <= bytes.count
                        && UnsafeBufferPointer(rebasing: bytes[index..<(index + pattern.count)]).elementsEqual(pattern)
                }
                var count = 0
                var index = 0
                while index < bytes.count {
                    if matches(at: index) {
                        count += 1
                        index += pattern.count
                    } else {
                        index += 1
                    }
                }
                guard count > 0 else { return original }
                return replacement.withUTF8 { replacement in
                    String(
                        unsafeUninitializedCapacity: bytes.count + count * (replacement.count - pattern.count)
                    ) { result in
                        var written = 0
                        var index = 0
                        while index < bytes.count {
                            if matches(at: index) {
                                for byte in replacement {
                                    result[written] = byte
                                    written += 1
                                }
                                index += pattern.count
                            } else {
                                result[written] = bytes[index]
                                written += 1
                                index += 1
                            }
                        }
                        return written
                    }
                }
            }
        }
    }
}

extension StyleNameCheck {
    /// `diagnostics(spec:styles:)`, with each screen's names taken from `cached` where its key is there
    /// (`inputs`: each screen's input digest, nil where unknown). The names of every keyed screen go into
    /// `records` for the next run. When every style `passes`, there is nothing to report; otherwise the
    /// full check runs and words the problems.
    static func diagnostics(
        spec: Spec, styles: [Style], inputs: [ValueFingerprint?], renderKey: String, cached: NameRecords,
        records: inout NameRecords
    ) -> [Diagnostic] {
        let root = nameRoot(spec)
        let declarations = SpecDeclarations(spec)
        let perStyle = mapOnEveryCore(styles.count) { styleIndex in
            let style = CompiledStyle(styles[styleIndex])
            var fresh: [ValueFingerprint: ScreenNames] = [:]
            fresh.reserveCapacity(spec.screens.count)
            let base = NameRecords.keyBase(renderKey: renderKey, style: styles[styleIndex].name, spec: spec)
            // Each screen's names as recorded (the screen's name abstracted), or rendered (nil: not recorded).
            var recorded: [ScreenNames?] = []
            var rendered: [ScreenNames?] = []
            // Most screens' names read alike once abstracted: equal ones share one copy while the run holds
            // them (~20 MB of strings at 10,000 screens and three styles; docs/performance.md).
            var shapes = Set<ScreenNames>()
            for index in spec.screens.indices {
                let key = inputs[index].map { NameRecords.key(base: base, inputs: $0) }
                let screen = spec.screens[index].name.value
                if let key, let known = cached.records[key] {
                    fresh[key] = known
                    recorded.append(known)
                    rendered.append(nil)
                    continue
                }
                let names = screenNames(spec.screens[index], root: root, declarations: declarations, style: style)
                let abstracted = names.abstracted(from: screen).map { shapes.insert($0).memberAfterInsert }
                if let key, let abstracted { fresh[key] = abstracted }
                recorded.append(abstracted)
                rendered.append(names)
            }
            guard let own = specNames(spec: spec, style: style) else {
                return (passes: false, records: fresh, digest: ValueFingerprint?.none)
            }
            let digest = NameRecords.passDigest(base: base, spec: spec, own: own, screens: recorded)
            if let digest, cached.passing.contains(digest) { return (passes: true, records: fresh, digest: digest) }
            let names = spec.screens.indices.map { index in
                rendered[index] ?? recorded[index]!.concrete(for: spec.screens[index].name.value)
            }
            let passes = passes(spec: spec, own: own, screens: names)
            return (passes: passes, records: fresh, digest: passes ? digest : nil)
        }
        for style in perStyle {
            records.records.merge(style.records) { first, _ in first }
            if let digest = style.digest { records.passing.insert(digest) }
        }
        guard perStyle.allSatisfy(\.passes) else { return diagnostics(spec: spec, styles: styles) }
        return []
    }
}
