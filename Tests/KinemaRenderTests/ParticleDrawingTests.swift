import KinemaRender
import XCTest

/// Particles in the drawings: each living slot is drawn as a view (a rectangle of its colour or
/// its tinted pictogram), hidden slots are not, and Lottie keeps a layer per slot, transparent
/// while empty.
final class ParticleDrawingTests: XCTestCase {
    /// A 200 x 200 scene whose `e` (at the origin, 100 x 100) emits, from (50, 50), one orange
    /// 10 x 10 square a second that moves right at 20 pt a second and lives 1.5 s (3 slots).
    private func makeScene() throws -> Scene {
        let scene = Scene(size: Size(width: 200, height: 200))
        let emitter = View(name: "e", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try scene.root.addSubview(emitter)
        let cell = EmitterCell(birthRate: 1, lifetime: 1.5, velocity: 20, color: Color(red: 1, green: 0.5, blue: 0))
        try emitter.setEmission(Emission(cells: [cell], position: Point(x: 50, y: 50)))
        return scene
    }

    /// At 1.25 s two particles live, 1.25 s and 0.25 s old: orange 10 x 10 squares whose
    /// centres are (50 + 20 × age, 50), so their left edges are at 70 and 50; the empty slot
    /// draws nothing.
    func testLivingParticlesAreDrawnAndEmptySlotsAreNot() throws {
        let scene = try makeScene()
        try scene.advance(to: 1.25)
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let orange = tree.all("rect").filter { $0["fill"] == "#FF8000" }
        XCTAssertEqual(orange.count, 2)
        XCTAssertEqual(orange.map { $0["width"] }, ["10", "10"])
        let drawn = expectedDrawing(frame).filter { $0.path.hasPrefix("root/e/e particle") }
        XCTAssertEqual(drawn.map(\.alpha), [1, 1, 0])
        XCTAssertEqual(drawn[0].corners[0].x, 70, accuracy: 1e-9)
        XCTAssertEqual(drawn[1].corners[0].x, 50, accuracy: 1e-9)
    }

    /// Exported over 2 s at 10 frames a second, every slot is a layer that follows its particles
    /// exactly (every frame a keyframe): slot 3, empty until the third birth at 2 s, is
    /// transparent throughout, and slot 1 opaque at 0.5 s.
    func testLottieKeepsALayerPerSlot() throws {
        let scene = try makeScene()
        var frames: [FrameSnapshot] = []
        for k in 0...19 {
            try scene.advance(to: Double(k) / 10)
            frames.append(scene.snapshot())
        }
        XCTAssertTrue(frames.allSatisfy { $0.views.count == 2 + 3 })
        let document = try LottieExport(frames: frames, fps: 10, name: "particles", keyframes: .everyFrame).document()
        XCTAssertEqual(document.statistics.viewCount, 5)
        let evaluator = try LottieEvaluator(text: document.text)
        let errors = lottieErrors(evaluator, frames, fps: 10)
        XCTAssertLessThan(errors.position, 1e-9)
        XCTAssertLessThan(errors.alpha, 1e-12)
        // Never filled, the slot's layer has no background shape, and its opacity stays 0.
        let slot = try XCTUnwrap(evaluator.layers["root/e/e particle 3"]?["ks"] as? [String: Any])
        for k in 0..<20 { XCTAssertEqual(LottieEvaluator.value(slot["o"], at: Double(k)), [0]) }
        XCTAssertEqual(evaluator.corners(of: "root/e/e particle 1", at: 5)?.alpha, 1)
    }
}
