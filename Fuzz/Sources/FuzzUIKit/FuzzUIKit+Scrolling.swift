import FuzzSupport
import KinemaUIKit

/// A scroll view's delegate that meddles: it moves the lift's target to a number of the input's,
/// and may start or stop motions from inside the callbacks.
@MainActor
final class MeddlingScrollDelegate: UIScrollViewDelegate {
    let input: ByteStream
    init(_ input: ByteStream) { self.input = input }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if input.choice(16) == 0 { scrollView.contentOffset = CGPoint(x: input.double(), y: input.double()) }
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        if input.bool() { targetContentOffset.pointee = CGPoint(x: input.double(), y: input.double()) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if input.choice(8) == 0 { scrollView.setContentOffset(CGPoint(x: 0, y: input.double()), animated: true) }
    }
    /// One of the scroll view's subviews, none, or a view elsewhere; it may change between frames.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        switch input.choice(8) {
        case 0: return nil
        case 1: return scrollView.superview
        default: return scrollView.subviews.first
        }
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        switch input.choice(16) {
        case 0: scrollView.subviews.first?.center = CGPoint(x: input.double(), y: input.double())
        case 1: scrollView.setZoomScale(CGFloat(input.double()), animated: input.bool())
        default: break
        }
    }
}

extension UIKitProgram {
    /// A scroll view with hostile content sizes, insets and rates, sometimes paging, sometimes
    /// with its content sized by constraints to its content guide.
    func makeScrollView(frame: CGRect) -> UIView {
        let scroll = UIScrollView(frame: frame)
        scroll.contentSize = CGSize(
            width: input.double(), height: input.bool() ? Double(input.byte()) * 20 : input.double())
        scroll.isPagingEnabled = input.choice(4) == 0
        scroll.bounces = input.choice(4) != 0
        scroll.alwaysBounceVertical = input.bool()
        scroll.alwaysBounceHorizontal = input.bool()
        scroll.isDirectionalLockEnabled = input.bool()
        if input.choice(4) == 0 { scroll.decelerationRate = .init(rawValue: CGFloat(input.double())) }
        if input.choice(4) == 0 {
            scroll.contentInset = UIEdgeInsets(
                top: input.double(), left: input.double(), bottom: input.double(), right: input.double())
        }
        if input.bool() {
            let delegate = MeddlingScrollDelegate(input)
            scrollDelegates.append(delegate)
            scroll.delegate = delegate
        }
        if input.bool() {
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(content)
            views.append(content)
            let guide = scroll.contentLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: input.bool() ? guide.topAnchor : scroll.topAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: CGFloat(input.double()))
            ])
        }
        return scroll
    }

    /// One operation on a scroll view: offsets set, animated, or shown; sizes and insets
    /// changed; scrolling turned off and on; zooms with hostile scales, limits and rectangles.
    func scroll() {
        guard let scroll = views.compactMap({ $0 as? UIScrollView }).last else { return }
        if let table = scroll as? UITableView, input.bool() { return self.table(table) }
        switch input.choice(11) {
        case 7: scroll.zoomScale = CGFloat(input.double())
        case 8: scroll.setZoomScale(CGFloat(input.double()), animated: input.bool())
        case 9:
            let rect = CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
            scroll.zoom(to: rect, animated: input.bool())
        case 10:
            scroll.minimumZoomScale = CGFloat(input.bool() ? input.double() : Double(input.byte()) / 64)
            scroll.maximumZoomScale = CGFloat(input.bool() ? input.double() : Double(input.byte()) / 16)
        case 0: scroll.contentOffset = CGPoint(x: input.double(), y: input.double())
        case 1: scroll.setContentOffset(CGPoint(x: input.double(), y: input.double()), animated: input.bool())
        case 2:
            let rect = CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
            scroll.scrollRectToVisible(rect, animated: input.bool())
        case 3: scroll.contentSize = CGSize(width: input.double(), height: input.double())
        case 4: scroll.isScrollEnabled.toggle()
        case 5: scroll.bounds = CGRect(origin: point(), size: scroll.bounds.size)
        default: scroll.isPagingEnabled.toggle()
        }
    }
}
