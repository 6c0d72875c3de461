import Benchmark
import Kinema

/// The "scene" suite: one frame (advance + layout + snapshot) of a scene whose N views each run a
/// spring on centre, alpha and transform. One iteration = one frame at 120 Hz.
func sceneBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "scene") { suite in
        for n in [10, 100, 1000] {
            suite.benchmark("frame.springs.\(n)") { state in
                let scene = makeSpringScene(views: n)
                var frame = 0
                var sink = 0.0
                while true {
                    try state.measure {
                        frame += 1
                        try? scene.advance(to: Double(frame) / 120)
                        scene.layoutIfNeeded()
                        let snapshot = scene.snapshot()
                        sink += snapshot.views[snapshot.views.count - 1].center.x
                    }
                    blackHole(sink)
                }
            }
        }
    }
}

/// N views in a grid, each with a lightly damped spring on centre, alpha and transform that keeps
/// moving for far longer than any benchmark runs (the frame cost is what is measured, not settling).
func makeSpringScene(views n: Int) -> Scene {
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
            v.transform = AffineTransform(rotationAngle: 0.5).then(AffineTransform(scaleX: 1.2, y: 1.2))
        }
    }
    return scene
}
