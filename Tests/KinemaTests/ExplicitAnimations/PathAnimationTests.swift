import Kinema
import KinemaCore
import KinemaDerivations
import XCTest

/// Keyframe animations along a path: the timing of its segments, the paced modes, turning with
/// the path, and refusals. The box of `makeExplicitScene()` sits at (100, 100).
final class PathAnimationTests: XCTestCase {
    /// (0, 0) to (100, 0), then down to (100, 50): two segments, 100 and 50 long.
    private var corner: BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 50))
        return path
    }

    /// The box's presentation centre at `t` seconds under `animation` (duration 1 unless set).
    private func shown(_ animation: KeyframeAnimation, at t: Double) throws -> Point {
        let (scene, box) = try makeExplicitScene()
        var animation = animation
        if animation.duration == 0 { animation.duration = 1 }
        try box.addAnimation(animation, forKey: "path")
        try scene.advance(to: t)
        return box.presentation.center
    }

    private func assertPoint(_ p: Point, _ x: Double, _ y: Double, _ accuracy: Double = 1e-12, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x", line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y", line: line)
    }

    func testSegmentsShareTheTimeEvenly() throws {
        let motion = KeyframeAnimation(keyPath: .position, path: corner)
        // Two segments, half the time each: t = 0.25 is halfway along the first.
        assertPoint(try shown(motion, at: 0.25), 50, 0)
        assertPoint(try shown(motion, at: 0.75), 100, 25)
        assertPoint(try shown(motion, at: 0.5), 100, 0)
    }

    func testKeyTimesAndTimingFunctionsPlaceTheVertices() throws {
        var motion = KeyframeAnimation(keyPath: .position, path: corner, keyTimes: [0, 0.8, 1])
        motion.timingFunctions = [.easeIn, .linear]
        // u = 0.4 is halfway through segment 0 (0 ... 0.8), eased in.
        assertPoint(try shown(motion, at: 0.4), 100 * Derivation.easeIn(0.5), 0, 1e-6)
        // u = 0.9 is halfway through segment 1 (0.8 ... 1), linear.
        assertPoint(try shown(motion, at: 0.9), 100, 25, 1e-9)
    }

    func testPacedMovesAtConstantSpeed() throws {
        for mode in [KeyframeCalculationMode.paced, .cubicPaced] {
            let motion = KeyframeAnimation(
                keyPath: .position, path: corner, keyTimes: [0, 0.9, 1], calculationMode: mode)
            // 150 long: u = 0.5 is 75 along the first line, u = 0.8 is 120, 20 down the second.
            assertPoint(try shown(motion, at: 0.5), 75, 0, 1e-9)
            assertPoint(try shown(motion, at: 0.8), 100, 20, 1e-9)
        }
    }

    func testDiscreteJumpsFromVertexToVertex() throws {
        let motion = KeyframeAnimation(
            keyPath: .position, path: corner, keyTimes: [0, 0.5, 1], calculationMode: .discrete)
        assertPoint(try shown(motion, at: 0.4), 0, 0)
        assertPoint(try shown(motion, at: 0.6), 100, 0)
    }

    func testCubicModeFollowsThePathAsLinearDoes() throws {
        let motion = KeyframeAnimation(keyPath: .position, path: corner, calculationMode: .cubic)
        assertPoint(try shown(motion, at: 0.25), 50, 0)
    }

    func testAQuadraticCurveAtItsParameterAndPaced() throws {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 200, y: 0), control: Point(x: 100, y: 100))
        let cubic = Derivation.cubicOfQuadratic((0, 0), (100, 100), (200, 0))
        // One segment, linear: the Bézier parameter is the fraction of the time.
        let at3 = Derivation.cubicPoint(cubic, 0.3)
        assertPoint(try shown(KeyframeAnimation(keyPath: .position, path: path), at: 0.3), at3.x, at3.y, 1e-9)
        // Paced: the curve is symmetric, so half its length is its middle, (100, 50).
        let paced = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
        assertPoint(try shown(paced, at: 0.5), 100, 50, 1e-9)
        // A quarter of the length: bisection on Simpson's rule.
        let t = Derivation.cubicParameter(cubic, atLength: Derivation.cubicLength(cubic) / 4)
        let quarter = Derivation.cubicPoint(cubic, t)
        assertPoint(try shown(paced, at: 0.25), quarter.x, quarter.y, 1e-7)
    }

    func testArcsAreQuarterTurnCurvesThroughTheCircle() throws {
        // A full clockwise turn from angle 0: four segments whose ends are the compass points
        // (y down: a quarter turn clockwise from (100, 0) is (0, 100)).
        var circle = BezierPath()
        circle.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        let turn = KeyframeAnimation(keyPath: .position, path: circle)
        assertPoint(try shown(turn, at: 0.25), 0, 100, 1e-9)
        assertPoint(try shown(turn, at: 0.5), -100, 0, 1e-9)
        // The middle of each quarter-turn curve lies on the circle (the 4/3 tan(θ/4) handles).
        let r = 100 / 2.0.squareRoot()
        assertPoint(try shown(turn, at: 0.125), r, r, 1e-9)
        // Anticlockwise: a quarter turn goes up.
        var up = BezierPath()
        up.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false)
        assertPoint(try shown(KeyframeAnimation(keyPath: .position, path: up), at: 0.25), 0, -100, 1e-9)
        // Clockwise from 0 to -π/2 is three quarter turns: three segments, the first ending at π/2.
        var most = BezierPath()
        most.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: -Double.pi / 2, clockwise: true)
        XCTAssertEqual(try PathMotion(most).segmentCount, 3)
        assertPoint(try shown(KeyframeAnimation(keyPath: .position, path: most), at: 1.0 / 3), 0, 100, 1e-9)
    }

    func testClosingAndMovingBetweenSubpaths() throws {
        // A rectangle: four lines, the last one the close from (0, 50) back to (0, 0).
        let rect = KeyframeAnimation(
            keyPath: .position, path: BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 50)))
        assertPoint(try shown(rect, at: 7.0 / 8), 0, 25)
        // Two subpaths: the motion jumps from the end of the first to the start of the second.
        var two = BezierPath()
        two.move(to: Point(x: 0, y: 0))
        two.addLine(to: Point(x: 10, y: 0))
        two.move(to: Point(x: 50, y: 50))
        two.addLine(to: Point(x: 60, y: 50))
        let jump = KeyframeAnimation(keyPath: .position, path: two)
        assertPoint(try shown(jump, at: 0.45), 9, 0)
        assertPoint(try shown(jump, at: 0.5), 50, 50)
    }

    func testTurningWithThePath() throws {
        let (scene, box) = try makeExplicitScene()
        box.transform = AffineTransform(scaleX: 2, y: 1)
        var motion = KeyframeAnimation(keyPath: .position, path: corner)
        motion.duration = 1
        motion.rotationMode = .tangent
        try box.addAnimation(motion, forKey: "path")
        try scene.advance(to: 0.25)
        // Moving right: no turn, the model's scale shows as it is.
        XCTAssertEqual(box.presentation.transform.a, 2, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.transform.b, 0, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        // Moving down: a quarter turn clockwise, then the model's scale: (1, 0) turns to (0, 1),
        // which the scale keeps; (0, 1) turns to (-1, 0) and is stretched to (-2, 0). (The other
        // order would stretch first: b = 2.)
        XCTAssertEqual(box.presentation.transform.a, 0, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.transform.b, 1, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.transform.c, -2, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.transform.d, 0, accuracy: 1e-12)
        XCTAssertEqual(box.transform, AffineTransform(scaleX: 2, y: 1)) // the model is untouched

        // Along a quadratic curve the angle is the derivative's: at t = 0.3,
        // B'(t) = 2 (1 - t) (100, 100) + 2 t (100, -100) = (200, 80); reversed adds a half turn.
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 200, y: 0), control: Point(x: 100, y: 100))
        let (scene2, ball) = try makeExplicitScene()
        var toss = KeyframeAnimation(keyPath: .position, path: path)
        toss.duration = 1
        toss.rotationMode = .reversedTangent
        try ball.addAnimation(toss, forKey: "toss")
        try scene2.advance(to: 0.3)
        let d = Derivation.cubicDerivative(Derivation.cubicOfQuadratic((0, 0), (100, 100), (200, 0)), 0.3)
        let angle = Double.atan2(y: d.y, x: d.x) + Double.pi
        XCTAssertEqual(ball.presentation.transform.a, Double.cos(angle), accuracy: 1e-9)
        XCTAssertEqual(ball.presentation.transform.b, Double.sin(angle), accuracy: 1e-9)
        XCTAssertEqual(Double.atan2(y: d.y, x: d.x), Double.atan2(y: 80, x: 200), accuracy: 1e-12)
    }

    func testAdditiveAndCumulativePaths() throws {
        var nudge = BezierPath()
        nudge.move(to: .zero)
        nudge.addLine(to: Point(x: 10, y: 0))
        var additive = KeyframeAnimation(keyPath: .position, path: nudge)
        additive.isAdditive = true
        // Added to the model centre (100, 100).
        assertPoint(try shown(additive, at: 0.5), 105, 100)
        var cumulative = KeyframeAnimation(keyPath: .position, path: nudge)
        cumulative.isCumulative = true
        cumulative.timing.repeatCount = 3
        // Cycle 2 at its middle: 2 * (10, 0) + (5, 0).
        assertPoint(try shown(cumulative, at: 2.5), 25, 0)
    }

    func testRefusals() throws {
        let (scene, box) = try makeExplicitScene()
        XCTAssertThrowsError(try box.addAnimation(KeyframeAnimation(keyPath: .positionX, path: corner), forKey: "x")) {
            XCTAssertEqual($0 as? AnimationError, .pathForNonPointKeyPath("position.x"))
        }
        var lonely = BezierPath()
        lonely.move(to: Point(x: 5, y: 5))
        XCTAssertThrowsError(try box.addAnimation(KeyframeAnimation(keyPath: .position, path: lonely), forKey: "m")) {
            XCTAssertEqual($0 as? AnimationError, .invalidValue(.empty("path segments")))
        }
        for bad in [Double.nan, 1e10] {
            var path = corner
            path.addLine(to: Point(x: bad, y: 0))
            XCTAssertThrowsError(try box.addAnimation(KeyframeAnimation(keyPath: .position, path: path), forKey: "b")) {
                guard case .invalidValue(.outOfRange("path coordinate", _, _))? = $0 as? AnimationError else {
                    return XCTFail("\($0)")
                }
            }
        }
        var curves = KeyframeAnimation(keyPath: .position, path: corner)
        curves.timingFunctions = [.linear]
        XCTAssertThrowsError(try box.addAnimation(curves, forKey: "c")) {
            XCTAssertEqual(
                $0 as? AnimationError, .invalidValue(.countMismatch("timing functions", count: 1, values: 3)))
        }
        XCTAssertTrue(box.animationKeys().isEmpty)
        XCTAssertNotNil(scene.root.subviews.first)
    }
}
