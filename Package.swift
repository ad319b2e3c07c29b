// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module per stage:
//   CYaml -> YAML -> ScreenSpec -> ScreenGen (context + Mustache render + writer) -> generate (CLI)
// Diagnostics is shared by every stage; Mustache knows nothing about screens.
let package = Package(
    name: "ScreenGen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "generate", targets: ["generate"]),
        .plugin(name: "ScreenGenPlugin", targets: ["ScreenGenPlugin"]),
        .plugin(name: "GenerateScreensCommand", targets: ["GenerateScreensCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Diagnostics"),
        .target(name: "YAML", dependencies: ["CYaml", "Diagnostics"]),
        .target(name: "Mustache", dependencies: ["Diagnostics"]),
        .target(name: "ScreenSpec", dependencies: ["YAML", "Diagnostics"]),
        .target(
            name: "ScreenGen",
            dependencies: ["ScreenSpec", "YAML", "Mustache", "Diagnostics"]
        ),
        // `generate compare`: builds and measures each style's code. A module of its own, apart from the
        // library every generation needs.
        .target(name: "Comparison", dependencies: ["ScreenGen", "ScreenSpec", "Diagnostics"]),
        .executableTarget(
            name: "generate", dependencies: ["ScreenGen", "Comparison", "ScreenSpec", "YAML", "Mustache", "Diagnostics"]),

        // Templates/ lives inside the binary as Sources/ScreenGen/BuiltinTemplates.swift, written by this
        // tool (`make templates`) and checked in; ScreenGenTests fails when it is stale. Not a build tool
        // plugin: SwiftPM builds `generate` for ScreenGenPlugin without applying build tool plugins to its
        // dependencies, so nothing `generate` depends on may need one.
        .executableTarget(name: "embed-templates", path: "Sources/EmbedTemplates"),
        // Times spec loading in-process for `make bench` (scripts/bench); not part of the shipped CLI.
        .executableTarget(name: "bench-load", dependencies: ["ScreenSpec", "YAML", "Diagnostics"], path: "Sources/BenchLoad"),

        // What users put in their own packages.
        .plugin(name: "ScreenGenPlugin", capability: .buildTool(), dependencies: ["generate"]),
        .plugin(
            name: "GenerateScreensCommand",
            capability: .command(
                intent: .custom(verb: "generate-screens", description: "Generate screen code and scaffolds from specs"),
                permissions: [.writeToPackageDirectory(reason: "Writes generated screen code and view scaffolds")]
            ),
            dependencies: ["generate"]
        ),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        // Reads the ‸-marked fixtures of Tests/Fixtures/invalid and hostile (shared by two test targets).
        .target(name: "FixtureSupport", dependencies: ["Diagnostics"], path: "Tests/FixtureSupport"),
        .testTarget(name: "ScreenSpecTests", dependencies: ["ScreenSpec", "FixtureSupport"]),
        .testTarget(name: "ScreenGenTests", dependencies: ["ScreenGen", "FixtureSupport", "Comparison"]),
        // Runs the built `generate` executable: exit statuses, help, render over the Mustache spec.
        .testTarget(name: "CommandLineTests", dependencies: ["FixtureSupport"]),
        // Generates code for specs/, builds it in a scratch SwiftPM package and runs its tests.
        .testTarget(name: "EndToEndTests", dependencies: ["ScreenGen", "FixtureSupport"]),
        // Hostile inputs, output safety (atomic writes, roots, stale removal), kill test.
        .testTarget(name: "RobustnessTests", dependencies: ["ScreenGen", "ScreenSpec", "YAML", "Diagnostics", "FixtureSupport"]),
    ]
)
