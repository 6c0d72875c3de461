import Foundation
import Kinema

extension UIView {
    /// Converts a point from the receiver's coordinates to `view`'s (the window's when nil). Views
    /// that share no tree convert through their roots, as if both roots were the same window.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = kinemaView.convert(point.kinema, to: nil) ?? point.kinema
        guard let view else { return CGPoint(inRoot) }
        return CGPoint(view.kinemaView.convert(inRoot, from: nil) ?? inRoot)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to the receiver's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        view?.convert(point, to: self) ?? CGPoint(kinemaView.convert(point.kinema, from: nil) ?? point.kinema)
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension UIView {
    /// UIKit's hit test (see ``UIView/hitTest(_:with:)``).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !kinemaView.isBlockedByAnimation,
            self.point(inside: point, with: event)
        else { return nil }
        // Each subview's point comes from this view's through the subview's own matrix, in
        // constant time: converting through the window walked to it twice per subview, which made
        // a hit test quadratic in the depth of the tree.
        for sub in subviews.reversed() {
            let local = sub.kinemaView.convertFromSuperview(point.kinema).map(CGPoint.init) ?? convert(point, to: sub)
            if let hit = sub.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
