import KinemaCore

/// One view's presentation at one instant, in root coordinates: what a renderer needs and what the
/// frame writers print (see <doc:ScenesAndTime>; ``FrameColumns`` defines the printed columns).
///
/// The view's own presentation values are ``values``; every property of ``ViewValues`` reads
/// through the snapshot too (`snapshot.alpha`, `snapshot.size`, `snapshot.transform`), except
/// ``center``, which the snapshot holds in root coordinates.
@dynamicMemberLookup
public struct ViewSnapshot: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// Index of the superview in `FrameSnapshot.views`, nil for the root.
    public var parentIndex: Int?
    /// Depth in the tree (root 0).
    public var depth: Int
    /// The view's own presentation values (its centre in its superview's coordinates). A spring or
    /// a cubic keyframe may take an alpha or a colour's components outside [0, 1]; they are kept as
    /// computed, and renderers clamp what they draw.
    public var values: ViewValues
    /// The presentation centre mapped into root coordinates through the ancestors' presentation
    /// centres, bounds and transforms (before the view's own transform).
    public var center: Point
    /// The matrix from the view's bounds coordinates to root coordinates (for renderers).
    public var toRoot: AffineTransform
    /// The view's own bounds origin as shown (its presentation value, also in ``values``).
    public var boundsOrigin: Point
    /// The corners `cornerRadius` rounds (for renderers; not part of the CSV rows).
    public var maskedCorners: CornerMask
    /// Whether the view itself is hidden.
    public var isHidden: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// Whether the view is its parent's mask (``View/mask``): renderers draw it only as the
    /// alpha that masks the parent's drawing, and its opacity is its own alpha alone.
    public var isMask: Bool
    /// What the view shows besides its background and border, as set on ``View/content`` when
    /// the snapshot was taken (for renderers; not part of the CSV rows).
    public var content: ViewContent?
    /// How its text content is set, as ``View/textStyle`` was when the snapshot was taken (for
    /// renderers; not part of the CSV rows).
    public var textStyle: TextStyle?

    /// A snapshot of one view (renderers and readers of frames build them; scenes take them with
    /// ``Scene/snapshot()``). `boundsOrigin`, and the font size of `textStyle` when there is one,
    /// are also written into the snapshot's ``values``.
    public init(
        name: String, parentIndex: Int?, depth: Int, values: ViewValues, center: Point,
        toRoot: AffineTransform, boundsOrigin: Point = .zero, maskedCorners: CornerMask = .all,
        isHidden: Bool = false, clipsToBounds: Bool = false, content: ViewContent? = nil, isMask: Bool = false,
        textStyle: TextStyle? = nil
    ) {
        self.name = name
        self.parentIndex = parentIndex
        self.depth = depth
        self.values = values
        self.values.boundsOrigin = boundsOrigin
        if let textStyle { self.values.fontSize = textStyle.fontSize }
        self.center = center
        self.toRoot = toRoot
        self.boundsOrigin = boundsOrigin
        self.maskedCorners = maskedCorners
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.isMask = isMask
        self.content = content
        self.textStyle = textStyle
    }

    /// A presentation value of the view (``ViewValues``), read or set through the snapshot.
    @inlinable
    public subscript<T>(dynamicMember path: WritableKeyPath<ViewValues, T>) -> T {
        get { values[keyPath: path] }
        set { values[keyPath: path] = newValue }
    }

    /// `transform` decomposed as the CSV rows print it (scaleX = hypot(a, b), rotation =
    /// atan2(b, a), scaleY = det / scaleX, translation). Computed when read, not when the snapshot
    /// is taken: a frame that is only drawn never pays for the trigonometry.
    public var decomposed: DecomposedTransform { values.transform.decomposed }

    /// The CSV's `hidden` column: 1 when the view's own `isHidden` is set, else 0 (whether an
    /// ancestor hides it is left to renderers).
    public var hiddenFlag: Int { isHidden ? 1 : 0 }

    /// The fields of `groups` for this view, in order.
    public func fields(_ groups: [FrameColumnGroup]) -> [FrameValue] {
        var row: [FrameValue] = []
        for group in groups { group.append(self, to: &row) }
        return row
    }

    /// Whether every number the snapshot holds is finite (its presentation values, its centre and
    /// its matrix to the root): what every frame the engine computes satisfies.
    public var isFinite: Bool {
        PropertyTable.descriptors.allSatisfy { $0.isFinite(in: values) } && center.isFiniteValue
            && [toRoot.a, toRoot.b, toRoot.c, toRoot.d, toRoot.tx, toRoot.ty].allSatisfy(\.isFinite)
    }
}

extension ViewSnapshot {
    /// The snapshot with every colour it draws passed through `transform`: the background,
    /// border, shadow, fill and stroke colours, and its content's (a symbol's tint, a text's
    /// colour, a gradient's colours).
    public func mappingColors(_ transform: (Color) -> Color) -> ViewSnapshot {
        var w = self
        w.backgroundColor = transform(values.backgroundColor)
        w.borderColor = transform(values.borderColor)
        w.shadowColor = transform(values.shadowColor)
        w.fillColor = transform(values.fillColor)
        w.strokeColor = transform(values.strokeColor)
        switch content {
        case let .symbol(symbol, tint)?: w.content = .symbol(symbol, tint: transform(tint))
        case let .text(text, color)?: w.content = .text(text, color: transform(color))
        case var .gradient(gradient)?:
            gradient.colors = gradient.colors.map(transform)
            w.content = .gradient(gradient)
        case .shape?, nil: break
        }
        return w
    }
}
