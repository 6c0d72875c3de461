import Benchmark
import Kinema
import KinemaUIKit
import KinemaUIKitTesting

/// The "uikit" suite: the engine's scenes written with the UIKit facade, to measure what the
/// facade adds.
///
/// - `frame.springs.1000`: the scene of `scene.frame.springs.1000` as UIKit code: 1,000 `UIView`s
///   in the harness's window, each moving its centre, alpha and transform in one
///   `UIView.animate(springDuration:bounce:...)` block with `.allowUserInteraction`. The spring
///   is the engine benchmark's (mass 1, stiffness 40, damping 0.5) in UIKit's iOS 17 terms:
///   duration `2 pi / sqrt(40)` and bounce `1 - 0.5 duration / (4 pi)`, whose stiffness
///   `(2 pi / duration)^2` and damping `4 pi (1 - bounce) / duration` are 40 and 0.5 again (to a
///   rounding). One iteration = one 120 Hz frame: `harness.advance(to:)` (animations and the
///   layout pass) + `harness.snapshot()`.
/// - `frame.springs.1000.animator`: the same scene driven by one `UIViewPropertyAnimator` with
///   `UISpringTimingParameters(mass: 1, stiffness: 40, damping: 0.5, initialVelocity: .zero)`.
///
/// - `deep.build.10000`: 10,000 `UIView`s nested in the harness's window, each pinned 0.01 pt
///   inside its superview's edges with `NSLayoutConstraint.activate` (its four anchors against
///   the superview's), added top-down as a deep tree of containers is; one iteration = a new
///   harness + every view and constraint + the first layout pass (`advance(to: 0)`). The deepest
///   view is 375 - 0.02 x 10,000 = 175 by 667 - 200 = 467, checked once, untimed.
/// - `deep.remove.10000`: the same tree, built and laid out untimed; one iteration = the second
///   view (with the 9,999 below it) removed from the window, which takes its four constraints to
///   the first out and the constraints inside out of the solver, + the layout pass after it.
/// - `deep.hitTest.10000`: the same tree, built and laid out untimed; one iteration = the
///   window's `hitTest(_:with:)` at its centre, which descends through every level to the deepest
///   view (checked once).
/// - `wide.removeEach.4000`: 4,000 views side by side as in `wide.remove.10000` (next), built
///   and laid out untimed; one
///   iteration = 100 views from the middle removed one at a time, each followed by a layout pass
///   (`layoutIfNeeded()` on the window). The last view stays at x = 3,999, checked once.
/// - `wide.remove.10000`: 10,000 `UIView`s side by side in the harness's window, each placed by
///   four anchors (leading at its index, top, width 1, height 2: two constraints installed on the
///   window, two on the view), built and laid out untimed; one iteration = every other view
///   removed from the window (`removeFromSuperview()`, which takes its constraints out) + the
///   layout pass after it. The last view stays at x = 9,999, checked once, untimed.
///
/// - `layers.add.4000`: 4,000 `CAShapeLayer`s (a rounded rectangle each) put in one view's layer,
///   every eighth with `insertSublayer(_:at: 0)` and the rest with `addSublayer(_:)`, as a list
///   of cells or a particle field is built; one iteration = a new harness + the view + every
///   layer. The bottom layer is the last one inserted at 0 (index 3,992), checked once, untimed.
///
/// - `scroll.rows.2000`, `scroll.stack.2000`: a scroll view over 2,000 labels placed by their
///   frames, or arranged by a stack view sized by the content guide, flicked; one iteration = one
///   60 Hz frame of the deceleration (see `UIKitScroll`). The content is 88,000 pt high
///   (87,977 for the stack, which has no spacing after its last row), checked once.
/// - `table.scroll.10000`: a `UITableView` of 10,000 rows of 44 pt flicked the same way; one
///   iteration = one 60 Hz frame, in which the cells of the rows that left are taken back and
///   those of the rows that came are asked for. The content is 440,000 pt high and 16 cells
///   show at the start (rows 0 to 15: 15 × 44 = 660 < 667), checked once.
/// - `sheet.safeArea.2000`: a sheet sliding over the unsafe strip at the bottom of a window with
///   2,000 rows, its handle on the sheet's safe-area guide (see `UIKitSheet`); one iteration =
///   the sheet moved by 1 pt and the layout pass, in which the sheet's safe area changes.
///
/// UIKit runs a physical spring for its settling duration (27.8 s here), where the engine's
/// benchmark runs the spring for 100,000 s; so that every measured frame has its 1,000 springs
/// running, the scene is built again, outside the timed region, every 20 s of harness time.
func uikitBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "uikit") { suite in
        for (name, driver) in [
            ("frame.springs.1000", UIKitSpringScene.Driver.animationBlock),
            ("frame.springs.1000.animator", .propertyAnimator)
        ] {
            suite.benchmark(name) { state in
                let bench = UIKitSpringBench(views: 1000, driver: driver)
                while true {
                    bench.rebuildIfDue()
                    try state.measure { bench.frame() }
                    blackHole(bench.sink)
                }
            }
        }
        suite.benchmark("wide.remove.10000") { state in
            let check = MainActor.assumeIsolated { () -> Double in
                let row = UIKitWideRow(count: 10_000)
                row.removeEveryOther()
                return row.lastMinX
            }
            guard check == 9999 else { fatalError("wide.remove: the last view is at \(check), not 9999") }
            while true {
                let row = MainActor.assumeIsolated { UncheckedRow(row: UIKitWideRow(count: 10_000)) }
                try state.measure { MainActor.assumeIsolated { row.row.removeEveryOther() } }
                blackHole(row)
            }
        }
        suite.benchmark("wide.removeEach.4000") { state in
            let check = MainActor.assumeIsolated { () -> Double in
                let row = UIKitWideRow(count: 4000)
                row.removeOneAtATime(100)
                return row.lastMinX
            }
            guard check == 3999 else { fatalError("wide.removeEach: the last view is at \(check), not 3999") }
            while true {
                let row = MainActor.assumeIsolated { UncheckedRow(row: UIKitWideRow(count: 4000)) }
                try state.measure { MainActor.assumeIsolated { row.row.removeOneAtATime(100) } }
                blackHole(row)
            }
        }
        suite.benchmark("sheet.safeArea.2000") { state in
            let sheet = MainActor.assumeIsolated { UncheckedSheet(sheet: UIKitSheet(rows: 2000)) }
            let placed = MainActor.assumeIsolated { () -> Bool in
                sheet.sheet.step()
                return sheet.sheet.handleIsPlaced
            }
            guard placed else { fatalError("sheet.safeArea: the handle is off the safe area's bottom") }
            try state.measure { MainActor.assumeIsolated { sheet.sheet.step() } }
        }
        for (name, stacked) in [("scroll.rows.2000", false), ("scroll.stack.2000", true)] {
            suite.benchmark(name) { state in
                let scene = MainActor.assumeIsolated {
                    UncheckedScroll(scroll: UIKitScroll(rows: 2000, stacked: stacked))
                }
                let height = MainActor.assumeIsolated { scene.scroll.contentHeight }
                guard abs(height - (stacked ? 2000 * 44 - 23 : 2000 * 44)) < 1e-6 else {
                    fatalError("\(name): the content is \(height) high")
                }
                while true {
                    MainActor.assumeIsolated { scene.scroll.flickIfResting() }
                    try state.measure { MainActor.assumeIsolated { scene.scroll.step() } }
                    blackHole(MainActor.assumeIsolated { scene.scroll.sink })
                }
            }
        }
        suite.benchmark("table.scroll.10000") { state in
            let scene = MainActor.assumeIsolated { UncheckedScroll(scroll: UIKitScroll(tableRows: 10000)) }
            let (height, cells) = MainActor.assumeIsolated {
                (scene.scroll.contentHeight, (scene.scroll.scroll as? UITableView)?.visibleCells.count ?? 0)
            }
            guard abs(height - 440_000) < 1e-6, cells == 16 else {
                fatalError("table.scroll: the content is \(height) high, \(cells) cells show")
            }
            while true {
                MainActor.assumeIsolated { scene.scroll.flickIfResting() }
                try state.measure { MainActor.assumeIsolated { scene.scroll.step() } }
                blackHole(MainActor.assumeIsolated { scene.scroll.sink })
            }
        }
        suite.benchmark("layers.add.4000") { state in
            let bottom = MainActor.assumeIsolated { UIKitLayerField(count: 4000).bottomName }
            guard bottom == "shape 3992" else { fatalError("layers.add: the bottom layer is \(bottom ?? "none")") }
            try state.measure {
                blackHole(MainActor.assumeIsolated { UncheckedField(field: UIKitLayerField(count: 4000)) })
            }
        }
        suite.benchmark("deep.build.10000") { state in
            let size = MainActor.assumeIsolated { UIKitDeepChain(depth: 10_000).deepestSize }
            guard abs(size.width - 175) < 1e-6, abs(size.height - 467) < 1e-6 else {
                fatalError("deep.build: the deepest view is \(size), not 175 x 467")
            }
            try state.measure {
                blackHole(MainActor.assumeIsolated { UncheckedChain(chain: UIKitDeepChain(depth: 10_000)) })
            }
        }
        suite.benchmark("deep.hitTest.10000") { state in
            let chain = MainActor.assumeIsolated { UncheckedChain(chain: UIKitDeepChain(depth: 10_000)) }
            let found = MainActor.assumeIsolated { chain.chain.hitTestCentre() }
            guard found else { fatalError("deep.hitTest: the window's centre does not hit the deepest view") }
            try state.measure { blackHole(MainActor.assumeIsolated { chain.chain.hitTestCentre() }) }
        }
        suite.benchmark("deep.remove.10000") { state in
            let (second, first) = MainActor.assumeIsolated { () -> (Bool, Bool) in
                let chain = UIKitDeepChain(depth: 10_000)
                chain.removeSecond()
                return (chain.views[1].window == nil, chain.views[0].window != nil)
            }
            guard second, first else { fatalError("deep.remove: the subtree did not leave the window") }
            while true {
                let chain = MainActor.assumeIsolated { UncheckedChain(chain: UIKitDeepChain(depth: 10_000)) }
                try state.measure { MainActor.assumeIsolated { chain.chain.removeSecond() } }
                blackHole(chain)
            }
        }
    }
}

/// Runs a `UIKitSpringScene` frame by frame. The facade is main-actor isolated and the benchmark
/// runs on the main thread, which each call asserts (`MainActor.assumeIsolated`) rather than
/// the benchmark library's closure type stating it.
final class UIKitSpringBench: @unchecked Sendable {
    private let views: Int
    private let driver: UIKitSpringScene.Driver
    private var scene: UncheckedScene
    private var frameIndex = 0
    /// The sum of the last view's centre x over the frames, so the work cannot be removed.
    private(set) var sink = 0.0

    init(views: Int, driver: UIKitSpringScene.Driver) {
        self.views = views
        self.driver = driver
        scene = MainActor.assumeIsolated { UncheckedScene(scene: UIKitSpringScene(views: views, driver: driver)) }
    }

    /// A fresh scene once the current one has run `framesPerRun` frames.
    func rebuildIfDue() {
        guard frameIndex == UIKitSpringScene.framesPerRun else { return }
        let (views, driver) = (views, driver)
        scene = MainActor.assumeIsolated { UncheckedScene(scene: UIKitSpringScene(views: views, driver: driver)) }
        frameIndex = 0
    }

    /// One frame: advance the harness by 1/120 s, then take a snapshot.
    func frame() {
        frameIndex += 1
        let t = Double(frameIndex) / 120
        let current = scene
        sink += MainActor.assumeIsolated { current.scene.frame(at: t) }
    }
}

/// A scene handed across `MainActor.assumeIsolated` (used on the main thread only).
struct UncheckedScene: @unchecked Sendable {
    let scene: UIKitSpringScene
}

/// `makeSpringScene(views:)` written with the facade: N views in a grid, one spring.
@MainActor
struct UIKitSpringScene {
    /// What runs the spring.
    enum Driver: Sendable {
        /// `UIView.animate(springDuration:bounce:...)`.
        case animationBlock
        /// A `UIViewPropertyAnimator` with physical spring timing parameters.
        case propertyAnimator
    }

    /// Frames run on one scene: 20 s at 120 Hz, inside the spring's settling duration.
    nonisolated static let framesPerRun = 2400

    let harness: UIKitHarness
    let animator: UIViewPropertyAnimator?

    init(views n: Int, driver: Driver) {
        harness = UIKitHarness(screenSize: CGSize(width: 1000, height: 1000))
        var views: [UIView] = []
        for i in 0..<n {
            let v = UIView(frame: CGRect(x: Double(i % 32) * 30, y: Double(i / 32) * 30, width: 20, height: 20))
            v.backgroundColor = .systemPink
            v.accessibilityIdentifier = "v\(i)"
            harness.window.addSubview(v)
            views.append(v)
        }
        harness.window.layoutIfNeeded()
        let changes = {
            for (i, v) in views.enumerated() {
                v.center = CGPoint(x: v.center.x + 100, y: v.center.y + CGFloat(i % 7) * 10)
                v.alpha = 0.5
                v.transform = CGAffineTransform(rotationAngle: 0.5).concatenating(
                    CGAffineTransform(scaleX: 1.2, y: 1.2))
            }
        }
        switch driver {
        case .animationBlock:
            let duration = 2 * Double.pi / 40.0.squareRoot()
            UIView.animate(
                springDuration: duration, bounce: 1 - 0.5 * duration / (4 * .pi),
                options: .allowUserInteraction, animations: changes)
            animator = nil
        case .propertyAnimator:
            let spring = UISpringTimingParameters(mass: 1, stiffness: 40, damping: 0.5, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 100_000, timingParameters: spring)
            animator.addAnimations(changes)
            animator.startAnimation()
            self.animator = animator
        }
    }

    /// Advances to `t`, takes a snapshot and returns the last view's centre x.
    func frame(at t: Double) -> Double {
        harness.advance(to: t)
        let snapshot = harness.snapshot()
        return snapshot.views[snapshot.views.count - 1].center.x
    }
}

/// The deep tree of `uikit.deep.build.10000` and `uikit.deep.remove.10000`.
@MainActor
final class UIKitDeepChain {
    let harness = UIKitHarness()
    private(set) var views: [UIView] = []

    /// `depth` views nested in a new harness's window, each pinned 0.01 inside its superview,
    /// laid out.
    init(depth: Int) {
        var parent: UIView = harness.window
        for _ in 0..<depth {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.01),
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -0.01),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.01),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -0.01)
            ])
            views.append(v)
            parent = v
        }
        harness.advance(to: 0)
    }

    /// The deepest view's size.
    var deepestSize: CGSize { views[views.count - 1].frame.size }

    /// Whether the window's hit test at its centre finds the deepest view.
    func hitTestCentre() -> Bool {
        let window = harness.window
        let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        return window.hitTest(centre, with: nil) === views[views.count - 1]
    }

    /// Takes the subtree below the first view out of the window, then lays out again.
    func removeSecond() {
        views[1].removeFromSuperview()
        harness.advance(to: 0.1)
    }
}

/// A chain handed across `MainActor.assumeIsolated` (used on the main thread only).
struct UncheckedChain: @unchecked Sendable {
    let chain: UIKitDeepChain
}

/// The row of `uikit.wide.remove.10000`.
@MainActor
final class UIKitWideRow {
    let harness = UIKitHarness()
    private(set) var views: [UIView] = []

    /// `count` views side by side in a new harness's window, laid out.
    init(count: Int) {
        for i in 0..<count {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: CGFloat(i)),
                v.topAnchor.constraint(equalTo: harness.window.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 1),
                v.heightAnchor.constraint(equalToConstant: 2)
            ])
            views.append(v)
        }
        harness.advance(to: 0)
    }

    /// Removes the views at even indices, then lays out again.
    func removeEveryOther() {
        for (i, v) in views.enumerated() where i % 2 == 0 { v.removeFromSuperview() }
        harness.advance(to: 0.1)
    }

    /// Removes `count` views from the middle of the row one at a time, with a layout pass after
    /// each removal (as a list that deletes its rows one by one does).
    func removeOneAtATime(_ count: Int) {
        let start = views.count / 2
        for v in views[start..<start + count] {
            v.removeFromSuperview()
            harness.window.layoutIfNeeded()
        }
    }

    /// The last view's frame's minX.
    var lastMinX: Double { Double(views[views.count - 1].frame.minX) }
}

/// A row handed across `MainActor.assumeIsolated` (used on the main thread only).
struct UncheckedRow: @unchecked Sendable {
    let row: UIKitWideRow
}

/// `layers.add.N`: N shape layers in one view's layer (see `uikitBenchmarks()`).
@MainActor
final class UIKitLayerField {
    let harness = UIKitHarness()

    init(count: Int) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        harness.window.addSubview(host)
        for k in 0..<count {
            let shape = CAShapeLayer()
            shape.name = "shape \(k)"
            shape.frame = CGRect(x: CGFloat(k % 20) * 18, y: CGFloat(k / 20 % 30) * 20, width: 16, height: 18)
            shape.path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 14, height: 16), cornerRadius: 4).cgPath
            if k % 8 == 0 { host.layer.insertSublayer(shape, at: 0) } else { host.layer.addSublayer(shape) }
        }
    }

    /// The name of the bottom sublayer of the view.
    var bottomName: String? { harness.window.subviews.first?.layer.sublayers?.first?.name }
}

/// Hands a layer field across the benchmark's closure (it stays on the main actor).
struct UncheckedField: @unchecked Sendable {
    let field: UIKitLayerField
}
