import KinemaCore

/// What a view shows at one instant: its presentation values (Core Animation's presentation layer).
public struct ViewPresentation: Hashable, Sendable {
    /// The centre in the superview's bounds coordinates.
    public var center: Point
    /// The bounds size.
    public var size: Size
    /// The transform about the centre.
    public var transform: AffineTransform
    /// The opacity.
    public var alpha: Double
    /// The background colour.
    public var backgroundColor: Color
    /// The corner radius.
    public var cornerRadius: Double
    /// The border width.
    public var borderWidth: Double
    /// The border colour.
    public var borderColor: Color
}

extension View {
    /// The presentation values at the scene's current time (the model values when the view is not in
    /// a scene). Reading them never changes anything.
    public var presentation: ViewPresentation {
        let t = scene?.time ?? 0
        return ViewPresentation(
            center: centerTrack.presentation(at: t),
            size: sizeTrack.presentation(at: t),
            transform: presentationTransform(at: t),
            alpha: alphaTrack.presentation(at: t),
            backgroundColor: colorTrack.presentation(at: t),
            cornerRadius: cornerRadiusTrack.presentation(at: t),
            borderWidth: borderWidthTrack.presentation(at: t),
            borderColor: borderColorTrack.presentation(at: t))
    }

    func presentationTransform(at t: Double) -> AffineTransform {
        transformTrack.entries.isEmpty
            ? modelTransform
            : transformTrack.presentation(from: transformTrack.model, at: t).affineTransform
    }

    /// The matrix taking a point in this view's bounds coordinates to its superview's bounds
    /// coordinates: move the bounds centre to the origin, apply the transform, move to the centre.
    static func toSuperview(center: Point, size: Size, boundsOrigin: Point, transform: AffineTransform)
        -> AffineTransform
    {
        let bcx = boundsOrigin.x + size.width / 2, bcy = boundsOrigin.y + size.height / 2
        return AffineTransform(translationX: -bcx, y: -bcy)
            .then(transform)
            .then(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The model-value matrix from this view's bounds coordinates to its superview's.
    var modelToSuperview: AffineTransform {
        Self.toSuperview(center: center, size: sizeTrack.model, boundsOrigin: boundsOrigin, transform: modelTransform)
    }

    /// The model-value matrix from this view's bounds coordinates to its root view's.
    var modelToRoot: AffineTransform {
        var m = AffineTransform.identity
        var node = self
        while let parent = node.superview {
            m = m.then(node.modelToSuperview)
            node = parent
        }
        return m
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (model values, as UIKit's
    /// `convert(_:to:)`); to the root's when `view` is nil. Returns nil when the views share no tree
    /// or a transform on the way cannot be inverted.
    public func convert(_ point: Point, to view: View?) -> Point? {
        let inRoot = modelToRoot.apply(to: point)
        guard let view else { return inRoot }
        guard view.rootView === rootView, let back = view.modelToRoot.inverted() else { return nil }
        return back.apply(to: inRoot)
    }

    /// Converts a point from `view`'s bounds coordinates (the root's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point? {
        let inRoot: Point
        if let view {
            guard view.rootView === rootView else { return nil }
            inRoot = view.modelToRoot.apply(to: point)
        } else {
            inRoot = point
        }
        return modelToRoot.inverted()?.apply(to: inRoot)
    }
}
