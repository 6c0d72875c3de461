import KinemaCore
import XCTest

/// cubicPaced re-timing where a component's speed changes sign, checked against derivations that do
/// not use the engine's arc-length table: a closed form for a scalar track, dense sampling for points.
final class CubicPacedPrecisionTests: XCTestCase {
    /// Catmull-Rom over uniformly spaced keys (tangents (p_{i+1} - p_{i-1}) / 2, end points
    /// duplicated), segment i as the Hermite cubic in its local s.
    static func catmullRom(_ p: [Double], segment i: Int, at s: Double) -> Double {
        let n = p.count
        let m0 = (p[Swift.min(i + 1, n - 1)] - p[Swift.max(i - 1, 0)]) / 2
        let m1 = (p[Swift.min(i + 2, n - 1)] - p[i]) / 2
        let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        return h00 * p[i] + h10 * m0 + h01 * p[i + 1] + h11 * m1
    }

    func testScalarOvershootMatchesTheClosedForm() throws {
        // Values 0, 100, 50 (key times are ignored). Tangents 50, 25, -25.
        // Segment 0: p(s) = 50 s + 175 s^2 - 125 s^3, p'(s) = 50 + 350 s - 375 s^2 > 0 on [0, 1]
        //   (roots -0.126 and 1.059): it rises from 0 to 100.
        // Segment 1: p(s) = 100 + 25 s - 175 s^2 + 100 s^3, p'(s) = 25 - 350 s + 300 s^2, zero at
        //   s* = (350 - sqrt(350^2 - 4 * 300 * 25)) / 600 = 0.0764: the track overshoots to M = p(s*)
        //   and then falls to 50.
        // A scalar's arc length is its total variation: M up to the peak, then M - 50 more. So with
        // L = u (2M - 50), the re-timed value is L before the peak and 2M - L after it.
        let discriminant: Double = 350 * 350 - 4 * 300 * 25
        let sStar: Double = (350 - discriminant.squareRoot()) / 600
        let s2: Double = sStar * sStar
        let peak: Double = 100 + 25 * sStar - 175 * s2 + 100 * s2 * sStar
        XCTAssertEqual(peak, Self.catmullRom([0, 100, 50], segment: 1, at: sStar), accuracy: 1e-12)
        let total = 2 * peak - 50
        let track = try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0.0, 100, 50], mode: .cubicPaced)
        var worst = 0.0
        for i in 0...2000 {
            let u = Double(i) / 2000
            let length = u * total
            let expected = length <= peak ? length : 2 * peak - length
            worst = Swift.max(worst, abs(track.value(at: u) - expected))
        }
        // 1e-9 of the range of values (100).
        XCTAssertLessThan(worst, 1e-9 * 100, "worst error \(worst)")
    }

    func testPointsMatchDenseSampling() throws {
        // A path whose x turns back (x: 0, 100, 40, 60) while y rises steadily (0, 10, 20, 30).
        let worst = try Self.worstErrorAgainstDenseSampling(xs: [0.0, 100, 40, 60], ys: [0.0, 10, 20, 30])
        // 1e-9 of the range (100 in x).
        XCTAssertLessThan(worst, 1e-9 * 100, "worst error \(worst)")
    }

    /// A square (0,0) (100,0) (100,100) (0,100) (0,0): the Catmull-Rom path overshoots each
    /// corner and turns back, so some segments need their pieces halved near the turns and
    /// others do not, in one table (its pieces are rearranged in place after the halving).
    func testASquarePathWithHalvedAndPlainSegmentsMatchesDenseSampling() throws {
        let worst = try Self.worstErrorAgainstDenseSampling(xs: [0, 100, 100, 0, 0], ys: [0, 0, 100, 100, 0])
        XCTAssertLessThan(worst, 1e-9 * 100, "worst error \(worst)")
    }

    /// The largest distance, over u = j / 400, between the cubicPaced track of the points and the
    /// point at the same fraction of the length of a dense polyline through the Catmull-Rom curve:
    /// 200,000 steps per segment; chord sums converge to the arc length with error O(h^2)
    /// (h = 5e-6), and linear interpolation in s between samples is as accurate.
    static func worstErrorAgainstDenseSampling(xs: [Double], ys: [Double]) throws -> Double {
        let track = try KeyframeTrack(keyTimes: [], values: zip(xs, ys).map { Point(x: $0, y: $1) }, mode: .cubicPaced)
        let steps = 200_000
        var points = [Point(x: xs[0], y: ys[0])]
        var cumulative = [0.0]
        for i in 0..<(xs.count - 1) {
            for k in 1...steps {
                let s = Double(k) / Double(steps)
                let p = Point(x: Self.catmullRom(xs, segment: i, at: s), y: Self.catmullRom(ys, segment: i, at: s))
                cumulative.append(cumulative[cumulative.count - 1] + points[points.count - 1].distance(to: p))
                points.append(p)
            }
        }
        let total = cumulative[cumulative.count - 1]
        var worst = 0.0
        for j in 1..<400 {
            let u = Double(j) / 400
            let target = u * total
            var lo = 0, hi = cumulative.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if cumulative[mid] <= target { lo = mid } else { hi = mid }
            }
            let f = (target - cumulative[lo]) / (cumulative[hi] - cumulative[lo])
            let expected = Point(
                x: points[lo].x + f * (points[hi].x - points[lo].x),
                y: points[lo].y + f * (points[hi].y - points[lo].y))
            worst = Swift.max(worst, track.value(at: u).distance(to: expected))
        }
        return worst
    }
}
