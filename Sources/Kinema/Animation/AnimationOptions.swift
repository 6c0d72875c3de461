import KinemaCore

/// Options of a UIView-style animation (UIKit's `UIView.AnimationOptions`, the subset Kinema models).
///
/// The curve options share two bits, as in UIKit: `curveEaseInOut` is the empty set and the default.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views being animated keep taking touches (without it, a view with a running animation from
    /// this block is skipped by hit testing).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value, replacing running animations on the same property
    /// instead of adding to them.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear timing.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options select: easeInOut unless another curve is given (see
    /// <doc:ViewAnimations>).
    public var curve: TimingCurve { Self.curve(forBits: rawValue) }

    static func curve(forBits raw: UInt) -> TimingCurve {
        switch (raw >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}

/// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`), including the
/// curve bits of `AnimationOptions` that UIKit accepts there too.
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// See `AnimationOptions.allowUserInteraction`.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Each property starts from its presentation value and running animations on it are removed.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Linear interpolation between keys (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value holds until the next key time.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Key times replaced by cumulative distance (constant speed).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Catmull-Rom (Kochanek-Bartels) cubic through the keys.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The cubic curve re-timed to constant speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    /// Overall ease in and out (the default).
    public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: 0 << 16)
    /// Overall ease in.
    public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
    /// Overall ease out.
    public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
    /// No overall easing.
    public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

    /// The calculation mode these options select.
    public var calculationMode: KeyframeCalculationMode {
        switch (rawValue >> 10) & 7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }

    /// The overall timing curve: easeInOut unless a curve option is given (see <doc:KeyframeAnimations>).
    public var curve: TimingCurve { AnimationOptions.curve(forBits: rawValue) }
}
