/// A deliberately broken view model: the generated text with one behaviour changed.
/// The generated tests must notice every such change (see MVVMMutationTests).
struct ViewModelMutation {
    var name: String
    /// The generated source file it edits.
    var file: String
    var find: String
    var replace: String
    /// Words one failure message must contain (the property that differs and both its values).
    var failureMentions: [String] = []

    /// Mutations of the mvvm code generated for specs/Shop.yaml.
    static let shop: [ViewModelMutation] = [
        ViewModelMutation(
            name: "busy flag never reset", file: "ItemListViewModel.swift",
            find: "        defer { isLoading = false }\n", replace: ""),
        ViewModelMutation(
            name: "success and failure swapped", file: "ItemDetailViewModel.swift",
            find: """
                            phase = .loaded(item: result)
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: not a failure, so nothing is reported.
                            phase = phaseBeforeCall
                        } catch {
                            phase = .failed(message: error.localizedDescription)

                """,
            replace: """
                            phase = .failed(message: String(describing: result))
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: not a failure, so nothing is reported.
                            phase = phaseBeforeCall
                        } catch {
                            phase = .loaded(item: Item(id: UUID(), name: error.localizedDescription, price: 0))

                """),
        ViewModelMutation(
            name: "dependency called twice", file: "ItemListViewModel.swift",
            find: "            let result = try await itemService.fetchItems()\n",
            replace:
                "            _ = try await itemService.fetchItems()\n            let result = try await itemService.fetchItems()\n"
        ),
        ViewModelMutation(
            name: "cancellation reported as an error", file: "ItemListViewModel.swift",
            find:
                "        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {\n            // Cancelled: not a failure, so nothing is reported.\n",
            replace: ""),
        ViewModelMutation(
            name: "success changes a property the spec did not mention", file: "ItemListViewModel.swift",
            find: "            items = result\n",
            replace: "            items = result\n            sortOrder = .price\n",
            failureMentions: ["sortOrder", "price", "newest"]),
        ViewModelMutation(
            name: "skipIf ignored", file: "ItemListViewModel.swift",
            find: "        if isLoading { return }\n", replace: ""),
        ViewModelMutation(
            name: "start phase not entered", file: "ItemDetailViewModel.swift",
            find: "        let phaseBeforeCall = phase\n        phase = .loading\n",
            replace: "        let phaseBeforeCall = phase\n"),
        ViewModelMutation(
            name: "failure effects dropped", file: "ItemListViewModel.swift",
            find: "        } catch {\n            errorMessage = error.localizedDescription\n        }\n",
            replace: "        } catch {\n        }\n"),
    ]
}
