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
    /// The view's own bounds origin.
    public var boundsOrigin: Point
    /// The corners `cornerRadius` rounds (for renderers; not part of the CSV rows).
    public var maskedCorners: CornerMask
    /// Whether the view itself is hidden.
    public var isHidden: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// What the view shows besides its background and border, as set on ``View/content`` when
    /// the snapshot was taken (for renderers; not part of the CSV rows).
    public var content: ViewContent?

    /// A snapshot of one view (renderers and readers of frames build them; scenes take them with
    /// ``Scene/snapshot()``).
    public init(name: String, parentIndex: Int?, depth: Int, values: ViewValues, center: Point,
                toRoot: AffineTransform, boundsOrigin: Point = .zero, maskedCorners: CornerMask = .all,
                isHidden: Bool = false, clipsToBounds: Bool = false, content: ViewContent? = nil) {
        self.name = name
        self.parentIndex = parentIndex
        self.depth = depth
        self.values = values
        self.center = center
        self.toRoot = toRoot
        self.boundsOrigin = boundsOrigin
        self.maskedCorners = maskedCorners
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.content = content
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

/// Every view of a scene at one instant, in tree pre-order: the value the command line, the tests and
/// KinemaTesting all read.
public struct FrameSnapshot: Hashable, Sendable {
    /// The scene time of the frame.
    public var time: Double
    /// The views in pre-order (root first).
    public var views: [ViewSnapshot]

    /// The first view with this name.
    public subscript(name: String) -> ViewSnapshot? { views.first { $0.name == name } }

    /// The header of `kinema play`'s CSV: `t` and the standard columns of ``FrameColumns``.
    public static let csvHeader = (["t"] + FrameColumns.names(of: FrameColumns.standard)).joined(separator: ",")

    /// The CSV rows of `kinema play` for this frame (no header), one per view in tree pre-order;
    /// KinemaRender's article "Frames as text" defines the columns and how values are written.
    public var csvRows: [String] {
        views.map { CSVRow(time: time, fields: $0.fields(FrameColumns.standard)).text }
    }
}

extension Scene {
    /// The presentation of every view at the current time. Read-only: taking a snapshot never
    /// changes a later frame.
    ///
    /// - Complexity: O(*n* + *a*) time and O(*n*) memory, *n* the number of views and *a* the
    ///   running animation entries, each evaluated once (a spring or a timing curve in constant
    ///   time, a keyframe track by a binary search over its keys). No recursion: the stack does
    ///   not grow with the depth of the tree.
    public func snapshot() -> FrameSnapshot {
        let t = time
        var views: [ViewSnapshot] = []
        views.reserveCapacity(snapshotCapacityHint)
        // Each view's matrix to the root and depth, by index, kept beside the snapshots so that a
        // subview reads its parent's without copying the parent's whole snapshot.
        var toRoots: [AffineTransform] = []
        var depths: [Int] = []
        toRoots.reserveCapacity(snapshotCapacityHint)
        depths.reserveCapacity(snapshotCapacityHint)
        let rootTime = root.media.clock.local(fromParent: t)
        root.appendSnapshot(to: &views, toRoots: &toRoots, at: rootTime, parentIndex: nil, depth: 0,
                            parentToRoot: .identity)
        depths.append(0)
        // Pre-order without recursion (trees may be deep): one level per ancestor of the next view,
        // holding the ancestor's subviews, the next one to visit, the ancestor's index and its
        // local time (each view reads its animations at its own local time).
        var levels: [(siblings: [View], next: Int, parent: Int, time: Double)] = []
        if !root.subviews.isEmpty { levels.append((root.subviews, 0, 0, rootTime)) }
        while let top = levels.indices.last {
            let next = levels[top].next
            guard next < levels[top].siblings.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = next + 1
            let view = levels[top].siblings[next]
            let parent = levels[top].parent
            let index = views.count
            let local = view.media.clock.local(fromParent: levels[top].time)
            let depth = depths[parent] + 1
            view.appendSnapshot(to: &views, toRoots: &toRoots, at: local, parentIndex: parent, depth: depth,
                                parentToRoot: toRoots[parent])
            depths.append(depth)
            if !view.subviews.isEmpty { levels.append((view.subviews, 0, index, local)) }
        }
        snapshotCapacityHint = views.count
        return FrameSnapshot(time: t, views: views)
    }
}

extension View {
    /// Appends the view's presentation at its local time `t` in root coordinates (and its matrix to the root to
    /// `toRoots`), given its superview's index in the snapshot (nil for the root), its depth and
    /// its superview's matrix to the root. This runs for every view of every frame.
    fileprivate func appendSnapshot(to views: inout [ViewSnapshot], toRoots: inout [AffineTransform], at t: Double,
                                    parentIndex: Int?, depth: Int, parentToRoot: AffineTransform) {
        var values = properties.model
        if !properties.entries.isEmpty { applyEntries(to: &values, at: t) }
        let center = values.center
        let rootCenter: Point
        let toRoot: AffineTransform
        if parentIndex != nil {
            let toSuperview = View.toSuperview(center: center, size: values.size, boundsOrigin: boundsOrigin,
                                               transform: values.transform)
            var composed = toSuperview.then(parentToRoot)
            var mapped = parentToRoot.apply(to: center)
            // Deep chains of large scales can pass the largest Double: the entries saturate
            // instead (see the Limits article), so every snapshot stays finite.
            if !(composed.hasFiniteEntries && mapped.x.isFinite && mapped.y.isFinite) {
                composed = toSuperview.saturatingThen(parentToRoot)
                mapped = parentToRoot.saturatingApply(to: center)
            }
            rootCenter = mapped
            toRoot = composed
        } else {
            rootCenter = center
            toRoot = .identity
        }
        toRoots.append(toRoot)
        views.append(ViewSnapshot(
            name: name, parentIndex: parentIndex, depth: depth, values: values, center: rootCenter, toRoot: toRoot,
            boundsOrigin: boundsOrigin, maskedCorners: maskedCorners, isHidden: isHidden,
            clipsToBounds: clipsToBounds, content: content))
    }
}

extension AffineTransform {
    /// Whether all six entries are finite.
    fileprivate var hasFiniteEntries: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self.then(next)` with every product and sum clamped to the largest finite magnitude:
    /// finite for finite matrices (a product that overflows saturates; no infinity meets another).
    fileprivate func saturatingThen(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: saturatingSum(a * next.a, b * next.c), b: saturatingSum(a * next.b, b * next.d),
            c: saturatingSum(c * next.a, d * next.c), d: saturatingSum(c * next.b, d * next.d),
            tx: saturatingSum(saturatingSum(tx * next.a, ty * next.c), next.tx),
            ty: saturatingSum(saturatingSum(tx * next.b, ty * next.d), next.ty))
    }

    /// `apply(to:)` with the same saturation.
    fileprivate func saturatingApply(to p: Point) -> Point {
        Point(x: saturatingSum(saturatingSum(a * p.x, c * p.y), tx), y: saturatingSum(saturatingSum(b * p.x, d * p.y), ty))
    }
}

/// `x + y` with both terms and the sum clamped to the largest finite magnitude (never NaN for
/// terms that are not NaN: an infinite term is clamped before it meets another).
private func saturatingSum(_ x: Double, _ y: Double) -> Double {
    saturated(saturated(x) + saturated(y))
}

private func saturated(_ x: Double) -> Double {
    Swift.min(Swift.max(x, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
}
