import KinemaCore

/// A revolute (point) joint as the solver stores it: definition data, softness folded for the
/// world's step, and the per-step anchors and inverse masses.
struct RevoluteJointData: JointData {
    var link: JointLink
    var compliance: JointCompliance
    var maxForce: Double
    /// `maxForce * h`; the accumulated impulse is clamped to this length when finite.
    var maxImpulse: Double
    var hasMaxImpulse: Bool
    // Per step.
    var rAx = 0.0, rAy = 0.0, rBx = 0.0, rBy = 0.0
    var mA = 0.0, iA = 0.0, mB = 0.0, iB = 0.0
    /// Accumulated impulse (kept between steps for warm starting).
    var impulseX = 0.0, impulseY = 0.0

    init(slot: Int, bodyA: Int, bodyB: Int, definition d: RevoluteJointDefinition, timeStep: Double) {
        link = JointLink(slot: slot, bodyA: bodyA, bodyB: bodyB, definition: d)
        compliance = JointCompliance(d.stiffness, timeStep: timeStep)
        maxForce = d.maxForce
        maxImpulse = d.maxForce * timeStep
        hasMaxImpulse = maxImpulse.isFinite
    }

    /// Changes the force cap (already validated) for a world stepping `timeStep` seconds.
    mutating func setMaxForce(_ newValue: Double, timeStep: Double) {
        maxForce = newValue
        maxImpulse = newValue * timeStep
        hasMaxImpulse = maxImpulse.isFinite
    }

    /// Computes the step's anchors, mass matrix and bias, and emits the joint's velocity row
    /// (one-body when the other body cannot move, none when neither can), carrying the
    /// accumulated impulse of the previous step. `index` is the joint's dense index.
    ///
    /// The mass matrix of `Cdot = vB + wB x rB - vA - wA x rA` is
    /// `K = (mA + mB) I + iA [rAy^2, -rAx rAy; -rAx rAy, rAx^2] + iB [same with rB]`; the row keeps
    /// `softness.massScale * K^-1`.
    @inline(__always)
    mutating func prepare(
        index: Int, motion: UnsafeColumn<BodyMotion>, mass inverse: UnsafeColumn<BodyMass>,
        pose: UnsafeColumn<BodyPose>, rows: inout RowSink
    ) {
        let pa = pose[link.bodyA], pb = pose[link.bodyB]
        (rAx, rAy, rBx, rBy) = link.anchorOffsets(pa, pb)
        let a = motion[link.bodyA], b = motion[link.bodyB]
        mA = inverse[link.bodyA].invMass; iA = inverse[link.bodyA].invInertia
        mB = inverse[link.bodyB].invMass; iB = inverse[link.bodyB].invInertia
        let k11 = mA + mB + iA * rAy * rAy + iB * rBy * rBy
        let k12 = -iA * rAx * rAy - iB * rBx * rBy
        let k22 = mA + mB + iA * rAx * rAx + iB * rBx * rBx
        let det = k11 * k22 - k12 * k12
        let s = det != 0 ? softness.massScale / det : 0
        let m11 = s * k22, m12 = -s * k12, m22 = s * k11
        var biasX = softness.biasRate * (pb.x + rBx - pa.x - rAx)
        var biasY = softness.biasRate * (pb.y + rBy - pa.y - rAy)
        let movesA = mA != 0 || iA != 0, movesB = mB != 0 || iB != 0
        let px = impulseX, py = impulseY
        if movesA && movesB {
            rows.pointPairs[rows.pointPairCount] = PointPairRow(
                bodyA: link.bodyA, bodyB: link.bodyB, joint: index, rAx: rAx, rAy: rAy, rBx: rBx, rBy: rBy,
                mA: mA, iA: iA, mB: mB, iB: iB, m11: m11, m12: m12, m22: m22, biasX: biasX, biasY: biasY,
                impulseScale: softness.impulseScale, impulseX: px, impulseY: py,
                maxImpulse: maxImpulse, hasMaxImpulse: hasMaxImpulse)
            rows.pointPairCount += 1
        } else if movesA || movesB {
            // The immovable body's anchor velocity is constant during the solve: fold it into the bias.
            let body: Int, sign: Double, rx: Double, ry: Double, m: Double, i: Double
            if movesA {
                body = link.bodyA; sign = -1; rx = rAx; ry = rAy; m = mA; i = iA
                biasX += b.vx - b.w * rBy; biasY += b.vy + b.w * rBx
            } else {
                body = link.bodyB; sign = 1; rx = rBx; ry = rBy; m = mB; i = iB
                biasX -= a.vx - a.w * rAy; biasY -= a.vy + a.w * rAx
            }
            // P = -M (sign (vx - w ry, vy + w rx) + bias) - impulseScale * accumulated.
            let n11 = -sign * m11, n12 = -sign * m12, n22 = -sign * m22
            rows.points[rows.pointCount] = PointRow(
                body: body, joint: index, ax1: n11, ax2: n12, ax3: n12 * rx - n11 * ry,
                ay1: n12, ay2: n22, ay3: n22 * rx - n12 * ry,
                cx: -(m11 * biasX + m12 * biasY), cy: -(m12 * biasX + m22 * biasY),
                signedMass: sign * m, wrx: sign * i * rx, wry: sign * i * ry, impulseScale: softness.impulseScale,
                impulseX: px, impulseY: py, maxImpulse: maxImpulse, hasMaxImpulse: hasMaxImpulse)
            rows.pointCount += 1
        }
    }

    /// Applies last step's accumulated impulse at this step's anchors to the bodies that can move.
    @inline(__always)
    func warmStart(_ motion: UnsafeColumn<BodyMotion>) {
        let px = impulseX, py = impulseY
        if mA != 0 || iA != 0 { motion.warmStart(link.bodyA, -mA * px, -mA * py, -iA * (rAx * py - rAy * px), 1) }
        if mB != 0 || iB != 0 { motion.warmStart(link.bodyB, mB * px, mB * py, iB * (rBx * py - rBy * px), 1) }
    }

    /// One position-correction iteration for a rigid joint: solves the 2x2 system for the
    /// anchor separation; returns whether the separation is within `slop`.
    func solvePosition(_ pose: UnsafeColumn<BodyPose>, slop: Double) -> Bool {
        let pa = pose[link.bodyA], pb = pose[link.bodyB]
        let (rax, ray, rbx, rby) = link.anchorOffsets(pa, pb)
        let cx = pb.x + rbx - pa.x - rax, cy = pb.y + rby - pa.y - ray
        let k11 = mA + mB + iA * ray * ray + iB * rby * rby
        let k12 = -iA * rax * ray - iB * rbx * rby
        let k22 = mA + mB + iA * rax * rax + iB * rbx * rbx
        let det = k11 * k22 - k12 * k12
        guard det != 0 else { return true }
        let inv = 1 / det
        let px = -inv * (k22 * cx - k12 * cy), py = -inv * (k11 * cy - k12 * cx)
        pose.moveBody(link.bodyA, dx: -mA * px, dy: -mA * py, dAngle: -iA * (rax * py - ray * px))
        pose.moveBody(link.bodyB, dx: mB * px, dy: mB * py, dAngle: iB * (rbx * py - rby * px))
        return (cx * cx + cy * cy).squareRoot() <= slop
    }
}
