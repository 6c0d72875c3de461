import Kinema
import KinemaControls
import KinemaDerivations
import XCTest

/// The fast cart's idle look (ControlSceneLayoutTests derives the same frames): control at (161.5, 307.5);
/// cart centre (187.5, 333.5); middle line trailing 161.5 + 8 = 169.5, width 24: centre x 157.5,
/// centre y 333.5 + 1 = 334.5; top: trailing 172.5, bottom 330.5 -> centre (160.5, 329.5);
/// bottom: trailing 175.5, top 338.5 -> centre (163.5, 339.5). Pink lines mirror them at alpha 0.6.
func assertFastCartIdle(_ f: PlayedFrames, at t: Double, line: UInt = #line) throws {
    let cart = try f.view("cart", at: t, line: line)
    assertClose(cart.center.x, 187.5, 1e-9, "cart x at \(t)", line: line)
    assertClose(cart.center.y, 333.5, 1e-9, "cart y at \(t)", line: line)
    assertClose(cart.decomposed.rotation, 0, 1e-12, "cart rotation at \(t)", line: line)
    for (name, x, y) in [
        ("topWhiteLine", 160.5, 329.5), ("middleWhiteLine", 157.5, 334.5),
        ("bottomWhiteLine", 163.5, 339.5), ("topPinkLine", 160.5, 329.5),
        ("middlePinkLine", 157.5, 334.5), ("bottomPinkLine", 163.5, 339.5)
    ] {
        let v = try f.view(name, at: t, line: line)
        assertClose(v.center.x, x, 1e-9, "\(name) x at \(t)", line: line)
        assertClose(v.center.y, y, 1e-9, "\(name) y at \(t)", line: line)
        assertClose(v.size.width, 24, 1e-9, "\(name) width at \(t)", line: line)
        assertClose(v.size.height, 2, 1e-9, "\(name) height at \(t)", line: line)
        assertClose(v.alpha, name.contains("Pink") ? 0.6 : 1, 1e-12, "\(name) alpha at \(t)", line: line)
    }
}

/// Plays `script` on a fresh fast cart (seed 1, jitter 4) and records its state after each frame.
func playFastCart(_ script: String, fps: Double, until: Double) throws
    -> (frames: PlayedFrames, control: FastCartButton, states: [FastCartButton.State])
{
    let control = try FastCartButton(configuration: ControlConfiguration(seed: 1, jitter: 4))
    let player = try Player(control: control, script: EventScript(parsing: script))
    var frames: [FrameSnapshot] = []
    var states: [FastCartButton.State] = []
    try player.play(try FrameTimes(until: until, fps: fps)) { frame in
        frames.append(frame)
        states.append(control.state)
    }
    return (PlayedFrames(frames: frames, fps: fps), control, states)
}

extension Derivation {
    /// The fast cart's press spring: UIKit's spring of 0.8 s with damping ratio 1.
    static func qd(_ t: Double) -> Double { criticallyDampedProgress(t, duration: 0.8) }
    /// The fast cart's cancel spring: UIKit's spring of 0.3 s with damping ratio 1.
    static func qc(_ t: Double) -> Double { criticallyDampedProgress(t, duration: 0.3) }
}
