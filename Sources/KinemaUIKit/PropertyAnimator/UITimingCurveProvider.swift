import Foundation
import Kinema

/// The kind of timing a ``UITimingCurveProvider`` gives (UIKit's `UITimingCurveType`, same raw values).
public enum UITimingCurveType: Int, Sendable, Hashable {
    /// One of UIKit's built-in curves (``UIView/AnimationCurve``), read from `cubicTimingParameters`.
    case builtin = 0
    /// A cubic Bezier curve, read from `cubicTimingParameters`.
    case cubic = 1
    /// A spring, read from `springTimingParameters`.
    case spring = 2
    /// A curve and a spring together. Not supported by the engine: the spring is used (the curve
    /// when there is no spring), and the harness logs a line saying so.
    case composed = 3
}

/// An object that provides the timing of a ``UIViewPropertyAnimator`` (UIKit's
/// `UITimingCurveProvider`): ``UICubicTimingParameters``, ``UISpringTimingParameters``, or your own.
///
/// UIKit also requires `NSCoding` and `NSCopying`; the facade does not (animators here keep the
/// provider they are given and never archive it), so a provider written for iOS compiles as it is.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the other two properties holds the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing (for `.builtin`, `.cubic` and `.composed`).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing (for `.spring` and `.composed`).
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIKitRuntime {
    /// The engine's timing for `provider`. What the engine cannot take (control points outside
    /// the unit square, spring coefficients it refuses, a composed or empty provider) is logged,
    /// naming `caller`, and replaced by UIKit's default ease-in-out curve (a composed provider by
    /// its spring, else its curve).
    func kinemaTiming(_ provider: any UITimingCurveProvider, caller: String) -> TimingParameters {
        if let cubic = provider as? UICubicTimingParameters { return kinemaTiming(cubic: cubic, caller: caller) }
        if let spring = provider as? UISpringTimingParameters { return kinemaTiming(spring: spring, caller: caller) }
        switch provider.timingCurveType {
        case .builtin, .cubic:
            if let cubic = provider.cubicTimingParameters { return kinemaTiming(cubic: cubic, caller: caller) }
        case .spring:
            if let spring = provider.springTimingParameters { return kinemaTiming(spring: spring, caller: caller) }
        case .composed:
            log("Kinema: \(caller): composed timing curves are not supported; the spring (else the curve) is used")
            if let spring = provider.springTimingParameters { return kinemaTiming(spring: spring, caller: caller) }
            if let cubic = provider.cubicTimingParameters { return kinemaTiming(cubic: cubic, caller: caller) }
        }
        log(
            "\(caller): the timing curve provider has no parameters for its type \(provider.timingCurveType); "
                + "using easeInOut")
        return .cubic(.easeInOut)
    }

    private func kinemaTiming(cubic: UICubicTimingParameters, caller: String) -> TimingParameters {
        do {
            return try cubic.kinemaTiming()
        } catch {
            log("\(caller): \(error); using easeInOut")
            return .cubic(.easeInOut)
        }
    }

    private func kinemaTiming(spring: UISpringTimingParameters, caller: String) -> TimingParameters {
        let v = spring.initialVelocity
        if v.dy != 0, v.dy != v.dx {
            log(
                "Kinema: \(caller): UISpringTimingParameters.initialVelocity.dy is not used; "
                    + "dx is the initial velocity of every property")
        }
        do {
            return try spring.kinemaTiming()
        } catch {
            log("\(caller): \(error); using easeInOut")
            return .cubic(.easeInOut)
        }
    }
}
