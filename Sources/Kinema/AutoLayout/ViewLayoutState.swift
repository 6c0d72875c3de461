import KinemaCore

/// The per-view Auto Layout settings (stored on `View`).
struct ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var huggingPriority = AxisPriorities(both: .defaultLow)
    var compressionPriority = AxisPriorities(both: .defaultHigh)
    var safeAreaInsets = EdgeInsets.zero
    var stack: StackConfiguration?
    var arrangedSubviews: [View] = []
    /// A stack view's custom spacings, by the arranged view they follow.
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// Set by `setNeedsLayout()`; the next pass runs the view's `layoutSubviews` hook.
    var needsLayoutHook = true
    /// Where the layout system last found this view's variables (a hint it checks before use).
    var itemIndex = -1
    /// Set while the layout system takes the constraints of the view, which has left the tree, out
    /// of its solver (a flag is cheaper to test than the view's weak reference to its scene).
    var isDeparting = false
    /// What of the view changed since the last layout pass, which refreshes the constraints
    /// whose constants hold it (`TreeChange` bits: its bounds origin's x or y, its safe area).
    var treeChanges: UInt8 = 0
    /// The layout system whose list of changed views holds the view while `treeChanges` is set:
    /// a view can leave a scene for another before the first scene's pass.
    var treeChangeOwner: ObjectIdentifier?
}

/// A priority per axis (content hugging or compression resistance).
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    init(both priority: LayoutPriority) { (horizontal, vertical) = (priority, priority) }

    subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// How a stack view arranges its views (UIKit's `UIStackView` settings; see <doc:AutoLayout>).
public struct StackConfiguration: Hashable, Sendable {
    /// How arranged views share the length along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Views keep their sizes; the views with the lowest hugging or compression priority stretch.
        case fill
        /// All arranged views get the same length.
        case fillEqually
        /// Lengths proportional to the intrinsic lengths.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// Views keep their sizes; their centres are equally spaced (gaps at least `spacing`).
        case equalCentering
    }

    /// Placement across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Stretch across the whole stack.
        case fill
        /// Leading edge (vertical stacks).
        case leading
        /// Top edge (horizontal stacks).
        case top
        /// Centred.
        case center
        /// Trailing edge (vertical stacks).
        case trailing
        /// Bottom edge (horizontal stacks).
        case bottom
    }

    /// The axis along which views are arranged.
    public var axis: LayoutAxis
    /// The distribution along the axis.
    public var distribution: Distribution
    /// The alignment across the axis.
    public var alignment: Alignment
    /// The spacing between adjacent visible views (the minimum gap for the equal distributions),
    /// unless a custom spacing follows the first of them (`View.setCustomSpacing(_:after:)`).
    public var spacing: Double
    /// How far inside the stack's edges the arranged views are laid out (UIKit's layout margins
    /// with `isLayoutMarginsRelativeArrangement`); none by default. Leading is left, trailing right.
    public var margins: EdgeInsets

    /// Creates a configuration (UIKit's defaults: fill, fill, spacing 0, no margins).
    public init(
        axis: LayoutAxis, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, margins: EdgeInsets = .zero
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.margins = margins
    }
}
