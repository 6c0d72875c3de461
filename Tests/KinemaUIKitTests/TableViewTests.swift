import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A cell that counts how many were made and prepared for reuse.
@MainActor
private final class CountingCell: UITableViewCell {
    static var made = 0
    static var prepared = 0
    required init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCell.prepared += 1
    }
}

/// A data source of `count` rows in one section, and a delegate that records what it hears,
/// sizes rows when `heights` is set, and fades rows in when `entrance` is set.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count = 100
    var heights: ((Int) -> CGFloat)?
    var entrance = false
    var events: [String] = []
    var reloadsOnce: UITableView?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let table = reloadsOnce {
            reloadsOnce = nil
            table.reloadData()
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath.row) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("show \(indexPath.row)")
        guard entrance else { return }
        // The usual entrance: in from the right and faded, each row 0.05 s after the one above.
        cell.alpha = 0
        cell.transform = CGAffineTransform(translationX: 50, y: 0)
        UIView.animate(withDuration: 0.5, delay: 0.05 * Double(indexPath.row), options: .curveLinear) {
            cell.alpha = 1
            cell.transform = .identity
        }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("hide \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.row)")
    }
}

/// Three sections of 2, 0 and 3 rows.
@MainActor
private final class Sections: UITableViewDataSource {
    let counts = [2, 0, 3]
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "plain")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "plain")
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
}

/// Table views: rows of 44 pt unless the delegate says otherwise, so row k starts at the sum of
/// the heights above it; the rows in view are those whose span meets the bounds.
@MainActor
final class TableViewTests: XCTestCase {
    /// A 320 x 440 table at the window's origin (ten 44 pt rows in view) over `rows`.
    private func table(_ harness: UIKitHarness, _ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        harness.window.addSubview(table)
        harness.advance(to: 0)
        return table
    }

    func testRowsInViewAndCellsReused() async throws {
        CountingCell.made = 0
        CountingCell.prepared = 0
        let harness = UIKitHarness()
        let rows = Rows()
        let table = table(harness, rows)
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 4400))
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<10).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), (0..<10).map { CGFloat($0 * 44) })
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Row 3")
        XCTAssertEqual(CountingCell.made, 10)
        XCTAssertEqual(rows.events, (0..<10).map { "show \($0)" })

        // 462 pt down: rows 10 (440...484) to 20 (880...924) meet 462...902.
        rows.events = []
        table.contentOffset = CGPoint(x: 0, y: 462)
        XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(10...20))
        XCTAssertEqual(rows.events, (0..<10).map { "hide \($0)" } + (10...20).map { "show \($0)" })
        // Ten cells came back for reuse, one more was made.
        XCTAssertEqual(CountingCell.made, 11)
        XCTAssertEqual(CountingCell.prepared, 10)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 12, section: 0)))
        XCTAssertEqual(table.indexPath(for: cell), IndexPath(row: 12, section: 0))
        XCTAssertEqual(cell.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 12 * 44 - 462))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Heights of 30 and 60 alternating: row 3 starts at 30 + 60 + 30 = 120; 100 rows are
    /// 50 × 30 + 50 × 60 = 4,500 pt.
    func testHeightsFromTheDelegate() async throws {
        let harness = UIKitHarness()
        let rows = Rows()
        rows.heights = { $0 % 2 == 0 ? 30 : 60 }
        let table = table(harness, rows)
        XCTAssertEqual(table.contentSize.height, 4500)
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 120, width: 320, height: 60))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 125)), IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 119.5)), IndexPath(row: 2, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 4500)))
        // Hostile heights count as 0: rows of no height hold nothing and are not shown.
        rows.heights = { $0 == 1 ? .nan : ($0 == 2 ? -5 : 44) }
        table.reloadData()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 0)
        XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0...11).filter { $0 != 1 && $0 != 2 })
    }

    /// Rows fading in from the right, each 0.05 s after the one above, linear over 0.5 s: at
    /// 0.25 s row 0 is half way (alpha 0.5, 25 pt right), row 2 three tenths of the way.
    func testAnEntranceAnimationInWillDisplay() async throws {
        let harness = UIKitHarness()
        let rows = Rows()
        rows.entrance = true
        _ = table(harness, rows)
        harness.advance(to: 0.25)
        let frame = harness.snapshot()
        let first = try XCTUnwrap(frame["row 0"])
        XCTAssertEqual(first.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(first.values.transform.tx, 25, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(frame["row 2"]).alpha, 0.3, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(frame["row 9"]).alpha, 0, accuracy: 1e-9, "not begun: 0.45 s delay")
        harness.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["row 9"]).alpha, 1)
    }

    func testTapsSelectRowsAndDragsDoNot() async throws {
        let harness = UIKitHarness()
        let rows = Rows()
        let table = table(harness, rows)
        rows.events = []
        harness.tap(at: CGPoint(x: 100, y: 2 * 44 + 10))
        XCTAssertEqual(rows.events, ["select 2"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        harness.advance(to: 1)
        harness.tap(at: CGPoint(x: 100, y: 5 * 44 + 10))
        XCTAssertEqual(rows.events, ["select 2", "deselect 2", "select 5"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, false)

        // Deselected with animation: the selected background fades over 0.25 s.
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        let background = try XCTUnwrap(cell.subviews.first)
        XCTAssertEqual(background.alpha, 1)
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(background.alpha, 0)
        XCTAssertGreaterThan(background.layer.presentation()?.opacity ?? 0, 0.99)

        // A drag scrolls and selects nothing.
        rows.events = []
        harness.advance(to: 2)
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        harness.advance(to: 2.1)
        harness.touchMove(to: CGPoint(x: 100, y: 280))
        harness.advance(to: 2.2)
        harness.touchMove(to: CGPoint(x: 100, y: 200))
        XCTAssertEqual(table.contentOffset.y, 80)
        harness.advance(to: 2.3)
        harness.touchUp(at: CGPoint(x: 100, y: 200))
        XCTAssertFalse(rows.events.contains { $0.hasPrefix("select") })
    }

    /// Rows brought to the top, middle and bottom: row 50 spans 2,200...2,244 in 440 pt of bounds.
    func testScrollingToRows() async throws {
        let harness = UIKitHarness()
        let rows = Rows()
        let table = table(harness, rows)
        let row50 = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row50, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2200)
        table.scrollToRow(at: row50, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2222 - 220)
        table.scrollToRow(at: row50, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2244 - 440)
        // The last row cannot come to the top: the offset stops at 4,400 - 440.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 3960)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 90)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("NSRangeException"))
    }

    /// Unregistered identifiers, classes that are not cells, a data source that reloads while
    /// the table asks it for a cell, and counts that are not possible.
    func testWhatUIKitWouldRefuse() async throws {
        let harness = UIKitHarness()
        let rows = Rows()
        let table = table(harness, rows)
        let stray = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(stray.reuseIdentifier, "nothing")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "nothing"))
        table.register(NSObject.self, forCellReuseIdentifier: "object")
        XCTAssertEqual(harness.diagnostics.count, 2)

        rows.reloadsOnce = table
        table.reloadData()
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 10)
        XCTAssertEqual(Set(table.visibleCells.map { ObjectIdentifier($0) }).count, 10)
        XCTAssertEqual(table.subviews.filter { $0 is UITableViewCell }.count, 10)

        // A table counts at most 1,000,000 rows.
        rows.count = .max
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1_000_000)
        XCTAssertEqual(table.contentSize.height, 44_000_000)

        rows.count = -3
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.visibleCells.count, 0)
        XCTAssertEqual(table.contentSize.height, 0)
    }

    /// Sections follow one another: the third's second row starts after 2 + 0 + 1 rows, at 132.
    func testSections() async throws {
        let harness = UIKitHarness()
        let sections = Sections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.dataSource = sections
        harness.window.addSubview(table)
        harness.advance(to: 0)
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual((0..<3).map { table.numberOfRows(inSection: $0) }, [2, 0, 3])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 2)).minY, 132)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 100)), IndexPath(row: 0, section: 2))
        XCTAssertEqual(
            table.indexPathsForVisibleRows,
            [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
                + (0..<3).map { IndexPath(row: $0, section: 2) })
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["0.0", "0.1", "2.0", "2.1", "2.2"])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), .zero)
        XCTAssertEqual(IndexPath(row: 4, section: 7).section, 7)
        XCTAssertEqual(IndexPath(item: 4, section: 7).row, 4)
    }
}
