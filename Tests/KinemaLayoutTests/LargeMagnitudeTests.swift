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

    /// What `FuzzLibraryAPI` found (`Fuzz/Corpus/library-api/rebuild-rolled-back.bin`): a view
    /// whose width and height are tied by two required equalities, `1e-300·width == height +
    /// 2.55` (written `width - 1e300·height == 2.55e300`) and `1.14·width + 356 == height +
    /// 2.6e122`, with its size preferences (intrinsic 0 x 36), then its autoresizing pins
    /// `minX == 0`, `minY == 0`, `width == 0` and `height == 0`. The last two conflict with the
    /// equalities (which put the width near 2.3e122), and the tableau holds coefficients near
    /// 1e284. Each of those two calls met an unbounded objective, rebuilt the objective, failed
    /// again and rolled back to the state after the rebuild: from 1e288 off rounding, the rebuilt
    /// objective had −3.7e289 on a parametric symbol, so the failed call left the solver no
    /// longer optimal (the checked build's invariants stopped the fuzz target).
    ///
    /// Expected: the first eight calls succeed and the last two throw; a call that throws leaves
    /// every row and every objective coefficient bit for bit as it was; the invariants of a
    /// settled tableau hold after every call.
    func testAFailedRetryRollsBackTheRebuiltObjective() {
        let w = Variable("width"), h = Variable("height"), x = Variable("minX"), y = Variable("minY")
        let solver = Solver()
        let constraints = [
            w.atMost(0, strength: Strength(priority: 250)), w.atLeast(0, strength: Strength(priority: 750)),
            h.atMost(36, strength: Strength(priority: 250)), h.atLeast(36, strength: Strength(priority: 750)),
            (w - h * 9.999999999999999e299).equals(2.5499999999999997e300),
            (w - h * 0.8771929824561404).equals(2.2967158052536696e122),
            x.equals(0), y.equals(0), w.equals(0), h.equals(0)
        ]
        var refused = 0
        for (index, constraint) in constraints.enumerated() {
            let before = state(of: solver)
            do {
                try solver.addConstraint(constraint)
                XCTAssertLessThan(index, 8, "call \(index) succeeded")
            } catch {
                refused += 1
                XCTAssertGreaterThanOrEqual(index, 8, "call \(index) threw \(error)")
                XCTAssertEqual(state(of: solver), before, "call \(index) changed the solver")
            }
            XCTAssertEqual(solver.invariantViolations(), [], "after call \(index)")
        }
        XCTAssertEqual(refused, 2)
    }

    /// The live rows (basic symbol, constant and cells) and every objective coefficient, as bits.
    private func state(of solver: Solver) -> [UInt64] {
        var bits: [UInt64] = []
        let tableau = solver.tableau
        for slot in 0..<tableau.rowCount where tableau.rows[slot].basic >= 0 {
            let header = tableau.rows[slot]
            bits += [UInt64(header.basic), header.constant.bitPattern]
            for k in header.start..<header.start + Int(header.count) {
                bits += [UInt64(tableau.cells[k].symbol), tableau.cells[k].coefficient.bitPattern]
            }
        }
        for symbol in 0..<tableau.symbolCount { bits.append(tableau.symbols[symbol].objective.bitPattern) }
        return bits
    }
}
