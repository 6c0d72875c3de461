import KinemaUIKit
import KinemaUIKitTesting

/// The scenes of `uikit.scroll.rows.2000` and `uikit.scroll.stack.2000`: a 375 x 667 scroll
/// view over 2,000 labels 44 pt apart, placed by their frames (`rows`) or arranged by a
/// vertical `UIStackView` pinned to the content guide and as wide as the frame guide (`stack`),
/// flicked up at 1,200 pt/s. One step is one 60 Hz frame of the deceleration: the display link
/// moves the offset (in the stack's case the frame guide follows it through a layout pass), and
/// the frame is taken. Once the content rests, it is flicked again (untimed: see
/// `flickIfResting()`). `uikit.table.scroll.10000` flicks a `UITableView` of 10,000 rows of
/// 44 pt the same way: each frame also takes back the cells of the rows that left and asks the
/// data source for those that came.
@MainActor
final class UIKitScroll {
    let harness = UIKitHarness()
    let scroll: UIScrollView
    private(set) var sink = 0.0
    /// The table's data source (held: the table holds it weakly).
    private var rows: TableRows?

    /// A table view of `tableRows` rows.
    init(tableRows: Int) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = TableRows(count: tableRows)
        table.dataSource = source
        rows = source
        scroll = table
        harness.window.addSubview(table)
        harness.window.layoutIfNeeded()
    }

    init(rows: Int, stacked: Bool) {
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        harness.window.addSubview(scroll)
        if stacked {
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 23
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            for i in 0..<rows {
                let label = UILabel()
                label.text = "row \(i)"
                stack.addArrangedSubview(label)
            }
            let guide = scroll.contentLayoutGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: guide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
            ])
        } else {
            for i in 0..<rows {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 375, height: 21))
                label.text = "row \(i)"
                scroll.addSubview(label)
            }
            scroll.contentSize = CGSize(width: 375, height: CGFloat(rows) * 44)
        }
        harness.window.layoutIfNeeded()
    }

    /// The content height (44 pt a row: the labels are 21 pt high, with 23 pt between them).
    var contentHeight: CGFloat { scroll.contentSize.height }

    /// Flicks the content up when it is at rest: 20 pt in 1/60 s, from the offset 0 (untimed).
    func flickIfResting() {
        guard !scroll.isDecelerating else { return }
        scroll.contentOffset = .zero
        harness.touchDown(at: CGPoint(x: 100, y: 600))
        harness.advance(by: 1.0 / 60)
        harness.touchMove(to: CGPoint(x: 100, y: 580))
        harness.advance(by: 1.0 / 60)
        harness.touchUp(at: CGPoint(x: 100, y: 560))
    }

    /// One frame of the deceleration.
    func step() {
        harness.advance(by: 1.0 / 60)
        sink += harness.snapshot().time
    }
}

/// `count` rows, each a cell whose text label says which.
@MainActor
final class TableRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
}

/// Carries a scroll scene across the benchmark's closures.
struct UncheckedScroll: @unchecked Sendable {
    let scroll: UIKitScroll
}
