@testable import KinemaRender
import RealModule
import XCTest

/// The curve plot: one point per sample, ticks at 1-2-5 steps, the reference lines, the title.
final class CurvePlotTests: XCTestCase {
    func testAPlotOfASampledSpring() throws {
        // UIKit's spring, 0.75 s, damping ratio 0.4, sampled at 60 fps: floor(0.75 * 60) + 1 = 46.
        let spring = try Spring(duration: 0.75, dampingRatio: 0.4)
        let samples = (0...45).map { k in
            (t: Double(k) / 60, value: spring.uikitProgress(at: Double(k) / 60, duration: 0.75))
        }
        let curve = SampledCurve(
            kind: "spring", parameters: [("dampingRatio", .number(0.4))], fps: 60, duration: 0.75,
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

    /// The polyline's points, in SVG units.
    private func polyline(_ svg: String) throws -> [(x: Double, y: Double)] {
        let tree = try MarkupTree(svg)
        let points = try XCTUnwrap(tree.all("polyline").first?["points"])
        return points.split(separator: " ").map { pair in
            let xy = pair.split(separator: ",").compactMap { Double($0) }
            return (xy[0], xy[1])
        }
    }

    /// Discrete keyframes are a step function: keys 26, 22, 130, 130 at 0, 0.35, 0.85, 1 of
    /// 0.8 s, sampled at 10 fps (t = 0 ... 0.8): 26 until t = 0.28, 22 until 0.68, then 130. The
    /// line holds each value, then jumps: corners (0, 26) (0.3, 26) (0.3, 22) (0.7, 22) (0.7, 130)
    /// (0.8, 130), where each segment is horizontal, then vertical, in turn.
    func testDiscreteKeyframesAreSteps() throws {
        let track = try KeyframeTrack(keyTimes: [0, 0.35, 0.85, 1], values: [26.0, 22, 130, 130], mode: .discrete)
        let samples = (0...8).map { k in (t: Double(k) / 10, value: track.value(at: Double(k) / 10 / 0.8)) }
        var curve = SampledCurve(
            kind: "keyframes", parameters: [], fps: 10, duration: 0.8, samples: samples,
            valueLabel: "value", references: [])
        curve.interpolation = .steps
        let line = try polyline(curve.plot().svg())
        XCTAssertEqual(line.count, 6)
        for k in 1..<line.count {
            let (a, b) = (line[k - 1], line[k])
            if k % 2 == 1 {
                XCTAssertEqual(a.y, b.y, "segment \(k) is horizontal")
                XCTAssertLessThan(a.x, b.x)
            } else {
                XCTAssertEqual(a.x, b.x, "segment \(k) is vertical")
            }
        }
        // The corners' times, through the x axis: x = 70 + t / 0.8 * (720 - 70 - 24).
        XCTAssertEqual(line.map { (($0.x - 70) / 626 * 0.8 * 10).rounded() / 10 }, [0, 0.3, 0.3, 0.7, 0.7, 0.8])
        // A straight plot of the same samples has a ramp between 0.2 and 0.3 instead.
        curve.interpolation = .linear
        XCTAssertEqual(try polyline(curve.plot().svg()).count, 9)
    }

    /// A keyframe track's keys are marked: at the key times for the timed modes; paced moves at a
    /// constant speed, so values 0, 10, 5 (distances 10 and 5) are reached at 0, 2/3 and 1 of the
    /// duration; cubicPaced re-times the curve through evenly spaced keys by its arc length, so
    /// through evenly spaced values (a straight curve) the keys come at thirds, and in general the
    /// track's value at each marked time is the key's value.
    func testKeyframeKeysAreMarked() throws {
        func times(_ mode: KeyframeCalculationMode, _ values: [Double], keyTimes: [Double] = []) throws -> [Double] {
            let track = try KeyframeTrack(keyTimes: keyTimes, values: values, mode: mode)
            let keys = SampledCurve.keys(of: track, duration: 2)
            XCTAssertEqual(keys.map(\.value), values)
            for key in keys {
                XCTAssertEqual(track.value(at: key.t / 2), key.value, accuracy: 1e-3, "\(mode) at \(key.t)")
            }
            return keys.map(\.t)
        }
        XCTAssertEqual(try times(.linear, [1, 2, 4], keyTimes: [0, 0.25, 1]), [0, 0.5, 2])
        XCTAssertEqual(try times(.cubic, [1, 2, 4], keyTimes: [0, 0.25, 1]), [0, 0.5, 2])
        XCTAssertEqual(try times(.discrete, [1, 2, 4], keyTimes: [0, 0.25, 1]), [0, 0.5, 2])
        XCTAssertEqual(try times(.paced, [0, 10, 5]), [0, 2 * 2.0 / 3, 2])
        let thirds = try times(.cubicPaced, [0, 10, 20, 30])
        for (t, expected) in zip(thirds, [0, 2.0 / 3, 4.0 / 3, 2]) { XCTAssertEqual(t, expected, accuracy: 1e-9) }
        _ = try times(.cubicPaced, [0, 10, 5, 20])

        let track = try KeyframeTrack(keyTimes: [0, 0.25, 1], values: [1.0, 2, 4], mode: .linear)
        var curve = SampledCurve(
            kind: "keyframes", parameters: [], fps: 10, duration: 2,
            samples: [(0, 1), (2, 4)], valueLabel: "value", references: [])
        curve.keys = SampledCurve.keys(of: track, duration: 2)
        let tree = try MarkupTree(curve.plot().svg())
        let marks = tree.all("circle").filter { $0.ancestors.last == "g" }
        XCTAssertEqual(marks.count, 3)
        // The marks sit on the line: the first key (0, 1) is the polyline's first point.
        let first = try XCTUnwrap(polyline(curve.plot().svg()).first)
        XCTAssertEqual(marks.first.flatMap { Double($0["cx"] ?? "") }, first.x)
        XCTAssertEqual(marks.first.flatMap { Double($0["cy"] ?? "") }, first.y)
    }

    /// A plot of arbitrary samples (what the golden assertions draw) spans its values, not 0:
    /// 100 ... 110 padded by 5 % is 99.5 ... 110.5, ticks every 2 from 100, no reference lines.
    func testAPlotSpansItsValuesWithoutForcingZero() throws {
        let plot = CurvePlot(
            title: "golden", xLabel: "t", yLabel: "value", points: [(0, 100), (1, 110)], xRange: (0, 1))
        let tree = try MarkupTree(plot.svg())
        let yLabels = tree.all("text").filter { $0["text-anchor"] == "end" }.map(\.text)
        XCTAssertEqual(yLabels, ["100", "102", "104", "106", "108", "110"])
        XCTAssertTrue(tree.all("line").filter { $0["stroke-dasharray"] != nil }.isEmpty)
    }

    /// Parameters in titles have six significant digits at most: UIKit's spring of 0.75 s and
    /// damping ratio 0.4 has stiffness (2 pi / 0.75)^2 = 70.18... and so on; the title shows the
    /// value rounded, not its 15 digits.
    func testTitlesPrintSixSignificantDigits() throws {
        let curve = SampledCurve(
            kind: "spring",
            parameters: [
                ("stiffness", .number(410.554214810002)), ("damping", .number(16.209709975147653)),
                ("mass", .number(1)),
                ("velocity", .number(-0.0)), ("tiny", .number(1.5e-7)), ("list", .numbers([0, 0.35, 1e20]))
            ], fps: 60, duration: 1, samples: [(0, 0)])
        XCTAssertEqual(
            curve.plot().subtitle,
            "stiffness 410.554, damping 16.2097, mass 1, velocity 0, tiny 1.5e-07, list [0 0.35 1e+20]")
        let cases: [(Double, String)] = [
            (0.75, "0.75"), (123_456_789, "123457000"), (999_999.7, "1000000"), (-0.000123456789, "-0.000123457"),
            (0.0000123456, "1.23456e-05"), (9.999996, "10"), (1e15, "1e+15"),
            (Double.leastNonzeroMagnitude, "4.94066e-324"),
            (-Double.greatestFiniteMagnitude, "-1.79769e+308")
        ]
        for (x, text) in cases { XCTAssertEqual(NumberText.significant(x, 6), text, "\(x)") }
        XCTAssertNil(NumberText.significant(.nan, 6))
    }

    /// The spring's plot is drawn through 1,001 samples, not the 46 frames, so the line follows the
    /// curve: half-way between two neighbouring points of the line the spring is within 5e-4 of
    /// the chord (a tenth of a pixel at this plot's 1.3 progress units over 320 px), where the chords
    /// between frames cut corners by about |x''| dt^2 / 8 = 410 / 60^2 / 8 = 0.014 (4 px) at the
    /// sharpest turn (UIKit's stiffness is 410.55 for 0.75 s and damping ratio 0.4).
    func testASpringIsPlottedDenselyWithoutCorners() throws {
        let spring = try Spring(duration: 0.75, dampingRatio: 0.4)
        func progress(_ t: Double) -> Double { spring.uikitProgress(at: t, duration: 0.75) }
        let samples = (0...45).map { k in (t: Double(k) / 60, value: progress(Double(k) / 60)) }
        var curve = SampledCurve(kind: "spring", parameters: [], fps: 60, duration: 0.75, samples: samples)
        // The last segment is left out: UIKit's duration spring is exactly 1 at its duration, a
        // jump of 0.0015 from the motion just before, which no density smooths.
        func largestChordError(_ points: [(t: Double, value: Double)]) -> Double {
            zip(points, points.dropFirst()).dropLast()
                .map { a, b in abs(progress((a.t + b.t) / 2) - (a.value + b.value) / 2) }.max() ?? 0
        }
        XCTAssertGreaterThan(largestChordError(samples), 0.01)
        curve.sampleDensely(progress)
        let dense = try XCTUnwrap(curve.plotSamples)
        XCTAssertEqual(dense.count, 1001)
        XCTAssertEqual(dense.last?.t, 0.75)
        XCTAssertLessThan(largestChordError(dense), 5e-4)
        XCTAssertEqual(try polyline(curve.plot().svg()).count, 1001)
        // The frames' own samples stay as they were (CSV and JSON write them).
        XCTAssertEqual(curve.samples.count, 46)
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
