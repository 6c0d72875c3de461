import Kinema
import KinemaControls
import XCTest

/// Playing the spinning tips at 120 Hz (one frame per physics step) and reading its geometry.
///
/// Hand-derived constants: the root's centre C = (187.5, 333.5); the pivot P = C + (0, 500) =
/// (187.5, 833.5); the tip's pin point is its centre + (0, 500) turned by its rotation, so its
/// distance to P is the pivot error; with the pin holding, the tip's centre lies on the circle of
/// radius 500 around P.
enum TipsGeometry {
    static let center = Point(x: 187.5, y: 333.5)
    static let pivot = Point(x: 187.5, y: 833.5)
    static let arm = 500.0

    /// The tip's centre and rotation in a frame.
    static func pose(_ frame: FrameSnapshot) throws -> (center: Point, rotation: Double) {
        let tip = try XCTUnwrap(frame["tip"])
        return (tip.center, tip.decomposed.rotation)
    }

    /// The distance between the tip's pin point and the pivot.
    static func pivotError(_ frame: FrameSnapshot) throws -> Double {
        let (c, r) = try pose(frame)
        return (c + Vector(dx: 0, dy: arm).rotated(by: r)).distance(to: pivot)
    }

    /// Where the tip's centre rests while a finger at `finger` is out of the attachment's reach
    /// (|finger - P| - 500 > length): the point of the pivot circle closest to the finger,
    /// P + 500 (finger - P) / |finger - P|.
    static func closestOnCircle(to finger: Point) -> Point {
        pivot + (finger - pivot).normalized * arm
    }
}

/// A spinning-tips run sampled at every step time k/120.
struct TipsRun {
    let control: SpinningTips
    /// frames[k] is at k/120.
    let frames: [FrameSnapshot]

    /// Plays `script` until `until`, calling `probe` after each frame (with its time).
    init(_ script: String, until: Double, probe: (Double, SpinningTips) throws -> Void = { _, _ in }) throws {
        let control = try SpinningTips(configuration: .standard)
        let player = try Player(control: control, script: EventScript(parsing: script))
        var frames: [FrameSnapshot] = []
        for k in 0...Int((until * 120).rounded()) {
            let t = Double(k) / 120
            frames.append(try player.frame(at: t))
            try probe(t, control)
        }
        self.control = control
        self.frames = frames
    }

    /// The frame at time t (a multiple of 1/120).
    func at(_ t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> FrameSnapshot {
        let k = Int((t * 120).rounded())
        return try XCTUnwrap(frames.indices.contains(k) ? frames[k] : nil, "no frame at \(t)", file: file, line: line)
    }

    /// Every 12th frame: the run at 10 fps, for goldens.
    var tenPerSecond: [FrameSnapshot] { stride(from: 0, to: frames.count, by: 12).map { frames[$0] } }

    /// The largest pivot error over every step.
    func maxPivotError() throws -> Double { try frames.map(TipsGeometry.pivotError).max() ?? .infinity }

    /// Asserts the tip rests on the centre, upright: centre within 0.01 pt, rotation within 0.01 rad.
    func assertAtRestUpright(at t: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let (c, r) = try TipsGeometry.pose(at(t, file: file, line: line))
        XCTAssertEqual(c.x, 187.5, accuracy: 0.01, "centre x at \(t)", file: file, line: line)
        XCTAssertEqual(c.y, 333.5, accuracy: 0.01, "centre y at \(t)", file: file, line: line)
        XCTAssertEqual(r, 0, accuracy: 0.01, "rotation at \(t)", file: file, line: line)
    }
}
