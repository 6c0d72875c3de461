import KinemaCore

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
                root, index: 0, depth: 1, local: rootTime, base: base, written: &initialized, entries: count,
                level: &level, pending: &pending,
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
                                view, index: index, depth: depth, local: local, base: base,
                                written: &initialized, entries: count, level: &level,
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
            if !replicators.isEmpty {
                ReplicatorEntry.markCopies(replicators, in: base, count: initialized, names: &copyNames)
            }
            precondition(initialized == count, "the tree changed while a snapshot was taken")
            precondition(matricesMade == counts.matrices, "the tree changed while a snapshot was taken")
        }
        return FrameSnapshot(time: t, views: views)
    }
}
