import KinemaCore
import KinemaDerivations
import XCTest

/// Every public entry point of KinemaCore that takes numbers, driven with hostile ones (seeded):
/// nothing traps, a value being built refuses bad numbers with a ``ValueError``, and finite input
/// gives finite output wherever the result is documented to be finite.
final class CoreEntryPointRangeTests: XCTestCase {
    private var hostile = Derivation.HostileValues(seed: 0xC0DE_2023)

    private func matrix() -> AffineTransform {
        AffineTransform(
            a: hostile.number(), b: hostile.number(), c: hostile.number(), d: hostile.number(),
            tx: hostile.number(), ty: hostile.number())
    }

    private func isFinite(_ t: AffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    /// Transforms: construction, composition, application, decomposition and inversion. An inverse
    /// exists only when it is finite: a finite matrix whose determinant is subnormal (5e-324) would
    /// have entries of 1 / det, past the largest double; `inverted()` says nil instead.
    func testTransformsNeverTrapAndInvertOnlyToFiniteMatrices() {
        let tiny = AffineTransform(a: Double.leastNonzeroMagnitude, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertNil(tiny.inverted(), "1 / 5e-324 is not a finite double")
        let big = AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 1e300, ty: 0)
        XCTAssertNil(big.inverted(), "tx / a = 1e500 is not a finite double")
        var inverses = 0
        for _ in 0..<20_000 {
            let t = matrix(), u = matrix()
            _ = t.then(u)
            _ = t.preceded(by: u)
            _ = t.apply(to: Point(x: hostile.number(), y: hostile.number()))
            _ = t.apply(to: Vector(dx: hostile.number(), dy: hostile.number()))
            _ = t.apply(
                to: Rect(x: hostile.number(), y: hostile.number(), width: hostile.number(), height: hostile.number()))
            _ = t.description
            let d = t.decomposed
            if isFinite(t) {
                XCTAssertTrue(d.components.allSatisfy(\.isFinite), "\(t)")
                XCTAssertTrue(isFinite(d.affineTransform), "\(t)")
            }
            if let inverse = t.inverted() {
                inverses += 1
                XCTAssertTrue(isFinite(inverse), "\(t) inverts to \(inverse)")
            }
            let angle = hostile.number()
            XCTAssertEqual(isFinite(AffineTransform(rotationAngle: angle)), angle.isFinite, "\(angle)")
            _ = AffineTransform(scaleX: hostile.number(), y: hostile.number())
            _ = AffineTransform(translationX: hostile.number(), y: hostile.number())
            _ = DecomposedTransform.shortestArc(from: hostile.number(), to: hostile.number())
            _ = d.interpolatedAlongShortestArc(to: u.decomposed, fraction: hostile.number())
        }
        XCTAssertGreaterThan(inverses, 1000)
    }

    /// Points, vectors, sizes, rectangles, insets and colours: plain arithmetic, which never traps;
    /// a colour's hex text is always `#` and eight hex digits.
    func testGeometryValuesNeverTrap() {
        for _ in 0..<20_000 {
            let p = Point(x: hostile.number(), y: hostile.number())
            let v = Vector(dx: hostile.number(), dy: hostile.number())
            let s = Size(width: hostile.number(), height: hostile.number())
            let r = Rect(origin: p, size: s), q = Rect(center: p, size: s)
            _ = (p + v, p - v, p - p, p.distance(to: p + v), p.interpolated(to: p, fraction: hostile.number()))
            _ = (
                v.length, v.normalized, v.perpendicular, v.rotated(by: hostile.number()), v * hostile.number(),
                v / hostile.number(), v.dot(v), v.cross(v)
            )
            _ = (s.adding(s), s.scaled(by: hostile.number()), s.distance(to: s))
            _ = (
                r.standardized, r.union(q), r.intersection(q), r.insetBy(dx: hostile.number(), dy: hostile.number()),
                r.offsetBy(v), r.contains(p), r.corners, r.center, r.isEmpty
            )
            _ = r.inset(
                by: EdgeInsets(
                    top: hostile.number(), left: hostile.number(), bottom: hostile.number(),
                    right: hostile.number()))
            let color = Color(
                red: hostile.number(), green: hostile.number(), blue: hostile.number(),
                alpha: hostile.number())
            let hex = color.hexString
            XCTAssertEqual(hex.count, 9, hex)
            XCTAssertTrue(hex.dropFirst().allSatisfy(\.isHexDigit), hex)
            _ = Color(white: hostile.number(), alpha: hostile.number()).withAlpha(hostile.number())
            _ = color.interpolated(to: .black, fraction: hostile.number())
        }
        for text in ["#", "#12345", "#1234567", "#GGGGGG", "#12345\u{301}6", "", "#ffffffff", "00ff00"] {
            _ = Color(hex: text)
        }
    }

    /// A seeded generator's `uniform(in:)` stays inside every finite range, also one wider than the
    /// largest double (-M...M, whose width overflows), and takes one step per number.
    func testUniformNumbersStayInsideEveryFiniteRange() {
        var random = SplitMix64(seed: 7)
        let big = Double.greatestFiniteMagnitude
        for range in [-big...big, -1e308...1e308, 0...big, -big...(-1e300), 1...1, -0.0...0] {
            for _ in 0..<1000 {
                let x = random.uniform(in: range)
                XCTAssertTrue(range.contains(x), "\(x) outside \(range)")
            }
        }
        // One step per number: the state advances by the SplitMix64 increment each time.
        var a = SplitMix64(seed: 1), b = SplitMix64(seed: 1)
        _ = a.uniform(in: -big...big)
        _ = b.next()
        XCTAssertEqual(a.state, b.state)
    }

    /// Timing: curves, springs, timing models and frame times either refuse their numbers with a
    /// `ValueError` or give finite progress at every finite time and fraction.
    func testTimingValuesRefuseOrStayFinite() {
        var models: [TimingModel] = []
        for _ in 0..<3_000 {
            let x1 = hostile.mostly(0...1), y1 = hostile.mostly(-2...2), x2 = hostile.mostly(0...1)
            let y2 = hostile.mostly(-2...2)
            if let curve = try? TimingCurve(x1, y1, x2, y2) {
                for x in [hostile.number(), hostile.mostly(0...1)] where x.isFinite {
                    XCTAssertTrue(curve.progress(at: x).isFinite, "\(curve) at \(x)")
                }
                let y = hostile.number()
                let inverse = curve.inverse(progress: y)
                if !y.isNaN { XCTAssertTrue((0...1).contains(inverse), "\(curve) inverse of \(y) = \(inverse)") }
                let duration = hostile.number()
                if duration.isFinite, duration >= 0 { models.append(.curve(curve, duration: duration)) }
            }
            let duration = hostile.number(), ratio = hostile.mostly(0...1), velocity = hostile.mostly(-5...5)
            do {
                let spring = try Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                let t = hostile.number()
                if t.isFinite {
                    XCTAssertTrue(spring.progress(at: t).isFinite)
                    XCTAssertTrue(spring.velocity(at: t).isFinite)
                    let d = hostile.number()
                    if d.isFinite, d > 0 {
                        XCTAssertTrue(spring.uikitProgress(at: t, duration: d).isFinite, "\(t) \(d)")
                    }
                }
                if duration.isFinite, duration >= 0 { models.append(.spring(spring, duration: duration)) }
            } catch {
                XCTAssertFalse(error.description.contains("\n")) // a ValueError (typed throws)
            }
            do {
                let model = try TimingModel.uikitSpring(
                    duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                models.append(model)
            } catch {
                XCTAssertFalse(error.description.contains("\n")) // a ValueError (typed throws)
            }
            for make in [
                { try Spring(response: $0, dampingRatio: $1, initialVelocity: $2) },
                { try Spring(duration: $0, bounce: $1 - 0.5, initialVelocity: $2) }
            ] as [(Double, Double, Double) throws -> Spring] {
                do {
                    let spring = try make(hostile.number(), hostile.mostly(0...1), hostile.mostly(-5...5))
                    XCTAssertTrue(spring.progress(at: hostile.mostly(0...10)).isFinite)
                } catch {
                    XCTAssertTrue(error is ValueError)
                }
            }
        }
        XCTAssertGreaterThan(models.count, 500)
        for model in models {
            for _ in 0..<4 {
                let t = hostile.number()
                if t.isFinite {
                    XCTAssertTrue(model.progress(atElapsed: t).isFinite, "\(model) at \(t)")
                    XCTAssertTrue(model.progress(atFraction: t).isFinite, "\(model) at fraction \(t)")
                }
                let f = model.fraction(reaching: t)
                XCTAssertTrue((0...1).contains(f), "\(model) reaches \(t) at \(f)")
            }
        }
        for _ in 0..<3_000 {
            let until = hostile.number(), fps = hostile.number(), cap = hostile.count(upTo: 1000)
            do {
                let times = try FrameTimes(until: until, fps: fps, maximumCount: cap)
                XCTAssertTrue(times.count >= 1 && times.count <= max(cap, 1), "\(until) \(fps) \(cap)")
                XCTAssertTrue(times[times.count - 1].isFinite, "\(until) \(fps) \(cap)")
            } catch {
                XCTAssertFalse(error.description.contains("\n")) // a ValueError (typed throws)
            }
        }
    }

    /// Keyframes: tracks and UIKit's emission either refuse their numbers with a `ValueError` or
    /// give finite values at every finite time.
    func testKeyframesRefuseOrStayFinite() {
        var built = 0
        for _ in 0..<3_000 {
            let n = 1 + hostile.index(4)
            var times = (0..<n).map { _ in hostile.mostly(0...1) }
            if hostile.chance(60) { times.sort() }
            let values = (0..<n).map { _ in Point(x: hostile.mostly(-500...500), y: hostile.mostly(-500...500)) }
            let mode = hostile.pick(KeyframeCalculationMode.allCases)
            do {
                let track = try KeyframeTrack(keyTimes: times, values: values, mode: mode)
                built += 1
                for u in [hostile.number(), hostile.mostly(0...1)] where u.isFinite {
                    XCTAssertTrue(track.value(at: u).isFinite, "\(mode) \(times) \(values) at \(u)")
                }
            } catch {
                XCTAssertFalse(error.description.contains("\n")) // a ValueError (typed throws)
            }
            let spans = (0..<n).map { _ in
                KeyframeSpan(start: hostile.mostly(0...1), duration: hostile.mostly(0...1), value: hostile.number())
            }
            do {
                let (keyTimes, keyValues) = try KeyframeTrack<Double>.emitted(
                    initialValue: hostile.number(), frames: spans, totalDuration: hostile.number(),
                    frameInterval: hostile.chance(50) ? 1.0 / 60 : hostile.number())
                XCTAssertEqual(keyTimes.count, keyValues.count)
                XCTAssertTrue(keyTimes.allSatisfy { (0...1).contains($0) }, "\(keyTimes)")
            } catch {
                XCTAssertFalse(error.description.contains("\n")) // a ValueError (typed throws)
            }
        }
        XCTAssertGreaterThan(built, 300)
    }
}
