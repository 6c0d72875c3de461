import KinemaCore
import RealModule

extension World {
    /// Adds a body; returns its id. Wakes the world.
    public func addBody(_ definition: BodyDefinition) throws(DynamicsError) -> BodyID {
        try definition.validate()
        let slot = appendSlot(definition)
        wake()
        return BodyID(index: slot, generation: store.records[slot].generation)
    }

    /// Removes a body and every joint attached to it (in solve order). Wakes the world.
    public func removeBody(_ id: BodyID) throws(DynamicsError) {
        if id == ground { throw .groundBody }
        let slot = try slot(of: id)
        let attached = jointLinks.filter { $0.bodyA == slot || $0.bodyB == slot }
        for link in attached { removeJointSlot(link.slot) }
        store.records[slot].isAlive = false
        store.records[slot].generation += 1
        store.motions[slot] = .inert
        store.masses[slot] = .inert
        store.integration[slot] = .inert
        store.freeBodySlots.append(slot)
        // The last step's contacts may name the slot; each step finds its contacts afresh.
        store.contacts.removeAll()
        wake()
    }

    /// Whether `id` names a live body of this world.
    public func contains(_ id: BodyID) -> Bool { (try? slot(of: id)) != nil }

    /// A snapshot of a body's current state.
    public func body(_ id: BodyID) throws(DynamicsError) -> Body {
        let slot = try slot(of: id)
        let r = store.records[slot], p = store.poses[slot], m = store.motions[slot]
        var d = r.definition
        d.position = Point(x: p.x, y: p.y)
        d.angle = p.angle
        d.linearVelocity = Vector(dx: m.vx, dy: m.vy)
        d.angularVelocity = m.w
        return Body(id: id, definition: d, mass: r.mass, inertia: r.inertia)
    }

    /// Places a body: centre and angle (radians, positive = clockwise). Velocities are kept.
    /// The ground cannot be moved. Wakes the world.
    public func setTransform(of id: BodyID, position: Point, angle: Double) throws(DynamicsError) {
        if id == ground { throw .groundBody }
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(position, "position")
        try DynamicsError.requireFinite(angle, "angle")
        let (sin, cos) = Double.sineAndCosine(angle)
        store.poses[slot] = BodyPose(x: position.x, y: position.y, angle: angle, cos: cos, sin: sin)
        store.records[slot].definition.position = position
        store.records[slot].definition.angle = angle
        wake()
    }

    /// Sets a body's linear and angular velocity (ignored for static bodies; the angular part
    /// is ignored when rotation is not allowed). Wakes the world.
    public func setVelocity(of id: BodyID, linear: Vector, angular: Double) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(linear, "linearVelocity")
        try DynamicsError.requireFinite(angular, "angularVelocity")
        let d = store.records[slot].definition
        guard d.type != .static else { wake(); return }
        store.motions[slot].vx = linear.dx; store.motions[slot].vy = linear.dy
        store.motions[slot].w = d.allowsRotation ? angular : 0
        wake()
    }

    /// Adds to a body's linear velocity (UIKit's `addLinearVelocity`). Wakes the world.
    public func addLinearVelocity(_ velocity: Vector, to id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(velocity, "linearVelocity")
        if store.records[slot].definition.type != .static {
            store.motions[slot].vx += velocity.dx; store.motions[slot].vy += velocity.dy
        }
        wake()
    }

    /// Adds to a body's angular velocity (UIKit's `addAngularVelocity`). Wakes the world.
    public func addAngularVelocity(_ velocity: Double, to id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(velocity, "angularVelocity")
        let d = store.records[slot].definition
        if d.type != .static && d.allowsRotation { store.motions[slot].w += velocity }
        wake()
    }

    /// Accumulates a force at the body's centre for the next step only (a push). Wakes the world.
    public func applyForce(_ force: Vector, to id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(force, "force")
        store.integration[slot].fx += force.dx; store.integration[slot].fy += force.dy
        wake()
    }

    /// Accumulates a force applied at a world point for the next step: the force plus the torque
    /// `(point - centre) x force`. Wakes the world.
    public func applyForce(_ force: Vector, at point: Point, to id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(force, "force")
        try DynamicsError.requireFinite(point, "point")
        let r = Vector(dx: point.x - store.poses[slot].x, dy: point.y - store.poses[slot].y)
        let torque = r.cross(force)
        guard torque.isFinite else { throw .notFinite(parameter: "torque") }
        store.integration[slot].fx += force.dx; store.integration[slot].fy += force.dy
        store.integration[slot].torque += torque
        wake()
    }

    /// Accumulates a torque for the next step. Wakes the world.
    public func applyTorque(_ torque: Double, to id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(torque, "torque")
        store.integration[slot].torque += torque
        wake()
    }

    /// Sets the damping coefficients (1/s, finite, >= 0). Wakes the world.
    public func setDamping(of id: BodyID, linear: Double, angular: Double) throws(DynamicsError) {
        try setCoefficients(
            of: id, (\.linearDamping, linear, "linearDamping"), (\.angularDamping, angular, "angularDamping"),
            refreshingIntegration: true)
    }

    /// Sets the gravity multiplier (finite). Wakes the world.
    public func setGravityScale(_ scale: Double, of id: BodyID) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireFinite(scale, "gravityScale")
        store.records[slot].definition.gravityScale = scale
        refreshIntegration(slot)
        wake()
    }

    /// Sets the boundary material: restitution and friction (finite, >= 0). Wakes the world.
    public func setMaterial(of id: BodyID, elasticity: Double, friction: Double) throws(DynamicsError) {
        try setCoefficients(
            of: id, (\.elasticity, elasticity, "elasticity"), (\.friction, friction, "friction"),
            refreshingIntegration: false)
    }

    /// Sets two coefficients of a body's definition, each checked finite and >= 0 (in order,
    /// reported by its name), then refreshes the integration terms if they depend on them and
    /// wakes the world.
    private func setCoefficients(
        of id: BodyID,
        _ first: (field: WritableKeyPath<BodyDefinition, Double>, value: Double, name: String),
        _ second: (field: WritableKeyPath<BodyDefinition, Double>, value: Double, name: String),
        refreshingIntegration: Bool
    ) throws(DynamicsError) {
        let slot = try slot(of: id)
        try DynamicsError.requireNonNegative(first.value, first.name)
        try DynamicsError.requireNonNegative(second.value, second.name)
        store.records[slot].definition[keyPath: first.field] = first.value
        store.records[slot].definition[keyPath: second.field] = second.value
        if refreshingIntegration { refreshIntegration(slot) }
        wake()
    }

    /// Changes the shape, density, mass scale and whether the body may rotate, recomputing mass
    /// and inertia as `BodyDefinition` documents (velocities kept; angular velocity zeroed when
    /// rotation is no longer allowed). Wakes the world.
    public func setMassProperties(
        of id: BodyID, shape: BodyShape, density: Double, massScale: Double,
        allowsRotation: Bool
    ) throws(DynamicsError) {
        let slot = try slot(of: id)
        var d = store.records[slot].definition
        d.shape = shape; d.density = density; d.massScale = massScale; d.allowsRotation = allowsRotation
        try d.validate()
        let (mass, inertia) = d.massProperties
        store.records[slot].definition = d
        store.records[slot].mass = mass
        store.records[slot].inertia = inertia
        store.masses[slot].invMass = mass > 0 ? 1 / mass : 0
        store.masses[slot].invInertia = inertia > 0 ? 1 / inertia : 0
        if !allowsRotation { store.motions[slot].w = 0 }
        wake()
    }

    /// Sets whether the body may rotate (keeps shape, density and mass scale). Wakes the world.
    public func setAllowsRotation(_ allowsRotation: Bool, of id: BodyID) throws(DynamicsError) {
        let d = store.records[try slot(of: id)].definition
        try setMassProperties(
            of: id, shape: d.shape, density: d.density, massScale: d.massScale,
            allowsRotation: allowsRotation)
    }

    /// The world position of a point given in a body's coordinates.
    public func worldPoint(_ local: Vector, of id: BodyID) throws(DynamicsError) -> Point {
        let p = store.poses[try slot(of: id)]
        return Point(x: p.x + p.cos * local.dx - p.sin * local.dy, y: p.y + p.sin * local.dx + p.cos * local.dy)
    }

    /// The body coordinates of a world point.
    public func localPoint(_ world: Point, of id: BodyID) throws(DynamicsError) -> Vector {
        let p = store.poses[try slot(of: id)]
        let dx = world.x - p.x, dy = world.y - p.y
        return Vector(dx: p.cos * dx + p.sin * dy, dy: -p.sin * dx + p.cos * dy)
    }
}
