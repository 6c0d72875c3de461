import KinemaDerivations
import XCTest
@testable import Kinema
@testable import KinemaLayout

// What the randomized layout tests measure: a scene's solver constraints, and the objective and
// worst required violation the solver's values give them (redone by `Derivation.objective`).

extension Scene {
    /// The constraints in the scene's solver, in the order of their insertion.
    var solverConstraints: [Constraint] {
        let records = layoutSystem.solver.forest.records.filter { $0.constraint != nil && $0.kind != .free }
        return records.sorted { $0.seq < $1.seq }.compactMap(\.constraint)
    }
}

/// `Σ terms - constant` of a constraint at the variables' current values.
func residual(_ c: Constraint) -> Double {
    var sum = -c.constant
    for term in c.terms { sum += term.coefficient * term.variable.value }
    return sum
}

/// The worst violation of a required constraint and the objective of the optional ones
/// (equality: strength · |residual|; `>=`: strength · max(0, -residual); `<=`: strength ·
/// max(0, residual)), for the values `solver` writes, and the summed optional strengths.
func measureOptimum(_ solver: Solver, _ constraints: [Constraint]) -> (
    required: Double, objective: Double, weight: Double
) {
    solver.updateVariables()
    let measured = Derivation.objective(
        constraints.map {
            (residual($0), $0.relation.description, $0.strength.isRequired ? nil : $0.strength.value)
        })
    return (measured.worstRequired, measured.objective, measured.optionalWeight)
}

/// The plain tableau solver (kiwi's algorithm) given `constraints` in order.
func plainSolver(_ constraints: [Constraint], file: StaticString = #filePath, line: UInt = #line) -> Solver {
    let plain = Solver(eliminatingEqualities: false)
    for c in constraints { XCTAssertNoThrow(try plain.addConstraint(c), file: file, line: line) }
    return plain
}

/// Checks that `solver` and `reference` both hold every required constraint of `live` (within
/// 1e-7) and reach the same objective (within 1e-6 relative, plus 1e-9 of the summed strengths:
/// residuals of about 1e-11 pt weigh up to 1e6 each, strength 999 x 1000). The optimum may not be
/// unique, but its objective is.
func assertSameOptimum(
    _ solver: Solver, _ reference: Solver, _ live: [Constraint], _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let expected = measureOptimum(reference, live)
    let result = measureOptimum(solver, live)
    XCTAssertLessThan(expected.required, 1e-7, label + " (reference)", file: file, line: line)
    XCTAssertLessThan(result.required, 1e-7, label, file: file, line: line)
    XCTAssertEqual(
        result.objective, expected.objective,
        accuracy: 1e-6 * max(1, expected.objective) + 1e-9 * expected.weight, label, file: file, line: line)
}
