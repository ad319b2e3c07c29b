import Foundation
import Mustache

/// Swift versions of the lambdas in `~lambdas.json`, whose data only carries other languages'
/// source. Keyed by test name.
enum SpecLambdas {
    /// Counts calls across one test run; the spec checks that lambdas are not cached.
    final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }

    static func byTestName() -> [String: Lambda] {
        let counter = CallCounter()
        return [
            "Interpolation": Lambda { _ in "world" },
            "Interpolation - Expansion": Lambda { _ in "{{planet}}" },
            "Interpolation - Alternate Delimiters": Lambda { _ in "|planet| => {{planet}}" },
            "Interpolation - Multiple Calls": Lambda { _ in String(counter.next()) },
            "Escaping": Lambda { _ in ">" },
            "Section": Lambda { text in text == "{{x}}" ? "yes" : "no" },
            "Section - Expansion": Lambda { text in (text ?? "") + "{{planet}}" + (text ?? "") },
            "Section - Alternate Delimiters": Lambda { text in (text ?? "") + "{{planet}} => |planet|" + (text ?? "") },
            "Section - Multiple Calls": Lambda { text in "__" + (text ?? "") + "__" },
            "Inverted Section": Lambda { _ in "" },
        ]
    }
}
