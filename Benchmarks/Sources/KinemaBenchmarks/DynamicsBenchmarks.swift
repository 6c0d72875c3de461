import Benchmark
import Kinema

/// The "dynamics" suite: `step.N` times one `World.step()` of the "attach+snap(N)" world described
/// by shared/anchors/dynamics_bench.py, so the figures compare with pymunk and Box2D per step.
///
/// The world (metres): no gravity; N dynamic discs of radius 0.5 and density 1 (mass pi/4), body i
/// in grid cell (gx, gy) = (i % 32, i / 32) with snap target S = (3 gx, 3 gy), spawned at
/// S + (0.5, 0.3); a soft distance joint (2 Hz, damping ratio 0.5, length 1) from body point
/// (0, 0.25) to the ground point S + (1, 1); a soft pull (revolute joint to the ground, 5 Hz,
/// damping ratio 0.7, max force 1000 m) of the body point under S towards S; dt 1/120 s,
/// 8 velocity and 3 position iterations. The world is built and warmed up for 60 steps before
/// the first measured iteration; only `step()` is timed.
///
/// `step.0` steps the empty world: what a step costs with nothing in it, together with the
/// harness's two clock reads. The anchor reports the peers' cost per body as the step of one body
/// less the step of the empty world ("core-only"); `step.1` less `step.0` is the same quantity for
/// Kinema.
func dynamicsBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "dynamics") { suite in
        for n in [0, 1, 10, 100, 1000] {
            let holder = WorldHolder(bodies: n)
            suite.benchmark("step.\(n)") { state in
                let world = holder.world()
                try state.measure { world.step() }
            }
        }
    }
}

/// Builds its world lazily, on the first iteration, outside the measured region.
private final class WorldHolder {
    let bodies: Int
    private var built: World?

    init(bodies: Int) { self.bodies = bodies }

    func world() -> World {
        if let built { return built }
        let world = makeAttachSnapWorld(bodies: bodies)
        world.step(count: 60)
        built = world
        return world
    }
}

/// The "attach+snap(N)" world. Every input is valid, so the `try`s cannot fail; an error would
/// leave the world short of bodies and is reported rather than hidden.
private func makeAttachSnapWorld(bodies n: Int) -> World {
    let world = World()
    do {
        let mass = Double.pi * 0.25
        for i in 0..<n {
            let s = Point(x: 3 * Double(i % 32), y: 3 * Double(i / 32))
            let p = Point(x: s.x + 0.5, y: s.y + 0.3)
            let body = try world.addBody(BodyDefinition(shape: .circle(radius: 0.5), density: 1, position: p))
            _ = try world.addDistanceJoint(
                body: body, localAnchor: Vector(dx: 0, dy: 0.25),
                to: Point(x: s.x + 1, y: s.y + 1), length: 1,
                stiffness: .spring(hertz: 2, dampingRatio: 0.5))
            _ = try world.addRevoluteJoint(
                body: body, localAnchor: s - p, to: s,
                stiffness: .spring(hertz: 5, dampingRatio: 0.7), maxForce: 1000 * mass)
        }
    } catch {
        print("dynamics benchmark: could not build the world: \(error)")
    }
    return world
}
