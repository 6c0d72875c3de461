import Kinema
import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CAShapeLayer` as progress rings and checkmarks are written: the stroke drawn by animating
/// `strokeEnd`, values worked out beside each assertion.
@MainActor
final class ShapeLayerTests: XCTestCase {
    /// A progress ring: a circle of radius 40 about (50, 50) from the top, clockwise, stroked
    /// 6 wide, `strokeEnd` 0 -> 1 over 2 s (linear). At 1 s half the ring is drawn; the drawn
    /// part ends at the bottom of the circle, (50, 90), since the four quarter curves are equally
    /// long.
    func testAProgressRing() async throws {
        let harness = UIKitHarness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(host)
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.frame = host.bounds
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = CGColor(srgbRed: 1, green: 0.176, blue: 0.333, alpha: 1)
        ring.lineWidth = 6
        ring.strokeEnd = 0
        host.layer.addSublayer(ring)
        XCTAssertNil(ring.animationKeys(), "set up in the turn it was added")
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        fill.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(fill, forKey: "progress")
        harness.advance(to: 1)
        XCTAssertEqual(Double(ring.presentation()?.strokeEnd ?? -1), 0.5, accuracy: 1e-12)
        XCTAssertEqual(ring.strokeEnd, 0, "the model stays at 0")
        XCTAssertNotNil(ring.presentation()?.path, "the presentation keeps the path")
        let frame = harness.snapshot()
        let view = try XCTUnwrap(frame["ring"])
        XCTAssertEqual(view.values.strokeEnd, 0.5, accuracy: 1e-12)
        guard case .shape(let shape)? = view.content else { return XCTFail("no shape") }
        XCTAssertEqual(view.values.fillColor, .clear, "a nil fill is clear")
        XCTAssertNil(ring.fillColor)
        XCTAssertEqual(shape.lineDashPattern, [])
        let drawn = try PathMotion(shape.path).trimmed(from: 0, to: view.values.strokeEnd)
        let end = try XCTUnwrap(drawn.currentPoint)
        XCTAssertEqual(end.x, 50, accuracy: 1e-9)
        XCTAssertEqual(end.y, 90, accuracy: 1e-9)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Implicit animations of the stroke: once shown, `strokeEnd = 1` runs over 0.25 s on the
    /// default curve (0.25, 0.1, 0.25, 1), and `lineWidth` too; the path changes at once.
    func testImplicitStrokeAnimations() async {
        let harness = UIKitHarness()
        let check = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 40, y: 80))
        path.addLine(to: CGPoint(x: 90, y: 20))
        check.path = path.cgPath
        check.strokeEnd = 0
        harness.window.layer.addSublayer(check)
        harness.advance(to: 0.1)
        check.strokeEnd = 1
        check.lineWidth = 5
        XCTAssertEqual(check.animationKeys(), ["strokeEnd", "lineWidth"])
        harness.advance(to: 0.225)
        let b = Derivation.bezier(0.5, 0.25, 0.1, 0.25, 1)
        XCTAssertEqual(Double(check.presentation()?.strokeEnd ?? -1), b, accuracy: 1e-6)
        XCTAssertEqual(Double(check.presentation()?.lineWidth ?? -1), 1 + 4 * b, accuracy: 1e-6)
        check.path = nil
        XCTAssertNil(harness.snapshot()[check.kinemaView?.name ?? ""]?.content, "no path, nothing drawn")
    }

    /// Colours and dashes: `fillColor` from red to blue over 1 s (linear) is (0.75, 0, 0.25) at
    /// 0.25 s; `lineDashPhase` 0 -> 10 over 0.5 s, repeating forever, is 10 * (0.6 - 0.5) / 0.5 =
    /// 2 at 0.6 s; the dash pattern reaches the drawn shape as doubles. Setting `strokeColor` on the
    /// shown layer animates it implicitly over 0.25 s on the default curve: at 0.125 s into it,
    /// each component is the old one plus (new - old) times the curve's value at 0.5.
    func testColoursAndMarchingDashes() async throws {
        let harness = UIKitHarness()
        let outline = CAShapeLayer()
        outline.name = "outline"
        outline.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8).cgPath
        outline.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        outline.lineDashPattern = [6, 4]
        harness.window.layer.addSublayer(outline)
        let tint = CABasicAnimation(keyPath: "fillColor")
        tint.fromValue = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 1
        tint.timingFunction = CAMediaTimingFunction(name: .linear)
        outline.add(tint, forKey: "tint")
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = 10
        march.duration = 0.5
        march.repeatCount = .infinity
        march.timingFunction = CAMediaTimingFunction(name: .linear)
        outline.add(march, forKey: "march")
        harness.advance(to: 0.25)
        let fill = try XCTUnwrap(harness.snapshot()["outline"]).values.fillColor
        XCTAssertEqual(fill.red, 0.75, accuracy: 1e-12)
        XCTAssertEqual(fill.green, 0, accuracy: 1e-12)
        XCTAssertEqual(fill.blue, 0.25, accuracy: 1e-12)
        harness.advance(to: 0.6)
        XCTAssertEqual(Double(outline.presentation()?.lineDashPhase ?? -1), 2, accuracy: 1e-9)
        let shown = try XCTUnwrap(harness.snapshot()["outline"])
        guard case .shape(let shape)? = shown.content else { return XCTFail("no shape") }
        XCTAssertEqual(shape.lineDashPattern, [6, 4])

        outline.strokeColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        XCTAssertEqual(outline.animationKeys()?.contains("strokeColor"), true)
        harness.advance(to: 0.725)
        let b = Derivation.bezier(0.5, 0.25, 0.1, 0.25, 1)
        let stroke = try XCTUnwrap(harness.snapshot()["outline"]).values.strokeColor
        XCTAssertEqual(stroke.red, b, accuracy: 1e-6)
        XCTAssertEqual(stroke.blue, b, accuracy: 1e-6)
        XCTAssertNotNil(outline.strokeColor)
        outline.fillColor = nil
        XCTAssertNil(outline.fillColor, "nil reads back as nil")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A morph as UIKit code writes it: a rectangle of (0, 0, 100, 40) to one of (10, 20, 50, 60),
    /// both four lines and a close, over 1 s (linear). At 0.5 s every corner is halfway: the
    /// origin (5, 10), the far corner (80, 60). The presentation layer's path is the blend; the
    /// model keeps the path set. Setting the path on the shown layer animates implicitly from the
    /// path on screen over 0.25 s on the default curve. A `UIBezierPath` value is refused with
    /// Core Animation's hint.
    func testPathMorphs() async throws {
        let harness = UIKitHarness()
        let shape = CAShapeLayer()
        shape.name = "morph"
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 40), transform: nil)
        harness.window.layer.addSublayer(shape)
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = CGPath(rect: CGRect(x: 10, y: 20, width: 50, height: 60), transform: nil)
        morph.duration = 1
        morph.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(morph, forKey: "morph")
        harness.advance(to: 0.5)
        let shown = try XCTUnwrap(shape.presentation()?.path)
        XCTAssertEqual(shown.boundingBox, CGRect(x: 5, y: 10, width: 75, height: 50))
        XCTAssertEqual(shape.path?.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 40), "the model is untouched")
        guard case .shape(let drawn)? = harness.snapshot()["morph"]?.content else { return XCTFail("no shape") }
        XCTAssertEqual(drawn.path.controlPointBounds, Rect(x: 5, y: 10, width: 75, height: 50))

        // Implicit, once the morph is gone: from the model's rectangle on screen, (0, 0, 100, 40),
        // to (40, 40, 20, 20), each corner on its straight line, eased by the curve's value b.
        shape.removeAllAnimations()
        harness.advance(to: 1)
        shape.path = CGPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        XCTAssertEqual(shape.animationKeys(), ["path"])
        harness.advance(to: 1.125)
        let b = Derivation.bezier(0.5, 0.25, 0.1, 0.25, 1)
        let mid = try XCTUnwrap(shape.presentation()?.path?.boundingBox)
        XCTAssertEqual(Double(mid.minX), 40 * b, accuracy: 1e-6)
        XCTAssertEqual(Double(mid.minY), 40 * b, accuracy: 1e-6)
        XCTAssertEqual(Double(mid.width), 100 + (20 - 100) * b, accuracy: 1e-6)
        XCTAssertEqual(Double(mid.height), 40 + (20 - 40) * b, accuracy: 1e-6)

        let refused = CABasicAnimation(keyPath: "path")
        refused.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.add(refused, forKey: "refused")
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("use .cgPath") }, "\(harness.diagnostics)")
    }
}
