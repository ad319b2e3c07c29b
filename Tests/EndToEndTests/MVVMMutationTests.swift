import Foundation
import ScreenGen
import XCTest

/// The generated tests must fail on broken view models: each mutant of the Shop view models is
/// built as its own module with the unchanged generated tests, and at least one test must fail.
final class MVVMMutationTests: XCTestCase {
    func test_generatedTests_catchEveryMutantOfTheShopViewModels() throws {
        try assertGeneratedTestsCatch(ViewModelMutation.shop, style: "mvvm")
    }
}
