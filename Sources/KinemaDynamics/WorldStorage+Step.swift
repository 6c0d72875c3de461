import KinemaCore

extension WorldStorage {
    /// One step (see `World`): the named stages in order. Returns whether some dynamic body still
    /// moves faster than the rest thresholds.
    mutating func step(_ c: StepConstants, boundary: Rect?) -> Bool {
        integrateVelocities(c)
        findBoundaryContacts(boundary, c)
        ensureRowCapacity()
        let hasRigidJoints = rigidJointCount > 0
        return withStepBuffers { step in
            step.prepareJoints(c)
            step.warmStart()
            step.prepareContacts(c)
            step.solve(c)
            step.applyRestitution(c)
            step.storeImpulses()
            step.integratePositions(c)
            step.relax(c, hasRigidJoints: hasRigidJoints)
            return step.isMoving(c)
        }
    }

    /// Gravity, forces and damping into velocities (`v += h (gravityScale g + F / m)`, then
    /// `v *= 1 / (1 + h damping)`); clears the accumulated forces.
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

    /// Makes every row array at least as long as the joints that may write into it.
    private mutating func ensureRowCapacity() {
        Self.grow(&axialRows, to: distanceJoints.count, with: .zero)
        Self.grow(&axialPairRows, to: distanceJoints.count, with: .zero)
        Self.grow(&pointRows, to: revoluteJoints.count, with: .zero)
        Self.grow(&pointPairRows, to: revoluteJoints.count, with: .zero)
    }

    /// Appends `filler` to `rows` until it holds at least `count` elements.
    private static func grow<Row>(_ rows: inout [Row], to count: Int, with filler: Row) {
        if rows.count < count { rows.append(contentsOf: repeatElement(filler, count: count - rows.count)) }
    }

    /// Runs `body` on raw views of the arrays a step changes after the velocity integration
    /// (one exclusive access per array for the whole step).
    @inline(__always)
    private mutating func withStepBuffers(_ body: (inout StepBuffers) -> Bool) -> Bool {
        poses.withUnsafeMutableBufferPointer { pose in
            motions.withUnsafeMutableBufferPointer { motion in
                distanceJoints.withUnsafeMutableBufferPointer { distance in
                    revoluteJoints.withUnsafeMutableBufferPointer { revolute in
                        contacts.withUnsafeMutableBufferPointer { contact in
                            axialRows.withUnsafeMutableBufferPointer { axial in
                                axialPairRows.withUnsafeMutableBufferPointer { axialPair in
                                    pointRows.withUnsafeMutableBufferPointer { point in
                                        pointPairRows.withUnsafeMutableBufferPointer { pointPair in
                                            guard let p = pose.baseAddress, let m = motion.baseAddress,
                                                  let ax = axial.baseAddress, let apx = axialPair.baseAddress,
                                                  let px = point.baseAddress, let ppx = pointPair.baseAddress
                                            else { return false }
                                            var buffers = StepBuffers(
                                                pose: p, motion: m, bodyCount: Swift.min(pose.count, motion.count),
                                                distance: distance, revolute: revolute, contacts: contact,
                                                rows: RowSink(axials: ax, axialPairs: apx, points: px, pointPairs: ppx))
                                            return body(&buffers)
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
}
