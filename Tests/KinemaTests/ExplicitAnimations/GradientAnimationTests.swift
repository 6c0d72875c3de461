import Kinema
import XCTest

/// Animations of a gradient's `colors`, `locations`, `startPoint` and `endPoint` (Core
/// Animation's `CABasicAnimation(keyPath: "locations")` and the like): lists blend element by
/// element, `a + (b - a) u` at the eased fraction `u`, points as points; lists of different
/// lengths jump at u = 0.5. Each expected value is worked out beside its assertion.
final class GradientAnimationTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let white = Color(red: 1, green: 1, blue: 1)

    /// A box showing a gradient from red through white to blue, locations unset (evenly spaced).
    private func makeGradient() throws -> (Scene, View) {
        let (scene, box) = try makeExplicitScene()
        box.content = .gradient(GradientContent(colors: [red, white, blue]))
        return (scene, box)
    }

    /// The gradient the frame draws for the box.
    private func drawn(_ scene: Scene) -> GradientContent? {
        guard case .gradient(let gradient)? = scene.snapshot()["box"]?.content else { return nil }
        return gradient
    }

    private func assertEqual(
        _ a: [Double]?, _ b: [Double], accuracy: Double = 1e-12, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let a, a.count == b.count else {
            return XCTFail("\(String(describing: a)) is not \(b)", file: file, line: line)
        }
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
    }

    /// The shimmer: locations from [-1, -0.5, 0] to [1, 1.5, 2], linear over 2 s. At 0.5 s
    /// (u = 0.25) each is a quarter of the way, -1 + 2 * 0.25 = -0.5, -0.5 + 0.5 = 0 and
    /// 0 + 0.5 = 0.5; the presentation content agrees, the model keeps nil locations, and after
    /// the animation (removed on completion) the frame draws the model again.
    func testAShimmerSlidesTheLocations() throws {
        let (scene, box) = try makeGradient()
        var shimmer = BasicAnimation(keyPath: .locations, from: .numbers([-1, -0.5, 0]), to: .numbers([1, 1.5, 2]))
        shimmer.duration = 2
        try box.addAnimation(shimmer, forKey: "shimmer")
        try scene.advance(to: 0.5)
        assertEqual(drawn(scene)?.locations, [-0.5, 0, 0.5])
        guard case .gradient(let shown)? = box.presentationContent else { return XCTFail("no gradient") }
        assertEqual(shown.locations, [-0.5, 0, 0.5])
        guard case .gradient(let model)? = box.content else { return XCTFail("no gradient") }
        XCTAssertNil(model.locations)
        // What the renderers draw at 0.5 s: the part of the line from 0 to 0.5 between white (at
        // 0) and blue (at 0.5), then blue: stops (0, white), (0.5, blue), (1, blue).
        let stops = try XCTUnwrap(drawn(scene)?.drawnStops)
        XCTAssertEqual(stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(stops.map(\.color), [white, blue, blue])
        try scene.advance(to: 2.5)
        XCTAssertEqual(drawn(scene), GradientContent(colors: [red, white, blue]), "removed on completion")
        XCTAssertTrue(box.animationKeys().isEmpty)
    }

    /// Without `fromValue` the animation starts from the model's locations, nil meaning evenly
    /// spaced [0, 0.5, 1]: to [0.2, 0.3, 0.4] at u = 0.5 is [0.1, 0.4, 0.7].
    func testAMissingFromValueStartsFromTheEvenlySpacedLocations() throws {
        let (scene, box) = try makeGradient()
        var move = BasicAnimation(keyPath: .locations, to: .numbers([0.2, 0.3, 0.4]))
        move.duration = 1
        try box.addAnimation(move, forKey: nil)
        try scene.advance(to: 0.5)
        assertEqual(drawn(scene)?.locations, [0.1, 0.4, 0.7])
    }

    /// Colours blend component by component: red to blue and blue to red at u = 0.5 are both
    /// (0.5, 0, 0.5); white to white stays white.
    func testColorsBlendOneByOne() throws {
        let (scene, box) = try makeGradient()
        var swap = BasicAnimation(keyPath: .colors, to: .colors([blue, white, red]))
        swap.duration = 1
        try box.addAnimation(swap, forKey: "swap")
        try scene.advance(to: 0.5)
        let purple = Color(red: 0.5, green: 0, blue: 0.5)
        XCTAssertEqual(drawn(scene)?.colors, [purple, white, purple])
    }

    /// A keyframe animation of the start point through (0, 0), (1, 0) and (1, 1) at key times 0,
    /// 0.5 and 1 over 2 s (linear): at 1.5 s it is halfway through the second segment, (1, 0.5).
    /// The end point keeps its model value (0.5, 1).
    func testPointsFollowKeyframes() throws {
        let (scene, box) = try makeGradient()
        let points = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)].map(AnimationValue.point)
        var sweep = KeyframeAnimation(keyPath: .startPoint, values: points, keyTimes: [0, 0.5, 1])
        sweep.duration = 2
        try box.addAnimation(sweep, forKey: nil)
        try scene.advance(to: 1.5)
        XCTAssertEqual(drawn(scene)?.startPoint, Point(x: 1, y: 0.5))
        XCTAssertEqual(drawn(scene)?.endPoint, Point(x: 0.5, y: 1))
    }

    /// Two properties animate at once, each from its own animation: the colours at u = 0.5 and
    /// the end point a quarter of the way from (0.5, 1) to (1, 1), (0.625, 1). A second
    /// animation of the colours replaces the first: its value (white, all three) is drawn.
    func testPropertiesAnimateTogetherAndANewAnimationReplaces() throws {
        let (scene, box) = try makeGradient()
        var swap = BasicAnimation(keyPath: .colors, to: .colors([blue, white, red]))
        swap.duration = 1
        var tilt = BasicAnimation(keyPath: .endPoint, to: .point(Point(x: 1, y: 1)))
        tilt.duration = 2
        try box.addAnimation(swap, forKey: "swap")
        try box.addAnimation(tilt, forKey: "tilt")
        try scene.advance(to: 0.5)
        let purple = Color(red: 0.5, green: 0, blue: 0.5)
        XCTAssertEqual(drawn(scene)?.colors, [purple, white, purple])
        XCTAssertEqual(drawn(scene)?.endPoint, Point(x: 0.625, y: 1))
        var blank = BasicAnimation(
            keyPath: .colors, from: .colors([white, white, white]), to: .colors([white, white, white]))
        blank.duration = 1
        try box.addAnimation(blank, forKey: "blank")
        XCTAssertEqual(drawn(scene)?.colors, [white, white, white])
        XCTAssertEqual(drawn(scene)?.endPoint, Point(x: 0.625, y: 1))
    }

    /// Lists of different lengths cannot blend: two locations until u reaches 0.5, three after.
    func testListsOfOtherLengthsJumpHalfway() throws {
        let (scene, box) = try makeGradient()
        var move = BasicAnimation(keyPath: .locations, from: .numbers([0, 1]), to: .numbers([0, 0.25, 1]))
        move.duration = 1
        try box.addAnimation(move, forKey: nil)
        try scene.advance(to: 0.49)
        XCTAssertEqual(drawn(scene)?.locations, [0, 1])
        try scene.advance(to: 0.5)
        XCTAssertEqual(drawn(scene)?.locations, [0, 0.25, 1])
    }

    /// A gradient animation on a shape, and a path animation on a gradient, leave the content
    /// as it is.
    func testAnimationsOfTheOtherContentChangeNothing() throws {
        let (scene, box) = try makeGradient()
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: Point(x: 10, y: 10))
        var morph = BasicAnimation(keyPath: .path, from: .path(path), to: .path(path))
        morph.duration = 1
        try box.addAnimation(morph, forKey: nil)
        try scene.advance(to: 0.5)
        XCTAssertEqual(drawn(scene), GradientContent(colors: [red, white, blue]))
        box.content = .shape(ShapeContent(path: path))
        var swap = BasicAnimation(keyPath: .colors, to: .colors([blue]))
        swap.duration = 1
        try box.addAnimation(swap, forKey: nil)
        guard case .shape(let shape)? = scene.snapshot()["box"]?.content else { return XCTFail("no shape") }
        XCTAssertEqual(shape.path, path)
    }

    /// Refused when added: a value of another kind, a number or colour component that is not
    /// finite or past 1e9.
    func testRefusals() throws {
        let (scene, box) = try makeGradient()
        defer { withExtendedLifetime(scene) {} }
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .locations, to: .colors([red])), forKey: nil))
        {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "locations", expected: .numbers))
        }
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .colors, to: 1), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "colors", expected: .colors))
        }
        XCTAssertThrowsError(
            try box.addAnimation(
                BasicAnimation(keyPath: .startPoint, to: .size(Size(width: 1, height: 1))), forKey: nil)
        ) {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "startPoint", expected: .point))
        }
        for bad in [Double.nan, 2e9, -.infinity] {
            XCTAssertThrowsError(
                try box.addAnimation(BasicAnimation(keyPath: .locations, to: .numbers([0, bad, 1])), forKey: nil),
                "\(bad)")
            XCTAssertThrowsError(
                try box.addAnimation(
                    BasicAnimation(keyPath: .colors, to: .colors([Color(red: bad, green: 0, blue: 0)])), forKey: nil),
                "\(bad)")
            XCTAssertThrowsError(
                try box.addAnimation(BasicAnimation(keyPath: .endPoint, to: .point(Point(x: 0, y: bad))), forKey: nil),
                "\(bad)")
        }
        XCTAssertTrue(box.animationKeys().isEmpty)
    }
}
