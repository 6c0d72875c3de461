import Foundation
import Kinema

/// Core Animation's 4 x 4 transform. The facade animates in two dimensions: a layer's transform is
/// stored as its affine part (`CATransform3DGetAffineTransform`), and the other entries of a
/// transform set on a layer are dropped.
public struct CATransform3D: Hashable, Sendable {
    /// The entries, row by row (Core Animation's names).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Second row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Third row.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Fourth row (the translation).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// The affine part of a 3D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` is an affine transform (no perspective, no depth).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// A rotation by `angle` radians about the axis (x, y, z); only rotations about z are affine.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    guard x == 0, y == 0, z != 0 else {
        // Rodrigues' rotation matrix about the normalised axis, in Core Animation's row layout.
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = CGFloat(Foundation.cos(Double(angle))), s = CGFloat(Foundation.sin(Double(angle))), k = 1 - c
        var t = CATransform3D()
        (t.m11, t.m12, t.m13) = (c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s)
        (t.m21, t.m22, t.m23) = (uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s)
        (t.m31, t.m32, t.m33) = (uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k)
        return t
    }
    return CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: z > 0 ? angle : -angle))
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// `a` followed by `b` (Core Animation's `CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = rows(a), rb = rows(b)
    var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 { out[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] } }
    }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = (out[0][0], out[0][1], out[0][2], out[0][3])
    (t.m21, t.m22, t.m23, t.m24) = (out[1][0], out[1][1], out[1][2], out[1][3])
    (t.m31, t.m32, t.m33, t.m34) = (out[2][0], out[2][1], out[2][2], out[2][3])
    (t.m41, t.m42, t.m43, t.m44) = (out[3][0], out[3][1], out[3][2], out[3][3])
    return t
}

/// A rotation, then `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
    _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// A scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A translation, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

private func rows(_ t: CATransform3D) -> [[CGFloat]] {
    [
        [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
        [t.m41, t.m42, t.m43, t.m44]
    ]
}
