import Foundation
import Kinema

/// UIKit Dynamics' animator (UIKit's `UIDynamicAnimator`), driving one Kinema `DynamicAnimator`
/// (``kinemaAnimator``): the items of its behaviours become rigid bodies in the reference view's
/// coordinates, stepped 120 times a second on the harness clock, and after every step their
/// views' centres and rotations are set (Kinema's "Dynamics with behaviours" article has the units,
/// the step and the rest rule).
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: view.center))
/// ```
///
/// The engine needs the reference view in the harness's window. An animator made for a view that
/// is not there yet (in `viewDidLoad`, say) keeps its behaviours and starts them at the first
/// 1/120 s tick after the view joins the window; until then it is not running.
@MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate system the physics uses.
    public private(set) weak var referenceView: UIView?
    /// The engine's animator, once the reference view is in the harness's window.
    public private(set) var kinemaAnimator: DynamicAnimator?
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// The runtime (harness) of the reference view: its scene, clock and log.
    let runtime: UIKitRuntime
    private let referenceKinemaView: View
    private var added: [UIDynamicBehavior] = []
    private var poll: TimerToken?

    /// An animator whose physics runs in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        referenceKinemaView = view.kinemaView
        runtime = view.runtime
        super.init()
        _ = engine()
    }

    /// The behaviours added, in order (children are reached through their parents).
    open var behaviors: [UIDynamicBehavior] { added }

    /// Whether the animator is stepping (it has behaviours and has not come to rest).
    open var isRunning: Bool { kinemaAnimator?.isRunning ?? false }

    /// Seconds of simulated time since the animator started (0 before the reference view joined
    /// the window).
    open var elapsedTime: TimeInterval { kinemaAnimator?.elapsedTime ?? 0 }

    /// Adds a behaviour and its children; their items become bodies. Adding a behaviour twice
    /// does nothing; a behaviour that belongs to another animator or to a parent is logged and not added.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if behavior.dynamicAnimator === self, behavior.parent == nil { return }
        guard behavior.dynamicAnimator == nil, behavior.parent == nil else {
            runtime.log(
                "UIDynamicAnimator.addBehavior: \(type(of: behavior)) already belongs to another animator "
                    + "or behavior")
            return
        }
        added.append(behavior)
        attach(behavior)
    }

    /// Removes a behaviour and its children (nothing happens for one that is not added).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = added.firstIndex(where: { $0 === behavior }) else { return }
        detach(behavior)
        added.remove(at: index)
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in added.reversed() { removeBehavior(behavior) }
    }

    /// The items of the behaviours whose frames meet `rect` (in the reference view's coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        var found: [any UIDynamicItem] = []
        for behavior in added.flatMap(\.tree) {
            for item in behavior.itemList where !found.contains(where: { $0 === item }) {
                guard let view = item as? UIView, let reference = referenceView else { continue }
                if reference.convert(view.frame, from: view.superview).intersects(rect) { found.append(item) }
            }
        }
        return found
    }

    /// Reads an item's current centre and rotation back into its body and stops its motion: call
    /// it after moving or turning an animated view by hand.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let view = item as? UIView else { return }
        engine()?.updateItemUsingCurrentState(view.kinemaView)
    }
}

extension UIDynamicAnimator {
    /// The engine's animator, made when the reference view is first found in a scene (the
    /// behaviours added meanwhile are added to it then).
    @discardableResult
    func engine() -> DynamicAnimator? {
        if let kinemaAnimator { return kinemaAnimator }
        guard referenceKinemaView.scene != nil else { return nil }
        let engine: DynamicAnimator
        do {
            engine = try DynamicAnimator(referenceView: referenceKinemaView)
        } catch {
            runtime.log("UIDynamicAnimator: \(error)")
            return nil
        }
        engine.onPause = { [weak self] _ in
            guard let self else { return }
            self.delegate?.dynamicAnimatorDidPause(self)
        }
        engine.onResume = { [weak self] _ in
            guard let self else { return }
            self.delegate?.dynamicAnimatorWillResume(self)
        }
        kinemaAnimator = engine
        if let poll { runtime.scene.cancel(poll) }
        poll = nil
        for behavior in added.flatMap(\.tree) { add(behavior, to: engine) }
        return engine
    }

    /// Gives `behavior` and its descendants to this animator.
    func attach(_ behavior: UIDynamicBehavior) {
        for b in behavior.tree {
            b.willMove(to: self)
            b.prepareToJoinAnimator()
            b.dynamicAnimator = self
        }
        if let engine = engine() {
            for b in behavior.tree { add(b, to: engine) }
        } else {
            waitForReferenceView()
        }
    }

    /// Takes `behavior` and its descendants away.
    func detach(_ behavior: UIDynamicBehavior) {
        for b in behavior.tree.reversed() {
            b.willMove(to: nil)
            for k in b.kinemaBehaviors { kinemaAnimator?.removeBehavior(k) }
            b.dynamicAnimator = nil
        }
    }

    /// Adds one behaviour's acting engine behaviours (refusals are logged, naming the behaviour).
    func add(_ behavior: UIDynamicBehavior, to engine: DynamicAnimator) {
        for k in behavior.actingKinemaBehaviors where k.dynamicAnimator == nil {
            do {
                try engine.addBehavior(k)
            } catch {
                runtime.log("UIDynamicAnimator.addBehavior(\(type(of: behavior))): \(error)")
            }
        }
    }

    /// Checks at every 1/120 s tick of the harness clock whether the reference view has joined
    /// the window, while behaviours wait for it.
    private func waitForReferenceView() {
        guard poll == nil, kinemaAnimator == nil else { return }
        poll = try? runtime.scene.schedule(after: 1.0 / 120) { [weak self] in
            guard let self else { return }
            self.poll = nil
            if self.engine() == nil, !self.added.isEmpty { self.waitForReferenceView() }
        }
    }
}
