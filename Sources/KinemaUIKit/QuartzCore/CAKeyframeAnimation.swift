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

/// How a layer moving along a keyframe animation's path turns with it, with Core Animation's raw
/// values.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"auto"`, `"autoReverse"`).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Turned to the direction of travel.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// Turned to the opposite of the direction of travel.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")

    /// The engine's mode, or nil for an unknown raw value.
    var kinema: PathRotationMode? {
        switch rawValue {
        case "auto": .tangent
        case "autoReverse": .reversedTangent
        default: nil
        }
    }
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
///
/// A ``path`` moves a point property (`position`) along it instead of through values, each
/// line and curve a keyframe segment, and ``rotationMode`` turns the layer with it:
///
/// ```swift
/// let orbit = CAKeyframeAnimation(keyPath: "position")
/// orbit.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 200, width: 300, height: 300)).cgPath
/// orbit.calculationMode = .paced       // constant speed along the oval
/// orbit.rotationMode = .rotateAuto     // nose first
/// orbit.duration = 4
/// satellite.layer.add(orbit, forKey: "orbit")
/// ```
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
    /// A path for a point property to follow; when set, ``values`` are ignored. Each line and
    /// curve is a keyframe segment ending at a keyframe (moves are not keyframes); the paced
    /// modes move at constant speed, cubic follows the path as linear does (Kinema's decision).
    /// A key path whose values are not points ignores it, with a diagnostic.
    open var path: CGPath?
    /// Whether the layer turns with the path's direction; nil (the default) keeps its transform.
    open var rotationMode: CAAnimationRotationMode?

    override func emptyCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(
            of: other, as: CAKeyframeAnimation.self, \.values, \.keyTimes, \.timingFunctions, \.calculationMode,
            \.tensionValues, \.continuityValues, \.biasValues, \.path, \.rotationMode)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        keyframeEngineAnimation(&issues)
    }
}

extension CAKeyframeAnimation {
    private func keyframeEngineAnimation(_ issues: inout [String]) -> KeyframeAnimation? {
        guard let path = engineKeyPath(&issues) else { return nil }
        if let motion = self.path {
            if path.valueKind == .point { return pathEngineAnimation(path, motion.kinemaPath, &issues) }
            issues.append("a path moves a point, and \(path.coreAnimationKeyPath) is not a point: the path is ignored")
        } else if rotationMode != nil {
            issues.append("a rotation mode without a path is ignored")
        }
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

    /// The engine's animation along `motion`.
    private func pathEngineAnimation(_ keyPath: AnimationKeyPath, _ motion: BezierPath, _ issues: inout [String])
        -> KeyframeAnimation?
    {
        guard let mode = calculationMode.kinema else {
            issues.append("unknown calculation mode \"\(calculationMode.rawValue)\"")
            return nil
        }
        var animation = KeyframeAnimation(
            keyPath: keyPath, path: motion, keyTimes: keyTimes?.map(\.doubleValue), calculationMode: mode)
        animation.timingFunctions = timingFunctions?.map(\.curve)
        if let rotationMode {
            animation.rotationMode = rotationMode.kinema
            if rotationMode.kinema == nil {
                issues.append("unknown rotation mode \"\(rotationMode.rawValue)\"; not turning")
            }
        }
        issues += timingFunctions?.compactMap(\.problem) ?? []
        settleProperty(&animation, &issues)
        return animation
    }
}
