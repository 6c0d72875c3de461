// swift-tools-version: 6.0
// Kinema: a pure-Swift, headless animation engine. See README.md and the DocC catalogs under Sources/*/*.docc.
import PackageDescription

/// Checked builds: `KINEMA_INTERNAL_CHECKS=1 swift test` compiles every target with the condition
/// `KINEMA_INTERNAL_CHECKS`, which turns on the invariant checks of the solver's tableau and
/// elimination forest, the dynamics storage, the property tracks and the preconditions on every
/// unsafe pointer access (see CONTRIBUTING.md). Release and ordinary debug builds leave them out.
let internalChecks: [SwiftSetting] =
    Context.environment["KINEMA_INTERNAL_CHECKS"].map { $0.isEmpty || $0 == "0" } == false
    ? [.define("KINEMA_INTERNAL_CHECKS")] : []

let package = Package(
    name: "Kinema",
    // Each library product is the one module of its name.
    products: [
        "Kinema", "KinemaCore", "KinemaLayout", "KinemaDynamics", "KinemaControls", "KinemaTesting",
        "KinemaRender", "KinemaSceneFile", "KinemaCLI", "KinemaUIKit", "KinemaUIKitTesting", "KinemaCartography",
        "KinemaWorkloads"
    ].map { Product.library(name: $0, targets: [$0]) } + [.executable(name: "kinema", targets: ["kinema"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Documentation only: adds `swift package generate-documentation`; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(
            name: "KinemaCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "KinemaLayout", dependencies: [.product(name: "HeapModule", package: "swift-collections")]),
        .target(
            name: "KinemaDynamics",
            dependencies: [
                "KinemaCore",
                .product(name: "RealModule", package: "swift-numerics")
            ]),
        .target(
            name: "Kinema",
            dependencies: [
                "KinemaCore", "KinemaLayout", "KinemaDynamics",
                .product(name: "Algorithms", package: "swift-algorithms"),
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections")
            ]),
        .target(name: "KinemaControls", dependencies: ["Kinema"]),
        .target(name: "KinemaTesting", dependencies: ["Kinema", "KinemaRender"]),
        .target(
            name: "KinemaRender",
            dependencies: ["Kinema", .product(name: "RealModule", package: "swift-numerics")]),
        // Scene files: the JSON description of a view tree and its constraints, read without
        // Foundation, and the scene it builds (input, as `kinema layout` reads it).
        .target(name: "KinemaSceneFile", dependencies: ["Kinema"]),
        // The command-line tool's commands as a library (the only module besides the UIKit facade
        // that may use Foundation: files and standard streams); `kinema` is one call into it.
        .target(
            name: "KinemaCLI",
            dependencies: [
                "Kinema", "KinemaControls", "KinemaRender", "KinemaSceneFile",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(name: "kinema", dependencies: ["KinemaCLI"]),
        // UIKit's, Core Animation's and Core Graphics' names over the engine (Foundation allowed,
        // as UIKit re-exports it), and the harness that owns the window, the clock and the finger.
        .target(name: "KinemaUIKit", dependencies: ["Kinema"]),
        .target(name: "KinemaUIKitTesting", dependencies: ["KinemaUIKit", "Kinema"]),
        // Cartography's constraint operators (`constrain(a, b) { a, b in a.width == b.width }`) over
        // the UIKit facade, so code written with Cartography runs with its import changed.
        .target(name: "KinemaCartography", dependencies: ["KinemaUIKit"]),
        // The workloads the tests check and the benchmarks time (ui-grid, the scale shapes), written once
        // for both: a product, so that the Benchmarks package can depend on it.
        .target(name: "KinemaWorkloads", dependencies: ["Kinema", "KinemaLayout"]),
        // Test support: expected values derived from the published formulas, independently of the
        // engine (springs, Bezier curves by bisection, Catmull-Rom keyframes, SplitMix64), and an
        // RFC 4180 reader for the tests that check written tables.
        .target(
            name: "KinemaDerivations",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            path: "Tests/KinemaDerivations"),
        .testTarget(
            name: "KinemaCoreTests",
            dependencies: [
                "KinemaCore", "KinemaDerivations", .product(name: "RealModule", package: "swift-numerics")
            ]),
        .testTarget(name: "KinemaLayoutTests", dependencies: ["KinemaLayout", "KinemaWorkloads", "KinemaDerivations"]),
        .testTarget(name: "KinemaDynamicsTests", dependencies: ["KinemaDynamics"]),
        .testTarget(name: "KinemaTests", dependencies: ["Kinema", "KinemaWorkloads", "KinemaDerivations"]),
        .testTarget(
            name: "KinemaControlsTests",
            dependencies: ["KinemaControls", "KinemaTesting", "KinemaDerivations"],
            exclude: ["__Goldens__"]),
        .testTarget(name: "KinemaTestingTests", dependencies: ["KinemaTesting"], exclude: ["__Goldens__"]),
        // Swift Testing (`@Test`): KinemaTesting's assertions recording issues, next to the XCTest targets.
        .testTarget(name: "KinemaTestingSwiftTests", dependencies: ["KinemaTesting"], exclude: ["__Goldens__"]),
        .testTarget(name: "KinemaRenderTests", dependencies: ["KinemaRender", "KinemaControls", "KinemaDerivations"]),
        .testTarget(
            name: "KinemaSceneFileTests", dependencies: ["KinemaSceneFile", "KinemaRender", "KinemaDerivations"]),
        .testTarget(name: "KinemaUIKitTests", dependencies: ["KinemaUIKit", "KinemaUIKitTesting", "KinemaDerivations"]),
        // User code as most of it is still written: the same facade compiled in Swift 5 language mode.
        .testTarget(
            name: "KinemaUIKitSwift5Tests", dependencies: ["KinemaUIKit", "KinemaUIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "KinemaCLITests", dependencies: ["kinema", "KinemaCLI", "KinemaDerivations"]),
        .testTarget(
            name: "KinemaCartographyTests", dependencies: ["KinemaCartography", "KinemaUIKit", "KinemaUIKitTesting"]),
        // The four tutorials' own UIKit code (one file each, with only the edits Linux forces) and
        // the tests that play it on the facade and compare its frames with KinemaControls'.
        .testTarget(
            name: "TutorialCode",
            dependencies: ["KinemaUIKit", "KinemaUIKitTesting", "KinemaCartography", "KinemaControls", "KinemaTesting"]),
        // The code of the Kinema catalog's tutorial, as a user writes it (CardTests.swift is the
        // tutorial's last listing, to the byte), and the check that every listing is still that code.
        .testTarget(
            name: "KinemaTutorialTests",
            dependencies: ["Kinema", "KinemaRender", "KinemaTesting", "KinemaUIKit", "KinemaUIKitTesting"],
            exclude: ["__Goldens__"])
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + internalChecks
}
