import Foundation
import Mustache
import ScreenGen
import ScreenSpec
import XCTest

/// The generated code for every spec in `EndToEndPaths.specFolders`, as package modules.
struct GeneratedModules {
    var modules: [ScratchPackage.Module]
    /// How many tests the context plans (what must run).
    var expectedTestCount: Int

    /// Renders `style` for every spec; with `combineVariantOf`, also those specs with `observation: combine`
    /// as modules named `<Module>Combine` (their view models are Apple-only, checked against the stubs);
    /// with `publicVariantOf`, also those specs with `access: public` as `<Module>Public`. Tests, mocks and test
    /// helpers are written for `testFramework`. The test targets
    /// see the ViewInspector stub, so every style's view tests are type-checked (and skipped when run).
    static func render(
        style styleName: String, combineVariantOf combineSpecs: [String] = [],
        publicVariantOf publicSpecs: [String] = [],
        testDependencies: [String] = ["ViewInspector"], testFramework: GenerationOptions.TestFramework = .xctest
    ) throws -> GeneratedModules {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[styleName], "no built-in style \(styleName)")
        var modules: [ScratchPackage.Module] = []
        var expected = 0
        for file in try EndToEndPaths.specFiles() {
            let spec = try load(file)
            var variants: [(Spec, GenerationOptions)] = [(spec, GenerationOptions(testFramework: testFramework))]
            if combineSpecs.contains(where: { file == "specs/\($0).yaml" }) {
                var variant = spec
                variant.module.value += "Combine"
                variants.append((variant, GenerationOptions(observation: .combine, testFramework: testFramework)))
            }
            if publicSpecs.contains(where: { file == "specs/\($0).yaml" }) {
                var variant = spec
                variant.module.value += "Public"
                variants.append((variant, GenerationOptions(access: .public, testFramework: testFramework)))
            }
            for (spec, options) in variants {
                let files = try Generator.render(spec: spec, style: style, options: options)
                var module = ScratchPackage.Module(
                    name: spec.module.value, sources: [:], tests: [:], testDependencies: testDependencies)
                for generated in files {
                    switch generated.kind {
                    case .source, .scaffold: module.sources[generated.path] = generated.contents
                    case .test, .testSupport: module.tests[generated.path] = generated.contents
                    }
                }
                // Besides the planned screen tests, a module with `concurrency:` actions has `ActionCallsTests`.
                let actionCallsTests = module.tests["ActionCallsTests.swift"].map {
                    $0.components(separatedBy: " func test_").count - 1
                }
                modules.append(module)
                expected += plannedTestCount(spec, options: options) + (actionCallsTests ?? 0)
            }
        }
        return GeneratedModules(modules: modules, expectedTestCount: expected)
    }

    /// The tests the modules' test files declare, named as `swift test list` names them
    /// (`ShopTests.ItemListViewModelTests/test_load_success_appliesSuccessEffects`): each `func test_…` of an
    /// `XCTestCase` class or a `@Suite` struct.
    var declaredTestNames: Set<String> {
        var names: Set<String> = []
        for module in modules {
            for text in module.tests.values {
                var type: String?
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    if let index = words.firstIndex(where: { $0 == "class" || $0 == "struct" }),
                        index + 1 < words.count,
                        line.contains(": XCTestCase {") || line.hasPrefix("@Suite ")
                    {
                        type = String(words[index + 1].prefix { $0 != ":" })
                    } else if let type, let start = line.range(of: "func test_"),
                        let end = line[start.upperBound...].firstIndex(of: "(")
                    {
                        names.insert("\(module.name)Tests.\(type)/test_\(line[start.upperBound..<end])")
                    }
                }
            }
        }
        return names
    }

    static func load(_ file: String) throws -> Spec {
        let text = try String(contentsOf: EndToEndPaths.repository.appendingPathComponent(file), encoding: .utf8)
        let result = SpecLoader.load(text: text, file: file)
        return try XCTUnwrap(result.spec, "\(file) does not load: \(result.errors.map(\.message))")
    }

    /// The number of test cases the context lists for the spec's screens.
    static func plannedTestCount(_ spec: Spec, options: GenerationOptions) -> Int {
        guard case .object(let root) = TemplateContext.build(for: spec, options: options),
            case .array(let screens)? = root["screens"]
        else { return 0 }
        return screens.reduce(0) { count, screen in
            guard case .object(let fields) = screen, case .array(let tests)? = fields["tests"] else { return count }
            return count + tests.count
        }
    }
}
