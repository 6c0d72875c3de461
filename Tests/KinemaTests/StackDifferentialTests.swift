import KinemaDerivations
import XCTest
@testable import Kinema
@testable import KinemaLayout

/// Random stacks (every distribution and alignment, both axes, hidden views, spacings, pinned or
/// free, views that fit and views that do not) whose solver constraints — required gaps and
/// edges, optional hugging, compression resistance, proportions and centre steps — go to the
/// solver that eliminates equalities and to the plain tableau solver (kiwi's algorithm), in the
/// same random order, then come out again in another. The optimum may not be unique (a stack too
/// short for its views can share the shortage in several ways), so the solutions are compared by
/// what both must reach: every required constraint holds (within 1e-7) and the objective, the
/// strength-weighted violation of the optional constraints computed from the variables' values,
/// is the same (within 1e-6 relative, plus 1e-9 of the summed strengths for rounding).
final class StackDifferentialTests: XCTestCase {
    private typealias Random = TestRandom

    /// What a random stack scene is made of.
    private struct StackSpec {
        var configuration: StackConfiguration
        /// Each arranged view's intrinsic size and whether it is hidden.
        var views: [(size: Size, hidden: Bool)]
        var pinned: Bool
        var what: String {
            let c = configuration
            return "\(c.distribution) \(c.alignment) \(c.axis) spacing \(c.spacing) \(views.count) views "
                + (pinned ? "pinned" : "free")
        }
    }

    private func randomSpec(_ random: inout Random) -> StackSpec {
        let distribution = StackConfiguration.Distribution.allCases[random.below(5)]
        let alignment = StackConfiguration.Alignment.allCases[random.below(6)]
        let axis: LayoutAxis = random.below(2) == 0 ? .horizontal : .vertical
        let spacing = [0, 2, 5.5][random.below(3)]
        let configuration = StackConfiguration(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
        let count = 1 + random.below(7)
        // Lengths up to 60 (views up to 7 x 60 may overflow a 375 stack only in the wide case):
        // scale some stacks up so that the views do not fit and the optional constraints compete.
        let scale = random.below(3) == 0 ? 4.0 : 1.0
        var views: [(size: Size, hidden: Bool)] = []
        for _ in 0..<count {
            let size = randomSize(&random, scale: scale)
            views.append((size, count > 1 && random.below(8) == 0))
        }
        return StackSpec(configuration: configuration, views: views, pinned: random.below(2) == 0)
    }

    private func randomSize(_ random: inout Random, scale: Double) -> Size {
        Size(width: scale * Double(1 + random.below(60)), height: scale * Double(1 + random.below(60)))
    }

    /// The scene a spec describes, laid out once: the stack `s` at the root's top leading corner,
    /// pinned to its far edge along the axis or not.
    private func makeScene(_ spec: StackSpec) throws -> Scene {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = spec.configuration
        for (i, view) in spec.views.enumerated() {
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = view.size
            v.isHidden = view.hidden
            try stack.addArrangedSubview(v)
        }
        var list = [
            LayoutConstraint(stack.anchor(.leading), .equal, scene.root.anchor(.leading)),
            LayoutConstraint(stack.anchor(.top), .equal, scene.root.anchor(.top))
        ]
        if spec.pinned {
            let horizontal = spec.configuration.axis == .horizontal
            list.append(
                LayoutConstraint(
                    stack.anchor(horizontal ? .trailing : .bottom), .equal,
                    scene.root.anchor(horizontal ? .trailing : .bottom)))
        }
        try LayoutConstraint.activate(list)
        scene.layoutIfNeeded()
        return scene
    }

    /// A random stack scene laid out once, and the solver constraints its layout made.
    private func randomStack(_ random: inout Random) throws -> (Scene, [Constraint], String) {
        let spec = randomSpec(&random)
        let scene = try makeScene(spec)
        return (scene, scene.solverConstraints, spec.what)
    }

    func testRandomStacksMatchThePlainSolver() throws {
        var competing = 0
        for seed: UInt64 in 1...120 {
            var random = Random(seed: seed)
            let (scene, constraints, what) = try randomStack(&random)
            let label = "seed \(seed): \(what)"
            let forest = Solver(), plain = Solver(eliminatingEqualities: false)
            let order = random.shuffled(constraints)
            for c in order {
                try forest.addConstraint(c)
                try plain.addConstraint(c)
            }
            assertSameOptimum(forest, plain, order, label + " built")
            if measureOptimum(plain, order).objective > 0 { competing += 1 }
            // Take a third out in another order, checking after each removal, then put them back.
            var live = order
            let removed = Array(random.shuffled(order).prefix(order.count / 3))
            for c in removed {
                try forest.removeConstraint(c)
                try plain.removeConstraint(c)
                live.removeAll { $0 === c }
                assertSameOptimum(forest, plain, live, label + " without \(c)")
            }
            for c in removed.reversed() {
                try forest.addConstraint(c)
                try plain.addConstraint(c)
            }
            assertSameOptimum(forest, plain, order, label + " rebuilt")
            withExtendedLifetime(scene) {}
        }
        // The sample must include stacks whose optional constraints cannot all hold.
        XCTAssertGreaterThan(competing, 20)
    }

    /// Random stacks edited the way apps edit them (a view hidden or shown, an arranged view
    /// added or removed, an intrinsic size changed), laid out after each edit. A stack whose
    /// constraints change in only a few places is edited in place rather than rebuilt; after each
    /// edit the scene's solver must match the plain solver fed the scene's constraints, and a
    /// scene built afresh in the edited state must reach the same objective (the same linear
    /// program, whatever the history). Frames are compared where no layouts can tie: whenever
    /// the fresh solve meets every optional constraint (objective 0), which in these scenes fixes
    /// every view, the sizes and origins of its views equal the edited ones within 1e-9.
    func testEditedStacksMatchAFreshBuild() throws {
        var edits = 0, steps = 0
        for seed: UInt64 in 1...80 {
            var random = Random(seed: 1000 + seed)
            var spec = randomSpec(&random)
            let scene = try makeScene(spec)
            let stack = try XCTUnwrap(scene.view(named: "s"))
            var views = stack.arrangedSubviews
            var made = views.count
            let before = scene.layoutSystem.stackEdits
            for step in 0..<6 {
                var what: String
                var choice = random.below(6)
                if views.isEmpty { choice = 5 }
                switch choice {
                case 0, 1, 2:
                    let k = random.below(views.count)
                    views[k].isHidden.toggle()
                    spec.views[k].hidden.toggle()
                    what = "toggled v\(k)"
                case 3 where views.count > 1:
                    let k = random.below(views.count)
                    stack.removeArrangedSubview(views[k])
                    views[k].removeFromSuperview()
                    views.remove(at: k)
                    spec.views.remove(at: k)
                    what = "removed view \(k)"
                case 4:
                    let k = random.below(views.count)
                    let size = randomSize(&random, scale: 1)
                    views[k].intrinsicContentSize = size
                    spec.views[k].size = size
                    what = "resized view \(k)"
                default:
                    let k = random.below(views.count + 1)
                    let v = View(name: "n\(made)")
                    made += 1
                    let size = randomSize(&random, scale: 1)
                    v.intrinsicContentSize = size
                    try stack.insertArrangedSubview(v, at: k)
                    views.insert(v, at: k)
                    spec.views.insert((size, false), at: k)
                    what = "inserted a view at \(k)"
                }
                scene.layoutIfNeeded()
                steps += 1
                let label = "seed \(seed) step \(step) (\(what)): \(spec.what)"
                let constraints = scene.solverConstraints
                let solver = scene.layoutSystem.solver
                assertSameOptimum(solver, plainSolver(constraints), constraints, label)
                let fresh = try makeScene(spec)
                let freshConstraints = fresh.solverConstraints
                let edited = measureOptimum(solver, constraints)
                let rebuilt = measureOptimum(fresh.layoutSystem.solver, freshConstraints)
                XCTAssertEqual(constraints.count, freshConstraints.count, label)
                XCTAssertEqual(
                    edited.objective, rebuilt.objective,
                    accuracy: 1e-6 * max(1, rebuilt.objective) + 1e-9 * rebuilt.weight, label)
                if rebuilt.objective == 0 {
                    for (v, index) in zip(views, views.indices) {
                        let other = try XCTUnwrap(fresh.view(named: "s")?.arrangedSubviews[index])
                        for (a, b) in [
                            (v.frame.minX, other.frame.minX), (v.frame.minY, other.frame.minY),
                            (v.frame.width, other.frame.width), (v.frame.height, other.frame.height)
                        ] {
                            XCTAssertEqual(a, b, accuracy: 1e-9, label + " \(v.name)")
                        }
                    }
                }
            }
            edits += scene.layoutSystem.stackEdits - before
        }
        // Most edits must take the editing path (the rest rebuild: first builds, large changes).
        XCTAssertGreaterThan(edits, steps / 2)
    }

    /// equalCentering stacks pinned to a width of 40 (the shape of the benchmark
    /// `layout.stack.equalCentering.N`, small: from 5 views on, the views do not fit and the
    /// optional constraints compete), as the layout system builds them in its own order, match the
    /// plain solver fed the same constraints in that order, and the solver fed them in a random
    /// order matches too.
    func testPinnedEqualCenteringMatchesThePlainSolver() throws {
        var random = Random(seed: 22)
        for count in [2, 3, 5, 8, 13] {
            for spacing in [0.0, 1.5] {
                let scene = Scene(size: Size(width: 40, height: 667))
                let stack = View(name: "s")
                try scene.root.addSubview(stack)
                stack.stackConfiguration = StackConfiguration(
                    axis: .horizontal, distribution: .equalCentering, alignment: .fill, spacing: spacing)
                for i in 0..<count {
                    let v = View(name: "v\(i)")
                    v.intrinsicContentSize = Size(width: Double(8 + random.below(6)), height: 10)
                    try stack.addArrangedSubview(v)
                }
                try constrain(stack, scene.root) { s, root in
                    s.leading == root.leading
                    s.trailing == root.trailing
                    s.top == root.top
                }
                scene.layoutIfNeeded()
                let constraints = scene.solverConstraints
                let label = "\(count) views, spacing \(spacing)"
                assertSameOptimum(scene.layoutSystem.solver, plainSolver(constraints), constraints, label + " (layout)")
                let shuffled = random.shuffled(constraints)
                let forest = Solver()
                for c in shuffled { try forest.addConstraint(c) }
                assertSameOptimum(forest, plainSolver(shuffled), shuffled, label + " (shuffled)")
            }
        }
    }
}
