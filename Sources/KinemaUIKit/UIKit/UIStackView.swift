import Foundation
import Kinema

/// UIKit's stack view: lays out its ``arrangedSubviews`` in a row or a column, making their
/// constraints itself (the engine's stack views; the rules are in Kinema's Auto Layout article).
///
/// As in UIKit, arranging a view makes it a subview if it is not one and makes it
/// constraint-driven (`translatesAutoresizingMaskIntoConstraints = false`); the stack view itself
/// is sized by your constraints (or its frame). A hidden arranged view collapses: its length
/// becomes 0 and the spacing next to it goes. Showing or hiding one inside an animation block
/// lays the stack out at once in that block, so the collapse animates. Removing a view from the
/// arranged views leaves it a subview; removing it from the stack view un-arranges it.
///
/// Baseline alignments align bottom edges (views without text have their baseline there); in a
/// vertical stack they fill, as UIKit only defines them for horizontal stacks.
///
/// ``setCustomSpacing(_:after:)`` sets the gap after one arranged view (while that view is
/// hidden, the gap after the previous visible view is that view's), and
/// ``isLayoutMarginsRelativeArrangement`` lays the views out inside the stack's layout margins
/// (with the safe area when ``UIView/insetsLayoutMarginsFromSafeArea``), as in UIKit.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views keep their sizes; the ones with the lowest hugging or compression priority
        /// stretch or shrink to fill.
        case fill = 0
        /// Every visible view gets the same length.
        case fillEqually = 1
        /// Lengths proportional to the intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their sizes; the gaps between them are equal (at least ``spacing``).
        case equalSpacing = 3
        /// The views keep their sizes; their centres are equally far apart (gaps at least ``spacing``).
        case equalCentering = 4
    }

    /// Where the arranged views sit across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// Stretched across the whole stack.
        case fill = 0
        /// Against the leading edge (vertical stacks); ``top`` is the same value.
        case leading = 1
        /// First baselines aligned (bottom edges for views without text).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Against the trailing edge (vertical stacks); ``bottom`` is the same value.
        case trailing = 4
        /// Last baselines aligned (bottom edges for views without text).
        case lastBaseline = 5

        /// Against the top edge (horizontal stacks).
        public static var top: Alignment { .leading }
        /// Against the bottom edge (horizontal stacks).
        public static var bottom: Alignment { .trailing }
    }

    /// A stack view with `frame`: horizontal, fill distribution and alignment, no spacing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// A stack view from an archive: on Linux there are no nibs, so an empty horizontal stack.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        configure()
    }

    /// A stack view arranging `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The axis along which the views are arranged (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { configure() } }

    /// How the views share the length along the axis (fill by default).
    open var distribution: Distribution = .fill { didSet { configure() } }

    /// Where the views sit across the axis (fill by default).
    open var alignment: Alignment = .fill { didSet { configure() } }

    /// The gap between adjacent visible views (the smallest gap for the equal distributions);
    /// ``spacingUseSystem`` gives the system spacing, 8 points, and ``spacingUseDefault`` 0, as
    /// in UIKit.
    open var spacing: CGFloat = 0 { didSet { configure() } }

    /// Whether the arranged views are laid out inside the layout margins instead of the bounds
    /// (false by default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet {
            if isLayoutMarginsRelativeArrangement { runtime.autoLayout.marginViews.insert(self) }
            configure()
        }
    }

    /// Given to ``setCustomSpacing(_:after:)``: the view goes back to ``spacing``; returned by
    /// ``customSpacing(after:)`` for a view without a custom spacing (UIKit's value, `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Given to ``setCustomSpacing(_:after:)``: the system spacing between siblings, 8 points
    /// (UIKit's value, `FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// What ``spacingUseSystem`` stands for: UIKit's standard spacing between siblings, 8 points.
    private static let systemSpacingLength = 8.0

    /// The views whose custom spacing is the system spacing (for ``customSpacing(after:)``).
    private var systemSpacing = Set<ObjectIdentifier>()

    /// Sets the gap after `arrangedSubview` and the next visible arranged view, instead of
    /// ``spacing`` (the smallest gap for the equal distributions); ``spacingUseDefault`` takes it
    /// back. The spacing stays when the view moves within the stack and is forgotten when it
    /// stops being arranged. As in UIKit, a view that is not arranged here is ignored; a spacing
    /// that is not finite is logged and changes nothing.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let view = arrangedSubview.kinemaView
        guard kinemaView.arrangedSubviews.contains(where: { $0 === view }) else { return }
        systemSpacing.remove(ObjectIdentifier(arrangedSubview))
        if spacing == Self.spacingUseDefault {
            kinemaView.removeCustomSpacing(after: view)
            return
        }
        let system = spacing == Self.spacingUseSystem
        let set: Bool? = runtime.perform("UIStackView.setCustomSpacing(_:after:)") {
            try kinemaView.setCustomSpacing(system ? Self.systemSpacingLength : Double(spacing), after: view)
            return true
        }
        if set == true, system { systemSpacing.insert(ObjectIdentifier(arrangedSubview)) }
    }

    /// The custom spacing after `arrangedSubview`: ``spacingUseDefault`` when it has none,
    /// ``spacingUseSystem`` when it was set to that.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        guard let value = kinemaView.customSpacing(after: arrangedSubview.kinemaView) else {
            return Self.spacingUseDefault
        }
        return value == Self.systemSpacingLength && systemSpacing.contains(ObjectIdentifier(arrangedSubview))
            ? Self.spacingUseSystem : CGFloat(value)
    }

    /// The views the stack arranges, in order (a subset of ``UIView/subviews``).
    open var arrangedSubviews: [UIView] {
        kinemaView.arrangedSubviews.compactMap { $0.facade as? UIView }
    }

    /// Arranges `view` last, adding it as the last subview if it is not a subview yet.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: kinemaView.arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` of the arranged views (clamped to their range), adding it
    /// as the last subview if it is not one yet.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        runtime.perform("UIStackView.insertArrangedSubview") {
            try kinemaView.insertArrangedSubview(view.kinemaView, at: stackIndex)
        }
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it out).
    open func removeArrangedSubview(_ view: UIView) {
        systemSpacing.remove(ObjectIdentifier(view))
        kinemaView.removeArrangedSubview(view.kinemaView)
    }

    /// The layout margins moved (the runtime's guide sync calls this for a stack arranged in them).
    func layoutMarginsMoved() {
        if isLayoutMarginsRelativeArrangement { configure() }
    }

    /// Hands the settings to the engine's stack view.
    private func configure() {
        let horizontal = axis == .horizontal
        let engineAlignment: StackConfiguration.Alignment =
            switch alignment {
            case .fill: .fill
            case .leading: horizontal ? .top : .leading
            case .center: .center
            case .trailing: horizontal ? .bottom : .trailing
            case .firstBaseline, .lastBaseline: horizontal ? .bottom : .fill
            }
        let engineDistribution: StackConfiguration.Distribution =
            switch distribution {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        kinemaView.stackConfiguration = StackConfiguration(
            axis: axis.kinema, distribution: engineDistribution, alignment: engineAlignment,
            spacing: spacing == Self.spacingUseSystem
                ? Self.systemSpacingLength : spacing == Self.spacingUseDefault ? 0 : Double(spacing),
            margins: isLayoutMarginsRelativeArrangement ? effectiveLayoutMargins.kinema : .zero)
    }
}
