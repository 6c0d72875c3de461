import Foundation
import Kinema

/// UIKit's table view: a scroll view of rows, one above the other, that asks its
/// ``dataSource`` for a cell when a row comes into view and takes the cell back, for reuse, when
/// the row leaves it. Cells are subviews placed in content coordinates (row *k* of height *h*
/// starts at the sum of the heights before it); ``UIScrollView/contentSize`` is the rows' total height.
///
/// - **Rows.** Heights come from the delegate's `tableView(_:heightForRowAt:)`, else
///   ``rowHeight`` (44). ``UITableView/automaticDimension`` takes ``estimatedRowHeight``: cells do
///   not size themselves *(Kinema)*. A height that is not a finite number of at least 0 counts
///   as 0, and a table counts at most 1,000,000 rows (and sections) in all.
/// - **Cells.** ``dequeueReusableCell(withIdentifier:for:)`` hands out a cell taken back under
///   the identifier (after its `prepareForReuse()`), or makes one of the class registered for
///   it. The delegate's `tableView(_:willDisplay:forRowAt:)` comes just before a cell shows (the
///   place for an entrance animation), `tableView(_:didEndDisplaying:forRowAt:)` after it left.
/// - **Selection.** A tap on a row selects it (deselecting the row selected before, unless
///   ``allowsMultipleSelection``) and tells the delegate; a drag does not select. Selected cells
///   show their selected background. Rows do not highlight while the finger is down.
/// - **Updates.** ``insertRows(at:with:)``, ``deleteRows(at:with:)`` and ``reloadRows(at:with:)``,
///   alone or between ``beginUpdates()`` and ``endUpdates()`` (or in
///   ``performBatchUpdates(_:completion:)``), animate over 0.3 s, ease-in-out *(Kinema's
///   duration)*: the rows that stay move to their new places (and sizes: an update with no
///   rows, the usual way to animate new heights, does just that), inserted rows come in and
///   deleted rows go out as their ``RowAnimation`` says. Deletions are read in the old row
///   numbers, insertions in the new ones, as in UIKit. Counts that do not add up are logged as
///   UIKit's exception, and the table reloads.
/// - **Sections.** Each section is its header, its rows and its footer, one after the other.
///   Headers and footers are the delegate's views, else views of the data source's titles;
///   their heights come from the delegate, else ``sectionHeaderHeight`` and
///   ``sectionFooterHeight``, whose default (``UITableView/automaticDimension``) is 28 pt for a
///   section with a header (or footer) and 0 without *(Kinema's measure)*. In a plain table the
///   header of the section at the top stays at the top of the bounds until the next section
///   pushes it up, as in UIKit; footers scroll with their rows. A section's header and footer
///   views are asked for when it comes into view, and let go (to the reuse pool when they have
///   an identifier) when it leaves.
/// - Separators, editing, moving rows and inserting or deleting whole sections are not there yet
///   (those methods do not exist, so code calling them does not compile). Grouped styles lay out
///   as plain, without floating headers.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look (kept: every style lays out as `plain`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections in groups.
        case grouped
        /// Groups inset from the edges.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` brings a row.
    public enum ScrollPosition: Int, Sendable {
        /// As little as shows it whole.
        case none
        /// To the top of the bounds.
        case top
        /// To the middle.
        case middle
        /// To the bottom.
        case bottom
    }

    /// How an inserted row comes in, or a deleted one goes out *(the distances are Kinema's)*.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from, or out to, the right (by the table's width).
        case right
        /// Slides in from, or out to, the left.
        case left
        /// Slides down into place from one row height above, or up out of it, fading.
        case top
        /// Slides up into place from one row height below, or down out of it, fading.
        case bottom
        /// No animation of its own (the rows around it still move).
        case none
        /// Fades, as `fade` (UIKit keeps the row centred in its space).
        case middle
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// The height that asks the table to work it out (here: ``estimatedRowHeight``).
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table with `frame`.
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
        setUpTable()
    }

    /// A table from an archive: on Linux there are no nibs, so an empty plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = .white
        alwaysBounceVertical = true
        rowTap.cancelsTouchesInView = false
        rowTap.addTarget(self, action: UITableView.handleRowTap)
        addGestureRecognizer(rowTap)
        setNeedsLayout()
    }

    /// Where the rows come from (held weakly). Setting it reloads the rows at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { invalidateGeometry() }
    }

    /// The height of every row the delegate does not size (44 by default).
    open var rowHeight: CGFloat = 44 {
        didSet { invalidateGeometry() }
    }

    /// The height ``UITableView/automaticDimension`` stands for (44 by default).
    open var estimatedRowHeight: CGFloat = 44 {
        didSet { invalidateGeometry() }
    }

    /// The height of every header the delegate does not size (``UITableView/automaticDimension``:
    /// 28 pt for a section with a header, 0 without).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height of every footer the delegate does not size (``UITableView/automaticDimension``:
    /// 28 pt for a section with a footer, 0 without).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true

    /// Whether several rows can be selected at once (a tap on a selected row deselects it).
    open var allowsMultipleSelection = false

    // MARK: Cells

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier` (nil unregisters; a class that is not a `UITableViewCell` is reported).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, for: identifier)
    }

    /// A cell taken back under `identifier`, else a new one of the class registered for it,
    /// else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellRegistry.item(for: identifier) { $0.prepareForReuse() }
    }

    /// A cell for `indexPath` under `identifier`: taken back, or made from the registered class.
    /// An identifier nothing was registered for is reported (UIKit raises an exception) and
    /// gets a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = cellRegistry.item(for: identifier, prepare: { $0.prepareForReuse() }) { return cell }
        runtime.logException(
            "NSInternalInconsistencyException",
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Registers the class ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes for
    /// `identifier` (nil unregisters; a class that is not a `UITableViewHeaderFooterView` is
    /// reported).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderClass(aClass, for: identifier)
    }

    /// A header or footer taken back under `identifier`, else a new one of the registered class,
    /// else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerRegistry.item(for: identifier) { $0.prepareForReuse() }
    }

    /// The header view shown for `section`, nil when it is not in view or has none.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    /// The footer view shown for `section`, nil when it is not in view or has none.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    /// Where `section`'s header lies in the content when it does not float (zero for a section
    /// that does not exist).
    open func rectForHeader(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard headerSpans.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: headerSpans[section].top, width: bounds.width, height: headerSpans[section].height)
    }

    /// Where `section`'s footer lies in the content (zero for a section that does not exist).
    open func rectForFooter(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard footerSpans.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: footerSpans[section].top, width: bounds.width, height: footerSpans[section].height)
    }

    /// Where `section` lies in the content: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        ensureGeometry()
        guard sectionSpans.indices.contains(section) else { return .zero }
        let span = sectionSpans[section]
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.bottom - span.top)
    }

    /// Forgets every cell and asks the data source again; the selection is cleared.
    open func reloadData() { reloadRows() }

    /// Lays the rows out for the bounds: the cells of the rows in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    // MARK: Rows

    /// How many sections the data source gave.
    open var numberOfSections: Int {
        ensureGeometry()
        return sectionStarts.count
    }

    /// How many rows `section` has (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        guard sectionStarts.indices.contains(section) else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : rowEnds.count
        return end - sectionStarts[section]
    }

    /// The rectangle of the row at `indexPath`, in the table's content coordinates (zero for a
    /// row that does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let k = flatIndex(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: rowStarts[k], width: bounds.width, height: rowEnds[k] - rowStarts[k])
    }

    /// The row at `point` (the table's coordinates, that is its content's), nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        guard point.x >= 0, point.x < bounds.width, let k = row(containing: point.y) else { return nil }
        return indexPath(ofFlat: k)
    }

    /// The row `cell` shows, nil when it shows none.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let path = cell.shownIndexPath, shownCells[path] === cell else { return nil }
        return path
    }

    /// The cell showing the row at `indexPath`, nil when the row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// The cells in view, top to bottom.
    open var visibleCells: [UITableViewCell] { shownPaths.compactMap { shownCells[$0] } }

    /// The rows in view, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { shownPaths }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (as far as the offsets the
    /// content allows let it), as ``UIScrollView/setContentOffset(_:animated:)`` does. A row that does not
    /// exist is reported (UIKit raises an exception).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let target = offset(showing: indexPath, at: scrollPosition) else {
            return runtime.logException("NSRangeException", "attempt to scroll to invalid index path: \(indexPath)")
        }
        setContentOffset(target, animated: animated)
    }

    // MARK: Updates

    /// Begins a group of insertions and deletions that animate together at the matching
    /// ``endUpdates()`` (groups nest: the outermost end applies them).
    open func beginUpdates() { beginRowUpdates() }

    /// Applies the group begun by ``beginUpdates()``: the rows animate to their new places; with
    /// nothing inserted or deleted, to their new heights.
    open func endUpdates() { endRowUpdates(completion: nil) }

    /// Runs `updates` as one group of insertions and deletions and animates them;
    /// `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginRowUpdates()
        updates?()
        endRowUpdates(completion: completion)
    }

    /// Inserts rows at `indexPaths` (in the row numbers after the update), animated by
    /// `animation`; the data source must count them already.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        queueRowUpdate(inserting: indexPaths, deleting: [], animation)
    }

    /// Deletes the rows at `indexPaths` (in the row numbers before the update), animated by
    /// `animation`; the data source must no longer count them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        queueRowUpdate(inserting: [], deleting: indexPaths, animation)
    }

    /// Replaces the rows at `indexPaths` with new cells from the data source: the old cells go
    /// out and the new ones come in as `animation` says.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        queueRowUpdate(inserting: indexPaths, deleting: indexPaths, animation)
    }

    // MARK: Selection

    /// The selected row (the first, with multiple selection), nil when none is.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows, in the order they were selected; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the delegate,
    /// then scrolls it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard flatIndex(of: indexPath) != nil, allowsSelection else { return }
        select(indexPath, animated: animated, tellDelegate: false)
        if let target = offset(showing: indexPath, at: scrollPosition), scrollPosition != .none {
            setContentOffset(target, animated: animated)
        }
    }

    /// Deselects the row at `indexPath` without telling the delegate; its cell's selected
    /// background fades over 0.25 s when `animated`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Storage

    /// The cell classes registered for reuse identifiers, and the cells taken back.
    var cellRegistry = ReuseRegistry<UITableViewCell>()
    /// The cells in view, by row, and their rows top to bottom.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    var shownPaths: [IndexPath] = []
    /// The selected rows, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// Where each row starts (all sections in order), then the content's height; where each row
    /// ends.
    var rowStarts: [CGFloat] = [0]
    var rowEnds: [CGFloat] = []
    /// Each section's header and footer (top, height), and the section's span.
    var headerSpans: [(top: CGFloat, height: CGFloat)] = []
    var footerSpans: [(top: CGFloat, height: CGFloat)] = []
    var sectionSpans: [(top: CGFloat, bottom: CGFloat)] = []
    /// The header and footer views of the sections in view.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// The header and footer classes registered for identifiers, and those taken back.
    var headerRegistry = ReuseRegistry<UITableViewHeaderFooterView>()
    /// The first row of each section, in ``rowStarts``.
    var sectionStarts: [Int] = []
    /// Whether ``rowStarts`` and ``sectionStarts`` are the data source's.
    var geometryIsCurrent = false
    /// The width the cells were laid out for.
    var laidOutWidth: CGFloat?
    /// How many reloads there have been (tells a pass whether the rows changed under it).
    var reloads = 0
    /// Whether cells are being placed now, and whether that should run again.
    var isTiling = false
    var tilesAgain = false
    /// The recogniser of taps on rows.
    let rowTap = UITapGestureRecognizer()
    /// The update group under way: its depth, and the rows it inserts and deletes.
    var updateDepth = 0
    var pendingInserts: [(IndexPath, RowAnimation)] = []
    var pendingDeletes: [(IndexPath, RowAnimation)] = []
    var updateCompletions: [(Bool) -> Void] = []

    override func contentOffsetDidChange() { tileRows() }
}
