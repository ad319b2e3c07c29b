import XCTest

@testable import ShopApp

/// Hand-written tests sit beside the generated ones: `Item.fixture` and `ItemServiceMock` come from the
/// plugin's output for this test target, the generated `ItemListViewModelTests` run with these.
final class SampleItemServiceTests: XCTestCase {
    func testSampleServiceListsItsItems() async throws {
        let service = SampleItemService(items: [.fixture(name: "A"), .fixture(name: "B")])
        let names = try await service.fetchItems().map(\.name)
        XCTAssertEqual(names, ["A", "B"])
    }
}
