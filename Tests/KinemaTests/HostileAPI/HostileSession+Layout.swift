import Kinema
import XCTest

/// Auto Layout: constraints from anchors, from the initialiser and from the DSL, their constants
/// and priorities, and the views' layout settings.
extension HostileSession {
    /// A constant or a multiplier: ordinary most of the time, else hostile.
    func layoutNumber(_ range: ClosedRange<Double>) -> Double {
        hostile.chance(65) ? hostile.random.uniform(in: range) : number()
    }

    /// A new constraint with hostile numbers, activated: a multiplier or constant that is not
    /// finite must be refused with a `SceneError`.
    func constrain() {
        guard constraints.count < 8 else { return changeConstraint() }
        let first = hostile.pick(views + [scene.root]), second = hostile.pick(views + [scene.root])
        let multiplier = hostile.chance(50) ? 1 : layoutNumber(0.1...3), constant = layoutNumber(-300...300)
        let priority = LayoutPriority(hostile.chance(60) ? 1000 : number())
        let constraint: LayoutConstraint
        var finite = multiplier.isFinite && constant.isFinite
        switch hostile.index(5) {
        case 0:
            constraint = first.widthAnchor.constraint(equalToConstant: constant)
            finite = constant.isFinite
        case 1:
            constraint = first.leftAnchor.constraint(
                equalTo: second.leftAnchor, multiplier: multiplier, constant: constant)
        case 2:
            constraint = first.heightAnchor.constraint(
                greaterThanOrEqualTo: second.widthAnchor, multiplier: multiplier,
                constant: constant)
        case 3:
            let relation = hostile.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let attributes = hostile.pick([
                (LayoutAttribute.centerX, LayoutAttribute.centerX), (.top, .bottom),
                (.width, .height), (.centerY, .top)
            ])
            constraint = LayoutConstraint(
                first.anchor(attributes.0), relation, second.anchor(attributes.1),
                multiplier: multiplier, constant: constant, priority: priority)
        default:
            // The DSL divides a scaled left side out: m1 a + c1 == m2 b + c2 is a == (m2/m1) b + (c2 - c1)/m1,
            // so the constraint's numbers are finite exactly when those quotients are.
            let m1 = hostile.chance(70) ? 1 : layoutNumber(0.5...2),
                c1 = hostile.chance(70) ? 0 : layoutNumber(-50...50)
            let finiteQuotients =
                m1.isFinite && m1 != 0 && (multiplier / m1).isFinite && ((constant - c1) / m1).isFinite
            var made: LayoutConstraint?
            expectThrowing("constrain", mustThrow: !finiteQuotients) { () throws(SceneError) in
                let group = try Kinema.constrain(first, second) { a, b in
                    m1 * a.width + c1 == multiplier * b.height + constant ~ priority
                }
                made = group.constraints.first
            }
            if let made { constraints.append(made) }
            return
        }
        constraint.identifier = hostile.chance(20) ? "c\u{2028}\(operations)" : nil
        if hostile.chance(30) { _ = (constraint ~ priority) }
        expectThrowing("activate \(constraint)", mustThrow: !finite) { () throws(SceneError) in
            try constraint.activate()
        }
        constraints.append(constraint)
    }

    /// A change to an existing constraint: its constant (setter and throwing method), priority,
    /// deactivation, or the views' layout settings.
    func changeConstraint() {
        guard let constraint = constraints.isEmpty ? nil : hostile.pick(constraints) else { return constrain() }
        switch hostile.index(7) {
        case 0:
            // The setter: a constant that is not finite is refused and recorded in the diagnostics.
            let x = layoutNumber(-300...300), old = constraint.constant, before = scene.diagnostics.count
            constraint.constant = x
            if !x.isFinite {
                requireEqual(constraint.constant.bitPattern, old.bitPattern, "\(context): a refused constant changed")
                requireEqual(
                    scene.diagnostics.count, before + 1,
                    "\(context): the refused constant \(x) of \(constraint) is not in the diagnostics")
            } else if constraint.constant != x {
                requireEqual(scene.diagnostics.count, before + 1, "\(context): an unapplied constant went unreported")
            }
        case 1:
            let x = layoutNumber(-300...300)
            expectThrowing("setConstant", mustThrow: !x.isFinite) { () throws(SceneError) in
                try constraint.setConstant(x)
            }
        case 2:
            let p = LayoutPriority(number())
            require((1...1000).contains(p.rawValue), context)
            expectThrowing("setPriority", mustThrow: false) { () throws(SceneError) in try constraint.setPriority(p) }
        case 3:
            if hostile.chance(50) { constraint.deactivate() } else { LayoutConstraint.deactivate([constraint]) }
            constraints.removeAll { $0 === constraint }
        case 4:
            layoutSetting(of: view())
        case 5:
            stack()
        default:
            view().layoutIfNeeded()
        }
    }

    /// A layout setting of `view` with hostile numbers: intrinsic size, priorities, safe area insets.
    func layoutSetting(of view: View) {
        switch hostile.index(5) {
        case 0:
            let s = hostile.chance(20) ? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : size()
            expectSetter(view, "intrinsicContentSize", s.isWithin) { view.intrinsicContentSize = s }
        case 1:
            view.setContentHuggingPriority(LayoutPriority(number()), for: hostile.pick(LayoutAxis.allCases))
        case 2:
            view.setContentCompressionResistancePriority(
                LayoutPriority(number()), for: hostile.pick(LayoutAxis.allCases))
        case 3:
            let insets = EdgeInsets(
                top: mostly(0...50), left: mostly(0...50), bottom: mostly(0...50), right: mostly(0...50))
            let accepted = within(insets.top, insets.left, insets.bottom, insets.right)
            expectSetter(view, "safeAreaInsets", accepted) { view.safeAreaInsets = insets }
        default:
            view.translatesAutoresizingMaskIntoConstraints.toggle()
        }
    }

    /// A stack view (the loner) with hostile spacing and arranged subviews at hostile indices.
    func stack() {
        switch hostile.index(3) {
        case 0:
            let spacing = mostly(0...20)
            let configuration = StackConfiguration(
                axis: hostile.pick(LayoutAxis.allCases),
                distribution: hostile.pick(StackConfiguration.Distribution.allCases),
                alignment: hostile.pick(StackConfiguration.Alignment.allCases),
                spacing: spacing)
            expectSetter(loner, "stackConfiguration", within(spacing)) { loner.stackConfiguration = configuration }
        case 1:
            guard loner.subviews.count < 4 else { return }
            let child = View(name: "arranged", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            child.intrinsicContentSize = Size(width: mostly(0...40), height: mostly(0...40))
            requireNoThrow(try loner.insertArrangedSubview(child, at: hostile.count(upTo: 3)), context)
        default:
            if let child = loner.arrangedSubviews.first {
                loner.removeArrangedSubview(child)
                child.removeFromSuperview()
            }
        }
    }
}
