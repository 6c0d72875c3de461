extension WorldStorage {
    /// Checks every invariant the step's unchecked loops rely on, and the bookkeeping of the slot
    /// tables; stops with a precondition failure naming the first one broken. Checked builds
    /// (`KINEMA_INTERNAL_CHECKS`) run it after every change to a world and after every step.
    ///
    /// - Bodies: the body columns and the records have one element per slot; the free slots are
    ///   distinct, in range and dead, and every dead slot is free; dead slots are inert (no
    ///   velocity, mass or force); every live pose and velocity is finite, with the cosine and
    ///   sine of its angle; inverse masses are finite and not negative; only live dynamic bodies
    ///   count for rest; slot 0 (the ground) is live and static.
    /// - Joints: each dense joint names a live slot of its kind that points back at it; every live
    ///   slot is named by exactly one dense joint; free joint slots are distinct and dead, and
    ///   every dead slot is free; joints connect live bodies; the rigid count is right; joint
    ///   constants are finite.
    /// - Contacts: each names a live dynamic body.
    func checkInvariants() {
        let slots = records.count
        precondition(poses.count == slots && motions.count == slots && masses.count == slots
                     && integration.count == slots,
                     "WorldStorage: body columns \(poses.count)/\(motions.count)/\(masses.count)/\(integration.count) for \(slots) records")
        precondition(slots > 0 && records[0].isAlive && records[0].definition.type == .static,
                     "WorldStorage: slot 0 must hold the live static ground")
        var isFree = [Bool](repeating: false, count: slots)
        for slot in freeBodySlots {
            precondition(slot > 0 && slot < slots, "WorldStorage: free body slot \(slot) out of range")
            precondition(!isFree[slot], "WorldStorage: body slot \(slot) freed twice")
            precondition(!records[slot].isAlive, "WorldStorage: live body slot \(slot) in the free list")
            isFree[slot] = true
        }
        for slot in 0..<slots {
            let record = records[slot], pose = poses[slot], motion = motions[slot], mass = masses[slot]
            let forces = integration[slot]
            precondition(record.isAlive || isFree[slot], "WorldStorage: dead body slot \(slot) is not free")
            precondition(record.generation >= 0, "WorldStorage: body slot \(slot) has a negative generation")
            guard record.isAlive else {
                precondition(mass.invMass == 0 && mass.invInertia == 0 && !mass.isDynamic
                             && motion.vx == 0 && motion.vy == 0 && motion.w == 0,
                             "WorldStorage: dead body slot \(slot) still moves")
                precondition(forces.fx == 0 && forces.fy == 0 && forces.torque == 0 && forces.gravityFactor == 0,
                             "WorldStorage: dead body slot \(slot) still has forces")
                continue
            }
            precondition(pose.x.isFinite && pose.y.isFinite && pose.angle.isFinite,
                         "WorldStorage: body slot \(slot) has a non-finite pose")
            let (sin, cos) = Double.sineAndCosine(pose.angle)
            precondition(pose.sin == sin && pose.cos == cos,
                         "WorldStorage: body slot \(slot) has a stale cosine or sine of its angle")
            precondition(motion.vx.isFinite && motion.vy.isFinite && motion.w.isFinite,
                         "WorldStorage: body slot \(slot) has a non-finite velocity")
            precondition(mass.invMass.isFinite && mass.invMass >= 0 && mass.invInertia.isFinite
                         && mass.invInertia >= 0, "WorldStorage: body slot \(slot) has an invalid inverse mass")
            precondition(mass.isDynamic == (record.definition.type == .dynamic),
                         "WorldStorage: body slot \(slot) counts for rest detection wrongly")
            precondition(forces.fx.isFinite && forces.fy.isFinite && forces.torque.isFinite
                         && forces.gravityFactor.isFinite && forces.linearDampingFactor.isFinite
                         && forces.angularDampingFactor.isFinite,
                         "WorldStorage: body slot \(slot) has non-finite forces or factors")
        }

        var named = [Bool](repeating: false, count: jointSlots.count)
        var rigid = 0
        func checkJoint(kind: JointKind, dense: Int, slot: Int, bodyA: Int, bodyB: Int, isRigid: Bool,
                        numbers: [Double]) {
            precondition(slot >= 0 && slot < jointSlots.count, "WorldStorage: \(kind) joint \(dense) names slot \(slot)")
            let entry = jointSlots[slot]
            precondition(entry.isAlive && entry.kind == kind && entry.dense == dense && !named[slot],
                         "WorldStorage: \(kind) joint \(dense) and its slot \(slot) disagree")
            named[slot] = true
            for body in [bodyA, bodyB] {
                precondition(body >= 0 && body < slots && records[body].isAlive,
                             "WorldStorage: \(kind) joint \(dense) connects body slot \(body), which is not live")
            }
            precondition(numbers.allSatisfy(\.isFinite), "WorldStorage: \(kind) joint \(dense) has a non-finite constant")
            if isRigid { rigid += 1 }
        }
        for k in distanceJoints.indices {
            let j = distanceJoints[k]
            checkJoint(kind: .distance, dense: k, slot: j.slot, bodyA: j.bodyA, bodyB: j.bodyB, isRigid: j.isRigid,
                       numbers: [j.localAx, j.localAy, j.localBx, j.localBy, j.length, j.impulse])
            precondition(j.isRigid == j.stiffness.isRigid, "WorldStorage: distance joint \(k) rigidity is stale")
        }
        for k in revoluteJoints.indices {
            let j = revoluteJoints[k]
            checkJoint(kind: .revolute, dense: k, slot: j.slot, bodyA: j.bodyA, bodyB: j.bodyB, isRigid: j.isRigid,
                       numbers: [j.localAx, j.localAy, j.localBx, j.localBy, j.impulseX, j.impulseY])
            precondition(j.isRigid == j.stiffness.isRigid, "WorldStorage: revolute joint \(k) rigidity is stale")
            precondition(j.hasMaxImpulse == j.maxImpulse.isFinite, "WorldStorage: revolute joint \(k) force cap is stale")
        }
        precondition(rigid == rigidJointCount, "WorldStorage: \(rigidJointCount) rigid joints counted, \(rigid) present")
        var isFreeJoint = [Bool](repeating: false, count: jointSlots.count)
        for slot in freeJointSlots {
            precondition(slot >= 0 && slot < jointSlots.count, "WorldStorage: free joint slot \(slot) out of range")
            precondition(!isFreeJoint[slot] && !jointSlots[slot].isAlive,
                         "WorldStorage: joint slot \(slot) freed twice or still live")
            isFreeJoint[slot] = true
        }
        for slot in jointSlots.indices {
            precondition(jointSlots[slot].isAlive ? named[slot] : isFreeJoint[slot],
                         "WorldStorage: joint slot \(slot) is live but unused, or dead but not free")
        }

        for k in contacts.indices {
            let body = contacts[k].body
            precondition(body >= 0 && body < slots && records[body].isAlive && masses[body].isDynamic,
                         "WorldStorage: contact \(k) names body slot \(body), which is not a live dynamic body")
        }
    }
}
