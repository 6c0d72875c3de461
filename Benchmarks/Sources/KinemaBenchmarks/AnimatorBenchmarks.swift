import Benchmark

/// The "animators" suite (filled in by its issue).
func animatorBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "animators") { _ in }
}
