/// A small exact linear-program solver, for expected values of the layout tests that no formula
/// gives directly.
extension Derivation {
    /// The minimum of `c·x` subject to `A x = b` and `x >= 0`, by the two-phase simplex method on a
    /// dense tableau: nil when the constraints cannot hold, the minimum is unbounded, or the method
    /// does not finish within `maximumPivots`.
    ///
    /// - `rows[i]` is row `i` of `A` as (column, coefficient) pairs; `b[i]` may be negative (the
    ///   row is negated).
    /// - A row that already has a column of its own (a coefficient of +1 after the sign is fixed,
    ///   0 in every other row) starts with that column in the basis; every other row starts with an
    ///   artificial column that phase 1 drives to 0.
    /// - The entering column has the most negative reduced cost; after 50 pivots in a row that do
    ///   not lower the objective, Bland's rule (the lowest eligible index, ties in the ratio test to
    ///   the lowest basic index) takes over until one does, so the method cannot cycle.
    ///
    /// The minimum is returned as `c·x` recomputed from the final basic solution.
    public static func linearProgramMinimum(
        rows: [[(Int, Double)]], b: [Double], c: [Double],
        maximumPivots: Int = 100_000
    ) -> (minimum: Double, x: [Double])? {
        let m = rows.count, n = c.count
        // Which rows own a column: the column appears in that row only, with coefficient +1 after
        // the row's sign is made non-negative.
        var appearances = [Int](repeating: 0, count: n)
        for row in rows { for (j, a) in row where a != 0 { appearances[j] += 1 } }
        var basis = [Int](repeating: -1, count: m)
        var artificialRows: [Int] = []
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            if let own = rows[i].first(where: { appearances[$0.0] == 1 && $0.1 * sign == 1 && !basis.contains($0.0) }) {
                basis[i] = own.0
            } else {
                artificialRows.append(i)
            }
        }
        let width = n + artificialRows.count + 1 // columns, artificials, right-hand side
        var t = [Double](repeating: 0, count: m * width)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for (j, a) in rows[i] { t[i * width + j] += sign * a }
            t[i * width + width - 1] = sign * b[i]
        }
        for (k, i) in artificialRows.enumerated() {
            t[i * width + n + k] = 1
            basis[i] = n + k
        }

        // Phase 1 minimises the sum of the artificials; phase 2 minimises c·x with them barred.
        let phase1Cost = [Double](repeating: 0, count: n) + [Double](repeating: 1, count: artificialRows.count)
        guard
            run(
                &t, &basis, m: m, width: width, cost: phase1Cost, enterable: width - 1,
                maximumPivots: maximumPivots)
        else { return nil }
        if rows.indices.contains(where: { basis[$0] >= n && t[$0 * width + width - 1] > 1e-9 }) { return nil }
        // An artificial still basic (at 0) leaves for any real column with a nonzero entry.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i * width + $0]) > 1e-9 }) {
                pivot(&t, &basis, row: i, column: j, m: m, width: width)
            }
        }
        let phase2Cost = c + [Double](repeating: 0, count: artificialRows.count)
        guard run(&t, &basis, m: m, width: width, cost: phase2Cost, enterable: n, maximumPivots: maximumPivots) else {
            return nil
        }
        var x = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { x[basis[i]] = t[i * width + width - 1] }
        var minimum = 0.0
        for j in 0..<n { minimum += c[j] * x[j] }
        return (minimum, x)
    }

    /// Pivots until no column below `enterable` has a negative reduced cost; false when unbounded
    /// or out of pivots.
    private static func run(
        _ t: inout [Double], _ basis: inout [Int], m: Int, width: Int, cost: [Double],
        enterable: Int, maximumPivots: Int
    ) -> Bool {
        var stalled = 0, pivots = 0
        var objective = Double.infinity
        while pivots < maximumPivots {
            // Reduced costs: cost_j - sum over rows of cost(basic) * t[i][j].
            var reduced = Array(cost.prefix(enterable))
            for i in 0..<m {
                let cb = cost[basis[i]]
                if cb == 0 { continue }
                t.withUnsafeBufferPointer { tp in
                    let base = i * width
                    for j in 0..<enterable { reduced[j] -= cb * tp[base + j] }
                }
            }
            let bland = stalled >= 50
            var entering = -1
            for j in 0..<enterable where reduced[j] < -1e-9 {
                if entering < 0 || (!bland && reduced[j] < reduced[entering]) { entering = j }
                if bland { break }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m {
                let a = t[i * width + entering]
                guard a > 1e-9 else { continue }
                let ratio = t[i * width + width - 1] / a
                if ratio < best - 1e-12 || (ratio <= best + 1e-12 && leaving >= 0 && basis[i] < basis[leaving]) {
                    best = Swift.min(best, ratio)
                    leaving = i
                }
            }
            if leaving < 0 { return false }
            pivot(&t, &basis, row: leaving, column: entering, m: m, width: width)
            pivots += 1
            var value = 0.0
            for i in 0..<m { value += cost[basis[i]] * t[i * width + width - 1] }
            if value < objective - 1e-9 { objective = value; stalled = 0 } else { stalled += 1 }
        }
        return false
    }

    /// Makes `column` basic in `row`: divides the row by its entry there and clears the column in
    /// every other row.
    private static func pivot(_ t: inout [Double], _ basis: inout [Int], row: Int, column: Int, m: Int, width: Int) {
        t.withUnsafeMutableBufferPointer { tp in
            let base = row * width
            let p = tp[base + column]
            for j in 0..<width { tp[base + j] /= p }
            for i in 0..<m where i != row {
                let f = tp[i * width + column]
                if f == 0 { continue }
                let other = i * width
                for j in 0..<width { tp[other + j] -= f * tp[base + j] }
            }
        }
        basis[row] = column
    }
}
