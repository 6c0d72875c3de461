import KinemaCore
import RealModule
import XCTest

/// Thousands of generated curve parameters (seeded): magnitudes from subnormal to the largest
/// double, both signs, zero. Every value type either refuses its parameters with a typed error or
/// gives finite values at every finite time, deterministically.
final class CurvePropertyTests: XCTestCase {
    /// Random parameters spread over every order of magnitude.
    struct ParameterGenerator {
        var random: SplitMix64

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        /// A number: special values sometimes, else sign * 10^e with e uniform in [-320, 308].
        mutating func number(positiveOnly: Bool = false) -> Double {
            if chance(15) {
                let specials: [Double] = [
                    0, -0.0, 1, 0.5, 1e9, 1e-9, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                    .leastNormalMagnitude, 1.1920929e-7
                ]
                return specials[Int(random.next() % UInt64(specials.count))]
            }
            let exponent = random.uniform(in: -320...308)
            let value = Double.pow(10, exponent)
            return positiveOnly || chance(70) ? value : -value
        }

        /// A time to evaluate at: mostly ordinary, sometimes huge or tiny.
        mutating func time() -> Double {
            chance(70) ? random.uniform(in: 0...10) : Swift.abs(number())
        }
    }

    func testSpringsRefuseOrStayFinite() {
        var g = ParameterGenerator(random: SplitMix64(seed: 151))
        var made = 0
        for _ in 0..<3_000 {
            let m = g.number(), k = g.number(), c = g.number(), v = g.chance(50) ? 0 : g.number()
            let overdamping = g.chance(30)
            let spring: Spring
            do {
                spring = try Spring(
                    mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: overdamping)
            } catch {
                XCTAssertFalse(error.description.contains("\n"))
                continue
            }
            made += 1
            XCTAssertTrue(spring.dampingRatio.isFinite && spring.naturalFrequency.isFinite, "\(spring)")
            XCTAssertTrue(spring.settlingDuration.isFinite || spring.damping == 0, "\(spring)")
            for _ in 0..<8 {
                let t = g.time()
                let q = spring.progress(at: t), dq = spring.velocity(at: t)
                XCTAssertTrue(q.isFinite && dq.isFinite, "\(spring) at \(t): \(q), \(dq)")
                XCTAssertEqual(q, spring.progress(at: t))
            }
        }
        XCTAssertGreaterThan(made, 300)
    }

    func testDurationBasedSpringsRefuseOrStayFinite() {
        var g = ParameterGenerator(random: SplitMix64(seed: 152))
        for _ in 0..<1_500 {
            let d = g.number(), z = g.number(), v = g.chance(50) ? 0 : g.number()
            for make in [
                { try Spring(duration: d, dampingRatio: z, initialVelocity: v) },
                { try Spring(duration: d, bounce: z, initialVelocity: v) },
                { try Spring(response: d, dampingRatio: z, initialVelocity: v) }
            ] {
                guard let spring = try? make() else { continue }
                XCTAssertTrue(spring.settlingDuration.isFinite || spring.damping == 0, "\(spring)")
                for _ in 0..<4 {
                    let t = g.time()
                    XCTAssertTrue(
                        spring.progress(at: t).isFinite && spring.velocity(at: t).isFinite, "\(spring) at \(t)")
                }
            }
        }
    }

    func testTimingCurvesRefuseOrStayFiniteAndEndAtOne() {
        var g = ParameterGenerator(random: SplitMix64(seed: 153))
        var made = 0
        for _ in 0..<3_000 {
            let x1 = g.chance(80) ? g.random.uniform(in: 0...1) : g.number()
            let x2 = g.chance(80) ? g.random.uniform(in: 0...1) : g.number()
            guard let curve = try? TimingCurve(x1, g.number(), x2, g.number()) else { continue }
            made += 1
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1, "\(curve)")
            for _ in 0..<8 {
                let x = g.random.uniform(in: -0.5...1.5)
                XCTAssertTrue(curve.progress(at: x).isFinite, "\(curve) at \(x)")
            }
            let y = g.random.uniform(in: 0...1)
            let inverse = curve.inverse(progress: y)
            XCTAssertTrue(inverse >= 0 && inverse <= 1, "\(curve) inverse of \(y): \(inverse)")
        }
        XCTAssertGreaterThan(made, 1_500)
    }

    func testKeyframeTracksRefuseOrStayFinite() {
        var g = ParameterGenerator(random: SplitMix64(seed: 154))
        var made = 0
        for _ in 0..<2_000 {
            let n = 1 + Int(g.random.next() % 5)
            let values = (0..<n).map { _ in g.chance(50) ? g.random.uniform(in: -100...100) : g.number() }
            var times = (0..<n).map { _ in g.random.uniform(in: 0...1) }.sorted()
            if g.chance(10) { times[0] = -0.5 }
            let mode = KeyframeCalculationMode.allCases[
                Int(g.random.next() % UInt64(KeyframeCalculationMode.allCases.count))]
            let kb = g.chance(30) ? (0..<n).map { _ in g.random.uniform(in: -1...1) } : nil
            let track: KeyframeTrack<Double>
            do {
                track = try KeyframeTrack(keyTimes: times, values: values, mode: mode, tensions: kb, biases: kb)
            } catch {
                XCTAssertFalse(error.description.contains("\n"))
                continue
            }
            made += 1
            for _ in 0..<8 {
                let u = g.random.uniform(in: -0.25...1.25)
                XCTAssertTrue(track.value(at: u).isFinite, "\(mode) \(values) at \(u)")
            }
        }
        XCTAssertGreaterThan(made, 1_000)
    }
}
