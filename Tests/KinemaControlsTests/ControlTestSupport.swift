import Kinema
import KinemaControls
import XCTest

/// Playing scripts and reading frames in control tests.
struct PlayedFrames {
    /// The frames, at `fps`.
    let frames: [FrameSnapshot]
    /// Frames per second.
    let fps: Double

    /// The frame at time `t` (a multiple of 1 / fps).
    func at(_ t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> FrameSnapshot {
        let k = Int((t * fps).rounded())
        return try XCTUnwrap(
            frames.indices.contains(k) ? frames[k] : nil, "no frame at t = \(t)", file: file, line: line)
    }

    /// A view of the frame at time `t`.
    func view(_ name: String, at t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> ViewSnapshot {
        try XCTUnwrap(try at(t, file: file, line: line)[name], "no view \(name) at t = \(t)", file: file, line: line)
    }
}

/// Plays `script` on `control` at `fps` until `until` (by default the last event's time + 2 s, or 3 s
/// without events).
func play(_ control: any PlayableControl, _ script: String, fps: Double = 10, until: Double? = nil) throws
    -> PlayedFrames
{
    let player = try Player(control: control, script: EventScript(parsing: script))
    return PlayedFrames(frames: try player.frames(fps: fps, until: until), fps: fps)
}

/// Asserts a number with an absolute tolerance.
func assertClose(
    _ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9, _ what: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, expected, accuracy: tolerance, what, file: file, line: line)
}
