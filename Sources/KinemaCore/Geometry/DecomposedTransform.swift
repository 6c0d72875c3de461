import RealModule

/// An affine transform split into scale, rotation and translation (see <doc:GeometryAndInterpolation>), the space in which
/// Kinema interpolates transforms.
///
/// Decomposition: `scaleX = hypot(a, b)`, `rotation = atan2(b, a)`, `scaleY = (a d - b c) / scaleX`
/// (so a negative determinant shows as a negative `scaleY`), translation `(tx, ty)`. Recomposition
/// applies scale, then rotation, then translation. Shear is not represented: decomposing a sheared
/// matrix and recomposing it drops the shear. When `scaleX` is 0 the rotation is read from the
/// second row instead (`atan2(-c, d)`, `scaleY = hypot(c, d)`), so the result is always finite
/// for finite input.
public struct DecomposedTransform: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal scale factor (never negative when produced by decomposition).
    public var scaleX: Double
    /// Vertical scale factor (negative for a mirrored transform).
    public var scaleY: Double
    /// Rotation angle in radians, positive = clockwise; in [-pi, pi] when produced by decomposition.
    public var rotation: Double
    /// Horizontal translation.
    public var translateX: Double
    /// Vertical translation.
    public var translateY: Double

    /// Creates a decomposed transform from its components.
    @inlinable
    public init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
                translateX: Double = 0, translateY: Double = 0) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.rotation = rotation
        self.translateX = translateX; self.translateY = translateY
    }

    /// Decomposes a matrix.
    @inlinable
    public init(_ t: AffineTransform) {
        let sx = Double.hypot(t.a, t.b)
        if sx != 0 {
            self.init(scaleX: sx, scaleY: (t.a * t.d - t.b * t.c) / sx, rotation: Double.atan2(y: t.b, x: t.a),
                      translateX: t.tx, translateY: t.ty)
        } else {
            self.init(scaleX: 0, scaleY: Double.hypot(t.c, t.d), rotation: Double.atan2(y: -t.c, x: t.d),
                      translateX: t.tx, translateY: t.ty)
        }
    }

    /// The identity's decomposition.
    public static let identity = DecomposedTransform()

    /// The matrix: scale, then rotation, then translation. The sine and cosine come from one
    /// call (`Double.sineAndCosine`, bit for bit `Double.sin` and `Double.cos`): every
    /// animated transform is recomposed here once per view and frame.
    @inlinable
    public var affineTransform: AffineTransform {
        let (sn, cs) = Double.sineAndCosine(rotation)
        return affineTransform(sine: sn, cosine: cs)
    }

    /// The matrix, given the sine and cosine of ``rotation`` (for callers that already have them).
    @inlinable @inline(__always)
    package func affineTransform(sine sn: Double, cosine cs: Double) -> AffineTransform {
        AffineTransform(a: scaleX * cs, b: scaleX * sn, c: -scaleY * sn, d: scaleY * cs, tx: translateX, ty: translateY)
    }

    /// The signed rotation from `from` to `to` along the shortest arc (see <doc:GeometryAndInterpolation>).
    ///
    /// The raw difference `to - from` is wrapped into [-pi, pi]; a difference of exactly +pi or
    /// -pi keeps its sign, so identity to `rotation(pi)` (whose atan2 angle is +pi) turns clockwise.
    @inlinable
    public static func shortestArc(from: Double, to: Double) -> Double {
        var delta = to - from
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        return delta
    }

    /// `target` with its rotation replaced by the angle reached from `self.rotation` along the
    /// shortest arc, so that component-wise interpolation from `self` turns the short way.
    @inlinable
    public func nearestEquivalent(of target: DecomposedTransform) -> DecomposedTransform {
        var t = target
        t.rotation = rotation + Self.shortestArc(from: rotation, to: target.rotation)
        return t
    }

    /// Interpolates with the shortest-arc rule: `fraction` 0 gives `self`, 1 gives a transform
    /// equal to `target`.
    @inlinable
    public func interpolatedAlongShortestArc(to target: DecomposedTransform, fraction: Double) -> DecomposedTransform {
        interpolated(to: nearestEquivalent(of: target), fraction: fraction)
    }

    /// `scale (sx, sy) rotation r translate (tx, ty)`.
    public var description: String {
        "scale (\(scaleX), \(scaleY)) rotation \(rotation) translate (\(translateX), \(translateY))"
    }
}

extension DecomposedTransform: AnimatableValue {
    /// All components zero (note: not the identity, whose scales are 1).
    public static let zero = DecomposedTransform(scaleX: 0, scaleY: 0, rotation: 0, translateX: 0, translateY: 0)
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ o: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY, rotation: rotation + o.rotation,
                            translateX: translateX + o.translateX, translateY: translateY + o.translateY)
    }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ o: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(scaleX: scaleX - o.scaleX, scaleY: scaleY - o.scaleY, rotation: rotation - o.rotation,
                            translateX: translateX - o.translateX, translateY: translateY - o.translateY)
    }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by f: Double) -> DecomposedTransform {
        DecomposedTransform(scaleX: scaleX * f, scaleY: scaleY * f, rotation: rotation * f,
                            translateX: translateX * f, translateY: translateY * f)
    }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double {
        scaleX * scaleX + scaleY * scaleY + rotation * rotation + translateX * translateX + translateY * translateY
    }
    /// `[scaleX, scaleY, rotation, translateX, translateY]` (`AnimatableValue`).
    public var components: [Double] { [scaleX, scaleY, rotation, translateX, translateY] }
}
