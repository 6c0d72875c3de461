import Benchmark
import Kinema
import KinemaWorkloads

/// The "layout" suite: the ui-grid(V) workload of /work/shared/anchors/kiwi_bench.py replayed
/// constraint for constraint (same insertion order, strengths and constants), for V = 10, 100,
/// 1000 views. Printed names: `layout.uigrid.build.V`, `layout.uigrid.jump.V`,
/// `layout.uigrid.drag.V`. Compare with kiwi's `build(prebuilt)`, `edit jump/iter` and
/// `edit drag/iter` medians.
///
/// - build: one iteration = new Solver + 2 edit variables + 2 suggestions + every addConstraint +
///   updateVariables (constraint objects created beforehand, as kiwi's "build(prebuilt)").
/// - jump: one iteration = suggest W and H from the cycle of 6 sizes + updateVariables.
/// - drag: one iteration = suggest W one point further along 600...899...601 + updateVariables
///   (H fixed at 800).
///
/// Setup (generating constraints, building the solver, checking kiwi's checksums) is never timed.
///
/// The scale workloads build whole scenes through the public API, as `kinema layout` does with a
/// scene file, with the constraints of the kiwisolver scale anchor's workloads and scene files
/// (see `ScaleWorkload`; compare with its figures). One iteration = new scene + views + hierarchy
/// + constraints + one layout pass; the view names are made beforehand, the frames are checked
/// once, and the scene is freed, all untimed.
///
/// - `layout.stack.fillEqually.N`: a fillEqually stack of N views with intrinsic size 10 x 10;
///   `layout.stack.D.N` the same stack with distribution D (fill, fillProportionally,
///   equalSpacing, equalCentering) pinned to the root's width, `layout.stack.D.free.N` with its
///   width free; `layout.stack.nested.K` a vertical fillEqually stack of K horizontal ones of K
///   views;
/// - `layout.chain.build.N`: N views chained leading to trailing, view by view;
///   `layout.chain.build.chainFirst.N` the same constraints chain first (every leading, then
///   every width, top, height); `layout.chain.permuted.N.P` in the P-th of ten random
///   permutations; `layout.chain.intrinsic.N` a chain of views with intrinsic widths;
///   `layout.chain.multiplier.N` centres chained 0.01 apart with widths linked by 1.0001;
/// - `layout.stack.equalSpacing.free.10000`: the free equalSpacing stack at 10,000 views, where
///   every record has more than four terms (the forest's pools outgrow their first compaction
///   bound there); `layout.stack.fillProportionally.free.10000` the free fillProportionally
///   stack at 10,000 views, whose size preferences all arrive at their bound once the first
///   view's have fixed the stack's length; `layout.ambiguity.stack.fillEqually.10000`: the
///   ambiguity check (`Scene.ambiguousLayouts()`, what `kinema layout` runs after solving) of a
///   laid-out fillEqually stack of 10,000 views, the scene built untimed;
///   `layout.ambiguity.stack.equalSpacing.10000` the same for a pinned equalSpacing stack whose
///   views fit (120,000 pt wide: every gap 2 pt), where each position is a number of gaps;
/// - `layout.stack.toggle.{fill,fillProportionally,equalCentering}.free.2000`: the middle view
///   of a laid-out free stack of 2,000 views hidden and shown again, with a layout after each
///   (the stack's constraints edited in place, not rebuilt; fillProportionally's are rebuilt,
///   since every proportion changes);
/// - `layout.grid.neighbours.K`: a K x K grid tied to its neighbours (the anchor's "grid");
/// - `layout.deep.build.N`: N views nested, each pinned to its parent's four edges;
/// - `layout.scroll.sticky.2000`: a container of 2,000 rows 44 pt high chained top to bottom
///   under a header outside it, scrolled by 3 pt (its bounds origin) and laid out per
///   iteration; one more view inside it is pinned to the header, so it stays in place.
func layoutBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "layout") { suite in
        func scale(_ name: String, _ make: @escaping () -> Scene, check: @escaping (Scene) -> Void) {
            suite.benchmark(name) { state in
                check(make())
                var scene: Scene?
                try state.measure { scene = make() }
                blackHole(scene)
            }
        }
        for n in [250, 2000] {
            let names = ScaleWorkload.names(n)
            let w = 375 / Double(n)
            scale("stack.fillEqually.\(n)", { ScaleWorkload.stack(names) }) {
                ScaleWorkload.check($0, names) { Rect(x: Double($0) * w, y: 0, width: w, height: 10) }
            }
            for distribution: StackConfiguration.Distribution in [
                .fill, .fillProportionally, .equalSpacing, .equalCentering
            ] {
                scale("stack.\(distribution).\(n)", { ScaleWorkload.stack(names, distribution) }) {
                    // Views 10 wide cannot all fit: fillProportionally shares the width equally,
                    // the others share it in one of several optimal ways.
                    if distribution == .fillProportionally {
                        ScaleWorkload.check($0, names) { Rect(x: Double($0) * w, y: 0, width: w, height: 10) }
                    } else {
                        ScaleWorkload.checkEnds($0, names, width: 375)
                    }
                }
                scale("stack.\(distribution).free.\(n)", { ScaleWorkload.stack(names, distribution, pinned: false) }) {
                    // Each view takes its intrinsic width (equal gaps and steps are at least 0,
                    // and may be more).
                    ScaleWorkload.checkEnds($0, names, width: nil)
                    if distribution == .fill || distribution == .fillProportionally {
                        ScaleWorkload.check($0, names) { Rect(x: Double($0) * 10, y: 0, width: 10, height: 10) }
                    }
                }
            }
        }
        let tenThousand = ScaleWorkload.names(10000)
        scale("stack.equalSpacing.free.10000", { ScaleWorkload.stack(tenThousand, .equalSpacing, pinned: false) }) {
            ScaleWorkload.checkEnds($0, tenThousand, width: nil)
        }
        scale(
            "stack.fillProportionally.free.10000",
            {
                ScaleWorkload.stack(tenThousand, .fillProportionally, pinned: false)
            }
        ) {
            ScaleWorkload.checkEnds($0, tenThousand, width: nil)
            ScaleWorkload.check($0, tenThousand) { Rect(x: Double($0) * 10, y: 0, width: 10, height: 10) }
        }
        // Hiding and showing the middle view of a free stack of 2,000 views 10 wide, laid out
        // after each: the views after it move back by 10 and forward again.
        let twoThousand = ScaleWorkload.names(2000)
        for distribution: StackConfiguration.Distribution in [.fill, .fillProportionally, .equalCentering] {
            suite.benchmark("stack.toggle.\(distribution).free.2000") { state in
                let scene = ScaleWorkload.stack(twoThousand, distribution, pinned: false)
                guard let middle = scene.view(named: "v1000"), let next = scene.view(named: "v1001") else {
                    fatalError("toggle: no v1000")
                }
                func toggle(expecting x: Double) {
                    middle.isHidden.toggle()
                    scene.layoutIfNeeded()
                    let minX = next.frame.minX
                    guard abs(minX - x) < 1e-6 else { fatalError("toggle: v1001 at \(minX), not \(x)") }
                }
                toggle(expecting: 10_000)
                toggle(expecting: 10_010)
                try state.measure {
                    middle.isHidden.toggle()
                    scene.layoutIfNeeded()
                    middle.isHidden.toggle()
                    scene.layoutIfNeeded()
                }
            }
        }
        suite.benchmark("scroll.sticky.2000") { state in
            let (scene, container, sticky) = stickyScroll(rows: 2000)
            var offset = 0.0
            try state.measure {
                offset += 3
                container.boundsOrigin = Point(x: 0, y: offset)
                scene.layoutIfNeeded()
            }
            // The sticky view stays under the header: y = 40 in the root is 40 - 40 + offset in
            // the container.
            guard sticky.frame.minY == offset else {
                fatalError("scroll: sticky at \(sticky.frame.minY), not \(offset)")
            }
        }
        suite.benchmark("ambiguity.stack.fillEqually.10000") { state in
            let scene = ScaleWorkload.stack(tenThousand)
            guard scene.ambiguousLayouts().isEmpty else { fatalError("ambiguity: the stack is determined") }
            try state.measure { blackHole(scene.ambiguousLayouts()) }
        }
        suite.benchmark("ambiguity.stack.equalSpacing.10000") { state in
            let scene = ScaleWorkload.stack(tenThousand, .equalSpacing, width: 120_000)
            guard scene.ambiguousLayouts().isEmpty else { fatalError("ambiguity: the stack is determined") }
            ScaleWorkload.checkEnds(scene, tenThousand, width: 120_000)
            try state.measure { blackHole(scene.ambiguousLayouts()) }
        }
        scale("stack.nested.100", { ScaleWorkload.nested(100) }) { scene in
            let names = (0..<10_000).map { "v\($0 / 100)_\($0 % 100)" }
            ScaleWorkload.check(scene, names) {
                Rect(x: 3.75 * Double($0 % 100), y: 6.67 * Double($0 / 100), width: 3.75, height: 6.67)
            }
        }
        for n in [1000, 10000] {
            let names = ScaleWorkload.names(n)
            let row: (Int) -> Rect = { Rect(x: Double($0), y: 0, width: 1, height: 2) }
            scale("chain.build.\(n)", { ScaleWorkload.row(names) }) { ScaleWorkload.check($0, names, row) }
            scale("chain.build.chainFirst.\(n)", { ScaleWorkload.rowChainFirst(names) }) {
                ScaleWorkload.check($0, names, row)
            }
        }
        let permutedNames = ScaleWorkload.names(2000)
        for p in 0..<10 {
            let seed = UInt64(p + 1)
            scale("chain.permuted.2000.\(p)", { ScaleWorkload.rowPermuted(permutedNames, seed: seed) }) {
                ScaleWorkload.check($0, permutedNames) { Rect(x: Double($0), y: 0, width: 1, height: 2) }
            }
        }
        let intrinsicNames = ScaleWorkload.names(20000)
        scale("chain.intrinsic.20000", { ScaleWorkload.intrinsicRow(intrinsicNames) }) {
            ScaleWorkload.check($0, intrinsicNames) { Rect(x: 5 * Double($0), y: 0, width: 5, height: 5) }
        }
        let multiplierNames = ScaleWorkload.names(10000)
        scale("chain.multiplier.10000", { ScaleWorkload.multiplierChain(multiplierNames) }) { scene in
            // Width 1.0001^i (by repeated multiplication, as the constraints compound it),
            // centre 187.5 + 0.01 i.
            var widths = [1.0]
            for _ in 1..<10000 { widths.append(widths[widths.count - 1] * 1.0001) }
            ScaleWorkload.check(scene, multiplierNames) {
                Rect(x: 187.5 + 0.01 * Double($0) - widths[$0] / 2, y: 0, width: widths[$0], height: 2)
            }
        }
        scale("grid.neighbours.100", { ScaleWorkload.neighbourGrid(100) }) { scene in
            // Widths take the preferred 20 (100 x 20 + 99 fit in 2200): view (i, j) at x = 21 j.
            let names = (0..<10_000).map { "g\($0 / 100)_\($0 % 100)" }
            for (index, name) in names.enumerated() where index % 997 == 0 {
                guard let v = scene.view(named: name), let origin = v.convert(Point(x: 0, y: 0), to: nil),
                    abs(origin.x - 21 * Double(index % 100)) < 1e-6, abs(v.bounds.width - 20) < 1e-6,
                    v.bounds.height >= 5 - 1e-6
                else { fatalError("grid: \(name) misplaced") }
            }
        }
        let deepNames = ScaleWorkload.names(10000)
        scale("deep.build.10000", { ScaleWorkload.deep(deepNames) }) {
            ScaleWorkload.check($0, deepNames) { _ in Rect(x: 0, y: 0, width: 375, height: 667) }
        }
        for views in [10, 100, 1000] {
            let bench = UIGridBench(views: views)
            suite.benchmark("uigrid.build.\(views)") { state in
                bench.prepare()
                try state.measure {
                    let solver = bench.grid.buildOrStop()
                    blackHole(solver)
                }
            }
            suite.benchmark("uigrid.jump.\(views)") { state in
                let solver = bench.prepare()
                let (w, h) = UIGridWorkload.sizes[bench.jumpStep % UIGridWorkload.sizes.count]
                bench.jumpStep += 1
                try state.measure {
                    bench.grid.resizeOrStop(solver, width: w, height: h)
                }
            }
            suite.benchmark("uigrid.drag.\(views)") { state in
                let solver = bench.prepareDrag()
                let w = UIGridWorkload.dragSequence[bench.dragStep % UIGridWorkload.dragSequence.count]
                bench.dragStep += 1
                try state.measure {
                    bench.grid.suggestOrStop(solver, bench.grid.width, w)
                    solver.updateVariables()
                }
            }
        }
    }
}

/// Lazily built state for one V (built and verified outside any timed region).
private final class UIGridBench {
    let views: Int
    lazy var grid = UIGridWorkload(views: views)
    var solver: Solver?
    var dragSolver: Solver?
    var jumpStep = 0
    var dragStep = 0

    init(views: Int) { self.views = views }

    /// Builds the solver once and checks it against kiwi's checksums.
    @discardableResult
    func prepare() -> Solver {
        if let solver { return solver }
        let solver = grid.buildOrStop()
        grid.verify(step: "build", expected: UIGridWorkload.kiwiBuild[views])
        for (w, h) in UIGridWorkload.sizes { grid.resizeOrStop(solver, width: w, height: h) }
        grid.verify(step: "jump", expected: UIGridWorkload.kiwiJump[views])
        self.solver = solver
        return solver
    }

    /// A second solver for the drag loop: built, verified, H set to 800 as in kiwi_bench.
    func prepareDrag() -> Solver {
        if let dragSolver { return dragSolver }
        prepare()
        let solver = grid.buildOrStop()
        grid.verify(step: "build", expected: UIGridWorkload.kiwiBuild[views])
        grid.suggestOrStop(solver, grid.height, 800)
        dragSolver = solver
        return solver
    }
}

/// The ui-grid workload (KinemaWorkloads') with what only the benchmarks need: kiwi's checksums,
/// the drag sequence and the check that stops a run whose solutions differ from kiwi's.
extension UIGridWorkload {
    static let dragSequence: [Double] = Array(600..<900).map(Double.init) + (601...898).reversed().map(Double.init)
    /// kiwisolver 1.5.1's checksums (sum, sum of squares) printed by
    /// `python3 /work/shared/anchors/kiwi_bench.py`: after the build (W=800, H=600) ...
    static let kiwiBuild: [Int: (Double, Double)] = [
        10: (7033, 3769621), 100: (68698, 29384254), 1000: (1934990, 2841683402)
    ]
    /// ... and after one cycle of jumps, ending at (W=800, H=400).
    static let kiwiJump: [Int: (Double, Double)] = [
        10: (6833, 3569621), 100: (68498, 29184254), 1000: (1934790, 2841483402)
    ]

    /// Builds the solver (W = 800, H = 600); a workload that fails to build stops the run.
    func buildOrStop() -> Solver {
        do { return try build() } catch { fatalError("ui-grid(\(viewCount)) build failed: \(error)") }
    }

    /// Suggests W and H and updates the variables; a refused suggestion stops the run.
    func resizeOrStop(_ solver: Solver, width w: Double, height h: Double) {
        do { try resize(solver, width: w, height: h) } catch { fatalError("suggest failed: \(error)") }
    }

    /// Suggests `value` for `variable`; a refused suggestion stops the run.
    func suggestOrStop(_ solver: Solver, _ variable: Variable, _ value: Double) {
        do { try solver.suggestValue(variable, value) } catch { fatalError("suggest failed: \(error)") }
    }

    /// Crashes loudly unless the checksums match kiwi's to 1e-6 relative.
    func verify(step: String, expected: (Double, Double)?) {
        guard let (sum, squares) = expected else { fatalError("no kiwi checksum for V=\(viewCount)") }
        let (s, q) = checksum()
        guard abs(s - sum) <= 1e-6 * abs(sum), abs(q - squares) <= 1e-6 * abs(squares) else {
            fatalError("ui-grid(\(viewCount)) \(step): checksum (\(s), \(q)) differs from kiwi's (\(sum), \(squares))")
        }
    }
}

/// The scene of `layout.scroll.sticky.2000`: a 40 pt header at the root's top, a container below
/// it holding `rows` rows (full width, 44 pt, each under the previous one, the first at the
/// container's top) and a view pinned under the header. Returns the scene, the container and
/// that view.
private func stickyScroll(rows: Int) -> (Scene, View, View) {
    let scene = Scene(size: Size(width: 375, height: 667))
    let container = View(name: "container", frame: Rect(x: 0, y: 40, width: 375, height: 627))
    let header = View(name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 40))
    let sticky = View(name: "sticky")
    var constraints: [LayoutConstraint] = []
    do {
        try scene.root.addSubview(container)
        try scene.root.addSubview(header)
        var previous: View?
        for i in 0..<rows {
            let row = View(name: "row\(i)")
            try container.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                row.widthAnchor.constraint(equalTo: container.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor)
            ]
            previous = row
        }
        try container.addSubview(sticky)
        constraints += [
            sticky.topAnchor.constraint(equalTo: header.bottomAnchor),
            sticky.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sticky.widthAnchor.constraint(equalToConstant: 100),
            sticky.heightAnchor.constraint(equalToConstant: 20)
        ]
        try LayoutConstraint.activate(constraints)
    } catch {
        fatalError("scroll: \(error)")
    }
    scene.layoutIfNeeded()
    return (scene, container, sticky)
}
