import KinemaCore
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The hit test hands each subview the point through that subview's own matrix (centre, bounds
/// origin, transform) instead of converting through the window at every level. Checked here
/// against UIKit's definition written with `convert(_:to:)`, on trees with rotations, scales,
/// shears and bounds origins.
@MainActor
final class UIViewHitTestTests: XCTestCase {
    /// UIKit's hit test, spelled with `convert(_:to:)` (which goes through the window).
    private func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled, view.point(inside: point, with: nil)
        else { return nil }
        for sub in view.subviews.reversed() {
            if let hit = referenceHitTest(sub, view.convert(point, to: sub)) { return hit }
        }
        return view
    }

    /// A random tree of 60 views, some nested 12 deep, each with a random frame, transform and
    /// bounds origin; 400 random window points must hit the same view both ways.
    func testTheHitTestAgreesWithConversionsThroughTheWindow() async {
        var random = SplitMix64(seed: 22)
        func uniform(_ low: Double, _ high: Double) -> CGFloat {
            CGFloat(low + (high - low) * Double(random.next() >> 11) / Double(1 << 53))
        }
        let harness = UIKitHarness()
        var views: [UIView] = [harness.window]
        for i in 0..<60 {
            let parent = i % 5 == 0 ? views[views.count - 1] : views[Int(random.next() % UInt64(views.count))]
            let v = UIView(
                frame: CGRect(
                    x: uniform(-20, 200), y: uniform(-20, 400), width: uniform(20, 180), height: uniform(20, 240)))
            switch random.next() % 4 {
            case 0: v.transform = CGAffineTransform(rotationAngle: uniform(-3, 3))
            case 1: v.transform = CGAffineTransform(scaleX: uniform(0.3, 2), y: uniform(0.3, 2))
            case 2: v.transform = CGAffineTransform(a: 1, b: 0, c: uniform(-0.8, 0.8), d: 1, tx: 0, ty: 0)
            default: break
            }
            if random.next() % 3 == 0 { v.bounds.origin = CGPoint(x: uniform(-30, 30), y: uniform(-30, 30)) }
            parent.addSubview(v)
            views.append(v)
        }
        var hitsBelowTheWindow = 0
        for _ in 0..<400 {
            let p = CGPoint(x: uniform(0, 375), y: uniform(0, 667))
            let expected = referenceHitTest(harness.window, p)
            let found = harness.window.hitTest(p, with: nil)
            XCTAssertTrue(found === expected, "at \(p)")
            if let found, found !== harness.window { hitsBelowTheWindow += 1 }
        }
        // The points must reach into the tree for the comparison to mean something.
        XCTAssertGreaterThan(hitsBelowTheWindow, 100)
    }
}
