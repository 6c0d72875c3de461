// What the fast cart tutorial leaves out ("I omitted some code that properly gets the views back
// into an idle state"), written by the test, outside the tutorial's class, with the tutorial's own
// calls, as KinemaControls' control does it when the touch-up keyframes finish: every animation
// on the control's views removed, then, without animation, the idle constraints (the tutorial's
// touch-cancelled ones), a layout pass, the idle pink alpha and the upright cart.
import KinemaUIKit
import KinemaCartography

extension FastCartButton {
    /// Restores the idle look 0.8 s (the keyframes' duration) after each `touchUpInside`, which
    /// the control sends exactly when its touch state becomes `.up` (both test the lift against
    /// the bounds grown by 70 pt): at the moment the keyframes' completion sets `.idle`.
    func restoreIdleLayoutAfterEachTouchUp() {
        addAction(
            UIAction { [unowned self] _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { self.restoreIdleLayout() }
            }, for: .touchUpInside)
    }

    private func restoreIdleLayout() {
        var views: [UIView] = [self]
        while let view = views.popLast() {
            view.layer.removeAllAnimations()
            views += view.subviews
        }
        UIView.performWithoutAnimation {
            constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineWidthConstraintGroup) {
                $0.width == 24.0
                $1.width == 24.0
                $2.width == 24.0
            }
            constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineTrailingConstraintGroup) {
                $0.trailing == $0.superview!.leading + 11.0
                $1.trailing == $1.superview!.leading + 8.0
                $2.trailing == $2.superview!.leading + 14.0
            }
            imageViewCenterXConstraint.constant = 0.0
            layoutIfNeeded()
            topPinkLine.alpha = 0.6
            middlePinkLine.alpha = 0.6
            bottomPinkLine.alpha = 0.6
            imageView.transform = .identity
        }
    }
}
