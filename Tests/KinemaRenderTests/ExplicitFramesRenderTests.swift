import Kinema
import KinemaRender
import XCTest

/// Renderers read snapshots, so an explicit animation draws exactly as a view whose model value is
/// the animated value: filmstrips, the HTML player and CSV rows of the two scenes are identical.
final class ExplicitFramesRenderTests: XCTestCase {
    private func scene(x: Double) throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 200, height: 100))
        let box = View(name: "box", frame: Rect(x: x - 10, y: 40, width: 20, height: 20))
        box.backgroundColor = Color(red: 0, green: 0.5, blue: 1)
        try scene.root.addSubview(box)
        return (scene, box)
    }

    func testExplicitAnimationDrawsAsItsValue() throws {
        let (animated, box) = try scene(x: 20)
        var slide = BasicAnimation(keyPath: .positionX, from: 20, to: 180)
        slide.duration = 1
        try box.addAnimation(slide, forKey: "slide")
        var frames: [FrameSnapshot] = []
        var still: [FrameSnapshot] = []
        for k in 0...3 { // t < 1: the animation runs
            let t = Double(k) / 4
            try animated.advance(to: t)
            frames.append(animated.snapshot())
            let (plain, _) = try scene(x: 20 + 160 * t) // the model at the animated value
            try plain.advance(to: t)
            still.append(plain.snapshot())
        }
        XCTAssertEqual(frames.map(\.csvRows), still.map(\.csvRows))
        XCTAssertEqual(Filmstrip(frames: frames).svg(), Filmstrip(frames: still).svg())
        XCTAssertEqual(HTMLPlayer(frames: frames).html(), HTMLPlayer(frames: still).html())
        XCTAssertNotEqual(frames[0].csvRows, frames[3].csvRows)
    }
}
