import Benchmark

/// The "scene" suite (filled in by its issue).
func sceneBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "scene") { _ in }
}
