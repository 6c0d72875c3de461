import XCTest

@testable import KinemaCore

/// `TimingCurve.progress(at:)` gives, bit for bit, what ``ReferenceTimingCurve`` (the evaluation as
/// written before its shortcuts) gives: the shortcuts only leave out operations whose result is
/// known exactly, so no output may change, on any curve or at any input.
final class TimingCurveBitIdentityTests: XCTestCase {
    /// Control points of every kind: the named curves, ordinates exactly 0 and 1 (and `-0`, and
    /// their neighbours, which must not take the shortcuts), overshooting and huge ordinates,
    /// x coordinates at 0 and 1, and random curves with and without the ordinates 0 and 1.
    private func curves() -> [(Double, Double, Double, Double)] {
        var generator = SplitMix64(seed: 24)
        var points: [(Double, Double, Double, Double)] = [
            (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.3, -0.5, 0.7, 1.6), (0.68, -0.6, 0.32, 1.6), (0.5, 2, 0.5, -1), (0, 1, 1, 0), (1, 0, 0, 1),
            (0, 0, 0, 1), (1, 0, 1, 1), (0, 0, 1, 0), (0.5, 0, 0.5, 1), (0.2, -0.0, 0.8, 1), (0.9, 0, 0.1, 1),
            (0.2, 0, 0.8, 1.0.nextDown), (0.2, 0, 0.8, 1.0.nextUp), (0.2, .leastNonzeroMagnitude, 0.8, 1),
            (0.3, 1e300, 0.6, -1e300), (0.01, 0, 0.02, 1), (0.25, 0.1, 1, 1), (0, 0.5, 1, 1), (0.5, 0.5, 0.5, 0.5)
        ]
        for _ in 0..<12 {
            let (x1, x2) = (generator.uniform(in: 0...1), generator.uniform(in: 0...1))
            let (y1, y2) = (generator.uniform(in: -2...3), generator.uniform(in: -2...3))
            points += [(x1, y1, x2, y2), (x1, 0, x2, 1), (x1, y1, x2, 1)]
        }
        return points
    }

    /// The benchmark's scrambled fractions, a grid over [0, 1], random fractions and bit patterns
    /// (subnormals, NaNs, infinities, huge values), the neighbours of 0 and 1, and the specials.
    private func inputs() -> [Double] {
        var generator = SplitMix64(seed: 7)
        let n = 2000
        var xs = (0..<n).map { k in (Double((k * 7919) % n) + 0.5) / Double(n) }
        xs += (0...4000).map { Double($0) / 4000 }
        for _ in 0..<3000 { xs.append(generator.uniform(in: 0...1)) }
        for _ in 0..<1000 { xs.append(Double(bitPattern: generator.next())) }
        for _ in 0..<500 { xs.append(Double(bitPattern: generator.next() & 0x000F_FFFF_FFFF_FFFF)) }
        var (up, down, above, below) = (0.0, 1.0, 1.0, -0.0)
        for _ in 0..<200 {
            (up, down, above, below) = (up.nextUp, down.nextDown, above.nextUp, below.nextDown)
            xs += [up, down, above, below]
        }
        xs += [
            0, -0.0, 1, -1, 0.5, 1e-7, 1 - 1e-7, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN
        ]
        return xs
    }

    func testProgressIsTheReferenceBitForBit() throws {
        let xs = inputs()
        for (x1, y1, x2, y2) in curves() {
            let curve = try TimingCurve(x1, y1, x2, y2)
            let reference = ReferenceTimingCurve(x1, y1, x2, y2)
            var differing = 0
            for x in xs where curve.progress(at: x).bitPattern != reference.progress(at: x).bitPattern {
                if differing == 0 { XCTFail("(\(x1), \(y1), \(x2), \(y2)) at \(x): \(curve.progress(at: x))") }
                differing += 1
            }
            XCTAssertEqual(differing, 0, "(\(x1), \(y1), \(x2), \(y2))")
        }
    }

    func testNamedCurvesAreTheReferenceBitForBit() {
        let xs = inputs()
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
            let (p1, p2) = (curve.controlPoint1, curve.controlPoint2)
            let reference = ReferenceTimingCurve(p1.x, p1.y, p2.x, p2.y)
            let same = xs.allSatisfy { curve.progress(at: $0).bitPattern == reference.progress(at: $0).bitPattern }
            XCTAssert(same, "\(curve)")
        }
    }

    /// The shortcuts apply exactly when `P2y` is 1 (and `P1y` is `±0` for the shorter one).
    func testOrdinatesTakeTheShortcutsOnlyForExactZeroAndOne() throws {
        XCTAssertEqual(TimingCurve.easeIn.ordinates, .flatStartEndingAtOne)
        XCTAssertEqual(TimingCurve.easeOut.ordinates, .flatStartEndingAtOne)
        XCTAssertEqual(TimingCurve.easeInOut.ordinates, .flatStartEndingAtOne)
        XCTAssertEqual(TimingCurve.default.ordinates, .endingAtOne)
        XCTAssertEqual(try TimingCurve(0.3, -0.0, 0.6, 1).ordinates, .flatStartEndingAtOne)
        XCTAssertEqual(try TimingCurve(0.3, .leastNonzeroMagnitude, 0.6, 1).ordinates, .endingAtOne)
        XCTAssertEqual(try TimingCurve(0.3, 0, 0.6, 1.0.nextDown).ordinates, .general)
        XCTAssertEqual(try TimingCurve(0.3, 0, 0.6, 1.0.nextUp).ordinates, .general)
        XCTAssertEqual(try TimingCurve(0.3, 1, 0.6, 0).ordinates, .general)
    }
}
