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
    /// Whether the view is its parent's mask (``View/mask``): renderers draw it only as the
    /// alpha that masks the parent's drawing, and its opacity is its own alpha alone.
    public var isMask: Bool
    /// What the view shows besides its background and border, as set on ``View/content`` when
    /// the snapshot was taken (for renderers; not part of the CSV rows).
    public var content: ViewContent?

    /// A snapshot of one view (renderers and readers of frames build them; scenes take them with
    /// ``Scene/snapshot()``).
    public init(
        name: String, parentIndex: Int?, depth: Int, values: ViewValues, center: Point,
        toRoot: AffineTransform, boundsOrigin: Point = .zero, maskedCorners: CornerMask = .all,
        isHidden: Bool = false, clipsToBounds: Bool = false, content: ViewContent? = nil, isMask: Bool = false
    ) {
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
        self.isMask = isMask
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
    /// The views are counted first (once: the scene keeps the count until its tree changes); then
    /// one walk in pre-order builds each view's snapshot in place in the frame's storage (its
    /// values are copied from the model once, and the running animations apply to them there),
    /// reading its superview's local time from the walk and its matrix to the root from the
    /// superview's snapshot.
    ///
    /// - Complexity: O(*n* + *a*) time and O(*n*) memory, *n* the number of views and *a* the
    ///   running animation entries, each evaluated once (a spring or a timing curve in constant
    ///   time, a keyframe track by a binary search over its keys). No recursion: the stack does
    ///   not grow with the depth of the tree.
    public func snapshot() -> FrameSnapshot {
        let t = time
        let counts: (entries: Int, matrices: Int)
        if let known = frameCounts {
            counts = known
        } else {
            counts = root.frameCounts()
            frameCounts = counts
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(counts == root.frameCounts(), "the scene's count of views is stale")
        #endif
        let count = counts.entries
        // The matrices of the later copies of replicated subviews, where their snapshots read
        // their superview's matrix to the root (see `View.descend`).
        let copyMatrices =
            counts.matrices > 0 ? UnsafeMutablePointer<AffineTransform>.allocate(capacity: counts.matrices) : nil
        defer { copyMatrices?.deallocate() }
        let views = [ViewSnapshot](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            // Each snapshot built in place, at the next index (the walk visits exactly the views
            // counted: taking a snapshot runs no code that could change the tree). Views animated
            // alike share their rotation's sine and cosine (`RotationMemo`).
            var rotations = RotationMemo()
            // The superview's matrix to the root is read where its snapshot holds it, or, for the
            // subviews of a replicating view's later copies, where `copyMatrices` holds it.
            func build(
                _ view: View, parent: Int, depth: Int, parentIsIdentity: Bool = false,
                parentToRoot: UnsafePointer<AffineTransform>?, at local: Double
            ) {
                precondition(initialized < count, "the tree changed while a snapshot was taken")
                view.initializeSnapshot(
                    at: base + initialized, parentIndex: parent, depth: depth, parentToRoot: parentToRoot,
                    parentIsIdentity: parentIsIdentity, at: local, rotations: &rotations)
                initialized += 1
            }
            let rootTime = root.media.clock.local(fromParent: t)
            build(root, parent: -1, depth: 0, parentToRoot: nil, at: rootTime)
            // Pre-order without recursion (trees may be deep): the level being walked (see
            // `SnapshotLevel`) and, below it, the levels of its ancestors still to finish. A
            // view's mask comes right after it, then its subviews, copy after copy.
            var level: SnapshotLevel = ([], 0, 0, 1, rootTime, true, base.toRootInPlace)
            var pending: [SnapshotLevel] = []
            var matricesMade = 0
            var replicators: [ReplicatorEntry] = []
            View.descend(
                root, index: 0, depth: 1, local: rootTime, base: base, level: &level, pending: &pending,
                copyMatrices: copyMatrices, capacity: counts.matrices, matricesMade: &matricesMade,
                replicators: &replicators)
            while true {
                while level.next < level.siblings.count {
                    // Unretained: `level.siblings` holds the view while it is built, and building a
                    // snapshot changes no view's subviews (checked builds compare).
                    let view = Unmanaged.passUnretained(level.siblings[level.next])
                    level.next += 1
                    let index = initialized
                    let (local, hasSubviews, hasExtras) = view._withUnsafeGuaranteedRef { view in
                        #if KINEMA_INTERNAL_CHECKS
                            precondition(
                                level.siblings[level.next - 1] === view, "a subview changed while a snapshot was taken")
                        #endif
                        let local = view.media.clock.local(fromParent: level.time)
                        build(
                            view, parent: level.parent, depth: level.depth, parentIsIdentity: level.isIdentity,
                            parentToRoot: level.parentToRoot, at: local)
                        return (local, !view.subviews.isEmpty, view.drawsExtras)
                    }
                    if hasExtras {
                        let depth = level.depth + 1
                        view._withUnsafeGuaranteedRef { view in
                            View.descend(
                                view, index: index, depth: depth, local: local, base: base, level: &level,
                                pending: &pending, copyMatrices: copyMatrices, capacity: counts.matrices,
                                matricesMade: &matricesMade, replicators: &replicators)
                        }
                    } else if hasSubviews {
                        let isIdentity = base[index].toRoot.isExactlyIdentity
                        pending.append(level)
                        level = (
                            view.takeUnretainedValue().subviews, 0, index, level.depth + 1, local, isIdentity,
                            (base + index).toRootInPlace
                        )
                    }
                }
                guard let resumed = pending.popLast() else { break }
                level = resumed
            }
            if !replicators.isEmpty { ReplicatorEntry.markCopies(replicators, in: base, count: initialized) }
            precondition(initialized == count, "the tree changed while a snapshot was taken")
            precondition(matricesMade == counts.matrices, "the tree changed while a snapshot was taken")
        }
        return FrameSnapshot(time: t, views: views)
    }
}

extension ViewSnapshot {
    /// The byte offsets of the stored properties, with which a frame builds each view's snapshot
    /// in place in its storage (`MemoryLayout.offset(of:)` gives them for exactly such use; the
    /// compiler turns each into a constant, as the type is this module's).
    fileprivate enum StoredLayout {
        static var name: Int { MemoryLayout<ViewSnapshot>.offset(of: \.name)! }
        static var parentIndex: Int { MemoryLayout<ViewSnapshot>.offset(of: \.parentIndex)! }
        static var depth: Int { MemoryLayout<ViewSnapshot>.offset(of: \.depth)! }
        static var values: Int { MemoryLayout<ViewSnapshot>.offset(of: \.values)! }
        static var center: Int { MemoryLayout<ViewSnapshot>.offset(of: \.center)! }
        static var toRoot: Int { MemoryLayout<ViewSnapshot>.offset(of: \.toRoot)! }
        static var boundsOrigin: Int { MemoryLayout<ViewSnapshot>.offset(of: \.boundsOrigin)! }
        static var maskedCorners: Int { MemoryLayout<ViewSnapshot>.offset(of: \.maskedCorners)! }
        static var isHidden: Int { MemoryLayout<ViewSnapshot>.offset(of: \.isHidden)! }
        static var clipsToBounds: Int { MemoryLayout<ViewSnapshot>.offset(of: \.clipsToBounds)! }
        static var isMask: Int { MemoryLayout<ViewSnapshot>.offset(of: \.isMask)! }
        static var content: Int { MemoryLayout<ViewSnapshot>.offset(of: \.content)! }
    }
}

extension UnsafeMutableRawPointer {
    /// Initialises the stored property of type `T` at `offset` from here to `value`.
    @inline(__always)
    fileprivate func initializeField<T>(_ offset: Int, to value: T) {
        (self + offset).assumingMemoryBound(to: T.self).initialize(to: value)
    }
}

extension View {
    /// Builds the view's presentation at its local time `t` in root coordinates at `snapshot`
    /// (uninitialised memory), given its superview's index in the frame (-1 for the root), its
    /// depth, where its superview's matrix to the root is (nil for the root) and whether that
    /// matrix is exactly the identity. This runs for every view of every frame.
    ///
    /// The snapshot is built field by field in place: its values are copied from the model once,
    /// straight into the frame's storage, and the running animations apply to them there (building
    /// the whole struct first and moving it in would copy its values (some 400 bytes) three times
    /// more). Checked builds compare the result with the snapshot built by its initialiser. Never
    /// inlined into the walk: there it costs a quarter more instructions (registers spilled).
    @inline(never)
    fileprivate func initializeSnapshot(
        at snapshot: UnsafeMutablePointer<ViewSnapshot>,
        parentIndex: Int, depth: Int,
        parentToRoot parentPointer: UnsafePointer<AffineTransform>?, parentIsIdentity: Bool, at t: Double,
        rotations: inout RotationMemo
    ) {
        let raw = UnsafeMutableRawPointer(snapshot)
        typealias Layout = ViewSnapshot.StoredLayout
        let values = (raw + Layout.values).assumingMemoryBound(to: ViewValues.self)
        #if KINEMA_INTERNAL_CHECKS
            // The model has an observer in checked builds: copied out first.
            var model = properties.model
            values.initializeInline(from: &model)
        #else
            withUnsafePointer(to: &properties.model) { values.initializeInline(from: $0) }
        #endif
        let entries = properties.entryElements
        if !entries.isEmpty {
            #if KINEMA_INTERNAL_CHECKS
                precondition(properties.entryElementsAreCurrent, "a store's entry elements are not its list's")
            #endif
            AnimationEntry.apply(entries, to: values, at: t, rotations: &rotations)
        }
        let center = values.pointee.center
        let rootCenter: Point, toRoot: AffineTransform
        if let parentPointer {
            let parentToRoot = parentPointer.pointee
            let toSuperview = View.toSuperview(
                center: center, size: values.pointee.size, boundsOrigin: boundsOrigin,
                transform: values.pointee.transform)
            var composed: AffineTransform, mapped: Point
            if parentIsIdentity {
                // The same products with the identity's entries as constants: the compiler drops
                // the multiplications by 1 (exact) and keeps those by 0 and the additions of 0,
                // which decide the signs of zeros, so the bits are those of the general products
                // (checked builds compare).
                composed = toSuperview.then(.exactIdentity)
                mapped = AffineTransform.exactIdentity.apply(to: center)
                #if KINEMA_INTERNAL_CHECKS
                    precondition(
                        parentToRoot.isExactlyIdentity && composed.hasSameBits(as: toSuperview.then(parentToRoot))
                            && mapped.x.bitPattern == parentToRoot.apply(to: center).x.bitPattern
                            && mapped.y.bitPattern == parentToRoot.apply(to: center).y.bitPattern,
                        "the products with the identity differ from the general ones")
                #endif
            } else {
                composed = toSuperview.then(parentToRoot)
                mapped = parentToRoot.apply(to: center)
            }
            // Deep chains of large scales can pass the largest Double: the entries saturate
            // instead (see the Limits article), so every snapshot stays finite.
            if !AffineTransform.areFinite(composed, mapped) {
                composed = toSuperview.saturatingThen(parentToRoot)
                mapped = parentToRoot.saturatingApply(to: center)
            }
            rootCenter = mapped
            toRoot = composed
        } else {
            rootCenter = center
            toRoot = .identity
        }
        raw.initializeField(Layout.name, to: name)
        raw.initializeField(Layout.parentIndex, to: parentIndex < 0 ? nil : parentIndex)
        raw.initializeField(Layout.depth, to: depth)
        raw.initializeField(Layout.center, to: rootCenter)
        raw.initializeField(Layout.toRoot, to: toRoot)
        raw.initializeField(Layout.boundsOrigin, to: boundsOrigin)
        raw.initializeField(Layout.maskedCorners, to: maskedCorners)
        raw.initializeField(Layout.isHidden, to: isHidden)
        raw.initializeField(Layout.clipsToBounds, to: clipsToBounds)
        raw.initializeField(Layout.isMask, to: isMask)
        // A running content animation (a path, a gradient's colours, ...) draws its content in
        // place of the view's own (one test of a number for every other view, whose content is
        // stored as before, without a copy).
        if values.pointee.contentMorph.written != 0 {
            raw.initializeField(Layout.content, to: shownContent(values.pointee.contentMorph, at: t))
        } else if content == nil {
            raw.initializeField(Layout.content, to: ViewContent?.none)
        } else {
            raw.initializeField(Layout.content, to: content)
        }
        #if KINEMA_INTERNAL_CHECKS
            let shown =
                values.pointee.contentMorph.written == 0 ? content : shownContent(values.pointee.contentMorph, at: t)
            let built = ViewSnapshot(
                name: name, parentIndex: parentIndex < 0 ? nil : parentIndex, depth: depth,
                values: values.pointee, center: rootCenter, toRoot: toRoot,
                boundsOrigin: boundsOrigin, maskedCorners: maskedCorners, isHidden: isHidden,
                clipsToBounds: clipsToBounds, content: shown, isMask: isMask)
            // Equality cannot tell a value with NaN from another: views with non-finite values or
            // content (a shape's path may hold any number) are not compared.
            precondition(
                !built.isFinite || !(shown?.isFinite ?? true) || built == snapshot.pointee,
                "a snapshot built in place differs from its value")
        #endif
    }
}

extension AffineTransform {
    /// The identity, its entries written as constants where the compiler sees them.
    @inline(__always)
    fileprivate static var exactIdentity: AffineTransform { AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Whether this is the identity bit for bit (+0, not -0, off the diagonal and in the
    /// translation).
    var isExactlyIdentity: Bool { hasSameBits(as: .exactIdentity) }

    /// Whether the six entries have the same bits as `other`'s.
    fileprivate func hasSameBits(as other: AffineTransform) -> Bool {
        a.bitPattern == other.a.bitPattern && b.bitPattern == other.b.bitPattern
            && c.bitPattern == other.c.bitPattern && d.bitPattern == other.d.bitPattern
            && tx.bitPattern == other.tx.bitPattern && ty.bitPattern == other.ty.bitPattern
    }

    /// Whether the six entries of `m` and both coordinates of `p` are finite, in one test: `x - x`
    /// is +0 for a finite `x` and NaN for an infinity or NaN, so the sum of the eight differences
    /// is 0 exactly when every number is finite (checked builds test each number on its own).
    @inline(__always)
    static func areFinite(_ m: AffineTransform, _ p: Point) -> Bool {
        let linear = ((m.a - m.a) + (m.b - m.b)) + ((m.c - m.c) + (m.d - m.d))
        let offsets = ((m.tx - m.tx) + (m.ty - m.ty)) + ((p.x - p.x) + (p.y - p.y))
        let finite = linear + offsets == 0
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                finite == [m.a, m.b, m.c, m.d, m.tx, m.ty, p.x, p.y].allSatisfy(\.isFinite),
                "the one-test finiteness check disagrees with the tests one by one")
        #endif
        return finite
    }

    /// `self.then(next)` with every product and sum clamped to the largest finite magnitude:
    /// finite for finite matrices (a product that overflows saturates; no infinity meets another).
    func saturatingThen(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: saturatingSum(a * next.a, b * next.c), b: saturatingSum(a * next.b, b * next.d),
            c: saturatingSum(c * next.a, d * next.c), d: saturatingSum(c * next.b, d * next.d),
            tx: saturatingSum(saturatingSum(tx * next.a, ty * next.c), next.tx),
            ty: saturatingSum(saturatingSum(tx * next.b, ty * next.d), next.ty))
    }

    /// `apply(to:)` with the same saturation.
    fileprivate func saturatingApply(to p: Point) -> Point {
        Point(
            x: saturatingSum(saturatingSum(a * p.x, c * p.y), tx), y: saturatingSum(saturatingSum(b * p.x, d * p.y), ty)
        )
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

extension UnsafeMutablePointer where Pointee == ViewSnapshot {
    /// Where the (initialised) snapshot here holds its matrix to the root.
    var toRootInPlace: UnsafePointer<AffineTransform> {
        UnsafeRawPointer(self).advanced(by: ViewSnapshot.StoredLayout.toRoot).assumingMemoryBound(
            to: AffineTransform.self)
    }
}

extension UnsafeMutablePointer where Pointee == ViewValues {
    /// Initialises the values here (uninitialised memory) to a copy of those at `source` by 16-byte
    /// moves written out in line, where a plain copy of the struct becomes a `memcpy` call that
    /// costs about a seventh of a frame's instructions. Byte copies copy `ViewValues`, which holds
    /// only numbers and flags; were it to hold a reference, the plain copy runs instead (the test
    /// is on constants, decided when compiling, and the loop's bounds are constants too, so it is
    /// unrolled whatever size a new property gives the struct). Checked builds compare every byte.
    @inline(__always)
    fileprivate func initializeInline(from source: UnsafePointer<ViewValues>) {
        let size = MemoryLayout<ViewValues>.size
        guard _isPOD(ViewValues.self) && size % 8 == 0 else { return initialize(to: source.pointee) }
        typealias Pair = SIMD2<UInt64>
        let to = UnsafeMutableRawPointer(self), from = UnsafeRawPointer(source)
        var offset = 0
        while offset + 16 <= size {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: Pair.self), toByteOffset: offset, as: Pair.self)
            offset += 16
        }
        if offset < size {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                (0..<size).allSatisfy {
                    to.load(fromByteOffset: $0, as: UInt8.self) == from.load(fromByteOffset: $0, as: UInt8.self)
                }, "an inline copy of view values differs from its source")
        #endif
    }
}
