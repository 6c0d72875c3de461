import Kinema
import XCTest

/// The anchor point, Core Animation's: the point of the bounds, in unit coordinates, that sits at
/// the centre (the position) and that the transform turns about. Every expected frame is the
/// bounds placed so that `origin + anchor × size` is the position, then turned about it.
final class AnchorPointTests: XCTestCase {
    /// A 100 x 50 view at position (200, 100) in a 375 x 667 scene.
    private func door() throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let door = View(name: "door", frame: Rect(x: 150, y: 75, width: 100, height: 50))
        try scene.root.addSubview(door)
        return (scene, door)
    }

    private func assertEqual(_ a: Point, _ b: Point, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, message, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, message, line: line)
    }

    func testTheAnchorPlacesTheFrameAndTheTransformTurnsAboutIt() throws {
        let (scene, door) = try door()
        XCTAssertEqual(door.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(door.center, Point(x: 200, y: 100))
        // The left edge's middle at the position: the frame starts there, 25 pt above.
        door.anchorPoint = Point(x: 0, y: 0.5)
        XCTAssertEqual(door.center, Point(x: 200, y: 100), "the position stays")
        XCTAssertEqual(door.frame, Rect(x: 200, y: 75, width: 100, height: 50))
        // A quarter turn about the anchor: (x, y) -> (-y, x) of the local box (0...100, -25...25).
        door.transform = AffineTransform(rotationAngle: .pi / 2)
        let frame = door.frame
        XCTAssertEqual(frame.minX, 175, accuracy: 1e-9)
        XCTAssertEqual(frame.minY, 100, accuracy: 1e-9)
        XCTAssertEqual(frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 100, accuracy: 1e-9)
        // The frames agree: the hinge (bounds (0, 25)) stays, the far edge's middle (100, 25)
        // swings to 100 pt below it.
        let shown = try XCTUnwrap(scene.snapshot()["door"])
        assertEqual(shown.center, Point(x: 200, y: 100))
        assertEqual(shown.toRoot.apply(to: Point(x: 0, y: 25)), Point(x: 200, y: 100))
        assertEqual(shown.toRoot.apply(to: Point(x: 100, y: 25)), Point(x: 200, y: 200))
        // Touches find it where it shows, not where the centred door would be.
        XCTAssertTrue(scene.root.hitTest(Point(x: 200, y: 190)) === door)
        XCTAssertTrue(scene.root.hitTest(Point(x: 240, y: 100)) === scene.root)
        XCTAssertEqual(door.convert(Point(x: 100, y: 25), to: nil).map { $0.y.rounded() }, 200)

        // Setting the frame places the position by the anchor: (10, 20) + (1, 1) × (30, 40).
        door.transform = .identity
        door.anchorPoint = Point(x: 1, y: 1)
        door.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(door.center, Point(x: 40, y: 60))
        XCTAssertEqual(door.frame, Rect(x: 10, y: 20, width: 30, height: 40))
        door.anchorPoint = Point(x: .nan, y: 0)
        XCTAssertEqual(door.anchorPoint, Point(x: 1, y: 1))
        XCTAssertEqual(scene.diagnostics.filter { $0.message.contains("anchorPoint") }.count, 1)
    }

    /// An explicit `anchorPoint` animation, linear over 1 s from the middle to the top-left
    /// corner: half way the anchor is (0.25, 0.25), so the bounds' origin shows at
    /// `position - (0.25 × 100, 0.25 × 50)`.
    func testAnExplicitAnimationMovesTheAnchor() throws {
        let (scene, door) = try door()
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "anchorPoint")?.property, .anchorPoint)
        var slide = BasicAnimation(
            keyPath: AnimationKeyPath(.anchorPoint), from: .point(Point(x: 0.5, y: 0.5)), to: .point(.zero),
            timing: MediaTiming(duration: 1), timingFunction: .linear)
        slide.isRemovedOnCompletion = true
        try door.addAnimation(slide, forKey: "slide")
        try scene.advance(to: 0.5)
        let shown = try XCTUnwrap(scene.snapshot()["door"])
        assertEqual(shown.values.anchorPoint, Point(x: 0.25, y: 0.25))
        assertEqual(shown.toRoot.apply(to: .zero), Point(x: 200 - 25, y: 100 - 12.5))
        XCTAssertEqual(door.anchorPoint, Point(x: 0.5, y: 0.5), "the model stays")
    }

    /// Layout places a constrained view's frame whatever its anchor: the position is the solved
    /// origin plus the anchor times the solved size, and it follows a new anchor at the next pass.
    func testLayoutPlacesTheFrame() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let card = View(name: "card")
        try scene.root.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.anchorPoint = .zero
        try LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50)
        ])
        scene.layoutIfNeeded()
        XCTAssertEqual(card.center, Point(x: 10, y: 20))
        XCTAssertEqual(card.frame, Rect(x: 10, y: 20, width: 100, height: 50))
        card.anchorPoint = Point(x: 1, y: 1)
        XCTAssertEqual(card.frame, Rect(x: -90, y: -30, width: 100, height: 50), "moved until the next pass")
        card.setNeedsLayout()
        scene.layoutIfNeeded()
        XCTAssertEqual(card.center, Point(x: 110, y: 70))
        XCTAssertEqual(card.frame, Rect(x: 10, y: 20, width: 100, height: 50))

        // A view placed by its frame keeps its frame's constraints at the anchor's position:
        // a label pinned to its right edge follows where the frame shows.
        let box = View(name: "box", frame: Rect(x: 50, y: 300, width: 40, height: 40))
        try scene.root.addSubview(box)
        box.anchorPoint = .zero
        let label = View(name: "label")
        try scene.root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: box.rightAnchor),
            label.topAnchor.constraint(equalTo: box.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10)
        ])
        scene.layoutIfNeeded()
        // The box's frame is now (70, 320, 40, 40): its position (70, 320) is its origin.
        XCTAssertEqual(box.frame, Rect(x: 70, y: 320, width: 40, height: 40))
        XCTAssertEqual(label.frame, Rect(x: 110, y: 320, width: 10, height: 10))
    }
}
