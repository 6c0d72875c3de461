import KinemaCore

// The parts of a frame's walk below views with a mask or copies, and the frame's counts.

/// A level of a frame's walk: a superview's subviews, one copy of them, or its mask alone; the
/// next one to visit, the superview's index, the subviews' depth, the superview's local time (a
/// copy's: behind by its delay), whether its matrix to the root is the identity, and where that
/// matrix is (in the superview's snapshot, or among the walk's matrices of later copies).
typealias SnapshotLevel = (
    siblings: [View], next: Int, parent: Int, depth: Int, time: Double, isIdentity: Bool,
    parentToRoot: UnsafePointer<AffineTransform>
)

extension View {
    /// Makes the levels a frame's walk visits below `view` (built at `index` of `base`, its
    /// subviews at `depth`, at local time `local`): its mask, then its subviews' copies (each a
    /// level on a clock behind by its delay, through its matrix, written at `matricesMade` in
    /// `copyMatrices`, which the frame's count of matrices sized), the first
    /// becoming `level` and the others, with `level` as it was, going on `pending`. Its particle
    /// slots come first, written at once after `written` entries (of `entries`). Only views with
    /// a mask, a replication or particles take this path (a static function: a local one capturing the
    /// walk's variables would make every access to them checked at run time).
    static func descend(
        _ view: View, index: Int, depth: Int, local: Double, base: UnsafeMutablePointer<ViewSnapshot>,
        written: inout Int, entries: Int,
        level: inout SnapshotLevel, pending: inout [SnapshotLevel],
        copyMatrices: UnsafeMutablePointer<AffineTransform>?, capacity: Int, matricesMade: inout Int,
        replicators: inout [ReplicatorEntry]
    ) {
        // Particles are leaves: written at once, right after the view.
        let before = written
        if view.emitter != nil {
            writeParticles(
                view, index: index, depth: depth, local: local, base: base, written: &written, capacity: entries)
        }
        let isIdentity = base[index].toRoot.isExactlyIdentity
        pending.append(level)
        level = (view.subviews, 0, index, depth, local, isIdentity, (base + index).toRootInPlace)
        if let replication = view.replication, !view.subviews.isEmpty {
            let copies = view.effectiveCopies
            if copies == 0 { level.next = view.subviews.count }
            if copies > 1 || replication.tints {
                replicators.append(
                    ReplicatorEntry(
                        index: index, subviews: view.subviews.count, copies: copies, replication: replication,
                        particles: written - before))
            }
            if copies > 1 {
                let size = base[index].values.size
                let origin = base[index].values.boundsOrigin
                let center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
                let first = matricesMade
                precondition(first + copies - 1 <= capacity, "the tree changed while a snapshot was taken")
                if let copyMatrices {
                    replication.initializeCopyMatrices(
                        copies, about: center, toRoot: base[index].toRoot, at: copyMatrices + first)
                    matricesMade += copies - 1
                    for k in stride(from: copies - 1, through: 1, by: -1) {
                        pending.append(
                            (
                                view.subviews, 0, index, depth, local - Double(k) * replication.delay, false,
                                UnsafePointer(copyMatrices + first + k - 1)
                            ))
                    }
                }
            }
        }
        if !view.maskAsSiblings.isEmpty {
            pending.append(level)
            level = (view.maskAsSiblings, 0, index, depth, local, isIdentity, (base + index).toRootInPlace)
        }
    }

    /// Whether the view has a mask, a replication or particles, which frames walk below it (kept
    /// with them: frames read it for every view).
    func updateDrawsExtras() { drawsExtras = mask != nil || replication != nil || emitter != nil }

    /// The number of snapshots a frame of the receiver's subtree holds (every view, each mask,
    /// every particle slot, and every copy of the views a replicating view copies) and of the
    /// matrices of later copies
    /// its walk makes. Records on each replicating view how many copies it draws: its count, at
    /// most ``Replication/maximumCopies`` divided by the number of copies it is itself drawn in,
    /// so that no view is drawn more than that many times.
    ///
    /// - Complexity: O(*n*) for the *n* views of the subtree.
    func frameCounts() -> (entries: Int, matrices: Int) {
        var count = 1, matrices = 0
        var pending: [(view: View, copies: Int)] = [(self, 1)]
        while let (view, copies) = pending.popLast() {
            if let mask = view.mask {
                count += copies
                pending.append((mask, copies))
            }
            if view.emitter != nil {
                count += copies * view.emitter!.slots(limit: Emission.maximumParticles / copies)
            }
            var inner = copies
            if let replication = view.replication {
                view.effectiveCopies = Swift.min(replication.count, Replication.maximumCopies / copies)
                inner = copies * view.effectiveCopies
                if view.effectiveCopies > 1, !view.subviews.isEmpty { matrices += copies * (view.effectiveCopies - 1) }
            }
            count += inner * view.subviews.count
            guard inner > 0 else { continue }
            for subview in view.subviews
            where !subview.subviews.isEmpty || subview.drawsExtras {
                pending.append((subview, inner))
            }
        }
        return (count, matrices)
    }
}
