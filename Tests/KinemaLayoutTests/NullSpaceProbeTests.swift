import XCTest
@testable import KinemaLayout

/// The elimination behind `FreeVariables` stays linear on the rows a pinned fillEqually stack
/// leaves to it (no row has a single undetermined variable, so propagation settles none): every
/// length equals the first, every position is the first plus k lengths, and the last view ends at
/// the stack's end. Pivoting on the first length, which every later row names, made each row
/// substitute all the earlier ones (n²/2 substitutions: 15 s for 10,000 views); the pivot is now a
/// variable no later row holds.
final class NullSpaceProbeTests: XCTestCase {
    func testAPinnedEqualLengthRowEliminatesInLinearWork() {
        let n = 1000
        // Variables: x_k = k, w_k = n + k; x_0 is known, so it is not in the rows.
        var rows: [[(Int, Double)]] = []
        for k in 1..<n { rows.append([(n + k, 1), (n, -1)]) }
        for k in 1..<n { rows.append([(k, 1), (n, -Double(k))]) }
        rows.append([(n - 1, 1), (2 * n - 1, 1)])
        let probe = NullSpaceProbe(rows: rows, count: 2 * n)
        // Each row substitutes at most a pivot or two of one term each (w_(n-1) = w_0 pivots on
        // w_0, which the end row also names, so each position row substitutes it once).
        XCTAssertLessThanOrEqual(probe.substitutions, 2 * n)
        // 2n - 1 independent rows over 2n - 1 unknowns: nothing moves.
        let moved = probe.movedVariables()
        XCTAssertEqual(moved.filter { $0 }.count, 1) // x_0's column, in no row
        XCTAssertTrue(moved[0])
    }

    /// The rows a pinned equalSpacing stack whose views fit leaves to the elimination (the
    /// lengths are settled by the views' intrinsic sizes, the first position by the stack's
    /// start): y_1 = g, y_k = y_(k-1) + g, and the end, y_(n-1) + g = 0 with the last length
    /// and the stack's end known. The one gap g is in every row, and the k-th position reduces
    /// to k·g, so the gap's coefficient soon outgrows the position's; a pivot rule that
    /// preferred the larger coefficient pivoted on g and chained every later row through all
    /// the earlier ones (n²/2 substitutions, 1.5 s of `kinema layout` for 5,000 views). The
    /// position, which one later row names, is the cheaper pivot.
    func testAPinnedEqualSpacingChainEliminatesInLinearWork() {
        let n = 1000
        var rows = equalSpacingChain(n)
        rows.append([(n - 1, 1), (n, 1)])
        let probe = NullSpaceProbe(rows: rows, count: n + 1)
        // Row k substitutes y_(k-1) only (and the last row the pivot of the row before).
        XCTAssertLessThanOrEqual(probe.substitutions, n)
        // n rows over n unknowns: y_k = k·g for every k < n and (n - 1)·g + g = 0, so g = 0 and
        // every position is determined; only variable 0, in no row, moves.
        let moved = probe.movedVariables()
        XCTAssertEqual(moved.filter { $0 }.count, 1)
        XCTAssertTrue(moved[0])
    }

    /// Whatever the pivot order, the null space is the same: a chain that leaves one direction
    /// free (positions y_k = k·g with nothing fixing g) moves every variable of the chain.
    func testAnOpenEqualSpacingChainLeavesEveryPositionFree() {
        let n = 500
        let probe = NullSpaceProbe(rows: equalSpacingChain(n), count: n + 1)
        XCTAssertLessThanOrEqual(probe.substitutions, n)
        let moved = probe.movedVariables()
        // y_1 ... y_(n-1) and g move together (y_k = k·g); variable 0 is in no row.
        XCTAssertEqual(moved.filter { $0 }.count, n + 1)
    }

    /// y_1 = g and y_k = y_(k-1) + g for k < n: the positions are variables 1 ... n - 1 and the
    /// gap g is variable n (variable 0 is in no row).
    private func equalSpacingChain(_ n: Int) -> [[(Int, Double)]] {
        var rows: [[(Int, Double)]] = [[(1, 1), (n, -1)]]
        for k in 2..<n { rows.append([(k, 1), (k - 1, -1), (n, -1)]) }
        return rows
    }
}
