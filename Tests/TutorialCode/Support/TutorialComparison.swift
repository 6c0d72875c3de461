import Kinema
import KinemaControls
import XCTest

/// What `assertTutorial(_:matches:...)` found.
struct TutorialComparison {
    /// The comparison of the frames in which the tutorial's `root` is in the window.
    let frames: FrameComparison
    /// KinemaControls' frames.
    let control: [FrameSnapshot]
    /// How many of the tutorial's frames (from the first) hold its `root`.
    let shown: Int
}

/// Plays `script` on KinemaControls' control `name` and compares its frames with `run`'s (the
/// tutorial's), as `FrameComparison` does, over the frames in which the tutorial's `root` is in the
/// window (all of them unless `leavesTheWindow`, when it must leave before the end). Fails on a
/// difference and on any diagnostic the tutorial's run recorded.
@MainActor @discardableResult
func assertTutorial(
    _ run: TutorialRun, matches name: String, names tutorialNames: [String], script: String,
    fps: Double, until: Double?, leavesTheWindow: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) throws -> TutorialComparison {
    let control = try Player(controlNamed: name, script: EventScript(parsing: script)).frames(fps: fps, until: until)
    let controlNames = try ControlRegistry.control(named: name).viewNames
    let shown = run.frames.prefix { !FrameComparison.subtree(named: "root", in: $0).isEmpty }.count
    let comparison = FrameComparison(
        tutorial: Array(run.frames.prefix(shown)), tutorialNames: tutorialNames,
        control: Array(control.prefix(shown)), controlNames: controlNames)
    comparison.assertEqual(script, file: file, line: line)
    XCTAssertEqual(
        shown < run.frames.count, leavesTheWindow, "the tutorial's root left the window", file: file,
        line: line)
    XCTAssertEqual(run.harness.diagnostics, [], file: file, line: line)
    return TutorialComparison(frames: comparison, control: control, shown: shown)
}
