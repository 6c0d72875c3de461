import Foundation
@testable import KinemaRender
import XCTest

/// The keyframe fit, the easing's range and the masked-corner path, on values derived by hand.
final class LottieFitterTests: XCTestCase {
    private func samples(
        _ values: [Double], tolerance: Double,
        limits: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) -> LottieSamples {
        LottieSamples(
            frames: values.indices.map(Double.init), values: values.map { [$0] },
            tolerances: values.map { _ in [tolerance] }, limits: limits)
    }

    /// E(u) = 3 (1-u)^2 u a + 3 (1-u) u^2 b + u^3: E(0.5) = 3/8 (a + b) + 1/8.
    func testEasingProgressAndRange() {
        let e = LottieEasing(outY: 0.5, inY: 0.9)
        XCTAssertEqual(e.progress(0.5), 3.0 / 8 * 1.4 + 1.0 / 8, accuracy: 1e-15)
        XCTAssertEqual(LottieEasing.linear.progress(0.3), 0.3, accuracy: 1e-15)
        // outY 0, inY 1.5: E = 4.5 u^2 - 3.5 u^3, E' = 9 u - 10.5 u^2 = 0 at u = 6/7, where
        // E = 162/49 - 756/343 = 378/343.
        let over = LottieEasing(outY: 0, inY: 1.5).range
        XCTAssertEqual(over.lower, 0)
        XCTAssertEqual(over.upper, 378.0 / 343, accuracy: 1e-12)
        XCTAssertEqual(LottieEasing.linear.range.lower, 0)
        XCTAssertEqual(LottieEasing.linear.range.upper, 1)
    }

    /// Values lying exactly on one eased segment (10 + 90 E(k / 10), handles 0.5 and 0.9) are fitted
    /// with two keyframes and those handles (rounded to six decimals, which moves a value by at
    /// most 90 * 4/9 * 5e-7 = 2e-5, inside the 1e-4 tolerance).
    func testAnExactSegmentIsRecovered() throws {
        let e = LottieEasing(outY: 0.5, inY: 0.9)
        let track = LottieFitter.fitted(
            samples((0...10).map { 10 + 90 * e.progress(Double($0) / 10) }, tolerance: 1e-4))
        guard case .keyframes(let keys) = track else { return XCTFail("expected keyframes, got \(track)") }
        XCTAssertEqual(keys.map(\.frame), [0, 10])
        XCTAssertEqual(keys.map(\.value), [[10], [100]])
        XCTAssertEqual(keys[0].easing.outY, 0.5, accuracy: 1e-6)
        XCTAssertEqual(keys[0].easing.inY, 0.9, accuracy: 1e-6)
    }

    /// 100 sin(2 pi k / 60), k = 0 ... 60, within 0.05: every sample is met, and a cubic per tenth
    /// of a period suffices (cubic Hermite interpolation errs by at most h^4 / 384 max|f''''| =
    /// (2 pi / 10)^4 / 384 * 100 = 0.041), so the fit needs far fewer than 61 keyframes.
    func testASineIsFittedWithinTolerance() {
        let values = (0...60).map { 100 * sin(2 * Double.pi * Double($0) / 60) }
        let track = LottieFitter.fitted(samples(values, tolerance: 0.05))
        for (k, v) in values.enumerated() {
            XCTAssertEqual(track.value(atFrame: Double(k))[0], v, accuracy: 0.05, "frame \(k)")
        }
        XCTAssertLessThanOrEqual(track.keyframeCount, 16)
        XCTAssertEqual(LottieFitter.everyFrame(samples(values, tolerance: 0.05)).keyframeCount, 61)
    }

    /// 10 - 10 E(u) with handles 0 and 1.5 dips to 10 (1 - 378/343) = -1.02 between its samples
    /// (at u = 0, 1/4, 1/2, 3/4, 1 the lowest is 10 (1 - 1.0546875) = -0.547): one segment when the
    /// limits allow -1.1, none when they stop at -0.6.
    func testLimitsHoldBetweenSamples() {
        let e = LottieEasing(outY: 0, inY: 1.5)
        let values = (0...4).map { 10 - 10 * e.progress(Double($0) / 4) }
        XCTAssertEqual(values[3], 10 * (1 - 1.0546875), accuracy: 1e-12)
        XCTAssertNotNil(LottieFitter.segment(samples(values, tolerance: 1e-6, limits: -1.1...20), from: 0, to: 4))
        XCTAssertNil(LottieFitter.segment(samples(values, tolerance: 1e-6, limits: -0.6...20), from: 0, to: 4))
        let bounded = LottieFitter.fitted(samples(values, tolerance: 1e-6, limits: -0.6...20))
        for f in stride(from: 0.0, through: 4, by: 0.01) {
            XCTAssertGreaterThanOrEqual(bounded.value(atFrame: f)[0], -0.6, "frame \(f)")
        }
    }

    /// Samples within tolerance of one value are a constant: their range's midpoint.
    func testNearlyConstantValuesAreOneValue() {
        XCTAssertEqual(LottieFitter.fitted(samples([1, 1.05, 0.95, 1.02], tolerance: 0.06)), .constant([1]))
        XCTAssertEqual(LottieFitter.fitted(samples([1, 1.2], tolerance: 0.06)).keyframeCount, 2)
        XCTAssertEqual(LottieFitter.everyFrame(samples([3, 3, 3], tolerance: 0)), .constant([3]))
    }

    /// The eight-vertex outline of a 100 x 50 box whose corners are rounded by 10 (top-left),
    /// 0, 0 and 5 (bottom-left); kappa = 4/3 (sqrt 2 - 1).
    func testMaskedCornerPath() throws {
        let path = LottieShapes.path([100, 50, 10, 0, 0, 5])
        let k = 4.0 / 3 * (2.0.squareRoot() - 1)
        XCTAssertEqual(LottieShapes.kappa, k, accuracy: 1e-15)
        guard case .object(let members) = path.storage else { return XCTFail("not an object") }
        func points(_ key: String) -> [[Double]] {
            guard let value = members.first(where: { $0.0 == key })?.1, case .array(let items, _) = value.storage else {
                return []
            }
            return items.map { item in
                guard case .array(let xy, _) = item.storage else { return [] }
                return xy.compactMap { if case .number(let x) = $0.storage { x } else { nil } }
            }
        }
        XCTAssertEqual(
            points("v"), [[-40, -25], [50, -25], [50, -25], [50, 25], [50, 25], [-45, 25], [-50, 20], [-50, -15]])
        XCTAssertEqual(
            points("i"),
            [
                [-10 * LottieShapes.kappa, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
                [0, 5 * LottieShapes.kappa], [0, 0]
            ])
        XCTAssertEqual(
            points("o"),
            [
                [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [-5 * LottieShapes.kappa, 0], [0, 0],
                [0, -10 * LottieShapes.kappa]
            ])
    }

    /// The singular value decomposition recomposes the matrix: R(outer) S R(inner) = L.
    func testSingularValueDecompositionRecomposes() {
        let matrices = [
            AffineTransform(scaleX: 2, y: 0.5).then(AffineTransform(rotationAngle: 0.5)),
            AffineTransform(rotationAngle: 0.3).then(AffineTransform(scaleX: 2, y: 0.5)).then(
                AffineTransform(rotationAngle: 1)),
            AffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 0, ty: 0),
            AffineTransform(a: -1, b: 0.2, c: 0.3, d: 2, tx: 0, ty: 0)
        ]
        for m in matrices {
            let d = LottieViewFrame.singularValueDecomposition(m)
            let back = AffineTransform(rotationAngle: d.inner).then(AffineTransform(scaleX: d.scaleX, y: d.scaleY))
                .then(AffineTransform(rotationAngle: d.outer))
            for (x, y) in zip([back.a, back.b, back.c, back.d], [m.a, m.b, m.c, m.d]) {
                XCTAssertEqual(x, y, accuracy: 1e-12, "\(m)")
            }
        }
        // x' = x + 0.7 y has shear 0.7 relative to its larger scale (1).
        XCTAssertEqual(
            LottieViewFrame.shear(of: AffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 0, ty: 0)), 0.7, accuracy: 1e-15)
        XCTAssertEqual(
            LottieViewFrame.shear(of: AffineTransform(rotationAngle: 1).then(AffineTransform(scaleX: 3, y: 3))), 0,
            accuracy: 1e-15)
    }
}
