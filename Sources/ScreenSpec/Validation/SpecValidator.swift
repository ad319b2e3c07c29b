import Diagnostics

/// Checks what the decoder cannot see node by node: references between declarations, name
/// clashes (declared and generated), argument coverage, and the warnings. Resolves call arguments.
struct SpecValidator {
    var problems: ProblemCollector
    var spec: Spec
    /// Models named by some type outside their own declaration.
    private(set) var usedModels: Set<String> = []
    /// Dependencies and methods by name (validation changes screens only, so one snapshot serves).
    let declarations: SpecDeclarations
    /// Models named like a standard type (an error, so nearly always none).
    private let shadowingModels: Set<String>
    /// Type texts already checked, and whether they name standard types only (`String?`, `[Int]`): those are not
    /// scanned again (a model named in a type is marked used at each occurrence). Their parse is remembered by
    /// `ParsedTypeShapes`; the flag is this spec's (it depends on its models).
    private var namesOnlyStandardTypes: [ExactText: Bool] = [:]

    /// What a screen shows the screens that open it (its input and result), by name: screens are
    /// moved out of `spec` while they are validated.
    let destinations: [String: Destination]
    /// The screens' names in declaration order (did-you-mean candidates).
    let screenNames: [String]

    struct Destination {
        var name: String
        var input: [Parameter]
        var result: TypeRef?
        /// The shared stores it uses (`shared:`).
        var shared: [String] = []
    }

    init(spec: Spec, problems: ProblemCollector) {
        self.spec = spec
        self.problems = problems
        declarations = SpecDeclarations(spec)
        destinations = Dictionary(
            spec.screens.map {
                (
                    $0.name.value,
                    Destination(name: $0.name.value, input: $0.input, result: $0.result, shared: $0.shared.map(\.value))
                )
            },
            uniquingKeysWith: { first, _ in first })
        screenNames = spec.screens.map(\.name.value)
        shadowingModels = Set(spec.models.map(\.name.value).filter { KnownTypes.names.contains($0) })
    }

    mutating func validate() {
        let topLevel = topLevelNames
        checkTopLevelNames(topLevel)
        checkTypes()
        // Moved out while they are edited, so each screen is uniquely referenced and changes in place
        // (screen validation reads the spec's dependencies, never its screens).
        var screens = spec.screens
        spec.screens = []
        for index in screens.indices {
            resolveSharedState(&screens[index])
            validateScreen(&screens[index])
        }
        spec.screens = screens
        warnAboutUnused()
    }

    /// A name declared in one namespace, and what declares it ("model", "state property").
    /// (A struct, not a tuple: arrays of tuples copy through unspecialized code.)
    struct DeclaredName {
        var kind: String
        var name: Located<String>
        /// What makes a name the generated code declares (`the timer of 'tick'`); nil for a name the spec declares.
        var generatedFor: String?
    }

    /// Models, dependencies and screens, in that order: they share one namespace, the generated module.
    private var topLevelNames: [DeclaredName] {
        var result: [DeclaredName] = []
        result.reserveCapacity(spec.models.count + spec.dependencies.count + spec.screens.count)
        for model in spec.models { result.append(DeclaredName(kind: "model", name: model.name)) }
        for dependency in spec.dependencies { result.append(DeclaredName(kind: "dependency", name: dependency.name)) }
        for screen in spec.screens { result.append(DeclaredName(kind: "screen", name: screen.name)) }
        for store in spec.shared { result.append(DeclaredName(kind: "shared store", name: store.name)) }
        return result
    }

    private mutating func checkTopLevelNames(_ declared: [DeclaredName]) {
        for declaration in declared {
            let name = declaration.name.value
            if KnownTypes.names.contains(name) {
                problems.report(.shadowsStandardType(name: name, kind: declaration.kind), at: declaration.name.mark)
            } else if declaration.kind != "screen", let source = GeneratedCodeNames.used[name] {
                // (A screen's own name is no type; its generated types are checked below.)
                problems.report(
                    .hidesNameGeneratedCodeUses(name: name, kind: declaration.kind, source: source),
                    at: declaration.name.mark)
            }
        }
        reportDuplicates(declared)
    }

    /// Reports each name declared again in one namespace, at the repeat, with a note at the first.
    mutating func reportDuplicates(_ declared: [DeclaredName]) {
        let occurrences = FirstOccurrences(declared.map(\.name.value))
        for (position, declaration) in declared.enumerated() {
            let name = declaration.name
            if let first = occurrences.earlier(than: position).map({ declared[$0] }) {
                let declaredAs = Self.withArticle(first.kind)
                problems.report(
                    declaration.generatedFor.map {
                        .generatedNameTaken(name.value, generatedFor: $0, declaredAs: declaredAs)
                    } ?? .duplicateName(name.value, declaredAs: declaredAs),
                    at: name.mark,
                    notes: [
                        (
                            first.generatedFor.map { .generatedHere(name.value, generatedFor: $0) }
                                ?? .firstDeclaredHere(name.value), first.name.mark
                        )
                    ])
            }
        }
    }

    /// "a model", "an input".
    static func withArticle(_ kind: String) -> String {
        ("aeiou".contains(kind.prefix(1)) ? "an " : "a ") + kind
    }

    /// Every type name is a declared model or a well-known Swift / Foundation type.
    private mutating func checkTypes() {
        // Walked through a local copy (one reference): walking `self.spec` while `checkType` changes
        // `self` made Swift copy every screen, model and method first.
        let spec = self.spec
        for model in spec.models {
            if case .record(let fields) = model.kind {
                for field in fields { checkType(field.type, as: .modelField, inside: model.name.value) }
                for field in fields where field.name.value == "self" {
                    problems.report(.fieldNamedSelf(model: model.name.value), at: field.name.mark)
                }
            }
        }
        for dependency in spec.dependencies {
            for method in dependency.methods {
                for item in method.params { checkType(item.type, as: .dependencyParameter) }
                if let returns = method.returns { checkType(returns, as: .dependencyResult) }
            }
        }
        for store in spec.shared {
            for item in store.state { checkState(item, as: .sharedState, store: store.name.value) }
        }
        for screen in spec.screens {
            for item in screen.input { checkType(item.type, as: .input) }
            for item in screen.state { checkState(item, as: .state, store: nil) }
            for phase in screen.phases { for item in phase.values { checkType(item.type, as: .phaseValue) } }
            for item in screen.derived { checkType(item.type, as: .derived) }
            if let result = screen.result { checkType(result, as: .result) }
            for action in screen.actions { for item in action.params { checkType(item.type, as: .actionParameter) } }
        }
    }

    private mutating func checkType(_ type: TypeRef, as role: TypeRole, inside owner: String? = nil) {
        // Most types are one standard name (`String`, `Bool`): the scan would find just that word, and
        // it names no model (unless a model shadows it, an error reported elsewhere).
        if KnownTypes.names.contains(type.swift) && (shadowingModels.isEmpty || !shadowingModels.contains(type.swift)) {
            checkFit(SwiftTypeShape.ofName(type.swift), of: type, as: role)
            return
        }
        // Printed as written wherever a type goes, so it must be a type and nothing more.
        let shape: SwiftTypeShape
        switch ParsedTypeShapes.shared.parse(type.swift) {
        case .success(let found): shape = found
        case .failure(let problem):
            let mark = Mark(line: type.mark.line, column: type.mark.column + problem.offset)
            problems.report(.invalidType(type.swift, reason: problem.reason), at: mark)
            return
        }
        let text = ExactText(type.swift)
        let checkedBefore = namesOnlyStandardTypes[text]
        if checkedBefore == true {
            checkFit(shape, of: type, as: role)
            return
        }
        var onlyStandard = true
        var allKnown = true
        func reportUnknown(_ name: Located<String>) {
            onlyStandard = false
            allKnown = false
            let candidates = spec.models.map(\.name.value) + KnownTypes.names.sorted()
            problems.report(
                .unknownReference(kind: "type", name: name.value, candidates: candidates, owner: nil), at: name.mark)
        }
        for name in TypeNames.scan(type) {
            if declarations.model(named: name.value) != nil {
                onlyStandard = false
                if name.value != owner { usedModels.insert(name.value) }
            } else if !KnownTypes.names.contains(name.value) {
                reportUnknown(name)
            }
        }
        // A lower-case word where a type name stands (`date`) names no standard type: unknown unless a model has it.
        for name in LowercaseTypeNames.scan(type) where declarations.model(named: name.value) == nil {
            reportUnknown(name)
        }
        // One error per type: an unknown name first.
        if allKnown { checkFit(shape, of: type, as: role) }
        if checkedBefore == nil { namesOnlyStandardTypes[text] = onlyStandard }
    }

    /// A state property's type, then where it starts: every style creates a screen (and a store) from its
    /// inputs alone, in previews and when navigating, so its state starts from a default, or from nil; only
    /// tests pass a state of their own. One error per property: a type already refused is not asked more.
    private mutating func checkState(_ property: StateProperty, as role: TypeRole, store: String?) {
        let reported = problems.diagnostics.count
        checkType(property.type, as: role)
        guard problems.diagnostics.count == reported, property.defaultValue == nil, !property.type.isOptional
        else { return }
        problems.report(
            .stateWithoutStart(name: property.name.value, type: property.type.swift, store: store),
            at: property.name.mark)
    }

    /// A type the grammar accepts may still not build: a standard name that is no type alone (`Array`), a
    /// `Result` whose failure is no `Error`; or not where it is written (`TypeRole`): tests compare the value
    /// with `==`, or make one up, or a function crosses to the main actor.
    private mutating func checkFit(_ shape: SwiftTypeShape, of type: TypeRef, as role: TypeRole) {
        if let part = shape.incompletePart {
            problems.report(.incompleteType(type.swift, part: part), at: type.mark)
        } else if let failure = shape.resultFailureNotError {
            problems.report(.resultFailureNotError(type.swift, failure: failure), at: type.mark)
        } else if let why = role.whyEquatable,
            let part = role.needsCodable ? shape.notCodablePart : shape.notEquatablePart
        {
            problems.report(.typeNotEquatable(type.swift, role: role, why: why, part: part), at: type.mark)
        } else if role.needsSample, let part = shape.partWithoutSample {
            problems.report(.typeWithoutSample(type.swift, role: role, part: part), at: type.mark)
        } else if role.needsSendable, let part = shape.notSendablePart {
            problems.report(.resultNotSendable(type.swift, part: part), at: type.mark)
        }
    }

    private mutating func warnAboutUnused() {
        // One pass over the screens, not one per dependency: specs grow both together.
        var usedDependencies = Set<String>()
        for screen in spec.screens {
            for name in screen.dependencies { usedDependencies.insert(name.value) }
            for action in screen.actions {
                for call in action.calls { usedDependencies.insert(call.dependency.value) }
            }
        }
        for dependency in spec.dependencies {
            let used = usedDependencies.contains(dependency.name.value)
            if !used { problems.report(.unusedDependency(dependency.name.value), at: dependency.name.mark) }
        }
        for model in spec.models where !usedModels.contains(model.name.value) {
            problems.report(.unusedModel(model.name.value), at: model.name.mark)
        }
    }
}
