import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): a ``contentView`` that fills it, where your
/// subviews go, and for the built-in styles a ``textLabel`` (and a ``detailTextLabel``), laid out
/// inside 16 pt margins *(Kinema's numbers)*. A selected or highlighted cell shows its
/// ``selectedBackgroundView`` (light grey unless you set one) behind its content.
///
/// A cell class registered with ``UITableView/register(_:forCellReuseIdentifier:)`` is made with
/// ``init(style:reuseIdentifier:)``, which is `required` here: Swift has no other way to make an
/// instance of a class known at run time, so a subclass that overrides it writes `required`
/// where UIKit code writes `override` (the compiler asks for exactly that).
@MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// A text label on the left (and an image view before it).
        case `default`
        /// A text label on the left and a detail label on the right.
        case value1
        /// A detail label on the left, the text label after it.
        case value2
        /// A text label over a smaller detail label.
        case subtitle
    }

    /// How a selected cell looks (kept: every style but `none` shows the selected background).
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// UIKit's blue (drawn grey, as `default`).
        case blue
        /// Grey.
        case gray
        /// The default look.
        case `default`
    }

    /// The accessory drawn on the trailing side (kept, not drawn).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table view reuses it under.
    public let reuseIdentifier: String?
    /// The view your subviews go in: it fills the cell.
    public let contentView = UIView()

    /// A cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A cell of the default style with `frame`.
    public override init(frame: CGRect) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: frame)
        setUpCell()
    }

    /// A cell from an archive: on Linux there are no nibs, so an empty default cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .white
        contentView.frame = bounds
        addSubview(contentView)
    }

    // MARK: Labels

    /// The main label (made when first asked for).
    open var textLabel: UILabel? { label(\.madeTextLabel, size: 17) }

    /// The secondary label of the `value1`, `value2` and `subtitle` styles (nil for `default`).
    open var detailTextLabel: UILabel? {
        style == .default ? nil : label(\.madeDetailLabel, size: style == .subtitle ? 12 : 17)
    }

    /// The image view on the leading side (made when first asked for; kept at zero size until
    /// it has an image).
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        madeImageView = view
        return view
    }

    // MARK: State

    /// How a selected cell looks.
    open var selectionStyle: SelectionStyle = .default
    /// The accessory (kept).
    open var accessoryType: AccessoryType = .none
    /// The view shown behind the content when the cell is selected or highlighted (light grey
    /// by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            placeSelectedBackground()
        }
    }

    /// Whether the cell is selected (the table view sets it; see ``setSelected(_:animated:)``).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell: the selected background shows or hides, over 0.25 s when
    /// `animated` *(Kinema's duration)*.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        showSelection(animated: animated)
    }

    /// Highlights the cell or takes the highlight away, as ``setSelected(_:animated:)`` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        showSelection(animated: animated)
    }

    /// Called just before the table view hands the cell out again; the default does nothing.
    open func prepareForReuse() {}

    /// Lays out the content view over the bounds and the built-in labels in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
    }

    // MARK: Storage

    private var madeTextLabel: UILabel?
    private var madeDetailLabel: UILabel?
    private var madeImageView: UIImageView?
    private var madeSelectedBackground: UIView?
    private var selectedState = false
    private var highlightedState = false
    /// The index path the cell shows now (the table view's bookkeeping).
    var shownIndexPath: IndexPath?

    private func label(_ slot: ReferenceWritableKeyPath<UITableViewCell, UILabel?>, size: CGFloat) -> UILabel {
        if let made = self[keyPath: slot] { return made }
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: size)
        if slot == \UITableViewCell.madeDetailLabel { label.textColor = .gray }
        contentView.addSubview(label)
        self[keyPath: slot] = label
        placeContent()
        return label
    }

    /// The background the selection shows: yours, or a light grey one made when first needed.
    private var selectionBackground: UIView {
        if let selectedBackgroundView { return selectedBackgroundView }
        if let madeSelectedBackground { return madeSelectedBackground }
        let made = UIView(frame: bounds)
        made.backgroundColor = UIColor(white: 0.82, alpha: 1)
        madeSelectedBackground = made
        return made
    }

    private func placeSelectedBackground() {
        guard selectedState || highlightedState, selectionStyle != .none else { return }
        let background = selectionBackground
        if background.superview !== self { insertSubview(background, belowSubview: contentView) }
        background.frame = bounds
    }

    private func showSelection(animated: Bool) {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        let background = selectionBackground
        if shows {
            placeSelectedBackground()
        } else if background.superview == nil {
            return
        }
        let change = { background.alpha = shows ? 1 : 0 }
        guard animated else { return change() }
        if shows { background.alpha = 0 }
        UIView.animate(withDuration: 0.25, animations: change)
    }

    /// The content view over the bounds; the labels inside 16 pt margins, by style.
    func placeContent() {
        contentView.frame = bounds
        madeSelectedBackground?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let inner = bounds.insetBy(dx: 16, dy: 0)
        let h = bounds.height
        switch style {
        case .default:
            madeTextLabel?.frame = inner
        case .value1:
            madeTextLabel?.frame = CGRect(x: inner.minX, y: 0, width: inner.width / 2, height: h)
            madeDetailLabel?.frame = CGRect(x: inner.midX, y: 0, width: inner.width / 2, height: h)
            madeDetailLabel?.textAlignment = .right
        case .value2:
            madeDetailLabel?.frame = CGRect(x: inner.minX, y: 0, width: inner.width / 3, height: h)
            madeTextLabel?.frame = CGRect(
                x: inner.minX + inner.width / 3, y: 0, width: inner.width * 2 / 3, height: h)
        case .subtitle:
            madeTextLabel?.frame = CGRect(x: inner.minX, y: 0, width: inner.width, height: h * 0.6)
            madeDetailLabel?.frame = CGRect(x: inner.minX, y: h * 0.55, width: inner.width, height: h * 0.4)
        }
    }
}
