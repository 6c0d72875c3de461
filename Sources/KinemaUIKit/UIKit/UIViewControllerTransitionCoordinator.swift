import Foundation
import Kinema

/// What a transition coordinator tells the blocks it runs (`UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started driven by an interaction controller.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator gives an interruptible animator.
    var isInterruptible: Bool { get }
    /// Whether an interaction controller drives the transition now (false once it finished or
    /// cancelled it).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation takes.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is: the interaction controller's last update while it is driven by
    /// hand, else the share of ``transitionDuration`` elapsed (1 once it completed).
    var percentComplete: CGFloat { get }
    /// The speed at which the transition completes after an interaction (the interaction
    /// controller's `completionSpeed`, else 1).
    var completionVelocity: CGFloat { get }
    /// The curve of the transition's completion (the interaction controller's, else ease-in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view under `key`, when the transition manages it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in (the window, for the facade's own transitions
    /// without a presentation controller).
    var containerView: UIView { get }
    /// The transform applied by a rotation (the identity: the harness never rotates).
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a presentation or dismissal (`UIViewControllerTransitionCoordinator`),
/// as a presentation controller's dimming view fades in with the presented view. A controller's
/// ``UIViewController/transitionCoordinator`` is one while it is presented or dismissed.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block of the transition's duration and ease-in-out curve,
    /// begun with the transition's own animations (at once, over the time left, once they have
    /// begun), and `completion` once the transition completed or was cancelled. Returns false,
    /// running neither, when the transition has already completed.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same for animations of views outside the container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interaction controller stops driving the transition (it finished
    /// or cancelled it).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The facade's coordinator: one per presentation or dismissal, from the moment it is decided
/// (before `viewWillAppear` and the presentation controller's `...WillBegin`) to its end.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    private(set) var transitionDuration: TimeInterval
    /// The controllers, and whether the presenter's view is the transition's to manage.
    let participants: TransitionParticipants
    private let container: UIView
    private let runtime: UIKitRuntime
    /// The animator's context, for a transition an animator runs.
    private weak var context: TransitionContext?
    /// The interaction controller driving the transition, if one does.
    private var interaction: (any UIViewControllerInteractiveTransitioning)?

    private var waiting: [(animation: Block?, completion: Block?)] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// The scene time the transition's animations began, once they have.
    private var began: Double?
    private var ended = false
    /// Whether the transition ended cancelled.
    private var endedCancelled = false
    /// Whether the transition was cancelled: as it ended, or as its context says while it runs.
    var isCancelled: Bool { ended ? endedCancelled : (context?.transitionWasCancelled ?? false) }
    private(set) var initiallyInteractive = false

    /// Whether the animator running the transition gives an interruptible animator (asked once,
    /// when first read during the transition).
    var isInterruptible: Bool {
        if let interruptible { return interruptible }
        guard let context, let animator = context.animator, began != nil else { return false }
        let answer = !(animator.interruptibleAnimator(using: context) is NoInterruptibleAnimator)
        interruptible = answer
        return answer
    }
    private var interruptible: Bool?

    /// The coordinator of a transition between `participants`, in `container` until an
    /// animator's context gives its own, in presentation `style`; it becomes both controllers'
    /// ``UIViewController/transitionCoordinator`` until the transition ends.
    init(
        _ participants: TransitionParticipants, container: UIView, animated: Bool, style: UIModalPresentationStyle,
        runtime: UIKitRuntime
    ) {
        self.participants = participants
        self.container = container
        isAnimated = animated
        presentationStyle = style
        self.runtime = runtime
        transitionDuration = animated ? UIViewController.transitionDuration : 0
        participants.from.activeTransitionCoordinator = self
        participants.to.activeTransitionCoordinator = self
    }

    var containerView: UIView { context?.containerView ?? container }
    var isInteractive: Bool { context.map { $0.isInteractive && !$0.interactionEnded } ?? false }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }

    var percentComplete: CGFloat {
        if ended { return isCancelled ? 0 : 1 }
        if let context, context.isInteractive, !context.interactionEnded { return context.percentComplete }
        guard let began, transitionDuration > 0 else { return 0 }
        return CGFloat(Swift.min(Swift.max((runtime.scene.time - began) / transitionDuration, 0), 1))
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        participants.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { participants.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let began {
            run([animation], over: Swift.max(0, transitionDuration - (runtime.scene.time - began)))
        } else {
            waiting.append((animation, nil))
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !ended else { return }
        interactionHandlers.append(handler)
    }

    // MARK: The transition's side

    /// An animator runs the transition in `context`, over its `duration`, driven by `interaction`
    /// if there is one.
    func attach(
        _ context: TransitionContext, duration: TimeInterval,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.context = context
        self.interaction = interaction
        transitionDuration = duration.isFinite && duration >= 0 ? duration : 0
        initiallyInteractive = interaction != nil
    }

    /// The transition's animations have begun: the waiting alongside animations run in one block.
    /// Inside a block of the facade's own transition, they join it.
    func begin(insideBlock: Bool = false) {
        guard began == nil, !ended else { return }
        began = runtime.scene.time
        let animations = waiting.compactMap(\.animation)
        waiting = []
        if insideBlock {
            for animation in animations { animation(self) }
        } else {
            run(animations, over: transitionDuration)
        }
    }

    /// The interaction controller finished or cancelled the transition.
    func interactionDidChange() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition completed (`completed`) or was cancelled: the completions run, once.
    func end(completed: Bool) {
        guard !ended else { return }
        if began == nil { begin() }
        endedCancelled = !completed
        ended = true
        for controller in [participants.from, participants.to] where controller.activeTransitionCoordinator === self {
            controller.activeTransitionCoordinator = nil
        }
        let blocks = completions
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
    }

    /// Runs `animations` in one ease-in-out block over `duration` (without animation when it is 0).
    private func run(_ animations: [Block], over duration: TimeInterval) {
        guard !animations.isEmpty else { return }
        let body = { for animation in animations { animation(self) } }
        runtime.runBlock(duration: duration, completion: nil) { d, done in
            try runtime.scene.animate(
                withDuration: d, delay: 0, options: UIView.AnimationOptions.curveEaseInOut.kinema,
                animations: body, completion: done)
        } immediate: {
            body()
        }
    }
}
