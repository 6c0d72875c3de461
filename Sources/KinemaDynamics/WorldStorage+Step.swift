import KinemaCore
import RealModule

extension WorldStorage {
    /// One step (see `World`); returns whether some dynamic body is still moving.
    mutating func step(_ c: StepConstants, boundary: Rect?) -> Bool {
        integrateVelocities(c)
        if let boundary {
            findBoundaryContacts(boundary, c)
        } else if !contacts.isEmpty {
            contacts.removeAll(keepingCapacity: true)
        }
        ensureRowCapacity()
        let hasRigidJoints = rigidJointCount > 0
        return poses.withUnsafeMutableBufferPointer { pose in
            motions.withUnsafeMutableBufferPointer { motion in
                distanceJoints.withUnsafeMutableBufferPointer { distance in
                    revoluteJoints.withUnsafeMutableBufferPointer { revolute in
                        contacts.withUnsafeMutableBufferPointer { contact in
                            axialRows.withUnsafeMutableBufferPointer { axial in
                                axialPairRows.withUnsafeMutableBufferPointer { axialPair in
                                    pointRows.withUnsafeMutableBufferPointer { point in
                                        pointPairRows.withUnsafeMutableBufferPointer { pointPair in
                                            guard let ax = axial.baseAddress, let apx = axialPair.baseAddress,
                                                  let px = point.baseAddress, let ppx = pointPair.baseAddress
                                            else { return false }
                                            let sink = RowSink(axials: ax, axialPairs: apx, points: px, pointPairs: ppx)
                                            return Self.solve(c, pose: pose, motion: motion, distance: distance,
                                                              revolute: revolute, contacts: contact, rows: sink,
                                                              hasRigidJoints: hasRigidJoints)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Makes every row array at least as long as the joints that may write into it.
    private mutating func ensureRowCapacity() {
        let d = distanceJoints.count, r = revoluteJoints.count
        if axialRows.count < d { axialRows.append(contentsOf: repeatElement(.zero, count: d - axialRows.count)) }
        if axialPairRows.count < d {
            axialPairRows.append(contentsOf: repeatElement(.zero, count: d - axialPairRows.count))
        }
        if pointRows.count < r { pointRows.append(contentsOf: repeatElement(.zero, count: r - pointRows.count)) }
        if pointPairRows.count < r {
            pointPairRows.append(contentsOf: repeatElement(.zero, count: r - pointPairRows.count))
        }
    }

    /// Stage 1: gravity, forces and damping into velocities; clears the accumulated forces.
    private mutating func integrateVelocities(_ c: StepConstants) {
        let h = c.h, gx = c.gravityX, gy = c.gravityY
        motions.withUnsafeMutableBufferPointer { motion in
            integration.withUnsafeMutableBufferPointer { forces in
                guard let m = motion.baseAddress, let f = forces.baseAddress else { return }
                for i in 0..<Swift.min(motion.count, forces.count) {
                    let fi = f[i]
                    let vx = m[i].vx + h * (fi.gravityFactor * gx + m[i].invMass * fi.fx)
                    let vy = m[i].vy + h * (fi.gravityFactor * gy + m[i].invMass * fi.fy)
                    let w = m[i].w + h * m[i].invInertia * fi.torque
                    m[i].vx = vx * fi.linearDampingFactor
                    m[i].vy = vy * fi.linearDampingFactor
                    m[i].w = w * fi.angularDampingFactor
                    f[i].fx = 0; f[i].fy = 0; f[i].torque = 0
                }
            }
        }
    }

    /// Stages 2 to 5 on raw buffers; returns whether some dynamic body is still moving.
    private static func solve(_ c: StepConstants, pose poseBuffer: UnsafeMutableBufferPointer<BodyPose>,
                              motion motionBuffer: UnsafeMutableBufferPointer<BodyMotion>,
                              distance: UnsafeMutableBufferPointer<DistanceJointData>,
                              revolute: UnsafeMutableBufferPointer<RevoluteJointData>,
                              contacts: UnsafeMutableBufferPointer<BoundaryContact>,
                              rows initialRows: RowSink, hasRigidJoints: Bool) -> Bool {
        guard let pose = poseBuffer.baseAddress, let motion = motionBuffer.baseAddress else { return false }
        let h = c.h, inverseH = 1 / h
        // Stage 2: rows and warm starting.
        var rows = initialRows
        for k in distance.indices {
            distance[k].prepare(index: k, motion: motion, pose: pose, minLength: c.minJointLength, rows: &rows)
        }
        for k in revolute.indices { revolute[k].prepare(index: k, motion: motion, pose: pose, rows: &rows) }
        for k in contacts.indices {
            let p = contacts[k].point(pose[contacts[k].body])
            let separation = contacts[k].nx * p.x + contacts[k].ny * p.y - contacts[k].offset
            contacts[k].prepare(motion, pose, separation: separation, inverseTimeStep: inverseH)
        }
        // Stage 3: velocity iterations, then restitution; accumulated impulses go back to the joints.
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
        if !contacts.isEmpty {
            // Restitution, iterated like the velocity pass so that simultaneous contacts (a box
            // landing flat) share the bounce instead of the first one spinning the body.
            iteration = 0
            while iteration < c.velocityIterations {
                for k in contacts.indices { contacts[k].solveRestitution(motion, threshold: c.restitutionThreshold) }
                iteration += 1
            }
        }
        for k in 0..<rows.axialPairCount { distance[axialPairs[k].joint].impulse = axialPairs[k].impulse }
        for k in 0..<rows.axialCount { distance[axials[k].joint].impulse = axials[k].impulse }
        for k in 0..<rows.pointPairCount {
            let row = pointPairs[k]
            revolute[row.joint].impulseX = row.impulseX; revolute[row.joint].impulseY = row.impulseY
        }
        for k in 0..<rows.pointCount {
            let row = points[k]
            revolute[row.joint].impulseX = row.impulseX; revolute[row.joint].impulseY = row.impulseY
        }
        // Stage 4: positions, with the speed caps; rest detection on the final velocities.
        let moving = integratePositions(c, pose: pose, motion: motion,
                                        count: Swift.min(poseBuffer.count, motionBuffer.count))
        // Stage 5: position iterations for rigid joints and contacts.
        if hasRigidJoints || !contacts.isEmpty {
            var pass = 0
            while pass < c.positionIterations {
                var solved = true
                if hasRigidJoints {
                    for k in distance.indices where distance[k].isRigid {
                        solved = distance[k].solvePosition(pose, minLength: c.minJointLength, slop: c.linearSlop,
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
        return moving
    }

    /// Stage 4: `x += h v`, `angle += h w` (cosine and sine refreshed only when the angle changed),
    /// after capping the translation and rotation per step. Returns whether a dynamic body moves
    /// faster than the rest thresholds.
    @inline(__always)
    private static func integratePositions(_ c: StepConstants, pose: UnsafeMutablePointer<BodyPose>,
                                           motion: UnsafeMutablePointer<BodyMotion>, count: Int) -> Bool {
        let h = c.h
        var moving = false
        for i in 0..<count {
            var m = motion[i]
            let speed2 = m.vx * m.vx + m.vy * m.vy
            if speed2 * h * h > c.maxTranslationSquared {
                let f = (c.maxTranslationSquared / (speed2 * h * h)).squareRoot()
                m.vx *= f; m.vy *= f
                motion[i].vx = m.vx; motion[i].vy = m.vy
            }
            if m.w * m.w * h * h > c.maxRotationSquared {
                m.w = (m.w > 0 ? 1 : -1) * c.maxRotationSquared.squareRoot() / h
                motion[i].w = m.w
            }
            pose[i].x += h * m.vx
            pose[i].y += h * m.vy
            let angle = pose[i].angle + h * m.w
            if angle != pose[i].angle {
                pose[i].angle = angle
                pose[i].cos = Double.cos(angle)
                pose[i].sin = Double.sin(angle)
            }
            if m.isDynamic && (speed2 > c.restLinearSquared || m.w * m.w > c.restAngularSquared) { moving = true }
        }
        return moving
    }
}
