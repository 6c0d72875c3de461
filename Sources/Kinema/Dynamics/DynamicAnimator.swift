import KinemaCore
import KinemaDynamics
import OrderedCollections

/// Runs physical behaviours on views (UIKit's `UIDynamicAnimator`; see <doc:DynamicBehaviors>).
///
/// Each view that a behaviour names becomes a rigid body of a `KinemaDynamics.World`: mass =
/// density * width * height / 10^4 (density 1 by default), a rectangle's moment of inertia, centre =
/// the view's centre in the reference view's coordinates, angle = the rotation of its transform. The
/// world steps at t0 + k/120 s (t0 = when the animator was created) through the scene's clock; after
/// each step the animator writes every item's centre and rotation into its view (model and therefore
/// presentation values), so sampled frames show the latest completed step. A change made between
/// steps takes effect from the next step. When every body moves slower than 0.1 pt/s and 0.035 rad/s
/// for 0.5 s the animator pauses and calls `onPause`; adding or removing a behaviour, moving an
/// attachment's anchor or updating an item wakes it. A view stops being a body when no behaviour
/// names it any more.
///
/// Numbers: a centre, size, anchor or parameter that is not finite or whose magnitude is above
/// `World.maximumMagnitude` (1e15 pt) is refused: a throwing call throws
/// ``SceneError/invalidDynamicsParameter(_:)`` and adds nothing, a property setter records the
/// error in the scene's ``Scene/diagnostics`` and leaves the physics as it was (an anchor dragged to x = 1e308 stays where it was). Within that limit the bodies, and so
/// the views' centres and rotations, stay finite (see `World`).
///
/// Far jumps of the clock (the limits that keep every `Scene.advance` finite):
/// - While paused the animator does not step; when it wakes, its steps resume at the first grid
///   time after the clock (the paused time is never simulated). When that grid time would be more
///   than 2^40 steps (about 290 years) after the grid's start, the grid restarts at the wake time.
/// - Steps always land on strictly increasing clock values. Beyond 2^46 s (about 7e13 s), where
///   the clock (a `Double`) cannot tell two grid times 1/120 s apart, a step that would land on or
///   before the previous one takes the next clock value instead: every step still simulates
///   1/120 s, but at most one step runs per clock value.
/// - An animator that has not come to rest after `maximumRunDuration` seconds of steps since its
///   last change (wake) pauses as if it had, calling `onPause`; the bodies keep their velocities
///   and the next change wakes it again. With the default of one hour this never shows in an
///   interface (which comes to rest or is touched long before), and it bounds the work of any one
///   call to `advance`, however far the clock jumps: at most 432,000 steps per wake. UIKit's
///   animator likewise never catches up on time it did not see (a display link does not fire for
///   the time an app is suspended).
public final class DynamicAnimator {
    struct Item {
        let view: View
        let body: BodyID
        var uses: Int
    }

    /// The view whose coordinate system the physics uses.
    public let referenceView: View
    /// The behaviours, in the order added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Called when the animator comes to rest (UIKit's `dynamicAnimatorDidPause`), or pauses at
    /// its run limit.
    public var onPause: ((DynamicAnimator) -> Void)?
    /// Called when the animator starts stepping again after a pause.
    public var onResume: ((DynamicAnimator) -> Void)?
    /// How long (seconds of steps) the animator runs after its last change before it pauses even
    /// though it has not come to rest (see the type's documentation); one hour by default.
    public let maximumRunDuration: Double

    /// Steps per second.
    static let stepRate = 120.0
    /// The largest step index a grid keeps (2^40, about 290 years of steps) before it restarts.
    static let largestGridIndex = 1_099_511_627_776.0
    /// The largest accepted `maximumRunDuration`, in seconds.
    public static let largestRunDuration = 1e9

    /// The physics world (in points: 100 pt per metre for its tolerances).
    let world: World
    var items: OrderedDictionary<ObjectIdentifier, Item> = [:]
    private weak var scene: Scene?
    private let startTime: Double
    /// Step k of the current grid is due at `gridOrigin + k / 120`: `startTime`, unless the grid restarted.
    private var gridOrigin: Double
    /// The grid index of the latest step (0 before the first).
    private var stepIndex = 0
    /// When the latest step ran (or the animator last resumed, if later).
    private var lastStepTime: Double
    /// Steps since the last change, and the most allowed (`maximumRunDuration * 120`).
    private var runSteps = 0
    private let maximumRunSteps: Int
    private var pendingStep: TimerToken?
    private var paused = true

    /// Creates an animator whose physics runs in `referenceView`'s coordinates.
    ///
    /// `maximumRunDuration` (seconds, finite, > 0 and at most `largestRunDuration`) bounds how long
    /// it steps after its last change without coming to rest; see the type's documentation.
    public init(referenceView: View, maximumRunDuration: Double = 3600) throws(SceneError) {
        guard let scene = referenceView.scene else { throw .referenceViewNotInScene(referenceView.name) }
        guard maximumRunDuration.isFinite else {
            throw .invalidDynamicsParameter(.notFinite(parameter: "maximumRunDuration"))
        }
        guard maximumRunDuration > 0, maximumRunDuration <= Self.largestRunDuration else {
            throw .invalidDynamicsParameter(.outOfRange(parameter: "maximumRunDuration", value: maximumRunDuration))
        }
        self.referenceView = referenceView
        self.scene = scene
        self.maximumRunDuration = maximumRunDuration
        // At most 1.2e11: the conversion cannot trap.
        maximumRunSteps = Swift.max(1, Int((maximumRunDuration * Self.stepRate).rounded(.up)))
        startTime = scene.time
        gridOrigin = scene.time
        lastStepTime = scene.time
        world = try SceneError.dynamics { () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(timeStep: 1.0 / 120, lengthUnitsPerMeter: 100))
        }
    }

    /// Whether the animator is stepping (it has behaviours and is not at rest).
    public var isRunning: Bool { !paused }

    /// Seconds from the animator's creation to the grid time of its latest step.
    public var elapsedTime: Double { (gridOrigin - startTime) + Double(stepIndex) / 120 }

    // MARK: Behaviours

    /// Adds a behaviour; its items become bodies if they are not yet.
    public func addBehavior(_ behavior: DynamicBehavior) throws(SceneError) {
        guard behavior.dynamicAnimator == nil else { throw .behaviorAlreadyAdded }
        for view in behavior.items where !isInside(view) { throw .itemOutsideReferenceView(view.name) }
        var created: [View] = []
        do {
            for view in behavior.items {
                if try retain(view) { created.append(view) }
            }
            behavior.dynamicAnimator = self
            try behavior.install(in: self)
        } catch {
            behavior.dynamicAnimator = nil
            for view in behavior.items { release(view) }
            throw .invalidDynamicsParameter(error)
        }
        behaviors.append(behavior)
        wake()
    }

    /// Gives an added behaviour new items: they become bodies first, so that a view the behaviour
    /// keeps is never released (and keeps its motion), then the views it dropped are released and
    /// the behaviour is re-installed for the new ones.
    func replaceItems(of behavior: DynamicBehavior, with views: [View]) throws(SceneError) {
        for view in views where !isInside(view) { throw .itemOutsideReferenceView(view.name) }
        var retained: [View] = []
        do {
            for view in views {
                _ = try retain(view)
                retained.append(view)
            }
        } catch {
            for view in retained { release(view) }
            throw .invalidDynamicsParameter(error)
        }
        behavior.uninstall(from: self)
        let old = behavior.items
        behavior.items = views
        for view in old { release(view) }
        // The new items are already bodies, so the world accepted their shapes; a parameter it
        // refuses now goes to the scene's diagnostics, as for a property change.
        reporting { () throws(DynamicsError) in try behavior.install(in: self) }
        wake()
    }

    /// Removes a behaviour (nothing happens if it is not added).
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behavior.dynamicAnimator === self else { return }
        behavior.uninstall(from: self)
        behavior.dynamicAnimator = nil
        behaviors.removeAll { $0 === behavior }
        for view in behavior.items { release(view) }
        wake()
    }

    /// Removes every behaviour.
    public func removeAllBehaviors() {
        for behavior in behaviors.reversed() { removeBehavior(behavior) }
    }

    /// Re-reads a view's centre and rotation into its body and stops its motion (UIKit's
    /// `updateItem(usingCurrentState:)`); does nothing for a view that is not an item. A centre or
    /// rotation the world refuses (above `World.maximumMagnitude`) leaves the body where it was and
    /// is reported in the scene's ``Scene/diagnostics``.
    public func updateItemUsingCurrentState(_ view: View) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        let (position, angle) = pose(of: view)
        reporting { () throws(DynamicsError) in
            try world.setTransform(of: item.body, position: position, angle: angle)
            try world.setVelocity(of: item.body, linear: .zero, angular: 0)
        }
        wake()
    }

    /// The linear velocity of an item, in points per second (zero for a view that is not an item).
    public func linearVelocity(of view: View) -> Vector {
        guard let item = items[ObjectIdentifier(view)], let body = try? world.body(item.body) else { return .zero }
        return body.linearVelocity
    }

    /// The angular velocity of an item, in radians per second.
    public func angularVelocity(of view: View) -> Double {
        guard let item = items[ObjectIdentifier(view)], let body = try? world.body(item.body) else { return 0 }
        return body.angularVelocity
    }

    /// Runs `body` where nothing can throw (a property setter, a step): a value the world refuses
    /// goes to the scene's diagnostics. Returns whether `body` succeeded.
    @discardableResult
    func reporting(_ body: () throws(DynamicsError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            scene?.report(SceneError.invalidDynamicsParameter(error), from: .dynamics)
            return false
        }
    }

    // MARK: Items

    func body(of view: View) -> BodyID? { items[ObjectIdentifier(view)]?.body }

    private func isInside(_ view: View) -> Bool { view !== referenceView && view.isDescendant(of: referenceView) }

    /// The view's centre in reference coordinates and the rotation of its transform.
    func pose(of view: View) -> (Point, Double) {
        let center = view.superview.flatMap { $0.convert(view.center, to: referenceView) } ?? view.center
        return (center, view.transform.decomposed.rotation)
    }

    /// Makes `view` a body if needed; returns whether one was created.
    private func retain(_ view: View) throws(DynamicsError) -> Bool {
        let key = ObjectIdentifier(view)
        if var item = items[key] {
            item.uses += 1
            items[key] = item
            return false
        }
        let (position, angle) = pose(of: view)
        let body = try world.addBody(
            BodyDefinition(
                type: .dynamic, shape: view.bodyShape, density: 1, massScale: 1e-4,
                position: position, angle: angle))
        items[key] = Item(view: view, body: body, uses: 1)
        return true
    }

    private func release(_ view: View) {
        let key = ObjectIdentifier(view)
        guard var item = items[key] else { return }
        item.uses -= 1
        if item.uses > 0 {
            items[key] = item
        } else {
            items.removeValue(forKey: key)
            try? world.removeBody(item.body)
        }
    }

    // MARK: Stepping

    /// Starts stepping again (at the next step time after now) if there is anything to simulate;
    /// a change restarts the run limit.
    func wake() {
        world.wake()
        runSteps = 0
        guard paused, !behaviors.isEmpty, let scene else { return }
        paused = false
        resumeGrid(after: scene.time)
        scheduleNextStep()
        onResume?(self)
    }

    /// Makes the next step (`stepIndex + 1`) the first grid time strictly after `now`, restarting
    /// the grid at `now` when that step would be more than `largestGridIndex` steps into it.
    private func resumeGrid(after now: Double) {
        lastStepTime = Swift.max(lastStepTime, now)
        // Finite, or +infinity when `now` is near the largest Double; never NaN.
        let behind = (now - gridOrigin) * Self.stepRate
        guard behind < Self.largestGridIndex else {
            gridOrigin = now
            stepIndex = 0
            return
        }
        var k = Swift.max(stepIndex, Int(behind.rounded(.down)))
        // The floor is at most a step or two short of `now`; where 1/120 s is below the clock's
        // resolution at `now` (a time near 1e308), no number of steps passes it, and the grid
        // restarts at `now` as above.
        var extraSteps = 0
        while gridOrigin + Double(k) / 120 <= now {
            k += 1
            extraSteps += 1
            if extraSteps > 3 {
                gridOrigin = now
                stepIndex = 0
                return
            }
        }
        stepIndex = k - 1
    }

    private func scheduleNextStep() {
        guard let scene else { return }
        var due = gridOrigin + Double(stepIndex + 1) / 120
        // Where the clock cannot tell grid times apart, the step takes the next clock value.
        if due <= lastStepTime { due = lastStepTime.nextUp }
        pendingStep = scene.scheduleInternal(at: due) { [weak self] in self?.performStep() }
    }

    private func performStep() {
        pendingStep = nil
        guard !paused else { return }
        if let scene { lastStepTime = Swift.max(lastStepTime, scene.time) }
        for behavior in behaviors { behavior.prepareStep(in: self) }
        world.step()
        stepIndex += 1
        runSteps += 1
        writeBack()
        for behavior in behaviors { behavior.action?() }
        if world.isAtRest || behaviors.isEmpty || runSteps >= maximumRunSteps {
            paused = true
            onPause?(self)
        } else {
            scheduleNextStep()
        }
    }

    private func writeBack() {
        for item in items.values {
            guard let body = try? world.body(item.body) else { continue }
            let view = item.view
            let center = view.superview.flatMap { referenceView.convert(body.position, to: $0) } ?? body.position
            view.center = center
            view.transform = AffineTransform(rotationAngle: body.angle)
        }
    }
}

extension View {
    /// The shape of the view's body in the physics world: a rectangle of the bounds' size, taken
    /// standardized (a bounds size with a negative component, which the setters accept, gives the
    /// same body as its magnitude, as `Rect.standardized` reads a rectangle).
    var bodyShape: BodyShape {
        let size = properties.model.size
        return .rectangle(Size(width: abs(size.width), height: abs(size.height)))
    }
}
