import XCTest
@testable import KinemaLayout

/// Hand-derived cases for the forest of eliminated equalities, shared optional rows, and a
/// redundant equality taking over from a removed one.
final class EliminationTests: XCTestCase {
    /// x0 = 0, w_i = 1, x_(i+1) = x_i + w_i: x_i = i. The whole chain stays out of the tableau.
    func testAChainLivesInTheForest() throws {
        let n = 50
        let x = (0...n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0].equals(0))
        var widths: [Constraint] = []
        for i in 0..<n {
            widths.append(w[i].equals(1))
            try solver.addConstraint(widths[i])
            try solver.addConstraint(x[i + 1].equals(x[i] + w[i]))
        }
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), (0...n).map(Double.init))
        XCTAssertEqual(solver.tableauCellCount, 0)
        XCTAssertEqual(solver.pivotCount, 0)
        // w_10 = 3: every x after it moves by 2.
        try solver.updateConstant(of: widths[10], to: 3)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), (0...n).map { Double($0 <= 10 ? $0 : $0 + 2) })
        // Removing w_10 = 3 and pinning x_11 = 20 instead: x_i = i + 9 from 11 on, w_10 = 10.
        try solver.removeConstraint(widths[10])
        try solver.addConstraint(x[11].equals(20))
        solver.updateVariables()
        XCTAssertEqual(w[10].value, 10)
        XCTAssertEqual(x.map(\.value), (0...n).map { Double($0 <= 10 ? $0 : $0 + 9) })
    }

    /// Each link of a - 5 = b, b - 5 = c, c = 10 removed in turn, with a weak pull of a to 0
    /// (weight 1) and of b to 100 (weight 2). All three: (20, 15, 10). Without a = b + 5: a = 0,
    /// b = 15, c = 10. Without b = c + 5: a = b + 5, so the cost |b + 5| + 2|b - 100| falls until
    /// b = 100: (105, 100, 10). Without c = 10: the same cost, c = b - 5: (105, 100, 95).
    func testRemovingEachLinkOfAChain() throws {
        let expected: [[Double]] = [[0, 15, 10], [105, 100, 10], [105, 100, 95]]
        for victim in 0..<3 {
            let a = Variable("a"), b = Variable("b"), c = Variable("c")
            let solver = Solver()
            let links = [a.equals(b + 5), b.equals(c + 5), c.equals(10)]
            for link in links { try solver.addConstraint(link) }
            try solver.addConstraint(a.equals(0, strength: Strength(1)))
            try solver.addConstraint(b.equals(100, strength: Strength(2)))
            solver.updateVariables()
            XCTAssertEqual([a.value, b.value, c.value], [20, 15, 10])
            try solver.removeConstraint(links[victim])
            solver.updateVariables()
            XCTAssertEqual([a.value, b.value, c.value], expected[victim], "without link \(victim)")
        }
    }

    /// x = 5 and y = x make y = 5 redundant; removing x = 5 hands the value over to y = 5, and
    /// y = 5 can then move (taking x along).
    func testARedundantEqualityTakesOver() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x.equals(5), link = y.equals(x), backup = y.equals(5)
        for c in [pin, link, backup] { try solver.addConstraint(c) }
        XCTAssertThrowsError(try solver.updateConstant(of: backup, to: 7)) // x = 5 still holds
        try solver.removeConstraint(pin)
        try solver.updateConstant(of: backup, to: 7)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [7, 7])
    }

    /// A cycle of offsets that does not add up to 0 is refused, and changes nothing.
    func testAConflictingCycleIsUnsatisfiable() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x.equals(y + 1))
        try solver.addConstraint(y.equals(z + 1))
        let closing = z.equals(x + 1) // x = z + 2, so z = x + 1 means 0 = 3
        XCTAssertThrowsError(try solver.addConstraint(closing)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(closing))
        }
        XCTAssertFalse(solver.hasConstraint(closing))
        try solver.addConstraint(z.equals(x - 2)) // consistent: accepted as redundant
        try solver.addConstraint(z.equals(4))
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [6, 5, 4])
    }

    /// Equal optional constraints share a row: three `x == 10 @1` and two `x == 20 @1` cost
    /// 3|x - 10| + 2|x - 20|, least at x = 10; with two of the 10s gone, |x - 10| + 2|x - 20| is
    /// least at 20; moving one 20 to 30 gives |x - 10| + |x - 20| + |x - 30|, least at 20 again,
    /// and moving the other 20 to 30 too gives |x - 10| + 2|x - 30|, least at 30.
    func testEqualPreferencesShareARowAndWeighTogether() throws {
        let x = Variable("x")
        let solver = Solver()
        let tens = (0..<3).map { _ in x.equals(10, strength: Strength(1)) }
        let twenties = (0..<2).map { _ in x.equals(20, strength: Strength(1)) }
        for c in tens + twenties { try solver.addConstraint(c) }
        XCTAssertEqual(solver.forest.rows.filter { $0.members > 0 }.count, 2)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.removeConstraint(tens[0])
        try solver.removeConstraint(tens[2])
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.updateConstant(of: twenties[0], to: 30)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.updateConstant(of: twenties[1], to: 30)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
    }

    /// kiwi's removal rule may pick another row of constant 0 over a redundant equality's row;
    /// the redundant equality then stops holding. Here v8 = 5 and v8 - v3 = 2 remain after
    /// v8 + v3 = 8 goes, so v3 = 3 whatever the other constraints prefer.
    func testARemovedEqualityLeavesItsRedundantTwinInForce() throws {
        for eliminating in [false, true] {
            for relation in [Relation.lessThanOrEqual, .greaterThanOrEqual] {
                for preference in [-100.0, 100.0] {
                    for reversed in [false, true] {
                        let v8 = Variable("v8"), v3 = Variable("v3")
                        let solver = Solver(eliminatingEqualities: eliminating)
                        let removed = (v8 + v3).equals(8)
                        let list = [
                            v8.equals(5), removed, (v8 - v3).equals(2),
                            Constraint(v3, relation, Expression(3)), v3.equals(preference, strength: .weak)
                        ]
                        for c in reversed ? list.reversed() : list { try solver.addConstraint(c) }
                        try solver.removeConstraint(removed)
                        solver.updateVariables()
                        XCTAssertEqual(
                            [v8.value, v3.value], [5, 3], "\(eliminating) \(relation) \(preference) \(reversed)")
                    }
                }
            }
        }
    }

    /// Found by the solver fuzz target. `4·v3 = v5 + 7` defines v3; `v5 = v1 + 7` puts v5 under
    /// v1; `v5 + 2·v0 + 8 = 0` then defines v1's class, with v5 inside it. Removing `v5 = v1 + 7`
    /// cuts v5 out of that class before the definition is taken apart and made again, and taking
    /// it apart counted v5 as a term outside its class, as it now was: v5 lost the reference that
    /// v3's definition holds, so a later equality over v5 and v3 could define v5 through v3 while
    /// v3 was defined through v5, and was evaluated from a stale value. What stays, `4·v3 - v5 =
    /// 7` and `-v5/2 + 2·v4 - v3/2 = 10`, leaves v5 free at 0 (as kiwi leaves a free variable):
    /// v3 = 7 / 4 = 1.75 and v4 = (10 + 1.75 / 2) / 2 = 5.4375, in both solvers.
    func testCuttingAClassUnderALaterDefinitionKeepsWhatNamesIt() throws {
        for eliminating in [true, false] {
            let v0 = Variable("v0"), v1 = Variable("v1"), v3 = Variable("v3"), v4 = Variable("v4")
            let v5 = Variable("v5")
            let solver = Solver(eliminatingEqualities: eliminating)
            let definesV3 = (v3 * 4 - v5).equals(7)
            let underV1 = (v5 - v1).equals(7)
            let definesV1 = (v5 + v0 * 2).equals(-8)
            let later = (v5 * -0.5 + v4 * 2 - v3 * 0.5).equals(10)
            for c in [definesV3, underV1, definesV1] { try solver.addConstraint(c) }
            try solver.removeConstraint(underV1)
            try solver.addConstraint(later)
            try solver.removeConstraint(definesV1)
            solver.updateVariables()
            XCTAssertEqual(4 * v3.value - v5.value, 7, accuracy: 1e-12, "\(eliminating)")
            XCTAssertEqual(-0.5 * v5.value + 2 * v4.value - 0.5 * v3.value, 10, accuracy: 1e-12, "\(eliminating)")
            XCTAssertEqual([v5.value, v3.value, v4.value], [0, 1.75, 5.4375], "\(eliminating)")
        }
    }

    /// Three solvers share variables and constraints (the first one to use each keeps its place
    /// on the object, the others look it up), across a failed call, removals and a reset.
    func testSolversSharingVariablesAndConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let link = x.equals(y + 10)
        let solvers = [Solver(), Solver(), Solver()]
        for (i, solver) in solvers.enumerated() {
            try solver.addConstraint(link)
            try solver.addConstraint(y.equals(Double(i)))
        }
        for (i, solver) in solvers.enumerated() {
            // A conflicting pin fails and changes nothing.
            let conflict = x.equals(100)
            XCTAssertThrowsError(try solver.addConstraint(conflict))
            XCTAssertFalse(solver.hasConstraint(conflict))
            XCTAssertTrue(solver.hasConstraint(link))
            solver.updateVariables()
            XCTAssertEqual([x.value, y.value], [Double(i) + 10, Double(i)])
        }
        try solvers[1].removeConstraint(link)
        XCTAssertFalse(solvers[1].hasConstraint(link))
        XCTAssertTrue(solvers[0].hasConstraint(link) && solvers[2].hasConstraint(link))
        try solvers[1].addConstraint(x.equals(y * 2)) // y = 1, x = 2
        solvers[1].updateVariables()
        XCTAssertEqual([x.value, y.value], [2, 1])
        solvers[0].reset()
        XCTAssertFalse(solvers[0].hasConstraint(link))
        try solvers[0].addConstraint(link)
        try solvers[0].addConstraint(x.equals(3)) // y = -7
        solvers[0].updateVariables()
        XCTAssertEqual([x.value, y.value], [3, -7])
        solvers[2].updateVariables()
        XCTAssertEqual([x.value, y.value], [12, 2])
    }

    /// The identity table agrees with a `Dictionary` over a long random mix of inserts, updates,
    /// removals and lookups (removal shifts entries back instead of leaving tombstones).
    func testIdentityTableMatchesADictionary() {
        var generator = DifferentialTests.Generator(state: 99)
        let objects = (0..<300).map { Variable("o\($0)") }
        var table = IdentityTable()
        var model: [ObjectIdentifier: Int32] = [:]
        for step in 0..<20_000 {
            let key = ObjectIdentifier(objects[generator.below(objects.count)])
            switch generator.below(3) {
            case 0:
                let value = Int32(step)
                table.set(value, for: key)
                model[key] = value
            case 1:
                table.remove(key)
                model[key] = nil
            default:
                XCTAssertEqual(table.value(for: key), model[key], "step \(step)")
            }
            XCTAssertEqual(table.count, model.count)
        }
        for object in objects {
            XCTAssertEqual(table.value(for: ObjectIdentifier(object)), model[ObjectIdentifier(object)])
        }
    }
}
