import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Three sections of ten 44 pt rows titled A, B and C; the last has a footer titled "end".
@MainActor
private final class Titled: UITableViewDataSource, UITableViewDelegate {
    var bigHeader = false
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["A", "B", "C"][section]
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "end" : nil
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        bigHeader && section == 1 ? 50 : tableView.sectionHeaderHeight
    }
}

/// Sections laid out header, rows, footer: with 28 pt titled headers, section 0 spans 0...468
/// (its rows from 28), section 1 468...936 (rows from 496), section 2 936...1,432 (rows from
/// 964, its footer 1,404...1,432). A plain table's header stays at the top of the bounds,
/// `min(max(header's top, offset), section's end - 28)`.
@MainActor
final class TableViewSectionTests: XCTestCase {
    func testHeadersFooterAndFloatingHeaders() async throws {
        let harness = UIKitHarness()
        let source = Titled()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.dataSource = source
        table.delegate = source
        harness.window.addSubview(table)
        harness.advance(to: 0)
        XCTAssertEqual(table.contentSize.height, 1432)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 496)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 468, width: 320, height: 28))
        XCTAssertEqual(table.rectForFooter(inSection: 2), CGRect(x: 0, y: 1404, width: 320, height: 28))
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 468, width: 320, height: 468))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 480)), "a header holds no row")
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 10)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "A")
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 0)

        // Floating: at 200 the header of A is at the top of the bounds; at 450 the end of A
        // (468) pushes it up to 440, with B's header at 468; at 500 B's header floats.
        table.contentOffset = CGPoint(x: 0, y: 200)
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 200)
        table.contentOffset = CGPoint(x: 0, y: 450)
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 440)
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)
        table.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 500)
        // The frames show it at the top of the window, over the rows.
        let header = try XCTUnwrap(table.headerView(forSection: 1))
        XCTAssertEqual(header.convert(CGPoint.zero, to: nil), .zero)
        XCTAssertGreaterThan(
            try XCTUnwrap(table.subviews.firstIndex { $0 === header }),
            try XCTUnwrap(table.subviews.firstIndex { $0 is UITableViewCell }))
        // The footer scrolls with its rows.
        table.contentOffset = CGPoint(x: 0, y: 992)
        XCTAssertEqual(table.footerView(forSection: 2)?.frame.minY, 1404)
        XCTAssertEqual(table.footerView(forSection: 2)?.textLabel?.text, "end")

        // A delegate's height, then a grouped table, whose headers do not float.
        source.bigHeader = true
        table.reloadData()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 518)
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .grouped)
        grouped.dataSource = source
        harness.window.addSubview(grouped)
        harness.advance(to: 0.1)
        grouped.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(grouped.headerView(forSection: 0)?.frame.minY, 0)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
