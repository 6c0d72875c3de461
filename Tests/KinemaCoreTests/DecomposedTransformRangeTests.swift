import KinemaCore
import KinemaDerivations
import RealModule
import XCTest

/// Decomposition at the ends of the number range: every finite matrix decomposes to finite
/// numbers, as close to the exact scales as a `Double` holds them, and every matrix the direct
/// formula handles decomposes exactly as before.
final class DecomposedTransformRangeTests: XCTestCase {
    /// The direct formula, as the type's documentation states it (what the decomposition was before
    /// it handled overflow): `scaleX = hypot(a, b)`, `scaleY = (a d - b c) / scaleX`, or, when
    /// `scaleX` is 0, `scaleY = hypot(c, d)`.
    private func directScales(_ t: AffineTransform) -> (Double, Double) {
        let sx = Double.hypot(t.a, t.b)
        return sx != 0 ? (sx, (t.a * t.d - t.b * t.c) / sx) : (0, Double.hypot(t.c, t.d))
    }

    /// Whether the direct formula is exact to rounding for `t`: no overflow, a divisor in the
    /// normal range (or 0), and neither product of two non-zero entries below the normal range.
    private func directFormulaHolds(_ t: AffineTransform) -> Bool {
        let normal = Double.leastNormalMagnitude
        let (sx, sy) = directScales(t)
        guard sx.isFinite, sy.isFinite else { return false }
        if sx == 0 { return true }
        let ad = t.a * t.d, bc = t.b * t.c
        return sx >= normal && (abs(ad) >= normal || t.a == 0 || t.d == 0)
            && (abs(bc) >= normal || t.b == 0 || t.c == 0)
    }

    /// The largest finite magnitude, with the sign of `x`, when `x` is beyond it.
    private func clamped(_ x: Double) -> Double {
        Swift.min(Swift.max(x, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// Scale 1e300 with a rotation: a d and b c overflow, so the formula gave scaleY = inf - (-inf), not finite.
    /// The scales are 1e300 (|(cos t, sin t)| = 1 to a few ulps), the angle 0.6.
    func testAHugeScaleWithARotationDecomposesToItsScale() {
        let t = AffineTransform(scaleX: 1e300, y: 1e300).then(AffineTransform(rotationAngle: 0.6))
        XCTAssertFalse(directScales(t).1.isFinite, "the direct formula overflows here")
        let d = t.decomposed
        XCTAssertEqual(d.scaleX, 1e300, accuracy: 1e-15 * 1e300)
        XCTAssertEqual(d.scaleY, 1e300, accuracy: 1e-15 * 1e300)
        XCTAssertEqual(d.rotation, 0.6, accuracy: 1e-15)
        // Mirrored: scale (1e300, -1e300) shows as a negative scaleY.
        let m = AffineTransform(scaleX: 1e300, y: -1e300).then(AffineTransform(rotationAngle: -2))
        XCTAssertEqual(m.decomposed.scaleY, -1e300, accuracy: 1e-15 * 1e300)
        XCTAssertEqual(m.decomposed.rotation, -2, accuracy: 1e-15)
    }

    /// Entries at the largest finite magnitude M: the first row (M, M) is sqrt(2) M long, past M,
    /// so scaleX is clamped to M; scaleY = (M M + M M) / (sqrt(2) M) = sqrt(2) M, clamped too; a
    /// negative determinant gives -M. The angle is atan2(M, M) = pi/4.
    func testScalesPastTheLargestDoubleAreClamped() {
        let big = Double.greatestFiniteMagnitude
        let d = AffineTransform(a: big, b: big, c: -big, d: big, tx: 0, ty: 0).decomposed
        XCTAssertEqual(d.scaleX, big)
        XCTAssertEqual(d.scaleY, big)
        XCTAssertEqual(d.rotation, .pi / 4)
        XCTAssertEqual(AffineTransform(a: big, b: big, c: big, d: -big, tx: 0, ty: 0).decomposed.scaleY, -big)
        // A zero first row reads the second, whose length sqrt(2) M is clamped as well; the angle
        // is atan2(-c, d) = atan2(-M, M) = -pi/4.
        let z = AffineTransform(a: 0, b: 0, c: big, d: big, tx: 1, ty: 2).decomposed
        XCTAssertEqual([z.scaleX, z.scaleY, z.rotation, z.translateX, z.translateY], [0, big, -.pi / 4, 1, 2])
    }

    /// A first row in the subnormal range: a = 5e-324 (2^-1074), d = 0.7. The product a d = 0.7 *
    /// 2^-1074 rounded to 2^-1074, so the formula gave scaleY = 1; the scale is d itself, 0.7.
    /// With a = b = 3 * 2^-1074 the divisor hypot(a, b) = 3 sqrt(2) * 2^-1074 rounded to 4 units
    /// (scaleY 0.75); the scale is a d / hypot(a, b) = 1 / sqrt(2).
    func testATinyFirstRowKeepsTheSecondRowsScale() {
        let unit = Double.leastNonzeroMagnitude
        let t = AffineTransform(a: unit, b: 0, c: 0, d: 0.7, tx: 0, ty: 0)
        XCTAssertEqual(directScales(t).1, 1, "the direct formula loses the product below the normal range")
        XCTAssertEqual(t.decomposed.scaleY, 0.7)
        XCTAssertEqual(t.decomposed.scaleX, unit)
        let u = AffineTransform(a: 3 * unit, b: 3 * unit, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(directScales(u).1, 0.75)
        XCTAssertEqual(u.decomposed.scaleY, 1 / 2.0.squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(u.decomposed.rotation, .pi / 4)
        // A huge second row under a tiny first one: a d / hypot(a, b) = d = 1.7e308 exactly.
        let v = AffineTransform(a: unit, b: 0, c: 0, d: 1.7e308, tx: 0, ty: 0)
        XCTAssertEqual(v.decomposed.scaleY, 1.7e308)
    }

    /// 100,000 matrices of ordinary size (entries with exponents in [-480, 480], zeros and exact
    /// ones mixed in): the decomposition is the direct formula's, bit for bit.
    func testOrdinaryMatricesDecomposeExactlyAsTheFormulaSays() {
        var random = Derivation.SplitMix64(seed: 0xDEC0_4205)
        var checked = 0
        for _ in 0..<100_000 {
            let entries = (0..<6).map { _ in Self.entry(&random, exponents: -480...480) }
            let t = AffineTransform(
                a: entries[0], b: entries[1], c: entries[2], d: entries[3],
                tx: entries[4], ty: entries[5])
            let (sx, sy) = directScales(t)
            let d = t.decomposed
            XCTAssertEqual(d.scaleX.bitPattern, sx.bitPattern, "\(t)")
            XCTAssertEqual(d.scaleY.bitPattern, sy.bitPattern, "\(t)")
            let angle = sx != 0 ? Double.atan2(y: t.b, x: t.a) : Double.atan2(y: -t.c, x: t.d)
            XCTAssertEqual(d.rotation.bitPattern, angle.bitPattern, "\(t)")
            XCTAssertEqual([d.translateX, d.translateY], [t.tx, t.ty])
            checked += 1
        }
        XCTAssertEqual(checked, 100_000)
    }

    /// 100,000 matrices over the whole finite range (exponents -1074 to 1023): every decomposition
    /// is finite; where the direct formula holds it is that formula bit for bit, elsewhere it is
    /// within rounding of the exact scales, computed in 80-bit arithmetic (whose exponent range
    /// holds every product of two `Double`s): |scaleX - hypot(a, b)| within 4 ulps, and
    /// |scaleY - (a d - b c) / hypot(a, b)| within 8 ulps of hypot(c, d) (the size of the terms
    /// that cancel), each exact value clamped to the largest finite magnitude.
    func testEveryFiniteMatrixDecomposesToFiniteScales() {
        var random = Derivation.SplitMix64(seed: 0xF1_4173)
        var outsideTheFormula = 0
        for _ in 0..<100_000 {
            let e = (0..<4).map { _ in Self.entry(&random, exponents: -1074...1023) }
            let t = AffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: 0, ty: 0)
            let d = t.decomposed
            XCTAssertTrue(d.scaleX.isFinite && d.scaleY.isFinite && d.rotation.isFinite, "\(t)")
            if directFormulaHolds(t) {
                let (sx, sy) = directScales(t)
                XCTAssertEqual(d.scaleX.bitPattern, sx.bitPattern, "\(t)")
                XCTAssertEqual(d.scaleY.bitPattern, sy.bitPattern, "\(t)")
                continue
            }
            outsideTheFormula += 1
            #if (arch(i386) || arch(x86_64)) && !(os(Windows) || os(Android))
                let (a, b, c, dd) = (Float80(t.a), Float80(t.b), Float80(t.c), Float80(t.d))
                let sx = (a * a + b * b).squareRoot(), row2 = (c * c + dd * dd).squareRoot()
                let exactX = clamped(Double(sx))
                let exactY = sx == 0 ? clamped(Double(row2)) : clamped(Double((a * dd - b * c) / sx))
                XCTAssertLessThanOrEqual(abs(d.scaleX - exactX), 4 * exactX.ulp, "\(t)")
                XCTAssertLessThanOrEqual(abs(d.scaleY - exactY), 8 * clamped(Double(row2)).ulp, "\(t)")
            #endif
        }
        // The sample reaches past the formula often (a product of two entries overflows or
        // underflows for about half of the exponent pairs).
        XCTAssertGreaterThan(outsideTheFormula, 25_000)
    }

    /// A matrix entry: zero, one or minus one one time in eight each, else a random significand in
    /// [1, 2) with a random sign and an exponent drawn from `exponents` (subnormal below -1022).
    private static func entry(_ random: inout Derivation.SplitMix64, exponents: ClosedRange<Int>) -> Double {
        let pick = random.next() % 16
        if pick == 0 { return 0 }
        if pick == 1 { return 1 }
        if pick == 2 { return -1 }
        let exponent = exponents.lowerBound + Int(random.next() % UInt64(exponents.count))
        let significand = 1 + Double(random.next() >> 11) / 9_007_199_254_740_992
        let sign: FloatingPointSign = random.next() & 1 == 0 ? .plus : .minus
        return Double(sign: sign, exponent: exponent, significand: significand)
    }
}
