import XCTest

final class MustacheTestsPlaceholder: XCTestCase {
    func testNothingYet() async {}
}
