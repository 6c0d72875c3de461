import Foundation

/// UIKit's spinner: eight spokes around the centre, fading from the leading one, turned one
/// spoke further eight times a second while it animates *(Kinema's drawing and pace: UIKit does
/// not publish its own)*. The spokes are views of a view named `spinnerSpokes`, which a discrete
/// `transform.rotation.z` keyframe animation (key `spin`) turns by 45° steps, so a frame at any
/// time shows the step of that time.
///
/// - ``startAnimating()`` shows it and starts the turn; ``stopAnimating()`` stops it and, with
///   ``hidesWhenStopped`` (the default), hides it.
/// - Its intrinsic size is 20 x 20 (`medium`, `white`, `gray`) or 37 x 37 (`large`,
///   `whiteLarge`); the spokes scale with the bounds.
/// - ``color`` is grey by default (white for the `white` styles).
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and, for the old styles, colour.
    public enum Style: Int, Sendable {
        /// 37 pt, white (deprecated in UIKit).
        case whiteLarge
        /// 20 pt, white (deprecated in UIKit).
        case white
        /// 20 pt, grey (deprecated in UIKit).
        case gray
        /// 20 pt.
        case medium = 100
        /// 37 pt.
        case large = 101
    }

    /// How many spokes, and how many steps a turn takes.
    public static let spokeCount = 8
    /// How long a turn takes.
    public static let turnDuration = 1.0

    /// The style.
    open var style: Style = .medium {
        didSet {
            color = Self.defaultColor(style)
            invalidateIntrinsicContentSize()
        }
    }

    /// A spinner of `style`, at its intrinsic size.
    public convenience init(style: Style) {
        let side = Self.side(style)
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        self.style = style
        color = Self.defaultColor(style)
    }

    /// A medium spinner with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSpinner()
    }

    /// A spinner from an archive: on Linux there are no nibs, so a medium one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSpinner()
    }

    private func setUpSpinner() {
        spokes.accessibilityIdentifier = "spinnerSpokes"
        spokes.isUserInteractionEnabled = false
        addSubview(spokes)
        for k in 0..<Self.spokeCount {
            let spoke = UIView()
            spoke.alpha = 1 - CGFloat(k) * 0.1
            spokes.addSubview(spoke)
        }
        refreshColor()
        placeSpokes()
        isHidden = hidesWhenStopped
    }

    /// The spokes' colour.
    open var color: UIColor! = .gray {
        didSet { refreshColor() }
    }

    /// Whether the spinner hides when it is not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether it is turning.
    open private(set) var isAnimating = false

    /// Shows the spinner and starts its turn (nothing when already turning).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        // Step k of n held from k / n of the turn to (k + 1) / n; the last value (a whole turn)
        // only at its end.
        let n = Self.spokeCount
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0...n).map { 2 * Double.pi * Double($0) / Double(n) }
        turn.keyTimes = (0...n).map { NSNumber(value: Double($0) / Double(n)) }
        turn.calculationMode = .discrete
        turn.duration = Self.turnDuration
        turn.repeatCount = .infinity
        spokes.layer.add(turn, forKey: "spin")
    }

    /// Stops the turn, and hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.layer.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 x 20, or 37 x 37 for the large styles.
    open override var intrinsicContentSize: CGSize {
        let side = Self.side(style)
        return CGSize(width: side, height: side)
    }

    /// Places the spokes for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSpokes()
    }

    // MARK: Storage

    private let spokes = UIView()

    private static func side(_ style: Style) -> CGFloat {
        style == .large || style == .whiteLarge ? 37 : 20
    }

    private static func defaultColor(_ style: Style) -> UIColor {
        style == .white || style == .whiteLarge ? .white : .gray
    }

    private func refreshColor() {
        for spoke in spokes.subviews { spoke.backgroundColor = color }
    }

    /// Spoke k points at k × 45° clockwise from up: 0.28 of the side long and 0.09 wide, from
    /// 0.22 of the side out from the centre.
    private func placeSpokes() {
        let side = Swift.min(bounds.width, bounds.height)
        spokes.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let length = side * 0.28, width = side * 0.09, inner = side * 0.22
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        for (k, spoke) in spokes.subviews.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(k) / CGFloat(Self.spokeCount)
            let distance = inner + length / 2
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.center = CGPoint(x: centre.x + distance * sin(angle), y: centre.y - distance * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}
