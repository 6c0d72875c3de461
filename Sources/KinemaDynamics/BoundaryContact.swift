import KinemaCore
/// One contact point between a dynamic body and a wall of the world's boundary rectangle,
/// created at the start of a step and solved like a Box2D 2.x contact point: non-penetration
/// (speculative when still apart), Coulomb friction, restitution after the velocity iterations,
/// and position correction during the position iterations.
struct BoundaryContact {
    var body: Int
    /// Unit normal pointing into the boundary (away from the wall).
    var nx: Double
    var ny: Double
    /// The wall is the line `n . p == offset`; the inside is `n . p > offset`.
    var offset: Double
    /// The contact point in body coordinates (a rectangle corner); unused for discs.
    var localX: Double
    var localY: Double
    /// The disc radius (the contact point is `centre - radius * n`), or 0 for a rectangle corner.
    var radius: Double
    var isDisc: Bool
    var restitution: Double
    var friction: Double
    // Per step.
    var rx = 0.0, ry = 0.0
    var invMass = 0.0, invInertia = 0.0
    var normalMass = 0.0, tangentMass = 0.0
    /// The smallest normal velocity the solve allows: `-separation / h` while apart, else 0.
    var minNormalSpeed = 0.0
    /// The normal velocity before the solve (for restitution).
    var approachSpeed = 0.0
    var normalImpulse = 0.0
    var tangentImpulse = 0.0

    /// The contact point's world position for a body pose.
    @inline(__always)
    func point(_ p: BodyPose) -> (x: Double, y: Double) {
        if isDisc { return (p.x - radius * nx, p.y - radius * ny) }
        return (p.x + p.cos * localX - p.sin * localY, p.y + p.sin * localX + p.cos * localY)
    }

    /// Fills the per-step terms from the body's pose and velocity.
    mutating func prepare(
        _ motion: UnsafeColumn<BodyMotion>, _ mass: UnsafeColumn<BodyMass>,
        _ pose: UnsafeColumn<BodyPose>, separation: Double, inverseTimeStep: Double
    ) {
        let p = pose[body], m = motion[body]
        let c = point(p)
        rx = c.x - p.x; ry = c.y - p.y
        invMass = mass[body].invMass; invInertia = mass[body].invInertia
        let rn = rx * ny - ry * nx, rt = rx * nx + ry * ny // r x n and r x t, t = (-ny, nx)
        let kn = invMass + invInertia * rn * rn, kt = invMass + invInertia * rt * rt
        normalMass = kn > 0 ? 1 / kn : 0
        tangentMass = kt > 0 ? 1 / kt : 0
        minNormalSpeed = separation > 0 ? -separation * inverseTimeStep : 0
        approachSpeed = nx * (m.vx - m.w * ry) + ny * (m.vy + m.w * rx)
        normalImpulse = 0; tangentImpulse = 0
    }

    @inline(__always)
    private func apply(_ motion: UnsafeColumn<BodyMotion>, _ px: Double, _ py: Double) {
        var v = motion[body]
        v.vx += invMass * px; v.vy += invMass * py; v.w += invInertia * (rx * py - ry * px)
        motion[body] = v
    }

    /// One velocity iteration: friction, then non-penetration.
    @inline(__always)
    mutating func solveVelocity(_ motion: UnsafeColumn<BodyMotion>) {
        var m = motion[body]
        let tx = -ny, ty = nx
        let vt = tx * (m.vx - m.w * ry) + ty * (m.vy + m.w * rx)
        let maxFriction = friction * normalImpulse
        let newT = Swift.min(Swift.max(tangentImpulse - tangentMass * vt, -maxFriction), maxFriction)
        let dt = newT - tangentImpulse
        tangentImpulse = newT
        apply(motion, dt * tx, dt * ty)
        m = motion[body]
        let vn = nx * (m.vx - m.w * ry) + ny * (m.vy + m.w * rx)
        let newN = Swift.max(normalImpulse - normalMass * (vn - minNormalSpeed), 0)
        let dn = newN - normalImpulse
        normalImpulse = newN
        apply(motion, dn * nx, dn * ny)
    }

    /// The restitution pass: a contact that pushed and was approaching faster than `threshold`
    /// leaves with `restitution` times its approach speed.
    mutating func solveRestitution(_ motion: UnsafeColumn<BodyMotion>, threshold: Double) {
        guard restitution > 0, approachSpeed < -threshold, normalImpulse > 0 else { return }
        let m = motion[body]
        let vn = nx * (m.vx - m.w * ry) + ny * (m.vy + m.w * rx)
        let newN = Swift.max(normalImpulse - normalMass * (vn + restitution * approachSpeed), 0)
        let dn = newN - normalImpulse
        normalImpulse = newN
        apply(motion, dn * nx, dn * ny)
    }

    /// One position iteration (Box2D 2.x: push out to `-slop` with Baumgarte factor 0.2, at most
    /// `maxCorrection`); returns the separation before the correction.
    func solvePosition(_ pose: UnsafeColumn<BodyPose>, slop: Double, maxCorrection: Double) -> Double {
        let p = pose[body]
        let c = point(p)
        let separation = nx * c.x + ny * c.y - offset
        let correction = Swift.min(Swift.max(0.2 * (separation + slop), -maxCorrection), 0)
        guard correction < 0 else { return separation }
        let qx = c.x - p.x, qy = c.y - p.y
        let rn = qx * ny - qy * nx
        let k = invMass + invInertia * rn * rn
        guard k > 0 else { return separation }
        let lambda = -correction / k
        let px = lambda * nx, py = lambda * ny
        pose.moveBody(body, dx: invMass * px, dy: invMass * py, dAngle: invInertia * (qx * py - qy * px))
        return separation
    }
}
