import XCTest

/// Every bad `kinema curve` input: exit status 2, one line on standard error, nothing on standard output.
final class CurveErrorTests: XCTestCase {
    /// Bad inputs, each with a fragment its message must contain.
    private let cases: [([String], String)] = [
        (["spring", "--duration", "nan", "--damping-ratio", "0.5"], "--duration"),
        (["spring", "--duration", "inf", "--damping-ratio", "0.5"], "--duration"),
        (["spring", "--duration", "0", "--damping-ratio", "0.5"], "--duration"),
        (["spring", "--duration", "-1", "--damping-ratio", "0.5"], "--duration"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--fps", "0"], "--fps"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--fps", "1000.5"], "--fps"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--fps", "nan"], "--fps"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--fps", "-60"], "--fps"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--format", "xml"], "format"),
        (["spring"], "--duration"),
        (["spring", "--duration", "1"], "--damping-ratio"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--stiffness", "100"], "conflicting"),
        (["spring", "--stiffness", "100", "--damping", "10", "--duration", "1"], "--mass"),
        (["spring", "--mass", "0", "--stiffness", "100", "--damping", "10", "--duration", "1"], "mass"),
        (["spring", "--mass", "1", "--stiffness", "-5", "--damping", "10", "--duration", "1"], "stiffness"),
        (["spring", "--mass", "1", "--stiffness", "100", "--damping", "-1", "--duration", "1"], "damping"),
        (["spring", "--mass", "1", "--stiffness", "nan", "--damping", "1", "--duration", "1"], "--stiffness"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--velocity", "inf"], "--velocity"),
        (["spring", "--duration", "1", "--damping-ratio", "abc"], "abc"),
        (["spring", "--duration", "1", "--damping-ratio", "0.000001"], "no spring"),
        (["bezier", "--control", "0.42,0,1", "--duration", "1"], "4 numbers"),
        (["bezier", "--control", "1.5,0,1,1", "--duration", "1"], "[0, 1]"),
        (["bezier", "--control", "0.42,0,-0.1,1", "--duration", "1"], "[0, 1]"),
        (["bezier", "--control", "a,b,c,d", "--duration", "1"], "--control"),
        (["bezier", "--control", "0.42,0,1,1,", "--duration", "1"], "--control"),
        (["bezier", "--control", "0.42,nan,1,1", "--duration", "1"], "finite"),
        (["bezier", "--control", "0.42,0,1,1"], "--duration"),
        (["named", "bounce", "--duration", "1"], "bounce"),
        (["named"], "name"),
        (["named", "linear", "--duration", "1e9", "--fps", "1000"], "frames"),
        (["named", "linear", "--duration", "1e300"], "out of range"),
        (["keyframes", "--mode", "spline", "--key-times", "0,1", "--values", "0,1", "--duration", "1"], "spline"),
        (["keyframes", "--key-times", "0,1", "--values", "0,1", "--duration", "1"], "--mode"),
        (
            ["keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1,2,3", "--duration", "1"],
            "2 key times but 3 values"
        ),
        (
            ["keyframes", "--mode", "linear", "--key-times", "0,,1", "--values", "1,2,3", "--duration", "1"],
            "--key-times"
        ),
        (
            ["keyframes", "--mode", "linear", "--key-times", "0,0.6,0.5", "--values", "1,2,3", "--duration", "1"],
            "smaller"
        ),
        (["keyframes", "--mode", "linear", "--key-times", "0,1.5", "--values", "1,2", "--duration", "1"], "[0, 1]"),
        (["keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1,nan", "--duration", "1"], "--values"),
        (["keyframes", "--mode", "linear", "--values", "1,2", "--duration", "1"], "--key-times"),
        (
            [
                "keyframes", "--mode", "cubic", "--key-times", "0,1", "--values", "1,2", "--tensions", "0",
                "--duration", "1"
            ],
            "tensions"
        ),
        (["keyframes", "--mode", "linear", "--key-times", "", "--values", "1", "--duration", "1"], "--key-times"),
        (["keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1,2"], "--duration"),
        (["spring", "--duration", "1", "--damping-ratio", "0.5", "--foo"], "--foo"),
        (["frobnicate"], "frobnicate")
    ]

    func testBadInputsExitTwoWithOneLine() throws {
        for (arguments, fragment) in cases {
            let run = try Kinema.run(["curve"] + arguments)
            let label = arguments.joined(separator: " ")
            XCTAssertEqual(run.status, 2, label)
            XCTAssertEqual(run.stdout, "", label)
            XCTAssertTrue(run.stderr.hasPrefix("kinema: "), "\(label): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("\n"), label)
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, "\(label): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(fragment), "\(label): '\(run.stderr)' lacks '\(fragment)'")
        }
    }
}
