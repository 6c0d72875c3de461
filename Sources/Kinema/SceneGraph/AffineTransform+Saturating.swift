import KinemaCore

// The matrix arithmetic of frames: exact identity tests, one-test finiteness, and products that
// saturate at the largest finite magnitude.

extension AffineTransform {
    /// The identity, its entries written as constants where the compiler sees them.
    @inline(__always)
    static var exactIdentity: AffineTransform { AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Whether this is the identity bit for bit (+0, not -0, off the diagonal and in the
    /// translation).
    var isExactlyIdentity: Bool { hasSameBits(as: .exactIdentity) }

    /// Whether the six entries have the same bits as `other`'s.
    func hasSameBits(as other: AffineTransform) -> Bool {
        a.bitPattern == other.a.bitPattern && b.bitPattern == other.b.bitPattern
            && c.bitPattern == other.c.bitPattern && d.bitPattern == other.d.bitPattern
            && tx.bitPattern == other.tx.bitPattern && ty.bitPattern == other.ty.bitPattern
    }

    /// Whether the six entries of `m` and both coordinates of `p` are finite, in one test: `x - x`
    /// is +0 for a finite `x` and NaN for an infinity or NaN, so the sum of the eight differences
    /// is 0 exactly when every number is finite (checked builds test each number on its own).
    @inline(__always)
    static func areFinite(_ m: AffineTransform, _ p: Point) -> Bool {
        let linear = ((m.a - m.a) + (m.b - m.b)) + ((m.c - m.c) + (m.d - m.d))
        let offsets = ((m.tx - m.tx) + (m.ty - m.ty)) + ((p.x - p.x) + (p.y - p.y))
        let finite = linear + offsets == 0
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                finite == [m.a, m.b, m.c, m.d, m.tx, m.ty, p.x, p.y].allSatisfy(\.isFinite),
                "the one-test finiteness check disagrees with the tests one by one")
        #endif
        return finite
    }

    /// `self.then(next)` with every product and sum clamped to the largest finite magnitude:
    /// finite for finite matrices (a product that overflows saturates; no infinity meets another).
    func saturatingThen(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: saturatingSum(a * next.a, b * next.c), b: saturatingSum(a * next.b, b * next.d),
            c: saturatingSum(c * next.a, d * next.c), d: saturatingSum(c * next.b, d * next.d),
            tx: saturatingSum(saturatingSum(tx * next.a, ty * next.c), next.tx),
            ty: saturatingSum(saturatingSum(tx * next.b, ty * next.d), next.ty))
    }

    /// `apply(to:)` with the same saturation.
    func saturatingApply(to p: Point) -> Point {
        Point(
            x: saturatingSum(saturatingSum(a * p.x, c * p.y), tx), y: saturatingSum(saturatingSum(b * p.x, d * p.y), ty)
        )
    }
}

/// `x + y` with both terms and the sum clamped to the largest finite magnitude (never NaN for
/// terms that are not NaN: an infinite term is clamped before it meets another).
private func saturatingSum(_ x: Double, _ y: Double) -> Double {
    saturated(saturated(x) + saturated(y))
}

private func saturated(_ x: Double) -> Double {
    Swift.min(Swift.max(x, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
}
