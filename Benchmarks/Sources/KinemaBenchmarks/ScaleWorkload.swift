import Kinema
import KinemaWorkloads

/// The scenes of the layout scale benchmarks, built through the public API the way `kinema
/// layout` builds a scene file (views attached, every view laid out by constraints, constraints
/// activated one by one in the order given). The shapes are those of the kiwisolver scale
/// anchor's scene files (`--scene KIND PATH N`); each has a check that crashes loudly unless the
/// frames are the ones its constraints force.
enum ScaleWorkload {
    static func names(_ n: Int) -> [String] { (0..<n).map { "v\($0)" } }

    /// A scene of `names.count` views under the root (`configure` sets each up), with the
    /// constraints `make` returns activated one by one, then one layout pass.
    private static func scene(
        _ names: [String], width: Double = 375, height: Double = 667,
        configure: (View) -> Void = { _ in },
        _ make: (View, [View]) -> [LayoutConstraint]
    ) -> Scene {
        let scene = Scene(size: Size(width: width, height: height))
        let views = names.map { View(name: $0) }
        do {
            for v in views {
                v.translatesAutoresizingMaskIntoConstraints = false
                configure(v)
                try scene.root.addSubview(v)
            }
            for c in make(scene.root, views) { try c.activate() }
        } catch {
            fatalError("scale workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    // MARK: Rows

    /// The anchor's "row", view by view.
    static func row(_ names: [String]) -> Scene {
        scene(names) { root, views in ScaleLayout.row(views, in: root).flatMap { $0 } }
    }

    /// The anchor's "rowchain": the same constraints, chain first (every leading), then every
    /// width, top and height.
    static func rowChainFirst(_ names: [String]) -> Scene {
        scene(names) { root, views in
            let perView = ScaleLayout.row(views, in: root)
            return (0..<4).flatMap { k in perView.map { $0[k] } }
        }
    }

    /// The same constraints in the Fisher-Yates permutation drawn by SplitMix64 from `seed`.
    static func rowPermuted(_ names: [String], seed: UInt64) -> Scene {
        scene(names) { root, views in
            var list = ScaleLayout.row(views, in: root).flatMap { $0 }
            var state = seed
            for i in stride(from: list.count - 1, to: 0, by: -1) {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                list.swapAt(i, Int((z ^ (z >> 31)) % UInt64(i + 1)))
            }
            return list
        }
    }

    /// The anchor's "rowintrinsic": views of intrinsic size 5 x 5 chained leading to trailing
    /// from the root's leading, tops at the root's top.
    static func intrinsicRow(_ names: [String]) -> Scene {
        scene(names, configure: { $0.intrinsicContentSize = Size(width: 5, height: 5) }) { root, views in
            ScaleLayout.intrinsicRow(views, in: root)
        }
    }

    /// Centres chained 0.01 apart from the root's centre, widths each 1.0001 times the previous
    /// from 1, top at the root's, height 2 (chain links first, then tops and heights).
    static func multiplierChain(_ names: [String]) -> Scene {
        scene(names) { root, views in ScaleLayout.multiplierChain(views, in: root) }
    }

    /// The anchor's "grid" of k x k views (neighbours 1 pt apart, equal widths along rows and
    /// heights along columns, each at least 5 x 5 and preferring width 20 at priority 250, the
    /// last row and column inside the root), in a root big enough to hold it (the anchor's
    /// 375 x 667 cannot hold 100 views of 5 pt and 99 gaps across).
    static func neighbourGrid(_ k: Int) -> Scene {
        let names = (0..<k * k).map { "g\($0 / k)_\($0 % k)" }
        return scene(names, width: Double(21 * k + 100), height: Double(6 * k + 100)) { root, views in
            ScaleLayout.neighbourGrid(views, k: k, in: root)
        }
    }

    // MARK: Stacks and nestings

    /// The anchor's "stack": `s` pinned to the root's leading, top and (when `pinned`) trailing; a
    /// horizontal stack (alignment fill, spacing 0) of views with intrinsic size 10 x 10.
    static func stack(
        _ names: [String], _ distribution: StackConfiguration.Distribution = .fillEqually,
        pinned: Bool = true, width: Double = 375
    ) -> Scene {
        let scene = Scene(size: Size(width: width, height: 667))
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
            s.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: distribution)
            for v in views { try s.addArrangedSubview(v) }
            var list = [
                LayoutConstraint(s.anchor(.leading), .equal, root.anchor(.leading)),
                LayoutConstraint(s.anchor(.top), .equal, root.anchor(.top))
            ]
            if pinned { list.insert(LayoutConstraint(s.anchor(.trailing), .equal, root.anchor(.trailing)), at: 1) }
            try LayoutConstraint.activate(list)
        } catch {
            fatalError("stack workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    /// The anchor's "nested": a vertical fillEqually stack of k horizontal fillEqually stacks of k
    /// views (intrinsic 10 x 10), the outer stack pinned to the root's four edges.
    static func nested(_ k: Int) -> Scene {
        let scene = Scene(size: Size(width: 375, height: 667))
        let root = scene.root
        let outer = View(name: "outer")
        do {
            try root.addSubview(outer)
            outer.stackConfiguration = StackConfiguration(axis: .vertical, distribution: .fillEqually)
            for i in 0..<k {
                let row = View(name: "row\(i)")
                row.translatesAutoresizingMaskIntoConstraints = false
                try outer.addSubview(row)
                row.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .fillEqually)
                for j in 0..<k {
                    let v = View(name: "v\(i)_\(j)")
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.intrinsicContentSize = Size(width: 10, height: 10)
                    try row.addSubview(v)
                    try row.addArrangedSubview(v)
                }
                try outer.addArrangedSubview(row)
            }
            try LayoutConstraint.activate(LayoutConstraint.pinningEdges(of: outer, to: root))
        } catch {
            fatalError("nested workload: \(error)")
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
                try LayoutConstraint.activate(LayoutConstraint.pinningEdges(of: v, to: parent))
                parent = v
            }
        } catch {
            fatalError("deep workload: \(error)")
        }
        scene.layoutIfNeeded()
        return scene
    }

    // MARK: Checks

    /// Crashes loudly unless the named views (first, middle, last, and any given) have the frames
    /// `expected` gives for their index, in root coordinates.
    static func check(_ scene: Scene, _ names: [String], _ expected: (Int) -> Rect) {
        let n = names.count
        for i in Set([0, n / 2, n - 1]).sorted() {
            guard let view = scene.view(named: names[i]),
                let origin = view.convert(Point(x: 0, y: 0), to: nil)
            else { fatalError("\(names[i]) missing") }
            let frame = Rect(origin: origin, size: view.bounds.size)
            let e = expected(i)
            let close =
                abs(frame.minX - e.minX) < 1e-6 && abs(frame.minY - e.minY) < 1e-6
                && abs(frame.width - e.width) < 1e-6 && abs(frame.height - e.height) < 1e-6
            guard close else { fatalError("\(names[i]): \(frame), expected \(e)") }
        }
    }

    /// Crashes loudly unless every frame is finite, the first view starts at 0 and, with `width`,
    /// the last one ends there: for layouts whose optimum is not unique (views that cannot all
    /// keep their size may share the shortfall in more than one way, negative widths included,
    /// since nothing in a stack forbids them).
    static func checkEnds(_ scene: Scene, _ names: [String], width: Double?) {
        var ends: [(start: Double, end: Double)] = []
        // Views by name, built once: a lookup by name walks the tree.
        var byName: [String: View] = [:]
        for view in scene.allViews where byName[view.name] == nil { byName[view.name] = view }
        for name in names {
            guard let view = byName[name], let origin = view.convert(Point(x: 0, y: 0), to: nil)
            else { fatalError("\(name) missing") }
            let size = view.bounds.size
            guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite
            else { fatalError("\(name): \(origin), \(size) is not finite") }
            ends.append((origin.x, origin.x + size.width))
        }
        guard let first = ends.first, let last = ends.last, abs(first.start) < 1e-6 else {
            fatalError("the first view does not start at 0")
        }
        if let width, abs(last.end - width) > 1e-6 { fatalError("the last view ends at \(last.end), not \(width)") }
    }
}

extension LayoutConstraint {
    /// Four required constraints that make `view`'s leading, trailing, top and bottom edges
    /// those of `other` (not active yet).
    static func pinningEdges(of view: View, to other: View) -> [LayoutConstraint] {
        [.leading, .trailing, .top, .bottom].map { edge in
            LayoutConstraint(view.anchor(edge), .equal, other.anchor(edge))
        }
    }
}
