import KinemaCore

/// One view's presentation at one instant, in root coordinates: the columns of `kinema play`'s CSV
/// and what a renderer needs (see <doc:ScenesAndTime>; the KinemaCLI documentation's command-line tool article prints them).
public struct ViewSnapshot: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// Index of the superview in `FrameSnapshot.views`, nil for the root.
    public var parentIndex: Int?
    /// Depth in the tree (root 0).
    public var depth: Int
    /// The presentation centre mapped into root coordinates through the ancestors' presentation
    /// centres, bounds and transforms (before the view's own transform).
    public var center: Point
    /// The presentation bounds size.
    public var size: Size
    /// The view's own presentation transform.
    public var transform: AffineTransform
    /// `transform` decomposed as the CSV rows print it (scaleX = hypot(a, b), rotation =
    /// atan2(b, a), scaleY = det / scaleX, translation). Computed when read, not when the snapshot
    /// is taken: a frame that is only drawn never pays for the trigonometry.
    public var decomposed: DecomposedTransform { transform.decomposed }
    /// The matrix from the view's bounds coordinates to root coordinates (for renderers).
    public var toRoot: AffineTransform
    /// The view's own bounds origin.
    public var boundsOrigin: Point
    /// The view's own presentation alpha, as computed: a spring or a cubic keyframe may take it
    /// (and the colours' components) outside [0, 1]; renderers clamp what they draw.
    public var alpha: Double
    /// The presentation background colour.
    public var backgroundColor: Color
    /// The presentation corner radius.
    public var cornerRadius: Double
    /// The corners `cornerRadius` rounds (for renderers; not part of the CSV rows).
    public var maskedCorners: CornerMask
    /// The presentation border width.
    public var borderWidth: Double
    /// The presentation border colour.
    public var borderColor: Color
    /// Whether the view itself is hidden.
    public var isHidden: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// What the view shows besides its background and border, as set on ``View/content`` when
    /// the snapshot was taken (for renderers; not part of the CSV rows).
    public var content: ViewContent?

    /// The CSV's `hidden` column: 1 when the view's own `isHidden` is set, else 0 (whether an
    /// ancestor hides it is left to renderers).
    public var hiddenFlag: Int { isHidden ? 1 : 0 }
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

    /// The header of `kinema play`'s CSV (the KinemaCLI documentation's command-line tool article defines each column).
    public static let csvHeader =
        "t,view,centerX,centerY,width,height,rotation,scaleX,scaleY,translateX,translateY,alpha,cornerRadius,color,hidden"

    /// The CSV rows of `kinema play` for this frame (no header), numbers as Swift's shortest round-trip decimals.
    public var csvRows: [String] {
        views.map { v in
            let d = v.decomposed
            return "\(time),\(v.name),\(v.center.x),\(v.center.y),\(v.size.width),\(v.size.height),"
                + "\(d.rotation),\(d.scaleX),\(d.scaleY),\(d.translateX),\(d.translateY),"
                + "\(v.alpha),\(v.cornerRadius),\(v.backgroundColor.hexString),\(v.hiddenFlag)"
        }
    }
}

extension Scene {
    /// The presentation of every view at the current time. Read-only: taking a snapshot never
    /// changes a later frame.
    public func snapshot() -> FrameSnapshot {
        let t = time
        var views: [ViewSnapshot] = []
        views.reserveCapacity(snapshotCapacityHint)
        views.append(root.snapshot(at: t, parentIndex: nil, depth: 0, parentToRoot: .identity))
        // Pre-order without recursion (trees may be deep): one level per ancestor of the next view,
        // holding the ancestor's subviews, the next one to visit and the ancestor's index.
        var levels: [(siblings: [View], next: Int, parent: Int)] = []
        if !root.subviews.isEmpty { levels.append((root.subviews, 0, 0)) }
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
            views.append(view.snapshot(at: t, parentIndex: parent, depth: views[parent].depth + 1,
                                       parentToRoot: views[parent].toRoot))
            if !view.subviews.isEmpty { levels.append((view.subviews, 0, index)) }
        }
        snapshotCapacityHint = views.count
        return FrameSnapshot(time: t, views: views)
    }
}

extension View {
    /// The view's presentation at `t` in root coordinates, given its superview's index in the
    /// snapshot (nil for the root), depth and bounds-to-root matrix.
    fileprivate func snapshot(at t: Double, parentIndex: Int?, depth: Int, parentToRoot: AffineTransform)
        -> ViewSnapshot
    {
        let center = centerTrack.presentation(at: t)
        let size = sizeTrack.presentation(at: t)
        let transform = presentationTransform(at: t)
        let rootCenter = parentIndex == nil ? center : parentToRoot.apply(to: center)
        let toRoot = parentIndex == nil
            ? AffineTransform.identity
            : View.toSuperview(center: center, size: size, boundsOrigin: boundsOrigin, transform: transform)
                .then(parentToRoot)
        return ViewSnapshot(
            name: name, parentIndex: parentIndex, depth: depth, center: rootCenter, size: size,
            transform: transform, toRoot: toRoot,
            boundsOrigin: boundsOrigin, alpha: alphaTrack.presentation(at: t),
            backgroundColor: colorTrack.presentation(at: t),
            cornerRadius: cornerRadiusTrack.presentation(at: t), maskedCorners: maskedCorners,
            borderWidth: borderWidthTrack.presentation(at: t),
            borderColor: borderColorTrack.presentation(at: t),
            isHidden: isHidden, clipsToBounds: clipsToBounds, content: content)
    }
}
