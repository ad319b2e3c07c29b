/// Repeated timings of one step, summarised by their median and spread (the fastest and slowest
/// run), so one slow run on a busy machine neither hides nor dominates the figure.
public struct Timing: Sendable, Hashable, Codable {
    /// Every run, in seconds, in the order measured.
    public var samples: [Double]

    public init(samples: [Double]) { self.samples = samples }

    public var median: Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public var minimum: Double { samples.min() ?? 0 }
    public var maximum: Double { samples.max() ?? 0 }

    enum CodingKeys: String, CodingKey { case samples, median, minimum, maximum }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        samples = try container.decode([Double].self, forKey: .samples)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(samples, forKey: .samples)
        try container.encode(median, forKey: .median)
        try container.encode(minimum, forKey: .minimum)
        try container.encode(maximum, forKey: .maximum)
    }
}
