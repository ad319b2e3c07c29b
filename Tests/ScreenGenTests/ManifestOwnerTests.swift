import XCTest

@testable import ScreenGen

/// `ManifestOwner` keeps its names in one shared object; equality is still by the names (docs/performance.md,
/// thirteenth round).
final class ManifestOwnerTests: XCTestCase {
    func testOwnersWithTheSameNamesAreEqualWhetherSharedOrNot() {
        let owner = ManifestOwner(style: "mvvm", module: "Shop", spec: "../Shop.yaml")
        let again = ManifestOwner(style: "mvvm", module: "Shop", spec: "../Shop.yaml")
        XCTAssertFalse(owner.shares(again))
        XCTAssertEqual(owner, again)
        XCTAssertEqual(owner.hashValue, again.hashValue)
        XCTAssertNotEqual(owner, ManifestOwner(style: "store", module: "Shop", spec: "../Shop.yaml"))
        XCTAssertNotEqual(owner, ManifestOwner(style: "mvvm", module: "Shop", spec: "../Cart.yaml"))
    }

    /// A manifest read whole gives every line of one owner the same object, also when two specs' files interleave
    /// (the lines are sorted by path), and reads back the entries it was written from.
    func testAManifestReadWholeSharesEachOwner() throws {
        let shop = ManifestOwner(style: "mvvm", module: "Shop", spec: "../Shop.yaml")
        let cart = ManifestOwner(style: "mvvm", module: "Shop", spec: "../Cart.yaml")
        var manifest = OutputManifest()
        for (index, path) in ["A.swift", "B.swift", "C.swift", "D.swift", "E.swift"].enumerated() {
            manifest.entries[path] = .init(
                size: index, hash: UInt64(index), kind: "source", owner: index.isMultiple(of: 2) ? shop : cart)
        }
        let read = try OutputManifest(parsing: Array(manifest.text.utf8), path: "out/.screengen-manifest")
        XCTAssertEqual(read, manifest)
        let owners = ["A.swift", "B.swift", "C.swift", "D.swift", "E.swift"].map { read.entries[$0]!.owner }
        XCTAssertTrue(owners[0].shares(owners[2]) && owners[0].shares(owners[4]))
        XCTAssertTrue(owners[1].shares(owners[3]))
        XCTAssertFalse(owners[0].shares(owners[1]))
    }
}
