import KinemaCore
import KinemaLayout

// Turning anchors into linear expressions over the layout variables.

extension LayoutSystem {
    /// The value of an anchor as an expression in `frame`'s coordinates.
    func expression(for anchor: LayoutAnchor, in frame: View) -> Expression {
        var terms: [Term] = []
        var held = TreeConstants()
        let constant = appendTerms(of: anchor, in: frame, scale: 1, negated: false, to: &terms, &held)
        return Expression(terms, constant: constant)
    }

    /// Appends the terms of `anchor`'s value in `frame`'s coordinates to `terms`, each coefficient
    /// multiplied by `scale` (and negated if asked), and returns the value's constant (unscaled).
    /// Adds to `held` the quantities of the tree that the constant holds.
    ///
    /// The value is `origin + lead + f × length` along the anchor's axis (just `length` for a
    /// dimension): `length` is the view's size variable (a constant for the root) minus the
    /// insets, `origin` the view's origin variable plus those of the views up to `frame`, each
    /// less that view's bounds origin. The terms and constants are built in place, with the same
    /// arithmetic, in the same order, as composing `Expression`s would.
    private func appendTerms(
        of anchor: LayoutAnchor, in frame: View, scale: Double, negated: Bool,
        to terms: inout [Term], _ held: inout TreeConstants
    ) -> Double {
        let view = anchor.item.view
        let insets = anchor.item.insets
        if case .safeArea = anchor.item { held.insert(.safeArea) }
        let horizontal = anchor.attribute.isHorizontal
        let lead = horizontal ? insets.left : insets.top
        let trail = horizontal ? insets.right : insets.bottom
        func append(_ variable: Variable, _ coefficient: Double) {
            let scaled = coefficient * scale
            terms.append(Term(variable, negated ? -scaled : scaled))
        }
        func boundsOrigin(_ v: View) -> Double { horizontal ? v.boundsOrigin.x : v.boundsOrigin.y }
        // The root has no variables (its size is a constant, its origin the frame's).
        let own: ItemVariables? = isRoot(view) ? nil : item(for: view)
        var lengthVariable: Variable?
        var lengthBase = 0.0
        if let own {
            lengthVariable = horizontal ? own.w : own.h
        } else {
            lengthBase = horizontal ? view.bounds.width : view.bounds.height
            held.insert(.rootSize)
        }
        let lengthConstant = lengthBase + (-(lead + trail))
        guard let f = anchor.attribute.edgeFraction else {
            if let lengthVariable { append(lengthVariable, 1) }
            return lengthConstant
        }
        var originConstant: Double
        if view === frame {
            originConstant = boundsOrigin(view)
            held.insert(.boundsOrigin)
        } else {
            let first = own ?? item(for: view)
            append(horizontal ? first.x : first.y, 1)
            originConstant = 0
            var node = view.superview
            while let u = node, u !== frame {
                let it = item(for: u)
                append(horizontal ? it.x : it.y, 1)
                originConstant = (originConstant + 0) + (-boundsOrigin(u))
                held.insert(.boundsOrigin)
                node = u.superview
            }
        }
        if let lengthVariable { append(lengthVariable, 1 * f) }
        return (originConstant + lead) + lengthConstant * f
    }

    /// `first - multiplier * second` in the right coordinates, with its constant split off.
    func build(_ c: LayoutConstraint) throws(SceneError) -> Expression {
        if let reason = c.malformedReason { throw .incompatibleAttributes(reason) }
        guard c.multiplier.isFinite, c.constant.isFinite else { throw .nonFiniteConstraint(c.description) }
        let a1 = c.firstAnchor
        let v1 = a1.item.view
        guard let scene, v1.scene === scene else { throw .noCommonAncestor(c.description) }
        var terms: [Term] = []
        terms.reserveCapacity(6)
        var held = TreeConstants()
        let constant: Double
        if let a2 = c.secondAnchor {
            let v2 = a2.item.view
            let compatible =
                a1.attribute.isDimension
                ? a2.attribute.isDimension
                : (!a2.attribute.isDimension && a1.attribute.isHorizontal == a2.attribute.isHorizontal)
            guard compatible else { throw .incompatibleAttributes(c.description) }
            guard v2.scene === scene, let frame = v1.nearestCommonAncestor(with: v2) else {
                throw .noCommonAncestor(c.description)
            }
            // first - multiplier * second
            let first = appendTerms(of: a1, in: frame, scale: 1, negated: false, to: &terms, &held)
            let second = appendTerms(of: a2, in: frame, scale: c.multiplier, negated: true, to: &terms, &held)
            constant = first + (-(second * c.multiplier))
        } else {
            constant = appendTerms(of: a1, in: v1.superview ?? v1, scale: 1, negated: false, to: &terms, &held)
        }
        var e = Expression(terms, constant: constant)
        guard e.isFinite else { throw .nonFiniteConstraint(c.description) }
        c.expressionBase = e.constant
        if c.treeConstants != held { constraintsVersion &+= 1 }
        c.treeConstants = held
        e.constant -= c.constant
        return e
    }
}
