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

    /// Every expression the action's generated code evaluates when it runs: case conditions, effect values
    /// (`set`, `success`, `failure`, `onResult`, steps' `failure`, cases'), the optimistic update's `id`,
    /// values and `replaceWith`, and every call's arguments. What a placeholder (`$now`) may appear in; the
    /// provider check and the screen's providers read this one list.
    public var evaluatedExpressions: [Expression] {
        let caseList = cases.success + cases.failure + cases.set
        var expressions = caseList.map(\.condition)
        for effect in set + success + failure + onResult + steps.flatMap(\.failure) + caseList.flatMap(\.effects) {
            switch effect {
            case .assign(let assignment): expressions.append(assignment.value)
            case .enterPhase(_, let values): expressions += values.map(\.value)
            }
        }
        if let update = optimistic {
            expressions += [update.id, update.replaceWith].compactMap { $0 } + update.set.map(\.value)
        }
        for call in calls { expressions += call.arguments.map(\.value) }
        return expressions
    }

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
