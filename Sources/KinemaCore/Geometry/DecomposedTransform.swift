import RealModule

/// An affine transform split into scale, rotation and translation (see <doc:GeometryAndInterpolation>), the space in which
/// Kinema interpolates transforms.
///
/// Decomposition: `scaleX = hypot(a, b)`, `rotation = atan2(b, a)`, `scaleY = (a d - b c) / scaleX`
/// (so a negative determinant shows as a negative `scaleY`), translation `(tx, ty)`. Recomposition
/// applies scale, then rotation, then translation. Shear is not represented: decomposing a sheared
/// matrix and recomposing it drops the shear. When `scaleX` is 0 the rotation is read from the
/// second row instead (`atan2(-c, d)`, `scaleY = hypot(c, d)`).
///
/// The result is finite for every finite matrix. Where the formula's products would overflow (a
/// scale of 1e300 with a rotation) or fall below the normal range (entries under about 1e-154),
/// the scales are computed from each row scaled exactly by a power of two, as
/// `scaleY = cos(rotation) d - sin(rotation) c`, and scaled back; a scale whose true value exceeds
/// the largest finite `Double` is clamped to it (with its sign). Every other matrix decomposes
/// by the formula itself, bit for bit.
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
    public init(
        scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
        translateX: Double = 0, translateY: Double = 0
    ) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.rotation = rotation
        self.translateX = translateX; self.translateY = translateY
    }

    /// Decomposes a matrix (finite for every finite matrix; see the type's discussion).
    @inlinable
    public init(_ t: AffineTransform) {
        let sx = Double.hypot(t.a, t.b)
        if sx != 0 {
            let ad = t.a * t.d, bc = t.b * t.c
            self.init(
                scaleX: sx, scaleY: (ad - bc) / sx, rotation: Double.atan2(y: t.b, x: t.a),
                translateX: t.tx, translateY: t.ty)
            // The formula holds when nothing overflowed, the divisor is normal and neither product
            // lost digits below the normal range (a product of two non-zero factors that is not
            // normal did); otherwise the scaled rows give the scales.
            let normal = Double.leastNormalMagnitude
            if !(sx >= normal && scaleX.isFinite && scaleY.isFinite
                && (ad.magnitude >= normal || t.a == 0 || t.d == 0)
                && (bc.magnitude >= normal || t.b == 0 || t.c == 0))
            {
                (scaleX, scaleY) = Self.scalesOfScaledRows(t)
            }
        } else {
            self.init(
                scaleX: 0, scaleY: Double.hypot(t.c, t.d), rotation: Double.atan2(y: -t.c, x: t.d),
                translateX: t.tx, translateY: t.ty)
            if !scaleY.isFinite { (scaleX, scaleY) = Self.scalesOfScaledRows(t) }
        }
    }

    /// The scales of `t` computed without overflow or loss below the normal range, for the
    /// matrices whose direct formula fails: each row `(a, b)` and `(c, d)` is multiplied by the
    /// power of two that brings its larger entry into [1, 2) (exact, but for digits of the smaller
    /// entry more than 2^-1022 below the larger, which cannot change the result), the unit
    /// direction `(cos, sin)` of the first row gives `scaleY = cos d - sin c` (which is
    /// `(a d - b c) / hypot(a, b)`), and each scale is multiplied back by its row's power of two,
    /// clamped to the largest finite magnitude. Not finite for a matrix that is not finite.
    @usableFromInline
    static func scalesOfScaledRows(_ t: AffineTransform) -> (scaleX: Double, scaleY: Double) {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite else { return (.nan, .nan) }
        let (a, b, e1) = normalizedRow(t.a, t.b)
        let (c, d, e2) = normalizedRow(t.c, t.d)
        let h = Double.hypot(a, b)
        guard h != 0 else { return (0, scaledBack(Double.hypot(c, d), e2)) }
        return (scaledBack(h, e1), scaledBack((a / h) * d - (b / h) * c, e2))
    }

    /// `(x, y)` times `2^-e`, with `e` the exponent of the larger magnitude (0 for a zero row).
    @usableFromInline
    static func normalizedRow(_ x: Double, _ y: Double) -> (Double, Double, Int) {
        let m = Swift.max(x.magnitude, y.magnitude)
        guard m != 0 else { return (x, y, 0) }
        let e = m.exponent
        return (Double(sign: .plus, exponent: -e, significand: x), Double(sign: .plus, exponent: -e, significand: y), e)
    }

    /// `x` times `2^e`, clamped to the largest finite magnitude.
    @usableFromInline
    static func scaledBack(_ x: Double, _ e: Int) -> Double {
        let v = Double(sign: .plus, exponent: e, significand: x)
        return Swift.min(Swift.max(v, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
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
        DecomposedTransform(
            scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY, rotation: rotation + o.rotation,
            translateX: translateX + o.translateX, translateY: translateY + o.translateY)
    }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ o: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(
            scaleX: scaleX - o.scaleX, scaleY: scaleY - o.scaleY, rotation: rotation - o.rotation,
            translateX: translateX - o.translateX, translateY: translateY - o.translateY)
    }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by f: Double) -> DecomposedTransform {
        DecomposedTransform(
            scaleX: scaleX * f, scaleY: scaleY * f, rotation: rotation * f,
            translateX: translateX * f, translateY: translateY * f)
    }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double {
        scaleX * scaleX + scaleY * scaleY + rotation * rotation + translateX * translateX + translateY * translateY
    }
    /// `[scaleX, scaleY, rotation, translateX, translateY]` (`AnimatableValue`).
    public var components: [Double] { [scaleX, scaleY, rotation, translateX, translateY] }
}
