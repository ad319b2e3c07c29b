import Diagnostics
import Mustache
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The per-spec and per-screen tables that make building contexts cheaper must give the answers
/// working each one out on the spot would.
final class SharedContextPartsTests: XCTestCase {
    private let mark = Mark(line: 1, column: 1)

    func test_typeSamples_matchSamplesWorkedOutOnTheSpot() throws {
        for name in ["Shop", "UserProfile"] {
            let spec = try RepositorySpecs.load(name)
            let samples = SampleValues(spec: spec, place: .tests)
            let types =
                spec.screens.flatMap { $0.state.map(\.type) + $0.input.map(\.type) }
                + spec.dependencies.flatMap { $0.methods.compactMap(\.returns) }
            XCTAssertFalse(types.isEmpty)
            for type in types {
                XCTAssertNotNil(samples.types.entry(type.swift), "\(type.swift) is in the table")
                for place in [SampleValues.Place.tests, .source] {
                    for variant in [SampleValues.Variant.plain, .distinct] {
                        let placed = samples.at(place)
                        XCTAssertEqual(
                            placed.expression(for: type, variant),
                            placed.expression(for: SwiftTypeShape(type.swift), variant),
                            "\(name): \(type.swift) \(place) \(variant)")
                    }
                }
            }
        }
    }

    func test_sharedDependencyAndMethods_matchOnesBuiltForTheScreen() throws {
        let spec = try RepositorySpecs.load("Shop")
        let samples = SampleValues(spec: spec, place: .tests)
        for dependency in spec.dependencies {
            let name = dependency.name.value
            // `.empty` has no parts, so it builds them on the spot.
            XCTAssertEqual(
                samples.shared.dependency(named: name, samples: samples).templateValue.jsonText(),
                SharedScreenParts.empty.dependency(named: name, samples: samples).templateValue.jsonText())
            for method in dependency.methods {
                let call = Call(dependency: dependency.name, method: method.name, mark: mark)
                let shared = try XCTUnwrap(samples.shared.method(of: call, samples: samples))
                let own = try XCTUnwrap(SharedScreenParts.empty.method(of: call, samples: samples))
                XCTAssertEqual(shared.templateValue.jsonText(), own.templateValue.jsonText())
                XCTAssertEqual(shared.part.name, method.name.value)
            }
        }
        let unknown = Call(
            dependency: Located("NoSuchService", at: mark), method: Located("load", at: mark), mark: mark)
        XCTAssertNil(samples.shared.method(of: unknown, samples: samples))
    }

    func test_screenExpressions_spellOnceAndAnswerAsSpecExpression() {
        let names = ScreenNames(
            Screen(
                name: Located("List", at: mark),
                state: [StateProperty(name: Located("items", at: mark), type: TypeRef("[Int]", at: mark))]))
        let expressions = ScreenExpressions(names)
        let source = "items.filter { $0 != count } + [$result]"
        XCTAssertEqual(expressions.expression(source), SpecExpression(source: source, stateNames: ["items"]))
        XCTAssertEqual(expressions.expression(source).inState, "state.items.filter { $0 != count } + [result]")
        XCTAssertEqual(expressions.expression(source).usedNames, ["count", "items", "result"])
        XCTAssertEqual(SpecExpression(source: "b + a + b", stateNames: []).usedNames, ["a", "b"])
    }

    func test_isNilLiteral_allowsSpacesAndTabsOnly() {
        XCTAssertTrue(SpecExpression.isNilLiteral("nil"))
        XCTAssertTrue(SpecExpression.isNilLiteral(" \tnil  "))
        XCTAssertFalse(SpecExpression.isNilLiteral(""))
        XCTAssertFalse(SpecExpression.isNilLiteral("   "))
        XCTAssertFalse(SpecExpression.isNilLiteral("nil?"))
        XCTAssertFalse(SpecExpression.isNilLiteral("nil nil"))
        XCTAssertFalse(SpecExpression.isNilLiteral("\nnil"))
    }
}
