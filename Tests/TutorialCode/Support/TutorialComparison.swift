import Kinema
import KinemaControls
import KinemaUIKit
import XCTest

/// What ``TutorialComparisonCase/check(_:fps:until:leavesTheWindow:file:line:)`` found.
struct TutorialComparison {
    /// The tutorial's run.
    let run: TutorialRun
    /// The comparison of the frames in which the tutorial's `root` is in the window.
    let frames: FrameComparison
    /// KinemaControls' frames.
    let control: [FrameSnapshot]
    /// How many of the tutorial's frames (from the first) hold its `root`.
    let shown: Int
}

/// A test case that plays one tutorial's code on the facade and compares its frames with those of
/// the KinemaControls control rebuilt from it: the case says how the tutorial is shown, the
/// comparison itself is ``check(_:fps:until:leavesTheWindow:file:line:)``'s, the same for all.
@MainActor
protocol TutorialComparisonCase: XCTestCase {
    /// The control's name (as `kinema play` takes it).
    static var controlName: String { get }
    /// The tutorial's views in pre-order, the controller's view (or the one shown) named `root`.
    static var tutorialNames: [String] { get }
    /// Shows the tutorial's code and plays `script` on it.
    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun
}

extension TutorialComparisonCase {
    /// Plays `script` on the tutorial (``playTutorial(_:fps:until:)``) and on KinemaControls'
    /// control, and compares their frames, as `FrameComparison` does, over the frames in which the
    /// tutorial's `root` is in the window (all of them unless `leavesTheWindow`, when it must leave
    /// before the end; KinemaControls' root must be clear from then on). Fails on a difference and
    /// on any diagnostic the tutorial's run recorded.
    @discardableResult
    func check(
        _ script: String, fps: Double = 60, until: Double? = nil, leavesTheWindow: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> TutorialComparison {
        let run = playTutorial(script, fps: fps, until: until)
        let control = try Player(controlNamed: Self.controlName, script: EventScript(parsing: script))
            .frames(fps: fps, until: until)
        let controlNames = try ControlRegistry.control(named: Self.controlName).viewNames
        let shown = run.frames.prefix { !FrameComparison.subtree(named: "root", in: $0).isEmpty }.count
        let comparison = FrameComparison(
            tutorial: Array(run.frames.prefix(shown)), tutorialNames: Self.tutorialNames,
            control: Array(control.prefix(shown)), controlNames: controlNames)
        comparison.assertEqual(script, file: file, line: line)
        XCTAssertEqual(
            shown < run.frames.count, leavesTheWindow, "the tutorial's root left the window", file: file,
            line: line)
        for frame in control.suffix(from: shown) {
            XCTAssertEqual(frame["root"]?.alpha, 0, "t = \(frame.time)", file: file, line: line)
        }
        XCTAssertEqual(run.harness.diagnostics, [], file: file, line: line)
        return TutorialComparison(run: run, frames: comparison, control: control, shown: shown)
    }
}
