import Foundation

/// UIKit's on/off switch: a rounded track (`switchTrack` in frames) and a round thumb
/// (`switchThumb`) at its left end when off, at its right end when on; the track takes
/// ``onTintColor`` when on. 51 x 31 pt: the size it is made with and its intrinsic size, as in
/// UIKit; the thumb is 27 pt, 2 pt in from the ends.
///
/// - A tap (a touch lifted inside the extended bounds) turns it over with animation and sends
///   `valueChanged`; dragging the thumb is not modelled (the lift decides).
/// - ``setOn(_:animated:)`` moves the thumb and changes the track's colour over 0.25 s,
///   ease-in-out, when `animated` *(Kinema's duration)*; it sends no event, as in UIKit.
/// - Colours: ``onTintColor`` (green when nil), ``thumbTintColor`` (white when nil), and the
///   off track light grey.
@MainActor
open class UISwitch: UIControl {
    /// The switch's size.
    public static let switchSize = CGSize(width: 51, height: 31)
    /// How long an animated change takes.
    public static let animationDuration = 0.25

    /// A switch at `frame`'s origin, 51 x 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUpSwitch()
    }

    /// A switch from an archive: on Linux there are no nibs, so an off switch.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    private func setUpSwitch() {
        track.accessibilityIdentifier = "switchTrack"
        thumb.accessibilityIdentifier = "switchThumb"
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.frame = CGRect(origin: .zero, size: Self.switchSize)
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.bounds = CGRect(x: 0, y: 0, width: 27, height: 27)
        thumb.layer.cornerRadius = 13.5
        showState()
    }

    /// Whether it is on.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, over 0.25 s when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        guard animated else { return showState() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut]) {
            self.showState()
        }
    }

    /// The track's colour when on (nil: green).
    open var onTintColor: UIColor? { didSet { showState() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { showState() } }

    /// Always 51 x 31.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// A lift inside turns the switch over, with animation, and sends `valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    // MARK: Storage

    private var on = false
    private let track = UIView()
    private let thumb = UIView()

    /// The thumb at the end for the state, the track in its colour.
    private func showState() {
        let size = Self.switchSize
        thumb.center = CGPoint(x: on ? size.width - 2 - 13.5 : 2 + 13.5, y: size.height / 2)
        thumb.backgroundColor = thumbTintColor ?? .white
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : UIColor(white: 0.9, alpha: 1)
    }
}
