import Foundation
import Kinema

// The layer tree: free-standing layers added under a view's layer or under each other.

extension CALayer {
    /// The layers directly inside this one, back to front: the layers of the view's subviews and
    /// the free-standing sublayers, in drawing order; nil when there are none.
    public var sublayers: [CALayer]? {
        guard let view = kinemaView else { return nil }
        let layers = view.subviews.compactMap(Self.layer(of:))
        return layers.isEmpty ? nil : layers
    }

    /// The layer an engine view shows: a free layer's own, or a view's layer.
    private static func layer(of view: View) -> CALayer? {
        if let layer = view.facade as? CALayer { return layer }
        return (view.facade as? UIView)?.layer
    }

    /// The sublayer at `index` in ``sublayers`` once `layer` is taken out (nil past the end),
    /// found by walking only that far.
    private func sublayer(at index: Int, skipping layer: CALayer) -> CALayer? {
        guard let view = kinemaView, index >= 0 else { return nil }
        var k = 0
        for sub in view.subviews {
            guard let found = Self.layer(of: sub), found !== layer else { continue }
            if k == index { return found }
            k += 1
        }
        return nil
    }

    /// The sublayer drawn just above `sibling` once `layer` is taken out (nil when `sibling` is
    /// not a sublayer, or is the top one).
    private func sublayer(above sibling: CALayer, skipping layer: CALayer) -> CALayer? {
        guard let view = kinemaView, let siblingView = sibling.kinemaView, siblingView.superview === view,
            let start = view.subviews.firstIndex(where: { $0 === siblingView })
        else { return nil }
        for sub in view.subviews[(start + 1)...] {
            if let found = Self.layer(of: sub), found !== layer { return found }
        }
        return nil
    }

    /// Whether `sibling` is one of the ``sublayers`` other than `layer`.
    private func isSublayer(_ sibling: CALayer?, other layer: CALayer) -> Bool {
        guard let sibling, sibling !== layer, let view = kinemaView, let siblingView = sibling.kinemaView else {
            return false
        }
        return siblingView.superview === view && Self.layer(of: siblingView) === sibling
    }

    /// The layer this one is in: the superview's layer for a view's layer, the layer it was added
    /// to for a free-standing one.
    public var superlayer: CALayer? { owner?.superview?.layer ?? freeSuperlayer }

    /// Puts `layer` on top of the sublayers (after removing it from its superlayer).
    public func addSublayer(_ layer: CALayer) { place(layer, "addSublayer(_:)", below: nil) }

    /// Inserts `layer` at `idx` among the ``sublayers`` (on top when past the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        place(layer, "insertSublayer(_:at:)") { self.sublayer(at: Int(idx), skipping: layer) }
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        place(layer, "insertSublayer(_:below:)") { self.isSublayer(sibling, other: layer) ? sibling : nil }
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        place(layer, "insertSublayer(_:above:)") {
            guard let sibling, self.isSublayer(sibling, other: layer) else { return nil }
            return self.sublayer(above: sibling, skipping: layer)
        }
    }

    /// Puts `newLayer` where `oldLayer` is and removes `oldLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, sublayers?.contains(where: { $0 === oldLayer }) == true else { return }
        insertSublayer(newLayer, below: oldLayer)
        if newLayer.superlayer === self { oldLayer.removeFromSuperlayer() }
    }

    /// Takes the layer out of its superlayer. A view's layer leaves with its view
    /// (`removeFromSuperview()`).
    public func removeFromSuperlayer() {
        guard isFreeStanding else {
            owner?.removeFromSuperview()
            return
        }
        guard let parent = freeSuperlayer, let view = kinemaView else { return }
        view.removeFromSuperview()
        parent.freeSublayers.removeAll { $0 === self }
        freeSuperlayer = nil
        hasBeenShown = false
    }

    /// Moves the free-standing `layer` below the sublayer `above()` returns (on top when it
    /// returns nil or is nil), counted among the sublayers other than `layer`. A view's layer
    /// moves with its view, and a layer cannot go inside itself: both are reported and ignored.
    /// Nothing here lists every sublayer: adding thousands of layers one by one stays linear.
    private func place(_ layer: CALayer, _ what: String, below above: (() -> CALayer?)?) {
        guard let view = kinemaView, let child = layer.kinemaView else { return }
        guard layer.isFreeStanding else {
            runtime.log(
                "CALayer.\(what): Kinema adds free-standing layers (CALayer()) only; a view's layer "
                    + "moves with its view (addSubview)")
            return
        }
        if layer === self || view.isDescendant(of: child) {
            runtime.logException("NSInvalidArgumentException", "CALayer.\(what): a layer cannot contain itself")
            return
        }
        let target = above?()
        let placed: Bool? = runtime.perform("CALayer.\(what)") { () throws -> Bool in
            if let target, let targetView = target.kinemaView {
                try view.insertSubview(child, belowSubview: targetView)
            } else {
                try view.insertSubview(child, at: owner?.engineTopIndex ?? view.subviews.count)
            }
            return true
        }
        guard placed == true else { return }
        if let old = layer.freeSuperlayer, old !== self { old.freeSublayers.removeAll { $0 === layer } }
        if layer.freeSuperlayer !== self { freeSublayers.append(layer) }
        layer.freeSuperlayer = self
        layer.showsFromNextTurn()
    }

    /// Changes of a free-standing layer that joined a layer tree (as a sublayer or a mask)
    /// animate from the next turn of the run loop, once it has been drawn, if it is still there.
    func showsFromNextTurn() {
        hasBeenShown = false
        DispatchQueue.main.async { [weak self] in
            guard let self, self.freeSuperlayer != nil || self.maskOwner != nil else { return }
            self.hasBeenShown = true
        }
    }
}
