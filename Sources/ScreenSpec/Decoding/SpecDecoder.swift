import Diagnostics
import YAML

/// Turns a YAML node tree into the typed `Spec`, reporting every shape problem (unknown keys,
/// wrong kinds, missing keys, invalid names). References between declarations are checked
/// afterwards by `SpecValidator`.
struct SpecDecoder {
    var reader: NodeReader
    /// Screens decoded while the YAML was parsed (`StreamedScreens`), taken in place of decoding their entries.
    var streamed: ((Mark) -> EarlyScreen?)?

    init(file: String) { reader = NodeReader(file: file) }

    var problems: ProblemCollector { reader.problems }

    /// The decoded spec, or nil when the file is too far off to build one (not a mapping, unknown version).
    mutating func decode(_ root: Node) -> Spec? {
        guard let fields = reader.fields(root, SpecFormat.root) else { return nil }
        let version = decodeVersion(fields["screenspec"])
        guard version != nil || fields["screenspec"] == nil else { return nil }
        let module = reader.identifier(fields["module"])
        let models = reader.entries(fields["models"], .object(SpecFormat.model)).compactMap {
            decodeModel($0.key, $0.value)
        }
        let dependencies = reader.entries(fields["dependencies"], .object(SpecFormat.dependency))
            .compactMap { decodeDependency($0.key, $0.value) }
        let screens = reader.entries(fields["screens"], .object(SpecFormat.screen)).compactMap { entry in
            guard let early = streamed?(entry.key.mark) else { return decodeScreen(entry.key, entry.value) }
            reader.problems.absorb(early.problems)
            return early.screen
        }
        var spec = Spec(
            file: reader.problems.file, version: version ?? SpecFormat.supportedVersions[0],
            module: module ?? Located("", at: root.mark), models: models, dependencies: dependencies, screens: screens)
        spec.shared = decodeSharedStores(fields["shared"])
        return spec
    }

    private mutating func decodeVersion(_ node: Node?) -> Int? {
        guard let node, let text = node.text else { return nil }
        guard let version = Int(text), version >= 1 else {
            reader.problems.report(.notAVersion(text), at: node.mark)
            return nil
        }
        guard SpecFormat.supportedVersions.contains(version) else {
            let newest = SpecFormat.supportedVersions.max() ?? 1
            reader.problems.report(version > newest ? .newerVersion(version) : .notAVersion(text), at: node.mark)
            return nil
        }
        return version
    }

    // MARK: Models

    private mutating func decodeModel(_ key: Located<String>, _ node: Node) -> Model? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.model), let name else { return nil }
        let doc = reader.text(fields["doc"])
        switch (fields["fields"], fields["cases"]) {
        case (let fieldsNode?, nil):
            let modelFields = reader.entries(fieldsNode, FormatLookups.modelField)
                .compactMap { decodeField($0.key, $0.value) }
            return Model(name: name, doc: doc, kind: .record(modelFields))
        case (nil, let casesNode?):
            let cases = reader.items(casesNode, .identifier).compactMap { reader.identifier($0) }
            return Model(name: name, doc: doc, kind: .enumeration(cases))
        case (nil, nil):
            // A model that is only a name and was meant as an empty struct still needs saying so.
            if fields.mark(of: "fields") == nil && fields.mark(of: "cases") == nil {
                reader.problems.report(.modelNeedsFieldsOrCases(name.value), at: name.mark)
            }
            return nil
        case (_?, _?):
            reader.problems.report(.modelHasFieldsAndCases(name.value), at: fields.mark(of: "cases") ?? name.mark)
            return nil
        }
    }

    private mutating func decodeField(_ key: Located<String>, _ node: Node) -> Model.Field? {
        let name = reader.identifier(key)
        guard let (type, defaultValue, doc) = decodeTyped(node, SpecFormat.field), let name, let type else {
            return nil
        }
        return Model.Field(name: name, type: type, defaultValue: defaultValue, doc: doc)
    }

    /// `name: Type` or `name: { type: Type, default: expr, doc: text }` (fields and state properties).
    mutating func decodeTyped(_ node: Node, _ object: ObjectDescription) -> (TypeRef?, Expression?, String?)? {
        if node.mapping == nil && !(node.isNull && node.text == "") {
            return (reader.type(node), nil, nil)
        }
        guard let fields = reader.fields(node, object) else { return nil }
        var defaultValue = reader.expression(fields["default"])
        // A default written but refused (`default: []` unquoted is a YAML sequence, reported already) still
        // says the property has a start: the validator must not add "no default" for the same mistake.
        if defaultValue == nil, let written = node.mapping?.first(where: { $0.key.text == "default" }) {
            defaultValue = Expression("", at: written.value.mark)
        }
        return (reader.type(fields["type"]), defaultValue, reader.text(fields["doc"]))
    }

    // MARK: Dependencies

    private mutating func decodeDependency(_ key: Located<String>, _ node: Node) -> Dependency? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.dependency), let name else { return nil }
        let methods = reader.entries(fields["methods"], FormatLookups.method)
            .compactMap { decodeMethod($0.key, $0.value) }
        return Dependency(name: name, doc: reader.text(fields["doc"]), methods: methods)
    }

    private mutating func decodeMethod(_ key: Located<String>, _ node: Node) -> Method? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.method), let name else { return nil }
        return Method(
            name: name, doc: reader.text(fields["doc"]), params: decodeParameters(fields["params"]),
            returns: reader.type(fields["returns"]), isAsync: reader.flag(fields["async"]) ?? true,
            isThrowing: reader.flag(fields["throws"]) ?? true, actionName: reader.identifier(fields["action"]))
    }

    /// `{ name: Type }` (method and action params, screen input, phase values).
    mutating func decodeParameters(_ node: Node?) -> [Parameter] {
        reader.entries(node, .type).compactMap { entry in
            guard let name = reader.identifier(entry.key), let type = reader.type(entry.value) else { return nil }
            return Parameter(name: name, type: type)
        }
    }
}

extension ValueShape {
    /// The shape of the values of a `names` or `list` shape.
    var elementShape: ValueShape {
        switch self {
        case .names(let inner), .list(let inner): return inner
        default: return self
        }
    }
}

/// Parts of `SpecFormat` the decoder needs for every screen, looked up (or, `ValueShape` being an
/// indirect enum, allocated) once instead of per node.
enum FormatLookups {
    static let phase = ValueShape.names(.type)
    static let derivedValue = ValueShape.object(SpecFormat.derivedValue)
    static let action = ValueShape.object(SpecFormat.action)
    static let scenario = ValueShape.object(SpecFormat.scenario)
    static let scenarioStep = ValueShape.object(SpecFormat.scenarioStep)
    static let method = ValueShape.object(SpecFormat.method)
    static let invocation = ValueShape.names(.expression)
    static let modelField = SpecFormat.model.key("fields")!.shape.elementShape
    static let stateProperty = SpecFormat.screen.key("state")!.shape.elementShape
    static let effect = SpecFormat.effects.elementShape
    static let stub = SpecFormat.scenario.key("stubs")!.shape.elementShape
    static let check = SpecFormat.scenario.key("then")!.shape.elementShape
    /// The words `trigger:` accepts.
    static let triggers = Action.Trigger.allCases.map(\.rawValue)
    /// The words `navigate: { as: }` accepts.
    static let presentations = Navigation.Presentation.allCases.map(\.rawValue)
    /// The words `concurrency:` accepts.
    static let concurrencies = Action.Concurrency.allCases.map(\.rawValue)
    static let alert = ValueShape.object(SpecFormat.alert)
    static let alertButton = ValueShape.object(SpecFormat.alertButton)
    /// The words a button's `role:` accepts.
    static let roles = StateAlert.Role.allCases.map(\.rawValue)
    /// The words a scenario's `answer:` accepts.
    static let answers = Scenario.Answer.allCases.map(\.rawValue)
}
