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
/// scene file, with the constraints of the kiwisolver scale anchor's "stack N" and "row N"
/// workloads (compare with its figures): `layout.stack.fillEqually.N` (a fillEqually stack of N
/// views with intrinsic size 10x10), `layout.chain.build.N` (N views chained leading to trailing)
/// and `layout.deep.build.N` (N views nested, each pinned to its parent's four edges). One
/// iteration = new scene + views + hierarchy + constraints + one layout pass; the view names are
/// made beforehand, the frames are checked once, and the scene is freed, all untimed.
func layoutBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "layout") { suite in
        for n in [250, 2000] {
            let names = ScaleWorkload.names(n)
            suite.benchmark("stack.fillEqually.\(n)") { state in
                ScaleWorkload.check(ScaleWorkload.stack(names), names, expect: .stack)
                var scene: Scene?
                try state.measure { scene = ScaleWorkload.stack(names) }
                blackHole(scene)
            }
        }
        for n in [1000, 10000] {
            let names = ScaleWorkload.names(n)
            suite.benchmark("chain.build.\(n)") { state in
                ScaleWorkload.check(ScaleWorkload.row(names), names, expect: .row)
                var scene: Scene?
                try state.measure { scene = ScaleWorkload.row(names) }
                blackHole(scene)
            }
        }
        let deepNames = ScaleWorkload.names(10000)
        suite.benchmark("deep.build.10000") { state in
            ScaleWorkload.check(ScaleWorkload.deep(deepNames), deepNames, expect: .deep)
            var scene: Scene?
            try state.measure { scene = ScaleWorkload.deep(deepNames) }
            blackHole(scene)
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
        10: (7033, 3769621), 100: (68698, 29384254), 1000: (1934990, 2841683402),
    ]
    /// ... and after one cycle of jumps, ending at (W=800, H=400).
    static let kiwiJump: [Int: (Double, Double)] = [
        10: (6833, 3569621), 100: (68498, 29184254), 1000: (1934790, 2841483402),
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
            list.append(Constraint(Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation, strength: strength))
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

/// The scenes of the scale benchmarks, built the way `kinema layout` builds a scene file.
private enum ScaleWorkload {
    enum Shape { case stack, row, deep }

    static func names(_ n: Int) -> [String] { (0..<n).map { "v\($0)" } }

    /// The anchor's "stack": `s` pinned to the root's leading, trailing and top; a horizontal
    /// fillEqually stack (alignment fill, spacing 0) of views with intrinsic size 10x10.
    static func stack(_ names: [String]) -> Scene {
        let scene = Scene(size: Size(width: 375, height: 667))
        let root = scene.root
        let s = View(name: "s")
        s.translatesAutoresizingMaskIntoConstraints = false
        let views = names.map { View(name: $0) }
        do {
            try root.addSubview(s)
            for v in views {
                v.translatesAutoresizingMaskIntoConstraints = false
                try s.addSubview(v)
            }
            for v in views { v.intrinsicContentSize = Size(width: 10, height: 10) }
            s.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .fillEqually)
            for v in views { try s.addArrangedSubview(v) }
            try LayoutConstraint.activate([
                LayoutConstraint(s.anchor(.leading), .equal, root.anchor(.leading)),
                LayoutConstraint(s.anchor(.trailing), .equal, root.anchor(.trailing)),
                LayoutConstraint(s.anchor(.top), .equal, root.anchor(.top)),
            ])
        } catch {
            fatalError("stack workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    /// The anchor's "row": view i's leading == the previous view's trailing (the root's
    /// leading for the first), width == 1, top == root.top, height == 2, activated in that order.
    static func row(_ names: [String]) -> Scene {
        let scene = Scene(size: Size(width: 375, height: 667))
        let root = scene.root
        let views = names.map { View(name: $0) }
        do {
            for v in views {
                v.translatesAutoresizingMaskIntoConstraints = false
                try root.addSubview(v)
            }
            var previous = root.anchor(.leading)
            for v in views {
                try LayoutConstraint(v.anchor(.leading), .equal, previous).activate()
                try LayoutConstraint(v.anchor(.width), .equal, nil, constant: 1).activate()
                try LayoutConstraint(v.anchor(.top), .equal, root.anchor(.top)).activate()
                try LayoutConstraint(v.anchor(.height), .equal, nil, constant: 2).activate()
                previous = v.anchor(.trailing)
            }
        } catch {
            fatalError("row workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    /// A nesting of `names.count` levels below the root, built top-down: each view is added to the
    /// previous one and pinned to its four edges at once.
    static func deep(_ names: [String]) -> Scene {
        let scene = Scene(size: Size(width: 375, height: 667))
        var parent = scene.root
        do {
            for name in names {
                let v = View(name: name)
                try parent.addSubview(v)
                try LayoutConstraint.activate([
                    LayoutConstraint(v.anchor(.leading), .equal, parent.anchor(.leading)),
                    LayoutConstraint(v.anchor(.trailing), .equal, parent.anchor(.trailing)),
                    LayoutConstraint(v.anchor(.top), .equal, parent.anchor(.top)),
                    LayoutConstraint(v.anchor(.bottom), .equal, parent.anchor(.bottom)),
                ])
                parent = v
            }
        } catch {
            fatalError("deep workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    /// Crashes loudly unless the frames are the ones the constraints force: stack views 375 / N
    /// wide and 10 high side by side; row view i at x = i, 1x2; every nested view 375x667 at 0.
    static func check(_ scene: Scene, _ names: [String], expect shape: Shape) {
        let n = names.count
        for (i, name) in names.enumerated() where i == 0 || i == n / 2 || i == n - 1 {
            guard let frame = scene.view(named: name)?.frame else { fatalError("\(name) missing") }
            let expected: Rect
            switch shape {
            case .stack:
                let w = 375 / Double(n)
                expected = Rect(x: Double(i) * w, y: 0, width: w, height: 10)
            case .row: expected = Rect(x: Double(i), y: 0, width: 1, height: 2)
            case .deep: expected = Rect(x: 0, y: 0, width: 375, height: 667)
            }
            let close = abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
                && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9
            guard close else { fatalError("\(name): \(frame), expected \(expected)") }
        }
    }
}
