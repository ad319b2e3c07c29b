import Foundation

/// A hand-written conformance to the generated `ItemService` protocol: the app's own code lives next to
/// the generated code in one module.
struct SampleItemService: ItemService {
    var items = [
        Item(id: UUID(), name: "Mug", price: 12),
        Item(id: UUID(), name: "Lamp", price: 40),
    ]

    func fetchItems() async throws -> [Item] { items }

    func deleteItem(id: UUID) async throws {}
}
