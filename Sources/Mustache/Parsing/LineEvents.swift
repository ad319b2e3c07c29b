/// How a tag sits on its source line; decides what happens to the line's whitespace.
enum Placement {
    /// Alone on its line (with other non-output tags at most): the line's whitespace and line break
    /// are dropped, and `indent` (the whitespace before the first tag) indents partials and blocks.
    case standalone(indent: String)
    /// The first thing on a line that is not standalone, after `leading` whitespace.
    case firstOnLine(leading: String)
    case inline
}

/// The scanned template after standalone-line handling, ready to be nested into a tree.
enum LineEvent {
    case text(Range<Int>)
    case lineStart(leading: Range<Int>, blank: Bool)
    case tag(TagToken, Placement)
}

/// Applies the spec's standalone-line rule to scanned lines.
///
/// A line is standalone when it holds at least one tag, only tags that produce no output of
/// their own (sections, comments, partials, parents, blocks, delimiter changes), and otherwise only
/// spaces and tabs. Several such tags may share the line (`{{<parent}}{{$block}}`), which the
/// inheritance spec needs. The one exception is a block opened and closed on the same line
/// (`  {{$b}}{{/b}}`): its whitespace becomes the block's indentation and the line break stays.
enum LineEvents {
    static func make(from lines: [SourceLine], bytes: [UInt8]) -> [LineEvent] {
        var events: [LineEvent] = []
        events.reserveCapacity(lines.count * 3)
        for line in lines {
            append(line, bytes: bytes, to: &events)
        }
        return events
    }

    private static func isBlank(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        for index in range where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
            return false
        }
        return true
    }

    private static func leadingEnd(_ range: Range<Int>, _ bytes: [UInt8]) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    private static func hasBlockOpenedAndClosed(_ tags: [TagToken]) -> Bool {
        for (offset, tag) in tags.enumerated() where tag.kind == .block {
            if tags[(offset + 1)...].contains(where: { $0.kind == .close && $0.content == tag.content }) { return true }
        }
        return false
    }

    private static func append(_ line: SourceLine, bytes: [UInt8], to events: inout [LineEvent]) {
        // Counted without collecting the line's tags: only a line with a block needs them (each tag holds a string
        // and two arrays, retained with every copy).
        var tagCount = 0
        var allCanStandAlone = true
        var hasBlock = false
        var textIsBlank = true
        for piece in line.pieces {
            switch piece {
            case .tag(let tag):
                tagCount += 1
                if !tag.canStandAlone { allCanStandAlone = false }
                if tag.kind == .block { hasBlock = true }
            case .text(let range): if !isBlank(range, bytes) { textIsBlank = false }
            }
        }
        let standalone =
            tagCount > 0 && textIsBlank && allCanStandAlone
            && !(hasBlock && hasBlockOpenedAndClosed(line.pieces.compactMap { $0.tagToken }))
        if standalone {
            var indent = ""
            if case .text(let range)? = line.pieces.first {
                indent = String(decoding: bytes[range], as: UTF8.self)
            }
            for case .tag(let tag) in line.pieces { events.append(.tag(tag, .standalone(indent: indent))) }
            return
        }

        // The leading whitespace of the first text piece is the line's; the rest of that piece stays text.
        var leading = 0..<0
        var rest = line.pieces[...]
        var firstText: Range<Int>?
        if case .text(let range)? = line.pieces.first {
            let end = leadingEnd(range, bytes)
            leading = range.lowerBound..<end
            rest = rest.dropFirst()
            if end < range.upperBound { firstText = end..<range.upperBound }
        } else if let first = line.pieces.first, case .tag(let tag) = first {
            leading = tag.start..<tag.start
        } else if let newline = line.newline {
            leading = newline.lowerBound..<newline.lowerBound
        }
        events.append(.lineStart(leading: leading, blank: tagCount == 0 && textIsBlank))
        var first = true
        if let firstText {
            events.append(.text(firstText))
            first = false
        }
        for piece in rest {
            switch piece {
            case .text(let range): events.append(.text(range))
            case .tag(let tag):
                let placement: Placement =
                    first ? .firstOnLine(leading: String(decoding: bytes[leading], as: UTF8.self)) : .inline
                events.append(.tag(tag, placement))
            }
            first = false
        }
        if let newline = line.newline { events.append(.text(newline)) }
    }
}
