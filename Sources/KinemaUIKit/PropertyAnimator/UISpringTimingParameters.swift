import Foundation
import Kinema

/// The timing of an animation as a spring (UIKit's `UISpringTimingParameters`).
///
/// - A damping ratio (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`): UIKit's
///   duration-based spring, solved for the animator's duration (and again for each other span it
///   runs over); the ratio is clamped to (0, 1].
/// - Physical coefficients (`init(mass:stiffness:damping:initialVelocity:)`) or iOS 17's
///   perceptual duration and bounce (`init(duration:bounce:initialVelocity:)`): a spring that runs
///   in real seconds; an animator made with it lasts the spring's settling duration, whatever
///   duration it was given, as in UIKit.
///
/// The initial velocity is in whole distances per second (1 is the animation's total distance in
/// one second), positive towards the target. The engine gives every property one velocity: `dx`
/// (UIKit's reading for one-dimensional properties); a `dy` that differs from it is logged and
/// not used.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Form: Hashable {
        case dampingRatio(Double)
        case coefficients(mass: Double, stiffness: Double, damping: Double)
        case bounce(duration: Double, bounce: Double)
    }

    /// The initial velocity, relative to the animation's total distance per second.
    public let initialVelocity: CGVector
    let form: Form

    /// The default spring as Apple documents it: initial velocity 0 and damping ratio 4.56, which
    /// the duration-based spring clamps to 1 (critically damped).
    public override init() {
        initialVelocity = .zero
        form = .dampingRatio(4.56)
        super.init()
    }

    /// UIKit's duration-based spring with `ratio` (1 settles without overshoot) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// UIKit's duration-based spring with `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        form = .dampingRatio(Double(ratio))
        super.init()
    }

    /// A physical spring: `mass` (> 0), `stiffness` (> 0) and the damping coefficient `damping`
    /// (>= 0, not a ratio). Coefficients the engine refuses are logged by the animator, which then
    /// uses the ease-in-out curve.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        form = .coefficients(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        super.init()
    }

    /// iOS 17's spring of perceptual duration `duration` and `bounce` in (-1, 1] (0: no bounce),
    /// with no initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// iOS 17's spring of perceptual duration `duration`, `bounce` and an initial velocity: the
    /// physical spring of stiffness `(2 pi / duration)^2` and damping `4 pi (1 - bounce) / duration`
    /// (for a negative bounce, `4 pi / ((1 + bounce) duration)`), mass 1.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        form = .bounce(duration: duration, bounce: Double(bounce))
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The receiver.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The engine's timing (the velocity's `dx`).
    func kinemaTiming() throws(ValueError) -> TimingParameters {
        let v = Double(initialVelocity.dx)
        switch form {
        case .dampingRatio(let ratio):
            guard ratio.isFinite else { throw .notFinite("spring damping ratio") }
            guard v.isFinite else { throw .notFinite("spring initial velocity") }
            return .spring(dampingRatio: ratio, initialVelocity: v)
        case let .coefficients(mass, stiffness, damping):
            return try .physicalSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v)
        case let .bounce(duration, bounce):
            return .physicalSpring(try Spring(duration: duration, bounce: bounce, initialVelocity: v))
        }
    }
}
