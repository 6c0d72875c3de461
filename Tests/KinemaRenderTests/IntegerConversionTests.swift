import KinemaRender
import XCTest

/// Counts a caller chooses never reach an integer conversion that traps.
final class IntegerConversionTests: XCTestCase {
    func testFilmstripFrameChoiceForTheLargestCount() {
        // s = ceil((Int.max - 1) / 11): the 12th multiple of s passes Int.max, so stepping by s must
        // stop before it rather than overflow; the last frame, Int.max - 1, is always shown.
        let chosen = Filmstrip.chosenIndices(count: Int.max)
        XCTAssertEqual(chosen.count, 12)
        XCTAssertEqual(chosen.first, 0)
        XCTAssertEqual(chosen.last, Int.max - 1)
        XCTAssertEqual(chosen, chosen.sorted())
        // Small counts are unchanged: 23 frames, k * 22 / 11 = 2k.
        XCTAssertEqual(Filmstrip.chosenIndices(count: 23), (0..<12).map { 2 * $0 })
    }
}
