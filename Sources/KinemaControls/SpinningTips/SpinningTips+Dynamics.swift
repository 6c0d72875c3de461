import Kinema

extension SpinningTips {
    /// Carries out one effect of the transition with Kinema calls (the tutorial's code).
    func perform(_ effect: Effect) throws {
        switch effect {
        case .setUpTip(let index):
            showTip(index)
        case .reset(let position):
            try resetTipView(to: position)
        case .removeSnap:
            animator.removeBehavior(snapBehavior)
        case .addSnap:
            // Adding a behaviour the animator already has changes nothing (decided; after a reset
            // during a drag the snap is back before the finger lifts).
            if snapBehavior.dynamicAnimator !== animator { try animator.addBehavior(snapBehavior) }
        case .attachFinger(let point):
            // UIAttachmentBehavior(item: tipView, attachedToAnchor: location): the tip's centre,
            // with the current distance as its length.
            let finger = AttachmentBehavior(item: tip, attachedToAnchor: point)
            try animator.addBehavior(finger)
            panBehavior = finger
        case .moveFinger(let point):
            panBehavior?.anchorPoint = point
        case .releaseFinger:
            if let finger = panBehavior { animator.removeBehavior(finger) }
            panBehavior = nil
        case .fling(let position):
            panBehavior?.anchorPoint = position.center(rootCenter: Self.rootCenter)
        case .scheduleLeaveDelay(let seconds, let next):
            try scene.schedule(after: seconds) { [weak self] in self?.complete(.leaveDelayElapsed(next)) }
        case .dismiss:
            try dismiss()
        }
    }

    /// `setupTipView`: the tip's texts and photo, the summary's wrapped height, the page dots.
    func showTip(_ index: Int) {
        guard tips.indices.contains(index) else { return }
        displayedIndex = index
        let shown = tips[index]
        let summaryLines = Self.summaryMetrics.wrap(shown.summary, width: Self.contentWidth)
        title.content = .text(shown.title, color: Self.titleColor)
        summary.content = .text(summaryLines.joined(separator: "\n"), color: Self.summaryColor)
        title.intrinsicContentSize = Size(
            width: Self.titleMetrics.width(of: shown.title),
            height: Self.titleMetrics.lineHeight)
        summary.intrinsicContentSize = Self.summaryMetrics.size(of: summaryLines)
        image.backgroundColor = shown.imageColor
        for (i, dot) in pageDots.enumerated() {
            dot.backgroundColor = i == index ? Self.currentDotColor : Self.dotColor
        }
    }

    /// `resetTipView`: removes every behaviour, places the tip, re-reads it into the animator and
    /// adds the pivot attachment and the snap back.
    func resetTipView(to position: Position) throws(SceneError) {
        animator.removeAllBehaviors()
        panBehavior = nil
        tip.center = position.center(rootCenter: Self.rootCenter)
        tip.transform = AffineTransform(rotationAngle: position.rotation)
        animator.updateItemUsingCurrentState(tip)
        try animator.addBehavior(attachmentBehavior)
        try animator.addBehavior(snapBehavior)
    }

    /// `dismissViewControllerAnimated`: the root fades out over 0.3 s (UIView's default easeInOut);
    /// when the fade ends the animator stops (the controller is gone).
    func dismiss() throws(AnimationError) {
        let root = scene.root
        try scene.animate(
            withDuration: Self.dismissDuration, animations: { root.alpha = 0 },
            completion: { [weak self] _ in self?.animator.removeAllBehaviors() })
    }
}
