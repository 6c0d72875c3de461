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
        XCTAssertFalse(GoldenComparison.tokensMatch("#FF0000FF", "#FF0001FF", tolerance: 1)) // text: exact
        XCTAssertFalse(GoldenComparison.tokensMatch("nan", "nan1", tolerance: 1))
        XCTAssertFalse(GoldenComparison.tokensMatch("inf", "1e308", tolerance: .infinity)) // not finite
        let nudged = golden.replacingOccurrences(of: "3.000000", with: "3.000004")
        XCTAssertNil(GoldenComparison.compare(expected: golden, actual: nudged, tolerance: 1e-5))
        XCTAssertNil(GoldenComparison.compare(expected: golden, actual: golden, tolerance: 0))
    }

    func testOneDifferingLineGivesAUnifiedHunkWithContext() throws {
        let changed = golden.replacingOccurrences(of: "3.000000", with: "3.500000")
        let mismatch = try XCTUnwrap(GoldenComparison.compare(expected: golden, actual: changed, tolerance: 1e-5))
        XCTAssertEqual(mismatch.differingLines, [4])
        XCTAssertEqual(mismatch.headline, "line 4, token 3: expected 3.000000, got 3.500000")
        XCTAssertEqual(
            mismatch.report,
            """
            line 4, token 3: expected 3.000000, got 3.500000
            1 of 5 lines differ (tolerance 1e-05), the first at line 4
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
        XCTAssertEqual(count.headline, "line 3: 5 tokens in the golden line, 4 in the actual one")
        XCTAssertEqual(extra.headline, "line 6: the actual text has more lines than the golden (6, not 5)")
        let cut = try XCTUnwrap(GoldenComparison.compare(expected: longer, actual: golden, tolerance: 1e-5))
        XCTAssertEqual(cut.headline, "line 6: the actual text ends after 5 lines (the golden has 6)")
    }

    /// With the columns named, the headline says which view, which value and when, as written in
    /// the two texts (a frame dump's 16 columns; a curve's two).
    func testTheHeadlineNamesTheViewTheColumnAndTheTime() throws {
        // centerY is the 4th of GoldenDump's columns; the card's frame at 0.25 s moved from
        // y 611.147638 to 415.821195 (numbers as a dump writes them, six decimals).
        func row(_ y: String, color: String = "#FFFFFFFF") -> String {
            "0.250000 card 187.500000 \(y) 300.000000 400.000000 0.000000 1.000000 1.000000 0.000000 0.000000 "
                + "1.000000 10.000000 0.000000 \(color) 0\n"
        }
        let header = "# checked\n# columns: " + GoldenDump.columns.joined(separator: " ") + "\n"
        let golden = header + row("611.147638"), actual = header + row("415.821195")
        let moved = try XCTUnwrap(
            GoldenComparison.compare(
                expected: golden, actual: actual, tolerance: 1e-5,
                columns: GoldenDump.columns))
        XCTAssertEqual(moved.headline, "card centerY at t = 0.25 s: expected 611.147638, got 415.821195")
        XCTAssertTrue(moved.report.hasPrefix(moved.headline + "\n1 of 3 lines differ"), moved.report)
        // A colour is text: quoted.
        let recolored = try XCTUnwrap(
            GoldenComparison.compare(
                expected: golden, actual: header + row("611.147638", color: "#FF0000FF"), tolerance: 1e-5,
                columns: GoldenDump.columns))
        XCTAssertEqual(recolored.headline, "card color at t = 0.25 s: expected '#FFFFFFFF', got '#FF0000FF'")
        // Within the tolerance a token is not the difference: the next one is.
        let curve = try XCTUnwrap(
            GoldenComparison.compare(
                expected: "# columns: t value\n0.500000 0.250000\n",
                actual: "# columns: t value\n0.500004 0.300000\n",
                tolerance: 1e-5, columns: ["t", "value"]))
        XCTAssertEqual(curve.headline, "value at t = 0.5 s: expected 0.250000, got 0.300000")
        // A header line, or a line without one token per column, is named by its position.
        let headerChange = try XCTUnwrap(
            GoldenComparison.compare(
                expected: golden, actual: "# other\n" + actual.dropFirst(10),
                tolerance: 1e-5, columns: GoldenDump.columns))
        XCTAssertEqual(headerChange.headline, "line 1, token 2: expected 'checked', got 'other'")
    }

    func testReportShowsOnlyTheFirstDifferingLines() throws {
        let many = (0..<30).map { "0.0 v\($0) 1.0" }.joined(separator: "\n")
        let other = (0..<30).map { "0.0 v\($0) 2.0" }.joined(separator: "\n")
        let mismatch = try XCTUnwrap(
            GoldenComparison.compare(
                expected: many, actual: other, tolerance: 1e-5,
                maximumShown: 3, context: 1))
        XCTAssertEqual(mismatch.differingLines, Array(1...30))
        XCTAssertTrue(mismatch.report.contains("@@ -1,4 +1,4 @@"), mismatch.report) // lines 1-3 and 1 of context
        XCTAssertTrue(mismatch.report.hasSuffix("... 27 more differing lines\n"), mismatch.report)
        XCTAssertFalse(mismatch.report.contains("v5"), mismatch.report)
    }
}
