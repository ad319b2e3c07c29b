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

    /// The framework the generated tests, mocks and test helpers are written for.
    public enum TestFramework: String, Sendable, Hashable, CaseIterable {
        /// `XCTestCase` classes, `XCTAssert…`, `XCTFail`.
        case xctest
        /// `@Suite` structs, `@Test` functions, `#expect`, `Issue.record` (the Testing library; Swift 6).
        case swiftTesting = "swift-testing"
    }

    public var access: AccessLevel
    public var observation: Observation
    public var testFramework: TestFramework

    public init(
        access: AccessLevel = .internal, observation: Observation = .observation, testFramework: TestFramework = .xctest
    ) {
        self.access = access
        self.observation = observation
        self.testFramework = testFramework
    }
}
