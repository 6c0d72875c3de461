// swift-tools-version: 6.0
// Kinema's benchmarks live in their own package so that library users never resolve
// google/swift-benchmark. Run: swift run -c release --package-path Benchmarks KinemaBenchmarks
import PackageDescription

let package = Package(
    name: "KinemaBenchmarks",
    dependencies: [
        .package(name: "Kinema", path: ".."),
        .package(url: "https://github.com/google/swift-benchmark", exact: "0.1.2")
    ],
    targets: [
        .executableTarget(
            name: "KinemaBenchmarks",
            dependencies: [
                "Kinema", "KinemaControls", "KinemaRender", "KinemaUIKit", "KinemaUIKitTesting", "KinemaWorkloads"
            ].map {
                Target.Dependency.product(name: $0, package: "Kinema")
            } + [.product(name: "Benchmark", package: "swift-benchmark")])
    ]
)
