import Benchmark
import Kinema

/// The "scene" suite: one frame (advance + layout + snapshot) of a scene whose N views each run a
/// spring on centre, alpha and transform (`frame.springs.N`; in `frame.springs-apart.1000` each
/// view turns through its own angle, so no two neighbours share a rotation), or a repeating
/// explicit keyframe animation of their position (`frame.explicit.N`); 1,000 views masked by
/// growing circles (`frame.masks.1000`), 100 replicating views of 10 copies each of a fading
/// bar (`frame.copies.1000`), and 10 emitters of 100 live particles each
/// (`frame.particles.1000`). One iteration = one frame at 120 Hz.
func sceneBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "scene") { suite in
        for n in [10, 100, 1000] {
            suite.benchmark("frame.springs.\(n)") { state in
                try measureFrames(of: makeSpringScene(views: n), state: &state)
            }
        }
        suite.benchmark("frame.springs-apart.1000") { state in
            try measureFrames(of: makeSpringScene(views: 1000, angleStep: 0.001), state: &state)
        }
        for n in [10, 100, 1000] {
            suite.benchmark("frame.explicit.\(n)") { state in
                try measureFrames(of: makeExplicitScene(views: n), state: &state)
            }
        }
        suite.benchmark("frame.masks.1000") { state in
            try measureFrames(of: makeMaskScene(views: 1000), state: &state)
        }
        suite.benchmark("frame.copies.1000") { state in
            try measureFrames(of: makeCopyScene(replicators: 100, copies: 10), state: &state)
        }
        suite.benchmark("frame.particles.1000") { state in
            try measureFrames(of: makeParticleScene(emitters: 10), state: &state)
        }
    }
}

/// `emitters` views in a row, each emitting 50 pieces of confetti a second that live 2 s (101
/// slots, about 100 alive once 2 s have passed: the scene starts there), falling with spread
/// speeds and directions, spinning, growing and fading.
func makeParticleScene(emitters: Int) -> Scene {
    let scene = Scene(size: Size(width: 1000, height: 1000))
    let cell = EmitterCell(
        name: "confetti", birthRate: 50, lifetime: 2, velocity: 120, velocityRange: 40,
        emissionLongitude: .pi / 2, emissionRange: .pi / 3, yAcceleration: 60, spin: 3, spinRange: 2,
        scaleRange: 0.3, scaleSpeed: 0.2, color: .systemPink, redRange: 0.2, alphaSpeed: -0.4,
        contentSize: Size(width: 8, height: 4))
    for i in 0..<emitters {
        let v = View(name: "e\(i)", frame: Rect(x: Double(i) * 100, y: 0, width: 100, height: 100))
        try? scene.root.addSubview(v)
        try? v.setEmission(Emission(cells: [cell], position: Point(x: 50, y: 0), seed: UInt64(i)))
    }
    try? scene.advance(to: 2)
    return scene
}

/// Measures one frame per iteration: advance by 1/120 s, lay out, take a snapshot.
private func measureFrames(of scene: Scene, state: inout BenchmarkState) throws {
    var frame = 0
    var sink = 0.0
    let start = scene.time
    while true {
        try state.measure {
            frame += 1
            try? scene.advance(to: start + Double(frame) / 120)
            scene.layoutIfNeeded()
            let snapshot = scene.snapshot()
            sink += snapshot.views[snapshot.views.count - 1].center.x
        }
        blackHole(sink)
    }
}

/// N views in a grid, each with a lightly damped spring on centre, alpha and transform that keeps
/// moving for far longer than any benchmark runs (the frame cost is what is measured, not settling).
/// View i turns to 0.5 + i * `angleStep` radians (all alike by default).
func makeSpringScene(views n: Int, angleStep: Double = 0) -> Scene {
    let scene = Scene(size: Size(width: 1000, height: 1000))
    var views: [View] = []
    for i in 0..<n {
        let v = View(name: "v\(i)", frame: Rect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
        v.backgroundColor = .systemPink
        try? scene.root.addSubview(v)
        views.append(v)
    }
    scene.layoutIfNeeded()
    guard let spring = try? Spring(mass: 1, stiffness: 40, damping: 0.5) else { return scene }
    try? scene.animate(withDuration: 100_000, spring: spring, options: .allowUserInteraction) {
        for (i, v) in views.enumerated() {
            v.center = Point(x: v.center.x + 100, y: v.center.y + Double(i % 7) * 10)
            v.alpha = 0.5
            v.transform = AffineTransform(rotationAngle: 0.5 + Double(i) * angleStep)
                .then(AffineTransform(scaleX: 1.2, y: 1.2))
        }
    }
    return scene
}

/// N views in a grid, each with an endless keyframe animation of its position through five points
/// (a small loop), with durations from 0.8 to 1.2 s so that the views' cycles differ.
func makeExplicitScene(views n: Int) -> Scene {
    let scene = Scene(size: Size(width: 1000, height: 1000))
    for i in 0..<n {
        let v = View(name: "v\(i)", frame: Rect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
        v.backgroundColor = .systemPink
        try? scene.root.addSubview(v)
        let c = v.center
        let loop: [Point] = [
            c, Point(x: c.x + 10, y: c.y), Point(x: c.x + 10, y: c.y + 10),
            Point(x: c.x, y: c.y + 10), c
        ]
        var animation = KeyframeAnimation(
            keyPath: .position, values: loop.map { .point($0) },
            keyTimes: [0, 0.2, 0.5, 0.7, 1])
        animation.duration = 0.8 + Double(i % 5) * 0.1
        animation.repeatCount = .infinity
        try? v.addAnimation(animation, forKey: "loop")
    }
    scene.layoutIfNeeded()
    return scene
}

/// N views in a grid, each masked by a circle whose path grows from 2 pt to past the view's
/// corners in 1 s, repeating (the circular reveal).
func makeMaskScene(views n: Int) -> Scene {
    let scene = Scene(size: Size(width: 1000, height: 1000))
    for i in 0..<n {
        let v = View(name: "v\(i)", frame: Rect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
        v.backgroundColor = .systemPink
        try? scene.root.addSubview(v)
        let circle = View(name: "m\(i)", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        circle.content = .shape(ShapeContent(path: BezierPath(ellipseIn: Rect(x: 9, y: 9, width: 2, height: 2))))
        try? v.setMask(circle)
        var grow = BasicAnimation(
            keyPath: .path, to: .path(BezierPath(ellipseIn: Rect(x: -5, y: -5, width: 30, height: 30))))
        grow.duration = 1
        grow.repeatCount = .infinity
        try? circle.addAnimation(grow, forKey: "reveal")
    }
    return scene
}

/// `replicators` spinners in a grid, each drawing `copies` copies of a bar turned about its
/// centre, each copy's fade (1 s, repeating) behind the one before.
func makeCopyScene(replicators: Int, copies: Int) -> Scene {
    let scene = Scene(size: Size(width: 1000, height: 1000))
    for i in 0..<replicators {
        let r = View(name: "r\(i)", frame: Rect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
        r.replication = Replication(
            count: copies, transform: AffineTransform(rotationAngle: 2 * .pi / Double(copies)),
            delay: 1 / Double(copies))
        try? scene.root.addSubview(r)
        let bar = View(name: "b\(i)", frame: Rect(x: 9, y: 0, width: 2, height: 7))
        bar.backgroundColor = .black
        try? r.addSubview(bar)
        var fade = BasicAnimation(keyPath: .opacity, from: .number(1), to: .number(0.1))
        fade.duration = 1
        fade.repeatCount = .infinity
        try? bar.addAnimation(fade, forKey: "fade")
    }
    return scene
}
