import Foundation

extension UITableView {
    /// How long an update's rows take to move, come in and go out: 0.3 s, ease-in-out (Kinema's
    /// duration: UIKit does not publish its own).
    static let updateDuration = 0.3

    /// ``beginUpdates()``.
    func beginRowUpdates() { updateDepth += 1 }

    /// ``insertRows(at:with:)``, ``deleteRows(at:with:)`` and ``reloadRows(at:with:)``: queued
    /// for the group under way, or applied at once outside one.
    func queueRowUpdate(inserting: [IndexPath], deleting: [IndexPath], _ animation: RowAnimation) {
        pendingInserts += inserting.map { ($0, animation) }
        pendingDeletes += deleting.map { ($0, animation) }
        if updateDepth == 0 {
            beginRowUpdates()
            endRowUpdates(completion: nil)
        }
    }

    /// ``endUpdates()`` and the end of ``performBatchUpdates(_:completion:)``: the outermost end
    /// applies the group (an end without a beginning applies what is queued).
    func endRowUpdates(completion: ((Bool) -> Void)?) {
        if let completion { updateCompletions.append(completion) }
        updateDepth = Swift.max(0, updateDepth - 1)
        guard updateDepth == 0 else { return }
        let (inserts, deletes, completions) = (pendingInserts, pendingDeletes, updateCompletions)
        pendingInserts = []
        pendingDeletes = []
        updateCompletions = []
        applyRowUpdates(inserts, deletes) { finished in completions.forEach { $0(finished) } }
    }

    /// The rows of one section an update inserts and deletes, ascending.
    private struct SectionChanges {
        var inserted: [Int] = []
        var deleted: [Int] = []

        /// The new row of the surviving old row `old`: its rank among the survivors, in the
        /// slots the insertions leave.
        func newRow(of old: Int) -> Int {
            var slot = old - deleted.prefix { $0 < old }.count
            for row in inserted where row <= slot { slot += 1 }
            return slot
        }

        /// The old row of the new row `new`, which was not inserted.
        func oldRow(of new: Int) -> Int {
            var old = new - inserted.prefix { $0 < new }.count
            for row in deleted where row <= old { old += 1 }
            return old
        }
    }

    /// Applies one group: checks the counts, moves the cells of the rows that stay, brings the
    /// inserted rows in and takes the deleted ones out, all in one animation.
    private func applyRowUpdates(
        _ inserts: [(IndexPath, RowAnimation)], _ deletes: [(IndexPath, RowAnimation)],
        completion: @escaping (Bool) -> Void
    ) {
        // Without rows measured before the update there is nothing to animate from.
        guard geometryIsCurrent, dataSource != nil else {
            reloadRows()
            return completion(true)
        }
        let oldStarts = rowStarts, oldEnds = rowEnds, oldSections = sectionStarts
        let oldCounts = (0..<oldSections.count).map { numberOfRows(inSection: $0) }
        geometryIsCurrent = false
        ensureGeometry()
        let newCounts = (0..<sectionStarts.count).map { numberOfRows(inSection: $0) }
        var changes = [SectionChanges](repeating: SectionChanges(), count: newCounts.count)
        var valid = oldCounts.count == newCounts.count
        for (path, _) in inserts where valid {
            valid =
                path.count == 2 && changes.indices.contains(path.section) && path.row >= 0
                && path.row < newCounts[path.section]
            if valid { changes[path.section].inserted.append(path.row) }
        }
        for (path, _) in deletes where valid {
            valid =
                path.count == 2 && changes.indices.contains(path.section) && path.row >= 0
                && path.row < oldCounts[path.section]
            if valid { changes[path.section].deleted.append(path.row) }
        }
        for s in changes.indices where valid {
            changes[s].inserted = Array(Set(changes[s].inserted)).sorted()
            changes[s].deleted = Array(Set(changes[s].deleted)).sorted()
            valid = newCounts[s] == oldCounts[s] - changes[s].deleted.count + changes[s].inserted.count
        }
        guard valid else {
            runtime.logException(
                "NSInternalInconsistencyException",
                "Invalid update: the number of rows after the update must equal the number before, "
                    + "plus those inserted, minus those deleted")
            reloadRows()
            return completion(true)
        }
        let entrances = Dictionary(inserts.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        let exits = Dictionary(deletes.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        func newPath(_ old: IndexPath) -> IndexPath {
            IndexPath(row: changes[old.section].newRow(of: old.row), section: old.section)
        }

        // The cells of deleted rows go (at once without an animation of their own); the others
        // take their rows' new index paths. Rows are walked in order, never a dictionary's
        // order, which changes from run to run.
        var leaving: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for old in shownPaths {
            guard let cell = shownCells[old] else { continue }
            if let animation = exits[old] {
                cell.shownIndexPath = nil
                if animation == .none { takeBack(cell, from: old) } else { leaving.append((cell, old, animation)) }
            } else {
                let new = newPath(old)
                kept[new] = cell
                cell.shownIndexPath = new
            }
        }
        shownCells = kept
        selectedPaths = selectedPaths.compactMap { exits[$0] == nil ? newPath($0) : nil }

        // Rows now in view without a cell: inserted ones start as their animation says, the
        // others where they were.
        let width = bounds.width
        var arriving: [IndexPath] = []
        for path in rowsInView where shownCells[path] == nil {
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: path)
            guard cell.shownIndexPath == nil, shownCells[path] == nil else { continue }
            let final = rectForRow(at: path)
            UIView.performWithoutAnimation {
                if let animation = entrances[path] {
                    cell.frame = final
                    arriving.append(path)
                    apply(animation, to: cell, height: final.height, width: width)
                } else {
                    let oldRow = changes[path.section].oldRow(of: path.row)
                    let k = oldSections[path.section] + oldRow
                    let start = k < oldEnds.count ? oldStarts[k] : final.minY
                    let height = k < oldEnds.count ? oldEnds[k] - oldStarts[k] : final.height
                    cell.frame = CGRect(x: 0, y: start, width: width, height: height)
                }
                cell.placeContent()
            }
            show(cell, at: path)
        }
        shownPaths = shownCells.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }

        // One animation: the cells to their rows, the arrivals in, the leavers out.
        let cells = shownPaths.compactMap { path in shownCells[path].map { (path, $0) } }
        let arrivals = arriving.compactMap { shownCells[$0] }
        UIView.animate(
            withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (path, cell) in cells {
                    cell.frame = self.rectForRow(at: path)
                    cell.placeContent()
                }
                for cell in arrivals {
                    cell.alpha = 1
                    cell.transform = .identity
                }
                self.placeHeaders()
                for leaver in leaving {
                    self.apply(leaver.animation, to: leaver.cell, height: leaver.cell.bounds.height, width: width)
                }
            },
            completion: { [weak self] finished in
                for leaver in leaving {
                    UIView.performWithoutAnimation {
                        leaver.cell.alpha = 1
                        leaver.cell.transform = .identity
                    }
                    if let self {
                        self.takeBack(leaver.cell, from: leaver.path)
                    } else {
                        leaver.cell.removeFromSuperview()
                    }
                }
                self?.tileRows()
                completion(finished)
            })
    }

    /// The state a row enters from, or leaves to, under `animation`.
    private func apply(_ animation: RowAnimation, to cell: UITableViewCell, height: CGFloat, width: CGFloat) {
        switch animation {
        case .fade, .middle, .automatic: cell.alpha = 0
        case .left: cell.transform = CGAffineTransform(translationX: -width, y: 0)
        case .right: cell.transform = CGAffineTransform(translationX: width, y: 0)
        case .top:
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: -height)
        case .bottom:
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: height)
        case .none: break
        }
    }
}
