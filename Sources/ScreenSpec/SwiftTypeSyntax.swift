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
/// `@` attributes, comments, line breaks) is an error at its offset. The same parse says what a type that
/// passes is made of (`parse`, remembered by `ParsedTypeShapes`), so that the validator and the generated code read
/// type text one way.
public enum SwiftTypeSyntax {
    public struct Problem: Error, Equatable, Sendable {
        /// Offset in Unicode scalars from the start of the text.
        public var offset: Int
        public var reason: String
    }

    /// nil when `text` is a type.
    public static func problem(in text: String) -> Problem? {
        var parser = Parser(Array(text.unicodeScalars), buildsShape: false)
        do throws(Problem) {
            _ = try parser.whole()
            return nil
        } catch {
            return error
        }
    }

    /// What `text` is made of, or why it is no type (remembered per text by `ParsedTypeShapes`).
    public static func parse(_ text: String) -> Result<SwiftTypeShape, Problem> {
        var parser = Parser(Array(text.unicodeScalars), buildsShape: true)
        do throws(Problem) {
            return .success(try parser.whole())
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// False for the validator, which needs only the verdict: every part is then `unbuilt`.
        let buildsShape: Bool
        /// Where the `?` or `!` of the part just read is (`postfixes`), for the rule that no part of a
        /// composition, and no `any` or `some` type, ends optional.
        var optionalPartAt: Int?
        /// Deep enough for any real type, shallow enough that no text can exhaust the stack.
        static let maximumDepth = 64
        static let unbuilt = SwiftTypeShape.named("")

        init(_ scalars: [Unicode.Scalar], buildsShape: Bool) {
            self.scalars = scalars
            self.buildsShape = buildsShape
        }

        mutating func whole() throws(Problem) -> SwiftTypeShape {
            skipSpaces()
            let shape = try type(depth: 0)
            skipSpaces()
            if index < scalars.count { throw failure("unexpected '\(scalars[index])' after the type") }
            return shape
        }

        /// A name with its generic arguments (`Result<Item, Error>`, `Foundation.Date`); a bare protocol
        /// name (`Error`) is an existential, as Swift reads it.
        func named(from start: Int, arguments: [SwiftTypeShape], isSimple: Bool) -> SwiftTypeShape {
            guard buildsShape else { return Self.unbuilt }
            let text = text(from: start)
            return isSimple && arguments.isEmpty ? .ofName(text) : .named(text, arguments: arguments)
        }

        /// Whether the name read from `start` (up to its generic arguments, spaces aside) is `name`: compared in
        /// place, as this runs for every generic type read.
        func names(from start: Int, _ name: String) -> Bool {
            scalars[start..<index].lazy.prefix { $0 != "<" }.filter { $0 != " " && $0 != "\t" }
                .elementsEqual(name.unicodeScalars)
        }

        func existential(from start: Int) -> SwiftTypeShape {
            buildsShape ? .existential(text(from: start)) : Self.unbuilt
        }

        func text(from start: Int, to end: Int? = nil) -> String {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<(end ?? index)])
            return String(text)
        }

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

        /// Starts after spaces and ends after its last token (so that a `named` part is its text, trimmed).
        mutating func type(depth: Int) throws(Problem) -> SwiftTypeShape {
            guard depth < Self.maximumDepth else { throw failure("the type is nested too deeply") }
            skipSpaces()
            let start = index
            if current == "(" {
                let (parameters, parenthesized) = try tuple(depth: depth)
                let first = try postfixes(on: parenthesized, from: start)
                let beforeEffects = index
                _ = take("async")
                _ = take("throws")
                if take("->") {
                    let result = try type(depth: depth + 1)
                    return buildsShape ? .function(parameterCount: parameters, result: result) : Self.unbuilt
                } else if index != beforeEffects {
                    throw failure(describeNext(expected: "'->' after the effects of a function type"))
                }
                return try composition(depth: depth, first: first, from: start)
            }
            if take("any") || take("some") {
                // Swift reads `any P?` as `any (P?)` and rejects it: the optional goes around, `(any P)?`.
                _ = try composition(depth: depth, first: nil, from: start)
                if let optionalAt = optionalPartAt {
                    throw failure(
                        "an optional 'any' or 'some' type is written in parentheses, '(\(text(from: start, to: optionalAt)))?'",
                        at: optionalAt)
                }
                return existential(from: start)
            }
            return try composition(depth: depth, first: nil, from: start)
        }

        /// `A & B` (the first part already read when `first` is given, its postfixes too): a part alone is
        /// itself, several are an existential. Swift rejects an optional part (`A & B?`): the optional goes
        /// around the whole, `(A & B)?`. `optionalPartAt` is left at the `?` of an optional part, if any.
        mutating func composition(depth: Int, first: SwiftTypeShape?, from start: Int) throws(Problem)
            -> SwiftTypeShape
        {
            var shape: SwiftTypeShape
            if let first { shape = first } else { shape = try postfixed(depth: depth) }
            var optionalAt = optionalPartAt
            while take("&") {
                _ = try postfixed(depth: depth)
                optionalAt = optionalAt ?? optionalPartAt
                shape = existential(from: start)
                if let optionalAt {
                    throw failure(
                        "a part of a composition ('&') cannot be optional: write the optional around the whole, "
                            + "'(A & B)?'", at: optionalAt)
                }
            }
            optionalPartAt = optionalAt
            return shape
        }

        mutating func postfixed(depth: Int) throws(Problem) -> SwiftTypeShape {
            skipSpaces()
            let start = index
            return try postfixes(on: primary(depth: depth), from: start)
        }

        /// `?` and `!` wrap `shape` in an optional; a metatype (`.Type`, `.Protocol`) is a named type.
        /// `optionalPartAt` is the offset of the `?` or `!` when the part ends optional, else nil.
        mutating func postfixes(on shape: SwiftTypeShape, from start: Int) throws(Problem) -> SwiftTypeShape {
            var shape = shape
            optionalPartAt = nil
            while true {
                // No space before `?` or `!`: `Int ?` is no optional type.
                if current == "?" || current == "!" {
                    optionalPartAt = optionalPartAt ?? index
                    index += 1
                    if buildsShape { shape = .optional(shape) }
                } else if take(".Type") || take(".Protocol") {
                    optionalPartAt = nil
                    shape = buildsShape ? .metatype(text(from: start)) : Self.unbuilt
                } else {
                    return shape
                }
            }
        }

        mutating func primary(depth: Int) throws(Problem) -> SwiftTypeShape {
            skipSpaces()
            let start = index
            switch current {
            case "[":
                index += 1
                let element = try type(depth: depth + 1)
                if take(":") {
                    let value = try type(depth: depth + 1)
                    try expect("]", "']'")
                    return buildsShape ? .dictionary(key: element, value: value) : Self.unbuilt
                }
                try expect("]", "']'")
                return buildsShape ? .array(element) : Self.unbuilt
            case "(":
                return try tuple(depth: depth).shape
            default:
                try name()
                var arguments = try generics(depth: depth)
                var isSimple = true
                var lastName = (start: start, argumentsBefore: 0)
                while current == "." {
                    // `.Type` and `.Protocol` are postfixes, not members.
                    let save = index
                    if take(".Type") || take(".Protocol") {
                        index = save
                        break
                    }
                    index += 1
                    isSimple = false
                    lastName = (index, arguments.count)
                    try name()
                    arguments += try generics(depth: depth)
                }
                // `Optional<Item>` (or `Swift.Optional<Item>`) is `Item?` spelled out: one shape, so both start as
                // nil, get a sample and `==`.
                if buildsShape, arguments.count == 1, lastName.argumentsBefore == 0,
                    names(from: lastName.start, "Optional"), isSimple || names(from: start, "Swift.Optional")
                {
                    return .optional(arguments[0])
                }
                return named(from: start, arguments: arguments, isSimple: isSimple)
            }
        }

        /// `(label: A, B)`: how many elements, and the shape: a tuple, or the element itself when it is one
        /// (`(Int)` is `Int`, the parameter list of `(Int) -> Void`).
        mutating func tuple(depth: Int) throws(Problem) -> (count: Int, shape: SwiftTypeShape) {
            try expect("(", "'('")
            var elements: [SwiftTypeShape.Element] = []
            var count = 0
            if take(")") { return (0, buildsShape ? .tuple([]) : Self.unbuilt) }
            repeat {
                count += 1
                skipSpaces()
                // `label: Type`: a name followed by a colon.
                let save = index
                var label: String?
                if (try? name()) == nil || !take(":") {
                    index = save
                } else if buildsShape {
                    label = Self.label(scalars[save..<index])
                }
                let type = try type(depth: depth + 1)
                if buildsShape { elements.append(SwiftTypeShape.Element(label: label, type: type)) }
            } while take(",")
            try expect(")", "')' or ','")
            guard buildsShape else { return (count, Self.unbuilt) }
            return (count, count == 1 ? elements[0].type : .tuple(elements))
        }

        /// `id` of `id :` (the name and the colon just read).
        static func label(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars.prefix { SwiftIdentifier.isCharacter($0) })
            return String(text)
        }

        /// `<A, B>` after a name: the arguments' shapes (none when there are no brackets).
        mutating func generics(depth: Int) throws(Problem) -> [SwiftTypeShape] {
            guard current == "<" else { return [] }
            index += 1
            var arguments: [SwiftTypeShape] = []
            repeat {
                let argument = try type(depth: depth + 1)
                if buildsShape { arguments.append(argument) }
            } while take(",")
            try expect(">", "'>' or ','")
            return arguments
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
