import XCTest

@testable import KinemaCore

/// Colours: `#RRGGBBAA` parsing, printing with 8-bit rounding, component interpolation.
final class ColorTests: XCTestCase {
    func testHexRoundTrip() throws {
        // systemPink #FF2D55: 0x2D = 45, 0x55 = 85.
        let pink = try XCTUnwrap(Color(hex: "#FF2D55"))
        XCTAssertEqual(pink, Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1))
        XCTAssertEqual(pink, Color.systemPink)
        XCTAssertEqual(pink.hexString, "#FF2D55FF")
        // Lower case and alpha: 0x80 = 128.
        let translucent = try XCTUnwrap(Color(hex: "ff2d5580"))
        XCTAssertEqual(translucent.alpha, 128.0 / 255)
        XCTAssertEqual(translucent.hexString, "#FF2D5580")
        for byte in [0, 1, 127, 128, 254, 255] {
            let hex = String(byte, radix: 16, uppercase: true)
            let text = "#" + String(repeating: hex.count == 1 ? "0" + hex : hex, count: 4)
            XCTAssertEqual(Color(hex: text)?.hexString, text)
        }
    }

    func testRoundingAndClamping() {
        // 0.5 * 255 = 127.5 rounds half away from zero to 128 = 0x80; 0.2 * 255 = 51 = 0x33;
        // 0.7 * 255 = 178.5 -> 179 = 0xB3; out-of-range components clamp; NaN prints as 0.
        XCTAssertEqual(Color(red: 0.5, green: 0.2, blue: 0.7, alpha: 1).hexString, "#8033B3FF")
        XCTAssertEqual(Color(red: 1.2, green: -0.1, blue: .nan, alpha: 0).hexString, "#FF000000")
        // 0.6 alpha: 153 = 0x99.
        XCTAssertEqual(Color.systemPink.withAlpha(0.6).hexString, "#FF2D5599")
    }

    func testMalformedHexIsNil() {
        for text in ["", "#", "#12345", "#1234567", "#GG0000", "#+F+F+F", "#-0-0-0", "12 456", "#ＦＦ0000"] {
            XCTAssertNil(Color(hex: text), text)
        }
    }

    func testInterpolationIsComponentWise() {
        // Half way from opaque white to transparent black (straight, not premultiplied, alpha: Kinema's decision).
        let mid = Color.white.interpolated(to: .clear, fraction: 0.5)
        XCTAssertEqual(mid, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        XCTAssertEqual(mid.hexString, "#80808080")
    }
}
