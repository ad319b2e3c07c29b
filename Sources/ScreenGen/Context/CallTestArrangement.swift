import ScreenSpec

/// What the tests of one action's dependency call share: their names (after the action), their kind,
/// and the steps each starts with: the mocks (and the stubs before the call's own), how the call
/// answers, the inputs and parameters, and the screen made at the start.
struct CallTestArrangement {
    var action: Action
    var kind: String
    /// Put before each test's own suffix (`page_`).
    var namePrefix = ""
    /// The mocks, and the stubs that come before the call's own answer.
    var mocks: [TestStep]
    /// The inputs and parameters.
    var locals: [TestStep]
    var start: TestStep

    /// The test `namePrefix + suffix`: the mocks, `stub` (how the call answers), the locals, the start,
    /// then `steps`.
    func test(_ suffix: String, _ summary: String, stub: [TestStep], _ steps: [TestStep]) -> TestCaseContext {
        TestCaseContext(
            name: TestNames.action(action.name.value, namePrefix + suffix), summary: summary, kind: kind,
            steps: mocks + stub + locals + [start] + steps)
    }
}
