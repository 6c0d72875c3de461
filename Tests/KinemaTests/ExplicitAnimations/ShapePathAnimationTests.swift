import Kinema
import XCTest

/// Animations of a shape's `path` (Core Animation's `CABasicAnimation(keyPath: "path")`): every
/// point moves in a straight line between paths with the same elements, `a + (b - a) u` at the
/// eased fraction `u`; paths with other elements jump at u = 0.5. Each expected point is worked
/// out beside its assertion.
final class ShapePathAnimationTests: XCTestCase {
    /// A line from (0, 0) to (100, 0), and one from `(0, y0)` to `(100, y1)`.
    private func line(_ y0: Double = 0, _ y1: Double = 0) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: y0))
        path.addLine(to: Point(x: 100, y: y1))
        return path
    }

    private func makeShape() throws -> (Scene, View) {
        let (scene, box) = try makeExplicitScene()
        box.content = .shape(ShapeContent(path: line()))
        return (scene, box)
    }

    /// The path the frame draws for the box.
    private func drawn(_ scene: Scene) -> BezierPath? {
        guard case .shape(let shape)? = scene.snapshot()["box"]?.content else { return nil }
        return shape.path
    }

    /// From the flat line to one from (0, 40) to (100, 80), linear over 1 s: at 0.25 s each point
    /// is a quarter of the way, (0, 10) and (100, 20). The presentation content agrees; the
    /// model's content keeps its path, and after the animation (removed on completion) the frame
    /// draws it again.
    func testABasicAnimationBlendsPointByPoint() throws {
        let (scene, box) = try makeShape()
        var morph = BasicAnimation(keyPath: .path, to: .path(line(40, 80)))
        morph.duration = 1
        try box.addAnimation(morph, forKey: "morph")
        try scene.advance(to: 0.25)
        XCTAssertEqual(drawn(scene), line(10, 20))
        guard case .shape(let shown)? = box.presentationContent else { return XCTFail("no shape") }
        XCTAssertEqual(shown.path, line(10, 20))
        guard case .shape(let model)? = box.content else { return XCTFail("no shape") }
        XCTAssertEqual(model.path, line())
        try scene.advance(to: 1.5)
        XCTAssertEqual(drawn(scene), line(), "removed on completion: the shape's own path")
        XCTAssertTrue(box.animationKeys().isEmpty)
    }

    /// Kept at its end (forwards, not removed), the last path stays drawn; removing the
    /// animation brings the shape's own back.
    func testFillForwardsKeepsTheLastPath() throws {
        let (scene, box) = try makeShape()
        var morph = BasicAnimation(keyPath: .path, from: .path(line(0, 10)), to: .path(line(40, 80)))
        morph.duration = 0.5
        morph.timing.fillMode = .forwards
        morph.isRemovedOnCompletion = false
        try box.addAnimation(morph, forKey: "morph")
        try scene.advance(to: 2)
        XCTAssertEqual(drawn(scene), line(40, 80))
        box.removeAnimation(forKey: "morph")
        XCTAssertEqual(drawn(scene), line())
    }

    /// Through three paths at key times 0, 0.25 and 1 over 2 s (linear): at 1.25 s the local
    /// fraction of the second segment is (0.625 - 0.25) / 0.75 = 0.5, halfway from (0, 40)-(100,
    /// 0) to (0, 0)-(100, 100): (0, 20)-(100, 50).
    func testKeyframesGoThroughEachPath() throws {
        let (scene, box) = try makeShape()
        var morph = KeyframeAnimation(
            keyPath: .path, values: [.path(line()), .path(line(40, 0)), .path(line(0, 100))], keyTimes: [0, 0.25, 1])
        morph.duration = 2
        try box.addAnimation(morph, forKey: "morph")
        try scene.advance(to: 1.25)
        XCTAssertEqual(drawn(scene), line(20, 50))
    }

    /// A line cannot blend with a curve: the shape shows the line until the eased fraction
    /// reaches 0.5 and the curve from there on.
    func testPathsWithOtherElementsJumpHalfway() throws {
        let (scene, box) = try makeShape()
        var curve = BezierPath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 50))
        var morph = BasicAnimation(keyPath: .path, to: .path(curve))
        morph.duration = 1
        try box.addAnimation(morph, forKey: "morph")
        try scene.advance(to: 0.49)
        XCTAssertEqual(drawn(scene), line())
        try scene.advance(to: 0.5)
        XCTAssertEqual(drawn(scene), curve)
    }

    /// A spring overshoots past the last path: at its first peak the points are past (0, 40)-(100,
    /// 80), on the same straight lines, by the spring's overshoot p - 1: (0, 40 p), (100, 80 p).
    func testASpringOvershootsAlongTheSameLines() throws {
        let (scene, box) = try makeShape()
        var morph = try SpringAnimation(keyPath: .path, to: .path(line(40, 80)), damping: 5)
        morph.duration = 3
        try box.addAnimation(morph, forKey: "morph")
        var highest = 0.0
        for k in 1...300 {
            try scene.advance(to: Double(k) / 100)
            guard let path = drawn(scene), case .line(let end) = path.elements[1],
                case .move(let start) = path.elements[0]
            else { return XCTFail("no path") }
            XCTAssertEqual(end.y, 2 * start.y, accuracy: 1e-9, "the points stay on their lines")
            highest = max(highest, start.y)
        }
        XCTAssertGreaterThan(highest, 40.5, "a damping of 5 overshoots")
    }

    /// Refused when added: a number for a path, a path for a number, a path coordinate that is
    /// not finite or past 1e9.
    func testRefusals() throws {
        let (scene, box) = try makeShape()
        defer { withExtendedLifetime(scene) {} }
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .path, to: 1), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "path", expected: .path))
        }
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .opacity, to: .path(line())), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "opacity", expected: .number))
        }
        for bad in [Double.nan, 2e9] {
            XCTAssertThrowsError(
                try box.addAnimation(BasicAnimation(keyPath: .path, to: .path(line(0, bad))), forKey: nil), "\(bad)")
        }
        XCTAssertTrue(box.animationKeys().isEmpty)
    }
}
