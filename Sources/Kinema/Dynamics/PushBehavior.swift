import KinemaCore
import KinemaDynamics

/// Pushes items (UIKit's `UIPushBehavior`): magnitude 1 gives a 100 x 100, density-1 item
/// 100 pt/s^2 (continuous mode) or a velocity change of 100 pt/s once (instantaneous mode, after
/// which `active` becomes false).
public final class PushBehavior: DirectedForceBehavior {
    /// How the push acts.
    public enum Mode: Sendable {
        /// A force applied at every step while active.
        case continuous
        /// One impulse at the next step.
        case instantaneous
    }

    /// The mode.
    public let mode: Mode

    /// The direction and strength of the push (length = magnitude); (0, 0) by default, at angle 0
    /// (to the right), so that setting only the magnitude pushes to the right, as in UIKit.
    public var pushDirection: Vector {
        get { direction.vector }
        set { setDirection { $0.set(vector: newValue) } }
    }

    /// Whether the push acts; an instantaneous push turns itself off after acting.
    public var active = true { didSet { dynamicAnimator?.wake() } }

    /// Where the push acts on each item, as an offset from its centre in the item's own (rotating)
    /// coordinates (UIKit's `setTargetOffsetFromCenter(_:for:)`); an item without one is pushed at
    /// its centre. Package access: the UIKit facade sets it.
    package var targetOffsets: [ObjectIdentifier: Vector] = [:] { didSet { dynamicAnimator?.wake() } }

    /// Force per unit of magnitude: 100 (mass units x pt/s^2), i.e. 100 pt/s^2 on a mass-1 item.
    public static let forcePerMagnitude = 100.0

    /// Pushes `items`.
    public init(items: [View], mode: Mode) {
        self.mode = mode
        super.init(items: items, direction: ForceDirection(angle: 0, magnitude: 0), directionName: "pushDirection")
    }

    override func prepareStep(in animator: DynamicAnimator) {
        guard active else { return }
        let force = pushDirection * Self.forcePerMagnitude
        forEachItemBody(in: animator) { view, id, body throws(DynamicsError) in
            let offset = targetOffsets[ObjectIdentifier(view)] ?? .zero
            switch mode {
            case .continuous where offset == .zero:
                try animator.world.applyForce(force, to: id)
            case .continuous:
                try animator.world.applyForce(force, at: body.worldPoint(offset), to: id)
            case .instantaneous:
                if body.mass > 0 { try animator.world.addLinearVelocity(force / body.mass, to: id) }
                // An impulse off the centre also turns the item: dw = (r x J) / I.
                if offset != .zero, body.inertia > 0 {
                    let r = offset.rotated(by: body.angle)
                    try animator.world.addAngularVelocity(r.cross(force) / body.inertia, to: id)
                }
            }
        }
        if mode == .instantaneous { active = false }
    }
}
