import KinemaCore
extension World {
    /// Adds a distance joint; returns its id. Wakes the world.
    public func addDistanceJoint(_ definition: DistanceJointDefinition) throws(DynamicsError) -> JointID {
        try addJoint(definition, kind: .distance, dense: store.distanceJoints.count) { (joint: DistanceJointData) in
            store.distanceJoints.append(joint)
        }
    }

    /// Adds a distance joint from a point of `body` (body coordinates) to a fixed world point
    /// (through the ground). `length` defaults to the current distance (UIKit's attachment rule).
    public func addDistanceJoint(
        body: BodyID, localAnchor: Vector = .zero, to worldPoint: Point,
        length: Double? = nil,
        stiffness: JointStiffness = .rigid
    ) throws(DynamicsError) -> JointID {
        try DynamicsError.requireFinite(worldPoint, "worldPoint")
        try DynamicsError.requireFinite(localAnchor, "localAnchor")
        let from = try self.worldPoint(localAnchor, of: body)
        return try addDistanceJoint(
            DistanceJointDefinition(
                bodyA: body, localAnchorA: localAnchor, bodyB: ground, localAnchorB: worldPoint.vector,
                length: length ?? from.distance(to: worldPoint), stiffness: stiffness))
    }

    /// Adds a distance joint between points of two bodies (body coordinates). `length` defaults to
    /// the current distance between the anchors.
    public func addDistanceJoint(
        bodyA: BodyID, localAnchorA: Vector = .zero, bodyB: BodyID,
        localAnchorB: Vector = .zero, length: Double? = nil,
        stiffness: JointStiffness = .rigid
    ) throws(DynamicsError) -> JointID {
        try DynamicsError.requireFinite(localAnchorA, "localAnchorA")
        try DynamicsError.requireFinite(localAnchorB, "localAnchorB")
        let pa = try worldPoint(localAnchorA, of: bodyA), pb = try worldPoint(localAnchorB, of: bodyB)
        return try addDistanceJoint(
            DistanceJointDefinition(
                bodyA: bodyA, localAnchorA: localAnchorA, bodyB: bodyB, localAnchorB: localAnchorB,
                length: length ?? pa.distance(to: pb), stiffness: stiffness))
    }

    /// Adds a revolute (pin) joint; returns its id. Wakes the world.
    public func addRevoluteJoint(_ definition: RevoluteJointDefinition) throws(DynamicsError) -> JointID {
        try addJoint(definition, kind: .revolute, dense: store.revoluteJoints.count) { (joint: RevoluteJointData) in
            store.revoluteJoints.append(joint)
        }
    }

    /// Adds a revolute joint pinning a point of `body` (body coordinates) to a fixed world point.
    /// With a `.spring` stiffness and a finite `maxForce` this is Box2D's mouse joint: a soft pull
    /// of that body point towards `worldPoint`.
    public func addRevoluteJoint(
        body: BodyID, localAnchor: Vector = .zero, to worldPoint: Point,
        stiffness: JointStiffness = .rigid,
        maxForce: Double = .infinity
    ) throws(DynamicsError) -> JointID {
        try DynamicsError.requireFinite(worldPoint, "worldPoint")
        return try addRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: body, localAnchorA: localAnchor, bodyB: ground, localAnchorB: worldPoint.vector,
                stiffness: stiffness, maxForce: maxForce))
    }

    /// Removes a joint. The other joints keep their relative solve order. Wakes the world.
    public func removeJoint(_ id: JointID) throws(DynamicsError) {
        _ = try jointSlot(of: id)
        removeJointSlot(id.index)
        wake()
    }

    /// Whether `id` names a live joint of this world.
    public func contains(_ id: JointID) -> Bool { (try? jointSlot(of: id)) != nil }

    /// The two bodies a joint connects.
    public func bodies(of id: JointID) throws(DynamicsError) -> (a: BodyID, b: BodyID) {
        let (a, b) = try jointBodySlots(id)
        return (
            BodyID(index: a, generation: store.records[a].generation),
            BodyID(index: b, generation: store.records[b].generation)
        )
    }

    /// The world positions of a joint's two anchors (on body A and on body B).
    public func anchors(of id: JointID) throws(DynamicsError) -> (a: Point, b: Point) {
        let l = link(try jointSlot(of: id))
        return (
            transform(Vector(dx: l.localAx, dy: l.localAy), l.bodyA),
            transform(Vector(dx: l.localBx, dy: l.localBy), l.bodyB)
        )
    }

    /// Moves a joint's anchor on body B so that it lies at `worldPoint` now (for a joint to the
    /// ground: moves the fixed point, e.g. the finger of a drag). Wakes the world.
    public func setAnchor(_ worldPoint: Point, of id: JointID) throws(DynamicsError) {
        let s = try jointSlot(of: id)
        try DynamicsError.requireFinite(worldPoint, "worldPoint")
        let b = try jointBodySlots(id).b
        let local = try localPoint(worldPoint, of: BodyID(index: b, generation: store.records[b].generation))
        changeLink(s) { l in
            l.localBx = local.dx; l.localBy = local.dy
        }
        wake()
    }

    /// Sets both local anchors of a joint (body coordinates). Wakes the world.
    public func setLocalAnchors(of id: JointID, a: Vector, b: Vector) throws(DynamicsError) {
        let s = try jointSlot(of: id)
        try DynamicsError.requireFinite(a, "localAnchorA")
        try DynamicsError.requireFinite(b, "localAnchorB")
        changeLink(s) { l in
            l.localAx = a.dx; l.localAy = a.dy
            l.localBx = b.dx; l.localBy = b.dy
        }
        wake()
    }

    /// Sets a distance joint's rest length (finite, >= 0); `wrongJointKind` for other kinds. Wakes the world.
    public func setLength(_ length: Double, of id: JointID) throws(DynamicsError) {
        let s = try jointSlot(of: id)
        guard s.kind == .distance else { throw .wrongJointKind(id) }
        try DynamicsError.requireNonNegative(length, "length")
        store.distanceJoints[s.dense].length = length
        wake()
    }

    /// The rest length of a distance joint; `wrongJointKind` for other kinds.
    public func length(of id: JointID) throws(DynamicsError) -> Double {
        let s = try jointSlot(of: id)
        guard s.kind == .distance else { throw .wrongJointKind(id) }
        return store.distanceJoints[s.dense].length
    }

    /// Makes a joint rigid or a spring (see `JointStiffness`). Wakes the world.
    public func setStiffness(_ stiffness: JointStiffness, of id: JointID) throws(DynamicsError) {
        let s = try jointSlot(of: id)
        try stiffness.validate()
        let wasRigid: Bool
        switch s.kind {
        case .distance:
            wasRigid = store.distanceJoints[s.dense].isRigid
            store.distanceJoints[s.dense].setStiffness(stiffness, timeStep: timeStep)
        case .revolute:
            wasRigid = store.revoluteJoints[s.dense].isRigid
            store.revoluteJoints[s.dense].setStiffness(stiffness, timeStep: timeStep)
        }
        store.rigidJointCount += (stiffness.isRigid ? 1 : 0) - (wasRigid ? 1 : 0)
        wake()
    }

    /// A joint's stiffness: rigid or a spring.
    public func stiffness(of id: JointID) throws(DynamicsError) -> JointStiffness {
        let s = try jointSlot(of: id)
        switch s.kind {
        case .distance: return store.distanceJoints[s.dense].stiffness
        case .revolute: return store.revoluteJoints[s.dense].stiffness
        }
    }

    /// Sets a revolute joint's force cap (> 0, may be infinite); `wrongJointKind` for other kinds.
    public func setMaxForce(_ maxForce: Double, of id: JointID) throws(DynamicsError) {
        let s = try jointSlot(of: id)
        guard s.kind == .revolute else { throw .wrongJointKind(id) }
        try DynamicsError.requireMaxForce(maxForce)
        store.revoluteJoints[s.dense].setMaxForce(maxForce, timeStep: timeStep)
        wake()
    }

    // MARK: Internals

    /// Validates a definition, stores the joint it makes at dense index `dense` of its kind
    /// (`append` adds it to that kind's column) and wakes the world.
    private func addJoint<Joint: JointData>(
        _ definition: Joint.Definition, kind: JointKind, dense: Int, append: (Joint) -> Void
    ) throws(DynamicsError) -> JointID {
        try definition.validate()
        let a = try slot(of: definition.bodyA), b = try slot(of: definition.bodyB)
        let slot = allocateJointSlot(kind: kind, dense: dense)
        let joint = Joint(slot: slot, bodyA: a, bodyB: b, definition: definition, timeStep: timeStep)
        append(joint)
        if joint.isRigid { store.rigidJointCount += 1 }
        wake()
        return jointID(slot: slot)
    }

    func transform(_ local: Vector, _ slot: Int) -> Point {
        let p = store.poses[slot]
        return Point(x: p.x + p.cos * local.dx - p.sin * local.dy, y: p.y + p.sin * local.dx + p.cos * local.dy)
    }

    func jointBodySlots(_ id: JointID) throws(DynamicsError) -> (a: Int, b: Int) {
        let l = link(try jointSlot(of: id))
        return (l.bodyA, l.bodyB)
    }

    /// Every joint's slot, bodies and anchors in solve order: distance joints, then revolute
    /// joints, each in creation order.
    var jointLinks: [JointLink] {
        store.distanceJoints.indices.map { store.distanceJoints[$0].link }
            + store.revoluteJoints.indices.map { store.revoluteJoints[$0].link }
    }

    /// The slot, bodies and anchors of the joint in a live slot.
    func link(_ s: JointSlot) -> JointLink {
        switch s.kind {
        case .distance: return store.distanceJoints[s.dense].link
        case .revolute: return store.revoluteJoints[s.dense].link
        }
    }

    /// Changes the slot, bodies or anchors of the joint in a live slot.
    func changeLink(_ s: JointSlot, _ change: (inout JointLink) -> Void) {
        switch s.kind {
        case .distance: change(&store.distanceJoints[s.dense].link)
        case .revolute: change(&store.revoluteJoints[s.dense].link)
        }
    }

    func allocateJointSlot(kind: JointKind, dense: Int) -> Int {
        if let free = store.freeJointSlots.popLast() {
            store.jointSlots[free].isAlive = true; store.jointSlots[free].kind = kind;
            store.jointSlots[free].dense = dense
            return free
        }
        store.jointSlots.append(JointSlot(generation: 0, isAlive: true, kind: kind, dense: dense))
        return store.jointSlots.count - 1
    }

    /// Removes the joint in a live slot, shifting later joints of its kind down by one.
    func removeJointSlot(_ slot: Int) {
        let s = store.jointSlots[slot]
        switch s.kind {
        case .distance:
            if store.distanceJoints[s.dense].isRigid { store.rigidJointCount -= 1 }
            store.distanceJoints.remove(at: s.dense)
            for k in s.dense..<store.distanceJoints.count {
                store.jointSlots[store.distanceJoints[k].link.slot].dense = k
            }
        case .revolute:
            if store.revoluteJoints[s.dense].isRigid { store.rigidJointCount -= 1 }
            store.revoluteJoints.remove(at: s.dense)
            for k in s.dense..<store.revoluteJoints.count {
                store.jointSlots[store.revoluteJoints[k].link.slot].dense = k
            }
        }
        store.jointSlots[slot].isAlive = false
        store.jointSlots[slot].generation += 1
        store.freeJointSlots.append(slot)
    }
}
