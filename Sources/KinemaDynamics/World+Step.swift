import KinemaCore
import RealModule

extension World {
    /// Advances the world by exactly one fixed step of `timeStep` seconds (see the type's
    /// documentation for the stages).
    public func step() {
        let h = timeStep
        let bodyCount = records.count
        let gravity = configuration.gravity
        integrateVelocities(h: h, gravity: gravity, count: bodyCount)
        if let boundary { findBoundaryContacts(boundary, h: h) } else if !contacts.isEmpty { contacts.removeAll() }
        let solver = StepSolver(
            h: h, velocityIterations: configuration.velocityIterations,
            positionIterations: configuration.positionIterations,
            linearSlop: linearSlop, maxLinearCorrection: maxLinearCorrection, minJointLength: minJointLength,
            restitutionThreshold: restitutionThreshold,
            maxTranslationSquared: (maxLinearSpeed * h) * (maxLinearSpeed * h),
            maxRotationSquared: maxRotation * maxRotation,
            restLinearSquared: configuration.restLinearSpeed * configuration.restLinearSpeed,
            restAngularSquared: configuration.restAngularSpeed * configuration.restAngularSpeed,
            hasRigidJoints: rigidJointCount > 0)
        let moving = poses.withUnsafeMutableBufferPointer { pose in
            motions.withUnsafeMutableBufferPointer { motion in
                distanceJoints.withUnsafeMutableBufferPointer { distance in
                    revoluteJoints.withUnsafeMutableBufferPointer { revolute in
                        contacts.withUnsafeMutableBufferPointer { contact in
                            solver.run(pose: pose, motion: motion, distance: distance, revolute: revolute,
                                       contacts: contact)
                        }
                    }
                }
            }
        }
        restSteps = moving ? 0 : (restSteps < requiredRestSteps ? restSteps + 1 : restSteps)
        stepCount += 1
    }

    /// Runs `count` steps (nothing when `count <= 0`).
    public func step(count: Int) {
        var k = 0
        while k < count { step(); k += 1 }
    }

    /// Stage 1: gravity, forces and damping into velocities; clears the accumulated forces.
    private func integrateVelocities(h: Double, gravity: Vector, count: Int) {
        let gx = gravity.dx, gy = gravity.dy
        motions.withUnsafeMutableBufferPointer { motion in
            integration.withUnsafeMutableBufferPointer { forces in
                guard let m = motion.baseAddress, let f = forces.baseAddress else { return }
                for i in 0..<Swift.min(count, motion.count, forces.count) {
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
}

/// The hot part of a step, working on raw buffers so that no ARC, uniqueness or exclusivity
/// checks happen inside the loops.
struct StepSolver {
    let h: Double
    let velocityIterations: Int
    let positionIterations: Int
    let linearSlop: Double
    let maxLinearCorrection: Double
    let minJointLength: Double
    let restitutionThreshold: Double
    let maxTranslationSquared: Double
    let maxRotationSquared: Double
    let restLinearSquared: Double
    let restAngularSquared: Double
    let hasRigidJoints: Bool

    /// Stages 2 to 5; returns whether some dynamic body is still moving (rest detection).
    func run(pose poseBuffer: UnsafeMutableBufferPointer<BodyPose>,
             motion motionBuffer: UnsafeMutableBufferPointer<BodyMotion>,
             distance: UnsafeMutableBufferPointer<DistanceJointData>,
             revolute: UnsafeMutableBufferPointer<RevoluteJointData>,
             contacts: UnsafeMutableBufferPointer<BoundaryContact>) -> Bool {
        guard let pose = poseBuffer.baseAddress, let motion = motionBuffer.baseAddress else { return false }
        let bodyCount = Swift.min(poseBuffer.count, motionBuffer.count)
        let inverseH = 1 / h
        // Stage 2: prepare and warm-start.
        for k in distance.indices { distance[k].prepare(motion, pose, minLength: minJointLength) }
        for k in revolute.indices { revolute[k].prepare(motion, pose) }
        for k in contacts.indices {
            let c = contacts[k]
            let p = c.point(pose[c.body])
            let separation = c.nx * p.x + c.ny * p.y - c.offset
            contacts[k].prepare(motion, pose, separation: separation, inverseTimeStep: inverseH)
        }
        // Stage 3: velocity iterations, then restitution.
        var iteration = 0
        while iteration < velocityIterations {
            for k in distance.indices { distance[k].solveVelocity(motion) }
            for k in revolute.indices { revolute[k].solveVelocity(motion) }
            for k in contacts.indices { contacts[k].solveVelocity(motion) }
            iteration += 1
        }
        for k in contacts.indices { contacts[k].solveRestitution(motion, threshold: restitutionThreshold) }
        // Stage 4: positions, with the speed caps; rest detection on the final velocities.
        var moving = false
        for i in 0..<bodyCount {
            var m = motion[i]
            let speed2 = m.vx * m.vx + m.vy * m.vy
            if speed2 * h * h > maxTranslationSquared {
                let f = (maxTranslationSquared / (speed2 * h * h)).squareRoot()
                m.vx *= f; m.vy *= f
                motion[i].vx = m.vx; motion[i].vy = m.vy
            }
            if m.w * m.w * h * h > maxRotationSquared {
                m.w = (m.w > 0 ? 1 : -1) * maxRotationSquared.squareRoot() / h
                motion[i].w = m.w
            }
            pose[i].x += h * m.vx
            pose[i].y += h * m.vy
            if m.w != 0 {
                let angle = pose[i].angle + h * m.w
                pose[i].angle = angle
                pose[i].cos = Double.cos(angle)
                pose[i].sin = Double.sin(angle)
            }
            if m.isDynamic && (speed2 > restLinearSquared || m.w * m.w > restAngularSquared) { moving = true }
        }
        // Stage 5: position iterations for rigid joints and contacts.
        if hasRigidJoints || !contacts.isEmpty {
            var pass = 0
            while pass < positionIterations {
                var solved = true
                if hasRigidJoints {
                    for k in distance.indices where distance[k].isRigid {
                        solved = distance[k].solvePosition(pose, minLength: minJointLength, slop: linearSlop,
                                                           maxCorrection: maxLinearCorrection) && solved
                    }
                    for k in revolute.indices where revolute[k].isRigid {
                        solved = revolute[k].solvePosition(pose, slop: linearSlop) && solved
                    }
                }
                var minSeparation = 0.0
                for k in contacts.indices {
                    let s = contacts[k].solvePosition(pose, slop: linearSlop, maxCorrection: maxLinearCorrection)
                    minSeparation = Swift.min(minSeparation, s)
                }
                pass += 1
                if solved && minSeparation >= -3 * linearSlop { break }
            }
        }
        return moving
    }
}
