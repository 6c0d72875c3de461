import RealModule

/// A 2D affine transform with UIKit's (`CGAffineTransform`) conventions.
///
/// The matrix, used with row vectors `[x y 1]`, is
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// so a point maps to `(a x + c y + tx, b x + d y + ty)`. Angles are in radians, positive =
/// clockwise on screen (y grows downwards), so `AffineTransform(rotationAngle: θ)` is
/// `(cos θ, sin θ, -sin θ, cos θ, 0, 0)`. Composition spells its order: `first.then(second)` applies
/// `first` and then `second` (UIKit's `first.concatenating(second)`).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entry a (x scale / rotation cosine).
    public var a: Double
    /// Matrix entry b (rotation sine).
    public var b: Double
    /// Matrix entry c (minus the rotation sine).
    public var c: Double
    /// Matrix entry d (y scale / rotation cosine).
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A scale about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation about the origin, positive = clockwise on screen.
    @inlinable public init(rotationAngle angle: Double) {
        let cs = Double.cos(angle), sn = Double.sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// The determinant `a d - b c`.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The transform that applies `self` first and then `next` (UIKit's `concatenating`).
    @inlinable
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The transform that applies `previous` first and then `self`.
    @inlinable
    public func preceded(by previous: AffineTransform) -> AffineTransform { previous.then(self) }

    /// The inverse transform, or `nil` when there is none in finite numbers: the determinant is
    /// zero or not finite, or an entry of the inverse is not finite (a finite matrix whose
    /// determinant is tiny, such as 5e-324, has an inverse with entries past the largest `Double`;
    /// so has a matrix with an infinite translation).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let inverse = AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        guard ia.isFinite, ib.isFinite, ic.isFinite, id.isFinite, inverse.tx.isFinite, inverse.ty.isFinite else {
            return nil
        }
        return inverse
    }

    /// The image of a point.
    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The image of a displacement (translation ignored).
    @inlinable
    public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }

    /// The bounding box of the image of a rectangle (UIKit's `CGRect.applying(_:)`).
    public func apply(to rect: Rect) -> Rect {
        let corners = rect.corners.map { apply(to: $0) }
        var x0 = corners[0].x, x1 = x0, y0 = corners[0].y, y1 = y0
        for p in corners.dropFirst() {
            x0 = Swift.min(x0, p.x); x1 = Swift.max(x1, p.x)
            y0 = Swift.min(y0, p.y); y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The decomposition of <doc:GeometryAndInterpolation>: see ``DecomposedTransform``.
    @inlinable public var decomposed: DecomposedTransform { DecomposedTransform(self) }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
