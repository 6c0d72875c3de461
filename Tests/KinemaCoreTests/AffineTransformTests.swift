import RealModule
import XCTest

@testable import KinemaCore

/// Affine transforms: composition order, inversion, rectangles (UIKit conventions).
final class AffineTransformTests: XCTestCase {
    private func assertEqual(
        _ p: Point, _ x: Double, _ y: Double, accuracy: Double = 1e-12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    func testCompositionOrderIsInTheName() {
        let move = AffineTransform(translationX: 10, y: 0)
        let turn = AffineTransform(rotationAngle: .pi / 2)
        // Translate first, then rotate a quarter turn clockwise on screen: (0,0) -> (10,0) -> (0,10),
        // since rotation maps (x, y) to (x cos - y sin, x sin + y cos).
        assertEqual(move.then(turn).apply(to: Point.zero), 0, 10)
        assertEqual(turn.preceded(by: move).apply(to: Point.zero), 0, 10)
        // Rotate first (the origin stays), then translate: (10, 0).
        assertEqual(turn.then(move).apply(to: Point.zero), 10, 0)
        assertEqual(move.preceded(by: turn).apply(to: Point.zero), 10, 0)
    }

    func testMatrixEntriesOfScaleAndTranslate() {
        // Scale (2, 3) then translate (5, 7): [2, 0, 0, 3, 5, 7]; (1, 1) -> (2, 3) -> (7, 10).
        let st = AffineTransform(scaleX: 2, y: 3).then(AffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(st, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        assertEqual(st.apply(to: Point(x: 1, y: 1)), 7, 10)
        // Translate then scale: the translation is scaled too, [2, 0, 0, 3, 10, 21]; (1, 1) -> (6, 8) -> (12, 24).
        let ts = AffineTransform(translationX: 5, y: 7).then(AffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(ts, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        assertEqual(ts.apply(to: Point(x: 1, y: 1)), 12, 24)
        // Vectors ignore the translation.
        XCTAssertEqual(ts.apply(to: Vector(dx: 1, dy: 1)), Vector(dx: 2, dy: 3))
        XCTAssertEqual(ts.determinant, 6)
        XCTAssertTrue(AffineTransform.identity.isIdentity)
    }

    func testInversion() throws {
        let t = AffineTransform(scaleX: 2, y: 4).then(AffineTransform(rotationAngle: 0.3))
            .then(AffineTransform(translationX: 5, y: -3))
        let inverse = try XCTUnwrap(t.inverted())
        let p = Point(x: 3.5, y: -7)
        assertEqual(inverse.apply(to: t.apply(to: p)), p.x, p.y)
        let round = t.then(inverse)
        for (got, want) in [(round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0)] {
            XCTAssertEqual(got, want, accuracy: 1e-12)
        }
        // Translation (5, 7)'s inverse is exactly (-5, -7).
        XCTAssertEqual(AffineTransform(translationX: 5, y: 7).inverted(), AffineTransform(translationX: -5, y: -7))
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverted())
        XCTAssertNil(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted())
    }

    func testBoundingBoxOfATransformedRect() {
        // (0, 0, 10, 20) turned a quarter clockwise: corners (0,0), (0,10), (-20,10), (-20,0)
        // -> bounding box (-20, 0, 20, 10).
        let quarter = AffineTransform(rotationAngle: .pi / 2).apply(to: Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(quarter.origin.x, -20, accuracy: 1e-12)
        XCTAssertEqual(quarter.origin.y, 0, accuracy: 1e-12)
        XCTAssertEqual(quarter.width, 20, accuracy: 1e-12)
        XCTAssertEqual(quarter.height, 10, accuracy: 1e-12)
        // A 2 x 2 square turned by pi/4: corners (0,0), (r2, r2), (0, 2 r2), (-r2, r2), r2 = sqrt 2.
        let r2 = 2.0.squareRoot()
        let eighth = AffineTransform(rotationAngle: .pi / 4).apply(to: Rect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(eighth.origin.x, -r2, accuracy: 1e-12)
        XCTAssertEqual(eighth.origin.y, 0, accuracy: 1e-12)
        XCTAssertEqual(eighth.width, 2 * r2, accuracy: 1e-12)
        XCTAssertEqual(eighth.height, 2 * r2, accuracy: 1e-12)
        // Scale and translate: (1, 1, 2, 3) under scale (2, -1) then translate (0, 10):
        // x 2..6, y -1..-4 then +10 -> 6..9: (2, 6, 4, 3).
        let flipped = AffineTransform(scaleX: 2, y: -1).then(AffineTransform(translationX: 0, y: 10))
            .apply(to: Rect(x: 1, y: 1, width: 2, height: 3))
        XCTAssertEqual(flipped, Rect(x: 2, y: 6, width: 4, height: 3))
    }

    func testRectBasics() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        XCTAssertEqual(r.minX, 6)
        XCTAssertEqual(r.maxX, 10)
        XCTAssertEqual(r.standardized, Rect(x: 6, y: 20, width: 4, height: 6))
        XCTAssertTrue(r.contains(Point(x: 6, y: 20)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 20))) // half-open
        XCTAssertEqual(
            Rect(center: Point(x: 5, y: 5), size: Size(width: 4, height: 2)), Rect(x: 3, y: 4, width: 4, height: 2))
        XCTAssertEqual(
            Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: -70, dy: -70),
            Rect(x: -70, y: -70, width: 150, height: 150))
        XCTAssertNil(Rect(x: 0, y: 0, width: 1, height: 1).intersection(Rect(x: 2, y: 2, width: 1, height: 1)))
    }
}
