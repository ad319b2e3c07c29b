import XCTest

final class ScreenSpecTestsPlaceholder: XCTestCase {
    func testNothingYet() async {}
}
