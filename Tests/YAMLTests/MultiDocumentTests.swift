import Diagnostics
import XCTest

@testable import YAML

final class MultiDocumentTests: XCTestCase {
    func testLoadAllReturnsEveryDocumentInOrder() throws {
        let documents = try YAMLLoader.loadAll("a: 1\n---\n- x\n---\nplain\n", file: "m.yaml")
        XCTAssertEqual(documents.count, 3)
        XCTAssertEqual(documents[0]["a"]?.text, "1")
        XCTAssertEqual(documents[1].sequence?.first?.text, "x")
        XCTAssertEqual(documents[2].text, "plain")
        XCTAssertEqual(documents[2].mark, Mark(line: 5, column: 1))
    }

    func testEmptyStreamHasNoDocuments() throws {
        XCTAssertEqual(try YAMLLoader.loadAll("", file: "e.yaml").count, 0)
        XCTAssertEqual(try YAMLLoader.loadAll("# only a comment\n", file: "e.yaml").count, 0)
        XCTAssertNil(try YAMLLoader.load("\n\n", file: "e.yaml"))
    }

    func testEmptyExplicitDocumentIsANullScalar() throws {
        let documents = try YAMLLoader.loadAll("---\n...\n", file: "e.yaml")
        XCTAssertEqual(documents.count, 1)
        XCTAssertTrue(documents[0].isNull)
    }

    func testLoadRejectsASecondDocumentAtItsStart() {
        XCTAssertThrowsError(try YAMLLoader.load("a: 1\n---\nb: 2\n", file: "two.yaml")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.mark, Mark(line: 2, column: 1))
            XCTAssertEqual(diagnostic?.file, "two.yaml")
        }
    }

    func testAnchorsDoNotCrossDocuments() {
        XCTAssertThrowsError(try YAMLLoader.loadAll("a: &x 1\n---\nb: *x\n", file: "m.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, Mark(line: 3, column: 4))
        }
    }
}
