import KinemaLayout
import XCTest

/// Every mixed-operand overload of the expression arithmetic (variable, term, expression and
/// number on either side): each is checked by evaluating its result at x = 3, y = 5 against the
/// same arithmetic on plain numbers.
final class OperatorOverloadTests: XCTestCase {
    private let x = Variable("x"), y = Variable("y")

    /// Asserts that `e` is `expected` at x = 3, y = 5, summed here (a variable's `value` is the
    /// solver's).
    private func check(
        _ e: KinemaLayout.Expression, _ expected: Double, _ name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let value = e.terms.reduce(e.constant) { sum, term in sum + term.coefficient * (term.variable === x ? 3 : 5) }
        XCTAssertEqual(value, expected, name, file: file, line: line)
    }

    func testMixedOverloadsEvaluateLikeTheirNumbers() {
        let tx = 2 * x // 6
        let ty = y / 4 // 1.25
        let e = x + 1.5 // 4.5
        check(tx + e, 6 + 4.5, "term + expression")
        check(tx + ty, 6 + 1.25, "term + term")
        check(tx + y, 6 + 5, "term + variable")
        check(tx - e, 6 - 4.5, "term - expression")
        check(tx - ty, 6 - 1.25, "term - term")
        check(tx - 0.5, 6 - 0.5, "term - number")
        check(10 + tx, 10 + 6, "number + term")
        check(10 - tx, 10 - 6, "number - term")
        check(KinemaLayout.Expression(-2 * tx), -2 * 6, "number * term")
        check(KinemaLayout.Expression(tx / 4), 6 / 4, "term / number")
        check(y + e, 5 + 4.5, "variable + expression")
        check(y + tx, 5 + 6, "variable + term")
        check(y - e, 5 - 4.5, "variable - expression")
        check(7 + y, 7 + 5, "number + variable")
        check(3 * e, 3 * 4.5, "number * expression")
        check(e / 2, 4.5 / 2, "expression / number")
        check(8 + e, 8 + 4.5, "number + expression")
        check(8 - e, 8 - 4.5, "number - expression")
        check(e - 0.5, 4.5 - 0.5, "expression - number")
        check(e - y, 4.5 - 5, "expression - variable")
        // The terms are kept as written (merging duplicates is the solver's job).
        XCTAssertEqual((tx + ty).terms, [Term(x, 2), Term(y, 0.25)])
        XCTAssertEqual((10 - tx).terms, [Term(x, -2)])
    }

    func testDescriptionsAndHashing() {
        XCTAssertEqual((2 * x + 1).description, "2.0*x + 1.0")
        XCTAssertEqual(x.description, "x=0.0")
        XCTAssertEqual(Variable().description, "<unnamed>=0.0")
        // Variables are identities: two variables of one name are two keys.
        XCTAssertEqual(Set([x, x, Variable("x")]).count, 2)
    }
}
