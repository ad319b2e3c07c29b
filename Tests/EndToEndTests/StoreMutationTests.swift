import Foundation
import ScreenGen
import XCTest

/// The generated store tests must fail on broken stores and services: each mutant of the Shop store
/// code is built as its own module with the unchanged generated tests, and at least one test must fail.
/// The mutations are mvvm's (`ViewModelMutation.shop`) on the stores, plus one in the concrete service.
final class StoreMutationTests: XCTestCase {
    func test_generatedTests_catchEveryMutantOfTheShopStores() throws {
        try assertGeneratedTestsCatch(ViewModelMutation.shopStores, style: "store")
    }
}

extension ViewModelMutation {
    /// Mutations of the store code generated for specs/Shop.yaml: mvvm's, and one in the service.
    static let shopStores: [ViewModelMutation] = [
        ViewModelMutation(
            name: "busy flag never reset", file: "ItemListStore.swift",
            find: "        defer { isLoading = false }\n", replace: ""),
        ViewModelMutation(
            name: "success and failure swapped", file: "ItemDetailStore.swift",
            find: """
                            phase = .loaded(item: result)
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: not a failure, so nothing is reported.
                            loadPhase = callPhaseBefore
                            phase = phaseBeforeCall
                        } catch {
                            loadPhase = .failure(error)
                            phase = .failed(message: error.localizedDescription)

                """,
            replace: """
                            phase = .failed(message: String(describing: result))
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: not a failure, so nothing is reported.
                            loadPhase = callPhaseBefore
                            phase = phaseBeforeCall
                        } catch {
                            loadPhase = .failure(error)
                            phase = .loaded(item: Item(id: UUID(), name: error.localizedDescription, price: 0))

                """),
        ViewModelMutation(
            name: "dependency called twice", file: "ItemListStore.swift",
            find: "            let result = try await itemService.fetchItems()\n",
            replace:
                "            _ = try await itemService.fetchItems()\n            let result = try await itemService.fetchItems()\n"
        ),
        ViewModelMutation(
            name: "cancellation reported as an error", file: "ItemListStore.swift",
            find: """
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: not a failure, so nothing is reported.
                            loadPhase = callPhaseBefore

                """,
            replace: ""),
        ViewModelMutation(
            name: "success changes a property the spec did not mention", file: "ItemListStore.swift",
            find: "            items = result\n",
            replace: "            items = result\n            sortOrder = .price\n",
            failureMentions: ["sortOrder", "price", "newest"]),
        ViewModelMutation(
            name: "skipIf ignored", file: "ItemListStore.swift",
            find: "        if isLoading { return }\n", replace: ""),
        ViewModelMutation(
            name: "start phase not entered", file: "ItemDetailStore.swift",
            find: "        let phaseBeforeCall = phase\n        phase = .loading\n",
            replace: "        let phaseBeforeCall = phase\n"),
        ViewModelMutation(
            name: "failure effects dropped", file: "ItemListStore.swift",
            find: """
                        } catch {
                            loadPhase = .failure(error)
                            errorMessage = error.localizedDescription
                        }

                """,
            replace: """
                        } catch {
                            loadPhase = .failure(error)
                        }

                """),
        ViewModelMutation(
            name: "service forwards another argument", file: "ItemService.swift",
            find: "        try await transport.deleteItem(id)\n",
            replace: "        try await transport.deleteItem(UUID())\n"),
    ]
}
