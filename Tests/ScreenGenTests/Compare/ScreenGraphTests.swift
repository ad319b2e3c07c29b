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

    func test_scrums_navigationEdgesRunToTheOpenedScreen_labelledWithThePresentation() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Scrums"))
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(edges.contains("ScrumList_action_open -push-> ScrumDetail_screen"), "\(edges)")
        XCTAssertTrue(edges.contains("ScrumDetail_action_edit -sheet-> ScrumEdit_screen"), "\(edges)")
        XCTAssertTrue(edges.contains("ScrumDetail_action_edit -onResult-> ScrumDetail_state_scrum"), "\(edges)")
        // Only a screen something opens gets a node of its own.
        let screenNodes = graph.clusters.flatMap { $0.nodes.filter { $0.kind == .screen }.map(\.id) }
        XCTAssertEqual(screenNodes, ["ScrumDetail_screen", "ScrumEdit_screen"])

        XCTAssertTrue(graph.mermaid.contains("    ScrumDetail_screen[[\"ScrumDetail\"]]\n"), graph.mermaid)
        XCTAssertTrue(graph.mermaid.contains("  ScrumList_action_open -->|push| ScrumDetail_screen\n"), graph.mermaid)
        XCTAssertTrue(graph.dot.contains("\"ScrumDetail_action_edit\" -> \"ScrumEdit_screen\" [label=\"sheet\"];"))
        XCTAssertTrue(graph.dot.contains("\"ScrumEdit_screen\" [label=\"ScrumEdit\", shape=component];"), graph.dot)
    }

    func test_social_fullScreenIsLabelledAsSuch() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Social"))
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(edges.contains("Timeline_action_showUpload -fullScreen-> Progress_screen"), "\(edges)")
        XCTAssertTrue(edges.contains("Timeline_action_open -push-> PostDetail_screen"), "\(edges)")
    }

    func test_search_aManagedCallShowsItsPolicy_andASetEntersAPhase() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Search"))
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        XCTAssertTrue(edges.contains("Search_action_search -calls (restart)-> call_SearchService_search"), "\(edges)")
        XCTAssertTrue(edges.contains("Search_action_preview -calls (parallel)-> call_SearchService_preview"))
        XCTAssertTrue(edges.contains("Search_action_clear -sets-> Search_phase_idle"), "\(edges)")
    }
}
