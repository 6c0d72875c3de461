import Foundation

/// UIKit's progress bar: a track the width of the view, and over it, from the leading edge, a
/// bar ``progress`` of that width, both with rounded ends. They are views of the progress view,
/// named `progressTrack` and `progressBar` in frames.
///
/// - ``progress`` is clamped to 0...1 (a value that is not a number counts as 0).
/// - ``setProgress(_:animated:)`` with `animated` moves the bar over 0.25 s, ease-in-out
///   *(Kinema's duration: UIKit does not publish its own)*; inside an animation block the
///   block's timing applies, as for any view.
/// - The intrinsic height is 4 pt (`default`) or 2.5 pt (`bar`), with no intrinsic width.
/// - Colours: ``progressTintColor`` (the tint colour when nil) and ``trackTintColor`` (light
///   grey when nil). `progressImage`, `trackImage` and `observedProgress` are kept, not drawn.
@MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The thinner bar of a toolbar.
        case bar
    }

    /// How long an animated ``setProgress(_:animated:)`` takes.
    public static let animationDuration = 0.25

    /// The style (`default` unless made with another).
    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A progress view of `style`, 150 pt wide *(Kinema's width, as for any view without
    /// constraints: give it a frame or constraints)*.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: style == .bar ? 2.5 : 4))
        progressViewStyle = style
    }

    /// A default progress view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// A progress view from an archive: on Linux there are no nibs, so an empty default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        track.accessibilityIdentifier = "progressTrack"
        bar.accessibilityIdentifier = "progressBar"
        addSubview(track)
        addSubview(bar)
        refreshColors()
        placeBar()
    }

    /// How far along, 0...1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets ``progress``, moving the bar over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        guard animated else { return placeBar() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut]) {
            self.placeBar()
        }
    }

    /// The bar's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { refreshColors() } }
    /// The track's colour (nil: light grey).
    open var trackTintColor: UIColor? { didSet { refreshColors() } }
    /// An image for the bar (kept, not drawn).
    open var progressImage: UIImage?
    /// An image for the track (kept, not drawn).
    open var trackImage: UIImage?

    /// 4 pt high (2.5 for `bar`), no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    /// Places the track and the bar for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    /// The bar takes the new tint colour when it has no colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    // MARK: Storage

    private var storedProgress: Float = 0
    private let track = UIView()
    private let bar = UIView()

    /// The track over the bounds, the bar over the leading `progress` of them.
    private func placeBar() {
        let size = bounds.size
        track.frame = CGRect(origin: .zero, size: size)
        bar.frame = CGRect(x: 0, y: 0, width: size.width * CGFloat(storedProgress), height: size.height)
        track.layer.cornerRadius = size.height / 2
        bar.layer.cornerRadius = size.height / 2
    }

    private func refreshColors() {
        bar.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? UIColor(white: 0.9, alpha: 1)
    }
}
