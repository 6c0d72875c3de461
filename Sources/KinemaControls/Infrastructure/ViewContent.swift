import Kinema

/// What a view shows besides its background and border, for renderers: a tinted symbol (an image
/// view's template image) or a line of text (a label). Snapshots know nothing of content; a
/// control names it per view so that pictures of it read like the tutorial's screenshots.
public enum ViewContent: Hashable, Sendable {
    /// A symbol drawn to fit the view's bounds in the tint colour.
    case symbol(ViewSymbol, tint: Color)
    /// Text centred in the view's bounds; each line break starts a new line (lines share the
    /// bounds' height equally).
    case text(String, color: Color)
}

/// The symbols renderers know how to draw (simple pictograms of the tutorials' images).
public enum ViewSymbol: String, CaseIterable, Hashable, Sendable {
    /// A shopping cart seen from the side, moving to the right (the fast cart's `cart.fill`).
    case cart
    /// A game controller.
    case gamepad
    /// Two chevrons pointing up (turned by the tab bar's rotation).
    case arrows
    /// Three horizontal lines.
    case lines
    /// A landscape photo: mountains under a sun (the spinning tips' images).
    case photo
}
