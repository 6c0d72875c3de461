import Foundation
import Kinema

// How the facade's animation objects become the engine's animation values: the timing they share,
// the key path and the values of a property animation.

extension CAAnimation {
    /// Copies the timing, the timing function, the delegate, the completion rule and the stored
    /// values of `other`.
    func copyTiming(from other: CAAnimation) {
        copyValues(
            of: other, as: CAAnimation.self, \.delegate, \.timingFunction, \.isRemovedOnCompletion, \.beginTime,
            \.duration, \.speed, \.timeOffset, \.repeatCount, \.repeatDuration, \.autoreverses, \.fillMode,
            \.preferredFrameRateRange, \.userValues)
    }

    /// Sets the properties at `paths` to `other`'s values when the receiver and `other` are both
    /// `T`s (nothing otherwise): how each class's `copyAttributes(from:)` copies what it adds.
    func copyValues<T: CAAnimation, each Value>(
        of other: CAAnimation, as type: T.Type, _ paths: repeat ReferenceWritableKeyPath<T, each Value>
    ) {
        guard let copy = self as? T, let other = other as? T else { return }
        func copyValue<V>(at path: ReferenceWritableKeyPath<T, V>) { copy[keyPath: path] = other[keyPath: path] }
        repeat copyValue(at: each paths)
    }

    /// The engine's media timing of the animation.
    var mediaTiming: MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode.kinema)
    }

    /// Gives `animation` the receiver's timing, timing function and completion rule.
    func settle<Animation: ExplicitAnimation>(_ animation: inout Animation, _ issues: inout [String]) {
        animation.timing = mediaTiming
        animation.timingFunction = timingFunction?.curve
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        if let problem = timingFunction?.problem { issues.append(problem) }
        if fillMode.kinema.rawValue != fillMode.rawValue {
            issues.append("unknown fill mode \"\(fillMode.rawValue)\"; using removed")
        }
    }
}

extension CAPropertyAnimation {
    /// Gives `animation` the receiver's additive and cumulative flags, then its timing, timing
    /// function and completion rule (`settle(_:_:)`).
    func settleProperty<Animation: PropertyAnimation>(_ animation: inout Animation, _ issues: inout [String]) {
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        settle(&animation, &issues)
    }

    /// The engine's key path, or nil with the reason in `issues`.
    func engineKeyPath(_ issues: inout [String]) -> AnimationKeyPath? {
        guard let keyPath else {
            issues.append("the animation has no key path")
            return nil
        }
        guard let resolved = AnimationKeyPath(coreAnimation: keyPath) else {
            issues.append(
                "Kinema does not animate the key path \"\(keyPath)\" (it animates position, bounds, "
                    + "opacity, transform, cornerRadius, borderWidth, the colours, the shadow, a shape's "
                    + "strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, lineDashPhase and path, a "
                    + "gradient's colors, locations, startPoint and endPoint, and their components)")
            return nil
        }
        return resolved
    }

    /// `value` as the engine's value for `keyPath`: nil for nil, and nil with the reason appended
    /// to `issues` for a value the key path cannot take (callers compare the count of issues).
    func engineValue(
        _ value: Any?, _ name: String, for keyPath: AnimationKeyPath,
        _ issues: inout [String]
    ) -> AnimationValue? {
        guard let value else { return nil }
        if let converted = CAValueConversion.value(value, for: keyPath) { return converted }
        issues.append(CAValueConversion.refusal(value, name, for: keyPath))
        return nil
    }
}

/// The values Core Animation's `fromValue`, `toValue`, `byValue` and `values` take, as the engine's
/// ``AnimationValue``s.
enum CAValueConversion {
    /// `value` for `keyPath`, or nil when the key path cannot take it:
    ///
    /// - numbers (opacity, radii, widths, components): `NSNumber`, `Double`, `CGFloat`, `Float`
    ///   and every integer type;
    /// - points (`position`): `CGPoint`, or an `NSValue` holding one;
    /// - sizes (`bounds`, `shadowOffset`, `transform.translation`): `CGSize`, or an `NSValue`
    ///   holding one; for `bounds`, also a `CGRect` (its size: Kinema animates the bounds' size);
    /// - colours: `CGColor` (a `UIColor` is refused, as Core Animation ignores it);
    /// - the transform: `CATransform3D` (its affine part) or `CGAffineTransform`;
    /// - a shape's path: `CGPath` (a `UIBezierPath` is refused: Core Animation takes its `cgPath`);
    /// - a gradient's `colors`: an array of `CGColor`s (one `UIColor` among them refuses it);
    /// - a gradient's `locations`: an array of numbers (`NSNumber`s, `Double`s, ...).
    static func value(_ value: Any, for keyPath: AnimationKeyPath) -> AnimationValue? {
        switch keyPath.valueKind {
        case .number: return number(value).map(AnimationValue.number)
        case .point:
            if let p = value as? CGPoint { return .point(p.kinema) }
            if let v = value as? NSValue, String(cString: v.objCType) == "{CGPoint=dd}" {
                return .point(v.pointValue.kinema)
            }
            return nil
        case .size:
            if let s = value as? CGSize { return .size(s.kinema) }
            let isBounds = keyPath.property == .boundsSize && keyPath.component == nil
            if isBounds, let r = value as? CGRect { return .size(r.size.kinema) }
            guard let v = value as? NSValue else { return nil }
            switch String(cString: v.objCType) {
            case "{CGSize=dd}": return .size(v.sizeValue.kinema)
            case "{CGRect={CGPoint=dd}{CGSize=dd}}" where isBounds: return .size(v.rectValue.size.kinema)
            default: return nil
            }
        case .color:
            return (value as? CGColor).map { .color($0.kinemaColor) }
        case .transform:
            if let t = value as? CATransform3D { return .transform(CATransform3DGetAffineTransform(t).kinema) }
            if let t = value as? CGAffineTransform { return .transform(t.kinema) }
            return nil
        case .path:
            return (value as? CGPath).map { .path($0.kinemaPath) }
        case .colors:
            guard let list = value as? [Any] else { return nil }
            var colors: [Color] = []
            for entry in list {
                guard let color = entry as? CGColor else { return nil }
                colors.append(color.kinemaColor)
            }
            return .colors(colors)
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            var numbers: [Double] = []
            for entry in list {
                guard let x = number(entry) else { return nil }
                numbers.append(x)
            }
            return .numbers(numbers)
        }
    }

    /// A number held in `value`, of any of Swift's and Foundation's numeric types.
    static func number(_ value: Any) -> Double? {
        // An NSNumber first: on Linux an NSNumber holding 0 or 1 also casts to Bool (and a Bool
        // to NSNumber), so the dynamic type tells a number from a Swift Bool, which is refused.
        if let n = value as? NSNumber, Swift.type(of: value) is NSNumber.Type { return n.doubleValue }
        switch value {
        case is Bool: return nil
        case let x as Double: return x
        case let x as CGFloat: return Double(x)
        case let x as Float: return Double(x)
        case let x as Int: return Double(x)
        case let x as NSNumber: return x.doubleValue
        case let x as any BinaryInteger: return double(x)
        case let x as any BinaryFloatingPoint: return double(x)
        default: return nil
        }
    }

    private static func double<T: BinaryInteger>(_ x: T) -> Double { Double(x) }
    private static func double<T: BinaryFloatingPoint>(_ x: T) -> Double { Double(x) }

    /// Why `value`, given as `name`, is refused for `keyPath`.
    static func refusal(_ value: Any, _ name: String, for keyPath: AnimationKeyPath) -> String {
        let type = String(describing: Swift.type(of: value))
        let hint =
            value is UIColor || (value as? [Any])?.contains(where: { $0 is UIColor }) == true
            ? " (Core Animation takes a CGColor: use .cgColor)"
            : value is UIBezierPath ? " (Core Animation takes a CGPath: use .cgPath)" : ""
        return "\(name) is a \(type)\(hint), but \"\(keyPath.coreAnimationKeyPath)\" takes a \(expected(keyPath))"
    }

    private static func expected(_ keyPath: AnimationKeyPath) -> String {
        switch keyPath.valueKind {
        case .number: "number"
        case .point: "CGPoint"
        case .size: keyPath.property == .boundsSize && keyPath.component == nil ? "CGRect or CGSize" : "CGSize"
        case .color: "CGColor"
        case .transform: "CATransform3D"
        case .path: "CGPath"
        case .colors: "list of CGColors"
        case .numbers: "list of numbers"
        }
    }
}

extension NSValue {
    /// A value holding a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point the value holds (UIKit's `cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds (UIKit's `cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds (UIKit's `cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}
