import XCTest
import KinemaLayout

/// Same insertions give bit-identical values, whatever else lives in the solver or the heap.
final class DeterminismTests: XCTestCase {
    func run(_ grid: UIGridWorkload, _ solver: Solver) throws -> [UInt64] {
        var bits: [UInt64] = []
        for (w, h) in UIGridWorkload.sizes {
            try solver.suggestValue(grid.width, w)
            try solver.suggestValue(grid.height, h)
            solver.updateVariables()
            bits += grid.variables.map(\.value.bitPattern)
        }
        return bits
    }

    func testSameSystemTwiceGivesBitIdenticalValues() throws {
        let a = UIGridWorkload(views: 100), b = UIGridWorkload(views: 100)
        let first = try run(a, try a.build())
        let second = try run(b, try b.build())
        XCTAssertEqual(first.count, 6 * 402)
        XCTAssertEqual(first, second)
    }

    /// A chain of unrelated variables u0 ... u(n-1) (u_k + gap <= u_(k+1), each preferring 3k).
    func unrelatedConstraints(count: Int) -> [Constraint] {
        let u = (0..<count).map { Variable("u\($0)") }
        var list: [Constraint] = [u[0].atLeast(0)]
        for k in 1..<count {
            list.append((u[k - 1] + 5).atMost(u[k]))
            list.append(u[k].equals(3 * Double(k), strength: .weak))
        }
        return list
    }

    func testUnrelatedConstraintsInAnotherOrderDoNotChangeTheSharedValues() throws {
        // Solver A: the grid alone. Solver B: unrelated variables created first (different
        // objects, addresses and symbol ids), their constraints interleaved with the grid's in
        // reverse order. The grid's own insertion order is the same in both.
        let gridA = UIGridWorkload(views: 100)
        let solverA = try gridA.build()
        let valuesA = try run(gridA, solverA)

        let unrelated = unrelatedConstraints(count: 40)
        let gridB = UIGridWorkload(views: 100)
        let solverB = Solver()
        var extras = Array(unrelated.reversed())
        try solverB.addConstraint(extras.removeLast())
        try solverB.addEditVariable(gridB.width, strength: .strong)
        try solverB.addEditVariable(gridB.height, strength: .strong)
        try solverB.suggestValue(gridB.width, 800)
        try solverB.suggestValue(gridB.height, 600)
        for (index, constraint) in gridB.constraints.enumerated() {
            try solverB.addConstraint(constraint)
            if index % 13 == 0, let extra = extras.popLast() { try solverB.addConstraint(extra) }
        }
        for extra in extras { try solverB.addConstraint(extra) }
        solverB.updateVariables()
        let valuesB = try run(gridB, solverB)
        XCTAssertEqual(valuesA, valuesB)
        // The unrelated chain is solved too: u_k = max(3k, 5k) = 5k.
        let chain = unrelated.compactMap { $0.terms.count == 1 && $0.strength == .weak ? $0.terms[0].variable : nil }
        XCTAssertEqual(chain.map(\.value), (1..<40).map { 5 * Double($0) })
    }
}
