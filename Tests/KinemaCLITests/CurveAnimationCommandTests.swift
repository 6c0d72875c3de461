import Foundation
import XCTest

/// `kinema curve animation`: an explicit animation of position.x with media timing, through the
/// built binary. Expected values derived by hand next to each assertion (local time
/// t_local = (t - beginTime) * speed + timeOffset, wrapped into the active duration).
final class CurveAnimationCommandTests: XCTestCase {
    func testRepeatCountTwoAndAHalfHeldForwards() throws {
        // from 0 to 100 over 1 s, 2.5 cycles: 100 * (t mod 1) until 2.5, then held at 50.
        let run = try Kinema.run([
            "curve", "animation", "--from", "0", "--to", "100", "--duration", "1",
            "--repeat-count", "2.5", "--fill", "forwards", "--keep", "--fps", "4", "--until", "3"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let rows = run.samples()
        XCTAssertEqual(rows.map(\.t), (0...12).map { Double($0) / 4 })
        XCTAssertEqual(rows.map(\.value), [0, 25, 50, 75, 0, 25, 50, 75, 0, 25, 50, 50, 50])
    }

    func testAutoreverseSpeedAndOffset() throws {
        // Autoreverses: cycle 2 s; speed 2 halves it in scene time; timeOffset 0.5 starts at local 0.5.
        // Scene t -> local 2 t + 0.5 (wrapped into A = 2): t = 0: 0.5 -> 50; t = 0.25: 1 -> 100;
        // t = 0.5: 1.5 -> back to 50; t = 0.75: 2 wraps to 0 -> 0; end at A / 2 = 1 s: removed, model 7.
        let run = try Kinema.run([
            "curve", "animation", "--from", "0", "--to", "100", "--duration", "1",
            "--autoreverses", "--speed", "2", "--time-offset", "0.5", "--model", "7",
            "--fps", "4", "--until", "1.25"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.samples().map(\.value), [50, 100, 50, 0, 7, 7])
    }

    func testBackwardsFillBeforeALaterBegin() throws {
        // Begins at 1 s; backwards fill shows the from value 10 before it; removed after 2 s: model 0.
        let run = try Kinema.run([
            "curve", "animation", "--from", "10", "--to", "20", "--duration", "1",
            "--begin-time", "1", "--fill", "backwards", "--fps", "2"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let rows = run.samples()
        XCTAssertEqual(rows.map(\.t), [0, 0.5, 1, 1.5, 2, 2.5, 3]) // until = 1 + 1 + 1
        XCTAssertEqual(rows.map(\.value), [10, 10, 10, 15, 0, 0, 0])
    }

    func testKeyframesAdditiveAndCumulative() throws {
        // Cumulative keyframes 0, 10 over 1 s, 3 cycles: cycle k shows 10 k + 10 u.
        let run = try Kinema.run([
            "curve", "animation", "--values", "0,10", "--duration", "1", "--repeat-count", "3",
            "--cumulative", "--fps", "2", "--until", "2.5"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.samples().map(\.value), [0, 5, 10, 15, 20, 25])
        // Segment timings: easeIn then linear over key times 0, 0.5, 1.
        let eased = try Kinema.run([
            "curve", "animation", "--values", "0,10,20", "--duration", "1",
            "--segment-timings", "easeIn/linear", "--fps", "4", "--until", "0.75"
        ])
        XCTAssertEqual(eased.status, 0, eased.stderr)
        let rows = eased.samples()
        XCTAssertLessThan(rows[1].value, 5) // eased in: below the linear 5
        XCTAssertEqual(rows[3].value, 15, accuracy: 1e-12) // linear second segment
    }

    func testJSONAndSVG() throws {
        let json = try Kinema.run([
            "curve", "animation", "--to", "1", "--repeat-count", "inf", "--until", "0.5",
            "--fps", "2", "--format", "json"
        ])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let parameters = object?["parameters"] as? [String: Any]
        XCTAssertEqual(object?["kind"] as? String, "animation")
        XCTAssertEqual(parameters?["repeatCount"] as? String, "inf")
        XCTAssertEqual(parameters?["duration"] as? Double, 0.25) // 0 settles to 0.25 s
        let svg = try Kinema.run([
            "curve", "animation", "--from", "0", "--to", "1", "--duration", "1",
            "--format", "svg"
        ])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"))
    }

    func testRefusals() throws {
        let cases: [([String], String)] = [
            (["--to", "1", "--repeat-count", "inf"], "kinema: the animation never ends"),
            (["--to", "1", "--fill", "sideways"], "kinema: unknown fill mode"),
            (["--to", "1", "--repeat-count", "-1"], "kinema: --repeat-count must not be negative"),
            (["--values", "0,1", "--from", "0"], "kinema: --values (keyframes) cannot be combined"),
            (["--values", "0,1", "--key-times", "0"], "kinema: keyframes have 1 key times"),
            (["--to", "1", "--timing", "bouncy"], "kinema: --timing: 'bouncy' is neither"),
            (["--to", "1", "--speed", "nan"], "kinema: --speed must be a finite number"),
            (["--to", "1e10"], "kinema: toValue must be finite and at most 1e9"),
            (["--stiffness", "-1", "--to", "1"], "kinema: spring stiffness"),
            (["--key-times", "0,1", "--to", "1"], "kinema: --key-times and --segment-timings need --values")
        ]
        for (arguments, prefix) in cases {
            let run = try Kinema.run(["curve", "animation"] + arguments)
            run.assertOneLineError(startingWith: prefix, arguments.joined(separator: " "))
        }
    }
}
