import FuzzSupport
import KinemaUIKit

/// A table's data source and delegate that meddle: hostile counts and heights, cells dequeued
/// under identifiers nothing was registered for, reloads and scrolls from inside the callbacks,
/// entrance animations.
@MainActor
final class MeddlingTableSource: UITableViewDataSource, UITableViewDelegate {
    let input: ByteStream
    init(_ input: ByteStream) { self.input = input }

    /// A count that may be negative, or large: at most a few thousand, since every measure asks
    /// every section and row (the table's own limit of 1,000,000 has a unit test; under the
    /// sanitisers a million callbacks a measure would only time the harness out).
    private func hostileCount() -> Int { [-7, Int.min, 0, 2_500][input.choice(4)] }

    func numberOfSections(in tableView: UITableView) -> Int {
        input.choice(8) == 0 ? hostileCount() : 1 + input.choice(3)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        input.choice(8) == 0 ? hostileCount() : Int(input.byte())
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch input.choice(16) {
        case 0: tableView.reloadData()
        case 1: tableView.contentOffset = CGPoint(x: 0, y: input.double())
        default: break
        }
        let identifier = input.choice(8) == 0 ? "unknown" : "row"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        if input.bool() { cell.detailTextLabel?.text = "d" }
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        input.choice(8) == 0 ? CGFloat(input.double()) : CGFloat(input.byte())
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        switch input.choice(8) {
        case 0:
            cell.alpha = 0
            UIView.animate(withDuration: Double(input.byte()) / 100) { cell.alpha = 1 }
        case 1: tableView.reloadData()
        case 2: tableView.selectRow(at: indexPath, animated: input.bool(), scrollPosition: .none)
        default: break
        }
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        input.bool() ? "h\(section)" : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        input.choice(4) == 0 ? "f" : nil
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        // Views for the first sections only: a hostile count of sections would otherwise make
        // a view per section at every measure, the harness's cost, not the table's.
        guard section < 64 else { return nil }
        switch input.choice(8) {
        case 0: return UIView()
        case 1: return tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        default: return nil
        }
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        input.choice(8) == 0 ? CGFloat(input.double()) : tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if input.bool() { tableView.deselectRow(at: indexPath, animated: input.bool()) }
    }
}

extension UIKitProgram {
    /// A table view over a meddling source, with hostile row heights.
    func makeTableView(frame: CGRect) -> UIView {
        let table = UITableView(frame: frame, style: input.bool() ? .plain : .grouped)
        table.register(input.choice(8) == 0 ? UIView.self : UITableViewCell.self, forCellReuseIdentifier: "row")
        if input.bool() { table.rowHeight = CGFloat(input.double()) }
        if input.bool() {
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        }
        if input.choice(4) == 0 { table.sectionFooterHeight = CGFloat(input.double()) }
        table.allowsMultipleSelection = input.bool()
        let source = MeddlingTableSource(input)
        tableSources.append(source)
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// One operation on a table view: reloads, scrolls to rows (existing or not), selections,
    /// lookups of rows and cells, animated insertions, deletions and reloads of rows (whose
    /// counts the meddling source rarely matches), groups nested or ended without a beginning.
    func table(_ table: UITableView) {
        let path = IndexPath(row: input.choice(8) == 0 ? input.integer() : Int(input.byte()), section: input.choice(3))
        let position = [UITableView.ScrollPosition.none, .top, .middle, .bottom][input.choice(4)]
        let animation = [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic][
            input.choice(8)]
        switch input.choice(10) {
        case 6: table.insertRows(at: [path], with: animation)
        case 7: table.deleteRows(at: [path, path], with: animation)
        case 8: table.reloadRows(at: [path], with: animation)
        case 9:
            switch input.choice(3) {
            case 0: table.beginUpdates()
            case 1: table.endUpdates()
            default:
                table.performBatchUpdates(
                    {
                        table.deleteRows(at: [path], with: animation)
                        if self.input.bool() { table.reloadData() }
                        table.insertRows(at: [IndexPath(row: Int(self.input.byte()), section: 0)], with: animation)
                    }, completion: { _ in if self.input.bool() { table.reloadData() } })
            }
        case 0: table.reloadData()
        case 1: table.scrollToRow(at: path, at: position, animated: input.bool())
        case 2: table.selectRow(at: input.bool() ? path : nil, animated: input.bool(), scrollPosition: position)
        case 3: table.deselectRow(at: path, animated: input.bool())
        case 4:
            _ = table.cellForRow(at: path)
            _ = table.indexPathForRow(at: point())
            _ = table.rectForRow(at: path)
            for cell in table.visibleCells { _ = table.indexPath(for: cell) }
        default:
            table.estimatedRowHeight = CGFloat(input.double())
            _ = table.headerView(forSection: input.choice(4))
            _ = table.rect(forSection: input.integer())
        }
    }
}
