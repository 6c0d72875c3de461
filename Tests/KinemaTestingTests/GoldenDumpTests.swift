import Kinema
import KinemaTesting
import XCTest

/// The dump format: fixed decimals, `-0` normalised, one line per view, headers.
final class GoldenDumpTests: XCTestCase {
    func testFixedDecimalsRoundHalfAwayFromZeroAndNormalizeNegativeZero() {
        XCTAssertEqual(GoldenDump.fixed(1.5, decimals: 2), "1.50")
        XCTAssertEqual(GoldenDump.fixed(-2.25, decimals: 1), "-2.3") // 22.5 is exact: away from zero
        XCTAssertEqual(GoldenDump.fixed(2.5, decimals: 0), "3")
        XCTAssertEqual(GoldenDump.fixed(0.000_000_4), "0.000000")
        XCTAssertEqual(GoldenDump.fixed(-0.000_000_4), "0.000000") // would be "-0.000000"
        XCTAssertEqual(GoldenDump.fixed(-0.0), "0.000000")
        XCTAssertEqual(GoldenDump.fixed(-0.000_000_6), "-0.000001")
        XCTAssertEqual(GoldenDump.fixed(187.5), "187.500000")
        XCTAssertEqual(GoldenDump.fixed(.nan), "nan")
        XCTAssertEqual(GoldenDump.fixed(-.infinity), "-inf")
        XCTAssertEqual(GoldenDump.fixed(3e12), "3000000000000.0")
    }

    func testRenderPrintsHeaderColumnsAndOneLinePerView() throws {
        let scene = Scene(size: Size(width: 100, height: 50))
        let box = View(name: "box", frame: Rect(x: 10, y: 20, width: 30, height: 4))
        box.backgroundColor = .white
        box.alpha = 0.5
        box.cornerRadius = 2
        box.transform = AffineTransform(rotationAngle: -0.0)
        try scene.root.addSubview(box)
        let dump = GoldenDump.render([scene.snapshot()], header: ["box at (25, 22)", "two\nlines"], decimals: 2)
        XCTAssertEqual(
            dump,
            """
            # box at (25, 22)
            # two
            # lines
            # columns: t view centerX centerY width height rotation scaleX scaleY translateX translateY alpha cornerRadius borderWidth color hidden
            0.00 root 50.00 25.00 100.00 50.00 0.00 1.00 1.00 0.00 0.00 1.00 0.00 0.00 #00000000 0
            0.00 box 25.00 22.00 30.00 4.00 0.00 1.00 1.00 0.00 0.00 0.50 2.00 0.00 #FFFFFFFF 0

            """)
    }
}
