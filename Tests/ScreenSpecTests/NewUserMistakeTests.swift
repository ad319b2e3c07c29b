import Diagnostics
import ScreenSpec
import XCTest

/// Mistakes a new user made writing `specs/Checkout.yaml`, which used to pass `lint` and fail only when
/// the generated code was compiled, or were reported without a suggestion.
final class NewUserMistakeTests: XCTestCase {
    private func errors(_ yaml: String) -> [String] {
        SpecLoader.load(text: yaml, file: "specs/T.yaml").errors.map(\.message)
    }

    private func spec(state: String, models: String = "") -> String {
        """
        screenspec: 1
        module: T
        \(models)
        screens:
          S:
            state:
              \(state)
        """
    }

    func test_aLowercaseTypeName_isAnUnknownTypeWithTheKnownSpelling() {
        XCTAssertEqual(errors(spec(state: "when: date?")), ["unknown type 'date'; did you mean 'Date'?"])
        XCTAssertEqual(
            errors(spec(state: #"names: { type: "[String: int]", default: "[:]" }"#)),
            ["unknown type 'int'; did you mean 'Int'?"])
    }

    /// As action parameters, where such types can go (`TypeRole`): state is compared with `==`. A metatype
    /// can go nowhere (no sample, no `==`), but `Type` is still no unknown type name.
    func test_typeSyntaxKeywordsAndTupleLabels_areNotTypeNames() {
        func errorsOf(param type: String) -> [String] {
            self.errors(
                spec(
                    state: "count: { type: Int, default: \"0\" }\n    actions:\n      take: { trigger: tap, params: "
                        + "{ value: \"\(type)\" }, set: { count: \"1\" } }"))
        }
        for type in ["(id: UUID, name: String)?", "((Int) async throws -> String)?", "(any Error)?"] {
            XCTAssertEqual(errorsOf(param: type), [], type)
        }
        XCTAssertEqual(
            errorsOf(param: "Int.Type?"),
            [
                "'Int.Type?' cannot be the type of an action parameter: generated tests, mocks and previews need a "
                    + "sample value of it, and no value of the metatype 'Int.Type' can be made up"
            ])
    }

    /// One mistake, one error: a default YAML reads as no expression (`[]` unquoted) is reported as that, not
    /// also as a state without a default; a state really without one is reported with what to write.
    func test_aDefaultThatIsNoExpression_isOneError_andAMissingDefaultAnother() {
        XCTAssertEqual(
            errors(spec(state: #"names: { type: "[String]", default: [] }"#)),
            ["expected a Swift expression, found a sequence"])
        let hint = SpecLoader.load(text: spec(state: #"tags: "Array<String>""#), file: "specs/T.yaml").errors.first?
            .hint
        XCTAssertTrue(hint?.contains("`default: '[]'`") ?? false, hint ?? "no hint")
        XCTAssertEqual(
            errors(spec(state: #"names: "[String]""#)),
            [
                "state property 'names' has no default and its type '[String]' is not optional: the screen has no value to start from"
            ])
    }

    func test_aModelNamedInLowercase_isNotReported() {
        let models = """
            models:
              point: { fields: { x: Int } }
            """
        XCTAssertEqual(errors(spec(state: "origin: point?", models: models)), [])
    }

    func test_anEnumDefaultWithoutItsDot_suggestsTheCase() {
        let models = """
            models:
              Delivery: { cases: [standard, express] }
            """
        XCTAssertEqual(
            errors(spec(state: "delivery: { type: Delivery, default: standard }", models: models)),
            ["unknown value 'standard'; did you mean '.standard'?"])
        XCTAssertEqual(errors(spec(state: "delivery: { type: Delivery?, default: .express }", models: models)), [])
        XCTAssertEqual(errors(spec(state: "delivery: { type: Delivery?, default: nil }", models: models)), [])
    }

    func test_wordsOtherToolsUse_areSuggested() {
        XCTAssertEqual(
            errors(
                """
                screenspec: 1
                module: T
                screens:
                  S:
                    description: A screen.
                    state: { count: { type: Int, default: "0" } }
                """),
            ["unknown key 'description'; did you mean 'doc'?"])
        // A synonym is suggested only where it is allowed: `doc` is not a trigger.
        XCTAssertEqual(
            errors(
                """
                screenspec: 1
                module: T
                screens:
                  S:
                    state: { count: { type: Int, default: "0" } }
                    actions:
                      visit: { trigger: description, set: { count: "count + 1" } }
                """),
            ["unknown trigger 'description'"])
    }

    func test_aCallsResultOutsideItsEffects_isAnError_butOnResultHasOne() {
        let yaml = """
            screenspec: 1
            module: T
            screens:
              List:
                state: { chosen: String? }
                actions:
                  pick: { navigate: { to: Picker, as: sheet }, onResult: { chosen: $result } }
              Picker:
                result: String
                actions:
                  select: { params: { city: String }, dismiss: { result: $result } }
                  keep: { params: { city: String }, dismiss: { result: city } }
            """
        XCTAssertEqual(errors(yaml), ["'$result' is what a call returned or threw, but action 'select' has no 'call'"])
    }
}
