import KinemaCore

/// The options all of UIKit's animation option sets share, declared once with UIKit's raw values:
/// user interaction and beginning from the current state.
///
/// ``AnimationOptions`` and ``KeyframeAnimationOptions`` take these members (through
/// ``AnimationCurveOptionSet`` and ``KeyframeAnimationOptionSet``), as do the UIKit facade's
/// `UIView.AnimationOptions` and `UIView.KeyframeAnimationOptions`: UIKit declares them on each set.
public protocol AnimationOptionSet: OptionSet, Sendable, Hashable where RawValue == UInt, Element == Self {}

extension AnimationOptionSet {
    /// Views being animated keep taking touches (without it, a view with a running animation from
    /// the block is skipped by hit testing).
    public static var allowUserInteraction: Self { Self(rawValue: 1 << 1) }
    /// Start from the current presentation values: each animated property starts from its
    /// presentation value, and running animations on it are replaced instead of added to.
    public static var beginFromCurrentState: Self { Self(rawValue: 1 << 2) }
}

/// Animation options with UIKit's timing-curve bits (``AnimationOptions``, and the overall curve of
/// ``KeyframeAnimationOptions``). The curve options share two bits, as in UIKit: `curveEaseInOut`
/// is the empty set and the default.
public protocol AnimationCurveOptionSet: AnimationOptionSet {}

extension AnimationCurveOptionSet {
    /// Ease in and out (the default).
    public static var curveEaseInOut: Self { Self(rawValue: 0 << 16) }
    /// Ease in.
    public static var curveEaseIn: Self { Self(rawValue: 1 << 16) }
    /// Ease out.
    public static var curveEaseOut: Self { Self(rawValue: 2 << 16) }
    /// Linear timing.
    public static var curveLinear: Self { Self(rawValue: 3 << 16) }
}

/// Animation options with UIKit's keyframe calculation-mode bits (``KeyframeAnimationOptions``
/// and the UIKit facade's `UIView.KeyframeAnimationOptions`); see <doc:KeyframeAnimations>.
public protocol KeyframeAnimationOptionSet: AnimationOptionSet {}

extension KeyframeAnimationOptionSet {
    /// Linear interpolation between keys (the default).
    public static var calculationModeLinear: Self { Self(rawValue: 0 << 10) }
    /// Each value holds until the next key time.
    public static var calculationModeDiscrete: Self { Self(rawValue: 1 << 10) }
    /// Key times replaced by cumulative distance (constant speed).
    public static var calculationModePaced: Self { Self(rawValue: 2 << 10) }
    /// Catmull-Rom (Kochanek-Bartels) cubic through the keys.
    public static var calculationModeCubic: Self { Self(rawValue: 3 << 10) }
    /// The cubic curve re-timed to constant speed.
    public static var calculationModeCubicPaced: Self { Self(rawValue: 4 << 10) }
}

/// Options of a UIView-style animation (UIKit's `UIView.AnimationOptions`, the subset Kinema models:
/// the members of ``AnimationCurveOptionSet``).
public struct AnimationOptions: AnimationCurveOptionSet {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

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

/// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`): the members of
/// ``KeyframeAnimationOptionSet`` (the calculation modes) and of ``AnimationCurveOptionSet``,
/// whose curve bits UIKit accepts there too as the overall timing curve.
public struct KeyframeAnimationOptions: AnimationCurveOptionSet, KeyframeAnimationOptionSet {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

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
