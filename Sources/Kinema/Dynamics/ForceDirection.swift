import KinemaCore
import KinemaDynamics
import RealModule

/// A behaviour that acts along a direction with a strength: the common part of
/// ``GravityBehavior`` and ``PushBehavior``, whose vector (``GravityBehavior/gravityDirection``,
/// ``PushBehavior/pushDirection``) has the magnitude as its length and keeps its angle while the
/// magnitude is 0, as UIKit's do. A direction that is not finite or past the world's range is
/// refused: by an added behaviour, which keeps its direction and records the refusal in its
/// scene's diagnostics; by adding a behaviour that holds one.
public class DirectedForceBehavior: DynamicBehavior {
    var direction: ForceDirection { didSet { dynamicAnimator?.wake() } }
    /// The public name of the direction, in diagnostics and errors.
    let directionName: String

    init(items: [View], direction: ForceDirection, directionName: String) {
        self.direction = direction
        self.directionName = directionName
        super.init(behaviorItems: items)
    }

    /// The direction's angle in radians from +x towards +y; kept while the magnitude is 0, so
    /// setting only the magnitude acts along it.
    public var angle: Double {
        get { direction.angle }
        set { setDirection { $0.set(angle: newValue) } }
    }

    /// The strength (the length of the direction's vector).
    public var magnitude: Double {
        get { direction.magnitude }
        set { setDirection { $0.set(magnitude: newValue) } }
    }

    /// Changes the direction unless the result is refused (see the type's discussion).
    func setDirection(_ change: (inout ForceDirection) -> Void) {
        if let next = direction.changed(by: change, named: directionName, animator: dynamicAnimator) {
            direction = next
        }
    }

    /// Throws unless the direction is valid (see ``ForceDirection/validate(named:)``).
    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        try direction.validate(named: directionName)
    }

    /// Runs `apply` on the body of each item that has one, reporting what it throws to the scene.
    func forEachItemBody(in animator: DynamicAnimator, _ apply: (View, BodyID, Body) throws(DynamicsError) -> Void) {
        for view in items {
            guard let id = animator.body(of: view), let body = try? animator.world.body(id) else { continue }
            animator.reporting { () throws(DynamicsError) in try apply(view, id, body) }
        }
    }
}

/// A force direction as UIKit's gravity and push behaviours describe it: a vector whose length is
/// the magnitude, together with the angle (radians, from +x towards +y) that survives a magnitude
/// of 0, so that setting the magnitude of a zero vector points it along the angle.
struct ForceDirection: Hashable, Sendable {
    /// The vector (length = magnitude).
    private(set) var vector: Vector
    /// The direction's angle; kept when the vector is zero.
    private(set) var angle: Double

    /// Throws unless the angle and the vector are finite and the vector's components are within
    /// the physics world's range (what a behaviour can apply at every step).
    func validate(named name: String) throws(DynamicsError) {
        guard angle.isFinite else { throw .notFinite(parameter: "\(name) angle") }
        for component in [vector.dx, vector.dy] {
            guard component.isFinite else { throw .notFinite(parameter: name) }
            guard abs(component) <= World.maximumMagnitude else { throw .outOfRange(parameter: name, value: component) }
        }
    }

    /// `self` after `change`, or nil when the result is refused (``validate(named:)``): a
    /// behaviour added to `animator` records the refusal in its scene's diagnostics and keeps its
    /// direction; one not added yet takes the direction, which adding it refuses.
    func changed(
        by change: (inout ForceDirection) -> Void, named name: String,
        animator: DynamicAnimator?
    ) -> ForceDirection? {
        var next = self
        change(&next)
        if let animator, !animator.reporting({ () throws(DynamicsError) in try next.validate(named: name) }) {
            return nil
        }
        return next
    }

    /// A direction from an angle and a magnitude.
    init(angle: Double, magnitude: Double) {
        self.angle = angle
        vector = Self.vector(angle: angle, magnitude: magnitude)
    }

    /// The length of the vector.
    var magnitude: Double { vector.length }

    /// Sets the vector; a non-zero one also sets the angle.
    mutating func set(vector newValue: Vector) {
        vector = newValue
        if newValue.lengthSquared > 0 { angle = Double.atan2(y: newValue.dy, x: newValue.dx) }
    }

    /// Keeps the angle and changes the length (a negative magnitude points the other way).
    mutating func set(magnitude newValue: Double) {
        vector = Self.vector(angle: angle, magnitude: newValue)
    }

    /// Keeps the magnitude and turns the vector to `newValue`.
    mutating func set(angle newValue: Double) {
        let m = magnitude
        angle = newValue
        vector = Self.vector(angle: newValue, magnitude: m)
    }

    private static func vector(angle: Double, magnitude: Double) -> Vector {
        // Exact axes for the common angles 0 and pi/2 (cos(pi/2) is 6e-17, not 0).
        if angle == 0 { return Vector(dx: magnitude, dy: 0) }
        if angle == .pi / 2 { return Vector(dx: 0, dy: magnitude) }
        return Vector(dx: magnitude * Double.cos(angle), dy: magnitude * Double.sin(angle))
    }
}
