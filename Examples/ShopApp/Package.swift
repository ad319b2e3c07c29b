// swift-tools-version: 6.0
import PackageDescription

// A consumer of ScreenGen: the app target generates its screen code from Sources/ShopApp/Shop.yaml while
// building, and the test target generates the mocks, fixtures and tests for it.
let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In your app: .package(url: "<ScreenGen repository URL>", from: "<version>")
        .package(name: "ScreenGen", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopApp",
            plugins: [.plugin(name: "ScreenGenPlugin", package: "ScreenGen")]
        ),
        .testTarget(
            name: "ShopAppTests",
            dependencies: ["ShopApp"],
            plugins: [.plugin(name: "ScreenGenPlugin", package: "ScreenGen")]
        ),
    ]
)
