import Foundation
import Kinema

/// UIKit's label: text in a font and a colour, shown in frames as the engine's text content
/// (`ViewContent.text`, drawn centred by KinemaRender in Kinema's stroke font) and measured with
/// the engine's `TextMetrics` (see ``UIFont``).
///
/// - **Lines.** With ``numberOfLines`` 1 the label shows its first line. Otherwise the text
///   wraps at spaces (line breaks in the text are kept) to the wrap width: the label's
///   ``preferredMaxLayoutWidth`` when it is positive, else its current width (UIKit's
///   automatic preferred width: when a layout pass changes the width, the label is measured
///   again and the window laid out again in the same pass), and keeps at most ``numberOfLines``
///   lines when that is positive (the rest is cut; no ellipsis is drawn).
/// - **Intrinsic size.** The widest line by the lines' total height, each rounded up to a whole
///   point, as UIKit rounds a label's size up to the pixel grid (the harness's screen has one
///   pixel per point); a value within 1e-9 of a whole point counts as that point, so that
///   1.2 x 15 pt is 18. An empty label's is zero.
/// - Like UIKit's, a label takes no touches (`isUserInteractionEnabled` is false).
///
/// ``textAlignment``, ``lineBreakMode`` and the font's weight are recorded; the engine draws every
/// text centred in the bounds.
@MainActor
open class UILabel: UIView {
    private var fontObject: UIFont?
    private var textColorObject: UIColor?
    /// The width the intrinsic size was last measured with (nil: without a width).
    private var measuredWrapWidth: CGFloat?

    /// A label with `frame`, no text, the 17 pt system font and the label colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label from an archive: on Linux there are no nibs, so an empty label.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text (nil or empty: nothing shown, a zero intrinsic size).
    open var text: String? { didSet { textDidChange() } }

    /// The font (the 17 pt system font by default; nil restores it).
    open var font: UIFont! {
        get { fontObject ?? UIFont.systemFont(ofSize: UIFont.labelFontSize) }
        set {
            fontObject = newValue
            textDidChange()
            fontDidChange?()
        }
    }
    /// Told when the font changes (a button's title label tells its button).
    var fontDidChange: (() -> Void)?

    /// The text colour (the label colour, black, by default; nil restores it).
    open var textColor: UIColor! {
        get { textColorObject ?? UIColor.label }
        set {
            textColorObject = newValue
            refreshContent()
        }
    }

    /// How the lines line up (natural, that is left, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { refreshContent() } }
    /// How lines that do not fit break (recorded; truncating the tail by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines shown: 1 by default; 0 for as many as the text needs.
    open var numberOfLines: Int = 1 { didSet { textDidChange() } }
    /// The width multi-line text wraps to when measured (0, the default: the label's width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    /// Whether the label draws enabled (recorded).
    open var isEnabled = true
    /// Whether the label draws highlighted (recorded).
    open var isHighlighted = false
    /// The text colour when highlighted (recorded).
    open var highlightedTextColor: UIColor?
    /// Whether the font shrinks to fit the width (recorded; the facade never shrinks it).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (recorded).
    open var minimumScaleFactor: CGFloat = 0

    /// The text's size in ``font``, wrapped as the type describes, rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        let width = intrinsicWrapWidth
        measuredWrapWidth = width
        return measure(wrappingAt: width)
    }

    /// The size the text needs within `size`'s width (multi-line labels wrap to it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(wrappingAt: numberOfLines == 1 || !(size.width > 0) ? nil : size.width)
    }

    /// Measures the text again when an automatic wrap width changed, and redraws the wrapped text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if wrapsToOwnWidth, measuredWrapWidth != bounds.width { invalidateIntrinsicContentSize() }
        refreshContent()
    }

    /// The label's text content: the lines wrapped to the current width, in the text colour.
    override func refreshContent() {
        let lines = self.lines(wrappingAt: numberOfLines == 1 || !(bounds.width > 0) ? nil : bounds.width)
        guard !lines.isEmpty else {
            kinemaView.content = nil
            return
        }
        kinemaView.content = .text(lines.joined(separator: "\n"), color: textColor.kinemaColor)
        kinemaView.textStyle = TextStyle(fontSize: Double(font.pointSize), alignment: textAlignment.kinema)
    }

    // MARK: Measuring

    /// Whether the intrinsic size follows the label's own width (multi-line, automatic width).
    private var wrapsToOwnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the intrinsic size wraps to, nil for none.
    private var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The lines shown when wrapping at `width` (nil: only the text's own line breaks).
    private func lines(wrappingAt width: CGFloat?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let metrics = font.kinemaMetrics
        if numberOfLines == 1 {
            return [String(text.prefix { $0 != "\n" })]
        }
        let all =
            width.map { metrics.wrap(text, width: Double($0)) }
            ?? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
    }

    /// The rounded-up size of the lines wrapped at `width`.
    private func measure(wrappingAt width: CGFloat?) -> CGSize {
        let lines = self.lines(wrappingAt: width)
        guard !lines.isEmpty else { return .zero }
        let size = font.kinemaMetrics.size(of: lines)
        return CGSize(width: Self.roundedUp(size.width), height: Self.roundedUp(size.height))
    }

    /// `x` rounded up to a whole point, a value within 1e-9 of one counting as it.
    static func roundedUp(_ x: Double) -> CGFloat {
        let nearest = x.rounded()
        return CGFloat(abs(x - nearest) <= 1e-9 ? nearest : x.rounded(.up))
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        refreshContent()
    }
}

extension NSTextAlignment {
    /// How the engine lines text up: natural and justified text lines up on the left, as the
    /// facade lays out left to right (a justified line is not stretched).
    var kinema: TextStyle.Alignment {
        switch self {
        case .left, .natural, .justified: .left
        case .center: .center
        case .right: .right
        }
    }
}
