import KinemaLayout

/// The "ui-grid(V)" layout workload: V views in rows of ``columnsPerRow``, each with a preferred,
/// a minimum and a maximum width, a preferred height, neighbours 8 pt apart and the last column
/// and row inside a window of W x H (edit variables). Kinema's solver is measured on it against
/// kiwi (the benchmarks `uigrid.build.V`, `uigrid.jump.V`, `uigrid.drag.V`), and the tests compare
/// its solutions with kiwi's checksums and with an optimum derived without a solver, so both use
/// this one description: constraint for constraint, in the order kiwi's script inserts them.
/// `coupled` adds the stress variant's centre-alignment constraints (k11).
///
/// Per view `i` (row `r = i / 10`, column `c = i % 10`): `w >= 0`, `h >= 0` (required); `w >= minW`,
/// `w <= 3 prefW` (strong); `w == prefW` at strength `1 + c`; `h == prefH` (medium), with
/// `prefW = 30 + (37 i) % 41`, `minW = 10 + (7 i) % 11`, `prefH = 20 + 4 (i % 5)`; then the
/// placement constraints k7 to k10 and, in the last column, the trailing margin T1 (required) and
/// T2 (strength 2000); last, the bottom margin B of the last row's first view (strength 1).
public struct UIGridWorkload {
    /// Views per row.
    public static let columnsPerRow = 10
    /// (W, H) pairs of the "jump" benchmark, in its order.
    public static let sizes: [(Double, Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)
    ]

    /// V, the number of views.
    public let viewCount: Int
    /// The window's width W (an edit variable).
    public let width = Variable("W")
    /// The window's height H (an edit variable).
    public let height = Variable("H")
    /// Every variable, in the benchmark's creation order: W, H, then per view as first mentioned.
    public private(set) var variables: [Variable] = []
    /// The constraints, in the order the benchmark adds them.
    public private(set) var constraints: [Constraint] = []

    /// The workload of `views` views (a multiple of ``columnsPerRow``); `coupled` adds k11.
    public init(views: Int, coupled: Bool = false) {
        viewCount = views
        variables = [width, height]
        let K = UIGridWorkload.columnsPerRow
        let rowsCount = views / K
        var left: [Variable] = [], top: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        for i in 0..<views {
            left.append(Variable("l\(i)")); top.append(Variable("t\(i)"))
            w.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
        }
        let required = Strength.required, strong = Strength.strong, medium = Strength.medium
        func add(_ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
            let expression = Expression(terms.map { Term($0.1, $0.0) }, constant: constant)
            constraints.append(Constraint(expression, relation, strength: strength))
        }
        add([(1, width)], 0, .greaterThanOrEqual, required)
        add([(1, height)], 0, .greaterThanOrEqual, required)
        for i in 0..<views {
            let r = i / K, c = i % K
            let prefW = Double(30 + (37 * i) % 41), minW = Double(10 + (7 * i) % 11)
            let maxW = 3 * prefW, prefH = Double(20 + 4 * (i % 5))
            add([(1, w[i])], 0, .greaterThanOrEqual, required) // k1
            add([(1, h[i])], 0, .greaterThanOrEqual, required) // k2
            add([(1, w[i])], -minW, .greaterThanOrEqual, strong) // k3
            add([(1, w[i])], -maxW, .lessThanOrEqual, strong) // k4
            add([(1, w[i])], -prefW, .equal, Strength(1 + Double(c))) // k5
            add([(1, h[i])], -prefH, .equal, medium) // k6
            if c == 0 {
                add([(1, left[i])], -8, .equal, required) // k7
            } else {
                add([(1, left[i]), (-1, left[i - 1]), (-1, w[i - 1])], -8, .greaterThanOrEqual, required)
            }
            if c == 0 && r == 0 {
                add([(1, left[i])], 0, .greaterThanOrEqual, required) // k8
            } else if c == 0 {
                let p = (r - 1) * K
                add([(1, top[i]), (-1, top[p]), (-1, h[p])], -8, .equal, medium)
            } else {
                add([(1, left[i]), (-1, left[i - 1]), (-1, w[i - 1])], -8, .equal, medium)
            }
            if c == 0 && r == 0 {
                add([(1, top[i])], -8, .equal, required) // k9
            } else if c == 0 {
                let p = (r - 1) * K
                add([(1, top[i]), (-1, top[p]), (-1, h[p])], -8, .greaterThanOrEqual, required)
            } else {
                add([(1, top[i]), (0.5, h[i]), (-1, top[i - 1]), (-0.5, h[i - 1])], 0, .equal, strong)
            }
            add([(1, w[i]), (-0.5, h[i])], 0, .greaterThanOrEqual, required) // k10
            if coupled && r > 0 { // k11
                add([(1, left[i]), (0.5, w[i]), (-1, left[i - K]), (-0.5, w[i - K])], 0, .equal, Strength(0.5))
            }
            if c == K - 1 {
                add([(1, left[i]), (1, w[i]), (-1, width)], 8, .lessThanOrEqual, required) // T1
                add([(1, left[i]), (1, w[i]), (-1, width)], 8, .equal, Strength(2000)) // T2
            }
        }
        let q = (rowsCount - 1) * K
        add([(1, top[q]), (1, h[q]), (-1, height)], 8, .lessThanOrEqual, Strength(1)) // B
        // The benchmark's dictionary order: W, H, then the order of first mention in the constraint list.
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(width), ObjectIdentifier(height)])
        for constraint in constraints {
            for term in constraint.terms where seen.insert(ObjectIdentifier(term.variable)).inserted {
                variables.append(term.variable)
            }
        }
    }

    /// The benchmark's solver set-up: edit variables, suggestions, every constraint, update.
    public func build() throws(SolverError) -> Solver {
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(width, 800)
        try solver.suggestValue(height, 600)
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    /// Suggests the window size `width x height` to `solver` (built by ``build()``) and writes
    /// the solution to the variables.
    public func resize(_ solver: Solver, width w: Double, height h: Double) throws(SolverError) {
        try solver.suggestValue(width, w)
        try solver.suggestValue(height, h)
        solver.updateVariables()
    }

    /// The benchmark's checksum: (Σ value, Σ value²) over every variable in dictionary order.
    public func checksum() -> (sum: Double, sumOfSquares: Double) {
        var sum = 0.0, squares = 0.0
        for variable in variables {
            sum += variable.value
            squares += variable.value * variable.value
        }
        return (sum, squares)
    }
}
