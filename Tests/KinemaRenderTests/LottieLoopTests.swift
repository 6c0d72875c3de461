import Kinema
import KinemaRender
import XCTest

/// An endless explicit animation exports one period as a Lottie document that loops, and the
/// period a scene repeats with (derived by hand in the comments).
final class LottieLoopTests: XCTestCase {
    private func makeScene() throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 100, height: 100))
        let box = View(name: "box", frame: Rect(x: 40, y: 40, width: 20, height: 20))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        try scene.root.addSubview(box)
        return (scene, box)
    }

    private func spin(_ box: View, duration: Double, speed: Double = 1) throws {
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: .number(2 * Double.pi))
        spin.duration = duration
        spin.speed = speed
        spin.repeatCount = .infinity
        try box.addAnimation(spin, forKey: "spin")
    }

    func testEndlessSpinExportsOnePeriodThatLoops() throws {
        let (scene, box) = try makeScene()
        try spin(box, duration: 1)
        var pulse = BasicAnimation(keyPath: .opacity, from: 1, to: 0.5)
        pulse.duration = 0.5
        pulse.autoreverses = true // cycle 1 s
        pulse.repeatCount = .infinity
        try box.addAnimation(pulse, forKey: "pulse")
        XCTAssertEqual(scene.loopPeriod(), 1)
        let export = try XCTUnwrap(try LottieExport.loop(of: scene, fps: 30, keyframes: .everyFrame))
        XCTAssertEqual(export.frames.count, 30) // frames 0 ... 29: one period
        XCTAssertEqual(export.frames.last?.time ?? .nan, 29.0 / 30, accuracy: 1e-12)
        let document = try export.document()
        let evaluator = try LottieEvaluator(text: document.text)
        XCTAssertEqual(evaluator.document["op"] as? Double, 30) // the out point closes the period
        // The frame after the last one, at t = 1, shows what frame 0 shows: the loop is seamless.
        try scene.advance(to: 1)
        let next = scene.snapshot()
        XCTAssertEqual(next["box"]?.alpha ?? .nan, export.frames[0]["box"]?.alpha ?? .nan, accuracy: 1e-12)
        XCTAssertEqual(
            next["box"]?.values.transform.b ?? .nan, export.frames[0]["box"]?.values.transform.b ?? .nan,
            accuracy: 1e-12)
        // The document draws the spin: a quarter period in, the box has turned a quarter turn.
        let quarter = try XCTUnwrap(evaluator.corners(of: "root/box", at: 7.5))
        XCTAssertEqual(quarter.corners[0].x, 60, accuracy: 0.5) // top-left (40, 40) turned 90 degrees about (50, 50)
        XCTAssertEqual(quarter.corners[0].y, 40, accuracy: 0.5)
    }

    func testLoopPeriodIsTheLeastCommonMultiple() throws {
        let (scene, box) = try makeScene()
        let other = View(name: "other", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(other)
        try spin(box, duration: 0.4) // 0.4 s
        try spin(other, duration: 0.6) // 0.6 s: together 1.2 s
        XCTAssertEqual(scene.loopPeriod() ?? .nan, 1.2, accuracy: 1e-12)
        other.speed = 2 // 0.3 s: together 1.2 s still (0.4 * 3, 0.3 * 4)
        XCTAssertEqual(scene.loopPeriod() ?? .nan, 1.2, accuracy: 1e-12)
        XCTAssertNil(scene.loopPeriod(upTo: 1))
    }

    func testNoLoopWhenSomethingEnds() throws {
        let (scene, box) = try makeScene()
        XCTAssertNil(scene.loopPeriod()) // nothing animates
        try spin(box, duration: 1)
        var once = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
        once.duration = 2
        try box.addAnimation(once, forKey: "once")
        XCTAssertNil(scene.loopPeriod()) // "once" will end
        try scene.advance(to: 2)
        XCTAssertEqual(scene.loopPeriod(), 1) // it ended
        try scene.animate(withDuration: 1) { box.center.x = 10 }
        XCTAssertNil(scene.loopPeriod()) // a UIView-style animation
        XCTAssertNil(try LottieExport.loop(of: scene, fps: 30))
    }
}
