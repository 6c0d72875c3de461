import KinemaCore
import XCTest
@testable import Kinema

/// Custom spacings after arranged views and stack margins. Every expected frame is worked out
/// in the comment next to it from the stack rules (the Auto Layout article).
final class StackSpacingAndMarginTests: XCTestCase {
    /// A horizontal stack `s` at the root's top leading corner (pinned to `width` when given)
    /// arranging views `v0`, `v1`, ... of the intrinsic widths given, 10 tall.
    private func makeStack(
        _ widths: [Double], _ distribution: StackConfiguration.Distribution = .fill, spacing: Double = 5,
        width: Double? = nil, margins: EdgeInsets = .zero, alignment: StackConfiguration.Alignment = .fill
    ) throws -> (Scene, View, [View]) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins)
        var views: [View] = []
        for (i, w) in widths.enumerated() {
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = Size(width: w, height: 10)
            try stack.addArrangedSubview(v)
            views.append(v)
        }
        var list = [
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor)
        ]
        if let width { list.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        try LayoutConstraint.activate(list)
        return (scene, stack, views)
    }

    private func assertMinX(_ views: [View], _ expected: [Double], _ what: String, line: UInt = #line) {
        XCTAssertEqual(views.map(\.frame.minX), expected, what, line: line)
    }

    func testACustomSpacingSetsTheGapAfterItsView() throws {
        let (scene, stack, v) = try makeStack([10, 20, 30])
        try stack.setCustomSpacing(12, after: v[0])
        scene.layoutIfNeeded()
        // 0; 10 + 12 = 22; 22 + 20 + 5 = 47. The stack hugs them: 47 + 30 = 77.
        assertMinX(v, [0, 22, 47], "custom 12 after v0")
        XCTAssertEqual(stack.frame.width, 77)
        XCTAssertEqual(stack.customSpacing(after: v[0]), 12)
        XCTAssertNil(stack.customSpacing(after: v[1]))

        // v1 hidden: the gap after v0 is still v0's, 12: v2 at 22.
        v[1].isHidden = true
        scene.layoutIfNeeded()
        XCTAssertEqual(v[2].frame.minX, 22)
        // v0 hidden instead: v1 first, and the gap after it the default 5: v2 at 25.
        v[1].isHidden = false
        v[0].isHidden = true
        scene.layoutIfNeeded()
        assertMinX([v[1], v[2]], [0, 25], "v0 hidden")

        // Back to the default spacing.
        v[0].isHidden = false
        stack.removeCustomSpacing(after: v[0])
        scene.layoutIfNeeded()
        assertMinX(v, [0, 15, 40], "no custom spacing: 0, 10 + 5, 15 + 20 + 5")
    }

    func testACustomSpacingIsForgottenWithItsView() throws {
        let (scene, stack, v) = try makeStack([10, 20, 30])
        // Moving within the stack keeps it: v0 last, then first again.
        try stack.setCustomSpacing(12, after: v[0])
        try stack.insertArrangedSubview(v[0], at: 2)
        XCTAssertEqual(stack.customSpacing(after: v[0]), 12)
        try stack.insertArrangedSubview(v[0], at: 0)
        scene.layoutIfNeeded()
        assertMinX(v, [0, 22, 47], "v0 back in front, 12 after it")
        try stack.setCustomSpacing(40, after: v[1])
        stack.removeArrangedSubview(v[1])
        XCTAssertNil(stack.customSpacing(after: v[1]))
        try stack.insertArrangedSubview(v[1], at: 1)
        scene.layoutIfNeeded()
        // v1's 40 is gone; v0's 12 stays: 0, 10 + 12 = 22, 22 + 20 + 5 = 47.
        assertMinX(v, [0, 22, 47], "v1 arranged again, with the default spacing after it")
    }

    func testCustomSpacingsInEveryDistribution() throws {
        // fillEqually, 100 wide, spacing 5, 20 after v0: 3L + 20 + 5 = 100, L = 25;
        // x = 0, 25 + 20 = 45, 45 + 25 + 5 = 75.
        do {
            let (scene, stack, v) = try makeStack([10, 10, 10], .fillEqually, width: 100)
            try stack.setCustomSpacing(20, after: v[0])
            scene.layoutIfNeeded()
            assertMinX(v, [0, 45, 75], "fillEqually")
            XCTAssertEqual(v.map(\.frame.width), [25, 25, 25])
        }
        // fillProportionally, 100 wide, spacing 0, 20 after v0, intrinsic 10 and 30: the lengths
        // share 100 - 20 = 80 as 10 : 30, so 20 and 60; v1 at 20 + 20 = 40.
        do {
            let (scene, stack, v) = try makeStack([10, 30], .fillProportionally, spacing: 0, width: 100)
            try stack.setCustomSpacing(20, after: v[0])
            scene.layoutIfNeeded()
            assertMinX(v, [0, 40], "fillProportionally")
            XCTAssertEqual(v.map(\.frame.width), [20, 60])
        }
        // equalSpacing, 150 wide, spacing 0, 50 after v1: both gaps equal one gap of at least 50,
        // which leaves 150 - 100 = 50 for views of 10 + 20 + 30 = 60. The one with the lowest
        // compression resistance, v2 (250), gives the 10: widths 10, 20, 20; x = 0, 60, 130.
        // Without the custom spacing the gaps would be 45 and nothing would shrink.
        do {
            let (scene, stack, v) = try makeStack([10, 20, 30], .equalSpacing, spacing: 0, width: 150)
            v[2].setContentCompressionResistancePriority(LayoutPriority(250), for: .horizontal)
            try stack.setCustomSpacing(50, after: v[1])
            scene.layoutIfNeeded()
            assertMinX(v, [0, 60, 130], "equalSpacing")
            XCTAssertEqual(v.map(\.frame.width), [10, 20, 20])
        }
        // equalCentering, spacing 0, 30 after v0, views 10 wide: centres 5, 5 + s, 5 + 2s.
        // 100 wide: 5 + 2s + 5 = 100, s = 45, and the first gap, 45 - 10 = 35, is at least 30.
        // 84 wide: s would be 37 and the first gap 27. What frees a point at the end costs 999
        // through a centre step's deviation, 750 / 1.5 = 500 through v0 (shrinking it by a
        // moves its centre a / 2 and lets s drop a / 2 for each of two steps), 750 through v1
        // and 1,500 through v2. So v0 shrinks: 5 - a / 2 + 2 (40 - a / 2) + 5 = 84, a = 4, and
        // s = 30 + (6 + 10) / 2 = 38: x = 0, 3 + 38 - 5 = 36, 74.
        for (width, x, widths) in [(100.0, [0.0, 45, 90], [10.0, 10, 10]), (84, [0, 36, 74], [6, 10, 10])] {
            let (scene, stack, v) = try makeStack([10, 10, 10], .equalCentering, spacing: 0, width: width)
            try stack.setCustomSpacing(30, after: v[0])
            scene.layoutIfNeeded()
            for (a, b) in zip(v.map(\.frame.minX) + v.map(\.frame.width), x + widths) {
                XCTAssertEqual(a, b, accuracy: 1e-9, "equalCentering \(width)")
            }
        }
    }

    func testMarginsInsetTheArrangedViews() throws {
        let margins = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        // Fill alignment: the views start 6 from the left, 4 from the top, and the stack hugs
        // them: 6 + 10 + 5 + 20 + 10 = 51 wide, 4 + 10 + 8 = 22 tall.
        do {
            let (scene, stack, v) = try makeStack([10, 20], margins: margins)
            scene.layoutIfNeeded()
            XCTAssertEqual(v[0].frame, Rect(x: 6, y: 4, width: 10, height: 10))
            XCTAssertEqual(v[1].frame, Rect(x: 21, y: 4, width: 20, height: 10))
            XCTAssertEqual(stack.frame.size, Size(width: 51, height: 22))
        }
        // Centred across, the stack 40 tall: the margins' area is 4...32, centre 18, so y = 13.
        do {
            let (scene, stack, v) = try makeStack([10, 20], margins: margins, alignment: .center)
            try stack.heightAnchor.constraint(equalToConstant: 40).activate()
            scene.layoutIfNeeded()
            XCTAssertEqual(v.map(\.frame.minY), [13, 13])
        }
        // fillEqually pinned to 100: the views share 100 - 6 - 10 - 5 = 79, 39.5 each.
        do {
            let (scene, _, v) = try makeStack([10, 20], .fillEqually, width: 100, margins: margins)
            scene.layoutIfNeeded()
            XCTAssertEqual(v.map(\.frame.minX), [6, 50.5])
            XCTAssertEqual(v.map(\.frame.width), [39.5, 39.5])
        }
        // A vertical stack: along the axis the margins are top and bottom.
        do {
            let (scene, stack, v) = try makeStack([10, 20], margins: margins)
            stack.stackConfiguration?.axis = .vertical
            scene.layoutIfNeeded()
            // Widths fill across: the stack hugs the widest view, 6 + 20 + 10 = 36, so both are 20
            // wide; y = 4, 4 + 10 + 5 = 19; the stack is 19 + 10 + 8 = 37 tall.
            XCTAssertEqual(v[0].frame, Rect(x: 6, y: 4, width: 20, height: 10))
            XCTAssertEqual(v[1].frame, Rect(x: 6, y: 19, width: 20, height: 10))
            XCTAssertEqual(stack.frame.size, Size(width: 36, height: 37))
        }
    }

    func testBadSpacingsAndMarginsAreRefused() throws {
        let (scene, stack, v) = try makeStack([10, 20])
        let other = View(name: "other")
        try scene.root.addSubview(other)
        XCTAssertThrowsError(try stack.setCustomSpacing(3, after: other)) { error in
            XCTAssertEqual(error as? SceneError, .notArranged(view: "other", stack: "s"))
            XCTAssertEqual("\(error)", "'other' is not an arranged view of the stack 's'")
        }
        XCTAssertThrowsError(try stack.setCustomSpacing(.nan, after: v[0]))
        XCTAssertThrowsError(try stack.setCustomSpacing(1e300, after: v[0]))
        XCTAssertNil(stack.customSpacing(after: v[0]))
        let before = scene.diagnostics.count
        let configuration = stack.stackConfiguration
        stack.stackConfiguration = StackConfiguration(axis: .horizontal, margins: EdgeInsets(top: .infinity))
        XCTAssertEqual(scene.diagnostics.count, before + 1)
        XCTAssertEqual(stack.stackConfiguration, configuration)
    }
}
