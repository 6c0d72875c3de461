import KinemaCore

/// A replicating view met by a frame's walk (see ``View/replication``): where its snapshot is,
/// how many subviews each copy has, how many copies it draws and how they change.
struct ReplicatorEntry {
    let index: Int
    let subviews: Int
    let copies: Int
    let replication: Replication

    /// Names and tints the copies in a frame's `count` snapshots at `base`, once the walk is
    /// done: every view of copy *k* > 0 takes ` #`(*k* + 1) after its name, after the suffixes of
    /// the copies it is in (inside such a suffix copy 0 takes ` #1`, so names stay unique), and
    /// every colour of copy *k* is multiplied by the copy's tint (and by those of the copies it is
    /// in). The copies of a replicator's subviews are its children that are not its mask, copy
    /// after copy, so the copy of each follows from its place among them.
    ///
    /// - Complexity: O(*n*) for the *n* snapshots after the first replicating view.
    static func markCopies(_ replicators: [ReplicatorEntry], in base: UnsafeMutablePointer<ViewSnapshot>, count: Int) {
        guard let first = replicators.map(\.index).min(), first + 1 < count else { return }
        let start = first + 1
        // For each snapshot from `start` on: the replicator it is the index of (-1 for none), and
        // for each replicator its children seen so far and its copies' suffixes, made once.
        var slot = [Int](repeating: -1, count: count - start)
        var seen = [Int](repeating: 0, count: replicators.count)
        var suffixes: [[String]] = []
        for (r, entry) in replicators.enumerated() {
            if entry.index >= start { slot[entry.index - start] = r }
            suffixes.append((0..<Swift.max(entry.copies, 1)).map { " #\($0 + 1)" })
        }
        let firstSlot = replicators.firstIndex { $0.index == first } ?? 0
        var names = [String](repeating: "", count: count - start)
        var tints = [Color?](repeating: nil, count: count - start)
        for i in start..<count {
            guard let p = base[i].parentIndex else { continue }
            var suffix = p >= start ? names[p - start] : ""
            var tint = p >= start ? tints[p - start] : nil
            let r = p >= start ? slot[p - start] : (p == first ? firstSlot : -1)
            if r >= 0, !base[i].isMask {
                let entry = replicators[r]
                let k = seen[r] / Swift.max(entry.subviews, 1)
                seen[r] += 1
                // Inside a later copy of another replication, the first copy is numbered too, so
                // that every name stays unique.
                if k > 0 || !suffix.isEmpty { suffix += suffixes[r][Swift.min(k, suffixes[r].count - 1)] }
                if entry.replication.tints {
                    let own = entry.replication.tint(ofCopy: k)
                    tint = tint.map { $0.multiplied(by: own) } ?? own
                }
            }
            names[i - start] = suffix
            tints[i - start] = tint
            if !suffix.isEmpty { base[i].name += suffix }
            if let tint { base[i] = base[i].mappingColors { $0.multiplied(by: tint) } }
        }
    }
}

extension Color {
    /// The colour with each component multiplied by `other`'s.
    func multiplied(by other: Color) -> Color {
        Color(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
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
    /// becoming `level` and the others, with `level` as it was, going on `pending`. Only views
    /// with a mask or a replication take this path (a static function: a local one capturing the
    /// walk's variables would make every access to them checked at run time).
    static func descend(
        _ view: View, index: Int, depth: Int, local: Double, base: UnsafeMutablePointer<ViewSnapshot>,
        level: inout SnapshotLevel, pending: inout [SnapshotLevel],
        copyMatrices: UnsafeMutablePointer<AffineTransform>?, capacity: Int, matricesMade: inout Int,
        replicators: inout [ReplicatorEntry]
    ) {
        let isIdentity = base[index].toRoot.isExactlyIdentity
        pending.append(level)
        level = (view.subviews, 0, index, depth, local, isIdentity, (base + index).toRootInPlace)
        if let replication = view.replication, !view.subviews.isEmpty {
            let copies = view.effectiveCopies
            if copies == 0 { level.next = view.subviews.count }
            if copies > 1 || replication.tints {
                replicators.append(
                    ReplicatorEntry(
                        index: index, subviews: view.subviews.count, copies: copies, replication: replication))
            }
            if copies > 1 {
                let size = base[index].values.size
                let center = Point(x: view.boundsOrigin.x + size.width / 2, y: view.boundsOrigin.y + size.height / 2)
                let first = matricesMade
                var copy = replication
                copy.count = copies
                let made = copy.copyMatrices(about: center, toRoot: base[index].toRoot)
                precondition(first + made.count <= capacity, "the tree changed while a snapshot was taken")
                copyMatrices.map { ($0 + first).initialize(from: made, count: made.count) }
                matricesMade += made.count
                if let copyMatrices {
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

    /// Whether the view has a mask or a replication, which frames walk below it (kept with
    /// them: frames read it for every view).
    func updateDrawsExtras() { drawsExtras = mask != nil || replication != nil }

    /// The number of snapshots a frame of the receiver's subtree holds (every view, each mask,
    /// and every copy of the views a replicating view copies) and of the matrices of later copies
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
            var inner = copies
            if let replication = view.replication {
                view.effectiveCopies = Swift.min(replication.count, Replication.maximumCopies / copies)
                inner = copies * view.effectiveCopies
                if view.effectiveCopies > 1, !view.subviews.isEmpty { matrices += copies * (view.effectiveCopies - 1) }
            }
            count += inner * view.subviews.count
            guard inner > 0 else { continue }
            for subview in view.subviews
            where !subview.subviews.isEmpty || subview.mask != nil || subview.replication != nil {
                pending.append((subview, inner))
            }
        }
        return (count, matrices)
    }
}
