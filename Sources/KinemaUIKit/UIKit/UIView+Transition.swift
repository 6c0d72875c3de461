import Foundation
import Kinema

extension UIView {
    /// Runs `animations` on `view` with a transition of its whole picture: the option's
    /// transition (cross-dissolve, one of the flips or curls) runs from what the view shows now to
    /// what it shows after the block, over `duration` seconds with the option's curve
    /// (ease-in-out by default), and the completion runs when it ends (`false` when it was removed
    /// first). As UIKit documents, the block's changes are part of the new picture, made at once;
    /// with ``AnimationOptions/allowAnimatedContent`` its changes of animatable properties animate
    /// alongside instead, with the same duration and curve, as in a
    /// ``animate(withDuration:delay:options:animations:completion:)`` block.
    ///
    /// Without a transition option the call is that animation block. A duration that is not
    /// positive, or animations turned off, make the changes at once. The transition is the engine's
    /// `TransitionAnimation`, added to the view's layer under ``kCATransition``: flips are drawn
    /// without perspective, a curl up uncovers the new picture as the old one slides up, and a
    /// curl down slides the new one down over the old (see the Porting article).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let runtime = UIKitRuntime.current
        let block = animations ?? {}
        guard let style = options.transitionStyle, clamped(duration) > 0, runtime.areAnimationsEnabled,
            beginTransition(of: view, style, duration, options, "UIView.transition(with:duration:options:)", completion)
        else {
            return animate(
                withDuration: duration, delay: 0, options: options, animations: block, completion: completion)
        }
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: block)
        } else {
            performWithoutAnimation(block)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition of that
    /// superview's picture (see ``transition(with:duration:options:animations:completion:)``):
    /// `toView` is added on top of the superview's subviews and `fromView` removed from it, or,
    /// with ``AnimationOptions/showHideTransitionViews``, `fromView` is hidden and `toView`
    /// shown. The completion runs when the transition ends. A `fromView` without a superview has
    /// nowhere to put `toView`: the call is logged, and only hides and shows with
    /// `showHideTransitionViews`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.addSubview(toView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            let runtime = UIKitRuntime.current
            if !options.contains(.showHideTransitionViews) {
                runtime.log(
                    "UIView.transition(from:to:duration:options:): '\(fromView.kinemaView.name)' has no superview "
                        + "to add '\(toView.kinemaView.name)' to")
            }
            swap()
            runtime.complete(completion, finished: true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    /// Adds the transition to `view`'s engine view; false (the reason logged) when it could not.
    private static func beginTransition(
        of view: UIView, _ style: TransitionStyle, _ duration: TimeInterval, _ options: UIView.AnimationOptions,
        _ what: String, _ completion: ((Bool) -> Void)?
    ) -> Bool {
        var transition = TransitionAnimation(style: style)
        transition.duration = clamped(duration)
        transition.timingFunction = options.kinema.curve
        transition.onStop = { finished in completion?(finished) }
        let added: Bool? = UIKitRuntime.current.perform(what) {
            try view.kinemaView.addAnimation(transition, forKey: kCATransition)
            return true
        }
        return added == true
    }
}

extension UIView.AnimationOptions {
    /// The engine's style for the transition option, nil for none.
    var transitionStyle: TransitionStyle? {
        switch (rawValue >> 20) & 7 {
        case 1: .flip(from: .left)
        case 2: .flip(from: .right)
        case 3: .reveal(from: .bottom) // curl up: the old page goes up, uncovering the new one
        case 4: .moveIn(from: .top) // curl down: the new page comes down over the old one
        case 5: .fade
        case 6: .flip(from: .top)
        case 7: .flip(from: .bottom)
        default: nil
        }
    }
}
