import KinemaCore

extension View {
    /// The presentation values at the scene's current time, read at the view's local time (see
    /// ``localTime``). Reading them never changes anything.
    ///
    /// - Complexity: O(*e*), *e* the view's running animation entries; plus O(*d*), the view's
    ///   depth, to find its local time when some view of the scene has a timing of its own.
    public var presentation: ViewValues { presentationValues(at: localTimeNow) }

    /// The model values of every animatable property (what the properties read).
    public var modelValues: ViewValues { properties.model }

    /// The matrix taking a point in this view's bounds coordinates to its superview's bounds
    /// coordinates: move the anchor point of the bounds (`anchor`, in unit coordinates: the
    /// bounds' centre by default) to the origin, apply the transform, move to `center` (Core
    /// Animation's `position`).
    package static func toSuperview(
        center: Point, size: Size, boundsOrigin: Point, anchor: Point, transform: AffineTransform
    ) -> AffineTransform {
        let bcx = boundsOrigin.x + size.width * anchor.x, bcy = boundsOrigin.y + size.height * anchor.y
        return AffineTransform(translationX: -bcx, y: -bcy)
            .then(transform)
            .then(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The model-value matrix from this view's bounds coordinates to its superview's.
    var modelToSuperview: AffineTransform {
        Self.toSuperview(
            center: center, size: properties.model.size, boundsOrigin: boundsOrigin,
            anchor: properties.model.anchorPoint, transform: properties.model.transform)
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

    /// The linear part (no translation) of the model-value matrix from this view's bounds
    /// coordinates to its root view's: the product of the transforms of the view and its
    /// ancestors below the root (for the UIKit facade's conversions of vectors).
    package var modelLinearMapToRoot: AffineTransform {
        var m = AffineTransform.identity
        var node = self
        while let parent = node.superview {
            let t = node.properties.model.transform
            if !t.isIdentity { m = m.then(AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)) }
            node = parent
        }
        return m
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (model values, as UIKit's
    /// `convert(_:to:)`); to the root's when `view` is nil. Returns nil when the views share no tree,
    /// a transform on the way cannot be inverted, or the point would not be finite (a transform
    /// close to singular sends points within 1e9 past the largest `Double`).
    ///
    /// - Complexity: O(*d₁* + *d₂*), the depths of the two views (each walks up to the root).
    public func convert(_ point: Point, to view: View?) -> Point? {
        let inRoot = modelToRoot.apply(to: point)
        guard let view else { return inRoot.finiteOrNil }
        guard view.rootView === rootView, let back = view.modelToRoot.inverted() else { return nil }
        return back.apply(to: inRoot).finiteOrNil
    }

    /// Converts a point from the superview's bounds coordinates to this view's (model values),
    /// through this view's own matrix only: what ``convert(_:from:)`` gives from the superview, up
    /// to rounding, without the walks to the root. Nil without a superview, or in the nil cases of
    /// ``convert(_:to:)``.
    ///
    /// - Complexity: O(1).
    package func convertFromSuperview(_ point: Point) -> Point? {
        guard superview != nil, let back = modelToSuperview.inverted() else { return nil }
        return back.apply(to: point).finiteOrNil
    }

    /// Converts a point from `view`'s bounds coordinates (the root's when nil) to this view's, with
    /// the same nil cases as ``convert(_:to:)``.
    ///
    /// - Complexity: O(*d₁* + *d₂*), the depths of the two views (each walks up to the root).
    public func convert(_ point: Point, from view: View?) -> Point? {
        let inRoot: Point
        if let view {
            guard view.rootView === rootView else { return nil }
            inRoot = view.modelToRoot.apply(to: point)
        } else {
            inRoot = point
        }
        return modelToRoot.inverted()?.apply(to: inRoot).finiteOrNil
    }
}

extension Point {
    /// The point when both coordinates are finite, else nil.
    fileprivate var finiteOrNil: Point? { x.isFinite && y.isFinite ? self : nil }
}
