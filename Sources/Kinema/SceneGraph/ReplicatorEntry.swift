import KinemaCore

/// A replicating view met by a frame's walk (see ``View/replication``): where its snapshot is,
/// how many subviews each copy has, how many copies it draws and how they change.
struct ReplicatorEntry {
    let index: Int
    let subviews: Int
    let copies: Int
    let replication: Replication
    /// The replicating view's own particle slots, its first children (not copied).
    var particles = 0

    /// Names and tints the copies in a frame's `count` snapshots at `base`, once the walk is
    /// done: every view of copy *k* > 0 takes ` #`(*k* + 1) after its name, after the suffixes of
    /// the copies it is in (inside such a suffix copy 0 takes ` #1`, so names stay unique), and
    /// every colour of copy *k* is multiplied by the copy's tint (and by those of the copies it is
    /// in). The copies of a replicator's subviews are its children that are neither its mask
    /// nor its own particles (which come right after it), copy after copy, so the copy of each
    /// follows from its place among them.
    ///
    /// A copy's name is made once: `names` keeps each name made, with the name and suffix it was
    /// made of, and a later frame whose entry has the same name and suffix takes it again (the
    /// same strings, compared at the cost of a pointer when they are: every frame reads a view's
    /// name from the view, a particle's from its emitter), instead of joining them anew.
    ///
    /// - Complexity: O(*n*) for the *n* snapshots after the first replicating view.
    static func markCopies(
        _ replicators: [ReplicatorEntry], in base: UnsafeMutablePointer<ViewSnapshot>, count: Int,
        names made: inout CopyNames
    ) {
        guard let first = replicators.map(\.index).min(), first + 1 < count else { return }
        // For each snapshot from the first replicator on: the replicator it is (-1 for none),
        // the suffix and tint its copy gives the views below it; for each replicator, its
        // children seen so far and its copies' suffixes, made once.
        var slot = [Int](repeating: -1, count: count - first)
        var seen = [Int](repeating: 0, count: replicators.count)
        var suffixes: [[String]] = []
        for (r, entry) in replicators.enumerated() {
            slot[entry.index - first] = r
            suffixes.append((0..<Swift.max(entry.copies, 1)).map { " #\($0 + 1)" })
        }
        var names = [String](repeating: "", count: count - first)
        var tints = [Color?](repeating: nil, count: count - first)
        for i in (first + 1)..<count {
            guard let p = base[i].parentIndex, p >= first else { continue }
            var suffix = names[p - first]
            var tint = tints[p - first]
            let r = slot[p - first]
            if r >= 0, !base[i].isMask, i - p > replicators[r].particles {
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
            names[i - first] = suffix
            tints[i - first] = tint
            if !suffix.isEmpty { made.name(&base[i].name, suffix: suffix, at: i - first) }
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

/// The names a frame gave its copies' entries, by index from the first replicating view: each
/// with the name and the suffix it was made of.
struct CopyNames {
    private var entries: [(original: String, suffix: String, name: String)?] = []

    /// Sets `name` to itself followed by `suffix`, the entry at `index` of a frame: the name made
    /// for that entry last time when it was made of the same two strings.
    mutating func name(_ name: inout String, suffix: String, at index: Int) {
        if index < entries.count, let known = entries[index], known.original == name, known.suffix == suffix {
            name = known.name
            return
        }
        let original = name
        name += suffix
        if index >= entries.count {
            entries += [(String, String, String)?](repeating: nil, count: index + 1 - entries.count)
        }
        entries[index] = (original, suffix, name)
    }
}
