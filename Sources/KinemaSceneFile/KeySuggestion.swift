/// The declared key a misspelt one most likely meant, for the reader's "did you mean" hint.
///
/// The distance is the optimal string alignment distance over Unicode scalars: the fewest
/// insertions, deletions, substitutions and swaps of two neighbours that turn one key into the
/// other (`intrinsicHeigth` is one swap from `intrinsicHeight`, `priorty` one insertion from
/// `priority`). A declared key is close enough when that distance is at most a third of its length,
/// and at least 1; the closest one wins, the first declared among equals.
enum KeySuggestion {
    /// The nearest of `declared` to `key`, or nil when none is close enough.
    static func nearest(to key: String, among declared: [String]) -> String? {
        let typed = Array(key.unicodeScalars)
        var best: (key: String, distance: Int)?
        for candidate in declared {
            let target = Array(candidate.unicodeScalars)
            let allowed = Swift.max(1, target.count / 3)
            // The distance is at least the difference in length: skip what cannot be close.
            guard abs(typed.count - target.count) <= allowed else { continue }
            let d = distance(typed, target)
            if d <= allowed, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.key
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the dynamic programme: i - 2, i - 1 and i.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = Swift.min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
