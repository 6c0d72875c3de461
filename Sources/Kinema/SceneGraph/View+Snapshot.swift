import KinemaCore

extension View {
    /// A stand-in for the view as it is shown now (UIKit's `snapshotView(afterScreenUpdates:)`):
    /// a copy of its subtree made of plain views that take no touches (``isSnapshotCopy``), each
    /// named after its original followed by ` (snapshot)`.
    ///
    /// The copies hold the presentation values of the originals (a value past the limits a model
    /// value keeps, such as a spring's overshoot, leaves the model value), their bounds origins,
    /// visibility, clipping, corners, content and masks. The copy of the view itself stands at the
    /// origin of whatever it is added to, with the view's bounds size, no transform and full
    /// opacity; it is in no scene until it is added to one. Later changes of the original do not
    /// reach it.
    ///
    /// - Complexity: O(*n*), *n* the size of the subtree.
    public func snapshotView() -> View {
        let copy = snapshotCopy(suffix: " (snapshot)")
        let size = copy.properties.model.size
        let anchor = copy.properties.model.anchorPoint
        copy.properties.model.center = Point(x: size.width * anchor.x, y: size.height * anchor.y)
        copy.properties.model.transform = .identity
        copy.properties.model.alpha = 1
        return copy
    }

    /// Takes over what `snapshot` (a ``snapshotView()`` in no tree) shows: its values, flags,
    /// content and name, and its mask and subviews, which move into the receiver. How a facade view that
    /// already drives an engine view becomes a snapshot.
    package func takeSnapshot(_ snapshot: View) {
        properties.model = snapshot.properties.model
        boundsOrigin = snapshot.boundsOrigin
        isHidden = snapshot.isHidden
        clipsToBounds = snapshot.clipsToBounds
        maskedCorners = snapshot.maskedCorners
        content = snapshot.content
        textStyle = snapshot.textStyle
        name = snapshot.name
        if let mask = snapshot.mask {
            // The snapshot is in no tree: its mask cannot be the receiver's ancestor.
            try? setMask(mask)
        }
        for child in snapshot.subviews {
            // The receiver is not in the snapshot's subtree: moving cannot fail.
            try? addSubview(child)
        }
    }

    /// A copy of the view's subtree as it is shown now, the copies named after the originals
    /// followed by `suffix` (see ``snapshotView()``), the view's own copy where the view is.
    func snapshotCopy(suffix: String) -> View { snapshotCopy(suffix: suffix, at: localTimeNow) }

    /// The copy at the view's local time `local`; each subview's local time follows from it
    /// through the subview's own clock, as a frame snapshot reads them (no walk up per view).
    private func snapshotCopy(suffix: String, at local: Double) -> View {
        let copy = View(name: name + suffix)
        // The values shown, as model values: a presentation value past the limits a model
        // value keeps leaves the original's model value in its place.
        let shown = presentationValues(at: local)
        var values = properties.model
        for d in PropertyTable.descriptors { d.copyModelValue(from: shown, into: &values) }
        copy.properties.model = values
        copy.boundsOrigin = boundsOrigin
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.maskedCorners = maskedCorners
        copy.content = content
        copy.textStyle = textStyle(showing: shown.fontSize)
        copy.isUserInteractionEnabled = false
        copy.isSnapshotCopy = true
        if let mask {
            // As for the subviews below: the copy's mask cannot be its ancestor.
            try? copy.setMask(mask.snapshotCopy(suffix: suffix, at: mask.media.clock.local(fromParent: local)))
        }
        for child in subviews {
            // The copy is in no scene and has no ancestors: adding cannot fail.
            try? copy.addSubview(child.snapshotCopy(suffix: suffix, at: child.media.clock.local(fromParent: local)))
        }
        return copy
    }
}
