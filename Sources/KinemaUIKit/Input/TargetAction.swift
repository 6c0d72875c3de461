import Foundation

/// One action registered on a control or a gesture recogniser: a method of a target, which is
/// held weakly as UIKit holds targets, or a closure (held strongly, as a control holds a
/// `UIAction`).
///
/// Swift functions have no identity, so an action is found again (for removal) by its target
/// and the type of its method (``signature``), never by the method itself.
@MainActor
struct TargetAction {
    /// The target (nil for a closure, or once the target is gone).
    weak var target: AnyObject?
    /// Whether the action was registered with a target; such an action is dropped once the
    /// target is gone.
    let hasTarget: Bool
    /// The type of the method (for removal by target and method type).
    let signature: ObjectIdentifier?
    /// The control events the action answers (empty for a gesture recogniser's).
    var events: UIControl.Event
    /// The `UIAction` the closure came from, if any.
    let uiAction: UIAction?
    /// Runs the action: the live target (nil for a closure), the sender and the event.
    let body: (AnyObject?, AnyObject, UIEvent?) -> Void

    /// Whether the action can still run (a closure, or a method whose target is alive).
    var isLive: Bool { !hasTarget || target != nil }

    /// Runs the action for `sender`; nothing when its target is gone.
    func send(from sender: AnyObject, event: UIEvent?) {
        let live = target
        guard !hasTarget || live != nil else { return }
        body(live, sender, event)
    }

    /// Whether the action belongs to `target` (every action when nil) and, when `signature` is
    /// given, has a method of that type.
    func matches(target: AnyObject?, signature: ObjectIdentifier?) -> Bool {
        if let target, self.target !== target { return false }
        if let signature, self.signature != signature { return false }
        return true
    }
}

extension TargetAction {
    /// A method taking no argument: `Target.method` of type `(Target) -> () -> Void`.
    static func method<Target: AnyObject>(_ target: Target, events: UIControl.Event = [],
                                          _ action: @escaping (Target) -> () -> Void) -> TargetAction {
        TargetAction(target: target, hasTarget: true, signature: ObjectIdentifier(type(of: action)), events: events,
                     uiAction: nil) { live, _, _ in
            guard let live = live as? Target else { return }
            action(live)()
        }
    }

    /// A method taking the sender: `Target.method` of type `(Target) -> (Sender) -> Void`.
    static func method<Target: AnyObject, Sender>(_ target: Target, events: UIControl.Event = [],
                                                  _ action: @escaping (Target) -> (Sender) -> Void)
        -> TargetAction
    {
        TargetAction(target: target, hasTarget: true, signature: ObjectIdentifier(type(of: action)), events: events,
                     uiAction: nil) { live, sender, _ in
            guard let live = live as? Target, let typed = cast(sender, to: Sender.self, for: Target.self) else { return }
            action(live)(typed)
        }
    }

    /// A method taking the sender and the event: `(Target) -> (Sender, UIEvent) -> Void` (an
    /// action sent without an event, by `sendActions(for:)`, gets an event with no touches).
    static func method<Target: AnyObject, Sender>(_ target: Target, events: UIControl.Event = [],
                                                  _ action: @escaping (Target) -> (Sender, UIEvent) -> Void)
        -> TargetAction
    {
        TargetAction(target: target, hasTarget: true, signature: ObjectIdentifier(type(of: action)), events: events,
                     uiAction: nil) { live, sender, event in
            guard let live = live as? Target, let typed = cast(sender, to: Sender.self, for: Target.self) else { return }
            action(live)(typed, event ?? UIEvent(touches: [], timestamp: CACurrentMediaTime()))
        }
    }

    /// A closure taking the sender.
    static func closure<Sender>(events: UIControl.Event = [], uiAction: UIAction? = nil,
                                _ action: @escaping (Sender) -> Void) -> TargetAction {
        TargetAction(target: nil, hasTarget: false, signature: nil, events: events, uiAction: uiAction) { _, sender, _ in
            guard let typed = cast(sender, to: Sender.self, for: nil) else { return }
            action(typed)
        }
    }

    /// `sender` as the type the action takes; a mismatch is logged as the exception UIKit would
    /// raise when the method used the wrong type, and the action is not run.
    private static func cast<Sender>(_ sender: AnyObject, to: Sender.Type, for target: Any.Type?) -> Sender? {
        if let typed = sender as? Sender { return typed }
        let owner = target.map { "\($0)" } ?? "a closure"
        UIKitRuntime.current.logException(
            "NSInvalidArgumentException",
            "the action of \(owner) takes a \(Sender.self), but it was sent by a \(type(of: sender))")
        return nil
    }
}

@MainActor
extension Array where Element == TargetAction {
    /// Runs every live action (those whose `events` meet `events`, when given) in registration
    /// order, on a copy (an action may add or remove actions), then drops those whose target is
    /// gone.
    mutating func send(from sender: AnyObject, event: UIEvent?, for events: UIControl.Event? = nil) {
        let snapshot = self
        for action in snapshot where events.map({ !action.events.isDisjoint(with: $0) }) ?? true {
            action.send(from: sender, event: event)
        }
        removeAll { !$0.isLive }
    }
}
