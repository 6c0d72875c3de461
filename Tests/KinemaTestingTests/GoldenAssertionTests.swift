import Foundation
import Kinema
@testable import KinemaTesting
import XCTest

/// Named goldens, strategies and the files written on a mismatch, through
/// `GoldenAssertion.verdict` (what an assertion would report) in a temporary folder.
final class GoldenAssertionTests: XCTestCase {
    private var directory = ""
    private var testFile: String { directory + "/Tests/T/SlideTests.swift" }
    private var artifacts: String { directory + "/artifacts" }
    private let plain = GoldenSettings(environment: [:])
    private let record = GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "1"])

    override func setUpWithError() throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("kinema-assert-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A 20 x 20 box whose centre x goes from 10 to 10 + `distance` over 1 s (linear), at 0, 0.5, 1.
    private func slide(_ distance: Double) throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 200, height: 100))
        let box = View(name: "box", frame: Rect(x: 0, y: 40, width: 20, height: 20))
        box.backgroundColor = .systemPink
        try scene.root.addSubview(box)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center.x += distance }
        return try [0, 0.5, 1].map { t in
            try scene.advance(to: t)
            return scene.snapshot()
        }
    }

    private func verdict<V>(
        _ value: V, _ strategy: GoldenStrategy<V>, named name: String?,
        settings: GoldenSettings? = nil
    ) -> GoldenVerdict {
        GoldenAssertion.verdict(
            of: value, as: strategy, named: name, checkedAgainst: ["box x 10 -> 110"],
            filePath: testFile, testName: "testSlide()", settings: settings ?? plain,
            artifacts: artifacts)
    }

    func testNamedGoldensHaveTheirOwnFiles() {
        XCTAssertEqual(
            GoldenFile.path(filePath: "/r/Tests/A/BTests.swift", testName: "testC()", name: "open"),
            "/r/Tests/A/__Goldens__/BTests/testC.open.txt")
        XCTAssertEqual(
            GoldenFile.path(filePath: "/r/Tests/A/BTests.swift", testName: "c()"), "/r/Tests/A/__Goldens__/BTests/c.txt"
        )
        XCTAssertTrue(GoldenFile.isValidName("open-2.final_x"))
        for bad in ["", "a/b", "a b", "é", "../x"] { XCTAssertFalse(GoldenFile.isValidName(bad), bad) }
        let refused = verdict("x", .text, named: "a/b")
        XCTAssertFalse(refused.outcome.passed)
        XCTAssertTrue(refused.message?.contains("golden name 'a/b'") == true)
        let unchecked = GoldenAssertion.verdict(
            of: "x", as: .text, named: nil, checkedAgainst: [], filePath: testFile,
            testName: "t()", settings: plain, artifacts: artifacts)
        XCTAssertFalse(unchecked.outcome.passed)
    }

    /// Recording two named goldens of one test writes two files; both then match.
    func testSeveralGoldensPerTest() throws {
        let frames = try slide(100)
        let curve = [(t: 0.0, value: 0.0), (t: 0.5, value: 0.25), (t: 1.0, value: 1.0)]
        guard case .recorded = verdict(frames, .frames, named: "frames", settings: record).outcome,
            case .recorded = verdict(curve, .curve, named: "curve", settings: record).outcome
        else { return XCTFail("expected both recorded") }
        XCTAssertTrue(verdict(frames, .frames, named: "frames").outcome.passed)
        XCTAssertTrue(verdict(curve, .curve, named: "curve").outcome.passed)
        let curveText = try String(
            contentsOfFile: directory + "/Tests/T/__Goldens__/SlideTests/testSlide.curve.txt",
            encoding: .utf8)
        XCTAssertEqual(
            curveText,
            """
            # box x 10 -> 110
            # columns: t value
            0.000000 0.000000
            0.500000 0.250000
            1.000000 1.000000

            """)
        // The frames strategy writes exactly what assertGoldenFrames always wrote.
        let framesText = try String(
            contentsOfFile: directory + "/Tests/T/__Goldens__/SlideTests/testSlide.frames.txt",
            encoding: .utf8)
        XCTAssertEqual(framesText, GoldenDump.render(frames, header: ["box x 10 -> 110"]))
    }

    /// A mismatch writes the actual text, a page playing the golden and the actual frames side by
    /// side, and a filmstrip of each, and names them in the message.
    func testAMismatchWritesThePictures() throws {
        guard case .recorded = verdict(try slide(100), .frames, named: "box", settings: record).outcome else {
            return XCTFail("not recorded")
        }
        let result = verdict(try slide(120), .frames, named: "box")
        guard case .mismatched = result.outcome, let message = result.message else {
            return XCTFail("\(result.outcome)")
        }
        let stem = artifacts + "/SlideTests/testSlide.box"
        XCTAssertEqual(
            result.files, [stem + ".actual.txt", stem + ".html", stem + ".expected.svg", stem + ".actual.svg"])
        for path in result.files {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
            XCTAssertTrue(message.contains(path), message)
        }
        XCTAssertTrue(message.contains("-0.500000 box 60.000000"), message) // golden: 10 + 100 / 2
        XCTAssertTrue(message.contains("+0.500000 box 70.000000"), message) // actual: 10 + 120 / 2
        // The first line names the first difference: the box's centre x half way.
        XCTAssertTrue(message.hasPrefix("box centerX at t = 0.5 s: expected 60.000000, got 70.000000\n"), message)
        let html = try String(contentsOfFile: stem + ".html", encoding: .utf8)
        XCTAssertTrue(html.contains("<figcaption>golden (expected)</figcaption>"))
        XCTAssertTrue(html.contains("<figcaption>actual</figcaption>"))
        XCTAssertEqual(html.components(separatedBy: "<g class=\"frame\"").count - 1, 6) // 3 frames x 2 panels
        // The golden's last frame draws the box at x 110 - 10 = 100 (its bounds placed by toRoot),
        // the actual's at 120.
        XCTAssertTrue(
            try String(contentsOfFile: stem + ".expected.svg", encoding: .utf8).contains("matrix(1 0 0 1 100 40)"))
        XCTAssertTrue(
            try String(contentsOfFile: stem + ".actual.svg", encoding: .utf8).contains("matrix(1 0 0 1 120 40)"))
        XCTAssertEqual(
            try String(contentsOfFile: stem + ".actual.txt", encoding: .utf8),
            GoldenDump.render(try slide(120), header: ["box x 10 -> 110"]))
    }

    func testCurveAndTextStrategies() throws {
        _ = verdict([(t: 0.0, value: 1.0)], .curve, named: "c", settings: record)
        let off = verdict([(t: 0.0, value: 1.5)], .curve, named: "c")
        XCTAssertEqual(
            off.files.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["testSlide.c.actual.txt", "testSlide.c.svg"])
        XCTAssertTrue(
            off.message?.hasPrefix("value at t = 0.0 s: expected 1.000000, got 1.500000\n") == true, off.message ?? "")
        XCTAssertTrue(
            off.message?.contains("golden (dashed) and actual in one plot: " + off.files[1]) == true, off.message ?? "")
        // Text compares numbers exactly but as numbers: 1.0 matches 1, 1.000001 does not.
        _ = verdict("speed 1.0 pt/s", .text, named: "t", settings: record)
        XCTAssertTrue(verdict("speed 1 pt/s", .text, named: "t").outcome.passed)
        XCTAssertFalse(verdict("speed 1.000001 pt/s", .text, named: "t").outcome.passed)
        XCTAssertEqual(off.outcome.passed, false)
    }

    /// A curve mismatch is one plot: the golden samples dashed under the actual ones, the vertical
    /// range covering both, and a legend naming them.
    func testACurveMismatchOverlaysTheGoldenOnTheActualSamples() throws {
        let golden = [(t: 0.0, value: 0.0), (t: 0.5, value: 0.5), (t: 1.0, value: 1.0)]
        _ = verdict(golden, .curve, named: "line", settings: record)
        let result = verdict([(t: 0.0, value: 0.0), (t: 0.5, value: 0.8), (t: 1.0, value: 1.6)], .curve, named: "line")
        let svg = try String(contentsOfFile: try XCTUnwrap(result.files.last), encoding: .utf8)
        let polylines = svg.components(separatedBy: "<polyline").dropFirst().map { $0.prefix { $0 != ">" } }
        XCTAssertEqual(polylines.count, 2)
        // The golden first (underneath), dashed; the actual one solid.
        XCTAssertTrue(polylines.first?.contains("stroke-dasharray") == true)
        XCTAssertFalse(polylines.last?.contains("stroke-dasharray") == true)
        XCTAssertTrue(svg.contains(">golden (expected)</text>") && svg.contains(">actual</text>"))
        // Both curves start at (0, 0) and the range reaches the actual 1.6 above the golden 1: the
        // golden's last point lies below the actual's (a larger SVG y).
        func lastY(_ polyline: String) throws -> Double {
            let points = try XCTUnwrap(polyline.components(separatedBy: "points=\"").last?.prefix { $0 != "\"" })
            return try XCTUnwrap(Double(try XCTUnwrap(points.split(separator: " ").last?.split(separator: ",").last)))
        }
        XCTAssertGreaterThan(
            try lastY(String(try XCTUnwrap(polylines.first))), try lastY(String(try XCTUnwrap(polylines.last))))
    }

    func testArtifactsFolder() {
        XCTAssertEqual(GoldenArtifacts.directory(environment: ["KINEMA_GOLDEN_ARTIFACTS": "/ci/out"]), "/ci/out")
        XCTAssertTrue(GoldenArtifacts.directory(environment: [:]).hasSuffix("/kinema-golden-failures"))
        XCTAssertEqual(
            GoldenArtifacts.stem(directory: "/a", goldenPath: "/r/__Goldens__/BTests/testC.open.txt"),
            "/a/BTests/testC.open")
    }

    /// In an XCTest method the assertion passes against golden files checked in next to this test.
    func testAssertionsPassInXCTest() {
        // 0.5 s into a linear 100 pt slide the box is half way: x = 10 + 50 = 60.
        XCTAssertTrue(
            assertGolden(
                of: [(t: 0.0, value: 10.0), (t: 0.5, value: 60.0), (t: 1.0, value: 110.0)], as: .curve,
                named: "centerX", checkedAgainst: ["linear slide: x 10, 60, 110 at t 0, 0.5, 1"]))
        XCTAssertTrue(assertGolden(of: "kinema\n", as: .text, named: "word", checkedAgainst: ["the word kinema"]))
    }
}
