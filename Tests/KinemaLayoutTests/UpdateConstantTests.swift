import XCTest
import KinemaLayout
import KinemaWorkloads

/// `updateConstant(of:to:)` moves a constant through the edit path; the result must equal a
/// rebuild with the new constant.
final class UpdateConstantTests: XCTestCase {
    func testRequiredEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x.equals(10)
        try solver.addConstraint(pin)
        try solver.addConstraint(y.equals(x + 5))
        try solver.updateConstant(of: pin, to: 30) // x == 30, so y = 35
        XCTAssertEqual(pin.constant, 30)
        XCTAssertEqual(pin.expression.constant, -30)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [30, 35])
    }

    func testRequiredInequalityBothWays() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x.atLeast(10)
        try solver.addConstraint(floor)
        try solver.addConstraint(x.equals(0, strength: .weak))
        try solver.updateConstant(of: floor, to: 40) // the floor pushes x up to 40
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        try solver.updateConstant(of: floor, to: -5) // inactive: the weak x == 0 wins
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testNonRequiredEqualityAndInequality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let preferX = x.equals(10, strength: .medium)
        try solver.addConstraint(preferX)
        try solver.addConstraint(x.equals(20, strength: .weak))
        let capY = y.atMost(50, strength: .strong)
        try solver.addConstraint(capY)
        try solver.addConstraint(y.equals(100, strength: .medium))
        try solver.updateConstant(of: preferX, to: 50) // medium beats weak: x = 50
        try solver.updateConstant(of: capY, to: 70) // strong cap at 70 beats medium 100
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [50, 70])
        try solver.updateConstant(of: capY, to: 120) // cap inactive: y = 100
        solver.updateVariables()
        XCTAssertEqual(y.value, 100)
    }

    func testEachSolverTracksItsOwnConstantOfASharedConstraint() throws {
        let x = Variable("x")
        let shared = x.equals(10)
        let a = try Solver.holding(shared), b = try Solver.holding(shared)
        try a.updateConstant(of: shared, to: 25) // a: x == 25; b still encodes x == 10
        XCTAssertEqual(shared.constant, 25)
        try b.updateConstant(of: shared, to: 40) // b moves by 30 from its own 10, not from 25
        b.updateVariables()
        XCTAssertEqual(x.value, 40)
        a.updateVariables()
        XCTAssertEqual(x.value, 25)
    }

    func testConstantOfATwoSidedConstraint() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let gap = Constraint(x, .equal, y + 8) // x == y + 8: constant 8
        XCTAssertEqual(gap.constant, 8)
        try solver.addConstraint(gap)
        try solver.addConstraint(y.equals(100))
        try solver.updateConstant(of: gap, to: 20)
        solver.updateVariables()
        XCTAssertEqual(x.value, 120)
    }

    func testInfeasibleRequiredConstantIsRejectedAndChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let cap = x.atMost(100)
        try solver.addConstraint(cap)
        try solver.addConstraint(x.atLeast(50))
        try solver.addConstraint(x.equals(80, strength: .weak))
        try solver.addConstraint(y.equals(x * 2))
        XCTAssertThrowsError(try solver.updateConstant(of: cap, to: 20)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(cap)) // x <= 20 and x >= 50
        }
        XCTAssertEqual(cap.constant, 100)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [80, 160])
        try solver.updateConstant(of: cap, to: 60) // still works afterwards: x = 60
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [60, 120])
    }

    func testRedundantRequiredEqualityCannotMoveAlone() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x.equals(10))
        try solver.addConstraint(y.equals(x))
        let redundant = y.equals(10) // implied by the two above (a dummy row in the tableau)
        try solver.addConstraint(redundant)
        XCTAssertThrowsError(try solver.updateConstant(of: redundant, to: 11)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(redundant))
        }
        try solver.updateConstant(of: redundant, to: 10)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 10])
    }

    /// Moving the constants of several kinds of ui-grid(10) constraints matches a solver built
    /// from scratch with the new constants (same insertion order): required equality (l0 == 8),
    /// required inequality (l1 >= l0 + w0 + 8 -> + 20), strong inequality (w0 >= minW -> 45),
    /// medium equality (h0 == 20 -> 33), weighted equality (w1 == 30 + 37 -> 60), the row-end T1
    /// (index 102: l9 + w9 <= W - 8 -> W - 100). View i owns indices 2 + 10 i ..< 12 + 10 i.
    func testMatchesARebuildOnTheUIGrid() throws {
        let changes: [(index: Int, constant: Double)] = [(8, 30), (18, 20), (4, 45), (7, 33), (16, 60), (102, -100)]
        let moved = UIGridWorkload(views: 10)
        let solver = try moved.build()
        for change in changes {
            try solver.updateConstant(of: moved.constraints[change.index], to: change.constant)
        }
        try solver.suggestValue(moved.width, 700)
        solver.updateVariables()

        let rebuilt = UIGridWorkload(views: 10)
        var constraints = rebuilt.constraints
        for change in changes {
            let old = constraints[change.index]
            constraints[change.index] = Constraint(
                Expression(old.terms, constant: -change.constant), old.relation, strength: old.strength)
        }
        let reference = Solver()
        try reference.addEditVariable(rebuilt.width, strength: .strong)
        try reference.addEditVariable(rebuilt.height, strength: .strong)
        try reference.suggestValue(rebuilt.width, 700)
        try reference.suggestValue(rebuilt.height, 600)
        for constraint in constraints { try reference.addConstraint(constraint) }
        reference.updateVariables()

        XCTAssertEqual(moved.variables.count, rebuilt.variables.count)
        for (a, b) in zip(moved.variables, rebuilt.variables) {
            XCTAssertEqual(a.value, b.value, accuracy: 1e-9, a.name)
        }
        // Spot checks derived from the constraints: l0 == 30 (required), l9 + w9 <= 700 - 100.
        XCTAssertEqual(moved.variables.first { $0.name == "l0" }?.value, 30)
        let l9 = moved.variables.first { $0.name == "l9" }!.value, w9 = moved.variables.first { $0.name == "w9" }!.value
        XCTAssertLessThanOrEqual(l9 + w9, 600 + 1e-9)
    }

    func testMovingAConstantBackRestoresTheSolution() throws {
        let grid = UIGridWorkload(views: 10)
        let solver = try grid.build()
        let before = grid.variables.map(\.value)
        let k6 = grid.constraints[7] // h0 == 20, medium
        for value in [25.0, 3, 48, 20] { try solver.updateConstant(of: k6, to: value) }
        solver.updateVariables()
        for (variable, value) in zip(grid.variables, before) {
            XCTAssertEqual(variable.value, value, accuracy: 1e-9, variable.name)
        }
    }

    /// A constant moves under an equality that was expanded through it: `v1 == 5` meets v1
    /// defined as `v3 + 2 · k` (k the moving constant), so it pins v3 at `5 - 2 · k`, and
    /// `2 · v2 + v1 == 10`, added twice, is placed through the same definition. Moving k must not
    /// pass through a state where some of those hold the old k and others the new: the required
    /// `v0 / 2 <= -8` only holds once all agree. Values by hand, with k = 4 at the end:
    /// v1 = 5, v3 = v1 - 2k = -3, v2 = (10 - v1) / 2 = 2.5, v0 = -10 - 3 · v2 = -17.5 <= -16.
    func testMovingAConstantThatExpandedEqualitiesRelyOn() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3")
        let solver = Solver()
        let half = Constraint(Expression([Term(v1, 0.5), Term(v3, -0.5)], constant: -6), .equal) // k = 6
        try solver.addConstraint(half)
        try solver.addConstraint(v1.equals(5))
        try solver.addConstraint(Constraint(v0 + v2 * 3, .equal, Expression(-10)))
        try solver.addConstraint(Constraint(v2 * 2 + v1, .equal, Expression(10)))
        try solver.addConstraint(Constraint(v2 * 2 + v1, .equal, Expression(10)))
        try solver.updateConstant(of: half, to: -5) // v3 = 5 + 10 = 15
        try solver.addConstraint(Constraint(v0 * 0.5, .lessThanOrEqual, Expression(-8)))
        solver.updateVariables()
        XCTAssertEqual([v0.value, v1.value, v2.value, v3.value], [-17.5, 5, 2.5, 15])
        try solver.updateConstant(of: half, to: 4)
        solver.updateVariables()
        XCTAssertEqual([v0.value, v1.value, v2.value, v3.value], [-17.5, 5, 2.5, -3])
        XCTAssertEqual(half.constant, 4)
    }
}
