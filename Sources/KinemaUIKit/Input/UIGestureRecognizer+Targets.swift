import Foundation

/// Target-action without the Objective-C runtime: an action is a method reference,
/// `Target.method`, whose target is held weakly (as UIKit holds it), or a closure. The one edit
/// UIKit code needs is its selector: `UIPanGestureRecognizer(target: self, action:
/// #selector(handlePan(_:)))` becomes `UIPanGestureRecognizer(target: self, action:
/// ViewController.handlePan)`, and the `@objc` can go.
extension UIGestureRecognizer {
    /// A recogniser that calls `action` on `target` (held weakly) with the recogniser, e.g.
    /// `UIPanGestureRecognizer(target: self, action: Box.handlePan)` for a method
    /// `func handlePan(_ recognizer: UIPanGestureRecognizer)`. A method taking another recogniser
    /// class than the one that sends it logs UIKit's exception and is not called.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recogniser that calls `action` on `target` (held weakly), e.g.
    /// `UITapGestureRecognizer(target: self, action: Box.toggle)` for `func toggle()`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recogniser that calls `handler` with itself (Kinema's closure form; UIKit has none). The
    /// closure is held strongly: capture its owner weakly.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// A recogniser that calls `handler` with itself as the recogniser class the closure names,
    /// e.g. `UIPanGestureRecognizer { (pan: UIPanGestureRecognizer) in ... }`.
    public convenience init<Recognizer: UIGestureRecognizer>(handler: @escaping (Recognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds an action: `target`'s method, called with the recogniser. Adding the same method
    /// twice makes it run twice (Swift methods cannot be compared).
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append(.method(target, action))
    }

    /// Adds an action: `target`'s method taking no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(.method(target, action))
    }

    /// Adds a closure action (Kinema's addition; held strongly).
    public func addHandler<Recognizer: UIGestureRecognizer>(_ handler: @escaping (Recognizer) -> Void) {
        actions.append(.closure(handler))
    }

    /// Removes `target`'s actions whose method has the type of `action` (all of them when
    /// `action` is nil); a nil `target` matches every target. Two methods of one target with the
    /// same type cannot be told apart (Swift functions have no identity), so both go.
    public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target?, action: ((Target) -> (Recognizer) -> Void)?
    ) {
        removeActions(target: target, signature: action.map { ObjectIdentifier(type(of: $0)) })
    }

    /// Removes `target`'s actions whose method takes no argument (all of them when `action` is
    /// nil), as the overload above.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?) {
        removeActions(target: target, signature: action.map { ObjectIdentifier(type(of: $0)) })
    }

    /// Removes every action of `target` (of every target, closures included, when nil): UIKit's
    /// `removeTarget(_:action: nil)`.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeActions(target: target, signature: nil)
    }

    private func removeActions(target: AnyObject?, signature: ObjectIdentifier?) {
        actions.removeAll { $0.matches(target: target, signature: signature) || !$0.isLive }
    }
}
