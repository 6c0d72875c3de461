import XCTest
import KinemaLayout

/// Strength values follow kiwi's strength.h: create(a, b, c, w) = clamp(a w)·1e6 + clamp(b w)·1e3
/// + clamp(c w) with clamp to [0, 1000].
final class StrengthTests: XCTestCase {
    func testNamedStrengthsHaveKiwisValues() {
        XCTAssertEqual(Strength.required.value, 1_001_001_000) // create(1000, 1000, 1000)
        XCTAssertEqual(Strength.strong.value, 1_000_000) // create(1, 0, 0)
        XCTAssertEqual(Strength.medium.value, 1_000) // create(0, 1, 0)
        XCTAssertEqual(Strength.weak.value, 1) // create(0, 0, 1)
        XCTAssertEqual(Strength.create(1000, 1000, 1000), .required)
        XCTAssertTrue(Strength.weak < Strength.medium && Strength.medium < Strength.strong)
        XCTAssertTrue(Strength.strong < Strength.required)
    }

    func testCreateClampsEachTierAndAppliesTheWeight() {
        XCTAssertEqual(Strength.create(1, 2, 3).value, 1_002_003) // 1e6 + 2e3 + 3
        XCTAssertEqual(Strength.create(1, 1, 1, weight: 2).value, 2_002_002) // each tier doubled
        XCTAssertEqual(Strength.create(2000, 0, 0).value, 1_000_000_000) // a clamped to 1000
        XCTAssertEqual(Strength.create(-5, 0, 0.5).value, 0.5) // a clamped to 0
        XCTAssertEqual(Strength.create(0, .nan, 7).value, 7) // NaN tier counts as 0
    }

    func testRawValuesAreClippedToTheRequiredRange() {
        XCTAssertEqual(Strength(2e9), .required)
        XCTAssertEqual(Strength(-1).value, 0)
        XCTAssertEqual(Strength(.nan).value, 0)
        XCTAssertEqual(Strength(.infinity), .required)
        XCTAssertEqual(Strength(12.5).value, 12.5)
        XCTAssertTrue(Strength(1_001_001_000).isRequired)
        XCTAssertFalse(Strength(1_001_000_999).isRequired)
    }

    func testAutoLayoutPrioritiesWeighAThousandTimesThePriority() {
        XCTAssertEqual(Strength(priority: 1000), .required)
        XCTAssertEqual(Strength(priority: 1200), .required)
        XCTAssertEqual(Strength(priority: 999).value, 999_000) // create(0, 999, 0)
        XCTAssertEqual(Strength(priority: 750).value, 750_000) // compression resistance
        XCTAssertEqual(Strength(priority: 250).value, 250_000) // hugging
        XCTAssertEqual(Strength(priority: 1).value, 1_000) // = medium
        XCTAssertEqual(Strength(priority: -3).value, 0)
        XCTAssertTrue(Strength(priority: 999) < .strong)
    }
}
