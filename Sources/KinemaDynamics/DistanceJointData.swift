import KinemaCore
import RealModule

/// A distance joint as the solver stores it: definition data, softness folded for the world's
/// step, and the per-step terms computed by `prepare`.
struct DistanceJointData: JointData {
    var link: JointLink
    var length: Double
    var compliance: JointCompliance
    // Per step.
    var rAx = 0.0, rAy = 0.0, rBx = 0.0, rBy = 0.0
    var ux = 0.0, uy = 0.0
    /// `rA x u` and `rB x u`.
    var crA = 0.0, crB = 0.0
    var mA = 0.0, iA = 0.0, mB = 0.0, iB = 0.0
    /// Rigid effective mass `1 / (mA + iA (rA x u)^2 + mB + iB (rB x u)^2)`.
    var mass = 0.0
    /// `softness.massScale * mass`.
    var softMass = 0.0
    /// `softness.biasRate * C` at the start of the step.
    var bias = 0.0
    /// Accumulated impulse along `u` (kept between steps for warm starting).
    var impulse = 0.0

    init(slot: Int, bodyA: Int, bodyB: Int, definition d: DistanceJointDefinition, timeStep: Double) {
        link = JointLink(slot: slot, bodyA: bodyA, bodyB: bodyB, definition: d)
        length = d.length
        compliance = JointCompliance(d.stiffness, timeStep: timeStep)
    }

    /// Computes the step's anchors, axis, effective mass and bias, and emits the joint's velocity
    /// row (one-body when the other body cannot move, none when neither can), carrying the
    /// accumulated impulse of the previous step. `index` is the joint's dense index.
    @inline(__always)
    mutating func prepare(
        index: Int, motion: UnsafeColumn<BodyMotion>, mass inverse: UnsafeColumn<BodyMass>,
        pose: UnsafeColumn<BodyPose>, minLength: Double, rows: inout RowSink
    ) {
        let pa = pose[link.bodyA], pb = pose[link.bodyB]
        (rAx, rAy, rBx, rBy) = link.anchorOffsets(pa, pb)
        let dx = pb.x + rBx - pa.x - rAx, dy = pb.y + rBy - pa.y - rAy
        let len = (dx * dx + dy * dy).squareRoot()
        if len > minLength {
            let inv = 1 / len
            ux = dx * inv; uy = dy * inv
        } else {
            ux = 0; uy = 0
        }
        let a = motion[link.bodyA], b = motion[link.bodyB]
        mA = inverse[link.bodyA].invMass; iA = inverse[link.bodyA].invInertia
        mB = inverse[link.bodyB].invMass; iB = inverse[link.bodyB].invInertia
        // Cdot = u . vB + crB wB - u . vA - crA wA, with cr = r x u.
        crA = rAx * uy - rAy * ux; crB = rBx * uy - rBy * ux
        let k = mA + iA * crA * crA + mB + iB * crB * crB
        mass = k > 0 ? 1 / k : 0
        softMass = softness.massScale * mass
        bias = softness.biasRate * (len - length)
        let movesA = mA != 0 || iA != 0, movesB = mB != 0 || iB != 0
        if movesA && movesB {
            let sm = softMass
            let row = AxialPairRow(
                bodyA: link.bodyA, bodyB: link.bodyB, joint: index, gaw: sm * crA, gax: sm * ux, gay: sm * uy,
                gbw: -sm * crB, gbx: -sm * ux, gby: -sm * uy,
                kax: -mA * ux, kay: -mA * uy, kaw: -iA * crA, kbx: mB * ux, kby: mB * uy, kbw: iB * crB,
                c0: -sm * bias, impulseScale: softness.impulseScale, impulse: impulse)
            rows.axialPairs[rows.axialPairCount] = row
            rows.axialPairCount += 1
        } else if movesA || movesB {
            // The immovable body's velocity is constant during the solve: fold it into the bias.
            let sm = softMass
            let row: AxialRow
            if movesA {
                row = AxialRow(
                    body: link.bodyA, joint: index, gw: sm * crA, gx: sm * ux, gy: sm * uy,
                    kx: -mA * ux, ky: -mA * uy, kw: -iA * crA,
                    c0: -sm * (bias + ux * b.vx + uy * b.vy + crB * b.w),
                    impulseScale: softness.impulseScale, impulse: impulse)
            } else {
                row = AxialRow(
                    body: link.bodyB, joint: index, gw: -sm * crB, gx: -sm * ux, gy: -sm * uy,
                    kx: mB * ux, ky: mB * uy, kw: iB * crB,
                    c0: -sm * (bias - ux * a.vx - uy * a.vy - crA * a.w),
                    impulseScale: softness.impulseScale, impulse: impulse)
            }
            rows.axials[rows.axialCount] = row
            rows.axialCount += 1
        }
    }

    /// Applies last step's accumulated impulse along this step's axis to the bodies that can move
    /// (the same velocity changes as the row's `k` coefficients times the impulse).
    @inline(__always)
    func warmStart(_ motion: UnsafeColumn<BodyMotion>) {
        if mA != 0 || iA != 0 { motion.warmStart(link.bodyA, -mA * ux, -mA * uy, -iA * crA, impulse) }
        if mB != 0 || iB != 0 { motion.warmStart(link.bodyB, mB * ux, mB * uy, iB * crB, impulse) }
    }

    /// One position-correction iteration for a rigid joint (non-linear Gauss-Seidel on the
    /// length error, clamped to `maxCorrection`); returns whether the error is within `slop`.
    func solvePosition(_ pose: UnsafeColumn<BodyPose>, minLength: Double, slop: Double, maxCorrection: Double) -> Bool {
        let pa = pose[link.bodyA], pb = pose[link.bodyB]
        let (rax, ray, rbx, rby) = link.anchorOffsets(pa, pb)
        let dx = pb.x + rbx - pa.x - rax, dy = pb.y + rby - pa.y - ray
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > minLength || length > 0 else { return true }
        let nx = len > minLength ? dx / len : ux, ny = len > minLength ? dy / len : uy
        let error = len - length
        let c = Swift.min(Swift.max(error, -maxCorrection), maxCorrection)
        let crA = rax * ny - ray * nx, crB = rbx * ny - rby * nx
        let k = mA + iA * crA * crA + mB + iB * crB * crB
        guard k > 0 else { return true }
        let lambda = -c / k
        let px = lambda * nx, py = lambda * ny
        pose.moveBody(link.bodyA, dx: -mA * px, dy: -mA * py, dAngle: -iA * (rax * py - ray * px))
        pose.moveBody(link.bodyB, dx: mB * px, dy: mB * py, dAngle: iB * (rbx * py - rby * px))
        return Swift.abs(error) < slop
    }
}

extension UnsafeColumn where Element == BodyMotion {
    /// Applies a warm-start impulse through a row's velocity-change coefficients.
    @inline(__always)
    func warmStart(_ i: Int, _ kx: Double, _ ky: Double, _ kw: Double, _ impulse: Double) {
        var v = self[i]
        v.vx += kx * impulse; v.vy += ky * impulse; v.w += kw * impulse
        self[i] = v
    }
}

extension UnsafeColumn where Element == BodyPose {
    /// Moves and turns one body during position correction, keeping its cosine and sine in sync;
    /// a correction that would leave a non-finite pose is skipped.
    @inline(__always)
    func moveBody(_ i: Int, dx: Double, dy: Double, dAngle: Double) {
        let x = self[i].x + dx, y = self[i].y + dy, angle = self[i].angle + dAngle
        guard x.isFinite, y.isFinite, angle.isFinite else { return }
        self[i].x = x; self[i].y = y
        if dAngle != 0 {
            self[i].angle = angle
            (self[i].sin, self[i].cos) = Double.sineAndCosine(angle)
        }
    }
}
