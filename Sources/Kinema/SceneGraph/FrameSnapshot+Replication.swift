import KinemaCore

/// A replicating view met by a frame's walk (see ``View/replication``): where its snapshot is,
/// how many subviews each copy has, and how the copies change.
struct ReplicatorEntry {
    let index: Int
    let subviews: Int
    let replication: Replication

    /// Names and tints the copies in a frame's `count` snapshots at `base`, once the walk is
    /// done: every view of copy *k* > 0 takes ` #`(*k* + 1) after its name, after the suffixes of
    /// the copies it is in (inside such a suffix copy 0 takes ` #1`, so names stay unique), and every colour of copy *k* is multiplied by the copy's tint (and
    /// by those of the copies it is in). The copies of a replicator's subviews are its children
    /// that are not its mask, copy after copy, so the copy of each follows from its place among
    /// them.
    ///
    /// - Complexity: O(*n*) for the *n* snapshots after the first replicating view.
    static func markCopies(_ replicators: [ReplicatorEntry], in base: UnsafeMutablePointer<ViewSnapshot>, count: Int) {
        guard let first = replicators.map(\.index).min() else { return }
        var byIndex: [Int: (entry: ReplicatorEntry, seen: Int)] = [:]
        for r in replicators { byIndex[r.index] = (r, 0) }
        let start = first + 1
        guard start < count else { return }
        var suffixes = [String](repeating: "", count: count - start)
        var tints = [Color?](repeating: nil, count: count - start)
        for i in start..<count {
            guard let p = base[i].parentIndex else { continue }
            var suffix = p >= start ? suffixes[p - start] : ""
            var tint = p >= start ? tints[p - start] : nil
            if !base[i].isMask, var r = byIndex[p] {
                let k = r.seen / Swift.max(r.entry.subviews, 1)
                r.seen += 1
                byIndex[p] = r
                // Inside a later copy of another replication, the first copy is numbered too, so
                // that every name stays unique.
                if k > 0 || !suffix.isEmpty { suffix += " #\(k + 1)" }
                if r.entry.replication.tints {
                    let own = r.entry.replication.tint(ofCopy: k)
                    tint = tint.map { $0.multiplied(by: own) } ?? own
                }
            }
            suffixes[i - start] = suffix
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

extension View {
    /// The number of snapshots a frame of the receiver's subtree holds: every view, each mask,
    /// and every copy of the views a replicating view copies. Records on each replicating view
    /// how many copies it draws: its count, at most ``Replication/maximumCopies`` divided by the
    /// number of copies it is itself drawn in, so that no view is drawn more than that many times.
    ///
    /// - Complexity: O(*n*) for the *n* views of the subtree.
    func frameEntryCount() -> Int {
        var count = 1
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
            }
            count += inner * view.subviews.count
            guard inner > 0 else { continue }
            for subview in view.subviews
            where !subview.subviews.isEmpty || subview.mask != nil || subview.replication != nil {
                pending.append((subview, inner))
            }
        }
        return count
    }
}
