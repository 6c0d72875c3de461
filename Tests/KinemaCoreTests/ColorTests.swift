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

    /// UIKit's fixed colours, from UIColor's documentation: exact components.
    func testUIKitsFixedColors() {
        let expected: [(Color, Double, Double, Double, Double)] = [
            (.black, 0, 0, 0, 1), (.darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3, 1), (.gray, 0.5, 0.5, 0.5, 1),
            (.lightGray, 2.0 / 3, 2.0 / 3, 2.0 / 3, 1), (.white, 1, 1, 1, 1), (.clear, 0, 0, 0, 0),
            (.red, 1, 0, 0, 1), (.green, 0, 1, 0, 1), (.blue, 0, 0, 1, 1), (.cyan, 0, 1, 1, 1), (.yellow, 1, 1, 0, 1),
            (.magenta, 1, 0, 1, 1), (.orange, 1, 0.5, 0, 1), (.purple, 0.5, 0, 0.5, 1), (.brown, 0.6, 0.4, 0.2, 1)
        ]
        for (color, r, g, b, a) in expected {
            XCTAssertEqual(color, Color(red: r, green: g, blue: b, alpha: a), color.description)
        }
        // UIKit's `.red` is pure red; its adaptive red is another colour.
        XCTAssertEqual(Color.red.hexString, "#FF0000FF")
        XCTAssertNotEqual(Color.red, Color.systemRed)
    }

    /// UIKit's system colours in the light appearance: the 8-bit values of the Human Interface
    /// Guidelines' iOS table, written here as hex (R, G and B in base 16).
    func testUIKitsSystemColorsInTheLightAppearance() {
        let expected: [(Color, String)] = [
            (.systemRed, "#FF3B30FF"), (.systemOrange, "#FF9500FF"), (.systemYellow, "#FFCC00FF"),
            (.systemGreen, "#34C759FF"), (.systemMint, "#00C7BEFF"), (.systemTeal, "#30B0C7FF"),
            (.systemCyan, "#32ADE6FF"), (.systemBlue, "#007AFFFF"), (.systemIndigo, "#5856D6FF"),
            (.systemPurple, "#AF52DEFF"), (.systemPink, "#FF2D55FF"), (.systemBrown, "#A5845EFF"),
            (.systemGray, "#8E8E93FF")
        ]
        for (color, hex) in expected {
            XCTAssertEqual(color.hexString, hex)
            // Exactly n / 255 per component, as the hex parser gives it.
            XCTAssertEqual(Color(hex: hex), color, hex)
        }
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
