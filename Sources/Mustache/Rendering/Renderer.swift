import Diagnostics

/// Walks a template tree once, appending to a single output buffer.
///
/// The context stack is an array (push on section entry, pop on exit) of addresses into the context, which the
/// caller keeps alive and unchanged while it renders (`Value+Sections`); names were split at parse time, so a
/// lookup is a few comparisons, no allocation and no reference counting.
struct Renderer {
    /// A block given inside a parent tag, remembered with the template it was written in.
    struct Override {
        var block: UnsafePointer<BlockNode>
        var file: UnsafePointer<String>
        /// Set while the block itself renders: a block of the same name inside it shows its default.
        var isHidden = false
    }

    /// UTF-8 bytes: appending to a byte array is cheaper than to a String (no per-append
    /// bookkeeping of ASCII-ness and character counts); converted once at the end.
    private var buffer: [UInt8] = []
    private var stack: [UnsafePointer<Value>]
    /// Indentation added at every non-blank line start (from standalone partials and blocks), UTF-8. A partial or
    /// block appends its own and takes it off again: the array is not copied per expansion.
    private var indent: [UInt8] = []
    /// The blocks in effect, at most one visible per name. A list searched from the start, not a
    /// dictionary: there are a few, and a parent tag renders once per test case, so copying and
    /// hashing a dictionary per expansion was a visible share of rendering (docs/performance.md).
    private var overrides: [Override] = []
    /// The name of the template being rendered, for diagnostics: an address in its store, so that entering a
    /// partial retains nothing.
    private var file: UnsafePointer<String>
    private let library: TemplateLibrary
    private let options: RenderOptions
    private var depth = 0

    /// Deeper nesting of partials than this is taken to be unbounded recursion.
    static let maximumDepth = 256

    init(context: UnsafePointer<Value>, library: TemplateLibrary, options: RenderOptions, file: UnsafePointer<String>) {
        // Most generated files are a few kilobytes: start there rather than grow from nothing.
        buffer.reserveCapacity(4096)
        self.stack = [context]
        self.library = library
        self.options = options
        self.file = file
    }

    /// The rendered text.
    var output: String { String(decoding: buffer, as: UTF8.self) }

    /// The rendered bytes, handed over rather than copied: the renderer is done with them.
    mutating func takeBytes() -> [UInt8] {
        defer { buffer = [] }
        return buffer
    }

    /// Renders `nodes`, whose store the caller keeps alive (the template, the library, a lambda's store).
    /// A node is plain data (`NodeStore`): going through them copies no references.
    mutating func render(_ nodes: Nodes) throws(Diagnostic) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                buffer.append(contentsOf: bytes)
            case .lineStart(let leading, let blank):
                if !indent.isEmpty && !blank && isAtLineStart { buffer.append(contentsOf: indent) }
                if !leading.isEmpty { buffer.append(contentsOf: leading) }
            case .variable(let tag):
                try interpolate(tag.pointee)
            case .section(let section):
                try render(section)
            case .partial(let tag):
                guard let template = try template(for: tag.pointee.reference, at: tag.pointee.mark) else { continue }
                try expand(template, extraIndent: tag.pointee.indent, at: tag.pointee.mark)
            case .parent(let parent):
                try render(parent.pointee)
            case .block(let block):
                try render(block.pointee)
            }
        }
    }

    private var isAtLineStart: Bool {
        buffer.last.map { $0 == UInt8(ascii: "\n") } ?? true
    }

    // MARK: - Values

    private mutating func interpolate(_ tag: VariableTag) throws(Diagnostic) {
        let escaped = tag.escaped
        guard let found = lookup(tag.path) else {
            if options.strict { throw unknownKey(tag.path, at: tag.mark) }
            return
        }
        // Most values are strings: appended without a copy of the whole value (the string's storage is still
        // retained for the append).
        if found.pointee.appendString(to: &buffer, escapingHTML: escaped && options.escapeHTML) { return }
        let value = found.pointee
        switch value {
        case .string(let text): write(text, escaped: escaped)
        case .int(let number): buffer.append(contentsOf: String(number).utf8)
        case .double(let number): write(number.description, escaped: escaped)
        case .bool(let flag): buffer.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: break
        case .lambda(let lambda):
            let source = lambda.body(nil)
            write(try renderLambdaResult(source, delimiters: .standard, at: tag.mark, toString: true), escaped: escaped)
        case .array, .object:
            let path = tag.path
            if options.strict {
                throw Diagnostic.error(
                    "cannot interpolate '\(path.dotted)' in template '\(file.pointee)': it is a \(value.kindName), not text",
                    file: file.pointee, at: tag.mark,
                    hint: "use a section {{#\(path.dotted)}}...{{/\(path.dotted)}} to go through it")
            }
            write(value.jsonText(), escaped: escaped)
        }
    }

    private mutating func write(_ text: String, escaped: Bool) {
        if escaped && options.escapeHTML {
            HTMLEscape.append(text, to: &buffer)
        } else {
            buffer.append(contentsOf: text.utf8)
        }
    }

    /// By pointer: a section's raw text and delimiters (for lambdas) are not copied for every section.
    private mutating func render(_ section: UnsafePointer<SectionNode>) throws(Diagnostic) {
        let value = lookup(section.pointee.path)
        if value == nil && options.strict { throw unknownKey(section.pointee.path, at: section.pointee.mark) }
        let children = section.pointee.children
        if section.pointee.inverted {
            if !(value?.pointee.isTruthy ?? false) { try render(children) }
            return
        }
        guard let value else { return }
        if let items = value.pointee.elementAddresses {
            for item in items.indices {
                stack.append(items.baseAddress! + item)
                try render(children)
                stack.removeLast()
            }
        } else if case .lambda(let lambda) = value.pointee {
            let section = section.pointee
            let source = lambda.body(section.rawText)
            _ = try renderLambdaResult(source, delimiters: section.delimiters, at: section.mark, toString: false)
        } else {
            guard value.pointee.isTruthy else { return }
            stack.append(value)
            try render(children)
            stack.removeLast()
        }
    }

    /// A lambda's text is a template: parse it and render it against the current stack, either
    /// into the output or (for interpolation, which may need escaping) into a string of its own.
    private mutating func renderLambdaResult(
        _ source: String, delimiters: Delimiters, at mark: Mark, toString: Bool
    ) throws(Diagnostic) -> String {
        let lambdaFile = "\(file.pointee):\(mark.line):\(mark.column) (lambda result)"
        let store = NodeStore()
        defer { withExtendedLifetime(store) {} }
        let nodes = try TemplateParser.parse(source, file: lambdaFile, into: store, delimiters: delimiters)
        guard toString else {
            try render(nodes)
            return ""
        }
        let savedBuffer = buffer
        let savedIndent = indent
        buffer = []
        indent = []
        try render(nodes)
        let text = output
        buffer = savedBuffer
        indent = savedIndent
        return text
    }

    // MARK: - Partials, parents and blocks

    private mutating func template(for reference: TemplateReference, at mark: Mark) throws(Diagnostic)
        -> RenderedTemplate?
    {
        let name: String
        switch reference {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let path):
            guard let value = lookup(path) else {
                if options.strict { throw unknownKey(path, at: mark) }
                return nil
            }
            guard case .string(let dynamic) = value.pointee else {
                if options.strict {
                    throw Diagnostic.error(
                        "dynamic name '\(path.dotted)' in template '\(file.pointee)' is a \(value.pointee.kindName), "
                            + "not a template name",
                        file: file.pointee, at: mark)
                }
                return nil
            }
            name = dynamic
        }
        if let template = library.rendered(named: name) { return template }
        if options.strict {
            throw Diagnostic.error(
                "missing partial '\(name)' in template '\(file.pointee)'"
                    + DidYouMean.clause(for: name, among: library.names),
                file: file.pointee, at: mark)
        }
        return nil
    }

    private mutating func expand(_ template: RenderedTemplate, extraIndent: String, at mark: Mark) throws(Diagnostic) {
        guard depth < Self.maximumDepth else {
            throw Diagnostic.error(
                "partials nested more than \(Self.maximumDepth) deep in template '\(file.pointee)' (a partial that includes itself?)",
                file: file.pointee, at: mark)
        }
        let savedIndent = indent.count
        let savedFile = file
        depth += 1
        if !extraIndent.isEmpty { indent += extraIndent.utf8 }
        file = template.name
        try render(template.nodes)
        file = savedFile
        indent.removeSubrange(savedIndent...)
        depth -= 1
    }

    private mutating func render(_ parent: ParentNode) throws(Diagnostic) {
        guard let template = try template(for: parent.reference, at: parent.mark) else { return }
        // Blocks given further out win over the ones given here ("top-level substitutions take precedence").
        let savedCount = overrides.count
        for block in parent.blocks where visibleOverride(named: block.pointee.name) == nil {
            overrides.append(Override(block: block, file: file))
        }
        try expand(template, extraIndent: parent.indent, at: parent.mark)
        overrides.removeSubrange(savedCount...)
    }

    private func visibleOverride(named name: String) -> Int? {
        overrides.firstIndex { !$0.isHidden && $0.block.pointee.name == name }
    }

    private mutating func render(_ block: BlockNode) throws(Diagnostic) {
        let savedIndent = indent.count
        if !block.indent.isEmpty { indent += block.indent.utf8 }
        if let position = visibleOverride(named: block.name) {
            // While the replacement renders, a block of the same name inside it shows its default.
            let override = overrides[position]
            let savedFile = file
            overrides[position].isHidden = true
            file = override.file
            try render(override.block.pointee.children)
            file = savedFile
            overrides[position].isHidden = false
        } else {
            try render(block.children)
        }
        indent.removeSubrange(savedIndent...)
    }

    // MARK: - Lookup

    /// Resolves a name per the spec: the first part down the stack, the rest inside the result.
    /// nil means "not found" (a found `null` is `.null`).
    private func lookup(_ path: KeyPath) -> UnsafePointer<Value>? {
        if path.isImplicit { return stack[stack.count - 1] }
        var index = stack.count - 1
        while index >= 0 {
            if let value = stack[index].pointee.memberAddress(path.keys[0]) {
                return path.keys.count == 1 ? value : Self.lookup(path.keys.dropFirst(), in: value)
            }
            index -= 1
        }
        return nil
    }

    private static func lookup(
        _ keys: Slice<UnsafeBufferPointer<ObjectKey>>, in start: UnsafePointer<Value>
    ) -> UnsafePointer<Value>? {
        var value = start
        for key in keys {
            guard let next = value.pointee.memberAddress(key) else { return nil }
            value = next
        }
        return value
    }

    private func unknownKey(_ path: KeyPath, at mark: Mark) -> Diagnostic {
        var message = "unknown key '\(path.dotted)' in template '\(file.pointee)'"
        if let suggestion = suggestion(for: path) { message += "; did you mean '\(suggestion)'?" }
        return Diagnostic.error(message, file: file.pointee, at: mark)
    }

    /// A close existing name for a key that was not found: the first part among all keys on the
    /// stack, or a later part among the keys of the object where the walk stopped.
    private func suggestion(for path: KeyPath) -> String? {
        guard !path.isImplicit else { return nil }
        let parts = path.parts
        let stack = stack.map(\.pointee)
        let owner = stack.last { frame in
            if case .object(let object) = frame { object[parts[0]] != nil } else { false }
        }
        guard var value = owner else {
            var keys: [String] = []
            for case .object(let object) in stack { keys += object.keys }
            return DidYouMean.suggestion(for: parts[0], among: Set(keys).sorted())
        }
        for (offset, part) in parts.enumerated() {
            guard case .object(let object) = value else { return nil }
            guard let next = object[part] else {
                guard let close = DidYouMean.suggestion(for: part, among: object.keys.sorted()) else { return nil }
                return (parts[..<offset] + [close]).joined(separator: ".")
            }
            value = next
        }
        return nil
    }
}
