import Kinema
import XCTest

/// The stops a gradient is drawn with (`GradientContent.drawnStops`), each worked out by hand.
final class GradientContentTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func stops(_ g: GradientContent) -> [Double] { g.drawnStops.map(\.location) }

    func testEvenSpacingAndOneColour() {
        // No locations: 0, 0.5, 1; a count that differs from the colours' is ignored the same way.
        XCTAssertEqual(stops(GradientContent(colors: [red, green, blue])), [0, 0.5, 1])
        XCTAssertEqual(stops(GradientContent(colors: [red, green, blue], locations: [0.2, 0.4])), [0, 0.5, 1])
        XCTAssertEqual(GradientContent(colors: [green]).drawnStops.map(\.color), [green, green])
        XCTAssertTrue(GradientContent(colors: []).drawnStops.isEmpty)
        XCTAssertTrue(GradientContent(colors: [red, .init(red: .nan, green: 0, blue: 0)]).drawnStops.isEmpty)
    }

    /// Locations [0.25, 0.75]: the ends take the first and last colours; a location below the one
    /// before it is raised to it ([0.6, 0.3] draws both at 0.6).
    func testEndsAndDecreasingLocations() {
        let g = GradientContent(colors: [red, blue], locations: [0.25, 0.75])
        XCTAssertEqual(g.drawnStops.map(\.location), [0, 0.25, 0.75, 1])
        XCTAssertEqual(g.drawnStops.map(\.color), [red, red, blue, blue])
        let raised = GradientContent(colors: [red, blue], locations: [0.6, 0.3])
        XCTAssertEqual(raised.drawnStops.map(\.location), [0, 0.6, 0.6, 1])
    }

    /// A shimmer's locations [-1, -0.5, 0] slid to [0.25, 0.75, 1.25]: only [0, 1] is drawn, the
    /// end colours interpolated: at 1, halfway between green at 0.75 and blue at 1.25.
    func testLocationsOutsideTheLineAreCut() {
        let before = GradientContent(colors: [red, green, blue], locations: [-1, -0.5, 0])
        XCTAssertEqual(before.drawnStops.map(\.location), [0, 1])
        XCTAssertEqual(before.drawnStops.map(\.color), [blue, blue])
        let during = GradientContent(colors: [red, green, blue], locations: [0.25, 0.75, 1.25])
        XCTAssertEqual(during.drawnStops.map(\.location), [0, 0.25, 0.75, 1])
        XCTAssertEqual(during.drawnStops.last?.color, Color(red: 0, green: 0.5, blue: 0.5))
    }

    /// A radial gradient's ellipse in a 100 x 60 bounds: from the centre (0.5, 0.5) to (1, 1) its
    /// half-width is 0.5 x 100 = 50 and its half-height 0.5 x 60 = 30; to (0.2, 0.5) (left, level)
    /// the half-width is 0.3 x 100 = 30 and the half-height 0: flat, so the whole bounds shows the
    /// last colour, blue, at both ends. An axial gradient is never flat.
    func testRadialEllipses() {
        let size = Size(width: 100, height: 60)
        let round = GradientContent(
            colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1), kind: .radial)
        XCTAssertEqual(round.radii(in: size).x, 50)
        XCTAssertEqual(round.radii(in: size).y, 30)
        XCTAssertFalse(round.isFlat(in: size))
        XCTAssertEqual(round.drawnStops(in: size).map(\.color), [red, blue])
        let flat = GradientContent(
            colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.2, y: 0.5), kind: .radial)
        XCTAssertEqual(flat.radii(in: size).x, 30, accuracy: 1e-12)
        XCTAssertEqual(flat.radii(in: size).y, 0)
        XCTAssertTrue(flat.isFlat(in: size))
        XCTAssertEqual(flat.drawnStops(in: size).map(\.location), [0, 1])
        XCTAssertEqual(flat.drawnStops(in: size).map(\.color), [blue, blue])
        // A half-height of 0.00001 x 60 = 0.0006 pt, below the thousandth of a point drawings
        // write: flat too.
        var thin = flat
        thin.endPoint = Point(x: 1, y: 0.50001)
        XCTAssertTrue(thin.isFlat(in: size))
        thin.endPoint = Point(x: 1, y: 0.5001)
        XCTAssertFalse(thin.isFlat(in: size), "0.006 pt")
        var axial = flat
        axial.kind = .axial
        XCTAssertFalse(axial.isFlat(in: size))
        XCTAssertEqual(axial.drawnStops(in: size).map(\.color), [red, blue])
    }
}
