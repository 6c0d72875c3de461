import Kinema
import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CAKeyframeAnimation.path` with `UIBezierPath` and `CGMutablePath`, as UIKit code writes
/// them; each expected point is worked out beside its assertion.
@MainActor
final class KeyframePathTests: XCTestCase {
    private func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    private func assertPoint(_ p: CGPoint, _ x: Double, _ y: Double, _ accuracy: Double = 1e-9, line: UInt = #line) {
        XCTAssertEqual(Double(p.x), x, accuracy: accuracy, "x", line: line)
        XCTAssertEqual(Double(p.y), y, accuracy: accuracy, "y", line: line)
    }

    /// An orbit: `UIBezierPath(ovalIn:)` of a 200-point square at (100, 100), paced, turning
    /// with the path. The oval starts at the middle of its right side, (300, 200), and turns
    /// clockwise on screen: four quarter-turn curves, each a quarter of the length by symmetry,
    /// so u = 0.25 is the bottom (200, 300), heading left (a half turn), and u = 0.125 is the
    /// middle of the first curve, which lies on the circle at 45 degrees, heading down-left.
    func testAnOrbitAlongAnOval() async {
        let harness = UIKitHarness()
        let satellite = box(in: harness)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 200, height: 200)).cgPath
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        orbit.duration = 4
        satellite.layer.add(orbit, forKey: "orbit")
        harness.advance(to: 0.5)
        let r = 100 / 2.0.squareRoot()
        assertPoint(shown(satellite).position, 200 + r, 200 + r, 1e-7)
        // The tangent there points to angle 3π/4 (down and to the left on screen).
        XCTAssertEqual(Double(shown(satellite).affineTransform().b), Double.sin(3 * Double.pi / 4), accuracy: 1e-6)
        harness.advance(to: 1)
        assertPoint(shown(satellite).position, 200, 300)
        let heading = shown(satellite).affineTransform()
        XCTAssertEqual(Double(heading.a), -1, accuracy: 1e-9) // cos(π)
        XCTAssertEqual(Double(heading.b), 0, accuracy: 1e-9)
        XCTAssertEqual(satellite.center, CGPoint(x: 50, y: 50), "the model is untouched")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// `UIBezierPath`'s clockwise is the screen's; `CGMutablePath`'s is the other way round. Both
    /// arcs below go from angle 0 to π around (200, 200) with radius 100, through the bottom
    /// (200, 300) for the UIKit one and the top (200, 100) for the Core Graphics one: two
    /// segments each, so t = 0.5 of a 1 s linear animation is the middle vertex.
    func testArcDirectionsOfUIKitAndCoreGraphics() async {
        let harness = UIKitHarness()
        let a = box(in: harness), b = box(in: harness)
        let down = CAKeyframeAnimation(keyPath: "position")
        down.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 200, y: 200), radius: 100, startAngle: 0, endAngle: .pi, clockwise: true
            ).cgPath
        down.duration = 1
        a.layer.add(down, forKey: "arc")
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 200, y: 200), radius: 100, startAngle: 0, endAngle: .pi, clockwise: true)
        let up = CAKeyframeAnimation(keyPath: "position")
        up.path = cg
        up.duration = 1
        b.layer.add(up, forKey: "arc")
        harness.advance(to: 0.5)
        assertPoint(shown(a).position, 200, 300)
        assertPoint(shown(b).position, 200, 100)
    }

    /// Around a card: `UIBezierPath(roundedRect:cornerRadius:)` of (0, 0, 200, 100) with radius
    /// 20, paced over 1 s, so the layer is at length fraction t. The path starts at (20, 0), the
    /// end of the top-left corner, and runs along the top: distance 10 is (30, 0) and distance 160
    /// (the top side, 200 - 2 * 20) is (180, 0). The length is the sides, 2(200 + 100) - 8 * 20,
    /// plus four corner cubics with handles k = 4/3 tan(π/8) of the radius along the sides.
    /// The Core Graphics and `byRoundingCorners` forms give the same elements where they agree;
    /// UIKit clamps a radius to half the shorter side.
    func testAroundARoundedRectangle() async {
        let harness = UIKitHarness()
        let card = box(in: harness)
        let around = CAKeyframeAnimation(keyPath: "position")
        around.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20).cgPath
        around.calculationMode = .paced
        around.duration = 1
        card.layer.add(around, forKey: "around")
        let k: Double = 4.0 / 3 * (2.0.squareRoot() - 1) * 20
        let corner: [Derivation.XY] = [(0, 0), (k, 0), (20, 20 - k), (20, 20)]
        let sides: Double = 2 * (200 + 100) - 8 * 20
        let length = sides + 4 * Derivation.cubicLength(corner)
        harness.advance(to: 10 / length)
        assertPoint(shown(card).position, 30, 0, 1e-6)
        harness.advance(to: 160 / length)
        assertPoint(shown(card).position, 180, 0, 1e-6)

        let rect = CGRect(x: 5, y: 5, width: 80, height: 40)
        XCTAssertEqual(
            CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil),
            UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath)
        let some = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 99))
        XCTAssertEqual(
            some.bezierPath,
            BezierPath(
                roundedRect: Rect(x: 5, y: 5, width: 80, height: 40), cornerWidth: 10, cornerHeight: 10,
                corners: [.topLeft, .bottomRight]))
        XCTAssertEqual(
            UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 0))
                .cgPath, UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath)
        // UIKit keeps its corners circular: a radius past half the shorter side (60 / 2) is 30, so
        // the top side runs from 30 to 100 - 30 = 70, a stadium.
        let stadium = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 1000)
        XCTAssertEqual(
            Array(stadium.bezierPath.elements.prefix(2)), [.move(to: Point(x: 30, y: 0)), .line(to: Point(x: 70, y: 0))]
        )
        let shifted = CGMutablePath()
        shifted.addRoundedRect(
            in: rect, cornerWidth: 10, cornerHeight: 4, transform: CGAffineTransform(translationX: 1, y: 2))
        XCTAssertEqual(shifted.boundingBox, CGRect(x: 6, y: 7, width: 80, height: 40))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A toss built with lines and a quadratic curve, with key times and a transform on the Core
    /// Graphics calls: `move(to: (0, 0))`, a line to (100, 0), then a curve to (300, 0) over the
    /// control point (200, -100), all shifted by (10, 20). Key times [0, 0.5, 1] over 2 s: t = 0.5
    /// is halfway along the line, (60, 20); t = 1.5 is the curve at parameter 0.5, the Bernstein
    /// point of (100, 0), (200, -100), (300, 0), shifted.
    func testLinesCurvesAndKeyTimes() async {
        let harness = UIKitHarness()
        let ball = box(in: harness)
        let path = CGMutablePath()
        let shift = CGAffineTransform(translationX: 10, y: 20)
        path.move(to: .zero, transform: shift)
        path.addLine(to: CGPoint(x: 100, y: 0), transform: shift)
        path.addQuadCurve(to: CGPoint(x: 300, y: 0), control: CGPoint(x: 200, y: -100), transform: shift)
        let toss = CAKeyframeAnimation(keyPath: "position")
        toss.path = path
        toss.keyTimes = [0, 0.5, 1]
        toss.duration = 2
        ball.layer.add(toss, forKey: "toss")
        harness.advance(to: 0.5)
        assertPoint(shown(ball).position, 60, 20)
        harness.advance(to: 1.5)
        let p = Derivation.cubicPoint(Derivation.cubicOfQuadratic((100, 0), (200, -100), (300, 0)), 0.5)
        assertPoint(shown(ball).position, p.x + 10, p.y + 20)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 310, y: 20))
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: -80, width: 300, height: 100))
    }

    /// What UIKit code gets wrong is logged, and nothing traps: a path on `position.x`, a rotation
    /// mode without a path, lines with no current point, an empty path.
    func testMisuseIsLogged() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let x = CAKeyframeAnimation(keyPath: "position.x")
        x.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        x.values = [0, 10]
        x.duration = 1
        view.layer.add(x, forKey: "x")
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("the path is ignored") }, "\(harness.diagnostics)")
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(shown(view).position.x), 5, accuracy: 1e-12, "the values animate instead")

        let spin = CAKeyframeAnimation(keyPath: "opacity")
        spin.values = [0, 1]
        spin.rotationMode = .rotateAuto
        view.layer.add(spin, forKey: "spin")
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("rotation mode without a path") })

        let loose = UIBezierPath()
        loose.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertTrue(loose.isEmpty, "no current point: nothing added")
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.path = CGMutablePath()
        view.layer.add(empty, forKey: "empty")
        XCTAssertTrue(
            harness.diagnostics.contains { $0.contains("path segments must not be empty") }, "\(harness.diagnostics)")
        XCTAssertNil(view.layer.animation(forKey: "empty"))
    }
}
