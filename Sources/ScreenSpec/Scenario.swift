import Diagnostics

/// A behaviour example; becomes one test in every style.
///
/// `when`/`then` is a scenario of one step; `steps:` lists several (load → delete → reload), each
/// with its own stubs and checks, run in order in one test.
public struct Scenario: Sendable, Hashable {
    public var name: Located<String>
    /// Overrides of the initial state (`given: { count: "41" }`).
    public var given: [Assignment]
    /// Stubs in place before the first step.
    public var stubs: [Stub]
    /// At least one; the actions performed in order, each followed by its checks.
    public var steps: [Step]

    /// How the user answers the confirmation a step's action presents.
    public enum Answer: String, Sendable, Hashable, CaseIterable {
        case confirm, cancel
    }

    /// One action of a scenario: `stubs` replace those of earlier steps for the methods they name,
    /// and `then` is checked after the action.
    public struct Step: Sendable, Hashable {
        public var stubs: [Stub]
        /// The action performed, with its arguments.
        public var when: ActionInvocation
        /// `answer: confirm` / `cancel`: how the user answers the confirmation `when` presents.
        public var answer: Located<Answer>?
        public var then: [Expectation]

        public init(
            stubs: [Stub] = [], when: ActionInvocation, answer: Located<Answer>? = nil, then: [Expectation] = []
        ) {
            self.stubs = stubs
            self.when = when
            self.answer = answer
            self.then = then
        }
    }

    public init(name: Located<String>, given: [Assignment] = [], stubs: [Stub] = [], steps: [Step]) {
        self.name = name
        self.given = given
        self.stubs = stubs
        self.steps = steps
    }

    /// A scenario of one step (`when:` and `then:`).
    public init(
        name: Located<String>, given: [Assignment] = [], stubs: [Stub] = [], when: ActionInvocation,
        answer: Located<Answer>? = nil, then: [Expectation] = []
    ) {
        self.init(name: name, given: given, stubs: stubs, steps: [Step(when: when, answer: answer, then: then)])
    }
}

/// `stubs: { ItemService.fetchItems: '[.fixture()]' }` or `{ throws: true }`.
public struct Stub: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// Returns this Swift expression (for a Void method, the expression is ignored).
        case returns(Expression)
        case `throws`
    }
    public var dependency: Reference
    public var method: Reference
    public var outcome: Outcome
    public var mark: Mark
    public init(dependency: Reference, method: Reference, outcome: Outcome, mark: Mark) {
        self.dependency = dependency
        self.method = method
        self.outcome = outcome
        self.mark = mark
    }
}

/// `when: load` or `when: { delete: { id: "items[0].id" } }`.
public struct ActionInvocation: Sendable, Hashable {
    public var action: Reference
    public var arguments: [Argument]
    public init(action: Reference, arguments: [Argument] = []) {
        self.action = action
        self.arguments = arguments
    }
}

/// `then: { items.count: 1 }` — a state path and what it must be.
public struct Expectation: Sendable, Hashable {
    public enum Check: Sendable, Hashable {
        case equals(Expression)
        case isNil
        case notNil
        /// `then: { phase: failed }`: the screen is in this phase, whatever its associated values
        /// (only for the path `phase`, with a bare phase name as the value).
        case inPhase(Reference)
        /// `then: { presented: saveFailed }`: the screen presents this alert, or the confirmation of this
        /// action (only for the path `presented`, with a bare name as the value).
        case presents(Reference)
    }
    /// A dotted path whose first component is a state property, derived value, input, or `phase`.
    public var path: Located<String>
    public var check: Check
    public init(path: Located<String>, check: Check) {
        self.path = path
        self.check = check
    }
}

extension Scenario {
    /// Every expression the scenario's test evaluates: `given` values, stubbed results, each step's arguments
    /// and expected values.
    public var evaluatedExpressions: [Expression] {
        var expressions = given.map(\.value)
        for step in steps {
            expressions += step.when.arguments.map(\.value)
            for expectation in step.then {
                if case .equals(let value) = expectation.check { expressions.append(value) }
            }
        }
        for stub in stubs + steps.flatMap(\.stubs) {
            if case .returns(let value) = stub.outcome { expressions.append(value) }
        }
        return expressions
    }
}
