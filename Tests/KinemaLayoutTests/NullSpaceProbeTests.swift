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
}
