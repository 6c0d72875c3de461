import Benchmark
import Foundation // sin() for the anchor's inputs; the measured code is pure KinemaCore
import KinemaCore

/// The "curves" suite: per-sample maths, one iteration = one batch of 10,000 samples.
///
/// The workloads mirror `shared/anchors/spring_curve_bench.c` (run it in the same sitting and
/// divide each batch time by 10,000 to compare ns per sample):
/// - `spring.10000`: spring progress over 100 springs x 100 times, a third each underdamped,
///   critically damped and overdamped (the anchor's `spring.mixed`), springs outer, times inner;
/// - `spring-underdamped.10000`: the same with every spring underdamped (the anchor's `spring.closed`);
/// - `bezier.10000`: `easeInOut` then `default` Bezier solves, 5,000 each, at scrambled x
///   (the anchor's `bezier.easeInOut` and `bezier.ease`);
/// - `cubic-keyframes.10000`: a 16-key cubic (Catmull-Rom) track at scrambled u (the anchor's
///   `keyframe.hermite16`).
///
/// Inputs are built when the suite is created, outside the timed region; every result is summed
/// and passed to an opaque sink so that nothing is optimised away.
func curveBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "curves") { suite in
        let springs = CurveWorkloads.springs(mixed: true)
        let underdamped = CurveWorkloads.springs(mixed: false)
        let xs = CurveWorkloads.scrambled(count: CurveWorkloads.batch)
        let half = CurveWorkloads.batch / 2
        guard let track = CurveWorkloads.keyframeTrack(), springs.count == CurveWorkloads.springCount,
            underdamped.count == CurveWorkloads.springCount
        else {
            fatalError("curve benchmark inputs are invalid")
        }

        suite.benchmark("spring.10000") { blackHole(CurveWorkloads.sampleProgress(springs)) }
        suite.benchmark("spring-underdamped.10000") { blackHole(CurveWorkloads.sampleProgress(underdamped)) }

        suite.benchmark("bezier.10000") {
            var sum = 0.0
            let easeInOut = TimingCurve.easeInOut, ease = TimingCurve.default
            for k in 0..<half { sum += easeInOut.progress(at: xs[k]) }
            for k in half..<CurveWorkloads.batch { sum += ease.progress(at: xs[k]) }
            blackHole(sum)
        }

        suite.benchmark("cubic-keyframes.10000") {
            var sum = 0.0
            for u in xs { sum += track.value(at: u) }
            blackHole(sum)
        }
    }
}

/// Inputs of the curve benchmarks, built once outside the timed region.
enum CurveWorkloads {
    /// Samples per batch.
    static let batch = 10_000
    /// Springs per batch.
    static let springCount = 100
    /// Times per spring.
    static let timesPerSpring = 100
    /// Spacing of the sampled times: 100 steps span the anchor's 1024 x (1/480) s = 2.13 s.
    static let timeStep = 1024.0 / 480.0 / 100.0

    /// The sum of every spring's progress at 100 times (springs outer, times inner, as the anchor).
    @inline(__always)
    static func sampleProgress(_ springs: [Spring]) -> Double {
        var sum = 0.0
        for (i, spring) in springs.enumerated() {
            let offset = Double(i) * 1e-6
            for j in 0..<timesPerSpring {
                sum += spring.progress(at: Double(j) * timeStep + offset)
            }
        }
        return sum
    }

    /// 100 springs with the anchor's parameter spread: responses 0.3 ... 0.7 s; damping ratios
    /// 0.5 ... 0.95, or when `mixed`, that (i % 3 == 0), 1 (i % 3 == 1) or 1.3 ... 1.8 overdamped
    /// (i % 3 == 2); initial velocities -3 ... 3.
    static func springs(mixed: Bool) -> [Spring] {
        (0..<springCount).compactMap { i in
            let response = 0.3 + 0.4 * Double((i * 37) % 101) / 100
            var ratio = 0.5 + 0.45 * Double((i * 53) % 97) / 96
            if mixed, i % 3 == 1 {
                ratio = 1
            } else if mixed, i % 3 == 2 {
                ratio = 1.3 + 0.5 * Double((i * 7) % 11) / 10
            }
            let velocity = -3 + 6 * Double((i * 17) % 83) / 82
            let w0 = 2 * Double.pi / response
            // Core Animation parameters with overdamping allowed, so all three closed forms run.
            return try? Spring(
                mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0,
                initialVelocity: velocity, allowsOverdamping: true)
        }
    }

    /// `count` fractions in (0, 1) in the anchor's scrambled order: ((k * 7919) % n + 0.5) / n.
    static func scrambled(count n: Int) -> [Double] {
        (0..<n).map { k in (Double((k * 7919) % n) + 0.5) / Double(n) }
    }

    /// The anchor's 16 keys, k_i = i + 0.3 sin(i) scaled into [0, 1], values 100 sin(0.7 i), cubic.
    static func keyframeTrack() -> KeyframeTrack<Double>? {
        let raw = (0..<16).map { Double($0) + 0.3 * sin(Double($0)) }
        let keys = raw.map { $0 / raw[15] }
        let values = (0..<16).map { 100 * sin(0.7 * Double($0)) }
        return try? KeyframeTrack(keyTimes: keys, values: values, mode: .cubic)
    }
}
