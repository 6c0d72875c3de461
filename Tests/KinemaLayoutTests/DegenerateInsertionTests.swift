import XCTest
@testable import KinemaLayout

/// An optional inequality that arrives exactly at its bound is inserted with its slack basic
/// (at 0) rather than its error, so it costs no pivot.
///
/// The system is a free fillProportionally stack as a scene states it: n widths in proportion to
/// the stack's length L (`w_k · total == L · 10` at 999 for every view but the last), positions
/// chained from 0, the last view ending at L, then each view's size preferences (`w_k <= 10` at
/// 250, `w_k >= 10` at 750). Once the first view's preferences fix L at 10n, every later
/// preference holds exactly: its row's constant is 0. kiwi's rule makes the error basic there;
/// the error's row names the symbol that carries L, which every width row names, and the weight
/// the objective gains through it is negative on that symbol. Each preference then took a
/// degenerate pivot that rewrote all n width rows: n²/2 row updates, 10 s of `kinema layout`
/// for a free fillProportionally stack of 10,000 views (0.7 s now). With the slack basic the
/// error stays parametric with its positive weight, and the basis is already optimal.
final class DegenerateInsertionTests: XCTestCase {
    func testSizePreferencesAtTheirBoundCostNoPivot() throws {
        let n = 400
        let total = 10.0 * Double(n)
        let w = (0..<n).map { Variable("w\($0)") }, x = (0..<n).map { Variable("x\($0)") }
        let length = Variable("L")
        for plain in [false, true] {
            let solver = Solver(eliminatingEqualities: !plain)
            for k in 0..<(n - 1) {
                try solver.addConstraint(
                    Constraint(w[k] * total, .equal, length * 10, strength: Strength(priority: 999)))
            }
            try solver.addConstraint(Constraint(x[0], .equal, Expression(0)))
            try solver.addConstraint(Constraint(x[n - 1] + w[n - 1], .equal, length))
            for k in 0..<(n - 1) { try solver.addConstraint(Constraint(x[k + 1], .equal, x[k] + w[k])) }
            let before = solver.pivotCount
            for k in 0..<n {
                try solver.addConstraint(
                    Constraint(w[k], .lessThanOrEqual, Expression(10), strength: Strength(priority: 250)))
                try solver.addConstraint(
                    Constraint(w[k], .greaterThanOrEqual, Expression(10), strength: Strength(priority: 750)))
            }
            // The first view's two preferences may pivot (they fix L); no later one does.
            XCTAssertLessThanOrEqual(solver.pivotCount - before, 4, plain ? "plain" : "forest")
            solver.updateVariables()
            // Every view at its intrinsic 10, L = 10n, x_k = 10k: every constraint holds.
            XCTAssertEqual(length.value, total, accuracy: 1e-9 * total)
            for k in 0..<n {
                XCTAssertEqual(w[k].value, 10, accuracy: 1e-9)
                XCTAssertEqual(x[k].value, 10 * Double(k), accuracy: 1e-9 * total)
            }
        }
    }
}
