import Benchmark
import Kinema

/// The "animators" suite: scrubbing paused property animators, as a finger dragging the popup menu
/// does on every frame.
///
/// - `scrub.100`: 100 views, each with its own paused `PropertyAnimator` changing centre, alpha and
///   transform (a third each: damping-ratio spring scrubbed linearly, easeIn with
///   `scrubsLinearly = false`, easeOut scrubbed linearly). One iteration = set every animator's
///   `fractionComplete` (a different value each iteration) + one `scene.snapshot()`.
///
/// The scene and animators are built once per run, outside the timed region.
func animatorBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "animators") { suite in
        suite.benchmark("scrub.100") { state in
            let world = ScrubWorld(count: 100)
            var iteration = 0
            var sink = 0.0
            while true {
                try state.measure {
                    iteration += 1
                    for (i, animator) in world.animators.enumerated() {
                        let fraction = Double((iteration * 37 + i * 13) % 1000) / 999
                        do {
                            try animator.setFractionComplete(fraction)
                        } catch {
                            fatalError("scrub benchmark: \(error)")
                        }
                    }
                    let snapshot = world.scene.snapshot()
                    sink += snapshot.views[snapshot.views.count - 1].center.x
                }
                blackHole(sink)
            }
        }
    }
}

/// N views in a grid, each animated by its own paused property animator.
struct ScrubWorld {
    let scene: Scene
    let animators: [PropertyAnimator]

    init(count n: Int) {
        let scene = Scene(size: Size(width: 1000, height: 1000))
        var animators: [PropertyAnimator] = []
        do {
            for i in 0..<n {
                let v = View(
                    name: "v\(i)", frame: Rect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
                v.backgroundColor = .systemPink
                try scene.root.addSubview(v)
                let changes = {
                    v.center = Point(x: v.center.x + 100, y: v.center.y + Double(i % 7) * 10)
                    v.alpha = 0.3
                    v.transform = AffineTransform(rotationAngle: 0.5).then(AffineTransform(scaleX: 1.2, y: 1.2))
                }
                let animator: PropertyAnimator
                switch i % 3 {
                case 0: animator = try PropertyAnimator(scene: scene, duration: 1, dampingRatio: 1, animations: changes)
                case 1:
                    animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeIn, animations: changes)
                    animator.scrubsLinearly = false
                default:
                    animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeOut, animations: changes)
                }
                try animator.pauseAnimation()
                animators.append(animator)
            }
        } catch {
            fatalError("scrub benchmark setup: \(error)")
        }
        self.scene = scene
        self.animators = animators
    }
}
