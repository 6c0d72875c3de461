import Foundation
import Kinema

extension UIView {
    /// Options of UIKit's animation blocks, with UIKit's raw values: these, the members of
    /// ``UIViewAnimationOptionSet`` and those of the engine's `AnimationCurveOptionSet` (user
    /// interaction, beginning from the current state, the curve).
    public struct AnimationOptions: UIViewAnimationOptionSet, AnimationCurveOptionSet {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// In a transition, animate the block's property changes alongside the old picture giving
        /// way (without it they are part of the new picture, made at once).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left (drawn without perspective, as every flip).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up (drawn as the old picture sliding up, uncovering the new one).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down (drawn as the new picture sliding down over the old one).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The engine's options: the curve, user interaction and beginning from the current state.
        var kinema: Kinema.AnimationOptions {
            Kinema.AnimationOptions(rawValue: rawValue & (3 << 16 | 1 << 1 | 1 << 2))
        }
    }

    /// Options of UIKit's keyframe animations, with UIKit's raw values: the members of
    /// ``UIViewAnimationOptionSet`` and those of the engine's `KeyframeAnimationOptionSet` (user
    /// interaction, beginning from the current state, the calculation modes).
    public struct KeyframeAnimationOptions: UIViewAnimationOptionSet, KeyframeAnimationOptionSet {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The engine's options: the calculation mode, user interaction, beginning from the
        /// current state, and the curve bits of the block's options.
        var kinema: Kinema.KeyframeAnimationOptions {
            Kinema.KeyframeAnimationOptions(rawValue: rawValue & (7 << 10 | 3 << 16 | 1 << 1 | 1 << 2))
        }
    }
}

/// The options UIKit's `UIView.AnimationOptions` and `UIView.KeyframeAnimationOptions` share,
/// declared once with UIKit's raw values (UIKit declares them on each; this protocol is the
/// facade's, so that both option sets take them from one place).
public protocol UIViewAnimationOptionSet: AnimationOptionSet {}

extension UIViewAnimationOptionSet {
    /// Lays out subviews at commit time (the facade lays out whenever a pass is pending).
    public static var layoutSubviews: Self { Self(rawValue: 1 << 0) }
    /// Repeat for ever.
    public static var `repeat`: Self { Self(rawValue: 1 << 3) }
    /// Run backwards after forwards (once alone; every pass with ``repeat``).
    public static var autoreverse: Self { Self(rawValue: 1 << 4) }
    /// Ignore the duration of an enclosing block.
    public static var overrideInheritedDuration: Self { Self(rawValue: 1 << 5) }
    /// Ignore the options of an enclosing block.
    public static var overrideInheritedOptions: Self { Self(rawValue: 1 << 9) }

    /// How the block repeats (`.repeat`: for ever; `.autoreverse`: forwards then backwards).
    var repetition: AnimationRepetition? {
        .uikit(repeats: contains(.repeat), autoreverses: contains(.autoreverse))
    }
}

extension AnimationRepetition {
    /// The repetition of UIKit's `.repeat` (for ever) and `.autoreverse` options; nil for neither.
    static func uikit(repeats: Bool, autoreverses: Bool) -> AnimationRepetition? {
        guard repeats || autoreverses else { return nil }
        return AnimationRepetition(count: repeats ? .infinity : 1, autoreverses: autoreverses)
    }
}
