import XCTest
@testable import KinemaLayout

/// The ui-grid workload compared with kiwi. Every expected checksum below was printed by the
/// independent oracle, kiwisolver 1.5.1 (nucleic/kiwi), with
/// `python3 /work/shared/anchors/kiwi_bench.py --check 10` and `--check 100`.
final class UIGridTests: XCTestCase {
    /// (sum, sum of squares) after the build (W=800, H=600), then after each jump size.
    static let kiwi10: [(Double, Double)] = [
        (7033, 3769621),
        (3166, 912228), (4825, 1770159), (7633, 4849621), (10270, 8569480), (3366, 1192228), (6833, 3569621),
    ]
    static let kiwi100: [(Double, Double)] = [
        (68698, 29384254),
        (34840, 6543470), (50235, 14467301), (69298, 30464254), (95113, 66415207), (35040, 6823470),
        (68498, 29184254),
    ]

    func checkAgainstKiwi(views: Int, expected: [(Double, Double)]) throws {
        let grid = UIGridWorkload(views: views)
        XCTAssertEqual(grid.constraints.count, 10 * views + 2 * (views / 10) + 3)
        let solver = try grid.build()
        var got = [grid.checksum()]
        for (w, h) in UIGridWorkload.sizes {
            try solver.suggestValue(grid.width, w)
            try solver.suggestValue(grid.height, h)
            solver.updateVariables()
            XCTAssertEqual(grid.width.value, w)
            XCTAssertEqual(grid.height.value, h)
            got.append(grid.checksum())
        }
        for (index, (sum, squares)) in expected.enumerated() {
            XCTAssertEqual(got[index].sum, sum, accuracy: 1e-6 * abs(sum), "sum at step \(index)")
            XCTAssertEqual(got[index].sumOfSquares, squares, accuracy: 1e-6 * abs(squares), "sumsq at step \(index)")
        }
    }

    func testUIGrid10MatchesKiwi() throws {
        try checkAgainstKiwi(views: 10, expected: UIGridTests.kiwi10)
    }

    func testUIGrid100MatchesKiwi() throws {
        try checkAgainstKiwi(views: 100, expected: UIGridTests.kiwi100)
    }
}
