import XCTest

final class ScreenGenTestsPlaceholder: XCTestCase {
    func testNothingYet() async {}
}
