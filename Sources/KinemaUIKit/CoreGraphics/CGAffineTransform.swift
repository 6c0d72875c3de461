import Foundation
import Kinema
import KinemaCore

/// Core Graphics' affine transform, with iOS's initialisers and composition order: a point maps
/// to `(a x + c y + tx, b x + d y + ty)`; `t1.concatenating(t2)` applies `t1` then `t2`;
/// `t.translatedBy(x:y:)`, `t.scaledBy(x:y:)` and `t.rotated(by:)` apply the translation, scale or
/// rotation first, then `t` (as `CGAffineTransformTranslate` and its siblings do).
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity (Core Graphics' `CGAffineTransformIdentity`).
    public init() { self = .identity }

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (positive is clockwise on screen, y pointing down).
    public init(rotationAngle angle: CGFloat) {
        let cs = CGFloat(Foundation.cos(Double(angle))), sn = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// The identity.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(kinema.then(t2.kinema))
    }

    /// The inverse, or `self` unchanged when it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        kinema.inverted().map(CGAffineTransform.init) ?? self
    }

    /// A translation by (`tx`, `ty`), then `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`), then `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }

    /// The transform as Kinema's `AffineTransform`.
    public var kinema: KinemaCore.AffineTransform {
        KinemaCore.AffineTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// Kinema's transform as a `CGAffineTransform`.
    public init(_ t: KinemaCore.AffineTransform) {
        self.init(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGPoint {
    /// The point mapped by `t` (Core Graphics' `CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.kinema.apply(to: kinema)) }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (Core Graphics' `CGSizeApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the rectangle mapped by `t` (Core Graphics' `CGRectApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.kinema.apply(to: kinema)) }
}
