import Kinema
import KinemaControls

/// KinemaControls' frames for `script` (what `kinema play CONTROL --events SCRIPT` prints).
func controlFrames(_ name: String, _ script: String, fps: Double, until: Double? = nil) throws -> [FrameSnapshot] {
    try Player(controlNamed: name, script: EventScript(parsing: script)).frames(fps: fps, until: until)
}
