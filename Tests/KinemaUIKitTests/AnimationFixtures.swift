import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A 100 x 100 view whose centre is `center` ((50, 50) by default), in the harness's window: what
/// the animation tests move.
@MainActor
func box(in harness: UIKitHarness, center: CGPoint = CGPoint(x: 50, y: 50)) -> UIView {
    let view = UIView(frame: CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
    harness.window.addSubview(view)
    return view
}

/// UIKit's keyframe example on `view` (a ``box(in:center:)``): x 50 -> 150 in the first half of
/// 1 s, -> 100 in the second, in the linear calculation mode with the linear curve (raw value
/// 3 << 16) and `options` besides. Each sample `(t, x)` is checked at time `t`; within one pass the
/// value is 50 + 200 u before u = 0.5 and 150 - 200 (u - 0.5) after.
@MainActor
func assertTheKeyframeExample(
    _ harness: UIKitHarness, _ view: UIView, options: UIView.KeyframeAnimationOptions = [],
    samples: [(t: Double, x: Double)], file: StaticString = #filePath, line: UInt = #line
) {
    UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        options: options.union([.calculationModeLinear, UIView.KeyframeAnimationOptions(rawValue: 3 << 16)]),
        animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 100 }
        })
    for (t, x) in samples {
        harness.advance(to: t)
        XCTAssertEqual(
            Double(view.layer.presentation()?.position.x ?? 0), x, accuracy: 1e-9, "t = \(t)", file: file, line: line)
    }
}
