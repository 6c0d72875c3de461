import Foundation
import Kinema

extension UIScrollView {
    /// `target` as the solver sees it: a scroll view's edge (leading, trailing, left, right,
    /// top, bottom) related to a view inside it, or to a guide of such a view, is the edge of its
    /// ``contentLayoutGuide`` (UIKit's rule for constraints between a scroll view and its
    /// content); anything else is itself. Whether the other item is inside is decided when the
    /// constraint is made.
    static func contentAreaTarget(_ target: LayoutTarget, other: LayoutTarget?) -> LayoutTarget {
        switch target.attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: break
        default: return target
        }
        guard let scroll = target.view?.asScrollView, let other, let inside = other.owner else { return target }
        guard inside !== scroll, inside.isDescendant(of: scroll) else { return target }
        return LayoutTarget(object: scroll.contentLayoutGuide, attribute: target.attribute)
    }

    /// Makes ``contentLayoutGuide``: a guide whose top-left corner is held at the content's
    /// origin, and whose new sizes after a layout pass become the content size. Until a
    /// constraint is made on it, it is sized by ``contentSize`` (at `fittingSizeLevel`); from then
    /// on only by constraints. (Kept under the content's own constraints, those two weak
    /// equalities turned the solve of a long stack of labels quadratic: 3 s for 20,000 rows,
    /// 0.4 s without them.)
    func makeContentGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        contentGuide = guide
        addLayoutGuide(guide)
        let sized = [
            guide.widthAnchor.constraint(equalToConstant: contentSize.width),
            guide.heightAnchor.constraint(equalToConstant: contentSize.height)
        ]
        for constraint in sized { constraint.priority = .fittingSizeLevel }
        contentSizeConstraints = sized
        NSLayoutConstraint.activate(
            [pinnedToContentOrigin(guide, .leading), pinnedToContentOrigin(guide, .top)] + sized)
        guide.engineView?.layoutSubviews = { [weak self] view in self?.contentGuideDidLayout(view.bounds.size) }
        guide.onFirstUse = { [weak self] in
            guard let self else { return }
            NSLayoutConstraint.deactivate(self.contentSizeConstraints)
            self.contentSizeConstraints = []
        }
        return guide
    }

    /// Makes ``frameLayoutGuide``: a guide held to the scroll view's bounds (its origin is the
    /// content offset, its size the bounds' size).
    ///
    /// Its size is held from the start. Its position follows the offset in the solver only from
    /// the first constraint that relates to it (a header that stays in view): until then it is
    /// held at the content's origin, so that scrolling content sized by the guide's width alone
    /// (the common case) does not lay the scene out again at every frame.
    /// ``UILayoutGuide/layoutFrame`` is the bounds either way.
    func makeFrameGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        frameGuide = guide
        addLayoutGuide(guide)
        let provisional = [pinnedToContentOrigin(guide, .leading), pinnedToContentOrigin(guide, .top)]
        NSLayoutConstraint.activate(
            provisional + [
                guide.widthAnchor.constraint(equalTo: widthAnchor),
                guide.heightAnchor.constraint(equalTo: heightAnchor)
            ])
        guide.computedFrame = { [weak self] in self?.bounds ?? .zero }
        guide.onFirstPositionUse = { [weak self, weak guide] in
            guard let self, let guide else { return }
            NSLayoutConstraint.deactivate(provisional)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                guide.topAnchor.constraint(equalTo: self.topAnchor)
            ])
        }
        return guide
    }

    /// `guide`'s `attribute` (leading or top) held at the content's origin: a position equal to a
    /// constant, which UIKit refuses from its callers.
    private func pinnedToContentOrigin(_ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: LayoutTarget(object: guide, attribute: attribute), relation: .equal, second: nil, multiplier: 1,
            constant: 0, placesInSuperview: true)
    }

    /// The content guide's size constraints follow a new content size.
    func contentSizeDidChange() {
        guard contentSizeConstraints.count == 2 else { return }
        if contentSizeConstraints[0].constant != contentSize.width {
            contentSizeConstraints[0].constant = contentSize.width
        }
        if contentSizeConstraints[1].constant != contentSize.height {
            contentSizeConstraints[1].constant = contentSize.height
        }
    }

    /// A layout pass gave the content guide a new size: it is the content size now.
    func contentGuideDidLayout(_ size: Size) {
        let sized = CGSize(width: size.width, height: size.height)
        if sized != contentSize { contentSize = sized }
    }
}
