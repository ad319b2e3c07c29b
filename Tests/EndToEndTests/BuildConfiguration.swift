/// The build settings generated code is built and tested under: each one is a scratch package of its own
/// (`ScratchPackage.configuration`), and docs/styles.md lists them ("Build settings the generated code is
/// tested under"; `BuildConfigurationTests` keeps the two in step).
///
/// Settings are Package.swift source (`SwiftSetting` expressions), written into the manifest as they are.
/// Every target also gets `-warnings-as-errors`; the compile stubs (standing in for Apple's SDK, which
/// is not compiled with the app's settings) get nothing else.
struct BuildConfiguration: Sendable {
    /// Names the scratch folder and the test (`mvvm-xcode26-app`).
    var name: String
    /// Who builds like this.
    var summary: String
    /// For the generated module's target (the app).
    var appSettings: [String]
    /// For its test target.
    var testSettings: [String]

    /// Xcode 26's defaults for a new app target: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` and
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`. Approachable concurrency turns on five upcoming features;
    /// in the Swift 6 language mode three of them (`InferSendableFromCaptures`,
    /// `GlobalActorIsolatedTypesUsability`, `DisableOutwardActorInference`) are already on, and naming
    /// them again is a warning ("already enabled as of Swift version 6"), so only the other two are listed.
    static let xcode26Defaults = [
        ".defaultIsolation(MainActor.self)",
        ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
        ".enableUpcomingFeature(\"InferIsolatedConformances\")",
    ]

    /// Swift 5 language mode with complete concurrency checking (`SWIFT_STRICT_CONCURRENCY = complete`).
    static let swift5Strict = [".swiftLanguageMode(.v5)", ".enableUpcomingFeature(\"StrictConcurrency\")"]

    static let all = [
        BuildConfiguration(
            name: "swift6", summary: "Swift 6 language mode, nothing else (SwiftPM's defaults)", appSettings: [],
            testSettings: []),
        BuildConfiguration(
            name: "xcode26-app", summary: "Xcode 26 app-target defaults on the app target only",
            appSettings: xcode26Defaults, testSettings: []),
        BuildConfiguration(
            name: "xcode26-app-and-tests", summary: "Xcode 26 app-target defaults on the app and its test target",
            appSettings: xcode26Defaults, testSettings: xcode26Defaults),
        BuildConfiguration(
            name: "swift5-strict", summary: "Swift 5 language mode with complete strict concurrency checking",
            appSettings: swift5Strict, testSettings: swift5Strict),
    ]

    static func named(_ name: String) -> BuildConfiguration {
        guard let configuration = all.first(where: { $0.name == name }) else {
            preconditionFailure("no build configuration \(name)")
        }
        return configuration
    }
}
