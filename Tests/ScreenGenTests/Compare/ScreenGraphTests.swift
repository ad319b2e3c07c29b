import ScreenGen
import XCTest

final class ScreenGraphTests: XCTestCase {
    func test_shop_actionsPointAtCallsPhasesAndState() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Shop"))
        XCTAssertEqual(graph.clusters.map(\.screen).first, "ItemList")
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(edges.contains("ItemList_action_load -calls-> call_ItemService_fetchItems"), "\(edges)")
        XCTAssertTrue(edges.contains("ItemList_action_load -busy-> ItemList_state_isLoading"))
        XCTAssertTrue(edges.contains("ItemDetail_action_load -start-> ItemDetail_phase_loading"))
        XCTAssertTrue(edges.contains("ItemDetail_action_load -success-> ItemDetail_phase_loaded"))
        let ids = Set(graph.clusters.flatMap { $0.nodes.map(\.id) } + graph.calls.map(\.id))
        for edge in graph.edges { XCTAssertTrue(ids.contains(edge.to), "edge to a missing node: \(edge)") }

        XCTAssertTrue(graph.mermaid.hasPrefix("flowchart LR\n"))
        XCTAssertTrue(graph.mermaid.contains("  subgraph ItemList\n"))
        XCTAssertTrue(graph.dot.hasPrefix("digraph screens {"))
        XCTAssertTrue(
            graph.dot.contains("\"ItemList_action_load\" -> \"call_ItemService_fetchItems\" [label=\"calls\"];"))
    }

    func test_settings_aChangeOfStateStartsItsAction() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Settings"))
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(
            edges.contains("SettingsForm_state_name -changes-> SettingsForm_action_checkName"), "\(edges)")
        let labels = graph.clusters.flatMap { $0.nodes.map(\.label) }
        XCTAssertTrue(labels.contains("dismissError (disappear)"), "\(labels)")
    }

    func test_search_aManagedCallShowsItsPolicy_andASetEntersAPhase() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Search"))
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(edges.contains("Search_action_search -calls (restart)-> call_SearchService_search"), "\(edges)")
        XCTAssertTrue(edges.contains("Search_action_preview -calls (parallel)-> call_SearchService_preview"))
        XCTAssertTrue(edges.contains("Search_action_clear -sets-> Search_phase_idle"), "\(edges)")
    }
}
