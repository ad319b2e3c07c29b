import XCTest

final class YAMLTestsPlaceholder: XCTestCase {
    func testNothingYet() async {}
}
