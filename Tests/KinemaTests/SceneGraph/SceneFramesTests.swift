import Kinema
import XCTest

/// `scene.frames(fps:until:)`: the frame times, the values at them, what the frames are, and the
/// errors.
final class SceneFramesTests: XCTestCase {
    /// A 20 x 20 box whose centre x goes linearly from 10 to 110 over 1 s: 10 + 100 t.
    private func slide() throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 200, height: 100))
        let box = View(name: "box", frame: Rect(x: 0, y: 40, width: 20, height: 20))
        try scene.root.addSubview(box)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center.x = 110 }
        return (scene, box)
    }

    func testFramesAreSampledAtKOverFPS() throws {
        let (scene, _) = try slide()
        let frames = try scene.frames(fps: 4, until: 1)
        // floor(1 * 4) + 1 = 5 frames at 0, 0.25, 0.5, 0.75, 1: x = 10 + 100 t.
        XCTAssertEqual(frames.map(\.time), [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(frames.map { $0["box"]?.center.x }, [10, 35, 60, 85, 110])
        XCTAssertEqual(frames.map { $0.views.map(\.name) }, Array(repeating: ["root", "box"], count: 5))
        XCTAssertEqual(scene.time, 1)
    }

    /// Each time is k / fps by one division (never a running sum), and floor(until * fps) keeps a
    /// whole number of frames despite decimal rounding.
    func testTimesAreDividedNotSummed() throws {
        let frames = try Scene(size: Size(width: 10, height: 10)).frames(fps: 60, until: 1)
        XCTAssertEqual(frames.count, 61)
        for (k, frame) in frames.enumerated() { XCTAssertEqual(frame.time, Double(k) / 60) }
        // A running sum of 1/60 drifts: after 60 steps it is not exactly 1.
        XCTAssertNotEqual((0..<60).reduce(0.0) { sum, _ in sum + 1.0 / 60 }, 1)
        XCTAssertEqual(frames.last?.time, 1)
        // 0.29 * 100 = 28.999999999999996 in binary: still 29 intervals, 30 frames, the last at 0.29.
        let rounded = try Scene(size: Size(width: 10, height: 10)).frames(fps: 100, until: 0.29)
        XCTAssertEqual(rounded.count, 30)
        XCTAssertEqual(rounded.last?.time, 0.29)
        // until 0: the first frame only; a span shorter than a frame interval too.
        XCTAssertEqual(try Scene(size: Size(width: 10, height: 10)).frames(fps: 60, until: 0).map(\.time), [0])
        XCTAssertEqual(try Scene(size: Size(width: 10, height: 10)).frames(fps: 10, until: 0.05).map(\.time), [0])
    }

    /// Frames are values: changing the scene afterwards changes none of them; and what the clock
    /// runs on the way runs at its own time.
    func testFramesAreSnapshotsAndScheduledActionsRunOnTheWay() throws {
        let (scene, box) = try slide()
        // At 0.5 s the box turns red (a scheduled action, as a touch would be).
        try scene.schedule(after: 0.5) { box.backgroundColor = .red }
        let frames = try scene.frames(fps: 4, until: 1)
        XCTAssertEqual(frames.map { $0["box"]?.backgroundColor }, [.clear, .clear, .red, .red, .red])
        box.center.x = 0
        box.backgroundColor = .blue
        XCTAssertEqual(frames[4]["box"]?.center.x, 110)
        XCTAssertEqual(frames[4]["box"]?.backgroundColor, .red)
    }

    /// The bounds of `kinema play`: fps in (0, 1000], until finite and not negative, at most
    /// 100,000 frames; and a clock already past 0. Nothing moves when a call is refused.
    func testBadArgumentsAreErrorsAndTheClockStays() throws {
        let scene = Scene(size: Size(width: 10, height: 10))
        let refused: [(Double, Double, SceneError)] = [
            (0, 1, .invalidFrameTimes(.outOfRange("fps", 0, must: "be in (0, 1000]"))),
            (-60, 1, .invalidFrameTimes(.outOfRange("fps", -60, must: "be in (0, 1000]"))),
            (1000.5, 1, .invalidFrameTimes(.outOfRange("fps", 1000.5, must: "be in (0, 1000]"))),
            (.nan, 1, .invalidFrameTimes(.notFinite("fps"))),
            (60, -1, .invalidFrameTimes(.outOfRange("the sampled span", -1, must: "not be negative"))),
            (60, .infinity, .invalidFrameTimes(.notFinite("the sampled span"))),
            // 1000 fps for 100.001 s: floor(100001) + 1 = 100,002 frames.
            (1000, 100.001, .invalidFrameTimes(.tooManyFrames(maximum: 100_000)))
        ]
        for (fps, until, error) in refused {
            XCTAssertThrowsError(try scene.frames(fps: fps, until: until), "\(fps) \(until)") {
                XCTAssertEqual($0 as? SceneError, error)
            }
            XCTAssertEqual(scene.time, 0)
        }
        XCTAssertEqual(
            SceneError.invalidFrameTimes(.outOfRange("fps", 0, must: "be in (0, 1000]")).description,
            "invalid frame times: fps must be in (0, 1000] (got 0.0)")
        // 1000 fps for 99.999 s is 99,999 intervals: 100,000 frames, the most.
        XCTAssertEqual(try Scene(size: Size(width: 1, height: 1)).frames(fps: 1000, until: 99.999).count, 100_000)
        try scene.advance(to: 0.5)
        XCTAssertThrowsError(try scene.frames(fps: 60, until: 1)) {
            XCTAssertEqual($0 as? SceneError, .timeWentBackwards(from: 0.5, to: 0))
        }
        XCTAssertEqual(scene.time, 0.5)
    }
}
