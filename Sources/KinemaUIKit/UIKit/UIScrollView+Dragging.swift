import Foundation
import Kinema

/// The pan recogniser a scroll view drags with: a `UIPanGestureRecognizer` that also tells its
/// scroll view when a finger lands (moving content stops) and when the touches are over.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerLanded()
    }

    override func reset() {
        super.reset()
        scrollView?.isTracking = false
    }
}

extension UIScrollView {
    /// Whether the content scrolls horizontally and vertically (see the type's rules).
    var scrollingAxes: (x: Bool, y: Bool) {
        let inset = adjustedContentInset
        let size = bounds.size
        return (
            contentSize.width + inset.left + inset.right > size.width || (bounces && alwaysBounceHorizontal),
            contentSize.height + inset.top + inset.bottom > size.height || (bounces && alwaysBounceVertical)
        )
    }

    /// A finger landed on the content: it stops where it is.
    func fingerLanded() {
        isTracking = true
        stopMotion()
    }

    /// The drag's actions (see the type's rules).
    func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let offset = contentOffset
            let size = bounds.size
            let moved = pan.translation(in: self)
            var axes = scrollingAxes
            if isDirectionalLockEnabled, axes.x, axes.y {
                // Locked to the axis the finger went along, when it went along one.
                let (dx, dy) = (abs(moved.x), abs(moved.y))
                if dy <= dx / 2 { axes.y = false } else if dx <= dy / 2 { axes.x = false }
            }
            drag = (
                offset, moved,
                (
                    ScrollAxisMotion.page(at: Double(offset.x), pageLength: Double(size.width)),
                    ScrollAxisMotion.page(at: Double(offset.y), pageLength: Double(size.height))
                ),
                axes
            )
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            followFinger(pan)
        case .ended:
            followFinger(pan)
            release(velocity: pan.velocity(in: self))
        case .cancelled:
            release(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// The offset the finger asks for, rubber-banded past the edges (cut off without bounces).
    private func followFinger(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        let translation = pan.translation(in: self)
        let axes = drag.axes
        let (xs, ys) = offsetRanges
        let size = bounds.size
        func shown(_ start: CGFloat, _ moved: CGFloat, _ range: ClosedRange<Double>, _ length: CGFloat) -> CGFloat {
            let raw = Double(start - moved)
            guard bounces else { return CGFloat(Swift.min(Swift.max(raw, range.lowerBound), range.upperBound)) }
            return CGFloat(ScrollAxisMotion.rubberBanded(raw, within: range, dimension: Double(length)))
        }
        var offset = contentOffset
        if axes.x { offset.x = shown(drag.offset.x, translation.x - drag.translation.x, xs, size.width) }
        if axes.y { offset.y = shown(drag.offset.y, translation.y - drag.translation.y, ys, size.height) }
        showOffset(offset)
    }

    /// The finger lifted with `fingerVelocity` (points per second, the scroll view's
    /// coordinates): the motion after it, with the delegate's say on where it ends.
    private func release(velocity fingerVelocity: CGPoint) {
        let page = drag?.page ?? (x: 0, y: 0)
        let axes = drag?.axes ?? scrollingAxes
        drag = nil
        isDragging = false
        let (xs, ys) = offsetRanges
        let size = bounds.size
        let offset = contentOffset
        // The content moves against the finger.
        let v = (x: axes.x ? -Double(fingerVelocity.x) : 0, y: axes.y ? -Double(fingerVelocity.y) : 0)
        func axisMotion(
            _ o: CGFloat, _ v: Double, _ range: ClosedRange<Double>, _ length: CGFloat, _ page: Int, _ scrolls: Bool
        )
            -> ScrollAxisMotion
        {
            guard scrolls else { return .rest(at: Double(o)) }
            let rate = Double(decelerationRate.rawValue)
            guard isPagingEnabled else {
                return .decelerating(from: Double(o), velocity: v, rate: rate, within: range, bounces: bounces)
            }
            let target = ScrollAxisMotion.pageOffset(
                from: Double(o), velocity: v, rate: rate, pageLength: Double(length), startPage: page, within: range)
            return .settling(from: Double(o), velocity: v, to: target)
        }
        var x = axisMotion(offset.x, v.x, xs, size.width, page.x, axes.x)
        var y = axisMotion(offset.y, v.y, ys, size.height, page.y, axes.y)
        var target = CGPoint(x: x.restingOffset, y: y.restingOffset)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: pointer)
        }
        // A target the delegate moved is reached by the settling spring, within the content.
        func retarget(
            _ motion: inout ScrollAxisMotion, _ o: CGFloat, _ v: Double, _ t: CGFloat, _ range: ClosedRange<Double>
        ) {
            guard t != CGFloat(motion.restingOffset) else { return }
            let clamped = Swift.min(Swift.max(Double(t), range.lowerBound), range.upperBound)
            motion = .settling(from: Double(o), velocity: v, to: t.isFinite ? clamped : motion.restingOffset)
        }
        retarget(&x, offset.x, v.x, target.x, xs)
        retarget(&y, offset.y, v.y, target.y, ys)
        let decelerates = !(x.isFinished(at: 0) && y.isFinished(at: 0))
        if !decelerates { showOffset(CGPoint(x: x.offset(at: 0), y: y.offset(at: 0))) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, self.motion == nil else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration(x: x, y: y))
    }
}
