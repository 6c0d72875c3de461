import Foundation

/// UIKit's slider: a 4 pt track across the bounds, its part left of the thumb in the minimum
/// track colour and the rest in the maximum track colour, and a round 28 pt thumb whose centre
/// runs from 14 pt in from the left end (``minimumValue``) to 14 pt in from the right end
/// (``maximumValue``). In frames: `sliderMinimumTrack`, `sliderMaximumTrack`, `sliderThumb`.
///
/// - A finger that lands on the thumb (or within 10 pt of it) drags it: the thumb follows the
///   finger's horizontal movement, clamped to the ends, and ``value`` follows the thumb. With
///   ``isContinuous`` (the default) each move that changes the value sends `valueChanged`;
///   otherwise the lift sends it once. A finger landing elsewhere on the track does nothing.
/// - ``setValue(_:animated:)`` moves the thumb over 0.25 s, ease-in-out, when `animated`
///   *(Kinema's duration)*; it sends nothing, as in UIKit.
/// - The intrinsic height is 31 pt, with no intrinsic width. Colours: the tint colour (or
///   ``minimumTrackTintColor``), light grey (or ``maximumTrackTintColor``) and white (or
///   ``thumbTintColor``).
@MainActor
open class UISlider: UIControl {
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 28
    /// How long an animated ``setValue(_:animated:)`` takes.
    public static let animationDuration = 0.25

    /// A slider with `frame`, at value 0 of 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A slider from an archive: on Linux there are no nibs, so a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        minimumTrack.accessibilityIdentifier = "sliderMinimumTrack"
        maximumTrack.accessibilityIdentifier = "sliderMaximumTrack"
        thumb.accessibilityIdentifier = "sliderThumb"
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        refreshColors()
        placeParts()
    }

    // MARK: Value

    /// The value, within ``minimumValue`` ... ``maximumValue`` (a value that is not a number
    /// counts as the minimum).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets ``value``, moving the thumb over 0.25 s when `animated`; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = clamped(value)
        guard animated else { return placeParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut]) {
            self.placeParts()
        }
    }

    /// The value at the left end (0 by default).
    open var minimumValue: Float = 0 {
        didSet { valueRangeDidChange() }
    }

    /// The value at the right end (1 by default).
    open var maximumValue: Float = 1 {
        didSet { valueRangeDidChange() }
    }

    /// Whether each move of the thumb sends `valueChanged` (true), or only the lift.
    open var isContinuous = true

    /// The colour left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The colour right of the thumb (nil: light grey).
    open var maximumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { refreshColors() } }

    /// 31 pt high, no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Places the tracks and the thumb for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// The tracks take the new tint colour when they have no colour of their own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    // MARK: Tracking

    /// Tracks a finger that lands on the thumb or within 10 pt of it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        dragStart = (point.x, thumbCentreX)
        return true
    }

    /// Moves the thumb with the finger; a changed value is sent when ``isContinuous``.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return false }
        let travel = trackTravel
        let x = start.thumbX + touch.location(in: self).x - start.fingerX
        let fraction = travel > 0 ? Swift.min(Swift.max((x - Self.thumbDiameter / 2) / travel, 0), 1) : 0
        let old = storedValue
        storedValue = clamped(minimumValue + Float(fraction) * (maximumValue - minimumValue))
        placeParts()
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        if storedValue != old { movedDuringDrag = true }
        return true
    }

    /// Ends the drag; without ``isContinuous`` a changed value is sent now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, movedDuringDrag { sendActions(for: .valueChanged) }
        dragStart = nil
        movedDuringDrag = false
    }

    /// Forgets the drag.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        dragStart = nil
        movedDuringDrag = false
    }

    // MARK: Storage

    private var storedValue: Float = 0
    private var dragStart: (fingerX: CGFloat, thumbX: CGFloat)?
    private var movedDuringDrag = false
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()

    /// How far the thumb's centre runs: the width less the thumb.
    private var trackTravel: CGFloat { Swift.max(bounds.width - Self.thumbDiameter, 0) }

    /// The thumb's centre for the value.
    private var thumbCentreX: CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
        return Self.thumbDiameter / 2 + fraction * trackTravel
    }

    private func clamped(_ value: Float) -> Float {
        let low = Swift.min(minimumValue, maximumValue), high = Swift.max(minimumValue, maximumValue)
        guard !value.isNaN, !low.isNaN, !high.isNaN else { return low.isNaN ? 0 : low }
        return Swift.min(Swift.max(value, low), high)
    }

    private func valueRangeDidChange() {
        storedValue = clamped(storedValue)
        placeParts()
    }

    private func placeParts() {
        let midY = bounds.height / 2, x = thumbCentreX
        thumb.center = CGPoint(x: x, y: midY)
        minimumTrack.frame = CGRect(x: 0, y: midY - 2, width: x, height: 4)
        maximumTrack.frame = CGRect(x: x, y: midY - 2, width: Swift.max(bounds.width - x, 0), height: 4)
        minimumTrack.layer.cornerRadius = 2
        maximumTrack.layer.cornerRadius = 2
    }

    private func refreshColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor(white: 0.9, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
