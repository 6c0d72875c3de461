import KinemaCore
extension World {
    /// Finds this step's boundary contacts: for every live dynamic body, each rectangle corner (or
    /// the disc's nearest point) against each of the four walls whose separation is below the
    /// speculative margin `4 * slop + max(0, approach speed) * h`. Order: body slot, wall
    /// (left, right, top, bottom), corner; deterministic.
    func findBoundaryContacts(_ boundary: Rect, h: Double) {
        contacts.removeAll(keepingCapacity: true)
        let walls: [(nx: Double, ny: Double, offset: Double)] = [
            (1, 0, boundary.minX), (-1, 0, -boundary.maxX), (0, 1, boundary.minY), (0, -1, -boundary.maxY),
        ]
        for slot in records.indices where records[slot].isAlive && motions[slot].isDynamic {
            let d = records[slot].definition
            let p = poses[slot], m = motions[slot]
            var corners: [(x: Double, y: Double)] = []
            var radius = 0.0
            switch d.shape {
            case .rectangle(let size):
                let hw = size.width / 2, hh = size.height / 2
                corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
            case .circle(let r):
                radius = r
            }
            for wall in walls {
                var template = BoundaryContact(
                    body: slot, nx: wall.nx, ny: wall.ny, offset: wall.offset, localX: 0, localY: 0,
                    radius: radius, isDisc: corners.isEmpty, restitution: d.elasticity, friction: d.friction)
                if corners.isEmpty {
                    considerContact(template, pose: p, motion: m, h: h)
                } else {
                    for corner in corners {
                        template.localX = corner.x; template.localY = corner.y
                        considerContact(template, pose: p, motion: m, h: h)
                    }
                }
            }
        }
    }

    /// Keeps `contact` when its point is within the speculative margin of its wall.
    private func considerContact(_ contact: BoundaryContact, pose: BodyPose, motion: BodyMotion, h: Double) {
        let c = contact.point(pose)
        let separation = contact.nx * c.x + contact.ny * c.y - contact.offset
        let rx = c.x - pose.x, ry = c.y - pose.y
        let vn = contact.nx * (motion.vx - motion.w * ry) + contact.ny * (motion.vy + motion.w * rx)
        if separation < 4 * linearSlop + Swift.max(0, -vn) * h {
            contacts.append(contact)
        }
    }
}
