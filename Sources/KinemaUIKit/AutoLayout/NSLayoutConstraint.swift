import Foundation
import Kinema

/// A linear relation between two attributes of views or layout guides, held with a priority
/// (UIKit's `NSLayoutConstraint`):
///
///     first.attribute  (==, <=, >=)  multiplier * second.attribute + constant
///
/// Each constraint drives one engine constraint (Kinema's `LayoutConstraint`). As in UIKit:
/// - Constraints are made inactive. Activating one (``isActive``, ``activate(_:)``,
///   `UIView.addConstraint(_:)`) never throws. It enters the solver at once when its views are
///   in the harness's window, else at the first layout pass after they are. Activating does not
///   change `translatesAutoresizingMaskIntoConstraints`: set it to false on the views
///   constraints should move, or their autoresizing frames conflict, as on iOS. As UIKit makes
///   autoresizing constraints only at the next pass, a constraint naming an autoresizing view
///   waits for that pass, so the order of the two calls within one turn does not matter.
/// - A required constraint that cannot hold with the others is logged as UIKit logs it
///   ("Unable to simultaneously satisfy constraints", the conflicting constraints, the one broken)
///   and broken: it stays active but plays no part in layout until it is deactivated. The facade
///   always breaks the constraint whose addition (or new constant) made the conflict.
/// - Changing ``constant`` goes through the solver's edit path; the views move at the next layout
///   pass (animated when that pass runs in an animation block).
/// - Changing ``priority`` between required and optional while active is an exception in UIKit:
///   the harness logs it and the priority stays.
/// - Making a constraint UIKit refuses (a position equal to a constant, leading related to left,
///   a width related to a position, an item that is not a view or layout guide, numbers that are
///   not finite) logs UIKit's exception; the constraint never activates.
/// - Removing a view from its superview deactivates the constraints between its subtree and the
///   views outside it.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Where the constraint is, as the facade tracks it.
    enum State {
        /// Not active.
        case inactive
        /// Active, waiting for its views to be in a harness's window.
        case pending
        /// Active and in the solver.
        case engaged
        /// Active, but broken by a conflict: not in the solver.
        case broken
    }

    let first: LayoutTarget
    let second: LayoutTarget?
    /// The engine's constraint; nil when UIKit would have refused to make this one.
    let engine: LayoutConstraint?
    var state = State.inactive
    /// The view whose ``UIView/constraints`` list it while active.
    weak var installedView: UIView?
    /// The runtime whose solver holds it while engaged.
    weak var engagedRuntime: UIKitRuntime?
    var storedConstant: CGFloat
    var storedPriority = UILayoutPriority.required

    /// The relation between the two sides.
    public let relation: Relation
    /// The multiplier of the second attribute (1 for a constraint to a constant).
    public let multiplier: CGFloat
    /// A name for the constraint, shown in its description.
    open var identifier: String?

    /// A constraint `view1.attr1 (relation) multiplier * view2.attr2 + c` between views or layout
    /// guides; with `view2` nil (and `attr2` `.notAnAttribute`), `view1.attr1 (relation) c`, which
    /// only a width or height may be.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: LayoutTarget(object: view1, attribute: attr1), relation: relation,
            second: view2.map { LayoutTarget(object: $0, attribute: attr2) }, multiplier: multiplier,
            constant: c, factory: true)
    }

    /// The designated initialiser; `placesInSuperview` lets a position equal a constant (in the
    /// superview's coordinates), which UIKit refuses from its callers but uses for a scroll
    /// view's content guide.
    init(
        first: LayoutTarget, relation: Relation, second: LayoutTarget?, multiplier: CGFloat, constant: CGFloat,
        factory: Bool = false, empty: Bool = false, placesInSuperview: Bool = false
    ) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = constant
        let refusal =
            placesInSuperview
            ? nil : Self.refusal(first: first, second: second, multiplier: multiplier, constant: constant)
        // A scroll view's edges, related to its content, are its content area's (see
        // `UIScrollView.contentAreaTarget`).
        let (solvedFirst, solvedSecond) = (
            UIScrollView.contentAreaTarget(first, other: second),
            second.map { UIScrollView.contentAreaTarget($0, other: first) }
        )
        if refusal == nil, let (a1, offset1) = solvedFirst.engineAnchor() {
            let pair = solvedSecond?.engineAnchor()
            let offset2 = pair?.offset ?? 0
            let base = Double(constant) + Double(multiplier) * offset2 - offset1
            engine = LayoutConstraint(a1, relation.kinema, pair?.anchor, multiplier: Double(multiplier), constant: base)
        } else {
            engine = nil
        }
        super.init()
        engine?.facade = self
        // Guides whose own constraints change once others are made on them (a scroll view's
        // content and frame guides) are told.
        solvedFirst.guide?.willBeConstrained(solvedFirst.attribute)
        if let solvedSecond { solvedSecond.guide?.willBeConstrained(solvedSecond.attribute) }
        if let (name, reason) = refusal, !empty {
            let prefix =
                factory
                ? "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                : ""
            (first.owner?.runtime ?? UIKitRuntime.current).logException(name, prefix + reason)
        }
    }

    /// An empty constraint, relating nothing (`NSLayoutConstraint()`, a placeholder until a real
    /// one is assigned): activating it does nothing.
    public override convenience init() {
        self.init(
            first: LayoutTarget(object: (), attribute: .notAnAttribute), relation: .equal, second: nil,
            multiplier: 1, constant: 0, empty: true)
    }

    /// Whether the constraint is active (in UIKit's sense: installed, even while waiting for its
    /// views to reach the window, or broken by a conflict).
    open var isActive: Bool {
        get { state != .inactive }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// The constant. On an active constraint the change reaches the solver by its edit path; a
    /// value that breaks a required constraint is logged as UIKit logs it and breaks this one.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                runtime.log(
                    "NSLayoutConstraint: the constant of \(description) must be finite; it stays \(storedConstant)")
                return
            }
            storedConstant = newValue
            refreshEngineConstant()
        }
    }

    /// The priority (``UILayoutPriority/required`` by default). Changing it between required and
    /// optional while the constraint is active logs UIKit's exception and changes nothing.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }

    /// The first item: a view or a layout guide.
    public var firstItem: AnyObject? { first.item }
    /// The second item, nil for a constraint to a constant.
    public var secondItem: AnyObject? { second?.item }
    /// The first item's attribute.
    public var firstAttribute: Attribute { first.attribute }
    /// The second item's attribute (`.notAnAttribute` for a constraint to a constant).
    public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first item's anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(first) }
    /// The second item's anchor, nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor($0) } }

    /// Activates the constraints (those already active stay as they are). Constraints between
    /// items with no common ancestor are refused with UIKit's exception.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.install(on: nil) }
        engageReady(constraints)
    }

    /// Deactivates the constraints.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.uninstall() }
    }

    /// UIKit's form: `<NSLayoutConstraint 'identifier' first.attr == 0.5*second.attr + 10 @750   (active)>`,
    /// items named by their frame names (`accessibilityIdentifier`, else the class). Off the main
    /// thread, just `<NSLayoutConstraint>`.
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { text }
    }

    /// The description (see ``description``).
    private var text: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(first.name) \(relation.symbol) "
        if let second {
            text += multiplier == 1 ? second.name : "\(Self.format(multiplier))*\(second.name)"
            if storedConstant != 0 {
                text += storedConstant < 0 ? " - \(Self.format(-storedConstant))" : " + \(Self.format(storedConstant))"
            }
        } else {
            text += Self.format(storedConstant)
        }
        if !storedPriority.isRequired { text += " @\(Self.format(CGFloat(storedPriority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    /// A number as UIKit prints it: integers without a fraction, others with 6 significant digits.
    nonisolated static func format(_ x: CGFloat) -> String {
        let d = Double(x)
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String(format: "%g", d)
    }
}
