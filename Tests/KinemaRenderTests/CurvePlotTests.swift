import KinemaRender
import XCTest

/// The curve plot: one point per sample, ticks at 1-2-5 steps, the reference lines, the title.
final class CurvePlotTests: XCTestCase {
    func testAPlotOfASampledSpring() throws {
        // UIKit's spring, 0.75 s, damping ratio 0.4, sampled at 60 fps: floor(0.75 * 60) + 1 = 46.
        let spring = try Spring(duration: 0.75, dampingRatio: 0.4)
        let samples = (0...45).map { k in (t: Double(k) / 60, value: spring.uikitProgress(at: Double(k) / 60, duration: 0.75)) }
        let curve = SampledCurve(kind: "spring", parameters: [("dampingRatio", .number(0.4))], fps: 60, duration: 0.75,
                                 samples: samples)
        let tree = try MarkupTree(curve.plot(title: "a <spring>").svg())
        XCTAssertEqual(tree.all("title").map(\.text), ["a <spring>: dampingRatio 0.4"])
        let polyline = try XCTUnwrap(tree.all("polyline").first)
        XCTAssertEqual(polyline["points"]?.split(separator: " ").count, 46)
        let labels = tree.all("text").filter { $0.ancestors.last == "g" }.map(\.text)
        // Time 0 ... 0.75: a span of 0.15 a tick rounds to a step of 0.1: 0.0 ... 0.7.
        XCTAssertEqual(Array(labels.prefix(8)), ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        // Two dashed reference lines, at progress 0 and 1 (both inside the overshooting range).
        XCTAssertEqual(tree.all("line").filter { $0["stroke-dasharray"] == "4 3" }.count, 2)
        // The first point is (t 0, progress 0): on the left edge, x = 70, at the height of the
        // first reference line (progress 0).
        let first = try XCTUnwrap(polyline["points"]?.split(separator: " ").first).split(separator: ",")
        let dashed = tree.all("line").filter { $0["stroke-dasharray"] == "4 3" }
        XCTAssertEqual(first[0], "70.00")
        XCTAssertEqual(String(first[1]), dashed.first?["y1"])
        XCTAssertTrue(tree.all("circle").isEmpty)
    }

    func testOneSampleIsADot() throws {
        let plot = CurvePlot(title: "one", xLabel: "t", yLabel: "v", points: [(0, 0.5)], xRange: (0, 1))
        let tree = try MarkupTree(plot.svg())
        // x = 0 is the left edge, 70. The values (0.5 and the references 0 and 1) span 0 ... 1,
        // padded by 5% each side; without a subtitle the plot runs from y = 44 down to
        // 420 - 56 = 364, so 0.5, the middle of -0.05 ... 1.05, is at (44 + 364) / 2 = 204.
        let dot = try XCTUnwrap(tree.all("circle").first)
        XCTAssertEqual(dot["cx"], "70.00")
        XCTAssertEqual(dot["cy"], "204.00")
    }
}
