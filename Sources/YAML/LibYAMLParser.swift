import CYaml
import Diagnostics

/// The only code that touches libyaml: runs its event parser over the UTF-8 bytes
/// of a String and hands each event, converted to `YAMLEvent`, to a consumer.
///
/// Every libyaml struct is created and freed (by a `defer`) inside `run`, and
/// libyaml's 0-based marks become 1-based `Mark`s only in `mark(_:)`.
enum LibYAMLParser {
    static func parse(
        _ text: String, file: String, _ consume: (consuming YAMLEvent) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        // An empty buffer has no base address, which libyaml rejects; it holds no documents anyway.
        if text.isEmpty { return }
        let source = text
        var bytes = text
        let outcome: Result<Void, Diagnostic> = bytes.withUTF8 { buffer in
            Result { () throws(Diagnostic) in try run(buffer, source: source, file: file, consume) }
        }
        try outcome.get()
    }

    private static func run(
        _ buffer: UnsafeBufferPointer<UInt8>, source: String, file: String,
        _ consume: (consuming YAMLEvent) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw Diagnostic.error("libyaml could not create a parser (out of memory)", file: file)
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                throw diagnostic(for: parser, buffer: buffer, source: source, file: file)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return }
            if let converted = convert(event) { try consume(converted) }
        }
    }

    /// libyaml's 0-based line and column, as the 1-based `Mark` used everywhere else.
    private static func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func convert(_ event: yaml_event_t) -> YAMLEvent? {
        let start = mark(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text =
                data.length == 0
                ? "" : String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            return .scalar(
                Node.Scalar(text, style: style(data.style)), anchor: string(data.anchor), tag: string(data.tag), start)
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "", start)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(anchor: string(data.anchor), tag: string(data.tag), start)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(anchor: string(data.anchor), tag: string(data.tag), start)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(start)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        default:
            // STREAM-START carries nothing the tree needs; STREAM-END is handled by the loop.
            return nil
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> Node.Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// libyaml's problem (and context, when it gave one) at the problem mark, with a
    /// hint when the failure looks like one of the known YAML traps.
    private static func diagnostic(
        for parser: yaml_parser_t, buffer: UnsafeBufferPointer<UInt8>, source: String, file: String
    ) -> Diagnostic {
        var message = parser.problem.map { String(cString: $0) } ?? "libyaml failed without a message"
        let context = parser.context.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset instead of a mark.
            if parser.problem_value != -1 {
                message += " (#x" + String(UInt32(bitPattern: parser.problem_value), radix: 16, uppercase: true) + ")"
            }
            return .error(message, file: file, at: ByteOffset.mark(of: parser.problem_offset, in: buffer))
        }
        if let context { message += " " + context }
        let problemMark = insideText(mark(parser.problem_mark), buffer)
        var result = Diagnostic.error(
            message, file: file, at: problemMark,
            hint: YAMLTraps.hint(
                for: parser.problem.map { String(cString: $0) } ?? "",
                characterIndex: Int(parser.problem_mark.index), in: source))
        if let context, parser.context_mark.index != parser.problem_mark.index {
            result.notes.append(
                Diagnostic(
                    .note, context + " that starts here", file: file, at: insideText(mark(parser.context_mark), buffer))
            )
        }
        return result
    }

    /// libyaml ends a text that lacks a final line break as if it had one, so an error at the end
    /// comes one line past the text, where no excerpt can show it; such a mark moves to the real end.
    private static func insideText(_ mark: Mark, _ buffer: UnsafeBufferPointer<UInt8>) -> Mark {
        let end = ByteOffset.mark(of: buffer.count, in: buffer)
        return mark > end ? end : mark
    }
}
