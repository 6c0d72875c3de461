import KinemaCore
import KinemaLayout

/// One required constraint of a conflict found by `Scene.requiredConflict(with:constant:)`.
package enum LayoutConflictMember {
    /// An active constraint.
    case constraint(LayoutConstraint)
    /// One of the four constraints that keep an autoresizing view's frame: `attribute` is `minX`,
    /// `minY`, `width` or `height`, held at `value`.
    case autoresizing(View, attribute: String, value: Double)
    /// A constraint a stack view made for its arranged views, with what it says.
    case stack(View, String)
}

extension Scene {
    /// The required constraints that cannot hold together with `constraint` at `constant`: a
    /// smallest such set (removing any one of them would let `constraint` hold), in the order the
    /// solver holds them, or empty when `constraint` does not conflict (or cannot be expressed).
    /// Optional constraints never conflict. Only for diagnostics: the scene is not changed (the
    /// search runs on scratch solvers over the same variables), and its cost is a few solves of
    /// the required constraints per member found.
    package func requiredConflict(with constraint: LayoutConstraint, constant: Double) -> [LayoutConflictMember] {
        layoutSystemStorage?.requiredConflict(with: constraint, constant: constant) ?? []
    }
}

extension LayoutSystem {
    /// See `Scene.requiredConflict(with:constant:)`. The additive search: add `constraint`, the
    /// members found so far, then the remaining candidates in order to a fresh solver; the
    /// candidate whose addition fails belongs to the conflict, and only the candidates before it
    /// are kept for the next round. The search ends when the members alone fail.
    func requiredConflict(with constraint: LayoutConstraint, constant: Double) -> [LayoutConflictMember] {
        guard let built = try? build(constraint) else { return [] }
        var expression = built
        expression.constant = constraint.expressionBase - constant
        let probe = Self.makeConstraint(expression, constraint.relation, .required)
        let candidates = requiredCandidates(excluding: constraint)
        let copies = candidates.map { Constraint($0.0.expression, $0.0.relation, strength: .required) }
        var members: [Int] = []
        var limit = copies.count
        while true {
            let solver = Solver()
            guard (try? solver.addConstraint(probe)) != nil else { return [] }
            var membersHold = true
            for i in members where (try? solver.addConstraint(copies[i])) == nil {
                membersHold = false
                break
            }
            if !membersHold { break }
            var failing: Int?
            for i in 0..<limit where !members.contains(i) {
                if (try? solver.addConstraint(copies[i])) == nil {
                    failing = i
                    break
                }
            }
            guard let found = failing else { return [] }
            members.append(found)
            limit = found
        }
        return members.sorted().map { candidates[$0].1 }
    }

    /// The required constraints in the solver besides `excluded`: active constraints, the frames
    /// of autoresizing views, and stack views' constraints.
    private func requiredCandidates(excluding excluded: LayoutConstraint) -> [(Constraint, LayoutConflictMember)] {
        var out: [(Constraint, LayoutConflictMember)] = []
        for c in activeConstraints where c !== excluded && c.priority.isRequired {
            if let sc = c.solverConstraint { out.append((sc, .constraint(c))) }
        }
        let names = ["minX", "minY", "width", "height"]
        for item in itemList {
            for (name, sc) in zip(names, item.frameConstraints) {
                out.append((sc, .autoresizing(item.view, attribute: name, value: sc.constant)))
            }
        }
        for stack in stacks.values {
            for (sc, label) in zip(stack.constraints, stack.labels) where sc.strength.isRequired {
                out.append((sc, .stack(stack.view, label())))
            }
        }
        return out
    }
}
