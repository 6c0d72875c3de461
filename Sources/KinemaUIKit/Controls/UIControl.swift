import Foundation
import Kinema

/// UIKit's control: a view that tracks a touch and sends events to its actions
/// (`addTarget(_:action:for:)`, `addAction(_:for:)`).
///
/// Tracking, as UIKit does it (override the tracking methods as on iOS):
/// - **Down.** When the finger lands on the control (or on a subview that passes its touches
///   up the responder chain), ``beginTracking(_:with:)`` is asked; yes starts tracking: the
///   control is highlighted and sends `touchDown`. No ignores the rest of the touch
///   *(Kinema's decision, as its engine controls do)*.
/// - **Move.** ``isTouchInside`` becomes whether the finger is within the bounds grown by 70 pt on
///   every side (UIKit's extended bounds; left and top edges inside, right and bottom outside,
///   as Core Graphics counts them), and so does ``isHighlighted``; then
///   ``continueTracking(_:with:)`` is asked: yes sends `touchDragInside` or `touchDragOutside`,
///   with `touchDragEnter` or `touchDragExit` when the finger crossed that edge; no stops
///   tracking (no more events for the touch).
/// - **Lift.** ``isTouchInside`` is updated, the highlight goes, ``endTracking(_:with:)`` is
///   called, then `touchUpInside` (a button adds `primaryActionTriggered`) or `touchUpOutside`
///   is sent.
/// - **Cancel.** The highlight goes, ``cancelTracking(with:)`` is called and `touchCancel` is sent.
/// A disabled control neither tracks nor passes touches on.
@MainActor
open class UIControl: UIView {
    /// How far around the bounds a tracked finger still counts as inside: 70 pt.
    public static var touchInsideMargin: CGFloat { 70 }

    /// Whether the control responds to touches.
    open var isEnabled = true { didSet { refreshContent() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { refreshContent() } }
    /// Whether the control is highlighted (a tracked finger is inside it).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { refreshContent() } } }

    /// The flags of the control's state.
    open var state: UIControl.State {
        var flags: UIControl.State = []
        if isHighlighted { flags.insert(.highlighted) }
        if !isEnabled { flags.insert(.disabled) }
        if isSelected { flags.insert(.selected) }
        return flags
    }

    /// Whether a touch is being tracked.
    open var isTracking: Bool { tracking }
    /// Whether the tracked finger is within the extended bounds.
    open var isTouchInside: Bool { touchInside }

    var tracking = false
    var touchInside = false
    var actions: [TargetAction] = []

    // MARK: Tracking (override these)

    /// A finger landed on the control: return whether to track it. The default says yes.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger moved: return whether to keep tracking it. The default says yes.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger lifted (call `super` when overriding). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled (call `super` when overriding). The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Sends `controlEvents` to the actions registered for any of them, in registration order
    /// (each action once).
    open func sendActions(for controlEvents: UIControl.Event) {
        actions.send(from: self, event: nil, for: controlEvents)
    }

    // MARK: Touches

    /// Starts tracking (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchInside = true
        tracking = beginTracking(touch, with: event)
        guard tracking else {
            touchInside = false
            return
        }
        isHighlighted = true
        send(.touchDown, event)
    }

    /// Follows the tracked finger.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = touches.first else { return }
        let wasInside = touchInside
        touchInside = isWithinExtendedBounds(touch)
        isHighlighted = touchInside
        tracking = continueTracking(touch, with: event)
        guard tracking else {
            stopTracking()
            return
        }
        var events: UIControl.Event = touchInside ? .touchDragInside : .touchDragOutside
        if touchInside != wasInside { events.insert(touchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event)
    }

    /// Ends tracking and sends `touchUpInside` or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking else { return }
        let touch = touches.first
        touchInside = touch.map(isWithinExtendedBounds) ?? false
        isHighlighted = false
        endTracking(touch, with: event)
        var events: UIControl.Event = touchInside ? .touchUpInside : .touchUpOutside
        if touchInside, self is UIButton { events.insert(.primaryActionTriggered) }
        stopTracking()
        send(events, event)
    }

    /// Cancels tracking and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking else { return }
        isHighlighted = false
        cancelTracking(with: event)
        stopTracking()
        send(.touchCancel, event)
    }
}
