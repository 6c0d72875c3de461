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
}
