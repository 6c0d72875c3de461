/// The velocity-solver rows a step builds from its joints. A joint whose other body cannot move
/// (static or kinematic) becomes a one-body row with the other body's constant velocity folded
/// into the bias, which halves the work of the common "item attached to a fixed point" case.
///
/// Every row solves the soft equation of `Softness` for its impulse increment,
///
///     lambda = -softMass * (J . v + bias) - impulseScale * accumulated,
///
/// with the constant parts folded at preparation time (`g = -softMass * J`,
/// `c0 = -softMass * bias`) so that the dependency chain through the body's velocity is short;
/// a body's velocity then changes by `K * lambda`, `K = (m Jx, m Jy, i Jw)`.

/// A row acting on one body, solved for that body's velocity.
protocol OneBodyRow {
    /// The body slot.
    var body: Int { get }
    /// Solves the row for its body's velocity `v`; returns the new velocity.
    mutating func solve(_ v: BodyMotion) -> BodyMotion
}

extension OneBodyRow {
    /// Solves the row in place in the velocity column.
    @inline(__always)
    mutating func solve(_ motion: UnsafeColumn<BodyMotion>) {
        // Written back as a whole so that the next row's (vector) load of the velocity can be
        // forwarded from this store instead of stalling on two scalar stores.
        motion[body] = solve(motion[body])
    }
}

/// A scalar constraint row (distance joint) on one body.
struct AxialRow: OneBodyRow {
    static let zero = AxialRow(
        body: 0, joint: 0, gw: 0, gx: 0, gy: 0, kx: 0, ky: 0, kw: 0, c0: 0,
        impulseScale: 0, impulse: 0)
    var body: Int
    var joint: Int
    /// `-softMass * J`. The angular term comes first so that the linear pair `(gx, gy)` lines up
    /// with the velocity's `(vx, vy)`: loads of the velocity then match the previous row's stores
    /// (a load spanning two stores cannot be forwarded and stalls).
    var gw: Double, gx: Double, gy: Double
    /// `(m Jx, m Jy, i Jw)`.
    var kx: Double, ky: Double, kw: Double
    /// `-softMass * bias`.
    var c0: Double
    var impulseScale: Double
    var impulse: Double

    /// Solves the row for its body's velocity `v`; returns the new velocity.
    @inline(__always)
    mutating func solve(_ v: BodyMotion) -> BodyMotion {
        let lambda = (c0 - impulseScale * impulse + gw * v.w) + (gx * v.vx + gy * v.vy)
        impulse += lambda
        return BodyMotion(vx: v.vx + kx * lambda, vy: v.vy + ky * lambda, w: v.w + kw * lambda)
    }
}

/// A scalar constraint row (distance joint) on two bodies.
struct AxialPairRow {
    static let zero = AxialPairRow(
        bodyA: 0, bodyB: 0, joint: 0, gaw: 0, gax: 0, gay: 0, gbw: 0, gbx: 0, gby: 0,
        kax: 0, kay: 0, kaw: 0, kbx: 0, kby: 0, kbw: 0, c0: 0,
        impulseScale: 0, impulse: 0)
    var bodyA: Int
    var bodyB: Int
    var joint: Int
    /// Angular terms first, as in `AxialRow`, so that loads of the velocities match their stores.
    var gaw: Double, gax: Double, gay: Double
    var gbw: Double, gbx: Double, gby: Double
    var kax: Double, kay: Double, kaw: Double
    var kbx: Double, kby: Double, kbw: Double
    var c0: Double
    var impulseScale: Double
    var impulse: Double

    @inline(__always)
    mutating func solve(_ motion: UnsafeColumn<BodyMotion>) {
        let a = motion[bodyA], b = motion[bodyB]
        let lambda =
            (c0 - impulseScale * impulse + (gaw * a.w + gbw * b.w))
            + ((gax * a.vx + gay * a.vy) + (gbx * b.vx + gby * b.vy))
        impulse += lambda
        var outA = a, outB = b
        outA.vx = a.vx + kax * lambda; outA.vy = a.vy + kay * lambda; outA.w = a.w + kaw * lambda
        outB.vx = b.vx + kbx * lambda; outB.vy = b.vy + kby * lambda; outB.w = b.w + kbw * lambda
        motion[bodyA] = outA
        motion[bodyB] = outB
    }
}

/// A two-dimensional point constraint row (revolute joint) on one body.
///
/// With `Cdot = sign * (v + w x r) + const` and `M = massScale * K^-1`, the impulse increment is
/// `P = c - M (sign * (vx - w ry, vy + w rx)) - impulseScale * accumulated`, expanded into
/// `P = c + A (vx, vy, w)`; the body's velocity changes by `sign * m * P` and
/// `sign * i * (r x P)`.
struct PointRow: OneBodyRow {
    static let zero = PointRow(
        body: 0, joint: 0, ax1: 0, ax2: 0, ax3: 0, ay1: 0, ay2: 0, ay3: 0, cx: 0, cy: 0,
        signedMass: 0, wrx: 0, wry: 0, impulseScale: 0, impulseX: 0, impulseY: 0,
        maxImpulse: 0, hasMaxImpulse: false)
    var body: Int
    var joint: Int
    /// Rows of `A`: `P.x = cx + ax1 vx + ax2 vy + ax3 w` (likewise `y`).
    var ax1: Double, ax2: Double, ax3: Double
    var ay1: Double, ay2: Double, ay3: Double
    /// `-M * bias`.
    var cx: Double, cy: Double
    /// `sign * m`.
    var signedMass: Double
    /// `sign * i * r` (so `dw = wrx * Py - wry * Px`).
    var wrx: Double, wry: Double
    var impulseScale: Double
    var impulseX: Double, impulseY: Double
    var maxImpulse: Double
    var hasMaxImpulse: Bool

    /// Solves the row for its body's velocity `v`; returns the new velocity.
    @inline(__always)
    mutating func solve(_ v: BodyMotion) -> BodyMotion {
        var px = (cx - impulseScale * impulseX + ax3 * v.w) + (ax1 * v.vx + ax2 * v.vy)
        var py = (cy - impulseScale * impulseY + ay3 * v.w) + (ay1 * v.vx + ay2 * v.vy)
        accumulateClamped(&px, &py, into: &impulseX, &impulseY, hasMaxImpulse: hasMaxImpulse, maxImpulse: maxImpulse)
        return BodyMotion(vx: v.vx + signedMass * px, vy: v.vy + signedMass * py, w: v.w + (wrx * py - wry * px))
    }
}

/// A two-dimensional point constraint row on two bodies (`Cdot = vB + wB x rB - vA - wA x rA`).
struct PointPairRow {
    static let zero = PointPairRow(
        bodyA: 0, bodyB: 0, joint: 0, rAx: 0, rAy: 0, rBx: 0, rBy: 0, mA: 0, iA: 0,
        mB: 0, iB: 0, m11: 0, m12: 0, m22: 0, biasX: 0, biasY: 0, impulseScale: 0,
        impulseX: 0, impulseY: 0, maxImpulse: 0, hasMaxImpulse: false)
    var bodyA: Int
    var bodyB: Int
    var joint: Int
    var rAx: Double, rAy: Double, rBx: Double, rBy: Double
    var mA: Double, iA: Double, mB: Double, iB: Double
    /// `massScale * K^-1` (symmetric).
    var m11: Double, m12: Double, m22: Double
    var biasX: Double, biasY: Double
    var impulseScale: Double
    var impulseX: Double, impulseY: Double
    var maxImpulse: Double
    var hasMaxImpulse: Bool

    @inline(__always)
    mutating func solve(_ motion: UnsafeColumn<BodyMotion>) {
        let a = motion[bodyA], b = motion[bodyB]
        let cx = b.vx - b.w * rBy - a.vx + a.w * rAy + biasX
        let cy = b.vy + b.w * rBx - a.vy - a.w * rAx + biasY
        var px = -(m11 * cx + m12 * cy) - impulseScale * impulseX
        var py = -(m12 * cx + m22 * cy) - impulseScale * impulseY
        accumulateClamped(&px, &py, into: &impulseX, &impulseY, hasMaxImpulse: hasMaxImpulse, maxImpulse: maxImpulse)
        var outA = a, outB = b
        outA.vx = a.vx - mA * px; outA.vy = a.vy - mA * py; outA.w = a.w - iA * (rAx * py - rAy * px)
        outB.vx = b.vx + mB * px; outB.vy = b.vy + mB * py; outB.w = b.w + iB * (rBx * py - rBy * px)
        motion[bodyA] = outA
        motion[bodyB] = outB
    }
}

/// Adds the increment `(px, py)` to the accumulated impulse `(ix, iy)`, clamping the sum to length
/// `maxImpulse` when `hasMaxImpulse`; the increment becomes what was actually added.
@inline(__always)
func accumulateClamped(
    _ px: inout Double, _ py: inout Double, into ix: inout Double, _ iy: inout Double,
    hasMaxImpulse: Bool, maxImpulse: Double
) {
    let nx = ix + px, ny = iy + py
    if hasMaxImpulse && nx * nx + ny * ny > maxImpulse * maxImpulse {
        let (qx, qy) = scaledToLength(nx, ny, maxImpulse)
        px = qx - ix; py = qy - iy
        ix = qx; iy = qy
    } else {
        ix = nx; iy = ny
    }
}

/// `(x, y)` scaled to length `limit`. Out of line so that the common unclamped case does not pay
/// for the square root and division (the compiler would otherwise compute them eagerly).
@inline(never)
func scaledToLength(_ x: Double, _ y: Double, _ limit: Double) -> (Double, Double) {
    let f = limit / (x * x + y * y).squareRoot()
    return (x * f, y * f)
}
