import KinemaRender
import XCTest

/// Counts a caller chooses never reach an integer conversion that traps.
final class IntegerConversionTests: XCTestCase {
    func testFilmstripFrameChoiceForTheLargestCount() {
        // round(k (count - 1) / 11) for k = 11 is count - 1 = Int.max - 1, which as a Double is
        // 2^63: converting that back to Int traps, so the index is clamped to count - 1 instead.
        let chosen = Filmstrip.chosenIndices(count: Int.max)
        XCTAssertEqual(chosen.count, 12)
        XCTAssertEqual(chosen.first, 0)
        XCTAssertEqual(chosen.last, Int.max - 1)
        XCTAssertEqual(chosen, chosen.sorted())
        // Small counts are unchanged: 23 frames, k * 22 / 11 = 2k.
        XCTAssertEqual(Filmstrip.chosenIndices(count: 23), (0..<12).map { 2 * $0 })
    }
}
