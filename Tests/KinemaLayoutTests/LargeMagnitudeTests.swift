import XCTest
@testable import KinemaLayout

/// The solver at the top of the range of `Double` where a unit is a few ulps.
final class LargeMagnitudeTests: XCTestCase {
    /// Values near 1e16 round by whole units. Here `3.3·y - x/2 = 3e16` and `x + w = y` (required)
    /// with size preferences (250 000 / 750 000 each way): widening w lowers y and x, which
    /// `y <= 3` and `x <= 11` want, until x reaches `x >= 12` (past it x's resistance, 750 000
    /// per point, outweighs what w gains), so x = 12 and y = (3e16 + 6) / 3.3. The solver gets
    /// there with a restricted row at -8 (four ulps of 9e15): rounding, which the checked
    /// invariants accept relative to the tableau's largest value.
    func testRoundingNearTheLargestValuesKeepsTheInvariants() throws {
        let w = Variable("w"), h = Variable("h"), x = Variable("x"), y = Variable("y")
        let solver = Solver()
        func prefer(_ v: Variable, atMost high: Double, atLeast low: Double) -> [Constraint] {
            [v.atMost(high, strength: Strength(priority: 250)), v.atLeast(low, strength: Strength(priority: 750))]
        }
        let constraints =
            [w.atLeast(0), h.atLeast(0)] + prefer(w, atMost: 11, atLeast: 10) + prefer(h, atMost: 1, atLeast: 0)
            + prefer(x, atMost: 11, atLeast: 12) + prefer(y, atMost: 3, atLeast: 15)
            + [(y * 3.3 - x * 0.5).equals(3e16), (x + w - y).equals(0)]
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        XCTAssertEqual(solver.invariantViolations(), [])
        let ulp = (9e15).ulp
        XCTAssertEqual(x.value, 12, accuracy: 8 * ulp)
        XCTAssertEqual(y.value, (3e16 + 6) / 3.3, accuracy: 8 * ulp)
        XCTAssertEqual(x.value + w.value - y.value, 0, accuracy: 8 * ulp)
    }

    /// A constant of `Double.greatestFiniteMagnitude` (a finite constant the solver accepts, as
    /// `kinema` and the fuzz target pass it): `x + w <= max` (medium), `x == 0`, then `w <= 0.93`
    /// (hugging, 250) and `w >= 0.93` (compression, 750). The first row's ratio in the primal
    /// ratio test is `max / 1`, which is not below kiwi's starting bound of `max`, so no leaving
    /// row was found and the third call failed with "the objective is unbounded". By hand: x = 0
    /// and w = 0.93, which meets both size preferences, and x + w is far below the bound.
    func testARatioAtTheLargestFiniteValueStillLeaves() throws {
        let x = Variable("x"), w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(
            Constraint(x + w, .lessThanOrEqual, Expression(.greatestFiniteMagnitude), strength: .medium))
        try solver.addConstraint(x.equals(0))
        try solver.addConstraint(w.atMost(0.93, strength: Strength(priority: 250)))
        try solver.addConstraint(w.atLeast(0.93, strength: Strength(priority: 750)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(w.value, 0.93)
    }
}
