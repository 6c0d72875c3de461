// Kinema's benchmarks (google/swift-benchmark). Each suite lives in its own file; a benchmark's
// printed name is "SUITE.NAME", e.g. "curves.spring.10000". One iteration = the unit of work the
// issue names (one batch, one build, one step, one frame).
//
//   swift run -c release --package-path Benchmarks KinemaBenchmarks [--filter REGEX]
import Benchmark

Benchmark.main(
    [
        curveBenchmarks(),
        layoutBenchmarks(),
        dynamicsBenchmarks(),
        sceneBenchmarks(),
        animatorBenchmarks(),
        controlBenchmarks(),
        uikitBenchmarks(),
        renderBenchmarks()
    ] + longInputBenchmarks() + tutorialBenchmarks())
