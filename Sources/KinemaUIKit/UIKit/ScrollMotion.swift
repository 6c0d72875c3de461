import Foundation
import Kinema

/// A scroll view's motion after a lift or for an animated offset, timed from `start` (harness
/// seconds).
struct ScrollMotion {
    /// What moves the offset.
    enum Kind {
        /// After a lift: one `ScrollAxisMotion` for each axis (it ends with
        /// `scrollViewDidEndDecelerating`).
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
        /// ``UIScrollView/setContentOffset(_:animated:)``: from one offset to another over
        /// ``ScrollMotion/animationDuration``, ease-in-out (it ends with
        /// `scrollViewDidEndScrollingAnimation`).
        case animation(from: CGPoint, to: CGPoint)
        /// ``UIScrollView/setZoomScale(_:animated:)`` and ``UIScrollView/zoom(to:animated:)``: the
        /// scale and the offset together, timed as an animated offset (it ends with
        /// `scrollViewDidEndZooming`).
        case zoom(fromScale: CGFloat, toScale: CGFloat, from: CGPoint, to: CGPoint)
    }

    /// An animated offset's duration: 0.3 s *(Kinema's decision)*.
    static let animationDuration = 0.3

    let kind: Kind
    /// When the motion began.
    let start: Double
    /// The motion's number (see ``UIScrollView/motionSerial``).
    let serial: Int

    /// The offset at harness time `time`.
    func offset(at time: Double) -> CGPoint {
        let t = time - start
        switch kind {
        case let .deceleration(x, y):
            return CGPoint(x: x.offset(at: t), y: y.offset(at: t))
        case let .animation(from, to), let .zoom(_, _, from, to):
            let p = progress(at: t)
            return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
        }
    }

    /// The zoom scale at harness time `time` (nil: the motion does not zoom).
    func zoomScale(at time: Double) -> CGFloat? {
        guard case let .zoom(from, to, _, _) = kind else { return nil }
        return from + (to - from) * progress(at: time - start)
    }

    /// How far an animated offset or zoom has come, `t` seconds after its start: ease-in-out.
    private func progress(at t: Double) -> CGFloat {
        CGFloat(TimingCurve.easeInOut.progress(at: t / Self.animationDuration))
    }

    /// Whether the motion is over at harness time `time`.
    func isFinished(at time: Double) -> Bool {
        let t = time - start
        switch kind {
        case let .deceleration(x, y): return x.isFinished(at: t) && y.isFinished(at: t)
        case .animation, .zoom: return t >= Self.animationDuration
        }
    }

    /// Whether this is a deceleration after a drag.
    var isDeceleration: Bool {
        if case .deceleration = kind { return true }
        return false
    }
}

extension UIScrollView {
    /// ``setContentOffset(_:animated:)``.
    func moveOffset(to contentOffset: CGPoint, animated: Bool) {
        // An offset that is not finite is refused at once (not at every frame).
        guard animated, contentOffset != self.contentOffset, contentOffset.x.isFinite, contentOffset.y.isFinite else {
            self.contentOffset = contentOffset
            return
        }
        stopMotion()
        startMotion(.animation(from: self.contentOffset, to: contentOffset))
    }

    /// The offset ``scrollRectToVisible(_:animated:)`` moves to (nil when it is not finite).
    func offset(showing rect: CGRect) -> CGPoint? {
        let size = bounds.size
        let (xs, ys) = offsetRanges
        func axis(_ low: CGFloat, _ high: CGFloat, _ offset: CGFloat, _ length: CGFloat, _ range: ClosedRange<Double>)
            -> CGFloat
        {
            var o = offset
            if high - low > length || low < o { o = low } else if high > o + length { o = high - length }
            return CGFloat(Swift.min(Swift.max(Double(o), range.lowerBound), range.upperBound))
        }
        let o = contentOffset
        let target = CGPoint(
            x: axis(rect.minX, rect.maxX, o.x, size.width, xs), y: axis(rect.minY, rect.maxY, o.y, size.height, ys))
        return target.x.isFinite && target.y.isFinite ? target : nil
    }

    /// The offsets the content allows on each axis: from `-inset` to `contentSize + inset -
    /// bounds size`, or the lower end alone when the content is shorter.
    var offsetRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) { offsetRanges(for: contentSize) }

    /// The offsets a content of `contentSize` would allow (see ``offsetRanges``).
    func offsetRanges(for contentSize: CGSize) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let size = bounds.size
        func range(_ lead: CGFloat, _ trail: CGFloat, _ content: CGFloat, _ length: CGFloat) -> ClosedRange<Double> {
            let low = Double(-lead)
            let high = Double(content + trail - length)
            guard low.isFinite else { return 0...0 }
            return high.isFinite && high > low ? low...high : low...low
        }
        return (
            range(inset.left, inset.right, contentSize.width, size.width),
            range(inset.top, inset.bottom, contentSize.height, size.height)
        )
    }

    /// Plays `kind` from now, one frame at a time on the runtime's clock.
    func startMotion(_ kind: ScrollMotion.Kind) {
        motionSerial &+= 1
        let scene = runtime.scene
        let motion = ScrollMotion(kind: kind, start: scene.time, serial: motionSerial)
        self.motion = motion
        if motion.isDeceleration { isDecelerating = true }
        motionLink = scene.addDisplayLink { [weak self] link in
            // A scroll view gone mid-motion lets its link go.
            guard let self else { return link.invalidate() }
            self.stepMotion(at: link.timestamp)
        }
    }

    /// One frame of the motion: its offset now, and its end when it is over.
    func stepMotion(at time: Double) {
        guard let motion else { return }
        if let scale = motion.zoomScale(at: time) {
            // A delegate that no longer offers the view stops the zoom where it is.
            guard let view = zoomingView else { return stopMotion() }
            showZoom(scale, offset: motion.offset(at: time), of: view)
        } else {
            showOffset(motion.offset(at: time))
        }
        // The delegate may have started or stopped a motion meanwhile.
        guard self.motion?.serial == motion.serial, motion.isFinished(at: time) else { return }
        stopMotion()
        switch motion.kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoom: delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: currentZoomScale)
        }
    }

    /// Stops the motion under way, where it is (its delegate calls do not come).
    func stopMotion() {
        motionLink?.invalidate()
        motionLink = nil
        motion = nil
        isDecelerating = false
    }
}
