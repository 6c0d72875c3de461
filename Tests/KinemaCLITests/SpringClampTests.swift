import Foundation
import KinemaDerivations
import XCTest

/// UIKit's clamps of its duration-based spring, as `kinema curve spring --format json` reports them:
/// `dampingRatio` is the ratio the spring was solved with, `requestedDampingRatio` the given one
/// (only when the clamp changed it), and `solveDuration` the duration the spring was solved for
/// (only when the clamp changed it); `duration` stays the given one, which the samples span.
final class SpringClampTests: XCTestCase {
    /// The JSON's parameters object, and the raw text.
    func parameters(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
        throws -> (parameters: [String: Any], samples: [[String: Double]], text: String)
    {
        let run = try Kinema.run(["curve", "spring"] + arguments + ["--format", "json"], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            file: file, line: line)
        return (
            try XCTUnwrap(object["parameters"] as? [String: Any], file: file, line: line),
            try XCTUnwrap(object["samples"] as? [[String: Double]], file: file, line: line), run.stdout
        )
    }

    func testDampingRatioAboveOneIsReportedAsOne() throws {
        let (p, samples, text) = try parameters(["--duration", "0.5", "--damping-ratio", "1.5", "--fps", "4"])
        XCTAssertEqual(p["dampingRatio"] as? Double, 1)
        XCTAssertEqual(p["requestedDampingRatio"] as? Double, 1.5)
        XCTAssertNil(p["solveDuration"], "0.5 s is inside [0.01, 10]")
        XCTAssertEqual(p["duration"] as? Double, 0.5)
        XCTAssertTrue(
            text.contains(#""duration":0.5,"dampingRatio":1.0,"requestedDampingRatio":1.5,"velocity":0.0,"#), text)
        // Solved as a critically damped spring: (x + 1) e^(-x) = 0.001 with x = w d has the root
        // x = 9.233413, so w = 9.233413 / 0.5 = 18.466826 and the stiffness w^2 = 341.0237.
        let w = Derivation.uikitSpringFrequency(duration: 0.5, dampingRatio: 1)
        XCTAssertEqual(w, 18.466826, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(p["stiffness"] as? Double), w * w, accuracy: 1e-9 * w * w)
        XCTAssertEqual(try XCTUnwrap(p["damping"] as? Double), 2 * w, accuracy: 1e-9 * w)
        // q(0.25) = 1 - e^(-w t) (1 + w t), w t = 4.6167065: 1 - 0.0098870 * 5.6167065 = 0.9444772.
        XCTAssertEqual(try XCTUnwrap(samples[1]["value"]), 0.9444772, accuracy: 1e-7)
        XCTAssertEqual(
            try XCTUnwrap(samples[1]["value"]),
            Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 1.5), accuracy: 1e-12)
    }

    func testDampingRatioAtOrBelowZeroIsReportedAsTheSmallestRatio() throws {
        // With zeta clamped to 1.1920929e-7 the residual barely decays, so the Newton steps find a
        // frequency only when the initial velocity sets the envelope: |(zeta w - v) / (s w)| = 0.001
        // with v = -1 gives w close to 1 / 0.001 = 1000.
        for requested in ["0", "-0.5"] {
            let (p, _, _) = try parameters([
                "--duration", "1", "--damping-ratio", requested, "--velocity", "-1",
                "--fps", "1"
            ])
            XCTAssertEqual(p["dampingRatio"] as? Double, 1.1920929e-7, requested)
            XCTAssertEqual(p["requestedDampingRatio"] as? Double, Double(requested), requested)
            let w = Derivation.uikitSpringFrequency(duration: 1, dampingRatio: 1.1920929e-7, velocity: -1)
            XCTAssertEqual(w, 1000, accuracy: 0.1)
            XCTAssertEqual(try XCTUnwrap(p["stiffness"] as? Double), w * w, accuracy: 1e-9 * w * w, requested)
            // damping = 2 zeta w with the clamped zeta.
            XCTAssertEqual(try XCTUnwrap(p["damping"] as? Double), 2 * 1.1920929e-7 * w, accuracy: 1e-12 * w, requested)
        }
    }

    func testAnUnsolvableClampedSpringNamesTheClamps() throws {
        // Without the velocity's help the clamped ratio cannot be solved: the error says what the
        // clamps did, on its one line.
        let run = try Kinema.run(["curve", "spring", "--duration", "20", "--damping-ratio", "0"])
        run.assertOneLineError(startingWith: "kinema: no spring settles in 20.0 s with damping ratio 0.0", "ratio 0")
        XCTAssertTrue(
            run.stderr.hasSuffix(
                "(the damping ratio was clamped to 1.1920929e-7 and the spring was solved for 10.0 s, as UIKit does)\n"),
            run.stderr)
        // An unclamped failure has no such note (ratio 1e-6 is inside the range, yet decays too
        // little in 1 s for either of UIKit's solves).
        let plain = try Kinema.run(["curve", "spring", "--duration", "1", "--damping-ratio", "0.000001"])
        plain.assertOneLineError(startingWith: "kinema: no spring settles", "ratio 1e-6")
        XCTAssertFalse(plain.stderr.contains("clamped"), plain.stderr)
    }

    func testLongDurationIsSolvedForTenSeconds() throws {
        let (p, samples, text) = try parameters(["--duration", "20", "--damping-ratio", "1", "--fps", "0.1"])
        XCTAssertEqual(p["duration"] as? Double, 20)
        XCTAssertEqual(p["solveDuration"] as? Double, 10)
        XCTAssertNil(p["requestedDampingRatio"], "1 is inside the ratio's range")
        XCTAssertTrue(text.contains(#""dampingRatio":1.0,"solveDuration":10.0,"velocity":0.0,"#), text)
        // Solved for 10 s: w = 9.233413 / 10, so q(10) = 1 - (1 + 9.233413) e^(-9.233413) = 1 - 0.001.
        XCTAssertEqual(try XCTUnwrap(p["stiffness"] as? Double), 0.9233413 * 0.9233413, accuracy: 1e-7)
        XCTAssertEqual(samples.map { $0["t"] }, [0, 10, 20], "the samples span the whole 20 s")
        XCTAssertEqual(try XCTUnwrap(samples[1]["value"]), 0.999, accuracy: 1e-7)
        XCTAssertEqual(samples[2]["value"], 1, "exactly 1 from the given duration on")
    }

    func testShortDurationIsSolvedForOneHundredthOfASecond() throws {
        let (p, samples, _) = try parameters(["--duration", "0.005", "--damping-ratio", "1", "--fps", "200"])
        XCTAssertEqual(p["duration"] as? Double, 0.005)
        XCTAssertEqual(p["solveDuration"] as? Double, 0.01)
        // w = 9.233413 / 0.01 = 923.3413; at t = 0.005, w t = 4.6167065 as in the first test.
        XCTAssertEqual(try XCTUnwrap(p["stiffness"] as? Double).squareRoot(), 923.3413, accuracy: 1e-3)
        XCTAssertEqual(samples.map { $0["t"] }, [0, 0.005])
        XCTAssertEqual(samples[1]["value"], 1, "the animation lasts the given 0.005 s")
    }

    func testUnclampedSpringReportsNoRequestedValues() throws {
        let (p, _, text) = try parameters(["--duration", "0.5", "--damping-ratio", "0.5", "--fps", "4"])
        XCTAssertEqual(p["dampingRatio"] as? Double, 0.5)
        XCTAssertNil(p["requestedDampingRatio"])
        XCTAssertNil(p["solveDuration"])
        XCTAssertTrue(
            text.contains(
                #""parameters":{"form":"uikit","duration":0.5,"dampingRatio":0.5,"velocity":0.0,"mass":1.0,"#),
            text)
    }
}
