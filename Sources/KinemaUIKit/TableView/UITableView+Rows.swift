import Foundation
import Kinema

extension UITableView {
    /// The most rows, and sections, a table counts in all (more would only exhaust memory).
    static let maximumRows = 1_000_000

    /// The table's delegate, when it is a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Geometry

    /// The data source changed: the rows reload at the next layout pass.
    func invalidateRows() {
        geometryIsCurrent = false
        setNeedsLayout()
    }

    /// A height changed: the rows are measured again at the next layout pass.
    func invalidateGeometry() {
        geometryIsCurrent = false
        setNeedsLayout()
    }

    /// Measures every row (heights from the delegate or ``rowHeight``) and sets the content size.
    func ensureGeometry() {
        guard !geometryIsCurrent else { return }
        geometryIsCurrent = true
        var starts: [CGFloat] = [0]
        var sections: [Int] = []
        if let dataSource {
            let count = Swift.max(0, Swift.min(dataSource.numberOfSections(in: self), Self.maximumRows))
            let delegate = tableDelegate
            var y: CGFloat = 0
            for section in 0..<count {
                sections.append(starts.count - 1)
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                let room = Self.maximumRows - (starts.count - 1)
                for row in 0..<Swift.max(0, Swift.min(rows, room)) {
                    var h =
                        delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                    if h == UITableView.automaticDimension { h = estimatedRowHeight }
                    y += h.isFinite && h >= 0 ? Swift.min(h, CGFloat(Limits.maximumMagnitude)) : 0
                    starts.append(y)
                }
            }
        }
        rowStarts = starts
        sectionStarts = sections
        let size = CGSize(width: bounds.width, height: Swift.min(starts.last ?? 0, CGFloat(Limits.maximumMagnitude)))
        if contentSize != size { contentSize = size }
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
    /// outside every row.
    func row(containing y: CGFloat) -> Int? {
        let n = rowStarts.count - 1
        guard n > 0, y >= 0, y < rowStarts[n] else { return nil }
        // The first row ending after y.
        var low = 0, high = n - 1
        while low < high {
            let mid = (low + high) / 2
            if rowStarts[mid + 1] > y { high = mid } else { low = mid + 1 }
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
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return runtime.log("UITableView.register: \(cellClass) is not a UITableViewCell subclass")
        }
        registeredCells[identifier] = cellType
    }

    /// A cell taken back under `identifier` (prepared for reuse) or a new registered one.
    func reusableCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// ``reloadData()``: every cell is taken back, the selection cleared, the rows measured again
    /// and the cells in view asked for.
    func reloadRows() {
        reloads &+= 1
        geometryIsCurrent = false
        selectedPaths = []
        let gone = shownPaths.compactMap { path in shownCells[path].map { (path, $0) } }
        shownCells = [:]
        shownPaths = []
        for (path, cell) in gone { takeBack(cell, from: path) }
        tileRows()
    }

    /// Takes `cell` out of the table into the reuse pool, and tells the delegate.
    func takeBack(_ cell: UITableViewCell, from path: IndexPath) {
        cell.removeFromSuperview()
        cell.shownIndexPath = nil
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
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
            let frame = CGRect(x: 0, y: rowStarts[k], width: width, height: rowStarts[k + 1] - rowStarts[k])
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
            cell.shownIndexPath = path
            cell.setSelected(selectedPaths.contains(path), animated: false)
            // In the table first, so that an animation the delegate starts runs.
            insertSubview(cell, at: 0)
            shownCells[path] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            if reloads != reload {
                tilesAgain = true
                return
            }
        }
        shownPaths = wanted.filter { shownCells[$0] != nil }
    }

    /// The rows whose span meets the bounds, top to bottom.
    var rowsInView: [IndexPath] {
        var wanted: [IndexPath] = []
        let bottom = bounds.maxY
        if dataSource != nil, var k = row(containing: Swift.max(bounds.minY, 0)) {
            let n = rowStarts.count - 1
            while k < n, rowStarts[k] < bottom {
                if rowStarts[k + 1] > rowStarts[k] { wanted.append(indexPath(ofFlat: k)) }
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
