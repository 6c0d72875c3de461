import Kinema
import KinemaCore
import XCTest

/// Where an emission's particles are born, and its particles inside copies: 100 births a
/// second that never move, living 1 s, from a shape centred on (50, 50) of a 100 x 100 view at
/// the root's origin; at 0.5 s, 50 are alive.
final class EmissionShapeTests: XCTestCase {
    private func places(_ shape: Emission.Shape, _ mode: Emission.Mode, size: Size = Size(width: 40, height: 20))
        throws -> [Point]
    {
        let scene = Scene(size: Size(width: 200, height: 200))
        let emitter = View(name: "e", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try scene.root.addSubview(emitter)
        try emitter.setEmission(
            Emission(
                cells: [EmitterCell(birthRate: 100, lifetime: 1)], position: Point(x: 50, y: 50), size: size,
                shape: shape, mode: mode, seed: 7))
        try scene.advance(to: 0.5)
        let shown = scene.snapshot().views.dropFirst(2).filter { !$0.isHidden }.map(\.center)
        XCTAssertEqual(shown.count, 51, "births at 0, 0.01, ..., 0.5")
        return shown
    }

    /// A point emits at the position; a circle in `points` mode at its centre.
    func testAPointEmitsAtThePosition() throws {
        XCTAssertEqual(Set(try places(.point, .volume)), [Point(x: 50, y: 50)])
        XCTAssertEqual(Set(try places(.circle, .points)), [Point(x: 50, y: 50)])
    }

    /// A line of width 40 emits along y = 50 between x = 30 and 70, spread over it.
    func testALineEmitsAlongItsWidth() throws {
        let shown = try places(.line, .surface)
        XCTAssertTrue(shown.allSatisfy { $0.y == 50 && $0.x >= 30 && $0.x < 70 })
        XCTAssertGreaterThan(Set(shown.map(\.x)).count, 40)
    }

    /// A 40 x 20 rectangle: inside it (x in [30, 70), y in [40, 60)); on its outline (one edge
    /// exactly); at its four corners only.
    func testARectangleEmitsInsideOnItsOutlineOrAtItsCorners() throws {
        let inside = try places(.rectangle, .surface)
        XCTAssertTrue(inside.allSatisfy { $0.x >= 30 && $0.x < 70 && $0.y >= 40 && $0.y < 60 })
        let outline = try places(.rectangle, .outline)
        for p in outline {
            let onEdge =
                (abs(p.x - 30) < 1e-9 || abs(p.x - 70) < 1e-9) && p.y >= 40 - 1e-9 && p.y <= 60 + 1e-9
                || (abs(p.y - 40) < 1e-9 || abs(p.y - 60) < 1e-9) && p.x >= 30 - 1e-9 && p.x <= 70 + 1e-9
            XCTAssertTrue(onEdge, "\(p)")
        }
        let corners: Set<Point> = [
            Point(x: 30, y: 40), Point(x: 70, y: 40), Point(x: 30, y: 60), Point(x: 70, y: 60)
        ]
        XCTAssertEqual(Set(try places(.rectangle, .points)), corners)
    }

    /// A circle of diameter 40: within 20 pt of the centre; on its outline, exactly 20 pt.
    func testACircleEmitsInsideOrOnItsOutline() throws {
        func distance(_ p: Point) -> Double { ((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot() }
        XCTAssertTrue(try places(.circle, .volume).allSatisfy { distance($0) <= 20 })
        XCTAssertTrue(try places(.circle, .outline).allSatisfy { abs(distance($0) - 20) < 1e-9 })
    }

    /// An emitter inside a replicator of 3 copies 0.5 s apart: copy k's particles run 0.5 k s
    /// behind (2 births a second living 1.5 s, 4 slots: at 1.2 s, 3, 2 and 1 shown) and are named
    /// with the copy's suffix. A replicator's own particles are not copied.
    func testParticlesInsideCopiesRunOnTheCopiesClocks() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let row = View(name: "row", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        row.replication = Replication(count: 3, transform: AffineTransform(translationX: 10, y: 0), delay: 0.5)
        try scene.root.addSubview(row)
        let emitter = View(name: "e", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try row.addSubview(emitter)
        try emitter.setEmission(Emission(cells: [EmitterCell(birthRate: 2, lifetime: 1.5, velocity: 10)]))
        try row.setEmission(Emission(cells: [EmitterCell(birthRate: 1, lifetime: 1)]))
        try scene.advance(to: 1.2)
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.count, 2 + 2 + 3 * 5)
        XCTAssertEqual(frame.views[2...3].map(\.name), ["row particle 1", "row particle 2"])
        XCTAssertEqual(
            frame.views[4...].map(\.name),
            ["e"] + (1...4).map { "e particle \($0)" } + ["e #2"] + (1...4).map { "e particle \($0) #2" } + ["e #3"]
                + (1...4).map { "e particle \($0) #3" })
        let shown = [5, 10, 15].map { first in frame.views[first..<first + 4].filter { !$0.isHidden }.count }
        XCTAssertEqual(shown, [3, 2, 1])
        // Copy 2's one particle (born at its local 0, 0.2 s old) sits 2 x 10 pt further right.
        XCTAssertEqual(frame["e particle 1 #3"]?.center.x ?? 0, 20 + 10 * 0.2, accuracy: 1e-9)
    }
}
