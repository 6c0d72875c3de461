/// A value that animations can interpolate: an element of a real vector space.
///
/// Every animatable property in Kinema (scalars, points, sizes, colours, decomposed transforms)
/// conforms, so that linear, spring, additive and keyframe interpolation are written once,
/// generically, instead of once per type. Operations are spelled as methods rather than operators
/// so that conforming geometry types keep their own, geometrically meaningful operators.
public protocol AnimatableValue: Equatable, Sendable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum `self + other`.
    func adding(_ other: Self) -> Self
    /// Component-wise difference `self - other`.
    func subtracting(_ other: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean norm of the component vector (used by paced keyframes).
    var magnitudeSquared: Double { get }
    /// The components in a fixed order (for example x, y): what validation checks one by one and
    /// what a cubicPaced track's arc length is measured over.
    var components: [Double] { get }
}

extension AnimatableValue {
    /// Linear interpolation `self + (other - self) * fraction`; `fraction` is not clamped.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        adding(other.subtracting(self).scaled(by: fraction))
    }

    /// The Euclidean distance between two values. When the squared distance overflows although
    /// the difference is finite, the difference is scaled down by 2^-600 (exactly) first and the
    /// result scaled back, so every finite difference has its finite distance.
    @inlinable
    public func distance(to other: Self) -> Double {
        let difference = other.subtracting(self)
        let squared = difference.magnitudeSquared
        if squared.isFinite { return squared.squareRoot() }
        let scale = 0x1p-600
        return difference.scaled(by: scale).magnitudeSquared.squareRoot() / scale
    }

    /// Whether every component is finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { components.allSatisfy(\.isFinite) }
}

extension Double: AnimatableValue {
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double { self * self }
    /// The number itself (`AnimatableValue`).
    public var components: [Double] { [self] }
}
