import Foundation
import Kinema

// How a facade constraint moves between inactive, pending (active, waiting for its views to be in
// a harness's window), engaged (in the solver) and broken (active, dropped by a conflict).

extension NSLayoutConstraint {
    /// The runtime that logs for this constraint.
    var runtime: UIKitRuntime { engagedRuntime ?? first.owner?.runtime ?? UIKitRuntime.current }

    /// The exception UIKit raises when asked to make this constraint (name and reason), if any.
    static func refusal(first: LayoutTarget, second: LayoutTarget?, multiplier: CGFloat, constant: CGFloat)
        -> (String, String)?
    {
        let invalidPairing = ("NSInvalidArgumentException", "Invalid pairing of layout attributes")
        guard first.item != nil, second.map({ $0.item != nil }) ?? true else {
            return ("NSInvalidArgumentException", "Constraint items must each be a view or layout guide.")
        }
        guard let a1 = first.attribute.kinema else { return invalidPairing }
        let locationEqualsConstant = (
            "NSInvalidArgumentException",
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        )
        if let second {
            guard let a2 = second.attribute.kinema else { return invalidPairing }
            let (f, s) = (first.attribute, second.attribute)
            if (f.isDirectional && s.isAbsolute) || (f.isAbsolute && s.isDirectional) {
                return (
                    "NSInvalidArgumentException",
                    "A constraint cannot be made between a leading/trailing attribute "
                        + "and a right/left attribute. Use leading/trailing for both or neither."
                )
            }
            let compatible = a1.isDimension ? a2.isDimension : (!a2.isDimension && a1.isHorizontal == a2.isHorizontal)
            guard compatible else { return invalidPairing }
            if !a1.isDimension, multiplier == 0 { return locationEqualsConstant }
        } else if !a1.isDimension {
            return locationEqualsConstant
        }
        guard multiplier.isFinite, constant.isFinite else {
            return ("NSInvalidArgumentException", "A constraint's multiplier and constant must be finite numbers.")
        }
        return nil
    }

    /// The engine constraint's constant: the facade's constant plus the margins' offsets
    /// (`first + o1 R m * (second + o2) + c` is `first R m * second + (c + m * o2 - o1)`).
    func engineConstant() -> Double {
        let offset1 = first.engineAnchor()?.offset ?? 0
        let offset2 = second?.engineAnchor()?.offset ?? 0
        return Double(storedConstant) + Double(multiplier) * offset2 - offset1
    }

    /// Brings the engine's constant in line with ``constant`` and the margins: by the solver's
    /// edit path when engaged (a conflict is logged and breaks this constraint), else just stored.
    func refreshEngineConstant() {
        guard let engine else { return }
        let value = engineConstant()
        guard value != engine.constant else { return }
        guard state == .engaged, let runtime = engagedRuntime else {
            try? engine.setConstant(value)
            return
        }
        do {
            try engine.setConstant(value)
        } catch {
            runtime.reportFailure(of: self, engineConstant: value, error)
            breakInEngine()
            try? engine.setConstant(value)
        }
    }

    func setPriority(_ value: UILayoutPriority) {
        guard value != storedPriority else { return }
        if isActive, value.isRequired != storedPriority.isRequired {
            runtime.logException(
                "NSInternalInconsistencyException",
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported.  You passed priority \(Self.format(CGFloat(value.rawValue))) and the existing "
                    + "priority was \(Self.format(CGFloat(storedPriority.rawValue))).")
            return
        }
        storedPriority = value
        guard let engine else { return }
        do {
            try engine.setPriority(value.kinema)
        } catch {
            runtime.reportFailure(of: self, engineConstant: engine.constant, error)
            breakInEngine()
        }
    }

    /// Makes the constraint active (pending) and lists it on `explicit` (or on the nearest common
    /// ancestor of its items), refusing, with UIKit's message, items that share no ancestor.
    func install(on explicit: UIView?) {
        guard state == .inactive, engine != nil, let owner1 = first.owner else { return }
        var host = owner1
        if let second {
            guard let owner2 = second.owner, let ancestor = owner1.nearestCommonAncestor(with: owner2) else {
                if explicit != nil { return refuseInstallation() }
                runtime.logException(
                    "NSGenericException",
                    "Unable to activate constraint with anchors \(Self.anchorName(first)) and \(Self.anchorName(second)) "
                        + "because they have no common ancestor.  Does the constraint or its anchors reference items in "
                        + "different view hierarchies?  That's illegal.")
                return
            }
            host = ancestor
        }
        if let explicit, !host.isDescendant(of: explicit) { return refuseInstallation() }
        state = .pending
        let installation = explicit ?? host
        installedView = installation
        installation.autoLayoutState.installed.append(self)
        owner1.autoLayoutState.referencing.append(self)
        if let owner2 = second?.owner, owner2 !== owner1 { owner2.autoLayoutState.referencing.append(self) }
        LayoutQueue.constraints.append(WeakBox(self))
    }

    private func refuseInstallation() {
        runtime.log(
            "The view hierarchy is not prepared for the constraint: \(description)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself)."
        )
    }

    /// UIKit's description of an anchor in its messages: `<NSLayoutXAxisAnchor "item.leading">`.
    static func anchorName(_ target: LayoutTarget) -> String {
        let kind =
            switch target.attribute.kinema {
            case .some(let a) where a.isDimension: "NSLayoutDimension"
            case .some(let a) where a.isHorizontal: "NSLayoutXAxisAnchor"
            default: "NSLayoutYAxisAnchor"
            }
        return "<\(kind) \"\(target.name)\">"
    }

    /// Makes the constraint inactive, wherever it was.
    func uninstall() {
        guard state != .inactive else { return }
        leaveSolver()
        engagedRuntime = nil
        state = .inactive
        installedView?.autoLayoutStorage?.installed.remove(self)
        installedView = nil
        first.owner?.autoLayoutStorage?.referencing.remove(self)
        second?.owner?.autoLayoutStorage?.referencing.remove(self)
    }

    /// Takes an engaged or broken constraint out of the solver and back to pending (its views
    /// are leaving the window).
    func disengage() {
        guard state == .engaged || state == .broken else { return }
        leaveSolver()
        engagedRuntime = nil
        state = .pending
        LayoutQueue.constraints.append(WeakBox(self))
    }

    /// Drops the constraint from the solver after a conflict; it stays active.
    func breakInEngine() {
        leaveSolver()
        state = .broken
    }

    private func leaveSolver() {
        guard state == .engaged else { return }
        engine?.deactivate()
        engagedRuntime?.autoLayout.engaged[ObjectIdentifier(self)] = nil
    }

    /// Records that the engine holds the constraint now.
    func didEngage(in runtime: UIKitRuntime) {
        state = .engaged
        engagedRuntime = runtime
        runtime.autoLayout.engaged[ObjectIdentifier(self)] = self
        for target in [first, second].compactMap({ $0 }) {
            guard let owner = target.owner else { continue }
            if target.usesSafeArea, !(owner is UIWindow) { runtime.autoLayout.safeAreaViews.insert(owner) }
            if target.usesMargins { runtime.autoLayout.marginViews.insert(owner) }
        }
    }

    /// Whether one of the constraint's items is `guide`.
    func names(_ guide: UILayoutGuide) -> Bool { first.guide === guide || second?.guide === guide }

    /// The runtime whose window holds every item of the constraint, if one does.
    var readyRuntime: UIKitRuntime? {
        guard let owner1 = first.owner, let window = owner1.window, let runtime = window.owningRuntime,
            window.kinemaView.scene === runtime.scene
        else { return nil }
        if let second {
            guard let owner2 = second.owner, owner2.window === window else { return nil }
        }
        return runtime
    }

    /// Whether an item of the constraint is a view (other than the window) that keeps its frame
    /// by autoresizing.
    var touchesAutoresizingView: Bool {
        [first.owner, second?.owner].contains { owner in
            guard let owner, !(owner is UIWindow) else { return false }
            return owner.translatesAutoresizingMaskIntoConstraints
        }
    }

    /// Puts the pending constraints among `constraints` whose views are in a window into that
    /// window's solver. Those naming an autoresizing view wait for the next pass, as UIKit makes
    /// a view's autoresizing constraints only then: code that sets
    /// `translatesAutoresizingMaskIntoConstraints = false` after activating works as on iOS.
    static func engageReady(_ constraints: [NSLayoutConstraint]) {
        var groups: [(UIKitRuntime, [NSLayoutConstraint])] = []
        for c in constraints where c.state == .pending && !c.touchesAutoresizingView {
            guard let runtime = c.readyRuntime else { continue }
            if let i = groups.firstIndex(where: { $0.0 === runtime }) {
                groups[i].1.append(c)
            } else {
                groups.append((runtime, [c]))
            }
        }
        for (runtime, list) in groups { runtime.engage(list) }
    }
}

extension UIView {
    /// The nearest view that is an ancestor of (or equal to) both views, if they share a tree.
    ///
    /// - Complexity: O(1) for a view and itself, its superview, a subview or a sibling (most
    ///   constraints); otherwise O(*d*), *d* the depth of the deeper view.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        if let parent = superview, other.superview === parent { return parent }
        var a: UIView? = self, b: UIView? = other
        var da = depth, db = other.depth
        while da > db, let v = a {
            a = v.superview
            da -= 1
        }
        while db > da, let v = b {
            b = v.superview
            db -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }
}

/// A weak reference, for the facade's queues.
struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
