import Foundation
import Kinema

extension UITableView {
    /// The most rows, and sections, a table counts in all (more would only exhaust memory).
    static let maximumRows = 1_000_000

    /// The table's delegate, when it is a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Geometry

    /// The data source or a height changed: the rows are measured again at the next layout pass.
    func invalidateGeometry() {
        geometryIsCurrent = false
        setNeedsLayout()
    }

    /// A height as the table uses it: a finite number of at least 0 (else 0), at most the
    /// engine's limit.
    private static func usable(_ h: CGFloat) -> CGFloat {
        h.isFinite && h >= 0 ? Swift.min(h, CGFloat(Limits.maximumMagnitude)) : 0
    }

    /// Measures every section (header, rows with heights from the delegate or ``rowHeight``,
    /// footer) and sets the content size.
    func ensureGeometry() {
        guard !geometryIsCurrent else { return }
        geometryIsCurrent = true
        var starts: [CGFloat] = [], ends: [CGFloat] = []
        var sections: [Int] = []
        var headers: [(top: CGFloat, height: CGFloat)] = [], footers: [(top: CGFloat, height: CGFloat)] = []
        var spans: [(top: CGFloat, bottom: CGFloat)] = []
        var y: CGFloat = 0
        if let dataSource {
            let count = Swift.max(0, Swift.min(dataSource.numberOfSections(in: self), Self.maximumRows))
            let delegate = tableDelegate
            for section in 0..<count {
                let top = y
                let header = Self.usable(edgeHeight(section, footer: false))
                headers.append((y, header))
                y += header
                sections.append(starts.count)
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                let room = Self.maximumRows - starts.count
                for row in 0..<Swift.max(0, Swift.min(rows, room)) {
                    var h =
                        delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                    if h == UITableView.automaticDimension { h = estimatedRowHeight }
                    starts.append(y)
                    y += Self.usable(h)
                    ends.append(y)
                }
                let footer = Self.usable(edgeHeight(section, footer: true))
                footers.append((y, footer))
                y += footer
                spans.append((top, y))
            }
        }
        starts.append(y)
        rowStarts = starts
        rowEnds = ends
        sectionStarts = sections
        headerSpans = headers
        footerSpans = footers
        sectionSpans = spans
        let size = CGSize(width: bounds.width, height: Swift.min(y, CGFloat(Limits.maximumMagnitude)))
        if contentSize != size { contentSize = size }
    }

    /// `section`'s header (or footer) height: the delegate's, else ``sectionHeaderHeight`` (or
    /// ``sectionFooterHeight``); the automatic height is 28 pt when the section has one.
    private func edgeHeight(_ section: Int, footer: Bool) -> CGFloat {
        let delegate = tableDelegate
        let h =
            footer
            ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        guard h == UITableView.automaticDimension else { return h }
        return hasHeader(section, footer: footer) ? 28 : 0
    }

    /// The data source's title for `section`'s header (or footer).
    private func title(of section: Int, footer: Bool) -> String? {
        footer
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    /// The delegate's view for `section`'s header (or footer).
    private func delegateView(of section: Int, footer: Bool) -> UIView? {
        footer
            ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    }

    /// Whether `section` has a header (or footer): a view shown, a title, else a view from the
    /// delegate (which is not kept: the section asks again when it comes into view).
    private func hasHeader(_ section: Int, footer: Bool) -> Bool {
        if (footer ? footerViews[section] : headerViews[section]) != nil { return true }
        return title(of: section, footer: footer) != nil || delegateView(of: section, footer: footer) != nil
    }

    /// `section`'s header (or footer) view to show: the one shown, else the delegate's, else
    /// one of the data source's title; kept for the section while it is in view.
    private func headerView(of section: Int, footer: Bool) -> UIView? {
        if let kept = footer ? footerViews[section] : headerViews[section] { return kept }
        var made = delegateView(of: section, footer: footer)
        if made == nil {
            guard let title = title(of: section, footer: footer) else { return nil }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.textLabel?.text = title
            made = view
        }
        if footer { footerViews[section] = made } else { headerViews[section] = made }
        return made
    }

    /// Shows the headers and footers of the sections in view: in a plain table a section's
    /// header stays at the top of the bounds until the section's end pushes it up. A view shown
    /// for the first time is placed without animation; the others move (in an animation block,
    /// along with it).
    func placeHeaders() {
        let top = bounds.minY, bottom = bounds.maxY, width = bounds.width
        var shown = Set<ObjectIdentifier>()
        // The first section ending after the top.
        var low = 0, high = sectionSpans.count
        while low < high {
            let mid = (low + high) / 2
            if sectionSpans[mid].bottom > top { high = mid } else { low = mid + 1 }
        }
        var section = low
        while section < sectionSpans.count, sectionSpans[section].top < bottom {
            for footer in [false, true] {
                let span = footer ? footerSpans[section] : headerSpans[section]
                guard span.height > 0, let view = headerView(of: section, footer: footer) else {
                    continue
                }
                var y = span.top
                if !footer, style == .plain {
                    y = Swift.min(Swift.max(span.top, top), sectionSpans[section].bottom - span.height)
                }
                let frame = CGRect(x: 0, y: y, width: width, height: span.height)
                if view.superview !== self {
                    UIView.performWithoutAnimation {
                        view.frame = frame
                        (view as? UITableViewHeaderFooterView)?.placeContent()
                    }
                    addSubview(view)
                } else if view.frame != frame {
                    view.frame = frame
                    (view as? UITableViewHeaderFooterView)?.placeContent()
                }
                shown.insert(ObjectIdentifier(view))
            }
            section += 1
        }
        // The views of sections that left the bounds go (to the pool when reusable), in
        // section order, not the dictionaries' (which changes from run to run).
        for section in headerViews.keys.sorted() {
            guard let view = headerViews[section], !shown.contains(ObjectIdentifier(view)) else { continue }
            headerViews[section] = nil
            takeBackHeader(view)
        }
        for section in footerViews.keys.sorted() {
            guard let view = footerViews[section], !shown.contains(ObjectIdentifier(view)) else { continue }
            footerViews[section] = nil
            takeBackHeader(view)
        }
    }

    /// Takes a header or footer view out of the table, into the pool when it has an identifier.
    private func takeBackHeader(_ view: UIView) {
        if view.superview === self { view.removeFromSuperview() }
        if let header = view as? UITableViewHeaderFooterView {
            headerRegistry.takeBack(header, under: header.reuseIdentifier)
        }
    }

    /// Takes every header and footer view out (a reload), in section order.
    func forgetHeaders() {
        for section in headerViews.keys.sorted() { headerViews[section].map(takeBackHeader) }
        for section in footerViews.keys.sorted() { footerViews[section].map(takeBackHeader) }
        headerViews = [:]
        footerViews = [:]
    }

    /// ``register(_:forHeaderFooterViewReuseIdentifier:)``.
    func registerHeaderClass(_ headerClass: AnyClass?, for identifier: String) {
        guard let headerClass else { return headerRegistry.register(nil, for: identifier) }
        guard let headerType = headerClass as? UITableViewHeaderFooterView.Type else {
            return runtime.log("UITableView.register: \(headerClass) is not a UITableViewHeaderFooterView subclass")
        }
        headerRegistry.register({ headerType.init(reuseIdentifier: $0) }, for: identifier)
    }

    /// The position of `indexPath` among all rows, nil when there is no such row.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        ensureGeometry()
        guard indexPath.count == 2, sectionStarts.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of the row at position `k` among all rows.
    func indexPath(ofFlat k: Int) -> IndexPath {
        // The last section starting at or before k.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= k { low = mid } else { high = mid - 1 }
        }
        return IndexPath(row: k - sectionStarts[low], section: low)
    }

    /// The position of the row whose span holds `y` (a row of height 0 holds nothing), nil
    /// outside every row (in a header or a footer, or past the content).
    func row(containing y: CGFloat) -> Int? {
        guard let k = firstRow(endingAfter: y), rowStarts[k] <= y else { return nil }
        return k
    }

    /// The first row ending after `y`, nil when none does.
    func firstRow(endingAfter y: CGFloat) -> Int? {
        let n = rowEnds.count
        guard n > 0, !y.isNaN, rowEnds[n - 1] > y else { return nil }
        var low = 0, high = n - 1
        while low < high {
            let mid = (low + high) / 2
            if rowEnds[mid] > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The offset that brings the row at `indexPath` to `position`, within the allowed offsets;
    /// nil when there is no such row.
    func offset(showing indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        guard flatIndex(of: indexPath) != nil else { return nil }
        let rect = rectForRow(at: indexPath)
        let height = bounds.height
        let y: CGFloat
        switch position {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none: y = self.offset(showing: rect)?.y ?? contentOffset.y
        }
        let range = offsetRanges.y
        return CGPoint(
            x: contentOffset.x, y: CGFloat(Swift.min(Swift.max(Double(y), range.lowerBound), range.upperBound)))
    }

    // MARK: Cells

    /// ``register(_:forCellReuseIdentifier:)``.
    func registerCellClass(_ cellClass: AnyClass?, for identifier: String) {
        guard let cellClass else { return cellRegistry.register(nil, for: identifier) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return runtime.log("UITableView.register: \(cellClass) is not a UITableViewCell subclass")
        }
        cellRegistry.register({ cellType.init(style: .default, reuseIdentifier: $0) }, for: identifier)
    }

    /// ``reloadData()``: every cell is taken back, the selection cleared, the rows measured again
    /// and the cells in view asked for.
    func reloadRows() {
        reloads &+= 1
        geometryIsCurrent = false
        selectedPaths = []
        forgetHeaders()
        let gone = shownPaths.compactMap { path in shownCells[path].map { (path, $0) } }
        shownCells = [:]
        shownPaths = []
        for (path, cell) in gone { takeBack(cell, from: path) }
        tileRows()
    }

    /// Puts `cell` in the table for the row at `path` (selected or not as the row is), then
    /// tells the delegate: in the table first, so that an animation the delegate starts runs.
    func show(_ cell: UITableViewCell, at path: IndexPath) {
        cell.shownIndexPath = path
        cell.setSelected(selectedPaths.contains(path), animated: false)
        insertSubview(cell, at: 0)
        shownCells[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    /// Takes `cell` out of the table into the reuse pool, and tells the delegate.
    func takeBack(_ cell: UITableViewCell, from path: IndexPath) {
        cell.removeFromSuperview()
        cell.shownIndexPath = nil
        cellRegistry.takeBack(cell, under: cell.reuseIdentifier)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// Shows the cells of the rows in view, and only those: cells of rows that left are taken
    /// back, rows that came are asked of the data source (then `willDisplay`), and every cell
    /// is placed at its row. A data source or delegate that reloads meanwhile makes it run
    /// again (a few times at most).
    func tileRows() {
        if isTiling {
            tilesAgain = true
            return
        }
        isTiling = true
        defer { isTiling = false }
        for _ in 0..<4 {
            tilesAgain = false
            placeCells()
            if !tilesAgain { return }
        }
    }

    /// One pass of ``tileRows()``.
    private func placeCells() {
        let reload = reloads
        ensureGeometry()
        let width = bounds.width
        if laidOutWidth != width, contentSize.width != width {
            contentSize = CGSize(width: width, height: contentSize.height)
        }
        laidOutWidth = width
        let wanted = rowsInView
        let wantedSet = Set(wanted)
        for path in shownPaths where !wantedSet.contains(path) {
            guard let cell = shownCells.removeValue(forKey: path) else { continue }
            takeBack(cell, from: path)
            if reloads != reload {
                tilesAgain = true
                return
            }
        }
        shownPaths = shownPaths.filter { wantedSet.contains($0) }
        for path in wanted {
            guard let k = flatIndex(of: path) else { continue }
            let frame = CGRect(x: 0, y: rowStarts[k], width: width, height: rowEnds[k] - rowStarts[k])
            if let cell = shownCells[path] {
                if cell.frame != frame {
                    cell.frame = frame
                    cell.placeContent()
                }
                continue
            }
            guard let dataSource else { return }
            let cell = dataSource.tableView(self, cellForRowAt: path)
            if reloads != reload {
                tilesAgain = true
                return
            }
            guard cell.shownIndexPath == nil, shownCells[path] == nil else { continue }
            cell.frame = frame
            cell.placeContent()
            show(cell, at: path)
            if reloads != reload {
                tilesAgain = true
                return
            }
        }
        shownPaths = wanted.filter { shownCells[$0] != nil }
        placeHeaders()
    }

    /// The rows whose span meets the bounds, top to bottom.
    var rowsInView: [IndexPath] {
        var wanted: [IndexPath] = []
        let bottom = bounds.maxY
        if dataSource != nil, var k = firstRow(endingAfter: bounds.minY) {
            let n = rowEnds.count
            while k < n, rowStarts[k] < bottom {
                if rowEnds[k] > rowStarts[k] { wanted.append(indexPath(ofFlat: k)) }
                k += 1
            }
        }
        return wanted
    }

    // MARK: Selection

    /// Selects `indexPath` (deselecting the others unless multiple selection is allowed).
    func select(_ indexPath: IndexPath, animated: Bool, tellDelegate: Bool) {
        if !allowsMultipleSelection {
            for other in selectedPaths where other != indexPath {
                deselectRow(at: other, animated: animated)
                if tellDelegate { tableDelegate?.tableView(self, didDeselectRowAt: other) }
            }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if tellDelegate { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }
    }

    /// A tap on a row selects it (or, with multiple selection, deselects a selected one).
    func handleRowTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, allowsSelection, let path = indexPathForRow(at: tap.location(in: self)) else {
            return
        }
        if allowsMultipleSelection, selectedPaths.contains(path) {
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
        } else {
            select(path, animated: false, tellDelegate: true)
        }
    }
}
