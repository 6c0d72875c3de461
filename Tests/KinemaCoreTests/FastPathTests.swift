import RealModule
import XCTest

@testable import KinemaCore

/// The fast paths of the per-sample evaluations give, bit for bit, what the general paths give:
/// each shortcut skips a check only where the check cannot change the result.
final class FastPathTests: XCTestCase {
    /// Arguments of every kind: small and large, negative, subnormal, near multiples of pi/2,
    /// the largest finite double, infinities and NaN.
    private func angles() -> [Double] {
        var generator = SplitMix64(seed: 2026)
        var xs: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -.leastNormalMagnitude, 1e-300, 1e-8, 0.5,
            .pi / 4, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, 1e5, 1e15, 1e22, 1e300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan
        ]
        for _ in 0..<4000 {
            xs.append(generator.uniform(in: -50...50))
            xs.append(generator.uniform(in: -1e9...1e9))
            xs.append(Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF))
        }
        for k in 1...64 { xs.append(Double(k) * .pi / 2); xs.append((Double(k) * .pi / 2).nextUp) }
        return xs
    }

    func testSineAndCosineAreTheSeparateCallsBitForBit() {
        for x in angles() {
            let (s, c) = Double.sineAndCosine(x)
            let (es, ec) = (Double.sin(x), Double.cos(x))
            XCTAssert(s.bitPattern == es.bitPattern || (s.isNaN && es.isNaN), "sin(\(x)): \(s) vs \(es)")
            XCTAssert(c.bitPattern == ec.bitPattern || (c.isNaN && ec.isNaN), "cos(\(x)): \(c) vs \(ec)")
        }
    }

    /// Springs of every branch, with frequencies and slopes large enough that their direct
    /// limits are finite and reachable, sampled around those limits and across ordinary times.
    func testSpringProgressMatchesTheCheckedPathEverywhere() throws {
        var generator = SplitMix64(seed: 7)
        var springs: [Spring] = []
        for zeta in [0.0, 0.2, 0.7, 0.999, 1, 1.5, 30] {
            for stiffness in [1e-4, 1, 100, 1e8, 1e30, 1e200] {
                for velocity in [0.0, -3, 1e12, -1e150] {
                    for overdamping in [false, true] {
                        let damping = 2 * zeta * stiffness.squareRoot()
                        if let spring = try? Spring(
                            stiffness: stiffness, damping: damping, initialVelocity: velocity,
                            allowsOverdamping: overdamping)
                        {
                            springs.append(spring)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(springs.count, 200)
        var finiteLimits = 0
        for spring in springs {
            var times: [Double] = [
                -1, 0, .leastNonzeroMagnitude, 1e-9, 0.1, 1, 10, 1e6, 1e300, .greatestFiniteMagnitude,
                .infinity, -.infinity, .nan
            ]
            for _ in 0..<20 { times.append(generator.uniform(in: 0...3)) }
            let limit = spring.directLimit
            if limit.isFinite {
                finiteLimits += 1
                times += [limit.nextDown, limit, limit.nextUp, limit * 1.999, limit * 2, limit * 2.001, limit / 2]
            }
            for t in times {
                let fast = spring.progress(at: t), checked = spring.checkedProgress(at: t)
                XCTAssert(
                    fast.bitPattern == checked.bitPattern || (fast.isNaN && checked.isNaN),
                    "\(spring) at \(t): \(fast) vs \(checked)")
                if t > 0, t < limit { XCTAssertTrue(fast.isFinite, "\(spring) at \(t)") }
            }
        }
        XCTAssertGreaterThan(finiteLimits, 50, "the limits must be exercised, not only infinite")
    }

    /// The direct limit of each branch, derived from its closed form: half of the largest double
    /// over the frequency (underdamped) or over the slope (critical); none for the overdamped form.
    func testDirectLimitsOfEachBranch() throws {
        // m 1, k 100, c 10: wd = 10 sqrt(0.75).
        let under = try Spring(stiffness: 100, damping: 10)
        XCTAssertEqual(under.directLimit, Double.greatestFiniteMagnitude / (10 * 0.75.squareRoot()) / 2)
        // m 1, k 100, c 20, v0 4: critical, slope = w0 - v0 = 6.
        let critical = try Spring(stiffness: 100, damping: 20, initialVelocity: 4)
        XCTAssertEqual(critical.directLimit, Double.greatestFiniteMagnitude / 6 / 2)
        // Slope 0 (v0 = w0 = 10): the form is e^(-w0 t), finite for every t.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 20, initialVelocity: 10).directLimit, .infinity)
        XCTAssertEqual(try Spring(stiffness: 100, damping: 30, allowsOverdamping: true).directLimit, .infinity)
    }

    func testTimingCurveProgressMatchesTheClampingPathInside() throws {
        var generator = SplitMix64(seed: 11)
        var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]
        for _ in 0..<60 {
            curves.append(
                try TimingCurve(
                    generator.uniform(in: 0...1), generator.uniform(in: -2...3),
                    generator.uniform(in: 0...1), generator.uniform(in: -2...3)))
        }
        for curve in curves {
            var xs: [Double] = [.leastNonzeroMagnitude, 1e-12, 0.5, 1.0.nextDown]
            for _ in 0..<200 { xs.append(generator.uniform(in: 0...1)) }
            for x in xs where x > 0 && x < 1 {
                XCTAssertEqual(curve.progress(at: x).bitPattern, curve.progressAtEnd(x).bitPattern, "\(curve) at \(x)")
            }
            // Outside (0, 1) the general path runs.
            for x in [-.infinity, -5, -.leastNonzeroMagnitude, -0.0, 0, 1, 1.0.nextUp, 7, .infinity, .nan] {
                let (fast, general) = (curve.progress(at: x), curve.progressAtEnd(x))
                XCTAssert(fast.bitPattern == general.bitPattern || (fast.isNaN && general.isNaN), "\(curve) at \(x)")
            }
        }
    }

    /// The segment search against a linear scan (the last key at or before u), with random and
    /// sometimes equal key times; and linear tracks on the same times against v_i + (v_(i+1) - v_i) s.
    func testKeyframeSegmentIsTheLastKeyAtOrBefore() throws {
        var generator = SplitMix64(seed: 5)
        for count in 2...40 {
            var times = (0..<count).map { _ in generator.uniform(in: 0...1) }.sorted()
            times[0] = 0; times[count - 1] = 1
            if count > 4 { times[2] = times[1]; times[3] = times[1] } // equal key times
            let values = (0..<count).map { _ in generator.uniform(in: -10...10) }
            let track = try KeyframeTrack(keyTimes: times, values: values, mode: .linear)
            for _ in 0..<200 {
                let u = generator.uniform(in: 0...1)
                guard u > times[0], u < times[count - 1] else { continue }
                let i = try XCTUnwrap((0..<(count - 1)).last { times[$0] <= u })
                let found = times.withUnsafeBufferPointer { buffer in
                    KeyframeTrack<Double>.segmentIndex(of: u, in: buffer.baseAddress!, last: count - 1)
                }
                XCTAssertEqual(found, i, "\(count) keys at \(u)")
                let s = (u - times[i]) / (times[i + 1] - times[i])
                XCTAssertEqual(track.value(at: u), values[i] + (values[i + 1] - values[i]) * s, "\(count) keys at \(u)")
            }
        }
    }

}
