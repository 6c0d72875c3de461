import Foundation

/// One action registered on a control or a gesture recogniser: a method of a target, which is
/// held weakly as UIKit holds targets, or a closure (held strongly, as a control holds a
/// `UIAction`).
///
/// Swift functions have no identity, so an action is found again (for removal) by its target
/// and the type of its method (``signature``), never by the method itself. A class, so that the
/// copy of a list that sending takes costs a reference each, not a copy of each weak target.
@MainActor
final class TargetAction {
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

    init(
        target: AnyObject?, hasTarget: Bool, signature: ObjectIdentifier?, events: UIControl.Event,
        uiAction: UIAction?, body: @escaping (AnyObject?, AnyObject, UIEvent?) -> Void
    ) {
        self.target = target
        self.hasTarget = hasTarget
        self.signature = signature
        self.events = events
        self.uiAction = uiAction
        self.body = body
    }

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
    /// A method of `target` of the type `Method`, which `run` calls with the live target, the
    /// sender and the event: what the three kinds of method below share.
    private static func bound<Target: AnyObject, Method>(
        _ target: Target, events: UIControl.Event, _ action: Method,
        _ run: @escaping (Target, AnyObject, UIEvent?) -> Void
    ) -> TargetAction {
        TargetAction(
            target: target, hasTarget: true, signature: ObjectIdentifier(type(of: action)), events: events,
            uiAction: nil
        ) { live, sender, event in
            guard let live = live as? Target else { return }
            run(live, sender, event)
        }
    }

    /// A method taking no argument: `Target.method` of type `(Target) -> () -> Void`.
    static func method<Target: AnyObject>(
        _ target: Target, events: UIControl.Event = [],
        _ action: @escaping (Target) -> () -> Void
    ) -> TargetAction {
        bound(target, events: events, action) { live, _, _ in action(live)() }
    }

    /// A method taking the sender: `Target.method` of type `(Target) -> (Sender) -> Void`.
    static func method<Target: AnyObject, Sender>(
        _ target: Target, events: UIControl.Event = [],
        _ action: @escaping (Target) -> (Sender) -> Void
    ) -> TargetAction {
        let senders = SenderCast<Sender>()
        return bound(target, events: events, action) { live, sender, _ in
            senders.run(sender, for: Target.self) { action(live)($0) }
        }
    }

    /// A method taking the sender and the event: `(Target) -> (Sender, UIEvent) -> Void` (an
    /// action sent without an event, by `sendActions(for:)`, gets an event with no touches).
    static func method<Target: AnyObject, Sender>(
        _ target: Target, events: UIControl.Event = [],
        _ action: @escaping (Target) -> (Sender, UIEvent) -> Void
    ) -> TargetAction {
        let senders = SenderCast<Sender>()
        return bound(target, events: events, action) { live, sender, event in
            senders.run(sender, for: Target.self) {
                action(live)($0, event ?? UIEvent(touches: [], timestamp: CACurrentMediaTime()))
            }
        }
    }

    /// A closure taking the sender.
    static func closure<Sender>(
        events: UIControl.Event = [], uiAction: UIAction? = nil,
        _ action: @escaping (Sender) -> Void
    ) -> TargetAction {
        let senders = SenderCast<Sender>()
        return TargetAction(target: nil, hasTarget: false, signature: nil, events: events, uiAction: uiAction) {
            _, sender, _ in
            senders.run(sender, for: nil, action)
        }
    }
}

/// Casts the senders of one action to the type its method takes. An action is sent by one
/// object, again and again (a recogniser on every change of a pan), and the action's code is
/// generic over that type, so a full dynamic cast per send costs more than the rest of the
/// dispatch: when the type is a class, the sender's class that passed the cast is kept, and a
/// sender of that same class is reinterpreted without casting again.
@MainActor
final class SenderCast<Sender> {
    /// Whether `Sender` is a class, whose values are single references like `AnyObject`'s.
    private let isClass = Sender.self is AnyClass
    /// The sender's class that last passed the cast (a class `Sender` only).
    private var castClass: ObjectIdentifier?

    /// Runs `body` with `sender` as `Sender`; a mismatch is logged as the exception UIKit would
    /// raise when the method used the wrong type (`target` names the method's class), and `body`
    /// does not run. (No `Sender?` on the fast path: in this unspecialised code each optional of
    /// a generic type is a run-time metadata lookup.)
    func run(_ sender: AnyObject, for target: Any.Type?, _ body: (Sender) -> Void) {
        if isClass, castClass == ObjectIdentifier(type(of: sender)) {
            #if KINEMA_INTERNAL_CHECKS
                precondition(sender is Sender, "SenderCast: a cached class that is not a \(Sender.self)")
            #endif
            // The same class passed `as? Sender` before, and a class `Sender` is one reference.
            body(unsafeBitCast(sender, to: Sender.self))
            return
        }
        castAndRun(sender, for: target, body)
    }

    /// The cast itself, apart: its `Sender?` would cost the fast path a metadata lookup.
    @inline(never)
    private func castAndRun(_ sender: AnyObject, for target: Any.Type?, _ body: (Sender) -> Void) {
        if let typed = sender as? Sender {
            if isClass { castClass = ObjectIdentifier(type(of: sender)) }
            body(typed)
            return
        }
        let owner = target.map { "\($0)" } ?? "a closure"
        UIKitRuntime.current.logException(
            "NSInvalidArgumentException",
            "the action of \(owner) takes a \(Sender.self), but it was sent by a \(type(of: sender))")
    }
}

@MainActor
extension Array where Element == TargetAction {
    /// Runs every live action (those whose `events` meet `events`, when given) in registration
    /// order, on a copy (an action may add or remove actions), then drops those whose target is
    /// gone.
    mutating func send(from sender: AnyObject, event: UIEvent?, for events: UIControl.Event? = nil) {
        let snapshot = self
        for i in snapshot.indices {
            if let events, snapshot[i].events.isDisjoint(with: events) { continue }
            snapshot[i].send(from: sender, event: event)
        }
        // Loops, not closures: a main-actor closure checks its executor on every call.
        for i in indices where !self[i].isLive {
            removeAll { !$0.isLive }
            return
        }
    }
}
