import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

final class ReplicatorView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }
}

/// `CAReplicatorLayer` as loading indicators use it: copies turned about the centre, delayed and
/// tinted, free-standing or as a view's layer.
@MainActor
final class ReplicatorLayerTests: XCTestCase {
    /// The spinner of the documentation's example, 12 bars 30 degrees apart, each fading from 1
    /// to 0.1 over 1 s (linear, repeating) 1/12 s behind the one before, set up in that order:
    /// the animation is added while the replicator is in no window, so it waits (among the
    /// keys) and begins when the replicator joins the window, at 0.2 s. At 0.7 s bar k is at
    /// local time 0.5 - k / 12: 1 - 0.9 (0.5 - k / 12) for k <= 6 (0.55 for the first, 1 for the
    /// seventh), and not begun (1) after. The fourth bar, turned 90 degrees about the centre
    /// (50, 50), has its centre at (81, 50) in the replicator, (101, 70) in the window.
    func testASpinner() async throws {
        let harness = UIKitHarness()
        let replicator = CAReplicatorLayer()
        replicator.name = "spinner"
        replicator.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        let bar = CALayer()
        bar.name = "bar"
        bar.frame = CGRect(x: 45, y: 5, width: 10, height: 28)
        bar.backgroundColor = UIColor.darkGray.cgColor
        replicator.addSublayer(bar)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .infinity
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        bar.add(fade, forKey: "fade")
        XCTAssertEqual(bar.animationKeys(), ["fade"])
        XCTAssertTrue(bar.animation(forKey: "fade") is CABasicAnimation)
        harness.advance(to: 0.2)
        harness.window.layer.addSublayer(replicator)
        harness.advance(to: 0.7)
        let frame = harness.snapshot()
        let bars = (1...12).map { k in frame[k == 1 ? "bar" : "bar #\(k)"] }
        XCTAssertEqual(bars.compactMap { $0 }.count, 12)
        for (k, snapshot) in bars.enumerated() {
            let local = 0.5 - Double(k) / 12
            let expected = local < 0 ? 1 : 1 - 0.9 * local
            XCTAssertEqual(snapshot?.alpha ?? -1, expected, accuracy: 1e-9, "bar \(k + 1)")
        }
        XCTAssertEqual(bars[3]?.center.x ?? 0, 101, accuracy: 1e-9)
        XCTAssertEqual(bars[3]?.center.y ?? 0, 70, accuracy: 1e-9)
        XCTAssertEqual(replicator.sublayers?.count, 1, "the copies are not sublayers")
    }

    /// A view backed by a replicator: five squares 40 pt apart whose colour is multiplied by
    /// red 1 and green and blue falling by 0.2 a copy: copy k shows (1, 1 - 0.2 k, 1 - 0.2 k) on a
    /// white square.
    func testAReplicatorViewTintsItsCopies() async throws {
        let harness = UIKitHarness()
        let row = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        harness.window.addSubview(row)
        let replicator = try XCTUnwrap(row.layer as? CAReplicatorLayer)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceGreenOffset = -0.2
        replicator.instanceBlueOffset = -0.2
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        square.accessibilityIdentifier = "square"
        square.backgroundColor = .white
        row.addSubview(square)
        let frame = harness.snapshot()
        for k in 0..<5 {
            let copy = try XCTUnwrap(frame[k == 0 ? "square" : "square #\(k + 1)"])
            XCTAssertEqual(copy.backgroundColor.red, 1, accuracy: 1e-6)
            XCTAssertEqual(copy.backgroundColor.green, 1 - 0.2 * Double(k), accuracy: 1e-6)
            XCTAssertEqual(copy.backgroundColor.blue, 1 - 0.2 * Double(k), accuracy: 1e-6)
            XCTAssertEqual(copy.center.x, 15 + 40 * Double(k), accuracy: 1e-9)
        }
        XCTAssertEqual(row.subviews.count, 1)
    }

    /// The instance colour and the red and alpha offsets: (0.5, 1, 1, 1) plus (0.25, 0, 0, -0.5)
    /// a copy multiplies a white square's colour to red 0.5, 0.75, 1 and alpha 1, 0.5, 0.
    func testInstanceColourAndOffsets() async throws {
        let harness = UIKitHarness()
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        replicator.instanceRedOffset = 0.25
        replicator.instanceAlphaOffset = -0.5
        XCTAssertEqual(replicator.instanceColor?.alpha, 1)
        let square = CALayer()
        square.name = "square"
        square.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(square)
        harness.window.layer.addSublayer(replicator)
        let colours = try ["square", "square #2", "square #3"].map {
            try XCTUnwrap(harness.snapshot()[$0]).backgroundColor
        }
        XCTAssertEqual(colours.map(\.red), [0.5, 0.75, 1])
        XCTAssertEqual(colours.map(\.alpha), [1, 0.5, 0])
        XCTAssertEqual(colours.map(\.green), [1, 1, 1])
    }

    /// A 3D instance transform keeps its affine part and is reported.
    func testA3DInstanceTransformIsReported() async {
        let harness = UIKitHarness()
        let replicator = CAReplicatorLayer()
        harness.window.layer.addSublayer(replicator)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        replicator.instanceTransform = perspective
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("instanceTransform keeps its affine part") })
    }
}
