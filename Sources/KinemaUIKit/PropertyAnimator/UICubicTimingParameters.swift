import Foundation
import Kinema

/// The timing of an animation as a cubic Bezier curve from (0, 0) to (1, 1) (UIKit's
/// `UICubicTimingParameters`): a built-in curve or two control points.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve this was made with. For a curve made from control points UIKit leaves
    /// it undefined; here it is the built-in curve with those control points, else `.easeInOut`.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Core Animation's default timing function, the Bezier (0.25, 0.1) (0.25, 1).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(TimingCurve.default.controlPoint1)
        controlPoint2 = CGPoint(TimingCurve.default.controlPoint2)
        isBuiltin = false
        super.init()
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = CGPoint(curve.kinema.controlPoint1)
        controlPoint2 = CGPoint(curve.kinema.controlPoint2)
        isBuiltin = true
        super.init()
    }

    /// A curve through two control points, whose x coordinates must lie in [0, 1] (an animator
    /// given other points logs the error and uses `.easeInOut`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        let builtin = [UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].first {
            CGPoint($0.kinema.controlPoint1) == point1 && CGPoint($0.kinema.controlPoint2) == point2
        }
        animationCurve = builtin ?? .easeInOut
        isBuiltin = false
        super.init()
    }

    /// `.builtin` when made from a built-in curve, else `.cubic`.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The receiver.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The engine's timing.
    func kinemaTiming() throws(ValueError) -> TimingParameters {
        if isBuiltin { return .cubic(animationCurve.kinema) }
        return try .cubic(controlPoint1: controlPoint1.kinema, controlPoint2: controlPoint2.kinema)
    }
}
