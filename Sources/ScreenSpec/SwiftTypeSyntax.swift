/// Whether a spec's type text is a Swift type and nothing else, so it can be pasted where a type goes.
///
/// A type is printed as written in many places (declarations, signatures, mocks); text such as
/// `String = "x"; func f() {}` would become code there. This accepts the types a spec needs:
///
///     type     := function | simple
///     function := tuple ('async')? ('throws')? '->' type
///     simple   := ('any' | 'some')? postfixed ('&' postfixed)*
///     postfixed := primary ('?' | '!' | '.Type' | '.Protocol')*
///     primary  := name generics? ('.' name generics?)* | '[' type (':' type)? ']' | tuple
///     tuple    := '(' ((label ':')? type (',' (label ':')? type)*)? ')'
///     generics := '<' type (',' type)* '>'
///
/// with names that are identifiers, not keywords (but `Any` and `Self`), and no hidden characters
/// (`SwiftIdentifier.problem`). Spaces and tabs may separate tokens; anything else (`=`, `;`, `{`,
/// `@` attributes, comments, line breaks) is an error at its offset. What a type that passes is made of
/// (optional, array, dictionary, named) is `SwiftTypeShape`'s to say.
public enum SwiftTypeSyntax {
    public struct Problem: Error, Equatable, Sendable {
        /// Offset in Unicode scalars from the start of the text.
        public var offset: Int
        public var reason: String
    }

    /// nil when `text` is a type.
    public static func problem(in text: String) -> Problem? {
        var parser = Parser(Array(text.unicodeScalars))
        do throws(Problem) {
            parser.skipSpaces()
            try parser.type(depth: 0)
            parser.skipSpaces()
            if parser.index < parser.scalars.count {
                throw parser.failure("unexpected '\(parser.scalars[parser.index])' after the type")
            }
            return nil
        } catch {
            return error
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Deep enough for any real type, shallow enough that no text can exhaust the stack.
        static let maximumDepth = 64

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func failure(_ reason: String, at offset: Int? = nil) -> Problem {
            Problem(offset: offset ?? index, reason: reason)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipSpaces() {
            while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
        }

        /// Consumes `token` (after spaces) when it comes next. (Compared in place: every type of a spec
        /// asks for several tokens, and an array per question showed in loading large specs.)
        mutating func take(_ token: StaticString) -> Bool {
            skipSpaces()
            var end = index
            var last: Unicode.Scalar?
            for byte in UnsafeBufferPointer(start: token.utf8Start, count: token.utf8CodeUnitCount) {
                guard end < scalars.count, scalars[end].value == UInt32(byte) else { return false }
                last = scalars[end]
                end += 1
            }
            // A word must not run on into a longer name (`throwsX`).
            if let last, SwiftIdentifier.isCharacter(last), end < scalars.count,
                SwiftIdentifier.isCharacter(scalars[end])
            {
                return false
            }
            index = end
            return true
        }

        mutating func expect(_ token: StaticString, _ what: String) throws(Problem) {
            guard take(token) else { throw failure(describeNext(expected: what)) }
        }

        func describeNext(expected: String) -> String {
            guard let scalar = current else { return "expected \(expected) at the end" }
            return "expected \(expected), found '\(scalar)'"
        }

        mutating func type(depth: Int) throws(Problem) {
            guard depth < Self.maximumDepth else { throw failure("the type is nested too deeply") }
            skipSpaces()
            if current == "(" {
                try tuple(depth: depth)
                try postfixes()
                let beforeEffects = index
                _ = take("async")
                _ = take("throws")
                if take("->") {
                    try type(depth: depth + 1)
                } else if index != beforeEffects {
                    throw failure(describeNext(expected: "'->' after the effects of a function type"))
                } else {
                    try composition(depth: depth, startingWithPostfixed: true)
                }
                return
            }
            if take("any") || take("some") { skipSpaces() }
            try composition(depth: depth, startingWithPostfixed: false)
        }

        /// `A & B`; the first part already read when `startingWithPostfixed`.
        mutating func composition(depth: Int, startingWithPostfixed: Bool) throws(Problem) {
            if !startingWithPostfixed { try postfixed(depth: depth) }
            while take("&") { try postfixed(depth: depth) }
        }

        mutating func postfixed(depth: Int) throws(Problem) {
            try primary(depth: depth)
            try postfixes()
        }

        mutating func postfixes() throws(Problem) {
            while true {
                // No space before `?` or `!`: `Int ?` is no optional type.
                if current == "?" || current == "!" {
                    index += 1
                } else if take(".Type") || take(".Protocol") {
                    continue
                } else {
                    return
                }
            }
        }

        mutating func primary(depth: Int) throws(Problem) {
            skipSpaces()
            switch current {
            case "[":
                index += 1
                try type(depth: depth + 1)
                if take(":") { try type(depth: depth + 1) }
                try expect("]", "']'")
            case "(":
                try tuple(depth: depth)
            default:
                try name()
                try generics(depth: depth)
                while current == "." {
                    // `.Type` and `.Protocol` are postfixes, not members.
                    let save = index
                    if take(".Type") || take(".Protocol") {
                        index = save
                        return
                    }
                    index += 1
                    try name()
                    try generics(depth: depth)
                }
            }
        }

        mutating func tuple(depth: Int) throws(Problem) {
            try expect("(", "'('")
            if take(")") { return }
            repeat {
                skipSpaces()
                // `label: Type`: a name followed by a colon.
                let save = index
                if (try? name()) == nil || !take(":") { index = save }
                try type(depth: depth + 1)
            } while take(",")
            try expect(")", "')' or ','")
        }

        mutating func generics(depth: Int) throws(Problem) {
            guard current == "<" else { return }
            index += 1
            repeat { try type(depth: depth + 1) } while take(",")
            try expect(">", "'>' or ','")
        }

        /// An identifier that may name a type: no keyword but `Any` and `Self`, no hidden characters.
        mutating func name() throws(Problem) {
            skipSpaces()
            let start = index
            guard let first = current, SwiftIdentifier.isHead(first) else {
                throw failure(describeNext(expected: "a type name"))
            }
            index += 1
            while let scalar = current, SwiftIdentifier.isCharacter(scalar) { index += 1 }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<index])
            let text = String(word)
            switch SwiftIdentifier.problem(with: text) {
            case nil: break
            case .hiddenCharacter(let scalar)?:
                let offset = scalars[start..<index].firstIndex(of: scalar) ?? start
                throw failure("it contains an invisible or text-direction character", at: offset)
            case .notAnIdentifier?:
                throw failure("'\(text)' is not a valid name", at: start)
            }
            if SwiftIdentifier.isKeyword(text) && text != "Any" && text != "Self" {
                throw failure("'\(text)' is a keyword, not a type", at: start)
            }
        }
    }
}
