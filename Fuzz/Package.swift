// swift-tools-version: 6.0
// Kinema's fuzz targets live in their own package, built with libFuzzer (see README.md):
//   swift build -c release --package-path Fuzz --sanitize=fuzzer
// Each target is an executable whose `main` is libFuzzer's; it defines LLVMFuzzerTestOneInput.
import PackageDescription

let package = Package(
    name: "KinemaFuzz",
    dependencies: [
        .package(name: "Kinema", path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Kinema", package: "Kinema")]),
        .executableTarget(
            name: "FuzzEventScript",
            dependencies: ["FuzzSupport", .product(name: "Kinema", package: "Kinema")]),
        .executableTarget(
            name: "FuzzSceneFile",
            dependencies: [
                "FuzzSupport", .product(name: "KinemaSceneFile", package: "Kinema"),
                .product(name: "KinemaRender", package: "Kinema")
            ]),
        // `kinema curve` as the command line runs it, in process through the KinemaCLI library.
        .executableTarget(
            name: "FuzzCurve",
            dependencies: ["FuzzSupport", .product(name: "KinemaCLI", package: "Kinema")]),
        // The library API itself, driven by an operation stream decoded from the bytes.
        .executableTarget(
            name: "FuzzLibraryAPI",
            dependencies: ["FuzzSupport", .product(name: "Kinema", package: "Kinema")]),
        // The Auto Layout solver against its plain-tableau self, invariant checks on.
        .executableTarget(
            name: "FuzzSolver",
            dependencies: ["FuzzSupport", .product(name: "KinemaLayout", package: "Kinema")]),
        // UIKit code through the facade: gestures, transitions, presentations, the hierarchy.
        .executableTarget(
            name: "FuzzUIKit",
            dependencies: [
                "FuzzSupport", .product(name: "KinemaUIKit", package: "Kinema"),
                .product(name: "KinemaUIKitTesting", package: "Kinema"),
                .product(name: "KinemaRender", package: "Kinema")
            ]),
        .executableTarget(
            name: "FuzzPlayer",
            dependencies: [
                "FuzzSupport",
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaControls", package: "Kinema")
            ])
    ]
)
