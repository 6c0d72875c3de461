import Foundation
import Kinema

/// How a text layer lines its text up, with Core Animation's raw values.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"natural"`, `"left"`, `"right"`, `"center"`, `"justified"`).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script's own direction (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit, with Core Animation's raw values.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"none"`, `"start"`, `"end"`, `"middle"`).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No cut (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// Core Animation's text layer: its `string` in its `foregroundColor`, shown in frames as the
/// engine's text content (`ViewContent.text`), as a `UILabel`'s text is.
///
/// ```swift
/// let percent = CATextLayer()
/// percent.frame = CGRect(x: 0, y: 40, width: 120, height: 40)
/// percent.string = "42 %"
/// percent.fontSize = 24
/// percent.foregroundColor = UIColor.darkGray.cgColor
/// ring.addSublayer(percent)
/// ```
///
/// - `string` takes a `String` or an `NSAttributedString` (its characters); another value is
///   reported and shows nothing.
/// - With `isWrapped`, the text wraps at the layer's width in `fontSize` (Kinema's text metrics,
///   as a label's); without it, only its own line breaks split it.
/// - Kinema draws the text in its stroke font at `fontSize`, from the layer's top, each line
///   against the left edge, centred or against the right edge as `alignmentMode` says (natural
///   and justified: the left; a justified line is not stretched). `font`, `truncationMode` and
///   `allowsFontSubpixelQuantization` are kept and read back.
/// - `foregroundColor` animates: explicitly (`CABasicAnimation(keyPath: "foregroundColor")` and
///   the other animations of colours), and implicitly when it changes on a shown free-standing
///   layer. The text's colour blends; its characters stay.
/// - `fontSize` animates the same ways: the text is drawn at the size shown, its lines staying as
///   they wrap at the model size.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (nil by default).
    open var string: Any? { didSet { showText() } }
    /// The font (kept; Kinema draws its stroke font).
    open var font: AnyObject?
    /// The font size in points (36 by default): the size drawn and where lines wrap. A change on
    /// a shown free-standing layer animates implicitly from the size on screen, as Core Animation
    /// does.
    open var fontSize: CGFloat = 36 {
        didSet {
            let shown = animatesChanges ? kinemaView.map { $0.presentation.fontSize } : nil
            showText()
            if let shown, let now = kinemaView?.modelValues.fontSize, now != shown {
                addImplicitAnimation("fontSize", from: NSNumber(value: shown), to: NSNumber(value: now))
            }
        }
    }
    /// The text's colour (opaque white by default); nil draws no text. A change on a shown
    /// free-standing layer animates implicitly from the colour on screen, as Core Animation does.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet {
            // The colour shown before the change (an animation's, if one runs).
            var shown: Color?
            if animatesChanges, case .text(_, let color)? = kinemaView?.presentationContent { shown = color }
            showText()
            if let shown, let new = foregroundColor, shown != new.kinemaColor {
                addImplicitAnimation("foregroundColor", from: CGColor(shown), to: new)
            }
        }
    }
    /// Whether the text wraps at the layer's width (false by default).
    open var isWrapped = false { didSet { showText() } }
    /// Where text that does not fit is cut (kept).
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are lined up (natural, that is left, by default).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { showText() } }
    /// Whether glyph positions are quantised (kept).
    open var allowsFontSubpixelQuantization = false

    /// A text layer with no text.
    public override init() { super.init() }

    /// A layer frozen at `values` (what `presentation()` returns); it ignores changes.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// The bounds; the text wraps again at a new width.
    open override var bounds: CGRect {
        didSet { if isWrapped { showText() } }
    }

    /// The frame; the text wraps again at a new width.
    open override var frame: CGRect {
        didSet { if isWrapped { showText() } }
    }

    /// The characters of ``string``, nil for no text (another kind of value is reported).
    private var characters: String? {
        switch string {
        case nil: return nil
        case let text as String: return text
        case let text as NSAttributedString: return text.string
        case let other?:
            runtime.log("CATextLayer.string: \(type(of: other)) is neither a String nor an NSAttributedString")
            return nil
        }
    }

    /// Shows the text as the engine's text content, wrapped when ``isWrapped``.
    private func showText() {
        guard let view = kinemaView else { return }
        guard let text = characters, !text.isEmpty, let color = foregroundColor?.kinemaColor else {
            view.content = nil
            return
        }
        let width = Double(bounds.width)
        let size = Double(fontSize)
        let lines: [String]
        if isWrapped, width > 0, size.isFinite, size > 0 {
            lines = TextMetrics(fontSize: size).wrap(text, width: width)
        } else {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        view.content = .text(lines.joined(separator: "\n"), color: color)
        let alignment: TextStyle.Alignment =
            switch alignmentMode {
            case .center: .center
            case .right: .right
            default: .left
            }
        view.textStyle = TextStyle(
            fontSize: size.isFinite && size >= 0 ? size : 0, alignment: alignment, verticalAlignment: .top)
    }
}
