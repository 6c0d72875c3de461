import KinemaCore
import XCTest

/// The geometry operators and `AnimatableValue` members no animation path happens to call, each
/// against its component-wise definition, and the descriptions values print as.
final class GeometryOperatorTests: XCTestCase {
    func testVectorArithmetic() {
        let u = Vector(dx: 3, dy: -4), v = Vector(dx: 0.5, dy: 2)
        XCTAssertEqual(-u, Vector(dx: -3, dy: 4))
        XCTAssertEqual(2 * u, Vector(dx: 6, dy: -8))
        XCTAssertEqual(u.dot(v), 3 * 0.5 + -4 * 2)
        // Perpendicular: a quarter turn, so its dot product with the vector is 0.
        XCTAssertEqual(u.perpendicular, Vector(dx: 4, dy: 3))
        XCTAssertEqual(u.dot(u.perpendicular), 0)
        var w = u
        w += v
        XCTAssertEqual(w, Vector(dx: 3.5, dy: -2))
        w -= u
        XCTAssertEqual(w, v)
        w *= 4
        XCTAssertEqual(w, Vector(dx: 2, dy: 8))
        // The AnimatableValue spellings agree with the operators.
        XCTAssertEqual(u.adding(v), u + v)
        XCTAssertEqual(u.subtracting(v), u - v)
        XCTAssertEqual(u.scaled(by: -0.5), u * -0.5)
        XCTAssertEqual(u.components, [3, -4])
        XCTAssertEqual(u.magnitudeSquared, 25)
        XCTAssertEqual(u.description, "(3.0, -4.0)")
    }

    func testPointArithmetic() {
        var p = Point(x: 10, y: 20)
        let d = Vector(dx: 1.5, dy: -2)
        XCTAssertEqual(p - d, Point(x: 8.5, y: 22))
        p += d
        XCTAssertEqual(p, Point(x: 11.5, y: 18))
        p -= d
        XCTAssertEqual(p, Point(x: 10, y: 20))
    }

    func testRectInsetsAndEmptiness() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        // left 5, top 6, right 7, bottom 8: origin + (5, 6), size - (5 + 7, 6 + 8).
        XCTAssertEqual(
            r.inset(by: EdgeInsets(top: 6, left: 5, bottom: 8, right: 7)),
            Rect(x: 15, y: 26, width: 88, height: 36))
        // A negative size is standardised first: the same rectangle written from its far corner.
        XCTAssertEqual(
            Rect(x: 110, y: 70, width: -100, height: -50).inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)),
            Rect(x: 11, y: 21, width: 98, height: 48))
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(Rect(x: 1, y: 1, width: 0, height: 5).isEmpty)
        XCTAssertTrue(Rect(x: 1, y: 1, width: 5, height: 0).isEmpty)
        XCTAssertEqual(r.description, "(10.0, 20.0, 100.0, 50.0)")
        XCTAssertEqual(Size(width: 3, height: 4).description, "(3.0 x 4.0)")
    }

    /// `magnitudeSquared` is the sum of the squared components, for every animatable value.
    func testMagnitudeSquaredIsTheSumOfSquaredComponents() {
        func check<V: AnimatableValue>(_ value: V, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(value.magnitudeSquared, value.components.reduce(0) { $0 + $1 * $1 }, file: file, line: line)
        }
        check(Size(width: 3, height: 4))
        check(Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.75))
        check(DecomposedTransform(scaleX: 2, scaleY: 0.5, rotation: 1, translateX: -3, translateY: 4))
        XCTAssertEqual(Size(width: 3, height: 4).magnitudeSquared, 25)
        // A colour prints as #RRGGBBAA, each component times 255, rounded: 0.5 -> 128 = 0x80.
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0, alpha: 0.75).description, "#FF8000BF")
        XCTAssertEqual(
            DecomposedTransform(scaleX: 1, scaleY: 1, rotation: 0, translateX: 2, translateY: 0).description,
            "scale (1.0, 1.0) rotation 0.0 translate (2.0, 0.0)")
    }

    func testMagnitudeLimit() {
        XCTAssertTrue(Limits.isWithinMagnitude(1e9))
        XCTAssertTrue(Limits.isWithinMagnitude(-1e9))
        XCTAssertFalse(Limits.isWithinMagnitude(1e9.nextUp))
        XCTAssertFalse(Limits.isWithinMagnitude(.infinity))
        XCTAssertFalse(Limits.isWithinMagnitude(.nan))
    }

    func testKeyframeTracksAreEqualWhenTheirInputsAre() throws {
        let track = try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0.0, 2, 1], mode: .cubic)
        XCTAssertEqual(track, try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0.0, 2, 1], mode: .cubic))
        XCTAssertNotEqual(track, try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0.0, 2, 1], mode: .linear))
        XCTAssertNotEqual(
            track,
            try KeyframeTrack(
                keyTimes: [0, 0.5, 1], values: [0.0, 2, 1], mode: .cubic,
                tensions: [0, 0.5, 0]))
    }

    func testCurvesAndSpringsDescribeThemselves() throws {
        let curve = try TimingCurve(0.25, 0.1, 0.25, 1)
        // Equal control points: equal curves with equal hashes, so a set holds one.
        XCTAssertEqual(Set([curve, try TimingCurve(0.25, 0.1, 0.25, 1)]).count, 1)
        XCTAssertEqual(curve.description, "TimingCurve(0.25, 0.1, 0.25, 1.0)")
        XCTAssertEqual(
            try Spring(mass: 1, stiffness: 100, damping: 20).description,
            "Spring(mass: 1.0, stiffness: 100.0, damping: 20.0, initialVelocity: 0.0)")
    }
}
