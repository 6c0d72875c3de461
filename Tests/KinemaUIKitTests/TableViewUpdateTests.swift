import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A list of named rows of 44 pt (or `heights[row]`), and what the table tells its delegate.
@MainActor
private final class Items: UITableViewDataSource, UITableViewDelegate {
    var items = (0..<100).map { "item \($0)" }
    var heights: [Int: CGFloat] = [:]
    var events: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessibilityIdentifier = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row] ?? 44
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("show \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("hide \(indexPath.row)")
    }
}

/// Animated updates: over 0.3 s, ease-in-out, so half way (0.15 s) by the curve's symmetry.
/// Rows are 44 pt, so row k's cell is centred at 44 k + 22 once the update is over.
@MainActor
final class TableViewUpdateTests: XCTestCase {
    /// A 320 x 440 table (ten rows in view) over `items`, laid out at time 0.
    private func table(_ harness: UIKitHarness, _ items: Items) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = items
        table.delegate = items
        harness.window.addSubview(table)
        harness.advance(to: 0)
        items.events = []
        return table
    }

    private func centreY(_ harness: UIKitHarness, _ name: String) throws -> Double {
        try XCTUnwrap(harness.snapshot()[name]).center.y
    }

    /// A row inserted at the top fades in while the others move down one row.
    func testAnInsertedRowFadesInAndTheOthersMoveDown() async throws {
        let harness = UIKitHarness()
        let items = Items()
        let table = table(harness, items)
        items.items.insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(table.contentSize.height, 101 * 44)
        XCTAssertEqual(items.events, ["show 0"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "item 0")
        harness.advance(to: 0.15)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["new"]).alpha, 0.5, accuracy: 1e-9)
        // Item 0 half way from 22 to 66.
        XCTAssertEqual(try centreY(harness, "item 0"), 44, accuracy: 1e-9)
        harness.advance(to: 0.35)
        XCTAssertEqual(try centreY(harness, "item 0"), 66, accuracy: 1e-9)
        // Item 9, pushed to 440...484, left the view at the end and was taken back.
        XCTAssertEqual(items.events, ["show 0", "hide 10"])
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["new"] + (0..<9).map { "item \($0)" })
    }

    /// A row deleted to the left slides out by the table's width while the rows below move up
    /// one row, and the row that comes into view at the bottom comes from where it was.
    func testADeletedRowSlidesOutAndTheOthersMoveUp() async throws {
        let harness = UIKitHarness()
        let items = Items()
        let table = table(harness, items)
        items.items.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        XCTAssertEqual(items.events, ["show 9"])
        harness.advance(to: 0.15)
        let leaving = try XCTUnwrap(harness.snapshot()["item 2"])
        XCTAssertEqual(leaving.values.transform.tx, -160, accuracy: 1e-9)
        // Item 3 half way from 154 to 110; item 10 half way from 462 to 418.
        XCTAssertEqual(try centreY(harness, "item 3"), 132, accuracy: 1e-9)
        XCTAssertEqual(try centreY(harness, "item 10"), 440, accuracy: 1e-9)
        harness.advance(to: 0.35)
        XCTAssertNil(harness.snapshot()["item 2"])
        XCTAssertEqual(try centreY(harness, "item 10"), 418, accuracy: 1e-9)
        XCTAssertEqual(items.events, ["show 9", "hide 2"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 99)
    }

    /// An update with no rows animates new heights: row 1 grows from 44 to 100, so row 2
    /// moves from 88...132 to 144...188.
    func testAnEmptyUpdateAnimatesNewHeights() async throws {
        let harness = UIKitHarness()
        let items = Items()
        let table = table(harness, items)
        items.heights[1] = 100
        table.beginUpdates()
        table.endUpdates()
        XCTAssertEqual(table.contentSize.height, 99 * 44 + 100)
        harness.advance(to: 0.15)
        let grown = try XCTUnwrap(harness.snapshot()["item 1"])
        XCTAssertEqual(grown.values.size.height, 72, accuracy: 1e-9)
        XCTAssertEqual(try centreY(harness, "item 2"), (110.0 + 166.0) / 2, accuracy: 1e-9)
        harness.advance(to: 0.35)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.height, 100)
        XCTAssertEqual(try centreY(harness, "item 2"), 166, accuracy: 1e-9)
    }

    /// A batch reads deletions in the old rows and insertions in the new ones: deleting row 0
    /// and inserting row 5 moves old row 5 to 4 and old row 6 to 6. The selection follows its
    /// row; the completion runs at the end; reloading a row swaps its cell.
    func testABatchMapsRowsAndReportsItsEnd() async throws {
        let harness = UIKitHarness()
        let items = Items()
        let table = table(harness, items)
        table.selectRow(at: IndexPath(row: 6, section: 0), animated: false, scrollPosition: .none)
        var finished: [Bool] = []
        table.performBatchUpdates(
            {
                items.items.remove(at: 0)
                items.items.insert("new", at: 5)
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .right)
            }, completion: { finished.append($0) })
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text, "item 5")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text, "new")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 6, section: 0))?.textLabel?.text, "item 6")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 6, section: 0))
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["new"]).values.transform.tx, 320, accuracy: 1e-9)
        harness.advance(to: 0.2)
        XCTAssertEqual(finished, [])
        harness.advance(to: 0.35)
        XCTAssertEqual(finished, [true])

        items.items[3] = "renamed"
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        harness.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["renamed"]).alpha, 0.5, accuracy: 1e-9)
        harness.advance(to: 1)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "renamed")
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Counts that do not add up are logged as UIKit's exception, and the table reloads.
    func testAnUpdateWhoseCountsDoNotAddUp() async throws {
        let harness = UIKitHarness()
        let items = Items()
        let table = table(harness, items)
        items.items.append("extra")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("NSInternalInconsistencyException"))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 101)
        XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "item 0")
        // Rows past the end, or in no section, are refused the same way.
        table.insertRows(at: [IndexPath(row: 500, section: 0)], with: .fade)
        table.deleteRows(at: [IndexPath(row: 0, section: 3)], with: .fade)
        XCTAssertEqual(harness.diagnostics.count, 3)
    }
}
