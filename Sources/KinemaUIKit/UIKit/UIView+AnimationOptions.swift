import Foundation
import Kinema

extension UIView {
    /// Options of UIKit's animation blocks, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time (the facade lays out whenever a pass is pending).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Views keep taking touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation values.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (once alone; every pass with ``repeat``).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore the duration of an enclosing block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore the curve of an enclosing block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw animated content (the facade draws no content of its own).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the options of an enclosing block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left (transitions are not supported yet).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
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

        /// How the block repeats (`.repeat`: for ever; `.autoreverse`: forwards then backwards).
        var repetition: AnimationRepetition? {
            .uikit(repeats: contains(.repeat), autoreverses: contains(.autoreverse))
        }
    }

    /// Options of UIKit's keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Views keep taking touches while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation values.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (once alone; every pass with ``repeat``).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore the duration of an enclosing block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore the options of an enclosing block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed, keyframe times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The engine's options: the calculation mode, user interaction, beginning from the
        /// current state, and the curve bits of the block's options.
        var kinema: Kinema.KeyframeAnimationOptions {
            Kinema.KeyframeAnimationOptions(rawValue: rawValue & (7 << 10 | 3 << 16 | 1 << 1 | 1 << 2))
        }

        /// How the keyframe animation repeats (as ``AnimationOptions``'s).
        var repetition: AnimationRepetition? {
            .uikit(repeats: contains(.repeat), autoreverses: contains(.autoreverse))
        }
    }
}

extension AnimationRepetition {
    /// The repetition of UIKit's `.repeat` (for ever) and `.autoreverse` options; nil for neither.
    static func uikit(repeats: Bool, autoreverses: Bool) -> AnimationRepetition? {
        guard repeats || autoreverses else { return nil }
        return AnimationRepetition(count: repeats ? .infinity : 1, autoreverses: autoreverses)
    }
}
