import Foundation
import KinemaCore
import KinemaDerivations
import XCTest

/// Building paths (arcs, rectangles, ellipses, transforms) and measuring them as motion.
final class BezierPathTests: XCTestCase {
    func testElementsAsAdded() {
        var path = BezierPath()
        path.addLine(to: Point(x: 1, y: 2)) // no current point: a move
        path.addQuadCurve(to: Point(x: 5, y: 0), control: Point(x: 3, y: 3))
        path.close()
        path.close() // a second close adds nothing
        XCTAssertEqual(
            path.elements,
            [.move(to: Point(x: 1, y: 2)), .quadCurve(to: Point(x: 5, y: 0), control: Point(x: 3, y: 3)), .close])
        XCTAssertEqual(path.currentPoint, Point(x: 1, y: 2), "a close returns to the subpath's start")
        XCTAssertEqual(path.controlPointBounds, Rect(x: 1, y: 0, width: 4, height: 3))
        let moved = path.applying(AffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(moved.points, [Point(x: 11, y: 2), Point(x: 13, y: 3), Point(x: 15, y: 0)])
    }

    /// The arc's turn: growing (clockwise) or shrinking, less than a full turn, a full one when
    /// the angles are a turn or more apart, none when they coincide. A piece turns at most a
    /// quarter, so the count of curves is ⌈turn / (π/2)⌉.
    func testArcTurns() throws {
        func curves(_ start: Double, _ end: Double, clockwise: Bool) -> Int {
            var path = BezierPath()
            path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
            return path.elements.filter { if case .curve = $0 { true } else { false } }.count
        }
        let pi = Double.pi
        XCTAssertEqual(curves(0, pi / 2, clockwise: true), 1)
        XCTAssertEqual(curves(0, pi / 2, clockwise: false), 3) // the long way round, 3π/2
        XCTAssertEqual(curves(0, -pi / 2, clockwise: true), 3)
        XCTAssertEqual(curves(0, 2 * pi, clockwise: false), 4) // a turn apart: a full circle
        XCTAssertEqual(curves(0, 5 * pi, clockwise: true), 4)
        XCTAssertEqual(curves(1, 1, clockwise: true), 0)
        XCTAssertEqual(curves(0, 0.1, clockwise: true), 1)
        // After a current point, a line to the arc's start comes first.
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(center: Point(x: 50, y: 0), radius: 10, startAngle: pi, endAngle: 0, clockwise: true)
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 40, y: 0 + 10 * Double.sin(pi))))
    }

    /// A quarter-turn curve of radius r has its controls 4/3 tan(π/8) r along the tangents; a
    /// full circle's length is four of that curve's (Simpson's rule), within 0.03 % of 2πr (the
    /// cubic is not exactly a circle).
    func testTheCircleAsMotion() throws {
        var circle = BezierPath()
        circle.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        let motion = try PathMotion(circle)
        XCTAssertEqual(motion.segmentCount, 4)
        let k = 4.0 / 3 * (2.0.squareRoot() - 1) * 100 // 4/3 tan(π/8) r
        let quarter: [Derivation.XY] = [(100, 0), (100, k), (k, 100), (0, 100)]
        XCTAssertEqual(motion.length, 4 * Derivation.cubicLength(quarter), accuracy: 1e-9)
        XCTAssertEqual(motion.length / (2 * Double.pi * 100), 1, accuracy: 3e-4)
        let v = motion.vertices
        XCTAssertEqual(v.count, 5)
        XCTAssertEqual(v[2].x, -100, accuracy: 1e-12)
        XCTAssertEqual(v[2].y, 0, accuracy: 1e-12)
        // A tenth of the length along: bisection on the first curve's Simpson length.
        let t = Derivation.cubicParameter(quarter, atLength: motion.length / 10)
        let expected = Derivation.cubicPoint(quarter, t)
        let place = motion.point(at: motion.position(atLengthFraction: 0.1))
        XCTAssertEqual(place.x, expected.x, accuracy: 1e-8)
        XCTAssertEqual(place.y, expected.y, accuracy: 1e-8)
        // Heading down at the start (angle π/2), left at the bottom (π).
        XCTAssertEqual(motion.tangentAngle(at: 0), Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(abs(motion.tangentAngle(at: 1)), Double.pi, accuracy: 1e-12)
        // Without the table: the same points, no length, places by length stay at the start.
        let unmeasured = try PathMotion(circle, measuringLength: false)
        XCTAssertEqual(unmeasured.point(at: 1.5), motion.point(at: 1.5))
        XCTAssertEqual(unmeasured.length, 0)
        XCTAssertEqual(unmeasured.position(atLengthFraction: 0.5), 0)
        XCTAssertEqual(unmeasured.position(atLengthFraction: 1), 4)
    }

    /// Degenerate directions: a curve whose first control point sits on its start heads for the
    /// second control point; a segment that is a single point takes its neighbour's direction.
    func testDirectionsWhereTheDerivativeVanishes() throws {
        var path = BezierPath()
        path.move(to: .zero)
        path.addCurve(to: Point(x: 10, y: 10), control1: .zero, control2: Point(x: 0, y: 10))
        path.addLine(to: Point(x: 10, y: 10))
        let motion = try PathMotion(path)
        XCTAssertEqual(motion.tangentAngle(at: 0), Double.pi / 2, accuracy: 1e-5) // towards (0, 10)
        XCTAssertEqual(motion.tangentAngle(at: 1.5), 0, accuracy: 1e-5) // arriving from (0, 10): rightwards
        XCTAssertThrowsError(try PathMotion(BezierPath())) {
            XCTAssertEqual($0 as? ValueError, .empty("path segments"))
        }
        var huge = BezierPath()
        huge.move(to: Point(x: -1e308, y: 0))
        huge.addLine(to: Point(x: 1e308, y: 0))
        XCTAssertThrowsError(try PathMotion(huge)) { XCTAssertEqual($0 as? ValueError, .notRepresentable("path")) }
    }

    /// Trimming by length: lines are cut exactly; a cubic cut at parameters 0 ... t keeps its
    /// polynomial, so the piece's own middle is the original curve at t / 2.
    func testTrimmingByLength() throws {
        var corner = BezierPath()
        corner.move(to: .zero)
        corner.addLine(to: Point(x: 100, y: 0))
        corner.addLine(to: Point(x: 100, y: 50))
        let motion = try PathMotion(corner)
        let cut = motion.trimmed(from: 0.2, to: 0.8)
        guard case .move? = cut.elements.first, case .line? = cut.elements.last, cut.elements.count == 3 else {
            return XCTFail("\(cut.elements)")
        }
        let expected = [Point(x: 30, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 20)]
        for (p, q) in zip(cut.points, expected) {
            XCTAssertEqual(p.x, q.x, accuracy: 1e-9)
            XCTAssertEqual(p.y, q.y, accuracy: 1e-9)
        }
        XCTAssertEqual(motion.trimmed(from: 0, to: 1).elements, [.move(to: .zero)] + corner.elements.dropFirst())
        XCTAssertTrue(motion.trimmed(from: 0.7, to: 0.3).isEmpty)
        XCTAssertTrue(motion.trimmed(from: .nan, to: .nan).isEmpty)

        var arc = BezierPath()
        arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        let k = 4.0 / 3 * (2.0.squareRoot() - 1) * 100
        let quarter: [Derivation.XY] = [(100, 0), (100, k), (k, 100), (0, 100)]
        let half = try PathMotion(arc).trimmed(from: 0, to: 0.5)
        guard case let .curve(end, c1, c2)? = half.elements.last else { return XCTFail("\(half.elements)") }
        let t = Derivation.cubicParameter(quarter, atLength: Derivation.cubicLength(quarter) / 2)
        let expectedEnd = Derivation.cubicPoint(quarter, t)
        XCTAssertEqual(end.x, expectedEnd.x, accuracy: 1e-8)
        XCTAssertEqual(end.y, expectedEnd.y, accuracy: 1e-8)
        let piece: [Derivation.XY] = [(100, 0), (c1.x, c1.y), (c2.x, c2.y), (end.x, end.y)]
        let middle = Derivation.cubicPoint(piece, 0.5), original = Derivation.cubicPoint(quarter, t / 2)
        XCTAssertEqual(middle.x, original.x, accuracy: 1e-8)
        XCTAssertEqual(middle.y, original.y, accuracy: 1e-8)
    }

    /// A rounded rectangle, element by element: from (x0 + r, y0) along the top, each corner one
    /// quarter-ellipse cubic whose handles lie k = 4/3 tan(π/8) of the corner's width and height
    /// along the sides, and a close for the last side. Its length is the straight sides, 2(w + h)
    /// - 4(rx + ry), plus four of the corner cubic's (Simpson's rule).
    func testRoundedRectangle() throws {
        let k = 4.0 / 3 * tan(Double.pi / 8) // as addEllipse's handles
        let rect = Rect(x: 10, y: 20, width: 100, height: 60)
        let path = BezierPath(roundedRect: rect, cornerWidth: 12, cornerHeight: 8)
        let (x0, y0, x1, y1, rx, ry) = (10.0, 20.0, 110.0, 80.0, 12.0, 8.0)
        XCTAssertEqual(
            path.elements,
            [
                .move(to: Point(x: x0 + rx, y: y0)),
                .line(to: Point(x: x1 - rx, y: y0)),
                .curve(
                    to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + k * rx, y: y0),
                    control2: Point(x: x1, y: y0 + ry - k * ry)),
                .line(to: Point(x: x1, y: y1 - ry)),
                .curve(
                    to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + k * ry),
                    control2: Point(x: x1 - rx + k * rx, y: y1)),
                .line(to: Point(x: x0 + rx, y: y1)),
                .curve(
                    to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - k * rx, y: y1),
                    control2: Point(x: x0, y: y1 - ry + k * ry)),
                .line(to: Point(x: x0, y: y0 + ry)),
                .curve(
                    to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - k * ry),
                    control2: Point(x: x0 + rx - k * rx, y: y0)),
                .close
            ])
        let corner: [Derivation.XY] = [(0, 0), (k * rx, 0), (rx, ry - k * ry), (rx, ry)]
        let motion = try PathMotion(path)
        XCTAssertEqual(
            motion.length, 2 * (100 + 60) - 4 * (rx + ry) + 4 * Derivation.cubicLength(corner), accuracy: 1e-9)
        // A negative size is made positive first: the same path.
        XCTAssertEqual(
            BezierPath(
                roundedRect: Rect(x: 110, y: 80, width: -100, height: -60), cornerWidth: 12,
                cornerHeight: 8), path)
    }

    /// A corner's width is clamped to half the width and its height to half the height, each on
    /// its own (Core Graphics' quarter ellipses): a 100 x 60 rectangle with corners of 1,000 is
    /// an ellipse-like loop of four corners 50 wide and 30 high, with no side left. A square
    /// corner is a line to the corner point; no positive or finite size leaves every corner
    /// square, as `addRect` draws them (whose last side is the close).
    func testRoundedRectangleClampsAndSquareCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let loop = BezierPath(roundedRect: rect, cornerWidth: 1000, cornerHeight: 1000)
        XCTAssertEqual(loop.elements.first, .move(to: Point(x: 50, y: 0)))
        XCTAssertEqual(
            loop.elements.dropFirst().map { if case .curve(let to, _, _) = $0 { to } else { nil } },
            [Point(x: 100, y: 30), Point(x: 50, y: 60), Point(x: 0, y: 30), Point(x: 50, y: 0), nil],
            "four corners and the close, no side")
        for size in [0, -5, Double.nan, Double.infinity] {
            XCTAssertEqual(
                BezierPath(roundedRect: rect, cornerWidth: size, cornerHeight: 10), BezierPath(rect: rect), "\(size)")
        }
        let one = BezierPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, corners: .bottomRight)
        let k = 4.0 / 3 * tan(Double.pi / 8) // as addEllipse's handles
        XCTAssertEqual(
            one.elements,
            [
                .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 50)),
                .curve(
                    to: Point(x: 90, y: 60), control1: Point(x: 100, y: 50 + k * 10),
                    control2: Point(x: 90 + k * 10, y: 60)),
                .line(to: Point(x: 0, y: 60)), .close
            ])
    }
}
