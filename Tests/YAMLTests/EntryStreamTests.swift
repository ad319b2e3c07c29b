import Diagnostics
import XCTest

@testable import YAML

/// `EntryStream`: the entries of the root's `screens` mapping go to the consumer as they complete, and what it
/// leaves stays in the tree; a mapping an alias could repeat, or one with a merge key, is composed whole.
final class EntryStreamTests: XCTestCase {
    /// Records each entry and leaves its value's text length in its place.
    private final class Recorder {
        var keys: [String] = []
        var values: [Node] = []
        var stream: EntryStream {
            EntryStream(key: "screens") { [self] key, value in
                keys.append(key.text ?? "?")
                values.append(value)
                value = Node(.scalar(Node.Scalar("taken")), mark: value.mark)
            }
        }
    }

    func testEachEntryIsHandedOverInOrderWithItsAliasesAndMergesResolved() throws {
        let text = """
            base: &base { doc: shared }
            screens:
              A: { <<: *base, x: 1 }
              B: *base
              C: [1, 2]
            other: { A: 1 }

            """
        let recorder = Recorder()
        let loaded = try YAMLLoader.load(text, file: "s.yaml", streaming: recorder.stream)
        XCTAssertTrue(loaded.streamed)
        XCTAssertEqual(recorder.keys, ["A", "B", "C"])
        XCTAssertEqual(recorder.values[0].mapping?.compactMap(\.key.text), ["doc", "x"])
        XCTAssertEqual(recorder.values[1].mapping?.compactMap(\.value.text), ["shared"])
        XCTAssertEqual(recorder.values[1].mark, Mark(line: 4, column: 6))
        let root = try XCTUnwrap(loaded.root)
        XCTAssertEqual(root["screens"]?.mapping?.compactMap(\.value.text), ["taken", "taken", "taken"])
        // Only the root's `screens`: the same keys elsewhere, and the anchored node, stay whole.
        XCTAssertEqual(root["other"]?["A"]?.text, "1")
        XCTAssertEqual(root["base"]?["doc"]?.text, "shared")
    }

    func testAMappingAnAliasCouldRepeatOrATaggedKeyIsNotStreamed() throws {
        for text in ["screens: &all\n  A: { x: 1 }\ncopy: *all\n", "!!str screens:\n  A: { x: 1 }\n"] {
            let recorder = Recorder()
            let loaded = try YAMLLoader.load(text, file: "s.yaml", streaming: recorder.stream)
            XCTAssertFalse(loaded.streamed, text)
            XCTAssertEqual(recorder.keys, [], text)
            XCTAssertEqual(loaded.root, try YAMLLoader.load(text, file: "s.yaml"), text)
        }
    }

    func testAMergeKeyIntoTheStreamedMappingComposesTheDocumentWhole() throws {
        let text = """
            more: &more { B: { y: 2 }, A: { y: 3 } }
            screens:
              A: { x: 1 }
              <<: *more
              C: { z: 3 }

            """
        let recorder = Recorder()
        let loaded = try YAMLLoader.load(text, file: "s.yaml", streaming: recorder.stream)
        XCTAssertFalse(loaded.streamed)
        XCTAssertEqual(loaded.root, try YAMLLoader.load(text, file: "s.yaml"))
        XCTAssertEqual(loaded.root?["screens"]?.mapping?.compactMap(\.key.text), ["A", "B", "C"])
    }

    func testAnErrorAfterStreamedEntriesIsReportedAsWithoutTheStream() {
        let text = "screens:\n  A: { x: 1 }\n  A: { x: 2 }\n"
        let recorder = Recorder()
        var streamed: Diagnostic?
        var plain: Diagnostic?
        do { _ = try YAMLLoader.load(text, file: "s.yaml", streaming: recorder.stream) } catch { streamed = error }
        do { _ = try YAMLLoader.load(text, file: "s.yaml") } catch { plain = error }
        XCTAssertNotNil(streamed)
        XCTAssertEqual(streamed, plain)
    }
}
