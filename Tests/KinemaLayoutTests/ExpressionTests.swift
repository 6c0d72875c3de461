import XCTest
import KinemaLayout

final class ExpressionTests: XCTestCase {
    func testOperatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = 2 * x + 3 - y / 4
        XCTAssertEqual(e.terms, [Term(x, 2), Term(y, -0.25)])
        XCTAssertEqual(e.constant, 3)
        let f = -(x - 0.5 * y + 1) * 2 // -2x + y - 2
        XCTAssertEqual(f.terms, [Term(x, -2), Term(y, 1)])
        XCTAssertEqual(f.constant, -2)
        let g = 10 - x // -x + 10
        XCTAssertEqual(g.terms, [Term(x, -1)])
        XCTAssertEqual(g.constant, 10)
    }

    func testConstraintNormalizesToLhsMinusRhsAndMergesDuplicates() {
        let x = Variable("x"), y = Variable("y")
        // x + 2 == y + 10  ->  x - y - 8 == 0, i.e. x - y == 8.
        let c = Constraint(x + 2, .equal, y + 10)
        XCTAssertEqual(c.terms, [Term(x, 1), Term(y, -1)])
        XCTAssertEqual(c.constant, 8)
        XCTAssertEqual(c.expression.constant, -8)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.strength, .required)
        // x + x - 0.5 x + y <= 4 merges to 1.5 x + y <= 4, first-appearance order.
        let d = (x + x - 0.5 * x + y).atMost(4, strength: .weak)
        XCTAssertEqual(d.terms, [Term(x, 1.5), Term(y, 1)])
        XCTAssertEqual(d.constant, 4)
        XCTAssertEqual(d.relation, .lessThanOrEqual)
        XCTAssertEqual(d.strength, .weak)
    }

    func testRelationMethodsAcceptVariablesTermsExpressionsAndNumbers() {
        let x = Variable("x"), y = Variable("y")
        let a = x.atLeast(y) // x - y >= 0
        XCTAssertEqual(a.relation, .greaterThanOrEqual)
        XCTAssertEqual(a.terms, [Term(x, 1), Term(y, -1)])
        XCTAssertEqual(a.constant, 0)
        let b = (2 * x).equals(y + 3, strength: .medium) // 2x - y == 3
        XCTAssertEqual(b.terms, [Term(x, 2), Term(y, -1)])
        XCTAssertEqual(b.constant, 3)
        XCTAssertEqual(b.strength, .medium)
        let c = x.atMost(7)
        XCTAssertEqual(c.terms, [Term(x, 1)])
        XCTAssertEqual(c.constant, 7)
    }

    func testVariablesAndConstraintsHaveIdentity() {
        let a = Variable("same"), b = Variable("same")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, a)
        let c1 = a.equals(1), c2 = a.equals(1)
        XCTAssertNotEqual(c1, c2)
        XCTAssertEqual(Set([c1, c2, c1]).count, 2)
    }

    func testExpressionValueUsesTheVariablesValues() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x.equals(3))
        try solver.addConstraint(y.equals(4))
        solver.updateVariables()
        XCTAssertEqual((2 * x - y + 1).value, 3) // 6 - 4 + 1
    }
}
