import XCTest
import KinemaLayout

/// kiwi-style cases with hand-derived optima: the solution minimizes Σ strength × violation over
/// soft constraints subject to the required ones.
final class SolverTests: XCTestCase {
    func testSimpleEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try Solver.holding(
            x.equals(20),
            Constraint(x + 2, .equal, y + 10) // y = x + 2 - 10 = 12
        )
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertEqual(y.value, 12)
    }

    func testValuesReachVariablesOnlyThroughUpdateVariables() throws {
        let x = Variable("x")
        let solver = try Solver.holding(x.equals(5))
        XCTAssertEqual(x.value, 0)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testRequiredInequalityBoundsAWeakPreference() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try Solver.holding(
            x.atLeast(10), // required floor
            x.equals(0, strength: .weak), // wants 0: best is the floor, 10
            y.atMost(5), // required ceiling
            y.equals(100, strength: .weak) // wants 100: best is 5
        )
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 5)
    }

    func testStrongerConstraintWins() throws {
        let x = Variable("x")
        let solver = try Solver.holding(
            x.equals(10, strength: .weak), x.equals(30, strength: .strong), x.equals(20, strength: .medium))
        solver.updateVariables()
        // Cost at 30 is 20·1 + 10·1e3 = 10020, any other point pays the strong weight 1e6 per unit.
        XCTAssertEqual(x.value, 30)
    }

    func testWeightsWithinATier() throws {
        let x = Variable("x")
        // Cost 2|x - 10| + |x - 20|: 10 at x = 10, 20 at x = 20, linear in between -> x = 10.
        let solver = try Solver.holding(x.equals(10, strength: Strength(2)), x.equals(20, strength: Strength(1)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testAutoLayoutPrioritiesCompressionResistanceBeatsHugging() throws {
        let width = Variable("width")
        let solver = try Solver.holding(
            width.atMost(100), // the container
            // Intrinsic width 120: hugging (250) wants <= 120, compression resistance (750) wants >= 120,
            // and a 500-priority constraint wants 90: cost at w in [90, 100] is 750e3 (120 - w) + 500e3 (w - 90),
            // decreasing in w, so w = 100 (the required cap).
            width.atMost(120, strength: Strength(priority: 250)),
            width.atLeast(120, strength: Strength(priority: 750)),
            width.equals(90, strength: Strength(priority: 500))
        )
        solver.updateVariables()
        XCTAssertEqual(width.value, 100)
    }

    func testEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x.atMost(100))
        try solver.addConstraint(y.equals(x + 5))
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
        XCTAssertEqual(y.value, 55)
        try solver.suggestValue(x, 150) // capped by the required x <= 100
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        XCTAssertEqual(y.value, 105)
        try solver.suggestValue(x, -20)
        solver.updateVariables()
        XCTAssertEqual(x.value, -20)
        XCTAssertEqual(y.value, -15)
    }

    func testEditStrengthCompetesWithConstraintStrengths() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x.equals(10, strength: .medium))
        try solver.addEditVariable(x, strength: .weak) // weaker than the medium constraint
        try solver.suggestValue(x, 50)
        try solver.addConstraint(y.equals(10, strength: .medium))
        try solver.addEditVariable(y, strength: .strong) // stronger
        try solver.suggestValue(y, 50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 50)
    }

    func testRemovingAConstraintRestoresThePreviousOptimum() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x.equals(10, strength: .weak))
        try solver.addConstraint(y.equals(x * 2))
        let medium = x.equals(20, strength: .medium)
        try solver.addConstraint(medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertEqual(y.value, 40)
        try solver.removeConstraint(medium)
        XCTAssertFalse(solver.hasConstraint(medium))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 20)
        let floor = x.atLeast(30)
        try solver.addConstraint(floor)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testRemovingAnEditVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x.equals(10, strength: .weak))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10) // only the weak constraint is left
        XCTAssertThrowsError(try solver.suggestValue(x, 5)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(x))
        }
    }

    func testMidpointOfTwoEditedEnds() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint((2 * mid).equals(left + right)) // mid is the midpoint
        try solver.addConstraint((left + 10).atMost(right)) // at least 10 apart
        try solver.addConstraint(left.atLeast(0))
        try solver.addConstraint(right.atMost(100))
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(left, 20)
        try solver.suggestValue(right, 60)
        solver.updateVariables()
        XCTAssertEqual([left.value, mid.value, right.value], [20, 40, 60])
        try solver.suggestValue(left, -30) // clamped to 0 by the required floor
        try solver.suggestValue(right, 150) // clamped to 100
        solver.updateVariables()
        XCTAssertEqual([left.value, mid.value, right.value], [0, 50, 100])
    }

    func testResetEmptiesTheSolver() throws {
        let x = Variable("x")
        let c = x.equals(3)
        let solver = Solver()
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addConstraint(x.equals(7))
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testAConstraintMayBeSharedBySolvers() throws {
        let x = Variable("x")
        let c = x.equals(4)
        let a = try Solver.holding(c), b = try Solver.holding(c, x.atLeast(1))
        a.updateVariables()
        XCTAssertEqual(x.value, 4)
        XCTAssertTrue(a.hasConstraint(c) && b.hasConstraint(c))
    }
}
