import Diagnostics

/// One call of a multi-step action (`steps:`) that runs before the action's last call.
///
/// A multi-step action is decoded as its earlier steps (`Action.steps`) and its last call (`Action.call`,
/// with the last step's failure effects in `Action.failure`), so everything that handles a call (busy
/// flag, start phase, success effects, cancellation, the tests of a call) handles the last step as it
/// handles any call; the earlier steps run before it, each stopping the action when it fails.
public struct Step: Sendable, Hashable {
    public var call: Call
    /// `as: transcript`: later steps and the action's effects read the result as `$transcript`.
    public var name: Located<String>?
    /// What the action does when this step throws (its own `failure`, else the action's); the action stops.
    public var failure: [Effect]
    public init(call: Call, name: Located<String>? = nil, failure: [Effect] = []) {
        self.call = call
        self.name = name
        self.failure = failure
    }
}

extension Action {
    /// Every call of the action in the order it makes them: its earlier steps, then `call`.
    public var calls: [Call] { steps.map(\.call) + (call.map { [$0] } ?? []) }

    /// The `$name`s the earlier steps give their results (`as:`), in step order.
    public var stepResultNames: [String] { steps.compactMap { $0.name?.value } }

    /// The `$name`s (step results and placeholders) the action's calls and effects read.
    public var dollarNamesRead: Set<String> {
        var sources = calls.flatMap { $0.arguments.map(\.value.source) }
        sources += (cases.success + cases.failure).map(\.condition.source)
        for effect in success + failure + steps.flatMap(\.failure) + (cases.success + cases.failure).flatMap(\.effects)
        {
            switch effect {
            case .assign(let assignment): sources.append(assignment.value.source)
            case .enterPhase(_, let values): sources += values.map(\.value.source)
            }
        }
        return Set(sources.flatMap(Step.dollarNames(in:)))
    }
}

extension Step {
    /// `transcript` for `$transcript` in the text (not `$0`: a closure's argument).
    public static func dollarNames(in source: String) -> [String] {
        let bytes = Array(source.utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
                !(bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39)
            else { continue }
            var end = index + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end > index + 1 { found.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            || byte >= 0x80
    }
}
