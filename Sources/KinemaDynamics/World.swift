import KinemaCore
import RealModule

/// The owner of every body and joint, advanced one fixed step at a time by `step()`.
///
/// Shape (as Box2D v3): the world owns all data in flat arrays; bodies and joints are named by small
/// `BodyID`/`JointID` values. Everything that changes the world is a method here and validates its
/// input (`throws(DynamicsError)`); a change made between steps takes effect at the next step.
///
/// The step (Box2D 2.x layout, semi-implicit Euler):
/// 1. velocities += h * (gravityScale * gravity + force / mass), then implicit damping;
/// 2. boundary contacts are found; joints and contacts compute their step terms and warm-start;
/// 3. `velocityIterations` sequential-impulse passes: distance joints, revolute joints, contacts
///    (each kind in creation order), then one restitution pass;
/// 4. positions += h * velocities (speed capped at 400 m/s, rotation at pi/2 per step);
/// 5. up to `positionIterations` non-linear Gauss-Seidel passes over rigid joints and contacts;
/// 6. forces are cleared and rest detection is updated.
///
/// Determinism: bodies are kept in slot order and joints in creation order per kind; no hashing
/// decides anything and nothing reads global state, so equal scripts give bit-identical states.
public final class World {
    /// The fixed step in seconds.
    public let timeStep: Double
    /// The static body at the origin (angle 0) to which world-anchored joints attach; in its
    /// coordinates a local anchor is a world point. It cannot be moved or removed.
    public let ground: BodyID
    /// The number of steps taken so far.
    public internal(set) var stepCount: Int = 0

    /// The settings, with the current gravity and iteration counts.
    public internal(set) var configuration: WorldConfiguration
    /// The boundary rectangle dynamic bodies collide with, or `nil` (the default) for none.
    public internal(set) var boundary: Rect?

    // Bodies: one element per slot in each array.
    var poses: [BodyPose] = []
    var motions: [BodyMotion] = []
    var integration: [BodyIntegration] = []
    var records: [BodyRecord] = []
    var freeBodySlots: [Int] = []
    // Joints: dense per kind, in creation order; ids go through the slot table.
    var distanceJoints: [DistanceJointData] = []
    var revoluteJoints: [RevoluteJointData] = []
    var jointSlots: [JointSlot] = []
    var freeJointSlots: [Int] = []
    var rigidJointCount = 0
    // Boundary contacts of the current step.
    var contacts: [BoundaryContact] = []
    // Rest detection.
    var restSteps = 0
    let requiredRestSteps: Int

    // Tolerances derived from `lengthUnitsPerMeter`.
    let linearSlop: Double
    let maxLinearCorrection: Double
    let restitutionThreshold: Double
    let maxLinearSpeed: Double
    let minJointLength: Double
    /// Largest rotation per step (Box2D 2.x: pi/2).
    let maxRotation = Double.pi / 2

    /// Creates a world with `configuration`, after validating it.
    public convenience init(configuration: WorldConfiguration) throws(DynamicsError) {
        try configuration.validate()
        self.init(validated: configuration)
    }

    /// Creates a world with the default configuration (1/120 s, 8 velocity and 3 position
    /// iterations, no gravity, metres).
    public convenience init() {
        self.init(validated: WorldConfiguration())
    }

    /// Creates a world from a configuration that has passed `validate()`.
    init(validated configuration: WorldConfiguration) {
        self.configuration = configuration
        timeStep = configuration.timeStep
        let unit = configuration.lengthUnitsPerMeter
        linearSlop = 0.005 * unit
        maxLinearCorrection = 0.2 * unit
        restitutionThreshold = 1 * unit
        maxLinearSpeed = 400 * unit
        minJointLength = 1e-6 * linearSlop
        let steps = (configuration.restDuration / configuration.timeStep * (1 - 1e-12)).rounded(.up)
        requiredRestSteps = steps < 1 ? 1 : (steps > 1e15 ? Int(1e15) : Int(steps))
        ground = BodyID(index: 0, generation: 0)
        appendSlot(BodyDefinition(type: .static, shape: .rectangle(.zero), density: 0))
    }

    /// The live bodies (ground included) in slot order.
    public var bodies: [BodyID] {
        records.indices.compactMap { i in
            records[i].isAlive ? BodyID(index: i, generation: records[i].generation) : nil
        }
    }

    /// The live joints in solve order: distance joints, then revolute joints, each in creation order.
    public var joints: [JointID] {
        distanceJoints.map { jointID(slot: $0.slot) } + revoluteJoints.map { jointID(slot: $0.slot) }
    }

    /// The elapsed simulated time, `stepCount * timeStep` (computed by multiplying).
    public var time: Double { Double(stepCount) * timeStep }

    // MARK: World settings

    /// Sets the gravity acceleration (finite); wakes the world.
    public func setGravity(_ gravity: Vector) throws(DynamicsError) {
        try DynamicsError.requireFinite(gravity, "gravity")
        configuration.gravity = gravity
        wake()
    }

    /// Sets the iteration counts (each >= 0).
    public func setIterations(velocity: Int, position: Int) throws(DynamicsError) {
        guard velocity >= 0 else { throw .outOfRange(parameter: "velocityIterations", value: Double(velocity)) }
        guard position >= 0 else { throw .outOfRange(parameter: "positionIterations", value: Double(position)) }
        configuration.velocityIterations = velocity
        configuration.positionIterations = position
    }

    /// Sets (or with `nil` removes) the boundary rectangle that dynamic bodies stay inside; its
    /// coordinates must be finite and its size non-negative. Wakes the world.
    public func setBoundary(_ rect: Rect?) throws(DynamicsError) {
        if let rect {
            try DynamicsError.requireFinite(rect.origin, "boundary.origin")
            try DynamicsError.requireNonNegative(rect.width, "boundary.width")
            try DynamicsError.requireNonNegative(rect.height, "boundary.height")
        }
        boundary = rect
        wake()
    }

    // MARK: Rest detection

    /// Whether every dynamic body has moved slower than `restLinearSpeed` and `restAngularSpeed`
    /// after each of the last `restDuration` seconds of steps (SPEC 4.6). A world without dynamic
    /// bodies comes to rest the same way. Any change through the world's methods wakes it.
    public var isAtRest: Bool { restSteps >= requiredRestSteps }

    /// How long (seconds) every dynamic body has been resting, `restingSteps * timeStep`.
    public var restingTime: Double { Double(restSteps) * timeStep }

    /// Restarts rest detection, as any change does.
    public func wake() { restSteps = 0 }

    // MARK: Slots

    /// Stores a validated body definition in a free slot (or a new one); returns the slot.
    @discardableResult
    func appendSlot(_ definition: BodyDefinition) -> Int {
        let slot: Int
        if let free = freeBodySlots.popLast() {
            slot = free
        } else {
            slot = records.count
            records.append(BodyRecord(generation: 0, isAlive: false, definition: definition, mass: 0, inertia: 0))
            poses.append(BodyPose(x: 0, y: 0, angle: 0, cos: 1, sin: 0))
            motions.append(.inert)
            integration.append(.inert)
        }
        let (mass, inertia) = definition.massProperties
        records[slot].isAlive = true
        records[slot].definition = definition
        records[slot].mass = mass
        records[slot].inertia = inertia
        let angle = definition.angle
        poses[slot] = BodyPose(x: definition.position.x, y: definition.position.y, angle: angle,
                               cos: Double.cos(angle), sin: Double.sin(angle))
        let isDynamic = definition.type == .dynamic
        let moves = definition.type != .static
        motions[slot] = BodyMotion(
            vx: moves ? definition.linearVelocity.dx : 0, vy: moves ? definition.linearVelocity.dy : 0,
            w: moves && definition.allowsRotation ? definition.angularVelocity : 0,
            invMass: mass > 0 ? 1 / mass : 0, invInertia: inertia > 0 ? 1 / inertia : 0, isDynamic: isDynamic)
        integration[slot] = BodyIntegration.inert
        refreshIntegration(slot)
        return slot
    }

    /// Recomputes the folded gravity and damping factors of a slot from its definition.
    func refreshIntegration(_ slot: Int) {
        let d = records[slot].definition
        let isDynamic = d.type == .dynamic
        integration[slot].gravityFactor = isDynamic ? d.gravityScale : 0
        integration[slot].linearDampingFactor = isDynamic ? 1 / (1 + timeStep * d.linearDamping) : 1
        integration[slot].angularDampingFactor = isDynamic ? 1 / (1 + timeStep * d.angularDamping) : 1
    }

    /// The slot of a live body, or `unknownBody`.
    func slot(of id: BodyID) throws(DynamicsError) -> Int {
        guard id.index >= 0, id.index < records.count, records[id.index].isAlive,
              records[id.index].generation == id.generation else { throw .unknownBody(id) }
        return id.index
    }

    /// The slot-table entry of a live joint, or `unknownJoint`.
    func jointSlot(of id: JointID) throws(DynamicsError) -> JointSlot {
        guard id.index >= 0, id.index < jointSlots.count, jointSlots[id.index].isAlive,
              jointSlots[id.index].generation == id.generation else { throw .unknownJoint(id) }
        return jointSlots[id.index]
    }

    /// The id of the joint in a slot.
    func jointID(slot: Int) -> JointID { JointID(index: slot, generation: jointSlots[slot].generation) }
}
