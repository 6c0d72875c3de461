import Kinema
import XCTest

/// The bounds origin animates as UIKit's bounds do: the model changes at once, the frames move
/// the subviews the other way along the curve.
final class BoundsOriginAnimationTests: XCTestCase {
    /// A 200 x 300 view at (0, 100) holding a 50 x 50 subview at (10, 400) of its content.
    private func scrolledScene() throws -> (Scene, View, View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let list = View(name: "list", frame: Rect(x: 0, y: 100, width: 200, height: 300))
        let row = View(name: "row", frame: Rect(x: 10, y: 400, width: 50, height: 50))
        try scene.root.addSubview(list)
        try list.addSubview(row)
        return (scene, list, row)
    }

    /// Linear over 1 s from 0 to 300: 150 half way, so the row's centre in the root is
    /// 100 + 425 - 150 = 375 (its centre in the list's content is 425).
    func testAnAnimatedOriginMovesTheSubviewsAlongTheCurve() throws {
        let (scene, list, row) = try scrolledScene()
        try scene.animate(withDuration: 1, options: .curveLinear) { list.boundsOrigin = Point(x: 0, y: 300) }
        XCTAssertEqual(list.boundsOrigin, Point(x: 0, y: 300), "the model changes at once")
        XCTAssertEqual(list.animatingProperties, [.boundsOrigin])
        XCTAssertEqual(list.presentation.boundsOrigin, .zero)
        try scene.advance(to: 0.5)
        XCTAssertEqual(list.presentation.boundsOrigin.y, 150, accuracy: 1e-12)
        let frame = scene.snapshot()
        XCTAssertEqual(try XCTUnwrap(frame["list"]).boundsOrigin.y, 150, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(frame["row"]).center.y, 100 + 425 - 150, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(frame["row"]).center.x, 35, accuracy: 1e-12)
        try scene.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["row"]).center.y, 100 + 425 - 300, accuracy: 1e-9)
        XCTAssertEqual(list.animatingProperties, [])
        XCTAssertEqual(row.animatingProperties, [])
    }

    /// Changes outside a block, and refused values, are as before: at once, and refused whole.
    func testPlainChangesAndRefusals() throws {
        let (scene, list, _) = try scrolledScene()
        list.boundsOrigin = Point(x: 5, y: 7)
        XCTAssertEqual(list.presentation.boundsOrigin, Point(x: 5, y: 7))
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["row"]).center, Point(x: 35 - 5, y: 100 + 425 - 7))
        list.boundsOrigin = Point(x: .nan, y: 0)
        list.boundsOrigin = Point(x: 0, y: 1e300)
        XCTAssertEqual(list.boundsOrigin, Point(x: 5, y: 7))
        XCTAssertEqual(scene.diagnostics.filter { $0.message.contains("bounds origin") }.count, 2)
    }

    /// Core Animation's key paths reach it: `bounds.origin` and its components.
    func testKeyPaths() throws {
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "bounds.origin")?.property, .boundsOrigin)
        let y = try XCTUnwrap(AnimationKeyPath(coreAnimation: "bounds.origin.y"))
        XCTAssertEqual(y.property, .boundsOrigin)
        XCTAssertEqual(y.coreAnimationKeyPath, "bounds.origin.y")
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "bounds.origin.x")?.coreAnimationKeyPath, "bounds.origin.x")
    }
}
