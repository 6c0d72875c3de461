import KinemaCore
import KinemaLayout

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `first (==, <=, >=) multiplier * second + constant`, held with a priority.
///
/// Constraints are created inactive. Activating one adds it to its scene's solver (throwing, and
/// changing nothing, if it is required and cannot hold). Like Cartography, activating a constraint
/// sets `translatesAutoresizingMaskIntoConstraints = false` on its first view. Changing `constant`
/// goes through the solver's edit path (no rebuild); the new positions reach the views at the next
/// layout pass, animated when that pass runs inside an animation block.
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained attribute.
    public let firstAnchor: LayoutAnchor
    /// The relation.
    public let relation: LayoutRelation
    /// The attribute it is related to, or nil for a constant.
    public let secondAnchor: LayoutAnchor?
    /// The multiplier of the second attribute.
    public let multiplier: Double
    /// A name for diagnostics.
    public var identifier: String?
    /// The object that wraps this constraint (KinemaUIKit's `NSLayoutConstraint`), if any: held
    /// weakly, so the wrapper's owner decides its lifetime.
    package weak var facade: AnyObject?

    private var storedConstant: Double
    private var storedPriority: LayoutPriority
    /// Whether the constraint is in its scene's solver.
    public internal(set) var isActive = false
    /// The solver constraint while active.
    var solverConstraint: KinemaLayout.Constraint?
    /// The scene whose solver holds it while active.
    weak var owner: LayoutSystem?
    /// The constant term of `first - multiplier * second` in solver coordinates (offsets of the
    /// coordinate systems involved); the solver expression's constant is `expressionBase - constant`.
    var expressionBase: Double = 0
    /// The quantities of the view tree that `expressionBase` holds (see
    /// `LayoutSystem.refreshTreeConstants`).
    var treeConstants = TreeConstants()

    /// Why the constraint can never be activated (a DSL line relating two constants), if so.
    let malformedReason: String?

    /// A constraint that fails to activate with `SceneError.incompatibleAttributes`.
    init(malformed reason: String) {
        firstAnchor = LayoutAnchor(item: .view(View(name: "constant")), attribute: .width)
        relation = .equal
        secondAnchor = nil
        multiplier = 1
        storedConstant = 0
        storedPriority = .required
        malformedReason = reason
    }

    /// Creates an inactive constraint.
    public init(
        _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        firstAnchor = first
        self.relation = relation
        secondAnchor = second
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = priority
        malformedReason = nil
    }

    /// The constant. Setting it on an active constraint re-solves incrementally; a value that is
    /// not finite, or that would break a required constraint, is refused: the old constant stays
    /// and the error is appended to the ``Scene/diagnostics`` of the scene of the first anchor's
    /// view, active or not (use `setConstant(_:)` to get it thrown instead).
    public var constant: Double {
        get { storedConstant }
        set {
            do {
                try setConstant(newValue)
            } catch {
                // Refused: recorded in the scene of the constraint's first view, active or not
                // (or when that view joins a scene).
                firstAnchor.item.view.record(error, from: .layout)
            }
        }
    }

    /// Sets the constant, throwing (and changing nothing) if it is not finite or would make a
    /// required constraint unsatisfiable.
    public func setConstant(_ value: Double) throws(SceneError) {
        guard value.isFinite else { throw .nonFiniteConstraint(description) }
        guard value != storedConstant else { return }
        try change(\.storedConstant, to: value) { owner throws(SceneError) in try owner.constantDidChange(self) }
    }

    /// The priority. Changing an active constraint between required and optional is refused
    /// (UIKit forbids it); other changes re-add it to the solver.
    public var priority: LayoutPriority { storedPriority }

    /// Sets the priority.
    public func setPriority(_ value: LayoutPriority) throws(SceneError) {
        guard value != storedPriority else { return }
        if isActive, value.isRequired != storedPriority.isRequired {
            throw .requiredPriorityChangedWhileActive(description)
        }
        try change(\.storedPriority, to: value) { owner throws(SceneError) in try owner.reinsert(self) }
    }

    /// Stores `value` in `field`; an active constraint then has its layout system take the change
    /// (`update`), and gets the old value back if the system refuses it.
    private func change<Value>(
        _ field: ReferenceWritableKeyPath<LayoutConstraint, Value>, to value: Value,
        update: (LayoutSystem) throws(SceneError) -> Void
    ) throws(SceneError) {
        let old = self[keyPath: field]
        self[keyPath: field] = value
        guard isActive, let owner else { return }
        do {
            try update(owner)
        } catch {
            self[keyPath: field] = old
            throw error
        }
    }

    /// Returns the constraint with another priority (for building before activation).
    public func withPriority(_ value: LayoutPriority) -> LayoutConstraint {
        if !isActive { storedPriority = value }
        return self
    }

    /// Adds the constraint to its scene's solver.
    public func activate() throws(SceneError) {
        try Self.activate([self])
    }

    /// Removes the constraint from its scene's solver.
    public func deactivate() {
        owner?.deactivate([self])
    }

    /// Activates several constraints at once: all of them, or (on error) none.
    public static func activate(_ constraints: [LayoutConstraint]) throws(SceneError) {
        try activate(constraints, keepingAutoresizing: false)
    }

    /// Activates several constraints at once, all or none; with `keepingAutoresizing`, the first
    /// views stay autoresizing (UIKit's rule: an autoresizing view keeps its frame through
    /// constraints of its own, which the new ones may conflict with).
    package static func activate(_ constraints: [LayoutConstraint], keepingAutoresizing: Bool) throws(SceneError) {
        let pending = constraints.filter { !$0.isActive }
        guard let first = pending.first else { return }
        if let bad = pending.first(where: { $0.malformedReason != nil }) {
            throw .incompatibleAttributes(bad.description)
        }
        guard let scene = first.firstAnchor.item.view.scene else { throw .noCommonAncestor(first.description) }
        try scene.layoutSystem.activate(pending, keepingAutoresizing: keepingAutoresizing)
    }

    /// Deactivates several constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    /// `first.attr == 2.0 * second.attr + 10.0 @750`.
    public var description: String {
        if let identifier { return identifier }
        if let malformedReason { return malformedReason }
        var rhs: [String] = []
        if let secondAnchor {
            rhs.append(multiplier == 1 ? secondAnchor.name : "\(multiplier) * \(secondAnchor.name)")
        }
        if storedConstant != 0 || secondAnchor == nil {
            if rhs.isEmpty {
                rhs.append("\(storedConstant)")
            } else {
                rhs.append(storedConstant < 0 ? "- \(-storedConstant)" : "+ \(storedConstant)")
            }
        }
        let p = storedPriority.isRequired ? "" : " @\(storedPriority.rawValue)"
        return "\(firstAnchor.name) \(relation.rawValue) \(rhs.joined(separator: " "))\(p)"
    }
}
