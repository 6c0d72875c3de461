import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A gradient view and a shape view as UIKit code declares them.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A subclass of a layer class declared outside Kinema, with an initialiser of its own.
final class PulseLayer: CAShapeLayer {
    var pulses = 3
    override init() { super.init() }
    required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }
}

final class PulseView: UIView {
    override class var layerClass: AnyClass { PulseLayer.self }
}

final class NotALayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

/// `UIView.layerClass`: a view backed by a gradient or a shape layer shows the layer's gradient
/// or shape as its own content, and the layer's values animate as a free layer's do explicitly.
@MainActor
final class LayerClassTests: XCTestCase {
    /// A plain view's layer is a `CALayer`; a gradient view's is a `CAGradientLayer` whose
    /// colours are the view's content. Setting its locations does not animate (a view's layer has
    /// no implicit animations); an explicit animation of them, linear over 1 s from [0, 0.5] to
    /// [0.5, 1] added at 0.1 s, is halfway at 0.6 s: [0.25, 0.75].
    func testAGradientView() async throws {
        let harness = UIKitHarness()
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.accessibilityIdentifier = "fade"
        harness.window.addSubview(view)
        view.gradientLayer.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        guard case .gradient(let gradient)? = harness.snapshot()["fade"]?.content else {
            return XCTFail("no gradient")
        }
        XCTAssertEqual(gradient.colors, [Color(white: 0), Color(white: 1)])
        XCTAssertEqual(gradient.startPoint, Point(x: 0, y: 0.5))

        harness.advance(to: 0.1)
        view.gradientLayer.locations = [0.1, 0.9]
        XCTAssertNil(view.layer.animationKeys(), "a view's layer does not animate implicitly")
        let slide = CABasicAnimation(keyPath: "locations")
        slide.fromValue = [0.0, 0.5]
        slide.toValue = [0.5, 1.0]
        slide.duration = 1
        view.layer.add(slide, forKey: "slide")
        harness.advance(to: 0.6)
        guard case .gradient(let moving)? = harness.snapshot()["fade"]?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(moving.locations, [0.25, 0.75])
        XCTAssertEqual(view.gradientLayer.presentation()?.locations, [0.25, 0.75])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A shape view draws its layer's path; a subclass declared outside Kinema keeps its own
    /// stored properties; its stroke end animates (0 to 1 linear over 1 s: 0.5 at 0.5 s).
    func testShapeViewsAndLayerSubclasses() async throws {
        let harness = UIKitHarness()
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        shape.accessibilityIdentifier = "ring"
        harness.window.addSubview(shape)
        let layer = try XCTUnwrap(shape.layer as? CAShapeLayer)
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        guard case .shape? = harness.snapshot()["ring"]?.content else { return XCTFail("no shape") }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        layer.add(draw, forKey: "draw")
        harness.advance(to: 0.5)
        XCTAssertEqual(harness.snapshot()["ring"]?.values.strokeEnd ?? -1, 0.5, accuracy: 1e-12)

        let pulse = PulseView()
        let pulseLayer = try XCTUnwrap(pulse.layer as? PulseLayer)
        XCTAssertEqual(pulseLayer.pulses, 3)
        XCTAssertTrue(pulseLayer.delegate === pulse)
    }

    /// A layer class that is not a `CALayer` subclass is reported, and the view gets a
    /// `CALayer` (UIKit would stop).
    func testALayerClassThatIsNotALayer() async throws {
        let harness = UIKitHarness()
        let view = NotALayerView()
        harness.window.addSubview(view)
        XCTAssertTrue(type(of: view.layer) == CALayer.self)
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("not a CALayer subclass") }, "\(harness.diagnostics)")
    }
}
