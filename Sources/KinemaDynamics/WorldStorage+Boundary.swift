import KinemaCore

extension WorldStorage {
    /// Finds this step's boundary contacts (none without a boundary): for every live dynamic body,
    /// each rectangle corner (or the disc's nearest point) against each wall (left, right, top,
    /// bottom) whose separation is below the speculative margin `4 * slop + max(0, approach speed) * h`.
    /// Order: body slot, wall, corner; deterministic.
    mutating func findBoundaryContacts(_ boundary: Rect?, _ c: StepConstants) {
        guard let boundary else {
            if !contacts.isEmpty { contacts.removeAll() }
            return
        }
        contacts.removeAll()
        // Each wall is the line n . p == offset with the inside at n . p > offset.
        let walls: [(nx: Double, ny: Double, offset: Double)] = [
            (1, 0, boundary.minX), (-1, 0, -boundary.maxX), (0, 1, boundary.minY), (0, -1, -boundary.maxY)
        ]
        for slot in records.indices where records[slot].isAlive && masses[slot].isDynamic {
            let d = records[slot].definition
            let pose = poses[slot], motion = motions[slot]
            for wall in walls {
                var contact = BoundaryContact(
                    body: slot, nx: wall.nx, ny: wall.ny, offset: wall.offset, localX: 0, localY: 0, radius: 0,
                    isDisc: false, restitution: d.elasticity, friction: d.friction)
                switch d.shape {
                case .circle(let radius):
                    contact.radius = radius; contact.isDisc = true
                    consider(contact, pose: pose, motion: motion, c)
                case .rectangle(let size):
                    let hw = size.width / 2, hh = size.height / 2
                    for corner in 0..<4 {
                        contact.localX = corner == 0 || corner == 3 ? -hw : hw
                        contact.localY = corner < 2 ? -hh : hh
                        consider(contact, pose: pose, motion: motion, c)
                    }
                }
            }
        }
    }

    /// Keeps `contact` when its point is within the speculative margin of its wall.
    private mutating func consider(_ contact: BoundaryContact, pose: BodyPose, motion: BodyMotion, _ c: StepConstants) {
        let p = contact.point(pose)
        let separation = contact.nx * p.x + contact.ny * p.y - contact.offset
        let rx = p.x - pose.x, ry = p.y - pose.y
        let vn = contact.nx * (motion.vx - motion.w * ry) + contact.ny * (motion.vy + motion.w * rx)
        if separation < 4 * c.linearSlop + Swift.max(0, -vn) * c.h {
            contacts.append(contact)
        }
    }
}
