import Kinema
import KinemaCore
import XCTest

/// A view's emission (Core Animation's `CAEmitterLayer`): particles computed from their age,
/// in slots that frames list right after the view.
final class EmissionTests: XCTestCase {
    /// A 200 x 200 scene with a 100 x 100 view `e` at (20, 30) emitting `cells` from (50, 50).
    private func makeEmitter(_ cells: [EmitterCell], configure: (inout Emission) -> Void = { _ in }) throws
        -> (Scene, View)
    {
        let scene = Scene(size: Size(width: 200, height: 200))
        let emitter = View(name: "e", frame: Rect(x: 20, y: 30, width: 100, height: 100))
        try scene.root.addSubview(emitter)
        var emission = Emission(cells: cells, position: Point(x: 50, y: 50))
        configure(&emission)
        try emitter.setEmission(emission)
        return (scene, emitter)
    }

    /// Two births a second living 1.5 s: ⌈2 × 1.5⌉ + 1 = 4 slots. At 1.2 s particles 0, 1, 2
    /// (born at 0, 0.5, 1) are 1.2, 0.7 and 0.2 s old, in slots 0, 1, 2, and slot 3 waits: at 10
    /// pt a second to the right their centres are 50 + 10 × age from the view's (50, 50), that
    /// is x = 20 + 62, 57, 52 and y = 80 in the root. At 2.6 s particle 5 (born 2.5) holds slot
    /// 1, 4 (2.0) slot 0, 3 (1.5) slot 3, and particle 2 (born 1.0) died at 2.5: slot 2 hidden.
    func testParticlesAreBornAtTheRateAndMoveWithTheirAge() throws {
        let cell = EmitterCell(name: "dot", birthRate: 2, lifetime: 1.5, velocity: 10)
        let (scene, _) = try makeEmitter([cell])
        try scene.advance(to: 1.2)
        var frame = scene.snapshot()
        XCTAssertEqual(
            frame.views.map(\.name), ["root", "e", "e particle 1", "e particle 2", "e particle 3", "e particle 4"])
        XCTAssertEqual(frame.views.dropFirst(2).map(\.parentIndex), [1, 1, 1, 1])
        XCTAssertEqual(frame.views.dropFirst(2).map(\.isHidden), [false, false, false, true])
        for (k, x) in [62.0, 57, 52].enumerated() {
            XCTAssertEqual(frame.views[2 + k].center.x, 20 + x, accuracy: 1e-9)
            XCTAssertEqual(frame.views[2 + k].center.y, 80, accuracy: 1e-12)
            XCTAssertEqual(frame.views[2 + k].size, Size(width: 10, height: 10))
            XCTAssertEqual(frame.views[2 + k].backgroundColor, .white)
        }
        try scene.advance(to: 2.6)
        frame = scene.snapshot()
        XCTAssertEqual(frame.views.dropFirst(2).map(\.isHidden), [false, false, true, false])
        XCTAssertEqual(frame.views[2].center.x, 20 + 50 + 10 * 0.6, accuracy: 1e-9)
        XCTAssertEqual(frame.views[3].center.x, 20 + 50 + 10 * 0.1, accuracy: 1e-9)
        XCTAssertEqual(frame.views[5].center.x, 20 + 50 + 10 * 1.1, accuracy: 1e-9)
        XCTAssertEqual(scene.allViews.count, 2, "particles are not views")
    }

    /// Falling, turning, growing and fading with age a: y = 50 + 20 a² / 2, rotation a (1 rad a
    /// second), size 10 (1 + 0.5 a), alpha 1 - 0.5 a; a speed of 10 straight down
    /// (longitude π/2) adds 10 a to y. The one particle (1 a second, living 1.9 s) is 0.8 s old
    /// at 0.8 s and 1.8 s old at 1.8 s.
    func testAccelerationSpinScaleAndColourChangeWithAge() throws {
        let cell = EmitterCell(
            birthRate: 1, lifetime: 1.9, velocity: 10, emissionLongitude: .pi / 2, yAcceleration: 20, spin: 1,
            scaleSpeed: 0.5, color: Color(red: 1, green: 0.5, blue: 0, alpha: 1), alphaSpeed: -0.5)
        let (scene, _) = try makeEmitter([cell])
        for a in [0.8, 1.8] {
            try scene.advance(to: a)
            let p = try XCTUnwrap(scene.snapshot()["e particle 1"])
            XCTAssertFalse(p.isHidden)
            XCTAssertEqual(p.center.x, 70 + 10 * Double.cos(.pi / 2) * a, accuracy: 1e-9)
            XCTAssertEqual(p.center.y, 80 + 10 * a + 20 * a * a / 2, accuracy: 1e-9)
            XCTAssertEqual(p.decomposed.rotation, a, accuracy: 1e-12)
            XCTAssertEqual(p.size.width, 10 * (1 + 0.5 * a), accuracy: 1e-12)
            XCTAssertEqual(p.alpha, 1 - 0.5 * a, accuracy: 1e-12)
            XCTAssertEqual(p.backgroundColor, Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        }
    }

    /// The draws, redone from the documented recipe: SplitMix64 seeded with the seed mixed with
    /// the emission's number, the cell and the particle, then u1 (lifetime), u2 (speed), w3
    /// (direction), ... Particle 3 of cell 1 (born at 3 / 4 s) at 1 s.
    func testRangesDrawFromTheSeededGenerator() throws {
        let plain = EmitterCell(name: "plain", birthRate: 1, lifetime: 1)
        let varied = EmitterCell(
            name: "varied", birthRate: 4, lifetime: 2, lifetimeRange: 0.5, velocity: 30, velocityRange: 10,
            emissionLongitude: 1, emissionRange: 0.5, spin: 2, spinRange: 1, scaleRange: 0.25)
        let (scene, _) = try makeEmitter([plain, varied]) { $0.seed = 42 }
        try scene.advance(to: 1)
        let frame = scene.snapshot()
        // Cell 0 keeps ⌈1 × 1⌉ + 1 = 2 slots, cell 1 ⌈4 × 2.5⌉ + 1 = 11; particle 3 is in slot 3 of
        // cell 1, entry 2 + 2 + 3.
        XCTAssertEqual(frame.views.count, 2 + 2 + 11)
        let p = frame.views[7]
        var g = SplitMix64(
            seed: 42 ^ (0 &* 0x9E37_79B9_7F4A_7C15) ^ (1 &* 0xC2B2_AE3D_27D4_EB4F) ^ (3 &* 0x1656_67B1_9E37_79F9))
        let u1 = g.uniform(in: -1...1), u2 = g.uniform(in: -1...1), w3 = g.uniform(in: 0...1)
        let u4 = g.uniform(in: -1...1), u5 = g.uniform(in: -1...1)
        let age: Double = 1 - 0.75
        XCTAssertLessThan(age, 2 + 0.5 * u1, "alive")
        let speed = 30 + 10 * u2, direction = 1 + 0.5 * (w3 - 0.5)
        XCTAssertEqual(p.center.x, 70 + speed * Double.cos(direction) * age, accuracy: 1e-9)
        XCTAssertEqual(p.center.y, 80 + speed * Double.sin(direction) * age, accuracy: 1e-9)
        // The rotation is kept as computed and the size is one product: the draws' bits.
        XCTAssertEqual(p.values.decomposedTransform.rotation, (2 + u4) * age)
        XCTAssertEqual(p.size.width, 10 * (1 + 0.25 * u5))
        // The same scene again gives the same frame bit for bit; another seed another one.
        let (again, _) = try makeEmitter([plain, varied]) { $0.seed = 42 }
        try again.advance(to: 1)
        XCTAssertEqual(again.snapshot(), frame)
        let (other, _) = try makeEmitter([plain, varied]) { $0.seed = 43 }
        try other.advance(to: 1)
        XCTAssertNotEqual(other.snapshot().views[7].center, p.center)
    }

    /// Replaced at 1 s by a faster emission, the first one ends: it keeps ⌈1 × 2⌉ = 2 slots (the
    /// particles it bore), which live on with their own speed, and the new one starts at 1 s with
    /// 4 slots. At 1.4 s: old particles 0 (age 1.4) and 1 (0.9) at 10 pt/s; new particle 0 (0.4)
    /// at 30 pt/s.
    func testReplacingAnEmissionLetsItsParticlesLiveOn() throws {
        let cell = EmitterCell(birthRate: 2, lifetime: 1.5, velocity: 10)
        let (scene, emitter) = try makeEmitter([cell])
        try scene.advance(to: 1)
        var faster = try XCTUnwrap(emitter.emission)
        faster.cells[0].velocity = 30
        try emitter.setEmission(faster)
        XCTAssertEqual(emitter.emission, faster)
        try scene.advance(to: 1.4)
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.count, 2 + 2 + 4)
        XCTAssertEqual(frame.views[2].center.x, 70 + 10 * 1.4, accuracy: 1e-9)
        XCTAssertEqual(frame.views[3].center.x, 70 + 10 * 0.9, accuracy: 1e-9)
        XCTAssertEqual(frame.views[4].center.x, 70 + 30 * 0.4, accuracy: 1e-9)
        XCTAssertEqual(frame.views.dropFirst(5).map(\.isHidden), [true, true, true])
        // Stopped at 1.4 s: the old emissions' particles still show until they die.
        try emitter.setEmission(nil)
        XCTAssertNil(emitter.emission)
        try scene.advance(to: 1.45)
        XCTAssertEqual(scene.snapshot().views.filter { !$0.isHidden }.count, 2 + 2 + 1)
    }

    /// Numbers past the limits are refused, and a cell asking for more slots than a view draws
    /// keeps 10,000 (a particle then takes its slot from the one born 10,000 before).
    func testLimits() throws {
        let (scene, emitter) = try makeEmitter([EmitterCell(birthRate: 1, lifetime: 1)])
        XCTAssertThrowsError(try emitter.setEmission(Emission(cells: [EmitterCell(birthRate: .nan)]))) {
            XCTAssertEqual($0 as? SceneError, .propertyOutOfRange(property: "emission", view: "e"))
        }
        XCTAssertThrowsError(try emitter.setEmission(Emission(position: Point(x: 1e300, y: 0))))
        try emitter.setEmission(Emission(cells: [EmitterCell(birthRate: 1e6, lifetime: 10)]))
        try scene.advance(to: 0.5)
        let frame = scene.snapshot()
        // The first emission (⌈0 × 1⌉ births: none) keeps no slot.
        XCTAssertEqual(frame.views.count, 2 + Emission.maximumParticles)
        XCTAssertTrue(frame.views.allSatisfy(\.isFinite))
    }

    /// Inside 1,000 copies a view draws 10,000 / 1,000 = 10 slots, where 10 births a second
    /// living 2 s need ⌈20⌉ + 1 = 21: at 1.55 s each slot holds the newest particle of its
    /// remainder (15, 14, ..., 6 born at 1.5 ... 0.6 s, 0.05 to 0.95 s old, moving right at
    /// 10 pt a second), and the six older ones are not drawn.
    func testACellPastItsBudgetShowsItsNewestParticles() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let row = View(name: "row", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        row.replication = Replication(count: 1000)
        try scene.root.addSubview(row)
        let emitter = View(name: "e", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try row.addSubview(emitter)
        try emitter.setEmission(Emission(cells: [EmitterCell(birthRate: 10, lifetime: 2, velocity: 10)]))
        try scene.advance(to: 1.55)
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.count, 2 + 1000 * (1 + 10))
        let slots = frame.views[3..<13]
        XCTAssertEqual(slots.map(\.name), (1...10).map { "e particle \($0)" })
        // Slot j holds particle 10 + j for j <= 5 and j for j >= 6.
        let ages = (0..<10).map { j -> Double in 1.55 - Double(j <= 5 ? 10 + j : j) / 10 }
        for (slot, age) in zip(slots, ages) {
            XCTAssertFalse(slot.isHidden)
            XCTAssertEqual(slot.center.x, 10 * age, accuracy: 1e-9)
        }
    }
}
