import Foundation
import Kinema

/// UIKit's gesture recogniser: attached to a view, it receives the touches that land on that view
/// or its subviews before the view does, moves through its ``State`` and runs its actions on every
/// state change that UIKit reports (began, changed, ended, cancelled).
///
/// Subclass it as on iOS (without `import UIKit.UIGestureRecognizerSubclass`: the subclass
/// interface is always there): override the touch methods and set ``state``. Actions are
/// methods of a weakly held target or closures (see `init(target:action:)`); the `@objc` and
/// `#selector` of UIKit code become a method reference, `Target.method`.
///
/// How touches are delivered (the harness's finger does as UIKit does):
/// - Every enabled recogniser of the hit view and of each of its ancestors, nearest first,
///   receives the touch (unless its delegate's `gestureRecognizer(_:shouldReceive:)` says no);
///   then the hit view receives it, through the responder chain.
/// - When a recogniser leaves `.possible` for `.began` or `.ended` (recognised), its delegate's
///   and its views' `gestureRecognizerShouldBegin(_:)` are asked first (a no makes it fail); the
///   other recognisers of the touch that are still possible fail, unless a delegate lets them
///   recognise simultaneously; and with ``cancelsTouchesInView`` the hit view gets
///   `touchesCancelled` and no more of the touch.
/// - The actions run once after each touch method that changed the state (a state set twice in
///   one call runs them once, with the last state), never for `.possible` or `.failed`. A state
///   set outside a touch method runs them at once.
/// - A recogniser that requires another to fail (``require(toFail:)``, or its delegate's
///   `shouldRequireFailureOf`, or the other's delegate's `shouldBeRequiredToFailBy`) holds its
///   recognition while the other is possible and in play, recognises once it fails (then, even
///   after the touch ended) and fails if it recognises.
/// - When the touch ends or is cancelled, every recogniser that received it is ``reset()`` and
///   goes back to `.possible`, except, at a lift, one that goes on: a tap waiting for its next tap,
///   or a recognition held for another recogniser, reset once it is over.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recogniser (UIKit's `UIGestureRecognizer.State`, with its raw values): the
    /// engine's `GestureState`, which its pan recogniser shares, with `recognized` added.
    public typealias State = GestureState

    /// A recogniser with no action (add some with `addTarget(_:action:)`).
    public override init() { super.init() }

    /// The current state. Set it from a subclass's touch methods, as UIKit's subclasses do: leaving
    /// `.possible` for `.began` or `.ended` asks `gestureRecognizerShouldBegin` first (a no sets
    /// `.failed`); a finished recogniser (ended, cancelled, failed) keeps its state until it is
    /// reset. A subclass may override it (calling `super`).
    open var state: State {
        get { currentState }
        set { setState(newValue) }
    }

    /// The view the recogniser is attached to.
    public internal(set) weak var view: UIView?

    /// Whether the recogniser takes touches; disabling an active one cancels its gesture.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { disable() } }
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether recognising the gesture cancels the touch in the view (`touchesCancelled`); true
    /// by default.
    open var cancelsTouchesInView = true

    /// Whether the view receives `touchesBegan` only once this recogniser has failed (held until
    /// then, and dropped if it recognises); false by default.
    open var delaysTouchesBegan = false

    /// Whether the view's `touchesEnded` waits until this recogniser has recognised or failed;
    /// true by default. (A recogniser still possible when its touch ends fails at once, so the
    /// wait ends there: a recognised gesture turns the view's `touchesEnded` into
    /// `touchesCancelled`.)
    open var delaysTouchesEnded = true

    /// A name for debugging.
    open var name: String?

    /// The number of touches the recogniser is following (0 or 1: the harness has one finger).
    open var numberOfTouches: Int { trackedTouches.count }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil): the centroid of its
    /// touches, or where the last one was once they are gone.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.first?.windowLocation ?? lastWindowLocation
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates; an index out of range logs UIKit's
    /// exception and answers the gesture's location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            UIKitRuntime.current.logException(
                "NSRangeException",
                "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count))."
            )
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: For subclasses

    /// A finger landed (in the attached view or a subview). The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A finger moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A finger lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the touch sequence is over, before the state goes back to
    /// `.possible`: clear per-gesture values here. The default does nothing.
    open func reset() {}

    /// Stops following `touch`: the recogniser receives no more of it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }

    /// Whether recognising this gesture may make `preventedGestureRecognizer` fail; true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Makes this recogniser wait for `otherGestureRecognizer` to fail before it recognises (a
    /// single tap waiting for a double tap): while the other is still possible, the recognition
    /// is held; once it fails, this one recognises then, possibly after its touch ended (its
    /// actions run at that time); if it recognises, this one fails. The other is held weakly.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Whether `preventingGestureRecognizer` recognising may make this one fail; true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Storage (see the extensions)

    var currentState: State = .possible
    var actions: [TargetAction] = []
    /// The touches being followed.
    var trackedTouches: [UITouch] = []
    /// Touches the subclass asked to ignore.
    var ignoredTouches: [UITouch] = []
    /// Where the last followed touch was (window coordinates).
    var lastWindowLocation: CGPoint = .zero
    /// Whether a touch method is running (the actions then wait until it returns).
    var isReceivingTouch = false
    /// Whether a state change since the actions last ran calls for them.
    var actionPending = false
    /// Whether the recogniser left `.possible` for `.began` or `.ended` during the current call.
    var didRecognize = false
    /// The touch delivery that is feeding the recogniser, if any.
    weak var delivery: TouchDelivery?
    /// The recognisers this one waits for to fail (``require(toFail:)``).
    var failureRequirements: [WeakRecognizer] = []
    /// The state this recogniser set while a recogniser it requires to fail was still possible:
    /// applied once that one fails (the recogniser stays `.possible` meanwhile).
    var pendingState: State?
    /// Whether the recogniser goes on after its touch ends, still possible (a tap waiting for its
    /// next tap). A recogniser holding a recognition (``pendingState``) goes on too.
    var awaitsNextTouch: Bool { false }
}

/// A recogniser held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// `UIGestureRecognizerState` is `UIGestureRecognizer.State` since Swift 4.2.
@available(*, unavailable, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

extension GestureState {
    /// A discrete gesture was recognised (UIKit's `UIGestureRecognizer.State.recognized`):
    /// `.ended`.
    public static var recognized: GestureState { .ended }
}
