import Foundation
import Kinema

// The layer tree: free-standing layers added under a view's layer or under each other.

extension CALayer {
    /// The layers directly inside this one, back to front: the layers of the view's subviews and
    /// the free-standing sublayers, in drawing order; nil when there are none.
    public var sublayers: [CALayer]? {
        guard let view = kinemaView else { return nil }
        let layers = view.subviews.compactMap { sub -> CALayer? in
            if let layer = sub.facade as? CALayer { return layer }
            return (sub.facade as? UIView)?.layer
        }
        return layers.isEmpty ? nil : layers
    }

    /// The layer this one is in: the superview's layer for a view's layer, the layer it was added
    /// to for a free-standing one.
    public var superlayer: CALayer? { owner?.superview?.layer ?? freeSuperlayer }

    /// Puts `layer` on top of the sublayers (after removing it from its superlayer).
    public func addSublayer(_ layer: CALayer) { place(layer, "addSublayer(_:)") { _ in nil } }

    /// Inserts `layer` at `idx` among the ``sublayers`` (on top when past the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        place(layer, "insertSublayer(_:at:)") { others in
            Int(idx) < others.count ? others[Int(idx)] : nil
        }
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        place(layer, "insertSublayer(_:below:)") { others in others.first { $0 === sibling } }
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        place(layer, "insertSublayer(_:above:)") { others in
            guard let i = others.firstIndex(where: { $0 === sibling }) else { return nil }
            return i + 1 < others.count ? others[i + 1] : nil
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

    /// Moves the free-standing `layer` below the sublayer `above(others)` returns (on top for
    /// nil), `others` being the sublayers other than `layer`. A view's layer moves with its view,
    /// and a layer cannot go inside itself: both are reported and ignored.
    private func place(_ layer: CALayer, _ what: String, below above: ([CALayer]) -> CALayer?) {
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
        let others = (sublayers ?? []).filter { $0 !== layer }
        let target = above(others)
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
        // Changes animate from the next turn of the run loop, once the layer has been drawn.
        layer.hasBeenShown = false
        DispatchQueue.main.async { [weak layer] in
            if layer?.freeSuperlayer != nil { layer?.hasBeenShown = true }
        }
    }
}
