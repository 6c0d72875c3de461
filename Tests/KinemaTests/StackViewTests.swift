import Kinema
import XCTest

/// Stack views (the Kinema module's Auto Layout article): a horizontal stack 300 wide at the root's origin with three arranged
/// views of intrinsic sizes 50x20, 100x40 and 50x60. Expected frames derived by hand below.
final class StackViewTests: XCTestCase {
    private func makeStack(
        _ distribution: StackConfiguration.Distribution,
        _ alignment: StackConfiguration.Alignment = .top, spacing: Double = 10,
        fixedHeight: Double? = 100
    ) throws -> (Scene, View, [View]) {
        let scene = Scene(size: Size(width: 400, height: 400))
        let stack = View(name: "stack")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: distribution,
            alignment: alignment, spacing: spacing)
        let sizes = [Size(width: 50, height: 20), Size(width: 100, height: 40), Size(width: 50, height: 60)]
        let views = sizes.enumerated().map { i, s -> View in
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = s
            return v
        }
        for v in views { try stack.addArrangedSubview(v) }
        try constrain(stack, scene.root) { s, root in
            s.leading == root.leading
            s.top == root.top
            s.width == 300
        }
        if let fixedHeight { try constrain(stack) { s in s.height == LayoutDimension.constant(fixedHeight) } }
        return (scene, stack, views)
    }

    private func assertXs(_ views: [View], _ xs: [Double], _ widths: [Double], line: UInt = #line) {
        for (v, (x, w)) in zip(views, zip(xs, widths)) {
            let f = Rect(center: v.center, size: v.bounds.size)
            XCTAssertEqual(f.minX, x, accuracy: 1e-9, "\(v.name) x", line: line)
            XCTAssertEqual(f.width, w, accuracy: 1e-9, "\(v.name) width", line: line)
        }
    }

    func testFillStretchesTheLowestHugging() throws {
        let (scene, _, v) = try makeStack(.fill)
        v[1].setContentHuggingPriority(200, for: .horizontal)
        scene.layoutIfNeeded()
        // 300 - 2 * 10 spacing = 280; v0 and v2 keep 50, v1 takes 280 - 100 = 180.
        assertXs(v, [0, 60, 250], [50, 180, 50])
    }

    func testFillEqually() throws {
        let (scene, _, v) = try makeStack(.fillEqually)
        scene.layoutIfNeeded()
        // (300 - 20) / 3 = 93.333... each.
        let w = 280.0 / 3
        assertXs(v, [0, w + 10, 2 * w + 20], [w, w, w])
    }

    func testFillProportionally() throws {
        let (scene, _, v) = try makeStack(.fillProportionally)
        scene.layoutIfNeeded()
        // 280 shared 50 : 100 : 50 -> 70, 140, 70.
        assertXs(v, [0, 80, 230], [70, 140, 70])
    }

    func testFillProportionallyLetsTheLastViewAbsorbABrokenProportion() throws {
        let (scene, _, v) = try makeStack(.fillProportionally, spacing: 0)
        try constrain(v[0]) { m in m.width == 30 }
        scene.layoutIfNeeded()
        // The required width 30 breaks v0's proportion (75); v1 keeps its own, 300 x 100 / 200 =
        // 150, and the last view takes the rest: 300 - 30 - 150 = 120 (not its 75).
        assertXs(v, [0, 30, 180], [30, 150, 120])
    }

    func testFillProportionallyFollowsIntrinsicSizesAndHiddenViews() throws {
        let (scene, _, v) = try makeStack(.fillProportionally)
        scene.layoutIfNeeded()
        v[0].intrinsicContentSize = Size(width: 100, height: 20)
        scene.layoutIfNeeded()
        // 280 shared 100 : 100 : 50 -> 112, 112, 56.
        assertXs(v, [0, 122, 244], [112, 112, 56])
        v[1].isHidden = true
        scene.layoutIfNeeded()
        // Two visible views share 300 - 10 = 290 as 100 : 50.
        assertXs([v[0], v[2]], [0, 290.0 * 2 / 3 + 10], [290.0 * 2 / 3, 290.0 / 3])
        v[1].isHidden = false
        scene.layoutIfNeeded()
        assertXs(v, [0, 122, 244], [112, 112, 56])
    }

    func testEqualSpacing() throws {
        let (scene, _, v) = try makeStack(.equalSpacing)
        scene.layoutIfNeeded()
        // Intrinsic widths total 200; the two gaps share 100: 50 each (at least the spacing 10).
        assertXs(v, [0, 100, 250], [50, 100, 50])
    }

    func testEqualCentering() throws {
        let (scene, _, v) = try makeStack(.equalCentering)
        scene.layoutIfNeeded()
        // Centres at 25 and 275 at the ends, so the middle centre is 150: x 100...200.
        assertXs(v, [0, 100, 250], [50, 100, 50])
    }

    func testAlignments() throws {
        // Stack height 100; heights 20, 40, 60.
        let cases: [(StackConfiguration.Alignment, [Double], [Double])] = [
            (.top, [0, 0, 0], [20, 40, 60]),
            (.center, [40, 30, 20], [20, 40, 60]), // 50 - h / 2
            (.bottom, [80, 60, 40], [20, 40, 60]), // 100 - h
            (.fill, [0, 0, 0], [100, 100, 100])
        ]
        for (alignment, ys, heights) in cases {
            let (scene, _, v) = try makeStack(.equalSpacing, alignment)
            scene.layoutIfNeeded()
            for (view, (y, h)) in zip(v, zip(ys, heights)) {
                let f = Rect(center: view.center, size: view.bounds.size)
                XCTAssertEqual(f.minY, y, accuracy: 1e-9, "\(alignment) \(view.name) y")
                XCTAssertEqual(f.height, h, accuracy: 1e-9, "\(alignment) \(view.name) height")
            }
        }
    }

    func testCrossSizeHugsTheLargestView() throws {
        let (scene, stack, _) = try makeStack(.equalSpacing, .center, fixedHeight: nil)
        scene.layoutIfNeeded()
        XCTAssertEqual(stack.bounds.height, 60, accuracy: 1e-9)
    }

    func testHiddenViewCollapsesWithItsSpacing() throws {
        let (scene, _, v) = try makeStack(.fillEqually)
        v[1].isHidden = true
        scene.layoutIfNeeded()
        // Two visible views share 300 - 10: 145 each; the hidden one has width 0 at x 145.
        assertXs([v[0], v[2]], [0, 155], [145, 145])
        XCTAssertEqual(v[1].bounds.width, 0, accuracy: 1e-9)
        v[1].isHidden = false
        scene.layoutIfNeeded()
        assertXs(v, [0, 280.0 / 3 + 10, 2 * 280.0 / 3 + 20], [280.0 / 3, 280.0 / 3, 280.0 / 3])
    }

    func testRemovingAnArrangedViewRelaysOut() throws {
        let (scene, stack, v) = try makeStack(.fillEqually)
        scene.layoutIfNeeded()
        stack.removeArrangedSubview(v[2])
        scene.layoutIfNeeded()
        assertXs([v[0], v[1]], [0, 155], [145, 145])
        XCTAssertTrue(v[2].superview === stack) // still a subview, as in UIKit
        v[0].removeFromSuperview()
        scene.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["v1"])
        assertXs([v[1]], [0], [300])
    }
}
