import XCTest
@testable import KinemaLayout

/// The forest's pools (terms, roots, occurrences, definition terms) are compacted when they are
/// mostly garbage, and only then: a system whose live entries alone outgrow four per record (every
/// record with more than four terms, as the gaps of a stack have) once made every commit compact
/// the whole system again, a quadratic build (a free equalSpacing stack of 8,000 views took 7 s).
final class PoolCompactionTests: XCTestCase {
    /// 3,000 inequalities of six terms each: 18,000 live terms, more than 4 · 3,000 + 4,096. The
    /// pools hold no garbage, so compacting them more than once (when the first bound is crossed)
    /// is wasted work; the old rule compacted at each of the last ~950 commits.
    func testLiveTermsBeyondTheFirstBoundDoNotCompactAtEveryCommit() throws {
        let solver = Solver()
        for k in 0..<3000 {
            let terms = (0..<6).map { Term(Variable("x\(k)_\($0)"), 1) }
            try solver.addConstraint(Constraint(Expression(terms), .greaterThanOrEqual, strength: .required))
        }
        XCTAssertEqual(solver.forest.terms.count, 18000)
        XCTAssertLessThanOrEqual(solver.forest.poolCompactions, 1)
    }

    /// Garbage is still collected: adding and removing a six-term constraint 5,000 times leaves
    /// 30,000 dead terms behind without compaction; the pool stays within its bounds.
    func testGarbageIsStillCollected() throws {
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        for v in variables {
            try solver.addConstraint(Constraint(Expression(v) - 1, .greaterThanOrEqual, strength: .required))
        }
        let sum = Expression(variables.map { Term($0, 1) }, constant: -10)
        for _ in 0..<5000 {
            let c = Constraint(sum, .lessThanOrEqual, strength: .required)
            try solver.addConstraint(c)
            try solver.removeConstraint(c)
        }
        XCTAssertGreaterThan(solver.forest.poolCompactions, 0)
        // Live: six records of one term. Bound: 4 · live records + 4,096, and a record's six terms
        // may sit on top.
        XCTAssertLessThanOrEqual(solver.forest.terms.count, 4 * 6 + 4096 + 6)
        solver.updateVariables()
        for v in variables { XCTAssertEqual(v.value, 1) }
    }
}
