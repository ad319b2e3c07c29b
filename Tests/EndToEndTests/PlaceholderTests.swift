import XCTest

final class EndToEndTestsPlaceholder: XCTestCase {
    func testNothingYet() async {}
}
