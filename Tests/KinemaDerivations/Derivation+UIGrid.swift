/// The optimum of the ui-grid layout workload (KinemaWorkloads' `UIGridWorkload`), derived from
/// the structure of its constraints instead of by a Cassowary solver.
///
/// The workload: `V` views in rows of 10 inside a window `W x H`. View `i` (row `r = i / 10`,
/// column `c = i % 10`) prefers the width `30 + (37 i mod 41)` (weight `1 + c` per point of
/// difference) within `[10 + (7 i mod 11), 3 * preferred]` (strong) and the height
/// `20 + 4 (i mod 5)` (medium); its width is at least half its height (required). In a row the
/// first view's left edge is at 8, each next one 8 pt after the previous (medium, and at least 8
/// required), and the last one ends 8 pt before `W` (weight 2000, never past it); vertically the
/// first view of the first row is at top 8, each row's first view 8 pt below the previous row's
/// first view (medium), and the others of a row share the centre of the one before (strong). The
/// coupled variant adds, below the first row, the wish (weight 0.5 per point) that a view's
/// horizontal centre equal the one above it.
///
/// **Why the optimum is simple.** Every width constraint can be met except the preferred widths,
/// which cannot all hold when the 10 widths of a row must fill `W - 88` (8 pt at the left, 9 gaps
/// of 8, 8 at the right). Any other way of absorbing the difference costs at least 1000 per point
/// (a medium gap, the weight-2000 right edge, a medium height that would let a width shrink below
/// half of it), while moving a point of width between views costs at most 10 + 10 and the coupled
/// wishes at most 0.5 per view per point. So at the optimum the gaps stay 8, the rows fill
/// `W - 88` exactly, the heights stay preferred and the widths keep within
/// `[max(minimum, height / 2), maximum]`. What remains is, per row, to spread the difference over
/// the widths at the least weighted cost, and, when coupled, to trade that cost against the
/// centres' misalignment: a linear program in the widths alone.
extension Derivation {
    /// View `i`'s preferred width, minimum width, maximum width and preferred height.
    public static func uiGridView(_ i: Int) -> (preferred: Double, minimum: Double, maximum: Double, height: Double) {
        let preferred = Double(30 + (37 * i) % 41)
        return (preferred, Double(10 + (7 * i) % 11), 3 * preferred, Double(20 + 4 * (i % 5)))
    }

    /// The lowest width view `i` can take at the optimum: its minimum, or half its height when that
    /// is larger.
    static func uiGridLowestWidth(_ i: Int) -> Double {
        let view = uiGridView(i)
        return Swift.max(view.minimum, view.height / 2)
    }

    /// The widths of the uncoupled grid at its optimum, row by row: each row starts at the preferred
    /// widths and gives (or takes) the missing `W - 88 - Σ preferred` to (or from) its cheapest views
    /// first (column 0 has weight 1, column 9 weight 10), each up to its maximum (or down to its
    /// lowest width). Nil when a row cannot fill `W - 88` within those bounds (outside the
    /// structure above).
    public static func uiGridWidths(views: Int, width W: Double) -> [Double]? {
        var widths = (0..<views).map { uiGridView($0).preferred }
        for row in stride(from: 0, to: views, by: 10) {
            let columns = row..<Swift.min(row + 10, views)
            var missing = W - 88 - columns.reduce(0) { $0 + widths[$1] }
            for i in columns where missing != 0 {
                let room = missing > 0 ? uiGridView(i).maximum - widths[i] : uiGridLowestWidth(i) - widths[i]
                let change = missing > 0 ? Swift.min(missing, room) : Swift.max(missing, room)
                widths[i] += change
                missing -= change
            }
            guard missing == 0 else { return nil }
        }
        return widths
    }

    /// The ui-grid checksum at the uncoupled optimum: the sum and the sum of squares of `W`, `H`
    /// and every view's left, top, width and height. Lefts: 8, then each the previous left + width +
    /// 8. Tops: row `r`'s first view is at `8 + 28 r` (every first view is 20 high: `i mod 5 = 0`);
    /// the others share its centre, `top = first top + 10 - height / 2`.
    public static func uiGridChecksum(views: Int, width W: Double, height H: Double)
        -> (sum: Double, sumOfSquares: Double)?
    {
        guard let widths = uiGridWidths(views: views, width: W) else { return nil }
        var values = [W, H]
        for i in 0..<views {
            let (r, c) = (i / 10, i % 10)
            let left = 8 + (0..<c).reduce(0.0) { $0 + widths[r * 10 + $1] + 8 }
            let height = uiGridView(i).height
            let firstTop = 8 + 28 * Double(r)
            values += [left, firstTop + 10 - height / 2, widths[i], height]
        }
        return (values.reduce(0, +), values.reduce(0) { $0 + $1 * $1 })
    }

    /// The optimal objective (Σ weight × violation over the soft constraints) of the ui-grid, by
    /// ``linearProgramMinimum(rows:b:c:maximumPivots:)`` over the widths (see the structure above):
    /// each width is `lowest + u` with `0 <= u <= maximum - lowest`; each row's widths sum to
    /// `W - 88`; each preferred width and, when `coupled`, each centre wish is an equality with a
    /// pair of non-negative deviations `p - n` whose weighted sum is minimised. A view's centre is
    /// `8 + Σ over the views before it in its row of (width + 8) + width / 2`. `views` must be a
    /// multiple of 10.
    public static func uiGridObjective(views: Int, width W: Double, coupled: Bool) -> Double? {
        guard views > 0, views % 10 == 0 else { return nil }
        let lowest = (0..<views).map(uiGridLowestWidth)
        var rows: [[(Int, Double)]] = [], b: [Double] = [], cost = [Double](repeating: 0, count: views)
        func column(_ weight: Double) -> Int { cost.append(weight); return cost.count - 1 }
        for i in 0..<views { // u_i + s = maximum - lowest
            rows.append([(i, 1), (column(0), 1)])
            b.append(uiGridView(i).maximum - lowest[i])
        }
        for row in stride(from: 0, to: views, by: 10) { // Σ u = W - 88 - Σ lowest
            rows.append((row..<row + 10).map { ($0, 1) })
            b.append(W - 88 - (row..<row + 10).reduce(0) { $0 + lowest[$1] })
        }
        for i in 0..<views { // u_i - p + n = preferred - lowest, weight 1 + column
            let weight = Double(1 + i % 10)
            rows.append([(i, 1), (column(weight), -1), (column(weight), 1)])
            b.append(uiGridView(i).preferred - lowest[i])
        }
        if coupled {
            for i in 10..<views {
                // centre(i) - centre(i - 10) = Σ_{j < c} (u_j - u_{j-10}) + (u_i - u_{i-10}) / 2 + k,
                // k the same expression in the lowest widths; the wish is that it be 0.
                let c = i % 10
                var terms: [(Int, Double)] = []
                var k = 0.0
                for j in (i - c)..<i {
                    terms += [(j, 1), (j - 10, -1)]
                    k += lowest[j] - lowest[j - 10]
                }
                terms += [(i, 0.5), (i - 10, -0.5)]
                k += (lowest[i] - lowest[i - 10]) / 2
                rows.append(terms + [(column(0.5), -1), (column(0.5), 1)])
                b.append(-k)
            }
        }
        return linearProgramMinimum(rows: rows, b: b, c: cost)?.minimum
    }
}
