// swift-tools-version: 6.0
// Kinema's fuzz targets live in their own package, built with libFuzzer (see README.md):
//   swift build -c release --package-path Fuzz --sanitize=fuzzer
// Each target is an executable whose `main` is libFuzzer's; it defines LLVMFuzzerTestOneInput.
import PackageDescription

let package = Package(
    name: "KinemaFuzz",
    dependencies: [
        .package(name: "Kinema", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Kinema", package: "Kinema")]),
        .executableTarget(
            name: "FuzzEventScript",
            dependencies: ["FuzzSupport", .product(name: "Kinema", package: "Kinema")]),
        .executableTarget(
            name: "FuzzSceneFile",
            dependencies: ["FuzzSupport", .product(name: "KinemaRender", package: "Kinema")]),
        // The command line's own sources (a symbolic link to ../Sources/kinema) compiled into the
        // target, without the file holding `@main`, so that `kinema curve` is fuzzed as it runs.
        .executableTarget(
            name: "FuzzCurve",
            dependencies: [
                "FuzzSupport",
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaControls", package: "Kinema"),
                .product(name: "KinemaRender", package: "Kinema"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["CLI/KinemaCommand.swift"]),
        .executableTarget(
            name: "FuzzPlayer",
            dependencies: [
                "FuzzSupport",
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaControls", package: "Kinema"),
            ]),
    ]
)
