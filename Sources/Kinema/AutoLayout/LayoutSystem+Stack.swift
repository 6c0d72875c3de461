import Algorithms
import KinemaCore
import KinemaLayout

extension LayoutSystem {
    /// One generated constraint: `expression (relation) 0` with a priority and a label (made only
    /// when a diagnostic needs it).
    typealias GeneratedConstraint = (Expression, LayoutRelation, LayoutPriority, () -> String)

    /// The priority with which a stack's cross-axis size hugs its largest arranged view (below any
    /// content hugging, so it never squeezes content).
    static let stackCanvasPriority = LayoutPriority(1)
    /// The priority of proportional and equal-centering distribution (UIKit uses 999 for these).
    static let stackDistributionPriority = LayoutPriority(999)

    /// The constraints a stack view makes for its arranged views (the stack view table of
    /// the Auto Layout article), in its own coordinates.
    ///
    /// Along the axis: the first visible view starts at the stack's leading edge and the last ends at
    /// its trailing edge; adjacent visible views are `spacing` apart (fill distributions) or at least
    /// `spacing` apart (equal distributions) with equal gaps (`equalSpacing`) or equally spaced
    /// centres (`equalCentering`); `fillEqually` makes lengths equal and `fillProportionally` makes
    /// them proportional to the intrinsic lengths. Hidden views get length 0 and sit where the
    /// previous visible view ends, so their spacing collapses. Across the axis each view is aligned
    /// (fill pins both edges; the others pin one edge or the centre and keep the view inside), and
    /// the stack's cross size hugs its largest visible view.
    ///
    /// The equal distributions are written with variables of the stack's own so that every gap is
    /// an equality that places the next view (the solver keeps such chains out of its tableau):
    /// equalSpacing makes every gap equal one gap variable that is at least `spacing`;
    /// equalCentering gives each gap after the first a variable that is at least `spacing`, and
    /// makes the first centre step equal a step variable that the other steps prefer to equal
    /// (at the distribution priority). Both say exactly what "each gap at least `spacing`, every
    /// gap (centre step) equal to the first" says.
    func stackConstraints(for state: StackState, _ config: StackConfiguration)
        -> (early: [GeneratedConstraint], late: [GeneratedConstraint])
    {
        let stack = state.view
        let horizontal = config.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutAttribute = horizontal ? .height : .width

        func e(_ v: View, _ a: LayoutAttribute) -> Expression { expression(for: v.anchor(a), in: stack) }
        var out: [GeneratedConstraint] = []
        var late: [GeneratedConstraint] = []
        func add(
            _ lhs: Expression, _ relation: LayoutRelation, _ rhs: Expression,
            _ priority: LayoutPriority = .required, _ what: @escaping @autoclosure () -> String
        ) {
            out.append((lhs - rhs, relation, priority, { "\(stack.name) stack: \(what())" }))
        }
        func constant(_ c: Double) -> Expression { Expression(c) }

        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let visible = arranged.filter { !$0.isHidden }

        if let first = visible.first, let last = visible.last {
            add(e(first, lead), .equal, e(stack, lead), .required, "\(first.name) at the start")
            if config.distribution == .fillProportionally {
                add(e(last, trail), .equal, e(stack, trail), .required, "\(last.name) at the end")
            }
        }
        let gaps =
            config.distribution == .fillEqually
            ? [] : visible.adjacentPairs().map { p, n in (p, n, e(n, lead) - e(p, trail)) }
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        let step = Expression(state.spacing)
        for (k, (p, n, gap)) in gaps.enumerated() {
            switch config.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(gap, .equal, constant(config.spacing), .required, "\(p.name) to \(n.name) spacing")
            case .equalSpacing:
                add(gap, .equal, step, .required, "\(p.name) to \(n.name) gap equals the others")
            case .equalCentering where k == 0:
                add(e(n, center) - e(p, center), .equal, step, .required, "\(n.name) first centre step")
                add(gap, .greaterThanOrEqual, constant(config.spacing), .required, "\(p.name) to \(n.name) spacing")
            case .equalCentering:
                let variable = Expression(state.gap(k - 1))
                add(gap, .equal, variable, .required, "\(p.name) to \(n.name) gap")
                // The centre step, gap + half of each length, prefers to equal the first.
                add(
                    variable + e(p, length) * 0.5 + e(n, length) * 0.5, .equal, step,
                    Self.stackDistributionPriority, "\(n.name) centre spacing")
                late.append(
                    (
                        variable - constant(config.spacing), .greaterThanOrEqual, .required,
                        { "\(stack.name) stack: \(p.name) to \(n.name) spacing" }
                    ))
            }
        }
        // The end after the gaps, the stack's length first: a stack whose length nothing else fixes
        // then takes the length of its row of views (the solver determines the first free variable
        // of an equality by the equality). fillProportionally's own constraints name the stack's
        // length, so there the end comes first and the length stays a variable of its own: else
        // every proportion would expand into the sum of all the lengths.
        if let last = visible.last, config.distribution != .fillProportionally {
            add(e(stack, trail), .equal, e(last, trail), .required, "\(last.name) at the end")
        }
        switch config.distribution {
        case .fill:
            break
        case .fillEqually:
            // Equal lengths, and the k-th visible view k steps of (length + spacing) from the first:
            // the same frames as the chain of gaps (`next.lead == previous.trail + spacing`), but
            // each position depends on the first view only, so the solver's rows stay short
            // instead of each one holding the whole chain before it.
            if let first = visible.first {
                for v in visible.dropFirst() {
                    add(e(v, length), .equal, e(first, length), .required, "\(v.name) length equals \(first.name)")
                }
                let stride = e(first, length) + config.spacing
                for (k, v) in visible.enumerated().dropFirst() {
                    add(
                        e(v, lead), .equal, e(first, lead) + stride * Double(k), .required,
                        "\(v.name) \(k) steps after \(first.name)")
                }
            }
        case .fillProportionally:
            let intrinsic = visible.map { v -> Double in
                let s = horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                return s.isFinite && s > 0 ? s : 0
            }
            var total = 0.0
            for length in intrinsic { total += length }
            if total > 0 {
                let totalSpacing: Double = config.spacing * Double(visible.count - 1)
                let available: Expression = e(stack, length) + (-totalSpacing)
                // The proportions go first: they give the stack's length and the views' lengths
                // tableau rows before the chain of gaps closes on the stack's end, so that the
                // closing equality (length = Σ lengths + spacing) stays one tableau row instead of
                // defining a free stack's length as that sum, which every proportion would then
                // expand into N terms.
                let start = out.count
                for (v, s) in zip(visible, intrinsic) {
                    add(
                        e(v, length) * total, .equal, available * s, Self.stackDistributionPriority,
                        "\(v.name) proportional length")
                }
                let proportions = out[start...]
                out.removeSubrange(start...)
                out.insert(contentsOf: proportions, at: 0)
            }
        case .equalSpacing:
            if !gaps.isEmpty {
                add(step, .greaterThanOrEqual, constant(config.spacing), .required, "gaps at least the spacing")
            }
        case .equalCentering:
            break
        }

        var previousVisible: View?
        for v in arranged {
            if v.isHidden {
                add(e(v, length), .equal, constant(0), .required, "hidden \(v.name) collapses")
                let anchor = previousVisible.map { e($0, trail) } ?? e(stack, lead)
                add(e(v, lead), .equal, anchor, .required, "hidden \(v.name) position")
            } else {
                previousVisible = v
            }
        }

        for v in arranged {
            let shown = !v.isHidden
            switch config.alignment {
            case .fill:
                add(e(v, crossLead), .equal, e(stack, crossLead), .required, "\(v.name) fills (start)")
                add(e(v, crossTrail), .equal, e(stack, crossTrail), .required, "\(v.name) fills (end)")
            case .leading, .top:
                add(e(v, crossLead), .equal, e(stack, crossLead), .required, "\(v.name) aligned to the start")
                if shown {
                    add(e(v, crossTrail), .lessThanOrEqual, e(stack, crossTrail), .required, "\(v.name) inside")
                }
            case .center:
                add(e(v, crossCenter), .equal, e(stack, crossCenter), .required, "\(v.name) centred")
                if shown {
                    add(e(v, crossLead), .greaterThanOrEqual, e(stack, crossLead), .required, "\(v.name) inside")
                }
            case .trailing, .bottom:
                add(e(v, crossTrail), .equal, e(stack, crossTrail), .required, "\(v.name) aligned to the end")
                if shown {
                    add(e(v, crossLead), .greaterThanOrEqual, e(stack, crossLead), .required, "\(v.name) inside")
                }
            }
            if config.alignment != .fill, shown {
                add(
                    e(stack, crossLength), .equal, e(v, crossLength), Self.stackCanvasPriority,
                    "hugs \(v.name) across")
            }
        }
        return (out, late)
    }
}
