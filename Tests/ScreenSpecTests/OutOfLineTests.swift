import Diagnostics
import ScreenSpec
import XCTest

/// `@OutOfLine` keeps an optional behind a pointer; the model must not be able to tell (docs/performance.md,
/// thirteenth round).
final class OutOfLineTests: XCTestCase {
    func testHoldsNilAValueAndNilAgain() {
        var stored = OutOfLine<Int>()
        XCTAssertNil(stored.wrappedValue)
        stored.wrappedValue = 42
        XCTAssertEqual(stored.wrappedValue, 42)
        stored.wrappedValue = nil
        XCTAssertNil(stored.wrappedValue)
        XCTAssertEqual(stored, OutOfLine<Int>())
    }

    func testIsEqualAndHashedByTheValueItHolds() {
        let (one, sameAsOne) = (OutOfLine(wrappedValue: "one"), OutOfLine(wrappedValue: "one"))
        XCTAssertEqual(one, sameAsOne)
        XCTAssertEqual(one.hashValue, sameAsOne.hashValue)
        XCTAssertNotEqual(one, OutOfLine(wrappedValue: "two"))
        XCTAssertNotEqual(one, OutOfLine<String>())
        XCTAssertEqual(Set([one, sameAsOne, OutOfLine<String>()]).count, 2)
    }

    /// An action's out-of-line parts take part in its equality, and a copy changed leaves the original as it was.
    func testAnActionsOutOfLinePartsAreValues() {
        let name = Located("load", at: .start)
        var action = Action(name: name)
        action.concurrency = Located(.queue, at: .start)
        var copy = action
        XCTAssertEqual(copy, action)
        copy.concurrency = Located(.restart, at: .start)
        XCTAssertNotEqual(copy, action)
        XCTAssertEqual(action.concurrency?.value, .queue)
        copy.concurrency = nil
        XCTAssertEqual(copy, Action(name: name))
    }
}
