import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

final class EmitterView: UIView {
    override class var layerClass: AnyClass { CAEmitterLayer.self }
}

/// `CAEmitterLayer` as confetti and sparkles use it: the engine's particles, started when the
/// layer is in a window, restarted by every change.
@MainActor
final class EmitterLayerTests: XCTestCase {
    /// A confetti piece: the harness's image "confetti", 8 x 4, drawn with the lines pictogram.
    private func confettiCell(_ harness: UIKitHarness) throws -> CAEmitterCell {
        harness.registerImage(named: "confetti", size: CGSize(width: 8, height: 4), symbol: .lines)
        let cell = CAEmitterCell()
        cell.name = "confetti"
        cell.birthRate = 1
        cell.lifetime = 2.5
        cell.velocity = 40
        cell.emissionLongitude = .pi / 2
        cell.yAcceleration = 10
        cell.color = UIColor.red.cgColor
        cell.contents = try XCTUnwrap(UIImage(named: "confetti")?.cgImage)
        return cell
    }

    /// Set up at 0 s and put in the window at 0.5 s, the layer starts emitting then: births at
    /// 0.5, 1.5, 2.5 s (one a second, ⌈1 × 2.5⌉ + 1 = 4 slots). At 2 s two pieces are 1.5 and
    /// 0.5 s old, falling from the emitter's (100, 0) at 40 pt a second plus 10 a² / 2: y = 60 +
    /// 11.25 and 20 + 1.25, plus the layer's origin (0, 50) in the window. Each is the 8 x 4
    /// lines pictogram tinted red.
    func testParticlesStartWhenTheLayerJoinsTheWindow() async throws {
        let harness = UIKitHarness()
        let emitter = CAEmitterLayer()
        emitter.name = "sparks"
        emitter.frame = CGRect(x: 0, y: 50, width: 200, height: 100)
        emitter.emitterPosition = CGPoint(x: 100, y: 0)
        emitter.emitterCells = [try confettiCell(harness)]
        harness.advance(to: 0.5)
        harness.window.layer.addSublayer(emitter)
        harness.advance(to: 2)
        let frame = harness.snapshot()
        let slots = (1...4).map { frame["sparks particle \($0)"] }
        XCTAssertEqual(slots.compactMap { $0 }.count, 4)
        XCTAssertEqual(slots.map { $0?.isHidden }, [false, false, true, true])
        for (k, age) in [1.5, 0.5].enumerated() {
            let p = try XCTUnwrap(slots[k])
            XCTAssertEqual(p.center.x, 100, accuracy: 1e-9)
            XCTAssertEqual(p.center.y, 50 + 40 * age + 10 * age * age / 2, accuracy: 1e-9)
            XCTAssertEqual(p.size, Size(width: 8, height: 4))
            XCTAssertEqual(p.content, .symbol(.lines, tint: Color(red: 1, green: 0, blue: 0)))
        }
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Setting the layer's `birthRate` to 0 at 1.9 s stops births (the one due at 2 s never
    /// comes); the two pieces alive (born at 0 and 1 s, living 2.5 s) fall on until they die at
    /// 2.5 s and 3.5 s. A cell changed
    /// afterwards restarts the emission with it (a birth rate of 2 from 4 s: the first piece at
    /// 4 s, the next at 4.5 s).
    func testStoppingAndChangingTheCells() async throws {
        let harness = UIKitHarness()
        let emitter = CAEmitterLayer()
        emitter.name = "sparks"
        let cell = try confettiCell(harness)
        emitter.emitterCells = [cell]
        harness.window.layer.addSublayer(emitter)
        harness.advance(to: 1.9)
        emitter.birthRate = 0
        func living() -> Int {
            harness.snapshot().views.filter { $0.name.hasPrefix("sparks particle") && !$0.isHidden }.count
        }
        harness.advance(to: 2.4)
        XCTAssertEqual(living(), 2, "born at 0 and 1 s")
        harness.advance(to: 3)
        XCTAssertEqual(living(), 1)
        harness.advance(to: 4)
        XCTAssertEqual(living(), 0)
        emitter.birthRate = 1
        cell.birthRate = 2
        harness.advance(to: 4.6)
        XCTAssertEqual(living(), 2)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Shapes and modes map onto the engine's (a cuboid is a rectangle, a sphere a circle), the
    /// multipliers and seed pass through, and a view whose layer class is the emitter emits.
    func testTheLayersValuesReachTheEngine() async throws {
        let harness = UIKitHarness()
        let view = EmitterView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let emitter = try XCTUnwrap(view.layer as? CAEmitterLayer)
        emitter.emitterCells = [try confettiCell(harness)]
        emitter.emitterShape = .cuboid
        emitter.emitterMode = .outline
        emitter.emitterSize = CGSize(width: 30, height: 10)
        emitter.velocity = 2
        emitter.seed = 9
        var emission = try XCTUnwrap(view.kinemaView.emission)
        XCTAssertEqual(emission.shape, .rectangle)
        XCTAssertEqual(emission.mode, .outline)
        XCTAssertEqual(emission.size, Size(width: 30, height: 10))
        XCTAssertEqual(emission.velocity, 2)
        XCTAssertEqual(emission.seed, 9)
        XCTAssertEqual(emission.cells.map(\.contentSize), [Size(width: 8, height: 4)])
        emitter.emitterShape = .sphere
        emitter.emitterMode = .surface
        emission = try XCTUnwrap(view.kinemaView.emission)
        XCTAssertEqual(emission.shape, .circle)
        XCTAssertEqual(emission.mode, .surface)
        emitter.emitterZPosition = 3
        emitter.renderMode = .additive
        XCTAssertEqual(emitter.emitterZPosition, 3)
        XCTAssertEqual(emitter.renderMode, .additive)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Contents of another kind and particles that emit are reported once each; a disabled
    /// cell emits nothing.
    func testWhatIsNotThereIsReported() async throws {
        let harness = UIKitHarness()
        let emitter = CAEmitterLayer()
        harness.window.layer.addSublayer(emitter)
        let cell = CAEmitterCell()
        cell.contents = "spark"
        cell.emitterCells = [CAEmitterCell()]
        emitter.emitterCells = [cell]
        cell.birthRate = 3
        XCTAssertEqual(
            harness.diagnostics,
            [
                "Kinema: CAEmitterCell.contents holds a String, not a CGImage; the particles draw nothing",
                "Kinema: CAEmitterCell.emitterCells: particles that emit are not supported; they are kept"
            ])
        cell.isEnabled = false
        XCTAssertEqual(emitter.kinemaView?.emission?.cells, [])
    }
}
