import Foundation

/// UIKit's button: a control that holds titles, title colours and images per state and sends
/// `touchUpInside` with `primaryActionTriggered` when tapped (see ``UIControl`` for the
/// tracking). It shows the image for its current state as its own engine content (the image's
/// pictogram, in the tint colour for a symbol or template image), else the title (text in the
/// title colour); no image view or label subview appears in frames. ``imageView`` and
/// ``titleLabel`` are views outside the hierarchy that hold the current image and title, for
/// code that configures them. A highlight changes no pixel.
@MainActor
open class UIButton: UIControl {
    /// The styles of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No style: what `UIButton(frame:)` makes.
        case custom = 0
        /// The system's style (a tinted title).
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A close button.
        case close = 7

        /// The rounded rectangle of old iOS: ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's style (``ButtonType/custom`` unless made with ``init(type:)``).
    public internal(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `type` (system by default) whose primary action is `primaryAction`.
    public convenience init(type: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Per-state content

    /// Sets the title for `state` (nil removes it).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshContent()
    }
    /// The title for `state`, else the normal state's.
    open func title(for state: UIControl.State) -> String? { Self.value(in: titles, for: state) }
    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }
    /// The title colour for `state`, else the normal state's.
    open func titleColor(for state: UIControl.State) -> UIColor? { Self.value(in: titleColors, for: state) }
    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
        refreshContent()
    }
    /// The image for `state`, else the normal state's.
    open func image(for state: UIControl.State) -> UIImage? { Self.value(in: images, for: state) }
    /// Sets the background image for `state` (nil removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { Self.value(in: backgroundImages, for: state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state: the set one, else the tint colour for a system
    /// button and white for the others (UIKit's defaults).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? tintColor : .white) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// A single tap recogniser of an ancestor gives way to the button's own tap, as UIKit's
    /// controls make it: asked about one, the button says no.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private static func value<Value>(in table: [UInt: Value], for state: UIControl.State) -> Value? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    // MARK: Content (see UIButton+Content.swift)

    /// The view holding the current image (outside the hierarchy; the button draws the image).
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    /// The label holding the current title (outside the hierarchy; the button draws the title in
    /// its font's size: a new font redraws the title and changes the intrinsic size).
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        label.fontDidChange = { [weak self] in
            self?.showCurrentContent()
            self?.invalidateIntrinsicContentSize()
        }
        return label
    }()

    /// The current image's size, else the current title's, else none.
    open override var intrinsicContentSize: CGSize { contentSize }

    /// The current image, else the current title, as the engine's content.
    override func refreshContent() { showCurrentContent() }
}
