import KinemaCore

/// A value an animatable property of a view holds: what the property table's descriptors are
/// generic over. It says, once per type, how animations treat values of that type beyond the
/// vector-space operations of `AnimatableValue`.
///
/// Only the transform overrides the defaults: its animations turn along the shortest arc
/// (``nearestEquivalent(of:)``), and its model value keeps the exact matrix the caller set, which
/// animations drop (``animatable``) and presentation restores (``resolved``).
protocol TrackValue: AnimatableValue {
    /// The value animations should head for when they animate from `self` to `target`: `target`
    /// itself, or an equivalent value nearer to `self` (the transform's shortest-arc rule).
    func nearestEquivalent(of target: Self) -> Self
    /// The value as animations carry it (keyframe keys): without anything only the model keeps.
    var animatable: Self { get }
    /// The value in its settled form, as the model and the presentation keep it: a computed
    /// transform gets its matrix.
    var resolved: Self { get }
    /// The largest magnitude of its components (NaN when one is NaN): a setter accepts a value
    /// whose largest magnitude is at most `Limits.maximumMagnitude`.
    var largestMagnitude: Double { get }
    /// How an additive entry adds a delta to a value of this type in place (``AdditiveDelta``).
    static var additiveLayout: AdditiveLayout { get }
    /// The kind of ``AnimationValue`` an explicit animation of a property of this type takes.
    static var valueKind: AnimationValueKind { get }
}

extension TrackValue {
    func nearestEquivalent(of target: Self) -> Self { target }
    var animatable: Self { self }
    var resolved: Self { self }
    /// Whether every component is finite.
    var isFiniteValue: Bool { largestMagnitude.isFinite }
    /// Whether a setter accepts the value: every component finite and within the magnitude bound.
    var isWithinLimits: Bool { largestMagnitude <= Limits.maximumMagnitude }
}

/// The largest of the magnitudes, NaN when one of them is NaN.
private func largest(_ values: Double...) -> Double {
    var m = 0.0
    for v in values {
        if v.isNaN { return .nan }
        m = Swift.max(m, abs(v))
    }
    return m
}

extension Double: TrackValue {
    static var valueKind: AnimationValueKind { .number }
    var largestMagnitude: Double { isNaN ? .nan : abs(self) }
    static var additiveLayout: AdditiveLayout { .numbers(1) }
}

extension Point: TrackValue {
    static var valueKind: AnimationValueKind { .point }
    var largestMagnitude: Double { largest(x, y) }
    static var additiveLayout: AdditiveLayout { .numbers(2) }
}

extension Size: TrackValue {
    static var valueKind: AnimationValueKind { .size }
    var largestMagnitude: Double { largest(width, height) }
    static var additiveLayout: AdditiveLayout { .numbers(2) }
}

extension Color: TrackValue {
    static var valueKind: AnimationValueKind { .color }
    var largestMagnitude: Double { largest(red, green, blue, alpha) }
    static var additiveLayout: AdditiveLayout { .numbers(4) }
}

/// The value of the transform property: its decomposition, in which animations interpolate and
/// add (scale, rotation along the shortest arc, translation), and the matrix.
///
/// A model value keeps the exact matrix the caller set (``exact``), so reading `view.transform`
/// gives back what was set, shear included. Arithmetic (every animation) works on the
/// decomposition and drops the matrix; ``resolved`` recomposes it (scale, then rotation, then
/// translation), which is what a presentation value shows while an animation runs.
struct TransformValue: TrackValue, Hashable {
    /// The decomposition.
    var decomposed: DecomposedTransform
    /// The matrix as the caller set it; nil for a value computed by an animation.
    var exact: AffineTransform?

    /// The value of `matrix`: its decomposition, and the matrix itself.
    init(_ matrix: AffineTransform) {
        decomposed = matrix.decomposed
        exact = matrix
    }

    init(decomposed: DecomposedTransform, exact: AffineTransform? = nil) {
        self.decomposed = decomposed
        self.exact = exact
    }

    /// The identity.
    static let identity = TransformValue(.identity)

    /// The matrix: the exact one when there is one, else the decomposition recomposed.
    var matrix: AffineTransform { exact ?? decomposed.affineTransform }

    static var zero: TransformValue { TransformValue(decomposed: .zero) }
    func adding(_ other: TransformValue) -> TransformValue {
        TransformValue(decomposed: decomposed.adding(other.decomposed))
    }
    func subtracting(_ other: TransformValue) -> TransformValue {
        TransformValue(decomposed: decomposed.subtracting(other.decomposed))
    }
    func scaled(by factor: Double) -> TransformValue { TransformValue(decomposed: decomposed.scaled(by: factor)) }
    var magnitudeSquared: Double { decomposed.magnitudeSquared }
    static var additiveLayout: AdditiveLayout { .transform }
    static var valueKind: AnimationValueKind { .transform }
    var components: [Double] { decomposed.components }

    /// `target` with the rotation reached from this one along the shortest arc (no matrix).
    func nearestEquivalent(of target: TransformValue) -> TransformValue {
        TransformValue(decomposed: decomposed.nearestEquivalent(of: target.decomposed))
    }
    var animatable: TransformValue { TransformValue(decomposed: decomposed) }
    var resolved: TransformValue { exact == nil ? TransformValue(decomposed: decomposed, exact: matrix) : self }

    /// Makes the value ``resolved`` in place (a frame writes only the matrix), taking the
    /// rotation's sine and cosine from `memo` when it holds those of the same angle (the same
    /// bits), and leaving there those it computes.
    @inline(__always)
    mutating func resolve(remembering memo: inout RotationMemo) {
        guard exact == nil else { return }
        let (sine, cosine) = memo.sineAndCosine(decomposed.rotation)
        exact = decomposed.affineTransform(sine: sine, cosine: cosine)
    }

    /// The largest magnitude of the decomposition's components and, when there is one, of the
    /// exact matrix's entries.
    var largestMagnitude: Double {
        let d = decomposed
        let parts = largest(d.scaleX, d.scaleY, d.rotation, d.translateX, d.translateY)
        guard let m = exact else { return parts }
        return largest(parts, m.a, m.b, m.c, m.d, m.tx, m.ty)
    }
}

/// The sine and cosine of the last rotation a frame recomposed: views that one block animates
/// alike turn through the same angle in every frame, and their transforms' matrices then need one
/// `sincos` call between them, not one each. Keyed by the angle's bits, so -0 and +0 (whose sines
/// differ in sign) never share an entry.
struct RotationMemo {
    private var angleBits: UInt64?
    private var sine = 0.0, cosine = 0.0

    /// `Double.sineAndCosine(angle)`, from memory when `angle` is the last angle asked for.
    @inline(__always)
    mutating func sineAndCosine(_ angle: Double) -> (sin: Double, cos: Double) {
        if angleBits == angle.bitPattern {
            #if KINEMA_INTERNAL_CHECKS
                let fresh = Double.sineAndCosine(angle)
                precondition(
                    fresh.sin.bitPattern == sine.bitPattern && fresh.cos.bitPattern == cosine.bitPattern,
                    "a remembered sine or cosine differs from a fresh one")
            #endif
            return (sine, cosine)
        }
        remember(angle)
        return (sine, cosine)
    }

    /// Computes and keeps the sine and cosine of a new angle: out of line, so that the frame
    /// that inlines the lookup does not carry the library call's stack buffers.
    @inline(never)
    private mutating func remember(_ angle: Double) {
        (sine, cosine) = Double.sineAndCosine(angle)
        angleBits = angle.bitPattern
    }
}
