import KinemaDerivations
import KinemaLayout
import XCTest

/// `FreeVariables` against the definition: a variable is fixed by a set of equalities exactly
/// when its unit vector lies in the span of their coefficient rows, that is when appending that
/// unit vector to the rows does not raise their rank. The rank comes from dense elimination with
/// partial pivoting, written here independently of the sparse passes under test.
final class FreeVariablesTests: XCTestCase {
    /// The rank of `rows` (small integer coefficients, so a 1e-9 threshold separates zero).
    private func rank(_ rows: [[Double]]) -> Int {
        var m = rows
        var rank = 0
        let columns = m.first?.count ?? 0
        for column in 0..<columns where rank < m.count {
            guard let pivot = (rank..<m.count).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                abs(m[pivot][column]) > 1e-9
            else { continue }
            m.swapAt(rank, pivot)
            for r in 0..<m.count where r != rank {
                let f = m[r][column] / m[rank][column]
                for c in 0..<columns { m[r][c] -= f * m[rank][c] }
            }
            rank += 1
        }
        return rank
    }

    func testRandomEqualitySystemsAgreeWithTheRankDefinition() {
        var random = Derivation.SplitMix64(seed: 2026_11_25)
        let coefficients: [Double] = [-2, -1, 1, 2, 3]
        var sawFree = 0, sawFixed = 0
        for _ in 0..<400 {
            let n = 2 + Int(random.next() % 9)
            let m = 1 + Int(random.next() % UInt64(n + 2))
            let variables = (0..<n).map { Variable("v\($0)") }
            var dense: [[Double]] = []
            var constraints: [Constraint] = []
            for _ in 0..<m {
                var row = [Double](repeating: 0, count: n)
                let termCount = 1 + Int(random.next() % 3)
                for _ in 0..<termCount {
                    row[Int(random.next() % UInt64(n))] += coefficients[Int(random.next() % 5)]
                }
                let terms = row.indices.filter { row[$0] != 0 }.map { Term(variables[$0], row[$0]) }
                guard !terms.isEmpty else { continue }
                dense.append(row)
                constraints.append(Constraint(Expression(terms, constant: 1), .equal))
            }
            let free = FreeVariables.find(variables, in: constraints)
            let base = rank(dense)
            for i in 0..<n {
                var unit = [Double](repeating: 0, count: n)
                unit[i] = 1
                let expected = rank(dense + [unit]) > base
                XCTAssertEqual(free[i], expected, "v\(i) of \(dense)")
                if expected { sawFree += 1 } else { sawFixed += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        XCTAssertGreaterThan(sawFree, 300)
        XCTAssertGreaterThan(sawFixed, 300)
    }

    /// A slack inequality does not bind; one at its bound does (values set by a solver).
    func testOnlyInequalitiesAtTheirBoundBind() throws {
        let x = Variable("x")
        let solver = Solver()
        let below = Constraint(Expression([Term(x, 1)], constant: -100), .lessThanOrEqual) // x <= 100
        try solver.addConstraint(below)
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -40), .equal, strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        // x = 40: the inequality is slack; the weak equality binds.
        XCTAssertEqual(FreeVariables.find([x], in: [below]), [true])
        XCTAssertEqual(
            FreeVariables.find([x], in: [below, Constraint(Expression([Term(x, 1)], constant: -40), .equal)]),
            [false])
        let above = Constraint(Expression([Term(x, 1)], constant: -40), .greaterThanOrEqual) // x >= 40, at its bound
        XCTAssertEqual(FreeVariables.find([x], in: [above]), [false])
    }
}
