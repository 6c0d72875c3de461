import KinemaCore
import RealModule

/// Views of a world's columns for the stages of one step after the velocity integration (valid
/// during `WorldStorage.step`, which changes no column's size meanwhile), with the velocity rows
/// written so far.
///
/// Stages, in the order `WorldStorage.step` runs them: `prepareJointsAndWarmStart`,
/// `prepareContacts`, `solve`, `applyRestitution`, `storeImpulses`, `integratePositions`, `relax`,
/// `isMoving` (rest detection).
struct StepBuffers {
    let pose: UnsafeColumn<BodyPose>
    let motion: UnsafeColumn<BodyMotion>
    let mass: UnsafeColumn<BodyMass>
    let distance: UnsafeColumn<DistanceJointData>
    let revolute: UnsafeColumn<RevoluteJointData>
    let contacts: UnsafeColumn<BoundaryContact>
    var rows: RowSink

    /// The number of body slots.
    var bodyCount: Int { Swift.min(pose.count, motion.count, mass.count) }

    /// Every joint computes its step terms (anchors, axis, effective mass, bias), writes its
    /// velocity row and applies last step's accumulated impulse to its bodies (the warm start):
    /// distance joints, then revolute joints, each in creation order.
    ///
    /// One pass does both: a joint's preparation reads the velocity only of a body that cannot
    /// move (to fold it into a one-body row), which no warm start changes, so every body receives
    /// the same warm-start impulses in the same order as in two passes.
    @inline(__always)
    mutating func prepareJointsAndWarmStart(_ c: StepConstants) {
        for k in distance.indices {
            distance[k].prepare(
                index: k, motion: motion, mass: mass, pose: pose, minLength: c.minJointLength,
                rows: &rows)
            distance[k].warmStart(motion)
        }
        for k in revolute.indices {
            revolute[k].prepare(index: k, motion: motion, mass: mass, pose: pose, rows: &rows)
            revolute[k].warmStart(motion)
        }
    }

    /// Every boundary contact computes its step terms from the warm-started velocities.
    @inline(__always)
    func prepareContacts(_ c: StepConstants) {
        let inverseH = 1 / c.h
        for k in contacts.indices {
            let p = contacts[k].point(pose[contacts[k].body])
            let separation = contacts[k].nx * p.x + contacts[k].ny * p.y - contacts[k].offset
            contacts[k].prepare(motion, mass, pose, separation: separation, inverseTimeStep: inverseH)
        }
    }

    /// `velocityIterations` sequential-impulse passes: two-body distance rows, one-body distance
    /// rows, two-body revolute rows, one-body revolute rows, then the boundary contacts.
    ///
    /// Worlds of items attached to fixed points (UIKit's snaps and anchored attachments) have
    /// one-body rows only; their passes run `solveOneBodyRows` instead, in the same order.
    @inline(__always)
    func solve(_ c: StepConstants) {
        if rows.axialPairCount == 0 && rows.pointPairCount == 0 && contacts.isEmpty {
            Self.solveOneBodyRows(
                axials: rows.axials, axialCount: rows.axialCount, points: rows.points,
                pointCount: rows.pointCount, motion: motion, iterations: c.velocityIterations)
            return
        }
        let axials = rows.axials, axialPairs = rows.axialPairs, points = rows.points, pointPairs = rows.pointPairs
        var iteration = 0
        while iteration < c.velocityIterations {
            for k in 0..<rows.axialPairCount { axialPairs[k].solve(motion) }
            for k in 0..<rows.axialCount { axials[k].solve(motion) }
            for k in 0..<rows.pointPairCount { pointPairs[k].solve(motion) }
            for k in 0..<rows.pointCount { points[k].solve(motion) }
            for k in contacts.indices { contacts[k].solveVelocity(motion) }
            iteration += 1
        }
    }

    /// The velocity passes over one-body rows only: each row reads its body's velocity, and when
    /// it is the body of the row just solved (consecutive joints of one item, and each item's
    /// last and first rows from one pass to the next in a one-item world) it takes the velocity
    /// that row computed instead of loading it back from memory: the same numbers, without a
    /// store-to-load round trip in the chain from row to row. Every row still stores its result.
    /// When no row follows one on its own body (many items, one joint of each kind each), the
    /// passes skip that comparison.
    @inline(never)
    static func solveOneBodyRows(
        axials: UnsafeColumn<AxialRow>, axialCount: Int, points: UnsafeColumn<PointRow>,
        pointCount: Int, motion: UnsafeColumn<BodyMotion>, iterations: Int
    ) {
        // Whether some row, in pass order and from the last row of a pass to the first of the
        // next, acts on the body of the row before it.
        var follows = false
        var previous =
            pointCount > 0 ? points[pointCount - 1].body : (axialCount > 0 ? axials[axialCount - 1].body : -1)
        for k in 0..<axialCount { follows = follows || axials[k].body == previous; previous = axials[k].body }
        for k in 0..<pointCount { follows = follows || points[k].body == previous; previous = points[k].body }
        guard follows else {
            var iteration = 0
            while iteration < iterations {
                for k in 0..<axialCount { axials[k].solve(motion) }
                for k in 0..<pointCount { points[k].solve(motion) }
                iteration += 1
            }
            return
        }
        var carried = (body: -1, velocity: BodyMotion.inert)
        var iteration = 0
        while iteration < iterations {
            solvePass(axials, count: axialCount, motion: motion, carrying: &carried)
            solvePass(points, count: pointCount, motion: motion, carrying: &carried)
            iteration += 1
        }
    }

    /// One pass over `count` one-body rows, taking the velocity of `carried.body` from `carried`
    /// instead of memory and leaving the last row's body and result there.
    @inline(__always)
    static func solvePass<Row: OneBodyRow>(
        _ rows: UnsafeColumn<Row>, count: Int, motion: UnsafeColumn<BodyMotion>,
        carrying carried: inout (body: Int, velocity: BodyMotion)
    ) {
        for k in 0..<count {
            let body = rows[k].body
            let v = body == carried.body ? carried.velocity : motion[body]
            carried.velocity = rows[k].solve(v)
            motion[body] = carried.velocity
            carried.body = body
        }
    }

    /// Restitution, iterated like the velocity passes so that simultaneous contacts (a box landing
    /// flat) share the bounce instead of the first one spinning the body.
    @inline(__always)
    func applyRestitution(_ c: StepConstants) {
        guard !contacts.isEmpty else { return }
        var iteration = 0
        while iteration < c.velocityIterations {
            for k in contacts.indices { contacts[k].solveRestitution(motion, threshold: c.restitutionThreshold) }
            iteration += 1
        }
    }

    /// The rows' accumulated impulses go back to their joints, for the next step's warm start.
    @inline(__always)
    func storeImpulses() {
        for k in 0..<rows.axialPairCount { distance[rows.axialPairs[k].joint].impulse = rows.axialPairs[k].impulse }
        for k in 0..<rows.axialCount { distance[rows.axials[k].joint].impulse = rows.axials[k].impulse }
        for k in 0..<rows.pointPairCount {
            let row = rows.pointPairs[k]
            revolute[row.joint].impulseX = row.impulseX; revolute[row.joint].impulseY = row.impulseY
        }
        for k in 0..<rows.pointCount {
            let row = rows.points[k]
            revolute[row.joint].impulseX = row.impulseX; revolute[row.joint].impulseY = row.impulseY
        }
    }

    /// `x += h v`, `angle += h w` (cosine and sine refreshed only when the angle changed), after
    /// capping the translation and rotation per step (see `cappedVelocity` for velocities that
    /// overflowed or are not numbers).
    @inline(__always)
    func integratePositions(_ c: StepConstants) {
        let h = c.h
        for i in 0..<bodyCount {
            var m = motion[i]
            let speed2 = m.vx * m.vx + m.vy * m.vy
            // Written as !(a <= b) so that NaN takes the capping branch too.
            if !(speed2 * h * h <= c.maxTranslationSquared) {
                (m.vx, m.vy) = Self.cappedVelocity(m.vx, m.vy, c)
                motion[i].vx = m.vx; motion[i].vy = m.vy
            }
            if !(m.w * m.w * h * h <= c.maxRotationSquared) {
                m.w = m.w.isNaN ? 0 : (m.w > 0 ? 1 : -1) * c.maxRotationSquared.squareRoot() / h
                motion[i].w = m.w
            }
            pose[i].x += h * m.vx
            pose[i].y += h * m.vy
            let angle = pose[i].angle + h * m.w
            if angle != pose[i].angle {
                pose[i].angle = angle
                (pose[i].sin, pose[i].cos) = Double.sineAndCosine(angle)
            }
        }
    }

    /// Up to `positionIterations` non-linear Gauss-Seidel passes over the rigid joints and the
    /// boundary contacts, stopping early once every error is within the linear slop (Box2D 2.x's
    /// position iterations). The caller skips it when there is nothing to relax.
    @inline(never)
    func relax(_ c: StepConstants, hasRigidJoints: Bool) {
        var pass = 0
        while pass < c.positionIterations {
            var solved = true
            if hasRigidJoints {
                for k in distance.indices where distance[k].isRigid {
                    solved =
                        distance[k].solvePosition(
                            pose, minLength: c.minJointLength, slop: c.linearSlop,
                            maxCorrection: c.maxLinearCorrection) && solved
                }
                for k in revolute.indices where revolute[k].isRigid {
                    solved = revolute[k].solvePosition(pose, slop: c.linearSlop) && solved
                }
            }
            var minSeparation = 0.0
            for k in contacts.indices {
                let s = contacts[k].solvePosition(pose, slop: c.linearSlop, maxCorrection: c.maxLinearCorrection)
                minSeparation = Swift.min(minSeparation, s)
            }
            pass += 1
            if solved && minSeparation >= -3 * c.linearSlop { break }
        }
    }

    /// A velocity faster than the cap, scaled down to it: by `sqrt(cap^2 / (|v|^2 h^2))` when the
    /// squared speed is finite; a velocity too large to square keeps its direction (an infinite
    /// component dominates) at the capped speed; a velocity with a NaN component becomes zero.
    /// Out of line: the common, uncapped case does not pay for it.
    @inline(never)
    static func cappedVelocity(_ vx: Double, _ vy: Double, _ c: StepConstants) -> (Double, Double) {
        let h = c.h
        let scaled = (vx * vx + vy * vy) * h * h
        if scaled.isFinite {
            let f = (c.maxTranslationSquared / scaled).squareRoot()
            return (vx * f, vy * f)
        }
        guard !vx.isNaN, !vy.isNaN else { return (0, 0) }
        var dx = vx, dy = vy
        if dx.isInfinite || dy.isInfinite {
            dx = dx.isInfinite ? (dx > 0 ? 1 : -1) : 0
            dy = dy.isInfinite ? (dy > 0 ? 1 : -1) : 0
        } else {
            let largest = Swift.max(dx.magnitude, dy.magnitude)
            dx /= largest; dy /= largest
        }
        let f = c.maxTranslationSquared.squareRoot() / (h * (dx * dx + dy * dy).squareRoot())
        return (dx * f, dy * f)
    }

    /// Rest detection: whether some dynamic body moves faster than the rest thresholds after the
    /// step (final, capped velocities).
    @inline(__always)
    func isMoving(_ c: StepConstants) -> Bool {
        for i in 0..<bodyCount where mass[i].isDynamic {
            let m = motion[i]
            if m.vx * m.vx + m.vy * m.vy > c.restLinearSquared || m.w * m.w > c.restAngularSquared { return true }
        }
        return false
    }
}
