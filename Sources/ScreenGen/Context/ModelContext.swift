import Mustache
import ScreenSpec

/// A model as templates see it: a struct with fields, or an enum with cases.
struct ModelContext: TemplateValueConvertible {
    struct Field: TemplateValueConvertible {
        /// The property name as Swift source (keywords escaped).
        var name: String
        /// The name as an argument label at a call site: `default` bare (see `Naming.label`).
        var label: String
        var type: String
        var docLines: [String]
        /// `isFavorite: Bool = false` (the model's `init`).
        var initParameter: String
        /// `self.name = name`.
        var initAssignment: String
        /// `name: String = ""` (the test `fixture(...)` factory: every field has a default).
        var fixtureParameter: String
        var isLast: Bool

        var templateValue: Value {
            .object([
                "name": .string(name), "label": .string(label), "type": .string(type),
                "docLines": docLines.templateValue, "initParameter": .string(initParameter),
                "initAssignment": .string(initAssignment), "fixtureParameter": .string(fixtureParameter),
                "isLast": .bool(isLast),
            ])
        }
    }

    struct Case: TemplateValueConvertible {
        var name: String
        var isFirst: Bool

        var templateValue: Value { .object(["name": .string(name), "isFirst": .bool(isFirst)]) }
    }

    var name: String
    var docLines: [String]
    var isStruct: Bool
    var isEnum: Bool
    /// `Equatable, Hashable, Sendable, Codable, Identifiable` (Identifiable when there is an `id` field).
    var conformances: String
    var fields: [Field]
    var cases: [Case]
    /// The fixture's body: `Item(id: id, name: name, ...)`, or the first case `.name` for an enum.
    var fixtureValue: String
    /// Whether the struct declares its `init`: it is public, or a parameter has a default. Otherwise the
    /// memberwise initializer Swift synthesizes is the same (and `swift format` flags a copy of it).
    var writesInit: Bool

    var templateValue: Value {
        .object([
            "name": .string(name), "docLines": docLines.templateValue, "isStruct": .bool(isStruct),
            "isEnum": .bool(isEnum), "conformances": .string(conformances), "fields": fields.templateValue,
            "cases": cases.templateValue, "fixtureValue": .string(fixtureValue), "writesInit": .bool(writesInit),
        ])
    }

    init(_ model: Model, samples: SampleValues, isPublic: Bool) {
        name = Naming.swift(model.name.value)
        docLines = SwiftText.docLines(model.doc)
        switch model.kind {
        case .record(let specFields):
            isStruct = true
            isEnum = false
            let hasID = specFields.contains { $0.name.value == "id" }
            conformances = "Equatable, Hashable, Sendable, Codable" + (hasID ? ", Identifiable" : "")
            fields = specFields.enumerated().map { index, field in
                let name = Naming.swift(field.name.value)
                let type = field.type.swift
                let initDefault =
                    field.defaultValue.map { " = \($0.source)" } ?? (field.type.isOptional ? " = nil" : "")
                let fixtureDefault = samples.fixtureDefault(of: field)
                return Field(
                    name: name, label: Naming.label(field.name.value), type: type,
                    docLines: SwiftText.docLines(field.doc),
                    initParameter: "\(name): \(type)\(initDefault)", initAssignment: "self.\(name) = \(name)",
                    fixtureParameter: "\(name): \(type) = \(fixtureDefault)", isLast: index == specFields.count - 1
                )
            }
            cases = []
            writesInit = isPublic || specFields.contains { $0.defaultValue != nil || $0.type.isOptional }
            let arguments = specFields.map { "\(Naming.label($0.name.value)): \(Naming.swift($0.name.value))" }
            fixtureValue = "\(name)(\(arguments.joined(separator: ", ")))"
        case .enumeration(let specCases):
            isStruct = false
            isEnum = true
            conformances = "String, Equatable, Hashable, Sendable, Codable, CaseIterable"
            fields = []
            writesInit = false
            cases = specCases.enumerated().map { Case(name: Naming.swift($1.value), isFirst: $0 == 0) }
            fixtureValue = "." + (cases.first?.name ?? "unknown")
        }
    }
}
