import XCTest

@testable import ScreenGen
@testable import ScreenSpec

/// `KnownTypes` says of each standard name how its sample is made; `SampleValues` makes it. The validator
/// trusts the first and the generated code gets the second, so the two must agree name for name.
/// (`Tests/Fixtures/valid/StandardTypes.yaml` then builds every sample in every style.)
final class SampleTraitsTests: XCTestCase {
    func testAStandardNameHasABuiltInSampleExactlyWhenItsTraitsSaySo() {
        for (name, traits) in KnownTypes.traits.sorted(by: { $0.key < $1.key }) {
            for place in [SampleValues.Place.tests, .source] {
                for variant in [SampleValues.Variant.plain, .distinct] {
                    let sample = SampleValues.builtin(name, variant, place)
                    XCTAssertEqual(sample != nil, traits.contains(.builtInSample), "\(name): \(sample ?? "none")")
                }
            }
            let slot = SampleValues.builtin(name, slot: "value", ordinal: 2)
            XCTAssertEqual(slot != nil, traits.contains(.builtInSample), "\(name) as a slot: \(slot ?? "none")")
        }
    }

    /// A name the traits say is sampled by `init()` is not also said to have no sample, nor to be a
    /// protocol, a module or generic (those have no `init()` of their own to call).
    func testTraitsDoNotContradictEachOther() {
        for (name, traits) in KnownTypes.traits {
            if traits.contains(.builtInSample) {
                XCTAssertTrue(traits.isDisjoint(with: [.withoutSample, .isProtocol, .isModule, .isGeneric]), name)
            }
            if traits.contains(.isProtocol) { XCTAssertEqual(SwiftTypeShape.ofName(name), .existential(name)) }
            if traits.contains(.notEquatable) {
                XCTAssertFalse(traits.contains(.notCodable), "\(name): one or the other")
            }
        }
        XCTAssertEqual(KnownTypes.names.count, KnownTypes.traits.count)
    }
}
