import HeapModule

/// Which variables a set of constraints leaves free at a solution: the question behind UIKit's
/// `hasAmbiguousLayout`.
///
/// At a solution, the constraints that hold it in place are the *binding* ones: every equality
/// (required or not, satisfied or not) and every inequality that holds with equality (within
/// `tolerance`). A variable is free when some direction of change moves it while leaving every
/// binding constraint's value unchanged: then the solution can slide along that direction (at
/// least a little, before an inactive inequality would stop it) and still satisfy everything
/// exactly as well, so the constraints do not determine it. Counting an unsatisfied optional
/// equality as binding errs towards calling a variable determined.
///
/// The test is exact linear algebra on the binding constraints' coefficients, in two passes:
/// 1. propagation: a binding constraint with one undetermined variable determines it (chains,
///    trees and pinned edges, which is most of a real layout, in linear time);
/// 2. on what is left (equal-width groups, stacks), sparse Gaussian elimination, then a vector
///    of the null space drawn from fixed pseudo-random weights: a variable is free exactly when
///    some null-space direction moves it, which a generic combination of the null space shows
///    with probability 1 (two combinations are tried, to make a coincidental zero impossible in
///    practice). The weights are fixed, so the answer is the same on every run.
///
/// - Complexity: linear in the constraints' terms for the propagated part; for the rest, that of
///   sparse elimination (linear for chains of equalities, quadratic at worst).
public enum FreeVariables {
    /// For each of `variables`, whether `constraints` (at the values the variables hold now, as
    /// ``Solver/updateVariables()`` left them) leave it free. A variable in no binding constraint
    /// is free.
    public static func find(
        _ variables: [Variable], in constraints: [Constraint],
        tolerance: Double = 1e-7
    ) -> [Bool] {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(variables.count)
        func indexOf(_ v: Variable) -> Int {
            let id = ObjectIdentifier(v)
            if let i = index[id] { return i }
            let i = index.count
            index[id] = i
            return i
        }
        let queried = variables.map(indexOf)
        // The binding rows, flat: row r's terms are columns[starts[r]..<starts[r + 1]].
        var rows = Rows()
        rows.starts.reserveCapacity(constraints.count + 1)
        for c in constraints where isBinding(c, tolerance: tolerance) {
            for term in c.terms where term.coefficient != 0 {
                rows.columns.append(indexOf(term.variable))
                rows.coefficients.append(term.coefficient)
            }
            if rows.columns.count > rows.starts.last! { rows.starts.append(rows.columns.count) }
        }
        var determined = propagate(rows, count: index.count)
        var core: [[(Int, Double)]] = []
        var inCore = [Bool](repeating: false, count: index.count)
        for r in 0..<rows.count {
            let open = rows.range(r).filter { !determined[rows.columns[$0]] }
            guard open.count >= 2 else { continue }
            core.append(open.map { (rows.columns[$0], rows.coefficients[$0]) })
            for k in open { inCore[rows.columns[k]] = true }
        }
        if !core.isEmpty {
            let moved = NullSpaceProbe(rows: core, count: index.count).movedVariables()
            for i in 0..<index.count where inCore[i] && !moved[i] { determined[i] = true }
        }
        return queried.map { !determined[$0] }
    }

    /// Rows of coefficients stored flat.
    struct Rows {
        var starts: [Int] = [0]
        var columns: [Int] = []
        var coefficients: [Double] = []
        var count: Int { starts.count - 1 }
        func range(_ r: Int) -> Range<Int> { starts[r]..<starts[r + 1] }
    }

    /// Whether the constraint holds the solution in place: an equality, or an inequality at its
    /// bound.
    static func isBinding(_ c: Constraint, tolerance: Double) -> Bool {
        if c.relation == .equal { return true }
        var value = -c.constant
        var scale = Swift.abs(c.constant)
        for term in c.terms {
            let product = term.coefficient * term.variable.value
            value += product
            scale = Swift.max(scale, Swift.abs(product))
        }
        return Swift.abs(value) <= tolerance * Swift.max(1, scale)
    }

    /// Pass 1: repeatedly, a row with a single undetermined variable determines it.
    static func propagate(_ rows: Rows, count: Int) -> [Bool] {
        var determined = [Bool](repeating: false, count: count)
        var open = (0..<rows.count).map { rows.range($0).count }
        // The rows each variable appears in, flat (a counting sort by variable).
        var firstRow = [Int](repeating: 0, count: count + 1)
        for v in rows.columns { firstRow[v + 1] += 1 }
        for v in 0..<count { firstRow[v + 1] += firstRow[v] }
        var rowOf = [Int](repeating: 0, count: rows.columns.count)
        var fill = firstRow
        for r in 0..<rows.count {
            for k in rows.range(r) {
                rowOf[fill[rows.columns[k]]] = r
                fill[rows.columns[k]] += 1
            }
        }
        var queue = (0..<rows.count).filter { open[$0] == 1 }
        var next = 0
        while next < queue.count {
            let r = queue[next]
            next += 1
            guard open[r] == 1, let k = rows.range(r).first(where: { !determined[rows.columns[$0]] }) else { continue }
            let v = rows.columns[k]
            determined[v] = true
            for s in rowOf[firstRow[v]..<firstRow[v + 1]] {
                open[s] -= 1
                if open[s] == 1 { queue.append(s) }
            }
        }
        return determined
    }
}

/// Pass 2 of ``FreeVariables``: Gaussian elimination of the rows that propagation could not
/// settle, and null-space vectors drawn from fixed weights.
///
/// The row being reduced lives in dense scratch arrays indexed by variable (its value, whether it
/// is in the row) with a list of its members, and the pivots it still holds wait in a heap by the
/// order they were made: no hashing, and no new storage per substitution. The arithmetic, the
/// order of the substitutions and the tolerances are those of the sparse algorithm, so the
/// result does not depend on the representation.
struct NullSpaceProbe {
    /// Pivot rows in the order they were made: the pivot variable and the row's other terms, by
    /// variable, divided by the pivot's coefficient (they were not pivots when it was made).
    private var pivots: [(variable: Int, row: [(Int, Double)])] = []
    /// For each variable, the index of its pivot row in ``pivots``, or -1.
    private var pivotOrder: [Int]
    /// Scratch: the reduced row's coefficient of each variable (meaningful where ``inRow``).
    private var value: [Double]
    /// Scratch: whether each variable is in the reduced row.
    private var inRow: [Bool]
    /// For each variable, how many rows not yet eliminated hold it, and how many pivot rows hold
    /// it: a variable at 0 in both can never reach a later reduced row.
    private var remaining: [Int]
    private var referenced: [Int]
    private let count: Int
    /// Pivot rows substituted into reduced rows so far (a work measure for tests).
    private(set) var substitutions = 0

    init(rows: [[(Int, Double)]], count: Int) {
        self.count = count
        pivotOrder = [Int](repeating: -1, count: count)
        value = [Double](repeating: 0, count: count)
        inRow = [Bool](repeating: false, count: count)
        remaining = [Int](repeating: 0, count: count)
        referenced = [Int](repeating: 0, count: count)
        for row in rows {
            for (v, _) in row { remaining[v] += 1 }
        }
        for row in rows {
            for (v, _) in row { remaining[v] -= 1 }
            eliminate(row)
        }
    }

    private mutating func eliminate(_ input: [(Int, Double)]) {
        var members: [Int] = []
        var waiting = Heap<Int>()
        // Adds `v` to the row at 0 (a pivot joins the heap) unless it is there already.
        func enter(_ v: Int) {
            guard !inRow[v] else { return }
            inRow[v] = true
            value[v] = 0
            members.append(v)
            if pivotOrder[v] >= 0 { waiting.insert(pivotOrder[v]) }
        }
        for (v, c) in input {
            enter(v)
            value[v] += c
        }
        var largest = 0.0
        for v in members { largest = Swift.max(largest, Swift.abs(value[v])) }
        // Substitute pivots, earliest first: a pivot row brings in only later pivots or
        // non-pivots, so the heap's minimum is always the earliest pivot still in the row.
        while let order = waiting.popMin() {
            let v = pivots[order].variable
            guard inRow[v] else { continue } // dropped as negligible, or already substituted
            let factor = value[v]
            substitutions += 1
            for (w, c) in pivots[order].row {
                enter(w)
                value[w] -= factor * c
            }
            inRow[v] = false
            var kept = 0
            for v in members where inRow[v] { largest = Swift.max(largest, Swift.abs(value[v])) }
            for v in members where inRow[v] {
                if Swift.abs(value[v]) > 1e-12 * largest {
                    members[kept] = v
                    kept += 1
                } else {
                    inRow[v] = false
                }
            }
            members.removeSubrange(kept...)
        }
        members.removeAll { !inRow[$0] }
        defer { for v in members { inRow[v] = false } }
        // The pivot. A pivot row is substituted into every later row that holds its variable,
        // and into every row that brings in an earlier pivot row naming it, so the cost of a
        // choice is how often the variable can still turn up: how many rows not yet eliminated
        // hold it, plus how many pivot rows name it. A variable at 0 in both is never
        // substituted (it costs no fill and amplifies no rounding error), and is taken whatever
        // its coefficient. Otherwise the pivot is the variable with the fewest such occurrences
        // among those whose coefficient is at least 1e-8 of the row's largest (smaller ones are
        // close to the rounding the elimination already drops at 1e-12), ties to the largest
        // coefficient, then to the lowest index, for a fixed result. Pivoting on a variable many
        // later rows name (a stack's first length, or the one gap of an equalSpacing stack)
        // would chain each new row through all the earlier ones: quadratic. A threshold near
        // sparse LU's usual 0.1 would not do: along an equalSpacing stack the k-th position is k
        // gaps, so the gap's coefficient outgrows the position's after ten views.
        guard let first = members.first else { return }
        var largestInRow = 0.0
        for v in members { largestInRow = Swift.max(largestInRow, Swift.abs(value[v])) }
        let threshold = 1e-8 * largestInRow
        var pivot = first
        var pivotUses = Int.max
        for v in members {
            let a = Swift.abs(value[v])
            let uses = remaining[v] + referenced[v]
            if uses != 0 && a < threshold { continue }
            let b = Swift.abs(value[pivot])
            if uses < pivotUses || (uses == pivotUses && (a > b || (a == b && v < pivot))) {
                pivot = v
                pivotUses = uses
            }
        }
        let scale = value[pivot]
        let scaled = members.filter { $0 != pivot }.sorted().map { ($0, value[$0] / scale) }
        for (w, _) in scaled { referenced[w] += 1 }
        pivotOrder[pivot] = pivots.count
        pivots.append((pivot, scaled))
    }

    /// The variables that some null-space direction moves: non-pivot variables take fixed
    /// pseudo-random weights, pivots follow from their rows, latest first.
    func movedVariables() -> [Bool] {
        var moved = [Bool](repeating: false, count: count)
        for seed in [0.6180339887498949, 0.4142135623730951] {
            var x = (0..<count).map { 1 + (Double($0 + 1) * seed).truncatingRemainder(dividingBy: 1) }
            for (variable, row) in pivots.reversed() {
                var value = 0.0
                var scale = 0.0
                for (w, c) in row {
                    value -= c * x[w]
                    scale = Swift.max(scale, Swift.abs(c * x[w]))
                }
                x[variable] = Swift.abs(value) <= 1e-9 * Swift.max(1, scale) ? 0 : value
            }
            for i in 0..<count where x[i] != 0 { moved[i] = true }
        }
        return moved
    }
}
