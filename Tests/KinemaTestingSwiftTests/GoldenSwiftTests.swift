import Foundation
import Kinema
import KinemaTesting
import Testing

/// KinemaTesting's assertions inside Swift Testing: goldens that match, and a mismatch recorded as
/// an issue at the assertion's line, with the side-by-side files written.
@Suite struct GoldenSwiftTests {
    /// A 50 x 50 box whose centre x goes linearly from 25 to 175 over 1 s, at 4 fps: 25, 62.5,
    /// 100, 137.5, 175 (25 + 150 t).
    static func slide(to end: Double = 175) throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 200, height: 100))
        let box = View(name: "box", frame: Rect(x: 0, y: 25, width: 50, height: 50))
        box.backgroundColor = .systemPink
        try scene.root.addSubview(box)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center.x = end }
        return try (0...4).map { k in
            try scene.advance(to: Double(k) / 4)
            return scene.snapshot()
        }
    }

    /// Three named goldens in one test: the frames, the box's centre as a curve, and text.
    @Test func severalGoldensMatch() throws {
        let frames = try Self.slide()
        let header = ["box centre x = 25 + 150 t: 25, 62.5, 100, 137.5, 175 at t = 0, 0.25, 0.5, 0.75, 1"]
        #expect(assertGolden(of: frames, as: .frames, named: "frames", checkedAgainst: header))
        let center = frames.map { (t: $0.time, value: $0["box"]?.center.x ?? .nan) }
        #expect(assertGolden(of: center, as: .curve, named: "centerX", checkedAgainst: header))
        #expect(
            assertGolden(
                of: "box slides 150 pt right\n", as: .text, named: "summary", checkedAgainst: ["150 = 175 - 25"]))
        #expect(assertGoldenFrames(frames, checkedAgainst: header))
    }

    /// This test's golden holds the slide to 175 (as above); a box that stops at 155 (25 + 130 t)
    /// gives an issue at the assertion's line whose headline is the first difference (at 0.25 s:
    /// golden 25 + 37.5 = 62.5, actual 25 + 32.5 = 57.5), not "Issue recorded", naming the diff and
    /// the files, which exist and show both sequences. The test then removes the files it made the
    /// assertion write, so that `swift test` leaves nothing behind.
    @Test func aMismatchIsAnIssueAtTheAssertion() throws {
        let frames = try Self.slide(to: 155)
        let directory = GoldenArtifacts.directory(environment: ProcessInfo.processInfo.environment)
        let own = directory + "/GoldenSwiftTests/aMismatchIsAnIssueAtTheAssertion.frames"
        let written = [own + ".actual.txt", own + ".html", own + ".expected.svg", own + ".actual.svg"]
        defer { Self.remove(written, thenEmptyFolders: [directory + "/GoldenSwiftTests", directory]) }
        let line = #line + 2 // the line of the assertion below
        withKnownIssue {
            assertGolden(
                of: frames, as: .frames, named: "frames",
                checkedAgainst: [
                    "box centre x = 25 + 150 t: 25, 62.5, 100, 137.5, 175 at t = 0, 0.25, 0.5, 0.75, 1"
                ])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            let headline = "box centerX at t = 0.25 s: expected 62.500000, got 57.500000"
            // Frame t = 0.5: golden x 100, actual 25 + 65 = 90.
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "GoldenSwiftTests.swift"
                && issue.error.map { "\($0)" } == headline && "\(issue.kind)" == "Caught error: " + headline
                && text.contains("-0.500000 box 100.000000") && text.contains("+0.500000 box 90.000000")
                && text.contains("side by side") && !text.contains(headline)
        }
        let html = try String(contentsOfFile: own + ".html", encoding: .utf8)
        #expect(html.contains("<figcaption>golden (expected)</figcaption>"))
        #expect(html.contains("<figcaption>actual</figcaption>"))
        #expect(written.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    /// Removes `files`, then each of `folders` that is left empty (in order).
    static func remove(_ files: [String], thenEmptyFolders folders: [String]) {
        for file in files { try? FileManager.default.removeItem(atPath: file) }
        for folder in folders where (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
