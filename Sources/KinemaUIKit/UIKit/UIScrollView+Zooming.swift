import Foundation

extension UIScrollView {
    /// The view the delegate zooms, when it is a direct subview (other views do not zoom).
    var zoomingView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    /// `scale` brought within the zoom limits (a maximum under the minimum counts as the
    /// minimum), or nil when the result is not a positive finite scale.
    func allowedZoomScale(_ scale: CGFloat) -> CGFloat? {
        let low = minimumZoomScale
        let high = maximumZoomScale
        guard !scale.isNaN, !low.isNaN, !high.isNaN else { return nil }
        let allowed = Swift.max(Swift.min(scale, high), low)
        return allowed.isFinite && allowed > 0 ? allowed : nil
    }

    /// ``setZoomScale(_:animated:)`` and ``zoom(to:animated:)``: the scale within the limits, and
    /// the offset `target` gives for it (from the new scale and its ratio to the current one),
    /// brought within the offsets the content allows at the new scale. Any motion under way
    /// stops; a zoom to the scale and offset the content already has does nothing more.
    func changeZoom(to scale: CGFloat, animated: Bool, target: (CGFloat, CGFloat) -> CGPoint) {
        guard let view = zoomingView, let scale = allowedZoomScale(scale) else { return }
        let size = view.bounds.size
        let (xs, ys) = offsetRanges(for: CGSize(width: size.width * scale, height: size.height * scale))
        let wanted = target(scale, scale / currentZoomScale)
        guard wanted.x.isFinite, wanted.y.isFinite else { return }
        func clamped(_ value: CGFloat, _ range: ClosedRange<Double>) -> CGFloat {
            CGFloat(Swift.min(Swift.max(Double(value), range.lowerBound), range.upperBound))
        }
        let offset = CGPoint(x: clamped(wanted.x, xs), y: clamped(wanted.y, ys))
        stopMotion()
        guard scale != currentZoomScale || offset != contentOffset else { return }
        guard animated else { return showZoom(scale, offset: offset, of: view) }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startMotion(.zoom(fromScale: currentZoomScale, toScale: scale, from: contentOffset, to: offset))
    }

    /// Shows `view` at `scale` and the content at `offset`: the view's transform is the scale,
    /// its frame's origin the content's origin, the content size its frame's size; then the
    /// delegate hears of the offset (when it moved) and of the zoom.
    func showZoom(_ scale: CGFloat, offset: CGPoint, of view: UIView) {
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        currentZoomScale = scale
        let content = CGSize(width: size.width * scale, height: size.height * scale)
        if content != contentSize { contentSize = content }
        showOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }
}
