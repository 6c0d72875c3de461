import Foundation

/// UIKit's segmented control (iOS 13's look): a rounded grey background, a label per segment
/// (`segment0`, `segment1`... in frames), and a white rounded indicator (`selectionIndicator`)
/// behind the selected segment.
///
/// - Segments share the width equally (`setWidth(_:forSegmentAt:)` is kept, not used). The
///   intrinsic size is 32 pt high and, per segment, its title's width plus 24 pt *(Kinema's
///   measures)*.
/// - A tap on an enabled segment selects it and sends `valueChanged`; the indicator slides to it
///   over 0.25 s, ease-in-out *(Kinema's duration)*. With ``isMomentary`` the tap sends the event
///   and nothing stays selected. Setting ``selectedSegmentIndex`` moves the indicator at once and
///   sends nothing, as in UIKit.
/// - Segments take strings (another item, such as an image, shows an empty title and is kept).
@MainActor
open class UISegmentedControl: UIControl {
    /// The index that selects no segment.
    public static let noSegment = -1
    /// How long the indicator takes to slide to a tapped segment.
    public static let animationDuration = 0.25

    /// A control with a segment per item (strings show as titles).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpSegments()
        for item in items ?? [] { appendSegment(item as? String) }
        frame.size = intrinsicContentSize
        placeSegments()
    }

    /// A control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegments()
    }

    /// A control from an archive: on Linux there are no nibs, so one with no segments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegments()
    }

    private func setUpSegments() {
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        indicator.accessibilityIdentifier = "selectionIndicator"
        indicator.backgroundColor = .white
        indicator.layer.cornerRadius = 7
        indicator.isUserInteractionEnabled = false
        indicator.isHidden = true
        addSubview(indicator)
    }

    // MARK: Segments

    /// How many segments.
    open var numberOfSegments: Int { labels.count }

    /// The selected segment, or ``noSegment``; setting it moves the indicator at once (an index
    /// out of range selects nothing).
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            selected = labels.indices.contains(newValue) ? newValue : Self.noSegment
            placeSegments()
        }
    }

    /// Whether a tap selects nothing for long: it sends `valueChanged` and leaves no selection.
    open var isMomentary = false

    /// The indicator's colour (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        didSet { indicator.backgroundColor = selectedSegmentTintColor ?? .white }
    }

    /// Whether segment widths follow their titles (kept: segments share the width equally).
    open var apportionsSegmentWidthsByContent = false

    /// Inserts a segment titled `title` at `segment` (clamped to the ends); `animated` is kept.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = Swift.min(Swift.max(segment, 0), labels.count)
        insertLabel(title, at: index)
        if selected >= index, selected != Self.noSegment { selected += 1 }
        placeSegments()
    }

    /// Removes the segment at `segment` (nothing when there is none); `animated` is kept.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard labels.indices.contains(segment) else { return }
        labels.remove(at: segment).removeFromSuperview()
        enabled.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        renameSegments()
        placeSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for label in labels { label.removeFromSuperview() }
        labels = []
        enabled = []
        selected = Self.noSegment
        placeSegments()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard labels.indices.contains(segment) else { return }
        labels[segment].text = title
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`, nil for none.
    open func titleForSegment(at segment: Int) -> String? {
        labels.indices.contains(segment) ? labels[segment].text : nil
    }

    /// Enables or disables the segment at `segment` (a disabled segment ignores taps).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard self.enabled.indices.contains(segment) else { return }
        self.enabled[segment] = enabled
        labels[segment].alpha = enabled ? 1 : 0.35
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        enabled.indices.contains(segment) ? enabled[segment] : false
    }

    /// 32 pt high; each segment its title's width plus 24 pt.
    open override var intrinsicContentSize: CGSize {
        let widths = labels.map { $0.intrinsicContentSize.width + 24 }
        return CGSize(width: widths.reduce(0, +), height: 32)
    }

    /// Places the segments and the indicator for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSegments()
    }

    /// A lift inside a segment selects it (see the type's rules).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, !labels.isEmpty else { return }
        let x = touch.location(in: self).x
        let width = bounds.width / CGFloat(labels.count)
        guard width > 0, x >= 0, x < bounds.width else { return }
        let segment = Swift.min(Int(x / width), labels.count - 1)
        guard enabled[segment] else { return }
        if isMomentary {
            selected = Self.noSegment
            placeSegments()
        } else if segment != selected {
            let slides = selected != Self.noSegment
            selected = segment
            if slides {
                UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut]) {
                    self.placeSegments()
                }
            } else {
                placeSegments()
            }
        } else {
            return
        }
        sendActions(for: .valueChanged)
    }

    // MARK: Storage

    private var labels: [UILabel] = []
    private var enabled: [Bool] = []
    private var selected = UISegmentedControl.noSegment
    private let indicator = UIView()

    private func appendSegment(_ title: String?) { insertLabel(title, at: labels.count) }

    private func insertLabel(_ title: String?, at index: Int) {
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        label.font = UIFont.systemFont(ofSize: 13)
        label.isUserInteractionEnabled = false
        addSubview(label)
        labels.insert(label, at: index)
        enabled.insert(true, at: index)
        renameSegments()
        invalidateIntrinsicContentSize()
    }

    private func renameSegments() {
        for (k, label) in labels.enumerated() { label.accessibilityIdentifier = "segment\(k)" }
    }

    /// Equal segments across the bounds; the indicator 2 pt inside the selected one.
    private func placeSegments() {
        guard !labels.isEmpty else {
            indicator.isHidden = true
            return
        }
        let width = bounds.width / CGFloat(labels.count)
        for (k, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(k) * width, y: 0, width: width, height: bounds.height)
        }
        indicator.isHidden = selected == Self.noSegment
        if selected != Self.noSegment {
            indicator.frame = CGRect(x: CGFloat(selected) * width, y: 0, width: width, height: bounds.height)
                .insetBy(dx: 2, dy: 2)
        }
    }
}
