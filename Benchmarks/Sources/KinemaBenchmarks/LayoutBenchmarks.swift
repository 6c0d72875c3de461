import Benchmark
import Kinema

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
/// - `layout.grid.neighbours.K`: a K x K grid tied to its neighbours (the anchor's "grid");
/// - `layout.deep.build.N`: N views nested, each pinned to its parent's four edges.
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
                    let solver = bench.grid.build()
                    blackHole(solver)
                }
            }
            suite.benchmark("uigrid.jump.\(views)") { state in
                let solver = bench.prepare()
                let (w, h) = UIGrid.sizes[bench.jumpStep % UIGrid.sizes.count]
                bench.jumpStep += 1
                try state.measure {
                    bench.grid.suggest(solver, width: w, height: h)
                    solver.updateVariables()
                }
            }
            suite.benchmark("uigrid.drag.\(views)") { state in
                let solver = bench.prepareDrag()
                let w = UIGrid.dragSequence[bench.dragStep % UIGrid.dragSequence.count]
                bench.dragStep += 1
                try state.measure {
                    bench.grid.suggestWidth(solver, w)
                    solver.updateVariables()
                }
            }
        }
    }
}

/// Lazily built state for one V (built and verified outside any timed region).
private final class UIGridBench {
    let views: Int
    lazy var grid = UIGrid(views: views)
    var solver: Solver?
    var dragSolver: Solver?
    var jumpStep = 0
    var dragStep = 0

    init(views: Int) { self.views = views }

    /// Builds the solver once and checks it against kiwi's checksums.
    @discardableResult
    func prepare() -> Solver {
        if let solver { return solver }
        let solver = grid.build()
        grid.verify(step: "build", expected: UIGrid.kiwiBuild[views])
        for (w, h) in UIGrid.sizes {
            grid.suggest(solver, width: w, height: h)
            solver.updateVariables()
        }
        grid.verify(step: "jump", expected: UIGrid.kiwiJump[views])
        self.solver = solver
        return solver
    }

    /// A second solver for the drag loop: built, verified, H set to 800 as in kiwi_bench.
    func prepareDrag() -> Solver {
        if let dragSolver { return dragSolver }
        prepare()
        let solver = grid.build()
        grid.verify(step: "build", expected: UIGrid.kiwiBuild[views])
        grid.suggestHeight(solver, 800)
        dragSolver = solver
        return solver
    }
}

/// The ui-grid generator (a copy of the test target's, which this package cannot see).
private struct UIGrid {
    static let K = 10
    static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
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

    let views: Int
    let width = Variable("W")
    let height = Variable("H")
    var variables: [Variable] = []
    var constraints: [Constraint] = []

    init(views: Int) {
        self.views = views
        let K = UIGrid.K
        var left: [Variable] = [], top: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        for i in 0..<views {
            left.append(Variable("l\(i)")); top.append(Variable("t\(i)"))
            w.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
        }
        var list: [Constraint] = []
        func add(_ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
            list.append(
                Constraint(Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation, strength: strength)
            )
        }
        let required = Strength.required, strong = Strength.strong, medium = Strength.medium
        add([(1, width)], 0, .greaterThanOrEqual, required)
        add([(1, height)], 0, .greaterThanOrEqual, required)
        for i in 0..<views {
            let r = i / K, c = i % K
            let prefW = Double(30 + (37 * i) % 41), minW = Double(10 + (7 * i) % 11)
            let maxW = 3 * prefW, prefH = Double(20 + 4 * (i % 5))
            add([(1, w[i])], 0, .greaterThanOrEqual, required)
            add([(1, h[i])], 0, .greaterThanOrEqual, required)
            add([(1, w[i])], -minW, .greaterThanOrEqual, strong)
            add([(1, w[i])], -maxW, .lessThanOrEqual, strong)
            add([(1, w[i])], -prefW, .equal, Strength(1 + Double(c)))
            add([(1, h[i])], -prefH, .equal, medium)
            if c == 0 {
                add([(1, left[i])], -8, .equal, required)
            } else {
                add([(1, left[i]), (-1, left[i - 1]), (-1, w[i - 1])], -8, .greaterThanOrEqual, required)
            }
            if c == 0 && r == 0 {
                add([(1, left[i])], 0, .greaterThanOrEqual, required)
            } else if c == 0 {
                add([(1, top[i]), (-1, top[(r - 1) * K]), (-1, h[(r - 1) * K])], -8, .equal, medium)
            } else {
                add([(1, left[i]), (-1, left[i - 1]), (-1, w[i - 1])], -8, .equal, medium)
            }
            if c == 0 && r == 0 {
                add([(1, top[i])], -8, .equal, required)
            } else if c == 0 {
                add([(1, top[i]), (-1, top[(r - 1) * K]), (-1, h[(r - 1) * K])], -8, .greaterThanOrEqual, required)
            } else {
                add([(1, top[i]), (0.5, h[i]), (-1, top[i - 1]), (-0.5, h[i - 1])], 0, .equal, strong)
            }
            add([(1, w[i]), (-0.5, h[i])], 0, .greaterThanOrEqual, required)
            if c == K - 1 {
                add([(1, left[i]), (1, w[i]), (-1, width)], 8, .lessThanOrEqual, required)
                add([(1, left[i]), (1, w[i]), (-1, width)], 8, .equal, Strength(2000))
            }
        }
        let q = (views / K - 1) * K
        add([(1, top[q]), (1, h[q]), (-1, height)], 8, .lessThanOrEqual, Strength(1))
        constraints = list
        variables = [width, height] + left + top + w + h
    }

    func build() -> Solver {
        let solver = Solver()
        do {
            try solver.addEditVariable(width, strength: .strong)
            try solver.addEditVariable(height, strength: .strong)
            try solver.suggestValue(width, 800)
            try solver.suggestValue(height, 600)
            for constraint in constraints { try solver.addConstraint(constraint) }
        } catch {
            fatalError("ui-grid(\(views)) build failed: \(error)")
        }
        solver.updateVariables()
        return solver
    }

    func suggest(_ solver: Solver, width w: Double, height h: Double) {
        suggestWidth(solver, w)
        suggestHeight(solver, h)
    }

    func suggestWidth(_ solver: Solver, _ value: Double) {
        do { try solver.suggestValue(width, value) } catch { fatalError("suggest failed: \(error)") }
    }

    func suggestHeight(_ solver: Solver, _ value: Double) {
        do { try solver.suggestValue(height, value) } catch { fatalError("suggest failed: \(error)") }
    }

    /// Crashes loudly unless the checksums match kiwi's to 1e-6 relative.
    func verify(step: String, expected: (Double, Double)?) {
        guard let (sum, squares) = expected else { fatalError("no kiwi checksum for V=\(views)") }
        var s = 0.0, q = 0.0
        for variable in variables {
            s += variable.value
            q += variable.value * variable.value
        }
        guard abs(s - sum) <= 1e-6 * abs(sum), abs(q - squares) <= 1e-6 * abs(squares) else {
            fatalError("ui-grid(\(views)) \(step): checksum (\(s), \(q)) differs from kiwi's (\(sum), \(squares))")
        }
    }
}
