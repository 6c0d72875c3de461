import Benchmark

/// The "controls" suite (filled in by its issue).
func controlBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "controls") { _ in }
}
