import KinemaCore
import RealModule

/// The owner of every body and joint, advanced one fixed step at a time by `step()`.
///
/// Shape (as Box2D v3): the world owns all data in flat arrays; bodies and joints are named by small
/// `BodyID`/`JointID` values. Everything that changes the world is a method here and validates its
/// input (`throws(DynamicsError)`); a change made between steps takes effect at the next step.
///
/// The step (Box2D 2.x layout, semi-implicit Euler) is a short sequence of named stages:
/// 1. integrate velocities: `v += h * (gravityScale * gravity + force / mass)`, then implicit
///    damping `v *= 1 / (1 + h * damping)`; the accumulated forces are cleared;
/// 2. boundary: this step's contacts with the boundary rectangle are found;
/// 3. prepare joints: every joint computes its step terms and becomes a velocity row (a one-body
///    row when its other body cannot move);
/// 4. warm start: every joint applies last step's accumulated impulse to its bodies;
/// 5. prepare contacts, then solve: `velocityIterations` sequential-impulse passes over the rows
///    (two-body distance, one-body distance, two-body revolute, one-body revolute, each in joint
///    creation order, then the boundary contacts);
/// 6. restitution: as many passes over the contacts that bounce;
/// 7. store impulses: the rows' accumulated impulses go back to their joints;
/// 8. integrate positions: `x += h * v` (speed capped at 400 m/s, rotation at pi/2 per step);
/// 9. relax: up to `positionIterations` non-linear Gauss-Seidel passes over rigid joints and
///    contacts, stopping early once every error is within the linear slop;
/// 10. rest detection on the final velocities.
///
/// Finite numbers in, finite numbers out: every number given to the world must be finite and at
/// most `maximumMagnitude` (1e15) in magnitude (a force cap may also be `.infinity`), else the call
/// throws `notFinite` or `outOfRange` and changes nothing; a length the world derives from valid
/// input (a joint's default length) is held to the same limit. The limit leaves room to square any
/// distance and multiply it by masses and rates inside a step. Within it, a step never leaves a
/// non-finite number in a body's state, whatever the mix of values: the speed caps also hold a
/// velocity that overflowed (keeping its direction), a velocity that is not a number becomes 0,
/// and a position correction that would overflow is skipped. These guards only act on extreme
/// mixes (a nearly massless body pulled by a huge spring, say), which they keep finite, not
/// meaningful.
///
/// Determinism: bodies are kept in slot order and joints in creation order per kind; no hashing
/// decides anything and nothing reads global state, so equal scripts give bit-identical states.
public final class World {
    /// The largest magnitude of any number the world accepts (see the type's documentation):
    /// 1e15, where a `Double` still resolves an eighth of a unit.
    public static let maximumMagnitude = 1e15

    /// The fixed step in seconds.
    public let timeStep: Double
    /// The static body at the origin (angle 0) to which world-anchored joints attach; in its
    /// coordinates a local anchor is a world point. It cannot be moved or removed.
    public let ground: BodyID
    // `@exclusivity(unchecked)` on what a step reads and writes: the runtime's bookkeeping of
    // each access of a class's stored property cost more than a one-body step's solve. A step
    // runs to completion without calling out, so no access can overlap another.

    /// The number of steps taken so far.
    @exclusivity(unchecked) public internal(set) var stepCount: Int = 0

    /// The settings, with the current gravity and iteration counts.
    public internal(set) var configuration: WorldConfiguration {
        didSet { stepConstants = Self.stepConstants(configuration, timeStep: timeStep, tolerances: tolerances) }
    }
    /// The boundary rectangle dynamic bodies collide with, or `nil` (the default) for none.
    @exclusivity(unchecked) public internal(set) var boundary: Rect?

    /// Every array of the simulation (see `WorldStorage`).
    @exclusivity(unchecked) var store = WorldStorage()
    /// What a step needs from the configuration and the tolerances, derived when they change.
    @exclusivity(unchecked) private(set) var stepConstants: StepConstants
    // Rest detection.
    @exclusivity(unchecked) var restSteps = 0
    let requiredRestSteps: Int

    // Tolerances derived from `lengthUnitsPerMeter`.
    let linearSlop: Double
    let maxLinearCorrection: Double
    let restitutionThreshold: Double
    let maxLinearSpeed: Double
    let minJointLength: Double

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
        stepConstants = Self.stepConstants(
            configuration, timeStep: configuration.timeStep,
            tolerances: (linearSlop, maxLinearCorrection, minJointLength, restitutionThreshold, maxLinearSpeed))
        let steps = (configuration.restDuration / configuration.timeStep * (1 - 1e-12)).rounded(.up)
        requiredRestSteps = steps < 1 ? 1 : (steps > 1e15 ? Int(1e15) : Int(steps))
        ground = BodyID(index: 0, generation: 0)
        appendSlot(BodyDefinition(type: .static, shape: .rectangle(.zero), density: 0))
        #if KINEMA_INTERNAL_CHECKS
            store.checkInvariants()
        #endif
    }

    /// The live bodies (ground included) in slot order.
    public var bodies: [BodyID] {
        store.records.indices.compactMap { i in
            store.records[i].isAlive ? BodyID(index: i, generation: store.records[i].generation) : nil
        }
    }

    /// The live joints in solve order: distance joints, then revolute joints, each in creation order.
    public var joints: [JointID] {
        jointLinks.map { jointID(slot: $0.slot) }
    }

    /// Advances the world by exactly one fixed step of `timeStep` seconds (see the type's
    /// documentation for the stages).
    public func step() {
        let moving = store.step(stepConstants, boundary: boundary)
        restSteps = moving ? 0 : (restSteps < requiredRestSteps ? restSteps + 1 : restSteps)
        stepCount += 1
        #if KINEMA_INTERNAL_CHECKS
            store.checkInvariants()
        #endif
    }

    /// The tolerances derived from `lengthUnitsPerMeter`, in the order `stepConstants` takes them.
    private var tolerances: (Double, Double, Double, Double, Double) {
        (linearSlop, maxLinearCorrection, minJointLength, restitutionThreshold, maxLinearSpeed)
    }

    /// The per-step constants of a configuration with the world's time step and tolerances
    /// (linear slop, maximum linear correction, minimum joint length, restitution threshold,
    /// maximum linear speed).
    private static func stepConstants(
        _ configuration: WorldConfiguration, timeStep: Double,
        tolerances: (Double, Double, Double, Double, Double)
    ) -> StepConstants {
        let (linearSlop, maxLinearCorrection, minJointLength, restitutionThreshold, maxLinearSpeed) = tolerances
        let maxRotation = Double.pi / 2
        return StepConstants(
            h: timeStep, gravityX: configuration.gravity.dx, gravityY: configuration.gravity.dy,
            velocityIterations: configuration.velocityIterations,
            positionIterations: configuration.positionIterations,
            linearSlop: linearSlop, maxLinearCorrection: maxLinearCorrection, minJointLength: minJointLength,
            restitutionThreshold: restitutionThreshold,
            maxTranslationSquared: (maxLinearSpeed * timeStep) * (maxLinearSpeed * timeStep),
            maxRotationSquared: maxRotation * maxRotation,
            restLinearSquared: configuration.restLinearSpeed * configuration.restLinearSpeed,
            restAngularSquared: configuration.restAngularSpeed * configuration.restAngularSpeed)
    }

    /// Runs `count` steps (nothing when `count <= 0`).
    public func step(count: Int) {
        var k = 0
        while k < count { step(); k += 1 }
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

    /// Sets the iteration counts (each in 0 ... `WorldConfiguration.maximumIterations`, so that a
    /// step always ends).
    public func setIterations(velocity: Int, position: Int) throws(DynamicsError) {
        try WorldConfiguration.validateIterations(velocity: velocity, position: position)
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
    /// after each of the last `restDuration` seconds of steps (see <doc:SteppingTheWorld>). A world without dynamic
    /// bodies comes to rest the same way. Any change through the world's methods wakes it.
    public var isAtRest: Bool { restSteps >= requiredRestSteps }

    /// How long (seconds) every dynamic body has been resting, `restingSteps * timeStep`.
    public var restingTime: Double { Double(restSteps) * timeStep }

    /// Restarts rest detection, as any change does.
    public func wake() {
        restSteps = 0
        #if KINEMA_INTERNAL_CHECKS
            // Every method that changes the storage ends by waking the world: checked builds verify
            // the storage's invariants here, after each change.
            store.checkInvariants()
        #endif
    }

    // MARK: Slots

    /// Stores a validated body definition in a free slot (or a new one); returns the slot.
    @discardableResult
    func appendSlot(_ definition: BodyDefinition) -> Int {
        let slot: Int
        if let free = store.freeBodySlots.popLast() {
            slot = free
        } else {
            slot = store.records.count
            store.records.append(BodyRecord(generation: 0, isAlive: false, definition: definition, mass: 0, inertia: 0))
            store.poses.append(BodyPose(x: 0, y: 0, angle: 0, cos: 1, sin: 0))
            store.motions.append(.inert)
            store.masses.append(.inert)
            store.integration.append(.inert)
        }
        let (mass, inertia) = definition.massProperties
        store.records[slot].isAlive = true
        store.records[slot].definition = definition
        store.records[slot].mass = mass
        store.records[slot].inertia = inertia
        let angle = definition.angle
        let (sin, cos) = Double.sineAndCosine(angle)
        store.poses[slot] = BodyPose(
            x: definition.position.x, y: definition.position.y, angle: angle, cos: cos, sin: sin)
        let isDynamic = definition.type == .dynamic
        let moves = definition.type != .static
        store.motions[slot] = BodyMotion(
            vx: moves ? definition.linearVelocity.dx : 0, vy: moves ? definition.linearVelocity.dy : 0,
            w: moves && definition.allowsRotation ? definition.angularVelocity : 0)
        store.masses[slot] = BodyMass(
            invMass: mass > 0 ? 1 / mass : 0, invInertia: inertia > 0 ? 1 / inertia : 0,
            isDynamic: isDynamic)
        store.integration[slot] = BodyIntegration.inert
        refreshIntegration(slot)
        return slot
    }

    /// Recomputes the folded gravity and damping factors of a slot from its definition.
    func refreshIntegration(_ slot: Int) {
        let d = store.records[slot].definition
        let isDynamic = d.type == .dynamic
        store.integration[slot].gravityFactor = isDynamic ? d.gravityScale : 0
        store.integration[slot].linearDampingFactor = isDynamic ? 1 / (1 + timeStep * d.linearDamping) : 1
        store.integration[slot].angularDampingFactor = isDynamic ? 1 / (1 + timeStep * d.angularDamping) : 1
    }

    /// The slot of a live body, or `unknownBody`.
    func slot(of id: BodyID) throws(DynamicsError) -> Int {
        guard id.index >= 0, id.index < store.records.count, store.records[id.index].isAlive,
            store.records[id.index].generation == id.generation
        else { throw .unknownBody(id) }
        return id.index
    }

    /// The slot-table entry of a live joint, or `unknownJoint`.
    func jointSlot(of id: JointID) throws(DynamicsError) -> JointSlot {
        guard id.index >= 0, id.index < store.jointSlots.count, store.jointSlots[id.index].isAlive,
            store.jointSlots[id.index].generation == id.generation
        else { throw .unknownJoint(id) }
        return store.jointSlots[id.index]
    }

    /// The id of the joint in a slot.
    func jointID(slot: Int) -> JointID { JointID(index: slot, generation: store.jointSlots[slot].generation) }
}
