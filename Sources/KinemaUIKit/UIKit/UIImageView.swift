import Foundation
import Kinema

/// UIKit's image view: shows an image (see ``UIImage``) as the engine's symbol content
/// (`ViewContent.symbol`), drawn fitted to the bounds, in the view's ``UIView/tintColor`` for a
/// template or symbol image. Its intrinsic size is the image's size (no intrinsic size without
/// an image). Like UIKit's, an image view takes no touches (`isUserInteractionEnabled` false).
///
/// An opaque picture (a registered named image with a colour) that covers the whole view (content
/// mode `scaleToFill` or `scaleAspectFill`) hides the view's background: the engine's background
/// colour is then the picture's colour, while ``backgroundColor`` keeps the one you set.
@MainActor
open class UIImageView: UIView {
    private var ownBackgroundColor: UIColor?

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image` (a zero frame without one).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view from an archive: on Linux there are no nibs, so an empty image view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown (nil: nothing).
    open var image: UIImage? { didSet { imageDidChange() } }
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? { didSet { imageDidChange() } }
    /// Whether the highlighted image is shown.
    open var isHighlighted = false { didSet { imageDidChange() } }
    /// A symbol configuration applied over the images' own (changes their size).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { imageDidChange() } }

    /// The image on display: the highlighted one while highlighted (when there is one), with the
    /// preferred symbol configuration applied.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, let preferredSymbolConfiguration else { return shown }
        return shown.withConfiguration(preferredSymbolConfiguration)
    }

    /// The displayed image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The background colour (behind the image; an opaque picture covering the view hides it).
    open override var backgroundColor: UIColor? {
        get { ownBackgroundColor }
        set {
            ownBackgroundColor = newValue
            refreshContent()
        }
    }

    /// How the image fits the bounds (whether a picture covers the background depends on it).
    open override var contentMode: UIView.ContentMode { didSet { refreshContent() } }

    /// The image's pictogram in the tint colour, over the picture's colour when an opaque
    /// picture covers the view, else over the background colour.
    override func refreshContent() {
        let image = displayedImage
        kinemaView.content = image?.content(tint: tintColor)
        let covers = contentMode == .scaleToFill || contentMode == .scaleAspectFill
        let shown = covers ? image?.kinemaPictureColor : nil
        let color = shown ?? ownBackgroundColor?.kinemaColor ?? .clear
        if kinemaView.backgroundColor != color { kinemaView.backgroundColor = color }
    }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        refreshContent()
    }
}
