import Algorithms
import KinemaCore
import KinemaLayout

extension LayoutSystem {
    /// One generated constraint: `expression (relation) 0` with a priority, a label (made only
    /// when a diagnostic needs it), the signature it was generated from (nil: never taken back),
    /// and the position among the stack's current constraints of the one it takes back (-1 for
    /// a new one).
    struct GeneratedConstraint {
        let expression: Expression
        let relation: LayoutRelation
        let priority: LayoutPriority
        let label: () -> String
        let signature: StackEntrySignature?
        let takenBack: Int
    }

    /// The priority with which a stack's cross-axis size hugs its largest arranged view (below any
    /// content hugging, so it never squeezes content).
    static let stackCanvasPriority = LayoutPriority(1)
    /// The priority of proportional and equal-centering distribution (UIKit uses 999 for these).
    static let stackDistributionPriority = LayoutPriority(999)

    /// The constraints a stack view makes for its arranged views (the stack view table of
    /// the Auto Layout article), in its own coordinates.
    ///
    /// Along the axis: the first visible view starts at the stack's leading edge and the last ends at
    /// its trailing edge (each inset by its margin); adjacent visible views are `spacing`, or the
    /// custom spacing after the first of them, apart (fill distributions) or at least that far
    /// apart (equal distributions) with equal gaps (`equalSpacing`) or equally spaced
    /// centres (`equalCentering`); `fillEqually` makes lengths equal and `fillProportionally` makes
    /// them proportional to the intrinsic lengths. Hidden views get length 0 and sit where the
    /// previous visible view ends, so their spacing collapses. Across the axis each view is aligned
    /// (fill pins both edges; the others pin one edge or the centre and keep the view inside), and
    /// the stack's cross size hugs its largest visible view.
    ///
    /// The equal distributions are written with variables of the stack's own so that every view
    /// is placed by an equality (the solver keeps such chains out of its tableau): equalSpacing
    /// makes every gap equal one gap variable that is at least `spacing`; equalCentering makes
    /// the first centre step equal a step variable and each later centre step equal the step plus
    /// a deviation variable of its own, which prefers to be 0 (at the distribution priority), and
    /// states each gap, at least `spacing`, as the step plus the deviation less half of each
    /// length. Both say exactly what "each gap at least `spacing`, every gap (centre step) equal
    /// to the first" says; with equalCentering every inequality and every preference is a row of
    /// at most four terms, none of them a view's position.
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
        // The constraints generated last time under the same key are taken back by signature,
        // without building their expressions again: a change to one arranged view then costs
        // the constraints around it, not the whole stack's.
        let key = StackGenerationKey(
            configuration: config, boundsOrigin: stack.boundsOrigin, rootSize: isRoot(stack) ? stack.bounds.size : nil)
        var previous = state.generationKey == key ? StackSignatureIndex(state.signatures) : StackSignatureIndex()
        state.generationKey = key
        /// The serial number of a view's layout variables, for signatures.
        func owner(_ v: View) -> Int { item(for: v).serial }
        func emit(
            _ signature: StackEntrySignature?, into list: inout [GeneratedConstraint],
            _ make: () -> (Expression, LayoutRelation, LayoutPriority, () -> String)
        ) {
            if let signature, let index = previous.take(signature) {
                let old = state.keys[index]
                list.append(
                    GeneratedConstraint(
                        expression: old.expression, relation: old.relation, priority: old.priority,
                        label: state.labels[index], signature: signature, takenBack: index))
            } else {
                let (e, relation, priority, label) = make()
                list.append(
                    GeneratedConstraint(
                        expression: e, relation: relation, priority: priority, label: label, signature: signature,
                        takenBack: -1))
            }
        }
        var out: [GeneratedConstraint] = []
        var late: [GeneratedConstraint] = []
        func add(
            _ signature: StackEntrySignature?, _ lhs: @autoclosure () -> Expression, _ relation: LayoutRelation,
            _ rhs: @autoclosure () -> Expression, _ priority: LayoutPriority = .required,
            _ what: @escaping @autoclosure () -> String
        ) {
            emit(signature, into: &out) { (lhs() - rhs(), relation, priority, { "\(stack.name) stack: \(what())" }) }
        }
        func constant(_ c: Double) -> Expression { Expression(c) }

        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let visible = arranged.filter { !$0.isHidden }
        state.keepDeviations(for: arranged)
        // The gap after a visible view: its custom spacing, else the configuration's. A custom
        // value enters the signatures of the constraints it is in, by its bits.
        let custom = stack.layoutState.customSpacings
        func spacing(after v: View) -> Double {
            custom.isEmpty ? config.spacing : custom[ObjectIdentifier(v)] ?? config.spacing
        }
        func bits(_ x: Double) -> Int { Int(truncatingIfNeeded: x.bitPattern) }
        // The margins along the axis and across it; a stack without margins gets the very
        // expressions it had before margins existed.
        let m = config.margins
        let leadMargin = horizontal ? m.left : m.top, trailMargin = horizontal ? m.right : m.bottom
        let crossLeadMargin = horizontal ? m.top : m.left, crossTrailMargin = horizontal ? m.bottom : m.right
        func inset(_ e: Expression, _ by: Double) -> Expression { by == 0 ? e : e + by }

        if let first = visible.first, let last = visible.last {
            add(
                StackEntrySignature(1, owner(first)), e(first, lead), .equal, inset(e(stack, lead), leadMargin),
                .required, "\(first.name) at the start")
            if config.distribution == .fillProportionally {
                add(
                    StackEntrySignature(2, owner(last)), e(last, trail), .equal, inset(e(stack, trail), -trailMargin),
                    .required, "\(last.name) at the end")
            }
        }
        let pairs = config.distribution == .fillEqually ? [] : Array(visible.adjacentPairs())
        let step = Expression(state.spacing)
        if config.distribution == .equalCentering {
            // Centre step k = the first step + deviation k (none for the first), and the
            // deviation prefers 0; the gap, centre step less half of each length, comes after the
            // sizes (see `rebuildStack`). Each view's centre and half length are built once.
            // Each view's centre and half length are built once, when first needed; the views'
            // variables are made first, in order, before any deviation.
            for v in visible { _ = owner(v) }
            let center: LayoutAttribute = horizontal ? .centerX : .centerY
            var centres = [Expression?](repeating: nil, count: visible.count)
            var halves = [Expression?](repeating: nil, count: visible.count)
            func centre(_ i: Int) -> Expression {
                if let known = centres[i] { return known }
                let made = e(visible[i], center)
                centres[i] = made
                return made
            }
            func half(_ i: Int) -> Expression {
                if let known = halves[i] { return known }
                let made = e(visible[i], length) * 0.5
                halves[i] = made
                return made
            }
            for (k, (p, n)) in pairs.enumerated() {
                let made = k == 0 ? nil : state.deviation(endingAt: n)
                let deviation = made.map { Expression($0.variable) } ?? Expression(0)
                let serial = made?.serial ?? -1
                add(
                    StackEntrySignature(3, owner(p), owner(n), serial), centre(k + 1) - centre(k), .equal,
                    step + deviation, .required, "\(n.name) centre step")
                if made != nil {
                    add(
                        StackEntrySignature(4, serial), deviation, .equal, constant(0), Self.stackDistributionPriority,
                        "\(n.name) centre spacing")
                }
                let gap = spacing(after: p)
                emit(StackEntrySignature(5, owner(p), owner(n), serial, number: bits(gap)), into: &late) {
                    (
                        step + deviation - half(k) - half(k + 1) - constant(gap), .greaterThanOrEqual,
                        .required, { "\(stack.name) stack: \(p.name) to \(n.name) spacing" }
                    )
                }
            }
        }
        for (p, n) in pairs where config.distribution != .equalCentering {
            let gap = spacing(after: p)
            let signature = StackEntrySignature(6, owner(p), owner(n), number: bits(gap))
            if config.distribution == .equalSpacing {
                add(
                    signature, e(n, lead) - e(p, trail), .equal, step, .required,
                    "\(p.name) to \(n.name) gap equals the others")
            } else {
                add(
                    signature, e(n, lead) - e(p, trail), .equal, constant(gap), .required,
                    "\(p.name) to \(n.name) spacing")
            }
        }
        // The end after the gaps, the stack's length first: a stack whose length nothing else fixes
        // then takes the length of its row of views (the solver determines the first free variable
        // of an equality by the equality). fillProportionally's own constraints name the stack's
        // length, so there the end comes first and the length stays a variable of its own: else
        // every proportion would expand into the sum of all the lengths. equalCentering's end
        // comes last of all, after its gap bounds (see `rebuildStack`).
        if let last = visible.last, config.distribution != .fillProportionally {
            let signature = StackEntrySignature(7, owner(last))
            if config.distribution == .equalCentering {
                emit(signature, into: &late) {
                    (
                        inset(e(stack, trail), -trailMargin) - e(last, trail), .equal, .required,
                        { "\(stack.name) stack: \(last.name) at the end" }
                    )
                }
            } else {
                add(
                    signature, inset(e(stack, trail), -trailMargin), .equal, e(last, trail), .required,
                    "\(last.name) at the end")
            }
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
                    add(
                        StackEntrySignature(8, owner(v), owner(first)), e(v, length), .equal, e(first, length),
                        .required, "\(v.name) length equals \(first.name)")
                }
                var stride: Expression?
                var before = 0.0
                for (k, (p, v)) in zip(visible, visible.dropFirst()).enumerated().map({ ($0 + 1, $1) }) {
                    if custom.isEmpty {
                        add(
                            StackEntrySignature(9, owner(v), owner(first), number: k), e(v, lead), .equal,
                            e(first, lead) + {
                                if let stride { return stride }
                                let made = e(first, length) + config.spacing
                                stride = made
                                return made
                            }() * Double(k), .required, "\(v.name) \(k) steps after \(first.name)")
                    } else {
                        // The gaps before the view differ: k lengths and their sum.
                        before += spacing(after: p)
                        add(
                            StackEntrySignature(9, owner(v), owner(first), bits(before), number: k), e(v, lead),
                            .equal, e(first, lead) + e(first, length) * Double(k) + before, .required,
                            "\(v.name) \(k) lengths and gaps after \(first.name)")
                    }
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
                var totalSpacing: Double = config.spacing * Double(visible.count - 1)
                if !custom.isEmpty { totalSpacing = visible.dropLast().reduce(0) { $0 + spacing(after: $1) } }
                let available: Expression = e(stack, length) + (-(totalSpacing + leadMargin + trailMargin))
                // The proportions go first: they give the stack's length and the views' lengths
                // tableau rows before the chain of gaps closes on the stack's end, so that the
                // closing equality (length = Σ lengths + spacing) stays one tableau row instead of
                // defining a free stack's length as that sum, which every proportion would then
                // expand into N terms.
                //
                // The last view has no proportion of its own: the chain (start, lengths, gaps,
                // end) already makes the lengths add up to the available length, so N proportions
                // would be linearly dependent and the solver's artificial phase for the closing
                // row would fill every proportion row. With the other N - 1 in proportion the last
                // one's length is the rest, its own proportion in exact arithmetic.
                let start = out.count
                for (v, s) in zip(visible, intrinsic).dropLast() {
                    add(
                        nil, e(v, length) * total, .equal, available * s, Self.stackDistributionPriority,
                        "\(v.name) proportional length")
                }
                let proportions = out[start...]
                out.removeSubrange(start...)
                out.insert(contentsOf: proportions, at: 0)
            }
        case .equalSpacing:
            if !pairs.isEmpty {
                // Every gap is the step: at least the largest spacing among them.
                let least = custom.isEmpty ? config.spacing : pairs.map { spacing(after: $0.0) }.max() ?? config.spacing
                add(
                    StackEntrySignature(10, number: bits(least)), step, .greaterThanOrEqual, constant(least), .required,
                    "gaps at least the spacing")
            }
        case .equalCentering:
            break
        }

        var previousVisible: View?
        for v in arranged {
            if v.isHidden {
                add(
                    StackEntrySignature(11, owner(v)), e(v, length), .equal, constant(0), .required,
                    "hidden \(v.name) collapses")
                add(
                    StackEntrySignature(12, owner(v), previousVisible.map(owner) ?? -1), e(v, lead), .equal,
                    previousVisible.map { e($0, trail) } ?? inset(e(stack, lead), leadMargin), .required,
                    "hidden \(v.name) position")
            } else {
                previousVisible = v
            }
        }

        // Across the axis (the alignment is part of the generation key).
        for v in arranged {
            let shown = !v.isHidden
            let o = owner(v)
            switch config.alignment {
            case .fill:
                add(
                    StackEntrySignature(13, o), e(v, crossLead), .equal, inset(e(stack, crossLead), crossLeadMargin),
                    .required,
                    "\(v.name) fills (start)")
                add(
                    StackEntrySignature(14, o), e(v, crossTrail), .equal,
                    inset(e(stack, crossTrail), -crossTrailMargin), .required,
                    "\(v.name) fills (end)")
            case .leading, .top:
                add(
                    StackEntrySignature(13, o), e(v, crossLead), .equal, inset(e(stack, crossLead), crossLeadMargin),
                    .required,
                    "\(v.name) aligned to the start")
                if shown {
                    add(
                        StackEntrySignature(15, o), e(v, crossTrail), .lessThanOrEqual,
                        inset(e(stack, crossTrail), -crossTrailMargin), .required, "\(v.name) inside")
                }
            case .center:
                add(
                    StackEntrySignature(16, o), e(v, crossCenter), .equal,
                    inset(e(stack, crossCenter), (crossLeadMargin - crossTrailMargin) / 2), .required,
                    "\(v.name) centred")
                if shown {
                    add(
                        StackEntrySignature(17, o), e(v, crossLead), .greaterThanOrEqual,
                        inset(e(stack, crossLead), crossLeadMargin),
                        .required, "\(v.name) inside")
                }
            case .trailing, .bottom:
                add(
                    StackEntrySignature(14, o), e(v, crossTrail), .equal,
                    inset(e(stack, crossTrail), -crossTrailMargin), .required,
                    "\(v.name) aligned to the end")
                if shown {
                    add(
                        StackEntrySignature(17, o), e(v, crossLead), .greaterThanOrEqual,
                        inset(e(stack, crossLead), crossLeadMargin),
                        .required, "\(v.name) inside")
                }
            }
            if config.alignment != .fill, shown {
                add(
                    StackEntrySignature(18, o), e(stack, crossLength), .equal,
                    inset(e(v, crossLength), crossLeadMargin + crossTrailMargin), Self.stackCanvasPriority,
                    "hugs \(v.name) across")
            }
        }
        return (out, late)
    }
}
