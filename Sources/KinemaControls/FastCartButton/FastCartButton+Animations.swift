import Kinema

extension FastCartButton {
    /// Touch down (the tutorial's `performTouchDownAnimations`): longer lines further from the cart,
    /// each offset random (widths 32 ± jitter drawn top, middle, bottom, then trailing 8 ± jitter),
    /// then a 0.8 s spring with damping ratio 1 lays them out, makes the pink lines opaque and
    /// tilts the cart back by 0.1 rad.
    func performTouchDownAnimations() throws(AnimationError) {
        for c in lineWidths { c.constant = jittered(32) }
        for c in lineTrailings { c.constant = jittered(8) }
        try scene.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: .allowUserInteraction
        ) {
            scene.layoutIfNeeded()
            for line in pinkLines { line.alpha = 1 }
            cart.transform = AffineTransform(rotationAngle: -0.1)
        }
    }

    /// Touch cancelled (`performTouchCancelledAnimations`): the idle constraints again, and a 0.3 s
    /// spring with damping ratio 1 back to the idle look; its completion makes the state idle.
    func performTouchCancelledAnimations() throws(AnimationError) {
        setIdleConstraints()
        try scene.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: .allowUserInteraction
        ) {
            scene.layoutIfNeeded()
            for line in pinkLines { line.alpha = Self.idlePinkAlpha }
            cart.transform = .identity
        } completion: { [weak self] _ in
            self?.complete(.cancelledAnimationCompleted)
        }
    }

    /// Touch up (`performTouchUpAnimations`): 0.8 s of keyframes, cubic, from the current state,
    /// allowing interaction. Random draws: keyframe 1's trailing offsets (2 ± jitter), then
    /// keyframe 4's widths (48 ± jitter), each top, middle, bottom. The completion resets to idle.
    func performTouchUpAnimations() throws {
        try scene.animateKeyframes(
            withDuration: 0.8, delay: 0,
            options: [.allowUserInteraction, .calculationModeCubic, .beginFromCurrentState]
        ) {
            // 1: pull the cart back, tilt it further, pull the lines back with it.
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) {
                cartCenterX.constant = -4
                cart.transform = AffineTransform(rotationAngle: -0.15)
                for c in lineTrailings { c.constant = jittered(2) }
                scene.layoutIfNeeded()
            }
            // 2: the cart thunks back onto its wheels as it takes off.
            try scene.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.04) {
                cart.transform = .identity
            }
            // 3: the cart races off the button.
            try scene.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.5) {
                cartCenterX.constant = 104
                scene.layoutIfNeeded()
            }
            // 4: the lines follow, stretching randomly.
            try scene.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.5) {
                for c in lineTrailings { c.constant = 104 }
                for c in lineWidths { c.constant = jittered(48) }
                scene.layoutIfNeeded()
            }
            // 5: the pink lines fade before they would show on the far side.
            try scene.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.2) {
                for line in pinkLines { line.alpha = 0 }
            }
        } completion: { [weak self] _ in
            self?.complete(.upAnimationCompleted)
        }
    }

    /// The end of the up animation (<doc:TheFastCartButton>): remove every animation still running on the control's
    /// views, then show the idle layout without animation (cart centred, idle widths and offsets,
    /// pink alpha 0.6, identity transform).
    func restoreIdleLayout() {
        for view in control.subtree { view.removeAllAnimations() }
        scene.performWithoutAnimation {
            setIdleConstraints()
            scene.layoutIfNeeded()
            for line in pinkLines { line.alpha = Self.idlePinkAlpha }
            cart.transform = .identity
        }
    }

    /// Widths 24, trailing offsets 11 / 8 / 14, cart centred (constants only; no layout pass).
    func setIdleConstraints() {
        for c in lineWidths { c.constant = Self.idleWidth }
        for (c, offset) in zip(lineTrailings, Self.idleTrailing) { c.constant = offset }
        cartCenterX.constant = 0
    }
}
