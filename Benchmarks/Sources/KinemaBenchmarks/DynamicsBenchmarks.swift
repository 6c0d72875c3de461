import Benchmark

/// The "dynamics" suite (filled in by its issue).
func dynamicsBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "dynamics") { _ in }
}
