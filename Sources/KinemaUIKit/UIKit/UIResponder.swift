import Foundation

/// UIKit's responder: the object that receives touches. Views (and view controllers) are
/// responders; the touch methods are what a subclass overrides (UIKit's defaults pass the touches
/// to the next responder).
@MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's superview (or its view controller), a controller's view's
    /// superview.
    open var next: UIResponder? { nil }

    /// Touches began; passes them to ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; passes them to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; passes them to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled; passes them to ``next`` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Interface Builder (UIKit declares these on NSObject)

    /// Called on an object loaded from a nib or storyboard once its outlets are connected. On
    /// Linux nothing loads nibs, so nothing calls it: code that builds in code what a nib held
    /// calls it itself where loading would have. The default does nothing.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws an `@IBDesignable` view; never called on
    /// Linux. The default does nothing.
    open func prepareForInterfaceBuilder() {}
}

/// One finger on the screen (UIKit's `UITouch`): where it is, in any view's coordinates, and in
/// which phase. Identity is the finger's: one object per touch sequence.
@MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The current phase.
    open internal(set) var phase: Phase = .began
    /// The view the touch began in (the hit view).
    open internal(set) weak var view: UIView?
    /// The window.
    open internal(set) weak var window: UIWindow?
    /// The time of the latest event, on the harness clock (seconds).
    open internal(set) var timestamp: TimeInterval = 0
    /// Taps so far (1 for a touch; the facade does not count repeated taps).
    open var tapCount: Int { 1 }
    /// The kind of touch: always a finger on the screen.
    open var type: TouchType { .direct }
    /// The gesture recognisers receiving the touch (those of the hit view and its ancestors that
    /// took it), in delivery order; nil before the touch was delivered.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// What touched the screen (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen (the only kind the harness makes).
        case direct
        /// A touch not on the screen (a remote's surface).
        case indirect
        /// A stylus.
        case pencil
        /// A pointer (trackpad or mouse).
        case indirectPointer
    }

    /// The current location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }
}

/// An event holding touches (UIKit's `UIEvent`). The harness's finger makes one event per touch
/// sequence, updated at each phase (as UIKit reuses its touch event).
@MainActor
open class UIEvent: NSObject {
    /// The touches of the event.
    open internal(set) var allTouches: Set<UITouch>?
    /// The time of the event on the harness clock (seconds).
    open internal(set) var timestamp: TimeInterval = 0
    /// The kind of event: touches.
    open var type: EventType { .touches }

    /// The kinds of events (UIKit's `UIEvent.EventType`); the harness makes touch events only.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
    }

    /// The event's touches that belong to `view` (their hit view is `view`); nil when none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(allTouches?.filter { $0.view === view })
    }

    /// The event's touches in `window`; nil when none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(allTouches?.filter { $0.window === window })
    }

    /// The event's touches delivered to `gestureRecognizer`; nil when none.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmpty(
            allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } == true })
    }

    private func nonEmpty(_ touches: Set<UITouch>?) -> Set<UITouch>? {
        guard let touches, !touches.isEmpty else { return nil }
        return touches
    }

    /// An event holding `touches` at `timestamp`.
    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
        super.init()
    }
}
