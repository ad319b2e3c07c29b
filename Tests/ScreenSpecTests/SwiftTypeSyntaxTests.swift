import Diagnostics
import Foundation
import ScreenSpec
import XCTest

/// A spec's type is pasted wherever a type goes, so it must be a Swift type and nothing more.
final class SwiftTypeSyntaxTests: XCTestCase {
    func test_typesASpecNeeds_areAccepted() {
        for type in [
            "String", "Item?", "[Item]", "[String: Item]?", "[[Int]]", "Set<UUID>", "Result<Item, Error>",
            "Dictionary<String, [Int]>", "Foundation.Date", "(Int, String)", "(id: UUID, name: String)?", "()",
            "Any", "any Error", "some Sequence<Int>", "(Int) -> String", "() async throws -> [Item]",
            "((Int) -> Void)?", "Int!", "Item.Kind", "Int.Type", "Café", "Hashable & Sendable", " [ Int ] ",
            "(any Error)?", "(A & B)?", "[(any Error)?]", "any P.Type", "(some P)?", "Array<Int?> & B",
        ] {
            XCTAssertNil(SwiftTypeSyntax.problem(in: type), "'\(type)' is a type")
        }
    }

    func test_anythingElse_isRejectedAtTheOffendingCharacter() {
        let cases: [(String, Int)] = [
            (#"String = "x"; public static func f() {}; var more: Int"#, 7),
            ("Int;", 3), ("Int {", 4), ("@Sendable () -> Void", 0), ("Int /* c */", 4), ("Int // c", 4),
            ("[Int", 4), ("Int\nfunc f() {}", 3), ("Int\r", 3), ("func", 0), ("Item\u{200B}", 4),
            ("[String: Int", 12), ("Array<Int", 9), ("", 0), ("(Int) throws", 12), ("inout Int", 0),
            ("Int ?", 4), ("Int\u{202E}", 3),
            // Swift rejects an optional part of a composition and an optional `any` or `some` type.
            ("A & B?", 5), ("A? & B", 1), ("Hashable & Sendable & Item!", 26), ("any P?", 5),
            ("some Sequence<Int>?", 18), ("any A & B?", 9), ("[any Error?]", 10),
        ]
        for (type, offset) in cases {
            let problem = SwiftTypeSyntax.problem(in: type)
            XCTAssertNotNil(problem, "'\(type)' is no type")
            XCTAssertEqual(problem?.offset, offset, "'\(type)': \(problem?.reason ?? "")")
        }
    }

    func test_typeShape_parsesOptionalsArraysAndDictionaries() {
        XCTAssertEqual(
            SwiftTypeShape("[String: Item]?"), .optional(.dictionary(key: .named("String"), value: .named("Item"))))
        XCTAssertEqual(SwiftTypeShape("[[Int]]"), .array(.array(.named("Int"))))
        XCTAssertEqual(
            SwiftTypeShape(" [ String : Set<UUID> ] "),
            .dictionary(key: .named("String"), value: .named("Set<UUID>", arguments: [.named("UUID")])))
        // An optional spelled out is the same shape as `Item?`; other generic names keep their arguments.
        XCTAssertEqual(SwiftTypeShape("Optional<Item>"), .optional(.named("Item")))
        XCTAssertEqual(SwiftTypeShape("[Optional<UUID>]"), .array(.optional(.named("UUID"))))
        XCTAssertEqual(SwiftTypeShape("Optional<[Int]>?"), .optional(.optional(.array(.named("Int")))))
        XCTAssertEqual(SwiftTypeShape("Array<Item?>"), .named("Array<Item?>", arguments: [.optional(.named("Item"))]))
        XCTAssertEqual(SwiftTypeShape("Optionals<Item>"), .named("Optionals<Item>", arguments: [.named("Item")]))
        // Qualified by the standard library's module it is the same optional; by another module, or with a
        // member after it, it is a type of its own.
        XCTAssertEqual(SwiftTypeShape("Swift.Optional<Item>"), .optional(.named("Item")))
        XCTAssertEqual(SwiftTypeShape("Swift.Optional< Item >"), .optional(.named("Item")))
        XCTAssertEqual(SwiftTypeShape("Swift.Optional<Item>?"), .optional(.optional(.named("Item"))))
        XCTAssertEqual(SwiftTypeShape("Swift.Optional<[Int]>"), .optional(.array(.named("Int"))))
        XCTAssertEqual(
            SwiftTypeShape("Swift.Optional<Item>.Wrapped"),
            .named("Swift.Optional<Item>.Wrapped", arguments: [.named("Item")]))
        XCTAssertEqual(
            SwiftTypeShape("Swift.Swift.Optional<Item>"),
            .named("Swift.Swift.Optional<Item>", arguments: [.named("Item")]))
        XCTAssertEqual(
            SwiftTypeShape("Kit.Optional<Item>"), .named("Kit.Optional<Item>", arguments: [.named("Item")]))
        XCTAssertEqual(
            SwiftTypeShape("Optional<Item>.Wrapped"), .named("Optional<Item>.Wrapped", arguments: [.named("Item")]))
        XCTAssertEqual(
            SwiftTypeShape("Optional<Int, Int>"),
            .named("Optional<Int, Int>", arguments: [.named("Int"), .named("Int")]))
    }

    /// Shapes are remembered per text (`ParsedTypeShapes`), and screens are built on every core: texts asked
    /// about from many threads at once, first and again (names of their own, so no other test asked first),
    /// give what parsing each text alone gives, and text that is no type stays no type.
    func test_typeShape_askedFromManyThreads_isWhatParsingGives() {
        let name = "Probe" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let texts = [
            "[String: \(name)]?", "Result<\(name), Error>", "(Int) -> \(name)?", "\(name)!", "[\(name)",
            "Set<\(name)>", "\(name).Kind?", "(id: \(name), String)",
        ]
        final class Shapes: @unchecked Sendable {
            let lock = NSLock()
            var found: [Int: SwiftTypeShape] = [:]
        }
        let shapes = Shapes()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let shape = SwiftTypeShape(texts[index % texts.count])
            shapes.lock.lock()
            shapes.found[index] = shape
            shapes.lock.unlock()
        }
        XCTAssertEqual(shapes.found.count, 400)
        for (index, shape) in shapes.found {
            let text = texts[index % texts.count]
            XCTAssertEqual(shape, (try? SwiftTypeSyntax.parse(text).get()) ?? .named(text), text)
        }
        XCTAssertEqual(SwiftTypeShape("[\(name)"), .named("[\(name)"))
    }

    /// `Café` written with `é` and with `e` and a combining accent are equal Strings; each keeps its own scalars
    /// (they are printed as written), so the first one asked about must not answer for the other.
    func test_typeShape_keepsTheScalarsOfEachSpellingOfANonASCIIName() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        XCTAssertEqual(composed, decomposed)
        for text in [composed, decomposed, composed] {
            guard case .named(let name, _) = SwiftTypeShape(text) else { return XCTFail("\(text) is a named type") }
            XCTAssertTrue(name.unicodeScalars.elementsEqual(text.unicodeScalars), "\(text) read as \(name)")
        }
    }

    /// The shape is read by the validator's grammar: what splitting the text at `?` and `:` got wrong.
    func test_typeShape_readsFunctionsCompositionsAndTuplesByTheGrammar() {
        let item = SwiftTypeShape.named("Item")
        XCTAssertEqual(SwiftTypeShape("(Int) -> Item?"), .function(parameterCount: 1, result: .optional(item)))
        XCTAssertEqual(SwiftTypeShape("((Int) -> Item)?"), .optional(.function(parameterCount: 1, result: item)))
        XCTAssertEqual(
            SwiftTypeShape("[(Int) -> (a: Int, String)]"),
            .array(
                .function(
                    parameterCount: 1,
                    result: .tuple([.init(label: "a", type: .named("Int")), .init(label: nil, type: .named("String"))]))
            )
        )
        XCTAssertEqual(SwiftTypeShape("A & B"), .existential("A & B"))
        XCTAssertEqual(SwiftTypeShape("some P"), .existential("some P"))
        XCTAssertEqual(SwiftTypeShape("(any A & B)?"), .optional(.existential("any A & B")))
        XCTAssertEqual(SwiftTypeShape("() async throws -> Void"), .function(parameterCount: 0, result: .named("Void")))
        XCTAssertEqual(
            SwiftTypeShape("(Int, (a: Int, b: Int)) -> ()"), .function(parameterCount: 2, result: .tuple([])))
        XCTAssertEqual(SwiftTypeShape("(Item)"), item)
        XCTAssertEqual(SwiftTypeShape("Int?.Type"), .metatype("Int?.Type"))
        XCTAssertEqual(SwiftTypeShape("Item!"), .optional(item))
        // Text that is no type (the validator reports it) is named as written.
        XCTAssertEqual(SwiftTypeShape(" [Int "), .named("[Int"))
    }

    /// A protocol named bare is an existential, as Swift reads it; a generic type keeps its arguments.
    func test_typeShape_readsBareProtocolsAndGenericArguments() {
        XCTAssertEqual(SwiftTypeShape("Error"), .existential("Error"))
        XCTAssertEqual(SwiftTypeShape("Error?"), .optional(.existential("Error")))
        XCTAssertEqual(SwiftTypeShape("Swift.Error"), .named("Swift.Error"))
        XCTAssertEqual(
            SwiftTypeShape("Result<Item, Error>"),
            .named("Result<Item, Error>", arguments: [.named("Item"), .existential("Error")]))
        XCTAssertEqual(
            SwiftTypeShape("A<Int>.B<[C]>"), .named("A<Int>.B<[C]>", arguments: [.named("Int"), .array(.named("C"))]))
        XCTAssertEqual(SwiftTypeShape.ofName("Hashable"), .existential("Hashable"))
        XCTAssertEqual(SwiftTypeShape.ofName("Item"), .named("Item"))
    }

    /// What keeps a type from being `Equatable`, and from having a sample, is the first such part.
    func test_typeShape_findsThePartThatIsNotEquatableOrHasNoSample() {
        let notEquatable: [(String, SwiftTypeShape?)] = [
            ("[String: Item]?", nil), ("Set<UUID>", nil), ("Int.Type", .metatype("Int.Type")),
            ("[(a: Int)]", nil),
            (
                "[(a: Int, b: Int)]",
                .tuple([
                    .init(label: "a", type: .named("Int")),
                    .init(label: "b", type: .named("Int")),
                ])
            ),
            ("Result<Item, Error>", .existential("Error")), ("[Int: any P]", .existential("any P")),
            ("((Int) -> Int)?", .function(parameterCount: 1, result: .named("Int"))),
            ("CancellationError", .named("CancellationError")),
        ]
        for (text, part) in notEquatable {
            XCTAssertEqual(SwiftTypeShape(text).notEquatablePart, part, text)
            XCTAssertEqual(SwiftTypeShape(text).canBeEquatable, part == nil, text)
        }
        let withoutSample: [(String, SwiftTypeShape?)] = [
            ("(any Error)?", nil), ("any Error", .existential("any Error")), ("[Error]", .existential("Error")),
            ("(Int) -> Item", nil), ("() -> Void", nil), ("(Int) -> URLRequest", .named("URLRequest")),
            ("(a: Int, b: any P)", .existential("any P")), ("Set<UUID>", nil),
            ("Result<Int, Error>", .named("Result<Int, Error>", arguments: [.named("Int"), .existential("Error")])),
            ("URLRequest?", .named("URLRequest")), ("Int.Type", .metatype("Int.Type")),
            ("[String: URLRequest]", .named("URLRequest")), ("Item?", nil), ("(any P)?", nil),
            ("Int.Type?", .metatype("Int.Type")),
        ]
        XCTAssertEqual(SwiftTypeShape("[String: Any?]").notSendablePart, .existential("Any"))
        XCTAssertEqual(
            SwiftTypeShape("(Int) -> Int").notSendablePart, .function(parameterCount: 1, result: .named("Int")))
        XCTAssertNil(SwiftTypeShape("(any Hashable & Sendable)?").notSendablePart)
        XCTAssertNil(SwiftTypeShape("[(a: Int, b: any Error)]").notSendablePart)
        XCTAssertEqual(SwiftTypeShape("Result<Int, any Hashable>").notSendablePart, .existential("any Hashable"))
        XCTAssertEqual(SwiftTypeShape("[Character]?").notCodablePart, .named("Character"))
        XCTAssertEqual(SwiftTypeShape("[String: Substring]").notCodablePart, .named("Substring"))
        XCTAssertNil(SwiftTypeShape("[Character]").notEquatablePart)
        XCTAssertNil(SwiftTypeShape("[String: Date]?").notCodablePart)
        for (text, part) in withoutSample {
            XCTAssertEqual(SwiftTypeShape(text).partWithoutSample, part, text)
            XCTAssertEqual(SwiftTypeShape(text).hasSample, part == nil, text)
        }
    }

    /// A standard name that is no type alone, and a `Result` whose failure is no `Error`, are found wherever
    /// they stand; a dictionary's key is asked whether it is `Equatable` too.
    func test_typeShape_findsIncompleteNamesAndResultsFailingWithoutAnError() {
        let incomplete: [(String, SwiftTypeShape?)] = [
            ("Array", .named("Array")), ("[String: Set]?", .named("Set")), ("(Int) -> Optional", .named("Optional")),
            ("Foundation", .named("Foundation")), ("Foundation.Date", nil), ("Array<Int>", nil), ("[Int]", nil),
            ("Measurement<UnitLength>", nil), ("Item", nil),
        ]
        for (text, part) in incomplete { XCTAssertEqual(SwiftTypeShape(text).incompletePart, part, text) }
        let failures: [(String, SwiftTypeShape?)] = [
            ("Result<Int, Item>", .named("Item")), ("[Result<Int, String>]?", .named("String")),
            (
                "Result<Int, (Int, Int)>",
                .tuple([.init(label: nil, type: .named("Int")), .init(label: nil, type: .named("Int"))])
            ),
            ("Result<Int, Error>", nil), ("Result<Int, any Error & Sendable>", nil), ("Result<Int, URLError>", nil),
            ("Result<Int, DecodingError>", nil), ("Result<Result<Int, Item>, Error>", .named("Item")),
        ]
        for (text, failure) in failures { XCTAssertEqual(SwiftTypeShape(text).resultFailureNotError, failure, text) }
        XCTAssertEqual(
            SwiftTypeShape("[(Int, Int): String]").notEquatablePart,
            .tuple([.init(label: nil, type: .named("Int")), .init(label: nil, type: .named("Int"))]))
        XCTAssertTrue(SwiftTypeShape("any Error").isErrorExistential)
        XCTAssertTrue(SwiftTypeShape("Error").isErrorExistential)
        XCTAssertFalse(SwiftTypeShape("any Error & Sendable").isErrorExistential)
        XCTAssertEqual(SwiftTypeShape("any Error & Sendable").protocolNames, ["Error", "Sendable"])
    }

    func test_deepNesting_isAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        XCTAssertEqual(SwiftTypeSyntax.problem(in: deep)?.reason, "the type is nested too deeply")
    }

    func test_theValidatorReportsAnInjectedTypeAtItsPosition() {
        let text = """
            screenspec: 1
            module: Shop
            screens:
              Home:
                state:
                  title: 'String = "x"; public static func f() {}; var more: Int'
                actions:
                  tap: { set: { title: '"y"' } }

            """
        let errors = SpecLoader.load(text: text, file: "Shop.yaml").errors
        XCTAssertEqual(errors.count, 1, errors.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(errors.first?.mark, Mark(line: 6, column: 22))
        XCTAssertTrue(errors.first?.message.hasPrefix(#"'String = "x"; "#) ?? false, errors.first?.message ?? "")
    }
}
