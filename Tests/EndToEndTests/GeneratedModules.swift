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

    /// Renders `style` for every spec; with `combineVariantOf`, also that spec with `observation: combine`
    /// as a module named `<Module>Combine` (its view models are Apple-only, checked against the stubs);
    /// with `publicVariantOf`, also that spec with `access: public` as `<Module>Public`. The test targets
    /// see the ViewInspector stub, so every style's view tests are type-checked (and skipped when run).
    static func render(
        style styleName: String, combineVariantOf combineSpec: String? = nil, publicVariantOf publicSpec: String? = nil,
        testDependencies: [String] = ["ViewInspector"]
    ) throws -> GeneratedModules {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[styleName], "no built-in style \(styleName)")
        var modules: [ScratchPackage.Module] = []
        var expected = 0
        for file in try EndToEndPaths.specFiles() {
            let spec = try load(file)
            var variants: [(Spec, GenerationOptions)] = [(spec, GenerationOptions())]
            if let combineSpec, file == "specs/\(combineSpec).yaml" {
                var variant = spec
                variant.module.value += "Combine"
                variants.append((variant, GenerationOptions(observation: .combine)))
            }
            if let publicSpec, file == "specs/\(publicSpec).yaml" {
                var variant = spec
                variant.module.value += "Public"
                variants.append((variant, GenerationOptions(access: .public)))
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
                modules.append(module)
                expected += plannedTestCount(spec, options: options)
            }
        }
        return GeneratedModules(modules: modules, expectedTestCount: expected)
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
