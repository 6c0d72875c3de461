import Kinema
import XCTest

/// equalCentering stacks pinned to a width (the Kinema module's Auto Layout article): centre steps
/// equal to the first at priority 999, gaps of at least `spacing` (required), each view's hugging
/// (250) and compression resistance (750) at its intrinsic width. Expected frames derived by hand
/// next to each assertion.
final class EqualCenteringTests: XCTestCase {
    /// A horizontal equalCentering stack `width` wide and 100 high at the root's origin (alignment
    /// top), arranging views of the given intrinsic widths (height 20).
    private func makeStack(width: Double, spacing: Double, widths: [Double]) throws -> (Scene, [View]) {
        let scene = Scene(size: Size(width: 400, height: 400))
        let stack = View(name: "stack")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: .equalCentering, alignment: .top, spacing: spacing)
        let views = widths.enumerated().map { i, w -> View in
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = Size(width: w, height: 20)
            return v
        }
        for v in views { try stack.addArrangedSubview(v) }
        try constrain(stack, scene.root) { s, root in
            s.leading == root.leading
            s.top == root.top
            s.width == LayoutDimension.constant(width)
            s.height == 100
        }
        scene.layoutIfNeeded()
        return (scene, views)
    }

    private func frames(_ views: [View]) -> [Rect] {
        views.map { Rect(center: $0.center, size: $0.bounds.size) }
    }

    func testCentresEquallySpacedWhenTheViewsFit() throws {
        // Every preference can hold: intrinsic widths 20, 40, 60, 20; the first centre at 10 and
        // the last at 300 - 10 = 290, so the step is 280 / 3 and the centres are 10 + k · 280 / 3.
        // The gaps (63.3, 43.3, 53.3) are all above the spacing 10.
        let (_, v) = try makeStack(width: 300, spacing: 10, widths: [20, 40, 60, 20])
        let step = 280.0 / 3
        let widths = [20.0, 40, 60, 20]
        for (k, f) in frames(v).enumerated() {
            XCTAssertEqual(f.width, widths[k], accuracy: 1e-9, "v\(k) width")
            XCTAssertEqual(f.midX, 10 + Double(k) * step, accuracy: 1e-9, "v\(k) centre")
        }
    }

    func testTheCheapestViewGivesWayWhenTheSpacingBinds() throws {
        // Intrinsic widths 20, 100, 60 in 200 with spacing 10 fit (200 = 180 + 2 · 10), but with
        // the intrinsic widths the centres 10, c1, 170 cannot be equally spaced: the middle view
        // would have to be centred at 90, leaving it 0 from the last view. With the second gap at
        // its minimum (x1 = 190 - w2 - w1) the centre steps differ by
        //   d = (c2 - c1) - (c1 - c0) = w1 + 1.5 · w2 + 0.5 · w0 - 180   (20 at the intrinsic widths),
        // and the first gap, x1 - w0 = 170 - w1 - w2 - w0 ≥ 10, holds. Each point of d costs 999;
        // removing it costs 750 per point of compression: 750 through w1, 750 / 1.5 = 500 through
        // w2, 1500 through w0. So the last view alone gives way: w2 = 60 - 20 / 1.5 = 140 / 3,
        // x2 = 200 - w2 = 460 / 3, x1 = 190 - w2 - 100 = 130 / 3; centres 10, 280 / 3, 530 / 3
        // (steps of 250 / 3); cost 750 · 40 / 3 = 10,000 against 19,980 for keeping every width.
        let (_, v) = try makeStack(width: 200, spacing: 10, widths: [20, 100, 60])
        let f = frames(v)
        let expected: [(x: Double, width: Double)] = [(0, 20), (130.0 / 3, 100), (460.0 / 3, 140.0 / 3)]
        for (k, (x, width)) in expected.enumerated() {
            XCTAssertEqual(f[k].minX, x, accuracy: 1e-9, "v\(k) x")
            XCTAssertEqual(f[k].width, width, accuracy: 1e-9, "v\(k) width")
        }
        XCTAssertEqual(f[1].midX - f[0].midX, f[2].midX - f[1].midX, accuracy: 1e-9)
    }

    func testViewsThatDoNotFitShareTheWidthWithEqualCentreSteps() throws {
        // Seven views of intrinsic width 10 in 35 with spacing 0 (the benchmark's shape, small):
        // the compression cost 750 · Σ(10 - w) = 750 · (70 - 35 + Σ gaps) is least with every gap
        // 0, and equal centre steps cost nothing more (widths alternating a, b with a + b = 2 ·
        // step fit exactly), so at the optimum the gaps are 0, the widths add up to 35, none is
        // above 10 (that would cost hugging), and the centres are equally spaced. Which a and b
        // (the optimum is not unique) is the solver's choice; nothing bounds a width below, so one
        // of them may be negative (edges are taken as centre ± width / 2, signed).
        let count = 7
        let (_, v) = try makeStack(width: 35, spacing: 0, widths: Array(repeating: 10, count: count))
        let widths = v.map(\.bounds.width), centres = v.map(\.center.x)
        var total = 0.0
        for k in 0..<count {
            total += widths[k]
            XCTAssertLessThanOrEqual(widths[k], 10 + 1e-9, "v\(k) width")
            if k > 0 {
                let gap = (centres[k] - widths[k] / 2) - (centres[k - 1] + widths[k - 1] / 2)
                XCTAssertEqual(gap, 0, accuracy: 1e-9, "gap before v\(k)")
                XCTAssertEqual(centres[k] - centres[k - 1], centres[1] - centres[0], accuracy: 1e-9, "step to v\(k)")
            }
        }
        XCTAssertEqual(centres[0] - widths[0] / 2, 0, accuracy: 1e-9)
        XCTAssertEqual(total, 35, accuracy: 1e-9)
    }
}
