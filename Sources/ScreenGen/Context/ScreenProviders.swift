import Mustache
import ScreenSpec

/// What a screen's generated code reads instead of `Date()`, `UUID()` and the system clock: `$now`
/// calls `now()`, `$newID` calls `newID()`, timers sleep on `clock`. Each is declared only where the
/// screen uses it, is passed in (with the real one as the default) and is replaced by a deterministic
/// double in generated tests, so a test compares exact values and advances time instead of sleeping.
struct ScreenProviders {
    struct Provider: TemplateValueConvertible {
        /// `now`: the member, init parameter, environment value and test local.
        var name: String
        /// `@Sendable () -> Date`: the stored type.
        var type: String
        /// `now: @escaping @Sendable () -> Date = { Date() }`: the init parameter, with the real provider.
        var parameter: String
        /// `{ Date() }`: what the app uses.
        var defaultValue: String
        /// `TestProviders.now`: what tests pass (test support declares it).
        var testValue: String

        var templateValue: Value {
            .object([
                "name": .string(name), "type": .string(type), "parameter": .string(parameter),
                "defaultValue": .string(defaultValue), "testValue": .string(testValue),
            ])
        }
    }

    static let now = Provider(
        name: "now", type: "@Sendable () -> Date", parameter: "now: @escaping @Sendable () -> Date = { Date() }",
        defaultValue: "{ Date() }", testValue: "TestProviders.now")
    static let newID = Provider(
        name: "newID", type: "@Sendable () -> UUID",
        parameter: "newID: @escaping @Sendable () -> UUID = { UUID() }", defaultValue: "{ UUID() }",
        testValue: "TestProviders.newID")
    static let clock = Provider(
        name: "clock", type: "any _Concurrency.Clock<Duration>",
        parameter: "clock: any _Concurrency.Clock<Duration> = ContinuousClock()",
        defaultValue: "ContinuousClock()", testValue: "TestClock()")

    /// The screen's providers in a fixed order: `now`, `newID`, `clock`.
    let all: [Provider]

    init(_ screen: Screen) {
        var placeholders: Set<String> = []
        func scan(_ expression: Expression) {
            guard expression.source.utf8.contains(UInt8(ascii: "$")) else { return }
            for token in SwiftExpressionScanner.tokens(in: expression.source) where token.kind == .dollar {
                placeholders.insert(token.name)
            }
        }
        for expression in screen.actions.flatMap(\.evaluatedExpressions) { scan(expression) }
        for expression in screen.scenarios.flatMap(\.evaluatedExpressions) { scan(expression) }
        var all: [Provider] = []
        if placeholders.contains("now") { all.append(Self.now) }
        if placeholders.contains("newID") { all.append(Self.newID) }
        if screen.actions.contains(where: { $0.timer != nil || $0.debounceMilliseconds != nil }) {
            all.append(Self.clock)
        }
        self.all = all
    }

    /// Whether some screen of the spec uses a provider, and which test doubles its tests need.
    struct SpecUse {
        var usesProviders = false
        var usesTestClock = false

        init(_ spec: Spec) {
            // Stops at the first screens that answer both: a one-screen change builds this for a spec of
            // a thousand screens to render one.
            for screen in spec.screens {
                if usesProviders && usesTestClock { break }
                let providers = ScreenProviders(screen).all
                usesProviders = usesProviders || providers.contains { $0.name != Self.clockName }
                usesTestClock = usesTestClock || providers.contains { $0.name == Self.clockName }
            }
        }

        private static let clockName = ScreenProviders.clock.name
    }
}
