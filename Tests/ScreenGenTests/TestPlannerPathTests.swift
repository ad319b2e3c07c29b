import XCTest

@testable import ScreenGen

/// An expectation's path is split into the name it starts from and the rest (`user` and `.name`),
/// on bytes for ASCII paths and on Characters otherwise; both must split alike.
final class TestPlannerPathTests: XCTestCase {
    func test_splitRoot_stopsAtTheFirstDotBracketOrQuestionMark() {
        let cases: [(String, String, String)] = [
            ("user.name", "user", ".name"), ("items[0].title", "items", "[0].title"), ("user?.name", "user", "?.name"),
            ("count", "count", ""), ("größe.wert", "größe", ".wert"), ("", "", ""),
        ]
        for (path, root, rest) in cases {
            let split = TestPlanner.splitRoot(path)
            XCTAssertEqual(split.root, root, path)
            XCTAssertEqual(String(split.rest), rest, path)
        }
    }
}
