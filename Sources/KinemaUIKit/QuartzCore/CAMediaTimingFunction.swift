import Foundation
import Kinema

/// The names of Core Animation's predefined timing functions, with its raw values.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"linear"`, `"easeIn"`, ...).
    public let rawValue: String
    /// A name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// The pacing of an animation: a cubic Bezier curve from (0, 0) to (1, 1) through two control
/// points, mapping the fraction of a pass's time to the fraction of its progress (Kinema's
/// `TimingCurve`, ``curve``).
///
/// Control points' x coordinates must lie in [0, 1]; one outside is clamped into it and a
/// coordinate that is not finite makes the function linear. Either is reported in the
/// diagnostics when an animation using the function is added to a layer.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve as Kinema's `TimingCurve`.
    public let curve: TimingCurve
    /// What was wrong with the control points the function was made from, or nil.
    let problem: String?

    /// A predefined timing function; an unknown name gives Core Animation's default curve (and
    /// a diagnostic when an animation using it is added to a layer).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(curve: .linear, problem: nil)
        case .easeIn: self.init(curve: .easeIn, problem: nil)
        case .easeOut: self.init(curve: .easeOut, problem: nil)
        case .easeInEaseOut: self.init(curve: .easeInOut, problem: nil)
        case .default: self.init(curve: .default, problem: nil)
        default:
            self.init(
                curve: .default, problem: "unknown timing function name \"\(name.rawValue)\"; using the default curve")
        }
    }

    /// A cubic Bezier curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); the end points
    /// are (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let raw = [c1x, c1y, c2x, c2y].map(Double.init)
        guard raw.allSatisfy(\.isFinite) else {
            curve = .linear
            problem = "timing function control points \(raw) are not finite; using a linear curve"
            super.init()
            return
        }
        let x1 = Swift.min(Swift.max(raw[0], 0), 1), x2 = Swift.min(Swift.max(raw[2], 0), 1)
        curve = (try? TimingCurve(x1, raw[1], x2, raw[3])) ?? .linear
        problem =
            x1 == raw[0] && x2 == raw[2]
            ? nil
            : "timing function control point x outside [0, 1] (\(raw[0]), \(raw[2])); clamped"
        super.init()
    }

    /// Kinema's curve as a timing function.
    public init(curve: TimingCurve) {
        self.curve = curve
        problem = nil
        super.init()
    }

    private init(curve: TimingCurve, problem: String?) {
        self.curve = curve
        self.problem = problem
        super.init()
    }

    /// Writes the x and y of control point `idx` into `ptr[0]` and `ptr[1]`: 0 is (0, 0), 1 and 2
    /// are the curve's control points, 3 is (1, 1). Another index writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (curve.controlPoint1.x, curve.controlPoint1.y)
        case 2: point = (curve.controlPoint2.x, curve.controlPoint2.y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// Whether `object` is a timing function with the same control points.
    public override func isEqual(_ object: Any?) -> Bool { (object as? CAMediaTimingFunction)?.curve == curve }

    /// Hashes the control points.
    public override var hash: Int { curve.hashValue }

    /// The control points.
    public override var description: String {
        "CAMediaTimingFunction(\(curve.controlPoint1.x), \(curve.controlPoint1.y), "
            + "\(curve.controlPoint2.x), \(curve.controlPoint2.y))"
    }
}
