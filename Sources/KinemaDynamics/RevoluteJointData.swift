import KinemaCore
/// A revolute (point) joint as the solver stores it: definition data, softness folded for the
/// world's step, and the per-step terms computed by `prepare`.
struct RevoluteJointData {
    var slot: Int
    var bodyA: Int
    var bodyB: Int
    var localAx: Double
    var localAy: Double
    var localBx: Double
    var localBy: Double
    var frequency: Double
    var dampingRatio: Double
    var maxForce: Double
    var softness: Softness
    var isRigid: Bool
    /// `maxForce * h`; the accumulated impulse is clamped to this length when finite.
    var maxImpulse: Double
    var hasMaxImpulse: Bool
    // Per step.
    var rAx = 0.0, rAy = 0.0, rBx = 0.0, rBy = 0.0
    var mA = 0.0, iA = 0.0, mB = 0.0, iB = 0.0
    /// `softness.massScale * K^-1`, K the 2x2 point-constraint mass matrix (symmetric).
    var m11 = 0.0, m12 = 0.0, m22 = 0.0
    /// `softness.biasRate * C` at the start of the step.
    var biasX = 0.0, biasY = 0.0
    /// Accumulated impulse (kept between steps for warm starting).
    var impulseX = 0.0, impulseY = 0.0

    init(slot: Int, bodyA: Int, bodyB: Int, definition d: RevoluteJointDefinition, timeStep: Double) {
        self.slot = slot; self.bodyA = bodyA; self.bodyB = bodyB
        localAx = d.localAnchorA.dx; localAy = d.localAnchorA.dy
        localBx = d.localAnchorB.dx; localBy = d.localAnchorB.dy
        frequency = d.frequency; dampingRatio = d.dampingRatio; maxForce = d.maxForce
        softness = Softness(frequency: d.frequency, dampingRatio: d.dampingRatio, timeStep: timeStep)
        isRigid = d.frequency == 0
        maxImpulse = d.maxForce * timeStep
        hasMaxImpulse = maxImpulse.isFinite
    }

    /// Computes the step's anchors, mass matrix and bias, then warm-starts.
    @inline(__always)
    mutating func prepare(_ motion: UnsafeMutablePointer<BodyMotion>, _ pose: UnsafePointer<BodyPose>) {
        let pa = pose[bodyA], pb = pose[bodyB]
        rAx = pa.cos * localAx - pa.sin * localAy; rAy = pa.sin * localAx + pa.cos * localAy
        rBx = pb.cos * localBx - pb.sin * localBy; rBy = pb.sin * localBx + pb.cos * localBy
        mA = motion[bodyA].invMass; iA = motion[bodyA].invInertia
        mB = motion[bodyB].invMass; iB = motion[bodyB].invInertia
        let k11 = mA + mB + iA * rAy * rAy + iB * rBy * rBy
        let k12 = -iA * rAx * rAy - iB * rBx * rBy
        let k22 = mA + mB + iA * rAx * rAx + iB * rBx * rBx
        let det = k11 * k22 - k12 * k12
        let s = det != 0 ? softness.massScale / det : 0
        m11 = s * k22; m12 = -s * k12; m22 = s * k11
        biasX = softness.biasRate * (pb.x + rBx - pa.x - rAx)
        biasY = softness.biasRate * (pb.y + rBy - pa.y - rAy)
        let px = impulseX, py = impulseY
        motion[bodyA].vx -= mA * px; motion[bodyA].vy -= mA * py
        motion[bodyA].w -= iA * (rAx * py - rAy * px)
        motion[bodyB].vx += mB * px; motion[bodyB].vy += mB * py
        motion[bodyB].w += iB * (rBx * py - rBy * px)
    }

    /// One sequential-impulse velocity iteration, with the impulse cap of `maxForce`.
    @inline(__always)
    mutating func solveVelocity(_ motion: UnsafeMutablePointer<BodyMotion>) {
        let a = motion[bodyA], b = motion[bodyB]
        let cx = b.vx - b.w * rBy - a.vx + a.w * rAy + biasX
        let cy = b.vy + b.w * rBx - a.vy - a.w * rAx + biasY
        let scale = softness.impulseScale
        var px = -(m11 * cx + m12 * cy) - scale * impulseX
        var py = -(m12 * cx + m22 * cy) - scale * impulseY
        if hasMaxImpulse {
            let ox = impulseX, oy = impulseY
            var nx = ox + px, ny = oy + py
            let l2 = nx * nx + ny * ny
            if l2 > maxImpulse * maxImpulse {
                let f = maxImpulse / l2.squareRoot()
                nx *= f; ny *= f
            }
            impulseX = nx; impulseY = ny
            px = nx - ox; py = ny - oy
        } else {
            impulseX += px; impulseY += py
        }
        motion[bodyA].vx = a.vx - mA * px; motion[bodyA].vy = a.vy - mA * py
        motion[bodyA].w = a.w - iA * (rAx * py - rAy * px)
        motion[bodyB].vx = b.vx + mB * px; motion[bodyB].vy = b.vy + mB * py
        motion[bodyB].w = b.w + iB * (rBx * py - rBy * px)
    }

    /// One position-correction iteration for a rigid joint: solves the 2x2 system for the
    /// anchor separation; returns whether the separation is within `slop`.
    func solvePosition(_ pose: UnsafeMutablePointer<BodyPose>, slop: Double) -> Bool {
        let pa = pose[bodyA], pb = pose[bodyB]
        let rax = pa.cos * localAx - pa.sin * localAy, ray = pa.sin * localAx + pa.cos * localAy
        let rbx = pb.cos * localBx - pb.sin * localBy, rby = pb.sin * localBx + pb.cos * localBy
        let cx = pb.x + rbx - pa.x - rax, cy = pb.y + rby - pa.y - ray
        let k11 = mA + mB + iA * ray * ray + iB * rby * rby
        let k12 = -iA * rax * ray - iB * rbx * rby
        let k22 = mA + mB + iA * rax * rax + iB * rbx * rbx
        let det = k11 * k22 - k12 * k12
        guard det != 0 else { return true }
        let inv = 1 / det
        let px = -inv * (k22 * cx - k12 * cy), py = -inv * (k11 * cy - k12 * cx)
        pose.moveBody(bodyA, dx: -mA * px, dy: -mA * py, dAngle: -iA * (rax * py - ray * px))
        pose.moveBody(bodyB, dx: mB * px, dy: mB * py, dAngle: iB * (rbx * py - rby * px))
        return (cx * cx + cy * cy).squareRoot() <= slop
    }
}
