import Foundation

/// A section's header or footer in a table view (UIKit's `UITableViewHeaderFooterView`): a
/// ``contentView`` that fills it and a ``textLabel`` 16 pt in from the left *(Kinema's
/// measures)*, on a very light grey background. The table makes one for a section title; make
/// your own from the delegate's `tableView(_:viewForHeaderInSection:)`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is registered under, if any.
    public let reuseIdentifier: String?
    /// The view your subviews go in: it fills the header.
    public let contentView = UIView()

    /// A header or footer reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        setUpHeader()
    }

    /// A header with `frame`.
    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
        setUpHeader()
    }

    /// A header from an archive: on Linux there are no nibs, so an empty one.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpHeader()
    }

    private func setUpHeader() {
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        addSubview(contentView)
        placeContent()
    }

    /// The title label (made when first asked for), 13 pt, grey.
    open var textLabel: UILabel? {
        if let madeLabel { return madeLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 13)
        label.textColor = .gray
        contentView.addSubview(label)
        madeLabel = label
        placeContent()
        return label
    }

    /// Called before the table hands it out again; the default does nothing.
    open func prepareForReuse() {}

    /// Lays the content view and the label out over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
    }

    private var madeLabel: UILabel?

    /// The content view over the bounds, the label 16 pt in.
    func placeContent() {
        contentView.frame = bounds
        madeLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
