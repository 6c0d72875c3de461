import Kinema
import KinemaControls
import KinemaUIKit
import XCTest

/// What ``TutorialComparisonCase/check(_:fps:until:leavesTheWindow:named:file:line:)`` found.
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

/// One scripted case of a tutorial comparison: what it shows, the touch script, and the frame rate
/// and end time it is played with.
struct TutorialCase {
    /// What the case shows (failures start with it).
    let name: String
    /// The touch script, as `kinema play` takes it.
    let script: String
    /// Frames per second.
    let fps: Double
    /// The end time (`nil`: the player's default).
    let until: Double?

    init(_ name: String, _ script: String, fps: Double = 60, until: Double? = nil) {
        (self.name, self.script, self.fps, self.until) = (name, script, fps, until)
    }
}

/// A test case that plays one tutorial's code on the facade and compares its frames with those of
/// the KinemaControls control rebuilt from it: the case says how the tutorial is shown, the
/// comparison itself is ``check(_:fps:until:leavesTheWindow:named:file:line:)``'s, the same for all.
@MainActor
protocol TutorialComparisonCase: XCTestCase {
    /// The control's name (as `kinema play` takes it).
    static var controlName: String { get }
    /// The tutorial's views in pre-order, the controller's view (or the one shown) named `root`.
    static var tutorialNames: [String] { get }
    /// The scripted cases ``checkEveryCase(file:line:)`` compares.
    static var cases: [TutorialCase] { get }
    /// Shows the tutorial's code and plays `script` on it.
    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun
}

extension TutorialComparisonCase {
    /// Checks each of ``cases`` as ``check(_:fps:until:leavesTheWindow:named:file:line:)`` does, its
    /// failures named by the case.
    func checkEveryCase(file: StaticString = #filePath, line: UInt = #line) throws {
        for c in Self.cases {
            try check(c.script, fps: c.fps, until: c.until, named: c.name, file: file, line: line)
        }
    }

    /// Plays `script` on the tutorial (``playTutorial(_:fps:until:)``) and on KinemaControls'
    /// control, and compares their frames, as `FrameComparison` does, over the frames in which the
    /// tutorial's `root` is in the window (all of them unless `leavesTheWindow`, when it must leave
    /// before the end; KinemaControls' root must be clear from then on). Fails on a difference and
    /// on any diagnostic the tutorial's run recorded; the failures start with `name`, if given.
    @discardableResult
    func check(
        _ script: String, fps: Double = 60, until: Double? = nil, leavesTheWindow: Bool = false,
        named name: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> TutorialComparison {
        let label = name.map { "\($0): \(script)" } ?? script
        let run = playTutorial(script, fps: fps, until: until)
        let control = try Player(controlNamed: Self.controlName, script: EventScript(parsing: script))
            .frames(fps: fps, until: until)
        let controlNames = try ControlRegistry.control(named: Self.controlName).viewNames
        let shown = run.frames.prefix { !FrameComparison.subtree(named: "root", in: $0).isEmpty }.count
        let comparison = FrameComparison(
            tutorial: Array(run.frames.prefix(shown)), tutorialNames: Self.tutorialNames,
            control: Array(control.prefix(shown)), controlNames: controlNames)
        comparison.assertEqual(label, file: file, line: line)
        XCTAssertEqual(
            shown < run.frames.count, leavesTheWindow, "\(label): the tutorial's root left the window",
            file: file, line: line)
        for frame in control.suffix(from: shown) {
            XCTAssertEqual(frame["root"]?.alpha, 0, "\(label): t = \(frame.time)", file: file, line: line)
        }
        XCTAssertEqual(run.harness.diagnostics, [], label, file: file, line: line)
        return TutorialComparison(run: run, frames: comparison, control: control, shown: shown)
    }
}
