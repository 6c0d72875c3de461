import KinemaCore

extension View {
    /// Makes `newMask` the view's ``mask`` (UIKit's `mask`, Core Animation's `mask`), or removes
    /// the mask when it is nil.
    ///
    /// The mask is drawn in the view's bounds coordinates, as a subview would be, but only its
    /// alpha counts: the view, its content, subviews, border and shadow show where the mask's
    /// drawing (background, content, subviews) is opaque, fade where it is translucent and vanish
    /// where it draws nothing. A hidden mask, or one of alpha 0, hides the view. Its own alpha
    /// and colours' alpha count; the view's alpha does not reach it. Renderers draw a mask as an
    /// SVG mask (its drawing in white, so that it masks by alpha) and a Lottie alpha matte.
    ///
    /// The mask belongs to the view's tree: its `superview` is the view (it is none of the
    /// `subviews`), it is in the view's scene, its animations run on the view's clock, and frames
    /// list it right after the view and its particle slots (with `ViewSnapshot.isMask` set),
    /// before the subviews.
    /// Layout passes do not place it (set its frame), and it takes no touches.
    ///
    /// A view that already has a superview, or is another view's mask, leaves it first, as
    /// ``addSubview(_:)`` moves a view. The old mask leaves the tree.
    ///
    /// - Throws: ``SceneError/cycle(view:superview:)`` when `newMask` is the view or one of its
    ///   ancestors, ``SceneError/rootCannotMove(view:)`` for a scene's root, and
    ///   ``SceneError/belongsToAnotherScene(view:)`` for a view of another scene; nothing changes
    ///   then.
    /// - Complexity: As ``insertSubview(_:at:)``, plus the old mask's removal (as
    ///   ``removeFromSuperview()``).
    public func setMask(_ newMask: View?) throws(SceneError) {
        if newMask === mask { return }
        if let newMask {
            if newMask === self || isDescendant(of: newMask) { throw .cycle(view: newMask.name, superview: name) }
            if let owner = newMask.scene, owner.root === newMask { throw .rootCannotMove(view: newMask.name) }
            if let mine = scene, let theirs = newMask.scene, mine !== theirs {
                throw .belongsToAnotherScene(view: newMask.name)
            }
        }
        mask?.removeFromSuperview()
        guard let newMask else { return }
        let oldScene = newMask.scene
        if let old = newMask.superview {
            old.detach(newMask)
            old.scene?.layoutSystemStorage?.setNeedsRebuild()
        }
        mask = newMask
        maskAsSiblings = [newMask]
        newMask.superview = self
        newMask.isMask = true
        updateDrawsExtras()
        newMask.setScene(scene)
        if let oldScene, oldScene !== scene { oldScene.hierarchyDidChange(added: nil, removed: newMask) }
        scene?.hierarchyDidChange(added: newMask)
    }
}
