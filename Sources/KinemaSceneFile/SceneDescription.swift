/// A scene described as data: a root of a given size, views attached to parents (optionally
/// with an intrinsic size, hidden, or arranging subviews as a stack) and Auto Layout constraints
/// between their anchors: the JSON scene format of `kinema layout`, which <doc:SceneFiles>
/// specifies, and `Decodable` from it.
///
/// Every view but the root is constraint-driven. ``makeScene()`` checks the description as it
/// builds. Read a file with ``init(json:)`` (no Foundation; the command line uses it), or decode
/// it with any `Decoder`: both give the same description, except that ``init(json:)`` refuses a
/// key its record does not declare, which a decoder such as `JSONDecoder` ignores.
public struct SceneDescription: Decodable, Hashable, Sendable {
    /// The root view: its name and size.
    public struct Root: Decodable, Hashable, Sendable {
        /// The root's name.
        public var name: String
        /// The root's width (finite, not negative).
        public var width: Double
        /// The root's height (finite, not negative).
        public var height: Double

        /// A root.
        public init(name: String = "root", width: Double, height: Double) {
            (self.name, self.width, self.height) = (name, width, height)
        }
    }

    /// A view arranging some of its subviews as a stack view does.
    public struct Stack: Decodable, Hashable, Sendable {
        /// `horizontal` or `vertical`.
        public var axis: String
        /// A `StackConfiguration.Distribution` name (default `fill`).
        public var distribution: String?
        /// A `StackConfiguration.Alignment` name (default `fill`).
        public var alignment: String?
        /// The space between arranged views (default 0, finite).
        public var spacing: Double?
        /// The arranged subviews' names, in order.
        public var arranged: [String]?

        /// A stack.
        public init(
            axis: String, distribution: String? = nil, alignment: String? = nil, spacing: Double? = nil,
            arranged: [String]? = nil
        ) {
            (self.axis, self.distribution, self.alignment) = (axis, distribution, alignment)
            (self.spacing, self.arranged) = (spacing, arranged)
        }
    }

    /// One view other than the root.
    public struct ViewSpec: Decodable, Hashable, Sendable {
        /// The view's name (unique in the scene).
        public var name: String
        /// The superview's name (the root's or another view's).
        public var parent: String
        /// The intrinsic width (none when absent).
        public var intrinsicWidth: Double?
        /// The intrinsic height (none when absent).
        public var intrinsicHeight: Double?
        /// Whether the view is hidden (default false).
        public var hidden: Bool?
        /// The stack the view arranges, if any.
        public var stack: Stack?

        /// A view.
        public init(
            name: String, parent: String, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
            hidden: Bool? = nil, stack: Stack? = nil
        ) {
            (self.name, self.parent, self.intrinsicWidth) = (name, parent, intrinsicWidth)
            (self.intrinsicHeight, self.hidden, self.stack) = (intrinsicHeight, hidden, stack)
        }
    }

    /// One constraint: `first relation second * multiplier + constant` at a priority.
    public struct ConstraintSpec: Decodable, Hashable, Sendable {
        /// `VIEW.ATTRIBUTE`, e.g. `card.leading`.
        public var first: String
        /// `==`, `<=` or `>=`.
        public var relation: String
        /// `VIEW.ATTRIBUTE`, or none for a constant.
        public var second: String?
        /// The multiplier (default 1).
        public var multiplier: Double?
        /// The constant (default 0).
        public var constant: Double?
        /// The priority, 1...1000 (default 1000, required).
        public var priority: Double?

        /// A constraint.
        public init(
            first: String, relation: String, second: String? = nil, multiplier: Double? = nil,
            constant: Double? = nil, priority: Double? = nil
        ) {
            (self.first, self.relation, self.second) = (first, relation, second)
            (self.multiplier, self.constant, self.priority) = (multiplier, constant, priority)
        }
    }

    /// The root.
    public var root: Root
    /// The other views, parents before or after their children (attached in this order).
    public var views: [ViewSpec]?
    /// The constraints, activated in this order.
    public var constraints: [ConstraintSpec]?

    /// A scene description.
    public init(root: Root, views: [ViewSpec]? = nil, constraints: [ConstraintSpec]? = nil) {
        (self.root, self.views, self.constraints) = (root, views, constraints)
    }
}
