import XCTest

@testable import KinemaCore

/// The number formats against a plain reference written with strings: pad the rounded integer's
/// digits, put the point `decimals` from the right, then drop trailing zeros one by one (the
/// formatter builds each string at once from its digits instead).
final class DecimalTextTests: XCTestCase {
    private func referenceFixed(_ x: Double, _ decimals: Int) -> String? {
        guard x.isFinite else { return nil }
        let places = max(0, min(decimals, 400))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(x) < 1e12, scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let sign = x < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return sign + padded[..<split] + "." + padded[split...]
    }

    private func referenceTrimmed(_ x: Double, _ decimals: Int) -> String? {
        guard var s = referenceFixed(x, decimals) else { return nil }
        guard s.contains("."), !s.contains("e") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    func testExamples() {
        XCTAssertEqual(DecimalText.fixed(-0.256, decimals: 2), "-0.26")
        XCTAssertEqual(DecimalText.fixed(0.5, decimals: 0), "1")
        XCTAssertEqual(DecimalText.fixed(12.25, decimals: 3), "12.250")
        XCTAssertEqual(DecimalText.fixed(-0.0001, decimals: 3), "0.000")
        XCTAssertEqual(DecimalText.trimmed(2.50, decimals: 3), "2.5")
        XCTAssertEqual(DecimalText.trimmed(-0.0001, decimals: 3), "0")
        XCTAssertEqual(DecimalText.trimmed(100, decimals: 3), "100")
        XCTAssertEqual(DecimalText.trimmed(-1200.0405, decimals: 3), "-1200.041")
        XCTAssertEqual(DecimalText.trimmed(1e12, decimals: 3), "1000000000000")
        XCTAssertEqual(DecimalText.trimmed(1e20, decimals: 3), "1e+20")
        XCTAssertNil(DecimalText.trimmed(.nan, decimals: 3))
        XCTAssertNil(DecimalText.fixed(-.infinity, decimals: 3))
    }

    /// 200,000 values over every magnitude the drawings meet and past them (mantissa times a
    /// power of ten from 1e-10 to 1e14, either sign, some exact halves and integers), at 0 to 9
    /// decimals and a few large counts: the same text as the reference.
    func testAgreesWithTheStringReference() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for n in 0..<200_000 {
            let mantissa = Double(next() % 1_000_000_007) / 1_000_000_007
            let exponent = Int(next() % 25) - 10
            var x = mantissa
            for _ in 0..<abs(exponent) { x = exponent < 0 ? x / 10 : x * 10 }
            switch n % 5 {
            case 0: x = (x * 8).rounded() / 8 // exact binary fractions, halves included
            case 1: x = x.rounded()
            default: break
            }
            if next() % 2 == 0 { x = -x }
            let decimals = n % 50 == 0 ? [12, 17, 25, 400][Int(next() % 4)] : Int(next() % 10)
            XCTAssertEqual(DecimalText.fixed(x, decimals: decimals), referenceFixed(x, decimals), "\(x) \(decimals)")
            XCTAssertEqual(
                DecimalText.trimmed(x, decimals: decimals), referenceTrimmed(x, decimals), "\(x) \(decimals)")
        }
    }
}
