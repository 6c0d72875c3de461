import XCTest
import KinemaLayout
import KinemaWorkloads

/// Same insertions give bit-identical values, whatever else lives in the solver or the heap.
final class DeterminismTests: XCTestCase {
    func run(_ grid: UIGridWorkload, _ solver: Solver) throws -> [UInt64] {
        var bits: [UInt64] = []
        for (w, h) in UIGridWorkload.sizes {
            try grid.resize(solver, width: w, height: h)
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

    /// 3000 add/remove cycles (6000 removals, so the solver renumbers its symbol ids several times)
    /// on variables unrelated to the grid leave the grid's results bit-identical.
    func testChurnAndSymbolRenumberingChangeNothing() throws {
        let gridA = UIGridWorkload(views: 10)
        let valuesA = try run(gridA, try gridA.build())

        let gridB = UIGridWorkload(views: 10)
        let solverB = try gridB.build()
        let z = Variable("z"), u = Variable("u")
        try solverB.addConstraint(u.atLeast(-1))
        for cycle in 0..<3000 {
            let pin = z.equals(Double(cycle % 17), strength: .medium)
            let link = (z + u).atMost(Double(cycle % 5), strength: .strong)
            try solverB.addConstraint(pin)
            try solverB.addConstraint(link)
            if cycle % 3 == 0 { try solverB.suggestValue(gridB.width, 700) }
            try solverB.removeConstraint(pin)
            try solverB.removeConstraint(link)
            if cycle % 3 == 0 { try solverB.suggestValue(gridB.width, 800) }
        }
        XCTAssertEqual(try run(gridB, solverB), valuesA)
    }

    /// Churn that touches the grid itself still ends at the optimum (UIGridTests' checksums for
    /// V = 10, which the derivation in KinemaDerivations reproduces and kiwi reports too).
    func testChurnOnTheGridStillMatchesKiwi() throws {
        let grid = UIGridWorkload(views: 10)
        let solver = try grid.build()
        let w0 = grid.variables.first { $0.name == "w0" }!
        for cycle in 0..<2500 {
            let squeeze = w0.atMost(Double(20 + cycle % 30), strength: .strong)
            try solver.addConstraint(squeeze)
            try solver.removeConstraint(squeeze)
        }
        var checksums: [(Double, Double)] = []
        for (w, h) in UIGridWorkload.sizes {
            try grid.resize(solver, width: w, height: h)
            let sum = grid.checksum()
            checksums.append((sum.sum, sum.sumOfSquares))
        }
        for (got, expected) in zip(checksums, UIGridTests.kiwi10.dropFirst()) {
            XCTAssertEqual(got.0, expected.0, accuracy: 1e-6 * expected.0)
            XCTAssertEqual(got.1, expected.1, accuracy: 1e-6 * expected.1)
        }
    }

    /// Constraints added after dead symbols exist get new ids when the solver renumbers; updating
    /// and removing them afterwards must behave exactly as in a solver that never churned.
    func testConstraintsAddedAfterChurnSurviveRenumbering() throws {
        func session(churn: Bool) throws -> [UInt64] {
            let x = Variable("x"), y = Variable("y"), w = Variable("w"), z = Variable("z")
            let solver = Solver()
            func churnCycles(_ n: Int) throws {
                guard churn else { return }
                for cycle in 0..<n {
                    let pin = z.equals(Double(cycle % 7), strength: .medium)
                    try solver.addConstraint(pin)
                    try solver.removeConstraint(pin)
                }
            }
            try solver.addConstraint(x.atLeast(0))
            try churnCycles(1500) // dead ids now sit between x's and the ones below
            let gap = (y - x).atLeast(10) // y >= x + 10, required
            let prefer = y.equals(50, strength: .weak)
            let soft = (w - y).equals(5, strength: .medium) // w = y + 5
            for c in [gap, prefer, soft] { try solver.addConstraint(c) }
            try solver.addEditVariable(x, strength: .strong)
            try churnCycles(1500) // renumbers: gap, prefer, soft and the edit get new ids
            try solver.suggestValue(x, 45) // y = max(50, 55) = 55, w = 60
            solver.updateVariables()
            var bits = [x.value, y.value, w.value].map(\.bitPattern)
            try solver.updateConstant(of: gap, to: 20) // y = 65, w = 70
            try solver.updateConstant(of: soft, to: -3) // w = 62
            solver.updateVariables()
            bits += [x.value, y.value, w.value].map(\.bitPattern)
            try solver.removeConstraint(gap) // y back to its weak 50, w = 47
            try solver.removeEditVariable(x)
            solver.updateVariables()
            bits += [x.value, y.value, w.value].map(\.bitPattern)
            XCTAssertEqual([x.value, y.value, w.value], [0, 50, 47])
            return bits
        }
        let plain = try session(churn: false)
        XCTAssertEqual(plain.prefix(6).map(Double.init(bitPattern:)), [45, 55, 60, 45, 65, 62])
        XCTAssertEqual(try session(churn: true), plain)
    }
}
