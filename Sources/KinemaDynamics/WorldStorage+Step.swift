import KinemaCore

extension WorldStorage {
    /// One step (see `World`): the named stages in order. Returns whether some dynamic body still
    /// moves faster than the rest thresholds.
    mutating func step(_ c: StepConstants, boundary: Rect?) -> Bool {
        integrateVelocities(c)
        findBoundaryContacts(boundary, c)
        ensureRowCapacity()
        var step = StepBuffers(
            pose: poses.view, motion: motions.view, mass: masses.view, distance: distanceJoints.view,
            revolute: revoluteJoints.view,
            contacts: contacts.view,
            rows: RowSink(
                axials: axialRows.view, axialPairs: axialPairRows.view, points: pointRows.view,
                pointPairs: pointPairRows.view))
        step.prepareJointsAndWarmStart(c)
        step.prepareContacts(c)
        step.solve(c)
        step.applyRestitution(c)
        step.storeImpulses()
        step.integratePositions(c)
        let hasRigidJoints = rigidJointCount > 0
        if hasRigidJoints || !contacts.isEmpty { step.relax(c, hasRigidJoints: hasRigidJoints) }
        return step.isMoving(c)
    }

    /// Gravity, forces and damping into velocities (`v += h (gravityScale g + F / m)`, then
    /// `v *= 1 / (1 + h damping)`); clears the accumulated forces.
    private mutating func integrateVelocities(_ c: StepConstants) {
        let h = c.h, gx = c.gravityX, gy = c.gravityY
        let m = motions.view, inverse = masses.view, f = integration.view
        for i in 0..<Swift.min(m.count, inverse.count, f.count) {
            let fi = f[i], mass = inverse[i]
            let vx = m[i].vx + h * (fi.gravityFactor * gx + mass.invMass * fi.fx)
            let vy = m[i].vy + h * (fi.gravityFactor * gy + mass.invMass * fi.fy)
            let w = m[i].w + h * mass.invInertia * fi.torque
            m[i].vx = vx * fi.linearDampingFactor
            m[i].vy = vy * fi.linearDampingFactor
            m[i].w = w * fi.angularDampingFactor
            f[i].fx = 0; f[i].fy = 0; f[i].torque = 0
        }
    }

    /// Makes every row column as long as the joints that may write into it.
    @inline(__always)
    private mutating func ensureRowCapacity() {
        if axialRows.count < distanceJoints.count || axialPairRows.count < distanceJoints.count
            || pointRows.count < revoluteJoints.count || pointPairRows.count < revoluteJoints.count
        {
            growRows()
        }
    }

    /// Grows the row columns after joints were added (out of line: it happens once per new joint).
    @inline(never)
    private mutating func growRows() {
        axialRows.grow(to: distanceJoints.count, with: .zero)
        axialPairRows.grow(to: distanceJoints.count, with: .zero)
        pointRows.grow(to: revoluteJoints.count, with: .zero)
        pointPairRows.grow(to: revoluteJoints.count, with: .zero)
    }
}
