import ScreenSpec

/// The screens of a spec as a graph: per screen its state properties, phases and actions; an
/// action points at the service method it calls, the phases it enters and the properties it
/// sets; an action that opens another screen points at that screen's node, labelled with the
/// presentation (push, sheet, fullScreen). A shared store (`shared:`) is a node of its own, and each
/// screen's property from it points at it (`shared`). Rendered as Mermaid (`flowchart`) or Graphviz DOT by `generate graph`.
public struct ScreenGraph: Sendable, Hashable {
    public enum NodeKind: String, Sendable, Hashable { case state, phase, action, call, screen, shared }

    public struct Node: Sendable, Hashable {
        /// Unique in the graph: `Screen_kind_name`.
        public var id: String
        public var label: String
        public var kind: NodeKind
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var label: String
    }

    public struct Cluster: Sendable, Hashable {
        public var screen: String
        public var nodes: [Node]
    }

    public var clusters: [Cluster] = []
    /// Service calls, shared by the screens that make them, and the shared stores (`kind` `.shared`).
    public var calls: [Node] = []
    public var edges: [Edge] = []

    public init(spec: Spec) {
        var callIDs = Set<String>()
        calls = spec.shared.map { Node(id: Self.sharedID($0.name.value), label: $0.name.value, kind: .shared) }
        // A screen another one opens gets a node of its own, the end of the navigation edges.
        let destinations = Set(spec.screens.flatMap { $0.actions.compactMap { $0.navigate?.destination.value } })
        for screen in spec.screens {
            let name = screen.name.value
            func id(_ kind: NodeKind, _ item: String) -> String { "\(name)_\(kind.rawValue)_\(item)" }
            var nodes: [Node] = []
            if destinations.contains(name) { nodes.append(Node(id: Self.screenID(name), label: name, kind: .screen)) }
            nodes += screen.state.map { Node(id: id(.state, $0.name.value), label: $0.name.value, kind: .state) }
            for property in screen.state {
                guard let store = property.sharedStore else { continue }
                edges.append(Edge(from: id(.state, property.name.value), to: Self.sharedID(store), label: "shared"))
            }
            nodes += screen.phases.map { Node(id: id(.phase, $0.name.value), label: $0.name.value, kind: .phase) }
            for action in screen.actions {
                let actionID = id(.action, action.name.value)
                let trigger =
                    action.trigger.map { " (\($0.value.rawValue))" }
                    ?? action.scenePhase.map { " (scenePhase: \($0.value))" } ?? ""
                nodes.append(Node(id: actionID, label: action.name.value + trigger, kind: .action))
                if let changed = action.changeOf {
                    // `trigger: { change: … }`: the state starts the action, so the edge runs the other way.
                    edges.append(Edge(from: id(.state, changed.value), to: actionID, label: "changes"))
                }
                if let timer = action.timer {
                    // `trigger: { every: 1s, while: isRunning }`: the condition lets the clock start the action.
                    let every = TimerContext.text(milliseconds: timer.milliseconds.value)
                    edges.append(
                        Edge(from: id(.state, timer.condition.value), to: actionID, label: "every \(every) while"))
                }
                // A multi-step action calls each step in order: `calls (step 1)`, …, its last call `calls`.
                for (index, call) in action.calls.enumerated() {
                    let callID = "call_\(call.dependency.value)_\(call.method.value)"
                    if callIDs.insert(callID).inserted {
                        calls.append(
                            Node(id: callID, label: "\(call.dependency.value).\(call.method.value)", kind: .call))
                    }
                    // A managed call says its policy: `calls (restart)`.
                    let policy = action.concurrency.map { " (\($0.value.rawValue))" } ?? ""
                    let step = index < action.steps.count ? " (step \(index + 1))" : ""
                    edges.append(Edge(from: actionID, to: callID, label: "calls" + step + policy))
                }
                if let busy = action.busy {
                    edges.append(Edge(from: actionID, to: id(.state, busy.value), label: "busy"))
                }
                if let start = action.start {
                    edges.append(Edge(from: actionID, to: id(.phase, start.value), label: "start"))
                }
                // Effects with cases and a step's own failure say which: `success (case 1)`, `failure (step 1)`.
                var outcomes = [("success", action.success), ("failure", action.failure)]
                outcomes += action.cases.success.enumerated().map { ("success (case \($0 + 1))", $1.effects) }
                outcomes += action.cases.failure.enumerated().map { ("failure (case \($0 + 1))", $1.effects) }
                outcomes += action.cases.set.enumerated().map { ("sets (case \($0 + 1))", $1.effects) }
                outcomes += action.steps.enumerated().compactMap { index, step in
                    step.failure == action.failure ? nil : ("failure (step \(index + 1))", step.failure)
                }
                for (label, effects) in outcomes {
                    for effect in effects {
                        switch effect {
                        case .assign(let assignment):
                            edges.append(
                                Edge(
                                    from: actionID, to: id(.state, Self.root(of: assignment.target.value)), label: label
                                ))
                        case .enterPhase(let phase, _):
                            edges.append(Edge(from: actionID, to: id(.phase, phase.value), label: label))
                        }
                    }
                }
                for effect in action.set {
                    switch effect {
                    case .assign(let assignment):
                        edges.append(
                            Edge(from: actionID, to: id(.state, Self.root(of: assignment.target.value)), label: "sets"))
                    case .enterPhase(let phase, _):
                        edges.append(Edge(from: actionID, to: id(.phase, phase.value), label: "sets"))
                    }
                }
                if let navigation = action.navigate {
                    edges.append(
                        Edge(
                            from: actionID, to: Self.screenID(navigation.destination.value),
                            label: navigation.presentation.rawValue))
                }
                for effect in action.onResult {
                    switch effect {
                    case .assign(let assignment):
                        edges.append(
                            Edge(
                                from: actionID, to: id(.state, Self.root(of: assignment.target.value)),
                                label: "onResult"))
                    case .enterPhase(let phase, _):
                        edges.append(Edge(from: actionID, to: id(.phase, phase.value), label: "onResult"))
                    }
                }
            }
            clusters.append(Cluster(screen: name, nodes: nodes))
        }
        // An edge to something the screen does not declare (a path into a property) is dropped
        // rather than drawn to a node that does not exist.
        let known = Set(clusters.flatMap { $0.nodes.map(\.id) } + calls.map(\.id))
        var seen = Set<Edge>()
        edges = edges.filter { known.contains($0.to) && seen.insert($0).inserted }
    }

    /// The node of a shared store.
    static func sharedID(_ store: String) -> String { "\(store)_shared" }

    /// The node of a screen that another screen opens.
    static func screenID(_ screen: String) -> String { "\(screen)_screen" }

    /// `items.count` assigns into `items`.
    static func root(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "[" })
    }

    /// Mermaid `flowchart LR`, one subgraph per screen.
    public var mermaid: String {
        var out = "flowchart LR\n"
        func shape(_ node: Node) -> String {
            let label = node.label.replacingOccurrences(of: "\"", with: "#quot;")
            switch node.kind {
            case .state: return "\(node.id)[(\"\(label)\")]"
            case .phase: return "\(node.id)([\"\(label)\"])"
            case .action: return "\(node.id)[\"\(label)\"]"
            case .call: return "\(node.id){{\"\(label)\"}}"
            case .screen: return "\(node.id)[[\"\(label)\"]]"
            case .shared: return "\(node.id)[/\"\(label)\"/]"
            }
        }
        for cluster in clusters {
            out += "  subgraph \(cluster.screen)\n"
            for node in cluster.nodes { out += "    \(shape(node))\n" }
            out += "  end\n"
        }
        for node in calls { out += "  \(shape(node))\n" }
        for edge in edges { out += "  \(edge.from) -->|\(edge.label)| \(edge.to)\n" }
        return out
    }

    /// Graphviz DOT, one cluster per screen.
    public var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func attributes(_ node: Node) -> String {
            switch node.kind {
            case .state: return "shape=cylinder"
            case .phase: return "shape=ellipse"
            case .action: return "shape=box"
            case .call: return "shape=hexagon"
            case .screen: return "shape=component"
            case .shared: return "shape=folder"
            }
        }
        var out = "digraph screens {\n  rankdir=LR;\n"
        for cluster in clusters {
            out += "  subgraph \(quoted("cluster_" + cluster.screen)) {\n    label=\(quoted(cluster.screen));\n"
            for node in cluster.nodes {
                out += "    \(quoted(node.id)) [label=\(quoted(node.label)), \(attributes(node))];\n"
            }
            out += "  }\n"
        }
        for node in calls { out += "  \(quoted(node.id)) [label=\(quoted(node.label)), \(attributes(node))];\n" }
        for edge in edges { out += "  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.label))];\n" }
        return out + "}\n"
    }
}
