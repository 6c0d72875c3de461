import KinemaTesting
import XCTest

/// Token-wise comparison with tolerance and the diff report.
final class GoldenComparisonTests: XCTestCase {
    private let golden = """
        # header
        0.000000 a 1.000000 #FF0000FF 0
        0.000000 b 2.000000 #FF0000FF 0
        0.100000 a 3.000000 #FF0000FF 0
        0.100000 b 4.000000 #FF0000FF 0

        """

    func testNumbersWithinToleranceMatch() {
        XCTAssertTrue(GoldenComparison.tokensMatch("1.000000", "1.000009", tolerance: 1e-5))
        XCTAssertFalse(GoldenComparison.tokensMatch("1.000000", "1.000011", tolerance: 1e-5))
        XCTAssertTrue(GoldenComparison.tokensMatch("-0.000004", "0.000004", tolerance: 1e-5))
        XCTAssertFalse(GoldenComparison.tokensMatch("#FF0000FF", "#FF0001FF", tolerance: 1))   // text: exact
        XCTAssertFalse(GoldenComparison.tokensMatch("nan", "nan1", tolerance: 1))
        XCTAssertFalse(GoldenComparison.tokensMatch("inf", "1e308", tolerance: .infinity))  // not finite
        let nudged = golden.replacingOccurrences(of: "3.000000", with: "3.000004")
        XCTAssertNil(GoldenComparison.compare(expected: golden, actual: nudged, tolerance: 1e-5))
        XCTAssertNil(GoldenComparison.compare(expected: golden, actual: golden, tolerance: 0))
    }

    func testOneDifferingLineGivesAUnifiedHunkWithContext() throws {
        let changed = golden.replacingOccurrences(of: "3.000000", with: "3.500000")
        let mismatch = try XCTUnwrap(GoldenComparison.compare(expected: golden, actual: changed, tolerance: 1e-5))
        XCTAssertEqual(mismatch.differingLines, [4])
        XCTAssertEqual(mismatch.report, """
            1 of 5 lines differ (tolerance 1e-05); first at line 4: token 3: 3.000000 != 3.500000 (difference 0.5)
            --- golden
            +++ actual
            @@ -2,4 +2,4 @@
             0.000000 a 1.000000 #FF0000FF 0
             0.000000 b 2.000000 #FF0000FF 0
            -0.100000 a 3.000000 #FF0000FF 0
            +0.100000 a 3.500000 #FF0000FF 0
             0.100000 b 4.000000 #FF0000FF 0

            """)
    }

    func testExtraLinesAndTokenCountDifferences() throws {
        let longer = golden + "0.200000 a 5.000000 #FF0000FF 0\n"
        let extra = try XCTUnwrap(GoldenComparison.compare(expected: golden, actual: longer, tolerance: 1e-5))
        XCTAssertEqual(extra.differingLines, [6])
        XCTAssertTrue(extra.report.contains("@@ -4,2 +4,3 @@"), extra.report)
        XCTAssertTrue(extra.report.hasSuffix("+0.200000 a 5.000000 #FF0000FF 0\n"), extra.report)
        let shorter = golden.replacingOccurrences(of: "b 2.000000 #FF0000FF 0", with: "b 2.000000 #FF0000FF")
        let count = try XCTUnwrap(GoldenComparison.compare(expected: golden, actual: shorter, tolerance: 1e-5))
        XCTAssertTrue(count.report.contains("first at line 3: 5 tokens in the golden line, 4 in the actual one"))
    }

    func testReportShowsOnlyTheFirstDifferingLines() throws {
        let many = (0..<30).map { "0.0 v\($0) 1.0" }.joined(separator: "\n")
        let other = (0..<30).map { "0.0 v\($0) 2.0" }.joined(separator: "\n")
        let mismatch = try XCTUnwrap(GoldenComparison.compare(expected: many, actual: other, tolerance: 1e-5,
                                                              maximumShown: 3, context: 1))
        XCTAssertEqual(mismatch.differingLines, Array(1...30))
        XCTAssertTrue(mismatch.report.contains("@@ -1,4 +1,4 @@"), mismatch.report)   // lines 1-3 and 1 of context
        XCTAssertTrue(mismatch.report.hasSuffix("... 27 more differing lines\n"), mismatch.report)
        XCTAssertFalse(mismatch.report.contains("v5"), mismatch.report)
    }
}
