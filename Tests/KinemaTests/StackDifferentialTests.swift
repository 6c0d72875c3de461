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
    private struct Random {
        var generator: Derivation.SplitMix64
        mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
        mutating func shuffled<T>(_ items: [T]) -> [T] {
            var result = items
            for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, below(i + 1)) }
            return result
        }
    }

    /// A random stack scene laid out once, and the solver constraints its layout made.
    private func randomStack(_ random: inout Random) throws -> (Scene, [Constraint], String) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        let distribution = StackConfiguration.Distribution.allCases[random.below(5)]
        let alignment = StackConfiguration.Alignment.allCases[random.below(6)]
        let axis: LayoutAxis = random.below(2) == 0 ? .horizontal : .vertical
        let spacing = [0, 2, 5.5][random.below(3)]
        stack.stackConfiguration = StackConfiguration(
            axis: axis, distribution: distribution, alignment: alignment,
            spacing: spacing)
        let count = 1 + random.below(7)
        // Lengths up to 60 (views up to 7 x 60 may overflow a 375 stack only in the wide case):
        // scale some stacks up so that the views do not fit and the optional constraints compete.
        let scale = random.below(3) == 0 ? 4.0 : 1.0
        for i in 0..<count {
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = Size(
                width: scale * Double(1 + random.below(60)),
                height: scale * Double(1 + random.below(60)))
            v.isHidden = count > 1 && random.below(8) == 0
            try stack.addArrangedSubview(v)
        }
        let pinned = random.below(2) == 0
        var list = [
            LayoutConstraint(stack.anchor(.leading), .equal, scene.root.anchor(.leading)),
            LayoutConstraint(stack.anchor(.top), .equal, scene.root.anchor(.top))
        ]
        if pinned {
            list.append(
                LayoutConstraint(
                    stack.anchor(axis == .horizontal ? .trailing : .bottom), .equal,
                    scene.root.anchor(axis == .horizontal ? .trailing : .bottom)))
        }
        try LayoutConstraint.activate(list)
        scene.layoutIfNeeded()
        let constraints = solverConstraints(of: scene)
        let what =
            "\(distribution) \(alignment) \(axis) spacing \(spacing) \(count) views \(pinned ? "pinned" : "free")"
        return (scene, constraints, what)
    }

    /// The constraints in the scene's solver, in the order of their insertion.
    private func solverConstraints(of scene: Scene) -> [Constraint] {
        let records = scene.layoutSystem.solver.forest.records.filter { $0.constraint != nil && $0.kind != .free }
        return records.sorted { $0.seq < $1.seq }.compactMap(\.constraint)
    }

    /// `Σ terms - constant` of a constraint at the variables' current values.
    private func residual(_ c: Constraint) -> Double {
        var sum = -c.constant
        for term in c.terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    /// The worst violation of a required constraint and the objective of the optional ones
    /// (equality: strength · |residual|; `>=`: strength · max(0, -residual); `<=`: strength ·
    /// max(0, residual)), for the values `solver` writes.
    private func measure(_ solver: Solver, _ constraints: [Constraint])
        -> (required: Double, objective: Double, weight: Double)
    {
        solver.updateVariables()
        let measured = Derivation.objective(
            constraints.map {
                (residual($0), $0.relation.description, $0.strength.isRequired ? nil : $0.strength.value)
            })
        return (measured.worstRequired, measured.objective, measured.optionalWeight)
    }

    private func assertSame(_ forest: Solver, _ plain: Solver, _ live: [Constraint], _ label: String) {
        let reference = measure(plain, live)
        let result = measure(forest, live)
        XCTAssertLessThan(reference.required, 1e-7, label + " (plain)")
        XCTAssertLessThan(result.required, 1e-7, label)
        // Rounding: residuals of about 1e-11 pt weigh up to 1e6 each (strength 999 x 1000).
        XCTAssertEqual(
            result.objective, reference.objective,
            accuracy: 1e-6 * max(1, reference.objective) + 1e-9 * reference.weight, label)
    }

    func testRandomStacksMatchThePlainSolver() throws {
        var competing = 0
        for seed: UInt64 in 1...120 {
            var random = Random(generator: Derivation.SplitMix64(seed: seed))
            let (scene, constraints, what) = try randomStack(&random)
            let label = "seed \(seed): \(what)"
            let forest = Solver(), plain = Solver(eliminatingEqualities: false)
            let order = random.shuffled(constraints)
            for c in order {
                try forest.addConstraint(c)
                try plain.addConstraint(c)
            }
            assertSame(forest, plain, order, label + " built")
            if measure(plain, order).objective > 0 { competing += 1 }
            // Take a third out in another order, checking after each removal, then put them back.
            var live = order
            let removed = Array(random.shuffled(order).prefix(order.count / 3))
            for c in removed {
                try forest.removeConstraint(c)
                try plain.removeConstraint(c)
                live.removeAll { $0 === c }
                assertSame(forest, plain, live, label + " without \(c)")
            }
            for c in removed.reversed() {
                try forest.addConstraint(c)
                try plain.addConstraint(c)
            }
            assertSame(forest, plain, order, label + " rebuilt")
            withExtendedLifetime(scene) {}
        }
        // The sample must include stacks whose optional constraints cannot all hold.
        XCTAssertGreaterThan(competing, 20)
    }

    /// equalCentering stacks pinned to a width of 40 (the shape of the benchmark
    /// `layout.stack.equalCentering.N`, small: from 5 views on, the views do not fit and the
    /// optional constraints compete), as the layout system builds them in its own order, match the
    /// plain solver fed the same constraints in that order, and the solver fed them in a random
    /// order matches too.
    func testPinnedEqualCenteringMatchesThePlainSolver() throws {
        var random = Random(generator: Derivation.SplitMix64(seed: 22))
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
                let constraints = solverConstraints(of: scene)
                let label = "\(count) views, spacing \(spacing)"
                assertSame(scene.layoutSystem.solver, plainSolver(constraints), constraints, label + " (layout)")
                let shuffled = random.shuffled(constraints)
                let forest = Solver()
                for c in shuffled { try forest.addConstraint(c) }
                assertSame(forest, plainSolver(shuffled), shuffled, label + " (shuffled)")
            }
        }
    }

    private func plainSolver(_ constraints: [Constraint]) -> Solver {
        let plain = Solver(eliminatingEqualities: false)
        for c in constraints { XCTAssertNoThrow(try plain.addConstraint(c)) }
        return plain
    }
}
