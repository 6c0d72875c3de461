import XCTest
import KinemaLayout

/// Typed errors, and the guarantee that a failed call leaves the solver exactly as before: a solver
/// that saw the failure must behave bit for bit like one that never did.
final class SolverErrorTests: XCTestCase {
    func expect(_ expected: SolverError, _ body: () throws(SolverError) -> Void, line: UInt = #line) {
        do {
            try body()
            XCTFail("expected \(expected)", line: line)
        } catch {
            XCTAssertEqual(error, expected, line: line)
        }
    }

    /// A small system with an edit variable: x edited, y = x + 10, z between them.
    struct Fixture {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let constraints: [Constraint]
        init() {
            constraints = [y.equals(x + 10), z.atLeast(x), z.atMost(y), z.equals(x + 7, strength: .weak), x.atLeast(0)]
        }
        func follow(_ solver: Solver) throws -> [UInt64] {
            try solver.addConstraint((z * 2).equals(x + y, strength: .medium)) // z = x + 5 wins over x + 7
            try solver.suggestValue(x, 3)
            solver.updateVariables()
            return [x.value, y.value, z.value].map(\.bitPattern)
        }
    }

    func makeSolver(_ fixture: Fixture) throws -> Solver {
        let solver = Solver()
        for constraint in fixture.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(fixture.x, strength: .strong)
        try solver.suggestValue(fixture.x, 20)
        return solver
    }

    func testUnsatisfiableEqualityNamesTheConstraintAndChangesNothing() throws {
        let f = Fixture()
        let solver = try makeSolver(f)
        let conflict = f.y.equals(f.x + 11) // y = x + 10 is required too
        expect(.unsatisfiable(conflict)) { () throws(SolverError) in try solver.addConstraint(conflict) }
        XCTAssertFalse(solver.hasConstraint(conflict))
        let g = Fixture()
        let after = try f.follow(solver)
        XCTAssertEqual(after, try g.follow(try makeSolver(g)))
        // x = 3, y = 13, z = (3 + 13) / 2 = 8 (medium beats the weak z = x + 7 = 10).
        XCTAssertEqual([f.x.value, f.y.value, f.z.value], [3, 13, 8])
        XCTAssertTrue(SolverError.unsatisfiable(conflict).description.contains("unsatisfiable"))
    }

    func testUnsatisfiableInequalityViaTheArtificialVariable() throws {
        let f = Fixture()
        let solver = try makeSolver(f)
        // z <= y = x + 10 and z >= x, so z >= x + 11 is impossible; the row has no external symbol
        // left after substitution, so kiwi's artificial-variable phase detects it.
        let conflict = f.z.atLeast(f.x + 11)
        expect(.unsatisfiable(conflict)) { () throws(SolverError) in try solver.addConstraint(conflict) }
        let g = Fixture()
        XCTAssertEqual(try f.follow(solver), try g.follow(try makeSolver(g)))
    }

    func testConstraintsWithoutVariables() throws {
        let solver = Solver()
        // 0 == 0 and 5 >= 0 hold: accepted (kiwi: all-dummy row with constant 0; slack subject).
        try solver.addConstraint(Constraint(Expression(0), .equal))
        try solver.addConstraint(Constraint(Expression(5), .greaterThanOrEqual))
        // 5 == 0 (all-dummy row, constant 5) and -5 >= 0 (artificial phase ends at 5) cannot hold.
        let five = Constraint(Expression(5), .equal)
        expect(.unsatisfiable(five)) { () throws(SolverError) in try solver.addConstraint(five) }
        let negative = Constraint(Expression(-5), .greaterThanOrEqual)
        expect(.unsatisfiable(negative)) { () throws(SolverError) in try solver.addConstraint(negative) }
        // A soft impossible constant is merely violated.
        try solver.addConstraint(Constraint(Expression(-5), .greaterThanOrEqual, strength: .weak))
    }

    func testDuplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let c = x.equals(1)
        let solver = Solver()
        try solver.addConstraint(c)
        expect(.duplicateConstraint(c)) { () throws(SolverError) in try solver.addConstraint(c) }
        let stranger = x.equals(2, strength: .weak)
        expect(.unknownConstraint(stranger)) { () throws(SolverError) in try solver.removeConstraint(stranger) }
        expect(.unknownConstraint(stranger)) { () throws(SolverError) in
            try solver.updateConstant(of: stranger, to: 3)
        }
        try solver.removeConstraint(c)
        expect(.unknownConstraint(c)) { () throws(SolverError) in try solver.removeConstraint(c) }
    }

    func testEditVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        expect(.duplicateEditVariable(x)) { () throws(SolverError) in try solver.addEditVariable(x, strength: .weak) }
        expect(.unknownEditVariable(y)) { () throws(SolverError) in try solver.suggestValue(y, 1) }
        expect(.unknownEditVariable(y)) { () throws(SolverError) in try solver.removeEditVariable(y) }
        expect(.requiredEditStrength) { () throws(SolverError) in try solver.addEditVariable(y, strength: .required) }
        expect(.requiredEditStrength) { () throws(SolverError) in try solver.addEditVariable(y, strength: Strength(5e9))
        }
        XCTAssertFalse(solver.hasEditVariable(y))
    }

    func testNonFiniteInputIsRejectedWithoutChanges() throws {
        let f = Fixture()
        let solver = try makeSolver(f)
        for bad in [
            Constraint(Expression([Term(f.x, .nan)]), .equal),
            Constraint(Expression([Term(f.x, .infinity)], constant: 1), .lessThanOrEqual),
            f.x.equals(-.infinity, strength: .weak)
        ] {
            expect(.nonFiniteConstraint(bad)) { () throws(SolverError) in try solver.addConstraint(bad) }
            XCTAssertFalse(solver.hasConstraint(bad))
        }
        expect(.nonFiniteSuggestion(f.x)) { () throws(SolverError) in try solver.suggestValue(f.x, .nan) }
        let first = f.constraints[0]
        let probe = f.z.atMost(1000, strength: .weak)
        try solver.addConstraint(probe)
        expect(.nonFiniteConstant(probe)) { () throws(SolverError) in
            try solver.updateConstant(of: probe, to: .infinity)
        }
        XCTAssertEqual(probe.constant, 1000)
        try solver.removeConstraint(probe)
        XCTAssertTrue(solver.hasConstraint(first))
        let g = Fixture()
        XCTAssertEqual(try f.follow(solver), try g.follow(try makeSolver(g)))
    }

    func testOverflowingArithmeticIsRejectedWithoutChanges() throws {
        let f = Fixture()
        let solver = try makeSolver(f)
        let huge = Variable("huge")
        try solver.addConstraint(huge.equals(1e300))
        // Substituting huge = 1e300 into 1e10 * huge - x <= 0 gives a row constant of 1e310 = inf.
        let overflow = (1e10 * huge).atMost(f.x)
        expect(.numericOverflow) { () throws(SolverError) in try solver.addConstraint(overflow) }
        XCTAssertFalse(solver.hasConstraint(overflow))
        solver.updateVariables()
        XCTAssertEqual(huge.value, 1e300)
        let g = Fixture()
        let reference = try makeSolver(g)
        try reference.addConstraint(Variable("huge").equals(1e300))
        XCTAssertEqual(try f.follow(solver), try g.follow(reference))
    }
}
