extension WorldStorage {
    /// Stops the program with a message listing every broken invariant (`fatalError`, whose message
    /// optimised builds such as the fuzz targets keep, where a precondition's is dropped; see
    /// `invariantViolations()`). Checked builds (`KINEMA_INTERNAL_CHECKS`) run it when a world is
    /// created, after every change made through its methods and after every step.
    func checkInvariants() {
        let violations = invariantViolations()
        if !violations.isEmpty { fatalError("WorldStorage invariants broken: " + violations.joined(separator: "; ")) }
    }

    /// The invariants the step's unchecked loops and the slot tables rely on that do not hold,
    /// one sentence each (empty when the storage is sound):
    ///
    /// - Bodies: the body columns and the records have one element per slot; slot 0 (the ground)
    ///   is live and static; the free slots are distinct, in range and dead, and every dead slot
    ///   is free; dead slots are inert (no velocity, inverse mass or force); every live pose and
    ///   velocity is finite, with the cosine and sine of its angle; inverse masses are finite and
    ///   not negative; exactly the live dynamic bodies count for rest detection.
    /// - Joints: each dense joint names a live slot of its kind that points back at it; every live
    ///   slot is named by exactly one dense joint; free joint slots are distinct and dead, and
    ///   every dead slot is free; joints connect live bodies; the rigid count is right; anchors and
    ///   lengths are finite; rigidity and force caps agree with the stored stiffness and cap.
    /// - Contacts: each names a live dynamic body.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append(message()) }
        }
        let slots = records.count
        require(
            poses.count == slots && motions.count == slots && masses.count == slots && integration.count == slots,
            "body columns hold \(poses.count)/\(motions.count)/\(masses.count)/\(integration.count) for \(slots) slots")
        guard poses.count >= slots, motions.count >= slots, masses.count >= slots, integration.count >= slots else {
            return violations
        }
        require(
            slots > 0 && records[0].isAlive && records[0].definition.type == .static,
            "slot 0 does not hold the live static ground")
        var isFree = [Bool](repeating: false, count: slots)
        for slot in freeBodySlots {
            guard slot > 0 && slot < slots else {
                violations.append("free body slot \(slot) is out of range"); continue
            }
            require(!isFree[slot], "body slot \(slot) is free twice")
            require(!records[slot].isAlive, "live body slot \(slot) is in the free list")
            isFree[slot] = true
        }
        for slot in 0..<slots {
            let record = records[slot], pose = poses[slot], motion = motions[slot], mass = masses[slot]
            let forces = integration[slot]
            guard record.isAlive else {
                require(isFree[slot], "dead body slot \(slot) is not free")
                require(
                    mass.invMass == 0 && mass.invInertia == 0 && !mass.isDynamic
                        && motion.vx == 0 && motion.vy == 0 && motion.w == 0, "dead body slot \(slot) still moves")
                require(
                    forces.fx == 0 && forces.fy == 0 && forces.torque == 0 && forces.gravityFactor == 0,
                    "dead body slot \(slot) still has forces")
                continue
            }
            require(
                pose.x.isFinite && pose.y.isFinite && pose.angle.isFinite, "body slot \(slot) has a non-finite pose")
            let (sin, cos) = Double.sineAndCosine(pose.angle)
            require(pose.sin == sin && pose.cos == cos, "body slot \(slot) has a stale cosine or sine of its angle")
            require(
                motion.vx.isFinite && motion.vy.isFinite && motion.w.isFinite,
                "body slot \(slot) has a non-finite velocity")
            require(
                mass.invMass.isFinite && mass.invMass >= 0 && mass.invInertia.isFinite && mass.invInertia >= 0,
                "body slot \(slot) has an invalid inverse mass")
            require(
                mass.isDynamic == (record.definition.type == .dynamic),
                "body slot \(slot) counts for rest detection wrongly")
            require(
                forces.fx.isFinite && forces.fy.isFinite && forces.torque.isFinite && forces.gravityFactor.isFinite
                    && forces.linearDampingFactor.isFinite && forces.angularDampingFactor.isFinite,
                "body slot \(slot) has non-finite forces or factors")
        }

        var named = [Bool](repeating: false, count: jointSlots.count)
        var rigid = 0
        func checkJoint(_ kind: JointKind, dense: Int, slot: Int, bodies: [Int], isRigid: Bool, numbers: [Double]) {
            if slot >= 0 && slot < jointSlots.count {
                let entry = jointSlots[slot]
                require(
                    entry.isAlive && entry.kind == kind && entry.dense == dense && !named[slot],
                    "\(kind) joint \(dense) and its slot \(slot) disagree")
                named[slot] = true
            } else {
                violations.append("\(kind) joint \(dense) names slot \(slot), out of range")
            }
            for body in bodies {
                require(
                    body >= 0 && body < slots && records[body].isAlive,
                    "\(kind) joint \(dense) connects body slot \(body), which is not live")
            }
            require(numbers.allSatisfy(\.isFinite), "\(kind) joint \(dense) has a non-finite anchor or length")
            if isRigid { rigid += 1 }
        }
        for k in distanceJoints.indices {
            let j = distanceJoints[k]
            checkJoint(
                .distance, dense: k, slot: j.link.slot, bodies: [j.link.bodyA, j.link.bodyB], isRigid: j.isRigid,
                numbers: [j.link.localAx, j.link.localAy, j.link.localBx, j.link.localBy, j.length])
            require(j.isRigid == j.stiffness.isRigid, "distance joint \(k) has a stale rigidity")
        }
        for k in revoluteJoints.indices {
            let j = revoluteJoints[k]
            checkJoint(
                .revolute, dense: k, slot: j.link.slot, bodies: [j.link.bodyA, j.link.bodyB], isRigid: j.isRigid,
                numbers: [j.link.localAx, j.link.localAy, j.link.localBx, j.link.localBy])
            require(j.isRigid == j.stiffness.isRigid, "revolute joint \(k) has a stale rigidity")
            require(j.hasMaxImpulse == j.maxImpulse.isFinite, "revolute joint \(k) has a stale force cap")
        }
        require(rigid == rigidJointCount, "\(rigidJointCount) rigid joints are counted, \(rigid) exist")
        var isFreeJoint = [Bool](repeating: false, count: jointSlots.count)
        for slot in freeJointSlots {
            guard slot >= 0 && slot < jointSlots.count else {
                violations.append("free joint slot \(slot) is out of range")
                continue
            }
            require(!isFreeJoint[slot] && !jointSlots[slot].isAlive, "joint slot \(slot) is free twice or still live")
            isFreeJoint[slot] = true
        }
        for slot in jointSlots.indices {
            require(
                jointSlots[slot].isAlive ? named[slot] : isFreeJoint[slot],
                "joint slot \(slot) is live but names no joint, or dead but not free")
        }

        for k in contacts.indices {
            let body = contacts[k].body
            require(
                body >= 0 && body < slots && records[body].isAlive && masses[body].isDynamic,
                "contact \(k) names body slot \(body), which is not a live dynamic body")
        }
        return violations
    }
}
