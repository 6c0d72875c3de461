import Kinema
import XCTest

/// A view's replication (Core Animation's `CAReplicatorLayer`): copies of its subviews in the
/// frames, each moved about the view's centre, delayed and tinted from the one before.
final class ReplicationTests: XCTestCase {
    /// A 200 x 200 scene with `row` at (20, 150), 200 x 60, holding a white 30 x 30 `square` at
    /// (0, 10).
    private func makeRow(_ replication: Replication) throws -> (Scene, row: View, square: View) {
        let scene = Scene(size: Size(width: 240, height: 240))
        let row = View(name: "row", frame: Rect(x: 20, y: 150, width: 200, height: 60))
        row.replication = replication
        try scene.root.addSubview(row)
        let square = View(name: "square", frame: Rect(x: 0, y: 10, width: 30, height: 30))
        square.backgroundColor = .white
        try row.addSubview(square)
        return (scene, row, square)
    }

    /// Three copies moved 40 pt each: the square's centre in root coordinates is the row's
    /// origin plus (15, 25), then 40 k to the right: (35, 175), (75, 175), (115, 175). The
    /// copies after the first are named `square #2` and `square #3`, children of the row.
    func testCopiesFollowTheirView() throws {
        let (scene, _, _) = try makeRow(Replication(count: 3, transform: AffineTransform(translationX: 40, y: 0)))
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.map(\.name), ["root", "row", "square", "square #2", "square #3"])
        XCTAssertEqual(frame.views.map(\.parentIndex), [nil, 0, 1, 1, 1])
        XCTAssertEqual(frame.views.dropFirst(2).map(\.center), [35, 75, 115].map { Point(x: $0, y: 175) })
        XCTAssertEqual(frame["square #3"]?.toRoot, AffineTransform(translationX: 100, y: 160))
        XCTAssertEqual(scene.allViews.count, 3, "copies are not views")
    }

    /// The transform applies about the centre of the view's bounds: a 100 x 100 spinner at
    /// (20, 20) turning 90 degrees a copy. The bar's centre (50, 19) is 31 pt above the centre
    /// (50, 50); turned once (clockwise on screen) it is 31 pt to the right, (81, 50), and in root
    /// coordinates (101, 70); twice, below: (70, 101).
    func testTheTransformTurnsAboutTheCentre() throws {
        let scene = Scene(size: Size(width: 240, height: 240))
        let spinner = View(name: "spinner", frame: Rect(x: 20, y: 20, width: 100, height: 100))
        spinner.replication = Replication(count: 3, transform: AffineTransform(rotationAngle: .pi / 2))
        try scene.root.addSubview(spinner)
        try spinner.addSubview(View(name: "bar", frame: Rect(x: 45, y: 5, width: 10, height: 28)))
        let frame = scene.snapshot()
        let centres = frame.views.dropFirst(2).map(\.center)
        XCTAssertEqual(centres[0], Point(x: 70, y: 39))
        XCTAssertEqual(centres[1].x, 101, accuracy: 1e-12)
        XCTAssertEqual(centres[1].y, 70, accuracy: 1e-12)
        XCTAssertEqual(centres[2].x, 70, accuracy: 1e-12)
        XCTAssertEqual(centres[2].y, 101, accuracy: 1e-12)
    }

    /// Each copy's clock is `delay` behind: an opacity animation from 1 to 0 over 1 s (linear)
    /// with a delay of 0.25 s shows, at 0.5 s, 0.5, then 1 - 0.25 = 0.75, then 1 (the third copy
    /// is at its start).
    func testEachCopyIsDelayed() throws {
        let (scene, _, square) = try makeRow(Replication(count: 3, delay: 0.25))
        var fade = BasicAnimation(keyPath: .opacity, from: .number(1), to: .number(0))
        fade.duration = 1
        try square.addAnimation(fade, forKey: "fade")
        try scene.advance(to: 0.5)
        let alphas = scene.snapshot().views.dropFirst(2).map(\.alpha)
        XCTAssertEqual(alphas[0], 0.5, accuracy: 1e-12)
        XCTAssertEqual(alphas[1], 0.75, accuracy: 1e-12)
        XCTAssertEqual(alphas[2], 1, accuracy: 1e-12)
    }

    /// Tints: the colour (1, 0.5, 1, 1) with a green offset of -0.25 multiplies copy k's
    /// colours by green 0.5 - 0.25 k, clamped at 0: the white square shows green 0.5, 0.25, 0,
    /// its other components kept.
    func testCopiesAreTinted() throws {
        let (scene, _, _) = try makeRow(
            Replication(count: 3, color: Color(red: 1, green: 0.5, blue: 1), greenOffset: -0.25))
        let colours = scene.snapshot().views.dropFirst(2).map(\.backgroundColor)
        XCTAssertEqual(colours.map(\.green), [0.5, 0.25, 0])
        XCTAssertEqual(colours.map(\.red), [1, 1, 1])
        XCTAssertEqual(colours.map(\.alpha), [1, 1, 1])
    }

    /// A count of 0 draws no subviews, a count past the maximum is clamped, and a replication
    /// with a number that is not finite is refused with a diagnostic (the old one stays).
    func testCountsAreClampedAndBadNumbersRefused() throws {
        let (scene, row, _) = try makeRow(Replication(count: 0))
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "row"])
        XCTAssertEqual(Replication(count: 5_000).count, Replication.maximumCount)
        XCTAssertEqual(Replication(count: -3).count, 0)
        row.replication = Replication(count: 2, delay: .nan)
        XCTAssertEqual(row.replication?.count, 0)
        XCTAssertEqual(scene.diagnostics.last?.message.contains("replication"), true)
    }

    /// Nested replications multiply: 3 copies of a view holding 2 copies of a dot give 6 dots,
    /// named after both copies (inside a later outer copy the first inner one is `#1`). A replication inside 1,000 copies draws at most 10,000 / 1,000 =
    /// 10 copies: 1,000 x (1 + 10) entries below the outer view.
    func testNestedReplicationsMultiplyWithinTheLimit() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        outer.replication = Replication(count: 3)
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inner.replication = Replication(count: 2)
        try scene.root.addSubview(outer)
        try outer.addSubview(inner)
        try inner.addSubview(View(name: "dot", frame: .zero))
        XCTAssertEqual(
            scene.snapshot().views.map(\.name),
            [
                "root", "outer", "inner", "dot", "dot #2", "inner #2", "dot #2 #1", "dot #2 #2", "inner #3",
                "dot #3 #1", "dot #3 #2"
            ])
        outer.replication = Replication(count: 1_000)
        inner.replication = Replication(count: 1_000)
        XCTAssertEqual(scene.snapshot().views.count, 2 + 1_000 * 11)
    }

    /// A transform applied many times saturates instead of overflowing: 50 copies scaled by 1e9
    /// each (1e450 by the last) are all finite in the frame, at the largest finite magnitude.
    func testHugeCopyTransformsSaturate() throws {
        let (scene, _, _) = try makeRow(Replication(count: 50, transform: AffineTransform(scaleX: 1e9, y: 1e9)))
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.count, 52)
        XCTAssertTrue(frame.views.allSatisfy(\.isFinite))
        XCTAssertEqual(frame.views.last?.toRoot.a, .greatestFiniteMagnitude)
    }

    /// A replicating view's mask comes before the copies and is not copied.
    func testTheMaskIsNotCopied() throws {
        let (scene, row, _) = try makeRow(Replication(count: 2))
        try row.setMask(View(name: "hole", frame: .zero))
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "row", "hole", "square", "square #2"])
    }
}
