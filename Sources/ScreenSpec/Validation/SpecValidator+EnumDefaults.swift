import Diagnostics

extension SpecValidator {
    /// `delivery: { type: Delivery, default: standard }`: a default of an enum model's type written as a
    /// bare word, without the leading dot. Swift reads it as a name, which the generated code does not
    /// have, so it used to pass `lint` and fail only when the generated code was compiled. Reported at the
    /// default, suggesting the case (`did you mean '.standard'?`). A word that names something of the
    /// screen (another state property, an input) is Swift the spec may mean, and is left alone.
    mutating func checkEnumDefaults(of screen: Screen) {
        for property in screen.state {
            guard let value = property.defaultValue else { continue }
            let word = value.source
            // The word and the screen's names first (no parse), then the type's shape: the model it names, or its
            // optional names (`Delivery?`, `Optional<Delivery>`).
            guard SwiftIdentifier.isValid(word), !SwiftIdentifier.keywords.contains(word), word != "nil",
                screen.stateProperty(named: word) == nil, screen.inputParameter(named: word) == nil
            else { continue }
            var shape = SwiftTypeShape(property.type.swift)
            if case .optional(let wrapped) = shape { shape = wrapped }
            guard case .named(let typeName, _) = shape,
                case .enumeration(let cases)? = declarations.model(named: typeName)?.kind
            else { continue }
            problems.report(
                .unknownReference(kind: "value", name: word, candidates: cases.map { "." + $0.value }, owner: nil),
                at: value.mark)
        }
    }
}
