import RealModule
import XCTest

@testable import KinemaCore

/// Decomposition, recomposition and the shortest-arc rule, including the pi tie (the rules of the
/// geometry-and-interpolation article of KinemaCore's documentation).
final class DecomposedTransformTests: XCTestCase {
    private func assertClose(
        _ t: AffineTransform, _ u: AffineTransform, accuracy: Double = 1e-12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)] {
            XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line)
        }
    }

    func testScaleRotateTranslateRoundTrip() {
        // Scale (2, 3), then rotate 0.7, then translate (4, 5): a = 2 cos, b = 2 sin, c = -3 sin,
        // d = 3 cos. hypot(a, b) = 2, atan2(b, a) = 0.7, det = 6 -> scaleY = 3.
        let t = AffineTransform(scaleX: 2, y: 3).then(AffineTransform(rotationAngle: 0.7))
            .then(AffineTransform(translationX: 4, y: 5))
        let d = t.decomposed
        XCTAssertEqual(d.scaleX, 2, accuracy: 1e-15)
        XCTAssertEqual(d.scaleY, 3, accuracy: 1e-14)
        XCTAssertEqual(d.rotation, 0.7, accuracy: 1e-15)
        XCTAssertEqual(d.translateX, 4)
        XCTAssertEqual(d.translateY, 5)
        assertClose(d.affineTransform, t)
    }

    func testNegativeDeterminantShowsAsNegativeScaleY() {
        // Scale (-2, 3) then rotate 0.5: a = -2 cos .5, b = -2 sin .5, c = -3 sin .5, d = 3 cos .5.
        // scaleX = 2, rotation = atan2(-2 sin .5, -2 cos .5) = 0.5 - pi, det = -6 -> scaleY = -3.
        let t = AffineTransform(scaleX: -2, y: 3).then(AffineTransform(rotationAngle: 0.5))
        let d = t.decomposed
        XCTAssertEqual(d.scaleX, 2, accuracy: 1e-15)
        XCTAssertEqual(d.scaleY, -3, accuracy: 1e-14)
        XCTAssertEqual(d.rotation, 0.5 - .pi, accuracy: 1e-15)
        assertClose(d.affineTransform, t)
    }

    func testZeroScaleXReadsTheSecondRow() {
        // Scale (0, 2) then a quarter turn: a = b = 0, c = -2, d ~ 0 -> scaleY = 2, rotation pi/2.
        let t = AffineTransform(scaleX: 0, y: 2).then(AffineTransform(rotationAngle: .pi / 2))
        let d = t.decomposed
        XCTAssertEqual(d.scaleX, 0)
        XCTAssertEqual(d.scaleY, 2, accuracy: 1e-15)
        XCTAssertEqual(d.rotation, .pi / 2, accuracy: 1e-15)
        assertClose(d.affineTransform, t)
    }

    func testIdentityToRotationPiTurnsClockwise() {
        // rotation(pi) has b = sin(pi) = +1.2e-16, so its angle is atan2(+0, -1) = +pi; the difference
        // from 0 is exactly +pi and keeps its sign: half way is +pi/2, clockwise (b = +1).
        let from = AffineTransform.identity.decomposed
        let to = AffineTransform(rotationAngle: .pi).decomposed
        XCTAssertEqual(to.rotation, .pi)
        let half = from.interpolatedAlongShortestArc(to: to, fraction: 0.5)
        XCTAssertEqual(half.rotation, .pi / 2)
        XCTAssertEqual(half.affineTransform.b, 1, accuracy: 1e-15)
        XCTAssertEqual(half.affineTransform.c, -1, accuracy: 1e-15)
        // The end equals the target.
        assertClose(
            from.interpolatedAlongShortestArc(to: to, fraction: 1).affineTransform,
            AffineTransform(rotationAngle: .pi))
    }

    func testIdentityToRotationMinusPiTurnsCounterclockwise() {
        // rotation(-pi): b = -1.2e-16, angle atan2(-0, -1) = -pi; the difference -pi keeps its sign.
        let from = AffineTransform.identity.decomposed
        let to = AffineTransform(rotationAngle: -.pi).decomposed
        XCTAssertEqual(to.rotation, -.pi)
        let half = from.interpolatedAlongShortestArc(to: to, fraction: 0.5)
        XCTAssertEqual(half.rotation, -.pi / 2)
        XCTAssertEqual(half.affineTransform.b, -1, accuracy: 1e-15)
    }

    func testShortestArcWrapsThroughPi() {
        // From 0.9 pi to -0.9 pi: the raw difference -1.8 pi wraps to +0.2 pi, through pi.
        XCTAssertEqual(DecomposedTransform.shortestArc(from: 0.9 * .pi, to: -0.9 * .pi), 0.2 * .pi, accuracy: 1e-15)
        XCTAssertEqual(DecomposedTransform.shortestArc(from: -0.9 * .pi, to: 0.9 * .pi), -0.2 * .pi, accuracy: 1e-15)
        XCTAssertEqual(DecomposedTransform.shortestArc(from: 0.1, to: 0.4), 0.3, accuracy: 1e-15)
        let a = DecomposedTransform(rotation: 0.9 * .pi), b = DecomposedTransform(rotation: -0.9 * .pi)
        XCTAssertEqual(a.nearestEquivalent(of: b).rotation, 1.1 * .pi, accuracy: 1e-14)
        XCTAssertEqual(a.interpolatedAlongShortestArc(to: b, fraction: 0.5).rotation, .pi, accuracy: 1e-14)
    }
}
