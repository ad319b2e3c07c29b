/// Choices that change the generated code but not the behaviour it describes.
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of generated declarations in the module (tests always see them through `@testable import`).
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `internal`, `public`
    }

    /// How view models announce changes (mvvm style).
    public enum Observation: String, Sendable, Hashable, CaseIterable {
        /// `@Observable` (Observation framework; iOS 17, macOS 14 and later; also on Linux).
        case observation
        /// `ObservableObject` + `@Published` (Combine; Apple platforms only, for older OS versions).
        case combine
    }

    public var access: AccessLevel
    public var observation: Observation

    public init(access: AccessLevel = .internal, observation: Observation = .observation) {
        self.access = access
        self.observation = observation
    }
}
