import Foundation
import KinemaDerivations
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `kinema curve` through the built binary: CSV values against the published formulas (derived in
/// KinemaDerivations or by hand next to each assertion), JSON and SVG shape.
final class CurveCommandTests: XCTestCase {
    func testUIKitSpringCSV() throws {
        // UIKit's spring for (d 0.5, zeta 0.5): the Newton steps end on the w at which the
        // envelope (zeta / sqrt(1 - zeta^2)) e^(-zeta d w) is 0.001, w = ln(577.3503) / 0.25 = 25.433797;
        // then q(0.25) = 0.987155 (Derivation.uikitSpringProgress), and exactly 1 from t = d on.
        // --fps 4 samples t = 0, 1/4, 2/4.
        let run = try Kinema.run(["curve", "spring", "--duration", "0.5", "--damping-ratio", "0.5", "--fps", "4"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let rows = run.samples()
        XCTAssertEqual(rows.map(\.t), [0, 0.25, 0.5])
        XCTAssertEqual(rows[0].value, 0)
        XCTAssertEqual(Derivation.uikitSpringFrequency(duration: 0.5, dampingRatio: 0.5), 25.433797, accuracy: 1e-6)
        XCTAssertEqual(
            rows[1].value, Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 0.5),
            accuracy: 1e-12)
        XCTAssertEqual(rows[1].value, 0.987155, accuracy: 1e-6)
        XCTAssertEqual(rows[2].value, 1)
        XCTAssertTrue(run.stdout.hasPrefix("t,value\n0.0,0.0\n0.25,"))
    }

    func testCoreAnimationSpringCSVDoesNotSnap() throws {
        // m 1, k 100, c 20 (critical, w0 10): q(t) = 1 - e^(-10 t)(1 + 10 t).
        // t = 0.1: 1 - 2/e = 0.2642411; t = 0.2 (the last sample, no snap): 1 - 3/e^2 = 0.5939942.
        let run = try Kinema.run([
            "curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "20",
            "--duration", "0.2", "--fps", "10"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let rows = run.samples()
        XCTAssertEqual(rows.map(\.t), [0, 0.1, 0.2])
        XCTAssertEqual(rows[1].value, 0.2642411, accuracy: 1e-7)
        XCTAssertEqual(rows[2].value, 0.5939942, accuracy: 1e-7)
    }

    func testNegativeVelocityParses() throws {
        // m 1, k 100, c 20, v0 = -10: slope w0 - v0 = 20, x = e^(-10 t)(1 + 20 t);
        // t = 0.1: q = 1 - 3/e = -0.1036383 (it first moves away from the target).
        let run = try Kinema.run([
            "curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "20",
            "--velocity", "-10", "--duration", "0.1", "--fps", "10"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.samples()[1].value, -0.1036383, accuracy: 1e-7)
    }

    func testBezierAndNamedCSV() throws {
        // easeIn = (0.42, 0, 1, 1); x = t / D = 0, 0.5, 1 -> 0, 0.3153568 (the curve solved by
        // bisection in Derivation.easeIn), 1.
        let bezier = try Kinema.run(["curve", "bezier", "--control", "0.42,0,1,1", "--duration", "2", "--fps", "1"])
        XCTAssertEqual(bezier.status, 0, bezier.stderr)
        let rows = bezier.samples()
        XCTAssertEqual(rows.map(\.t), [0, 1, 2])
        XCTAssertEqual(Derivation.easeIn(0.5), 0.3153568, accuracy: 1e-7)
        XCTAssertEqual(rows[1].value, Derivation.easeIn(0.5), accuracy: 1e-6)
        XCTAssertEqual(rows[2].value, 1)
        let named = try Kinema.run(["curve", "named", "easeIn", "--duration", "2", "--fps", "1"])
        XCTAssertEqual(named.stdout, bezier.stdout)
        // easeInOut is symmetric: 0.5 at half time.
        let easeInOut = try Kinema.run(["curve", "named", "easeInOut", "--duration", "1", "--fps", "2"]).samples()
        XCTAssertEqual(easeInOut.map(\.value), [0, 0.5, 1])
    }

    func testKeyframesCSV() throws {
        // The worked example [0, 0.1, 1] -> [1, 0, 0], cubic, over 2 s at 10 fps: u = t / 2.
        // u = 0.05 (t = 0.1): 0.45; u = 0.55 (t = 1.1): -0.1125 (hand-derived in KeyframeTrackTests).
        let run = try Kinema.run([
            "curve", "keyframes", "--mode", "cubic", "--key-times", "0,0.1,1",
            "--values", "1,0,0", "--duration", "2", "--fps", "10"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let rows = run.samples()
        XCTAssertEqual(rows.count, 21)
        XCTAssertEqual(rows[1].value, 0.45, accuracy: 1e-12)
        XCTAssertEqual(rows[11].value, -0.1125, accuracy: 1e-12)
        XCTAssertEqual(rows[20].value, 0)
        // Linear on the fast cart's keys [0, 0.35, 0.85, 1] -> [0, -4, 104, 104] over 1 s at 20 fps:
        // t = 0.6: 0.25 / 0.5 of the way from -4 to 104 = 50.
        let linear = try Kinema.run([
            "curve", "keyframes", "--mode", "linear", "--key-times", "0,0.35,0.85,1",
            "--values", "0,-4,104,104", "--duration", "1", "--fps", "20"
        ]).samples()
        XCTAssertEqual(linear[12].t, 0.6)
        XCTAssertEqual(linear[12].value, 50, accuracy: 1e-12)
        // Paced modes may omit key times: [0, 10, 40] -> times [0, 0.25, 1]; t = 0.625 of 1 s -> 25.
        let paced = try Kinema.run([
            "curve", "keyframes", "--mode", "paced", "--values", "0,10,40",
            "--duration", "1", "--fps", "8"
        ]).samples()
        XCTAssertEqual(paced[5].value, 25, accuracy: 1e-12)
    }

    func testFrameCountIsFloorOfDurationTimesFPSPlusOne() throws {
        // floor(D * fps) + 1 samples, t = k / fps: 1.5 s at 60 fps -> 91 rows, the last at 1.5.
        let rows = try Kinema.run(["curve", "named", "linear", "--duration", "1.5"]).samples()
        XCTAssertEqual(rows.count, 91)
        XCTAssertEqual(rows[7].t, 7.0 / 60)
        XCTAssertEqual(rows.last?.t, 1.5)
    }

    func testJSONShape() throws {
        let run = try Kinema.run([
            "curve", "spring", "--duration", "0.5", "--damping-ratio", "0.5", "--fps", "4",
            "--format", "json"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["kind"] as? String, "spring")
        XCTAssertEqual(object["fps"] as? Double, 4)
        XCTAssertEqual(object["duration"] as? Double, 0.5)
        let parameters = try XCTUnwrap(object["parameters"] as? [String: Any])
        XCTAssertEqual(parameters["form"] as? String, "uikit")
        XCTAssertEqual(parameters["dampingRatio"] as? Double, 0.5)
        // The solved spring: w = 25.433797, so stiffness = w^2 = 646.878 and damping = 2 * 0.5 * w.
        XCTAssertEqual(try XCTUnwrap(parameters["stiffness"] as? Double), 646.878, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(parameters["damping"] as? Double), 25.433797, accuracy: 1e-6)
        let samples = try XCTUnwrap(object["samples"] as? [[String: Double]])
        XCTAssertEqual(samples.map { $0["t"] }, [0, 0.25, 0.5])
        XCTAssertEqual(try XCTUnwrap(samples[1]["value"]), 0.987155, accuracy: 1e-6)
        XCTAssertEqual(samples[2]["value"], 1)

        let keyframes = try Kinema.run([
            "curve", "keyframes", "--mode", "discrete", "--key-times", "0,0.5",
            "--values", "3,-1e-05", "--duration", "1", "--fps", "1", "--format", "json"
        ])
        let kf = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(keyframes.stdout.utf8)) as? [String: Any])
        let kfParameters = try XCTUnwrap(kf["parameters"] as? [String: Any])
        XCTAssertEqual(kfParameters["mode"] as? String, "discrete")
        XCTAssertEqual(kfParameters["keyTimes"] as? [Double], [0, 0.5])
        XCTAssertEqual(kfParameters["values"] as? [Double], [3, -1e-05])
        XCTAssertEqual((kf["samples"] as? [[String: Double]])?.map { $0["value"] }, [3, -1e-05])
    }

    /// `--format svg` of discrete keyframes draws steps through the keys and marks them; a spring's
    /// plot is drawn through 1,001 samples (the plot itself is tested in CurvePlotTests).
    func testSVGPlotsStepsMarksAndDenseCurves() throws {
        let discrete = try Kinema.run([
            "curve", "keyframes", "--mode", "discrete", "--key-times", "0,0.5,1",
            "--values", "1,3,3", "--duration", "1", "--fps", "10", "--format", "svg"
        ])
        XCTAssertEqual(discrete.status, 0, discrete.stderr)
        // 1 until t = 0.5, then 3: corners (0, 1) (0.5, 1) (0.5, 3) (1, 3); three keys marked.
        let points = discrete.stdout.components(separatedBy: "points=\"")[1].prefix { $0 != "\"" }
        XCTAssertEqual(points.split(separator: " ").count, 4)
        XCTAssertEqual(discrete.stdout.components(separatedBy: "<circle").count - 1, 3)
        let spring = try Kinema.run([
            "curve", "spring", "--duration", "0.75", "--damping-ratio", "0.4", "--format", "svg"
        ])
        let springPoints = spring.stdout.components(separatedBy: "points=\"")[1].prefix { $0 != "\"" }
        XCTAssertEqual(springPoints.split(separator: " ").count, 1001)
        XCTAssertTrue(spring.stdout.contains("stiffness 410.554, damping 16.2097"))
    }

    func testSVGIsAWellFormedPlot() throws {
        let run = try Kinema.run(["curve", "spring", "--duration", "0.75", "--damping-ratio", "0.4", "--format", "svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = run.stdout
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertTrue(svg.contains("dampingRatio 0.4"))
        // One polyline (the plot itself is tested in KinemaRenderTests' CurvePlotTests).
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 1)
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
