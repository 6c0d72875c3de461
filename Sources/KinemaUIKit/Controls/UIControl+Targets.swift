import Foundation

/// Target-action without the Objective-C runtime (see `UIGestureRecognizer`'s): a control's action
/// is a method reference whose target is held weakly, e.g. `button.addTarget(self, action:
/// ViewController.didSelectTab, for: .touchUpInside)` for `func didSelectTab(_ sender: UIButton)`,
/// or a `UIAction`.
extension UIControl {
    /// A control with `frame` that runs `primaryAction` on `primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds `target`'s method taking no argument for `controlEvents`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void,
        for controlEvents: UIControl.Event
    ) {
        actions.append(.method(target, events: controlEvents, action))
    }

    /// Adds `target`'s method taking the sender (any type the control is, e.g. `UIButton` or
    /// `Any`) for `controlEvents`. A method taking a type the control is not logs UIKit's
    /// exception when sent and is not called.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target,
        action: @escaping (Target) -> (Sender) -> Void,
        for controlEvents: UIControl.Event
    ) {
        actions.append(.method(target, events: controlEvents, action))
    }

    /// Adds `target`'s method taking the sender and the event (`func tapped(_ sender: UIButton,
    /// forEvent event: UIEvent)`) for `controlEvents`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target,
        action: @escaping (Target) -> (Sender, UIEvent) -> Void,
        for controlEvents: UIControl.Event
    ) {
        actions.append(.method(target, events: controlEvents, action))
    }

    /// Stops sending `controlEvents` to `target`'s methods of the type of `action` (to all its
    /// methods when `action` is nil; to every target when `target` is nil). Methods of one
    /// target with the same type cannot be told apart (Swift functions have no identity). An
    /// action left with no events is removed.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?,
        action: ((Target) -> (Sender) -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removeEvents(controlEvents, target: target, signature: action.map { ObjectIdentifier(type(of: $0)) })
    }

    /// As the overload above, for methods taking no argument.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: ((Target) -> () -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removeEvents(controlEvents, target: target, signature: action.map { ObjectIdentifier(type(of: $0)) })
    }

    /// As the overloads above, for methods taking the sender and the event.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?,
        action: ((Target) -> (Sender, UIEvent) -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removeEvents(controlEvents, target: target, signature: action.map { ObjectIdentifier(type(of: $0)) })
    }

    /// Stops sending `controlEvents` to every method of `target` (of every target when nil):
    /// UIKit's `removeTarget(_:action: nil, for:)`.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: UIControl.Event) {
        removeEvents(controlEvents, target: target, signature: nil)
    }

    /// Runs `action` for `controlEvents`. An action with the identifier of one already added
    /// replaces it (as UIKit does); the same action added again gains the events.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let i = actions.firstIndex(where: { $0.uiAction?.identifier == action.identifier }) {
            if actions[i].uiAction === action {
                actions[i].events.formUnion(controlEvents)
                return
            }
            actions.remove(at: i)
        }
        actions.append(
            .closure(events: controlEvents, uiAction: action) { [unowned action] (sender: AnyObject) in
                action.perform(from: sender)
            })
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeEvents(controlEvents) { $0.uiAction === action }
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        removeEvents(controlEvents) { $0.uiAction?.identifier == actionIdentifier }
    }

    /// Runs `action` now, with the control as its sender.
    public func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// The live targets: each object target (an `NSObject` as itself, another object as its
    /// `ObjectIdentifier`), and the `UIAction`s added.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for action in actions where action.isLive {
            if let object = action.target {
                targets.insert((object as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(object)))
            } else if let uiAction = action.uiAction {
                targets.insert(AnyHashable(uiAction))
            }
        }
        return targets
    }

    /// Every event some live action answers.
    public var allControlEvents: UIControl.Event {
        actions.filter(\.isLive).reduce(into: []) { $0.formUnion($1.events) }
    }

    private func removeEvents(_ controlEvents: UIControl.Event, target: AnyObject?, signature: ObjectIdentifier?) {
        removeEvents(controlEvents) { $0.matches(target: target, signature: signature) }
    }

    private func removeEvents(_ controlEvents: UIControl.Event, where matches: (TargetAction) -> Bool) {
        for i in actions.indices where matches(actions[i]) { actions[i].events.subtract(controlEvents) }
        actions.removeAll { $0.events.isEmpty || !$0.isLive }
    }
}
