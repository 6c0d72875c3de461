import Foundation
import Kinema

// Core Animation's mask: a layer whose alpha channel masks this one.

extension CALayer {
    /// The layer whose alpha masks this layer and everything in it (nil by default): the layer
    /// shows where the mask draws opaquely, fades where it is translucent and vanishes where it
    /// draws nothing, as with Core Animation. The mask is placed in this layer's bounds
    /// coordinates (give it a frame, often `bounds`); it is in no superlayer, its animations run
    /// (a shape layer's `path` growing is the usual circular reveal), and a free-standing mask
    /// animates its changes implicitly from the next turn of the run loop, as a sublayer does.
    ///
    /// A layer that is in a layer tree leaves it first (Core Animation leaves that undefined). A
    /// layer cannot mask itself or a layer it contains; that is reported and ignored, as is a
    /// presentation layer.
    public var mask: CALayer? {
        // The mask kept, while it still masks the layer (adding its view elsewhere ends that).
        get {
            guard let kept = maskStorage, let view = kept.kinemaView, view.isMask, view.superview === kinemaView
            else { return nil }
            return kept
        }
        set {
            guard let view = kinemaView else { return }
            guard let newValue else {
                removeMask(from: view)
                return
            }
            guard newValue !== mask else { return }
            guard let maskView = newValue.kinemaView else {
                runtime.log("CALayer.mask: a presentation layer cannot be a mask")
                return
            }
            if newValue === self || view.isDescendant(of: maskView) {
                runtime.logException("NSInvalidArgumentException", "CALayer.mask: a layer cannot mask itself")
                return
            }
            // Out of its layer tree (or the layer it masked) first, through the facade, so that
            // the superlayer's or superview's lists forget it.
            newValue.maskOwner?.removeMask()
            if newValue.isFreeStanding {
                newValue.removeFromSuperlayer()
            } else {
                newValue.owner?.removeFromSuperview()
            }
            let old = maskStorage
            let placed: Bool? = runtime.perform("CALayer.mask") { () throws -> Bool in
                try view.setMask(maskView)
                return true
            }
            guard placed == true else { return }
            old?.maskOwner = nil
            maskStorage = newValue
            newValue.maskOwner = self
            if newValue.isFreeStanding { newValue.showsFromNextTurn() }
        }
    }

    /// Takes the mask off (its engine view leaves the tree).
    private func removeMask(from view: View) {
        try? view.setMask(nil) // taking a mask off cannot fail
        maskStorage?.maskOwner = nil
        maskStorage?.hasBeenShown = false
        maskStorage = nil
    }

    /// Takes the mask off, if the layer is live.
    func removeMask() {
        if let view = kinemaView { removeMask(from: view) }
    }
}
