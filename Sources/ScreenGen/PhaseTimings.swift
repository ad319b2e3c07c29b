import Dispatch
import Foundation

/// Wall-clock time per phase of a run, in the order the phases ran (`generate --timings`).
public struct PhaseTimings: Sendable {
    public private(set) var phases: [(name: String, seconds: Double)] = []

    public init() {}

    /// Runs `work`, adding its wall time under `name`.
    public mutating func measure<Result, Failure: Error>(
        _ name: String, _ work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { phases.append((name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)) }
        return try work()
    }

    /// Adds the phases of `other` (timed apart, on another thread) after these.
    mutating func append(_ other: PhaseTimings) {
        phases += other.phases
    }

    /// `load 0.081 s, render 0.512 s, ...`
    public var summary: String {
        phases.map { "\($0.name) \(String(format: "%.3f", $0.seconds)) s" }.joined(separator: ", ")
    }
}
