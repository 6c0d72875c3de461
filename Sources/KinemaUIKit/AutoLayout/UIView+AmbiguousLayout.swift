import Kinema

extension UIView {
    /// Whether the view's constraints leave part of its frame open, so that Auto Layout picked one
    /// frame of many (UIKit's debugging property). Lays the window out first. Kinema's rule for
    /// "open" is `Scene.ambiguousLayouts()`'s: at the solved frames, the view's position or size
    /// can change while every equality and every inequality at its bound keeps its value. False
    /// for a view outside a window.
    public var hasAmbiguousLayout: Bool { kinemaView.hasAmbiguousLayout }
}
