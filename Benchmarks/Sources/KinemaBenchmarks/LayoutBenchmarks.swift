import Benchmark

/// The "layout" suite (filled in by its issue).
func layoutBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "layout") { _ in }
}
