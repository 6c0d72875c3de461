import KinemaCore

// Building a view's snapshot in place, field by field, in a frame's storage.

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
        static var textStyle: Int { MemoryLayout<ViewSnapshot>.offset(of: \.textStyle)! }
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
    func initializeSnapshot(
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
                center: center, size: values.pointee.size, boundsOrigin: values.pointee.boundsOrigin,
                anchor: values.pointee.anchorPoint, transform: values.pointee.transform)
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
        raw.initializeField(Layout.boundsOrigin, to: values.pointee.boundsOrigin)
        raw.initializeField(Layout.maskedCorners, to: maskedCorners)
        raw.initializeField(Layout.isHidden, to: isHidden)
        raw.initializeField(Layout.clipsToBounds, to: clipsToBounds)
        raw.initializeField(Layout.isMask, to: isMask)
        // A running font size animation shows in the text style (the values then hold the size
        // shown, as a snapshot built from them would). Without animations the values are the
        // model's, whose size is the style's.
        var style = textStyle
        if !entries.isEmpty, let model = style, values.pointee.fontSize != model.fontSize {
            style = textStyle(showing: values.pointee.fontSize)
            values.pointee.fontSize = style?.fontSize ?? model.fontSize
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                style.map { $0.fontSize == values.pointee.fontSize } ?? true,
                "a text style's size differs from the values' font size")
        #endif
        raw.initializeField(Layout.textStyle, to: style)
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
                boundsOrigin: values.pointee.boundsOrigin, maskedCorners: maskedCorners, isHidden: isHidden,
                clipsToBounds: clipsToBounds, content: shown, isMask: isMask, textStyle: style)
            // Equality cannot tell a value with NaN from another: views with non-finite values or
            // content (a shape's path may hold any number) are not compared.
            precondition(
                !built.isFinite || !(shown?.isFinite ?? true) || built == snapshot.pointee,
                "a snapshot built in place differs from its value")
        #endif
    }
}

extension UnsafeMutablePointer where Pointee == ViewSnapshot {
    /// Where the snapshot here keeps its values (uninitialised memory until they are set, by
    /// `initialize(to:)`, before ``initializeFields(name:parentIndex:depth:center:toRoot:isHidden:content:)``).
    var valuesInPlace: UnsafeMutablePointer<ViewValues> {
        (UnsafeMutableRawPointer(self) + ViewSnapshot.StoredLayout.values).assumingMemoryBound(to: ViewValues.self)
    }

    /// Initialises every field of the snapshot here but its values (initialised already at
    /// ``valuesInPlace``): a leaf that is no view (a particle), its bounds at the origin, every
    /// corner rounded, not clipping, no mask.
    func initializeFields(
        name: String, parentIndex: Int, depth: Int, center: Point, toRoot: AffineTransform, isHidden: Bool,
        content: ViewContent?
    ) {
        typealias Layout = ViewSnapshot.StoredLayout
        let raw = UnsafeMutableRawPointer(self)
        raw.initializeField(Layout.name, to: name)
        raw.initializeField(Layout.parentIndex, to: Int?.some(parentIndex))
        raw.initializeField(Layout.depth, to: depth)
        raw.initializeField(Layout.center, to: center)
        raw.initializeField(Layout.toRoot, to: toRoot)
        raw.initializeField(Layout.boundsOrigin, to: Point.zero)
        raw.initializeField(Layout.maskedCorners, to: CornerMask.all)
        raw.initializeField(Layout.isHidden, to: isHidden)
        raw.initializeField(Layout.clipsToBounds, to: false)
        raw.initializeField(Layout.isMask, to: false)
        raw.initializeField(Layout.content, to: content)
        raw.initializeField(Layout.textStyle, to: TextStyle?.none)
        #if KINEMA_INTERNAL_CHECKS
            let built = ViewSnapshot(
                name: name, parentIndex: parentIndex, depth: depth, values: valuesInPlace.pointee, center: center,
                toRoot: toRoot, isHidden: isHidden, content: content)
            precondition(!built.isFinite || built == pointee, "a particle built in place differs from its value")
        #endif
    }

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
