import Foundation
import Kinema

/// A basic animation whose progress follows a damped spring: `m x'' + c x' + k x = 0` run in real
/// seconds from the start (Kinema's springs article). The spring is not stretched to the
/// ``CAAnimation/duration``: the animation ends when its duration does, settled or not, so set the
/// duration to ``settlingDuration`` to let it come to rest.
///
/// ```swift
/// let drop = CASpringAnimation(keyPath: "position.y")
/// drop.fromValue = 100
/// drop.toValue = 400
/// drop.damping = 5
/// drop.duration = drop.settlingDuration    // 2.855 s for mass 1, stiffness 100, damping 5
/// card.layer.add(drop, forKey: "drop")
/// ```
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass `m` (1 by default).
    open var mass: CGFloat = 1
    /// The stiffness `k` (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping coefficient `c` (10 by default).
    open var damping: CGFloat = 10
    /// The initial velocity, in whole distances per second, positive towards `toValue` (0 by default).
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 moves as an overdamped spring (iOS 17); when false (the
    /// default) such a spring moves like a critically damped one.
    open var allowsOverdamping = false

    /// A spring from a perceptual duration and a bounce (iOS 17): mass 1, stiffness
    /// `(2 pi / perceptualDuration)^2`, damping `4 pi zeta / perceptualDuration` with
    /// `zeta = 1 - bounce` (`1 / (1 + bounce)` for a negative bounce), overdamping allowed. Kinema's
    /// decision: the duration is set to the ``settlingDuration``, so that the spring comes to
    /// rest. A duration that is not positive or a bounce outside (-1, 1) is reported in the
    /// diagnostics and leaves the default spring.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = UIKitRuntime.current.perform("CASpringAnimation(perceptualDuration:bounce:)") {
            () throws -> Spring in
            guard bounce < 1 else {
                throw ValueError.outOfRange("spring bounce", Double(bounce), must: "be in (-1, 1)")
            }
            return try Spring(duration: perceptualDuration, bounce: Double(bounce))
        }
        guard let spring else { return }
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = true
        duration = spring.settlingDuration
    }

    /// How long the spring takes to come to rest, in seconds (Kinema's springs article gives the
    /// formula: mass 1, stiffness 100, damping 5 settle in 2.855 s, damping 15 in 1.022 s); 0 for
    /// coefficients that make no spring.
    open var settlingDuration: CFTimeInterval { engineSpring?.settlingDuration ?? 0 }

    /// The perceptual duration of the spring (iOS 17): `2 pi sqrt(m / k)`.
    open var perceptualDuration: CFTimeInterval {
        2 * Double.pi * (Double(mass) / Double(stiffness)).squareRoot()
    }

    /// The bounce of the spring (iOS 17): `1 - zeta` for a damping ratio `zeta = c / (2 sqrt(k m))`
    /// up to 1, `1 / zeta - 1` above.
    open var bounce: CGFloat {
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    override func emptyCopy() -> CAAnimation { CASpringAnimation() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(
            of: other, as: CASpringAnimation.self, \.mass, \.stiffness, \.damping, \.initialVelocity,
            \.allowsOverdamping)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        springEngineAnimation(&issues)
    }
}

extension CASpringAnimation {
    /// The engine's spring with the receiver's coefficients, or nil when they make none.
    var engineSpring: Spring? {
        try? makeSpring()
    }

    private func makeSpring() throws(ValueError) -> Spring {
        try Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    private func springEngineAnimation(_ issues: inout [String]) -> SpringAnimation? {
        let spring: Spring
        do {
            spring = try makeSpring()
        } catch {
            issues.append("the spring's coefficients make no spring: \(error)")
            return nil
        }
        guard let ends = engineEndpoints(&issues) else { return nil }
        var animation = SpringAnimation(
            keyPath: ends.keyPath, from: ends.from, to: ends.to, by: ends.by,
            spring: spring)
        settleProperty(&animation, &issues)
        return animation
    }
}
