import Foundation
import Kinema

/// How a keyframe animation computes the values between its keyframes, with Core Animation's raw
/// values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"linear"`, `"discrete"`, `"paced"`, `"cubic"`, `"cubicPaced"`).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between the keyframes (the default).
    public static let linear = CAAnimationCalculationMode("linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Constant speed; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode("paced")
    /// A smooth Kochanek-Bartels curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// The smooth curve at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")

    /// The engine's mode, or nil for an unknown raw value.
    var kinema: KeyframeCalculationMode? { KeyframeCalculationMode(rawValue: rawValue) }
}

/// An animation of a layer's property through a list of values (Kinema's keyframes article):
/// ``keyTimes`` place them in the pass (evenly when nil), ``calculationMode`` interpolates between
/// them and ``timingFunctions`` ease each segment.
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 0]
/// shake.duration = 0.4
/// shake.isAdditive = true              // the model position stays where it is
/// field.layer.add(shake, forKey: "shake")
/// ```
///
/// The values take the types ``CABasicAnimation``'s do.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// One time in [0, 1] per value, in order; nil spaces the values evenly.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per-keyframe tension of the cubic modes.
    open var tensionValues: [NSNumber]?
    /// Per-keyframe continuity of the cubic modes.
    open var continuityValues: [NSNumber]?
    /// Per-keyframe bias of the cubic modes.
    open var biasValues: [NSNumber]?

    override func emptyCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(
            of: other, as: CAKeyframeAnimation.self, \.values, \.keyTimes, \.timingFunctions, \.calculationMode,
            \.tensionValues, \.continuityValues, \.biasValues)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        keyframeEngineAnimation(&issues)
    }
}

extension CAKeyframeAnimation {
    private func keyframeEngineAnimation(_ issues: inout [String]) -> KeyframeAnimation? {
        guard let path = engineKeyPath(&issues) else { return nil }
        guard let values, !values.isEmpty else {
            issues.append("the keyframe animation has no values")
            return nil
        }
        guard let mode = calculationMode.kinema else {
            issues.append("unknown calculation mode \"\(calculationMode.rawValue)\"")
            return nil
        }
        let before = issues.count
        let keys = values.enumerated().compactMap { i, value in
            engineValue(value, "values[\(i)]", for: path, &issues)
        }
        guard issues.count == before else { return nil }
        var animation = KeyframeAnimation(
            keyPath: path, values: keys, keyTimes: keyTimes?.map(\.doubleValue),
            calculationMode: mode)
        animation.timingFunctions = timingFunctions?.map(\.curve)
        animation.tensionValues = tensionValues?.map(\.doubleValue)
        animation.continuityValues = continuityValues?.map(\.doubleValue)
        animation.biasValues = biasValues?.map(\.doubleValue)
        issues += timingFunctions?.compactMap(\.problem) ?? []
        settleProperty(&animation, &issues)
        return animation
    }
}
