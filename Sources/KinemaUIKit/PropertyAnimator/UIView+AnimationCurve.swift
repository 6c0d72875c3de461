import Foundation
import Kinema

extension UIView {
    /// UIKit's four built-in timing curves (same raw values as UIKit), for
    /// `UIViewPropertyAnimator(duration:curve:animations:)` and
    /// `UICubicTimingParameters(animationCurve:)`.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at the start and the end: the Bezier (0.42, 0) (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: (0.42, 0) (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0) (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The engine's curve: the one the animation options select with this curve's bits, the
        /// raw value shifted left by 16 (how UIKit derives the `curve...` options from the curves).
        var kinema: TimingCurve { Kinema.AnimationOptions(rawValue: UInt(rawValue) << 16).curve }
    }
}
