import Foundation
import Kinema

/// An animation of a layer's property from one value to another. Which values it runs between
/// follows Core Animation's rules for the three optional values (a value left out stands for the
/// value below the animation, or zero when it is additive; with all three, `byValue` is ignored).
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
/// spin.fromValue = 0
/// spin.toValue = 2 * CGFloat.pi
/// spin.duration = 1
/// spin.repeatCount = .infinity
/// spinner.layer.add(spin, forKey: "spin")
/// ```
///
/// The values may be any number type, `CGPoint`, `CGSize`, `CGRect` (for `bounds`), an `NSValue`
/// holding one of those, `CGColor`, `CATransform3D` or `CGAffineTransform`, whichever the key path
/// takes; another value is reported in the diagnostics and the animation is not added.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// How far the animation goes.
    open var byValue: Any?

    override func emptyCopy() -> CAAnimation { CABasicAnimation() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(of: other, as: CABasicAnimation.self, \.fromValue, \.toValue, \.byValue)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        guard let ends = engineEndpoints(&issues) else { return nil }
        var animation = BasicAnimation(keyPath: ends.keyPath, from: ends.from, to: ends.to, by: ends.by)
        settleProperty(&animation, &issues)
        return animation
    }
}

extension CABasicAnimation {
    /// The engine's values for `fromValue`, `toValue` and `byValue`, or nil (reasons in `issues`).
    func engineEndpoints(_ issues: inout [String])
        -> (keyPath: AnimationKeyPath, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)?
    {
        guard let path = engineKeyPath(&issues) else { return nil }
        let before = issues.count
        let from = engineValue(fromValue, "fromValue", for: path, &issues)
        let to = engineValue(toValue, "toValue", for: path, &issues)
        let by = engineValue(byValue, "byValue", for: path, &issues)
        guard issues.count == before else { return nil }
        return (path, from, to, by)
    }
}
