import Foundation
import ScreenGen
import XCTest

/// The generated store tests must fail on broken stores and services: each mutant of the Shop store
/// code is built as its own module with the unchanged generated tests, and at least one test must fail.
/// The mutations are mvvm's (`ViewModelMutation.shop`) on the stores, plus one in the concrete service.
final class StoreMutationTests: XCTestCase {
    func test_generatedTests_catchEveryMutantOfTheShopStores() throws {
        let generated = try GeneratedModules.render(style: "store")
        let shop = try XCTUnwrap(generated.modules.first { $0.name == "Shop" })
        var mutants: [ScratchPackage.Module] = []
        for (index, mutation) in ViewModelMutation.shopStores.enumerated() {
            let name = "ShopMutant\(index + 1)"
            let original = try XCTUnwrap(shop.sources[mutation.file], "no generated \(mutation.file)")
            XCTAssertTrue(
                original.contains(mutation.find), "mutation '\(mutation.name)' no longer applies to \(mutation.file)")
            var sources = shop.sources
            sources[mutation.file] = original.replacingOccurrences(of: mutation.find, with: mutation.replace)
            let tests = shop.tests.mapValues {
                $0.replacingOccurrences(of: "@testable import Shop\n", with: "@testable import \(name)\n")
                    .replacingOccurrences(of: " = Shop.", with: " = \(name).")
            }
            mutants.append(
                ScratchPackage.Module(
                    name: name, sources: sources, tests: tests, testDependencies: shop.testDependencies))
        }
        let directory = EndToEndPaths.scratch.appendingPathComponent("store-mutants")
        try ScratchPackage(directory: directory, modules: mutants, warningsAsErrors: false).write()
        let run = SwiftPMRun(package: directory)
        let build = try run.buildTests()
        XCTAssertEqual(
            build.status, 0,
            "the mutants must compile (a mutant that does not build proves nothing):\n\(build.text.suffix(4000))")
        guard build.status == 0 else { return }

        var report: [String] = []
        for (index, mutation) in ViewModelMutation.shopStores.enumerated() {
            let test = try run.test(filter: "ShopMutant\(index + 1)Tests")
            let summary = try XCTUnwrap(TestSummary(parsing: test.text), "no summary for '\(mutation.name)'")
            let failed = TestSummary.failedTests(in: test.text)
            XCTAssertGreaterThan(summary.failures, 0, "no generated test caught the mutant '\(mutation.name)'")
            if !mutation.failureMentions.isEmpty {
                let messages = test.text.split(separator: "\n").filter { $0.contains("XCTAssert") }
                XCTAssertTrue(
                    messages.contains { line in mutation.failureMentions.allSatisfy { line.contains($0) } },
                    "no failure of '\(mutation.name)' names \(mutation.failureMentions):\n\(messages.joined(separator: "\n"))"
                )
            }
            report.append(
                "\(mutation.name): caught by \(failed.count) of \(summary.executed) tests (\(failed.joined(separator: ", ")))"
            )
        }
        print("store mutants:\n" + report.joined(separator: "\n"))
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
                            // Cancelled: undo the busy state, report nothing.
                            loadPhase = callPhaseBefore
                            phase = phaseBeforeCall
                        } catch {
                            loadPhase = .failure(error)
                            phase = .failed(message: error.localizedDescription)

                """,
            replace: """
                            phase = .failed(message: String(describing: result))
                        } catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {
                            // Cancelled: undo the busy state, report nothing.
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
                            // Cancelled: undo the busy state, report nothing.
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
