import Foundation
import XCTest

/// `kinema layout` on every scene file under `Examples/` (the files the README runs), against
/// frames derived by hand from each file's constraints.
final class ExampleSceneTests: XCTestCase {
    /// The repository's `Examples/` folder (this file is Tests/KinemaCLITests/ExampleSceneTests.swift).
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// One expected row: `view,minX,minY,width,height`.
    struct Row: Equatable, CustomStringConvertible {
        let view: String
        let minX, minY, width, height: Double
        init(_ view: String, _ minX: Double, _ minY: Double, _ width: Double, _ height: Double) {
            (self.view, self.minX, self.minY, self.width, self.height) = (view, minX, minY, width, height)
        }
        var description: String { "\(view),\(minX),\(minY),\(width),\(height)" }
    }

    /// The rows of each example, derived below file by file.
    static let expected: [String: [Row]] = [
        "popup.json": popupRows,
        "tab-bar.json": tabBarCameraRows,
        "tab-bar-lines.json": tabBarLinesRows
    ]

    /// The popup menu, closed. Root 375 x 667. `overlay` is pinned to the root's four edges.
    /// `popup` spans the root's width, is 500 high and its bottom is 440 below the root's bottom:
    /// maxY = 667 + 440 = 1107, so minY = 1107 - 500 = 607. The titles span the popup's width;
    /// their heights are their intrinsic heights (nothing else sizes them vertically) and their
    /// tops are 20 and 30 below the popup's top: 607 + 20 = 627 and 607 + 30 = 637.
    static let popupRows = [
        Row("root", 0, 0, 375, 667),
        Row("overlay", 0, 0, 375, 667),
        Row("popup", 0, 607, 375, 500),
        Row("closedTitle", 0, 627, 375, 18),
        Row("openTitle", 0, 637, 375, 29)
    ]

    /// The AR tab bar with the camera selected: the camera column holds the arrows (intrinsic
    /// 44 high) and the camera (100 x 100), 20 apart: 44 + 20 + 100 = 164 high; the indicator is
    /// centred on the camera column, whose centre is the root's (187.5).
    static let tabBarCameraRows = tabBarRows(
        camera: 100, arrowsHeight: 44, columnHeight: 44 + 20 + 100, indicator: 187.5)

    /// The AR tab bar with the lines tab selected: the arrows are hidden and the camera is 60 x 60.
    /// A hidden arranged view gets length 0 along the axis at the stack's start and no spacing:
    /// the column is the camera alone, 60 high (it hugs only visible views), the arrows 0 high at
    /// its top. The indicator is centred on the lines button (311 + 22 = 333).
    static let tabBarLinesRows = tabBarRows(camera: 60, arrowsHeight: 0, columnHeight: 60, indicator: 333)

    /// The AR tab bar's rows (root 375 x 812) with a `camera` x `camera` camera button at the
    /// bottom of a column `columnHeight` high, the arrows `arrowsHeight` high at its top, and the
    /// indicator centred on x = `indicator`.
    ///
    /// - The indicator's bottom is 34 above the root's bottom (812 - 34 = 778) and it is 5 high:
    ///   minY 773, minX `indicator` - 30 (it is 60 wide). The tab stack ends 10 above it: maxY 763.
    /// - Across (centre alignment) the column must hold its widest view, the camera, and hugs its
    ///   views at priority 1, so it is `camera` wide; the arrows (44 wide) are centred in it:
    ///   (`camera` - 44) / 2 from its left. The camera sits at its bottom: minY 763 - `camera`.
    /// - The tab stack (bottom alignment) must hold its tallest view, the column, and hugs at
    ///   priority 1: `columnHeight` high, minY = 763 - `columnHeight`. Its edges sit 20 inside
    ///   the root (the priority-750 equalities hold, nothing fights them): x from 20 to 355, width
    ///   335.
    /// - equalSpacing: 44 + g + `camera` + g + 44 = 335 gives g = (247 - `camera`) / 2, so the
    ///   column starts at 20 + 44 + g (its centre is then 187.5, the root's, as required). The
    ///   44 pt buttons sit on the stack's bottom: minY 763 - 44 = 719; lines at 355 - 44 = 311.
    static func tabBarRows(camera: Double, arrowsHeight: Double, columnHeight: Double, indicator: Double) -> [Row] {
        let top = 763 - columnHeight
        let column = 20 + 44 + (247 - camera) / 2
        return [
            Row("root", 0, 0, 375, 812),
            Row("tabStack", 20, top, 335, columnHeight),
            Row("gamepadButton", 20, 719, 44, 44),
            Row("cameraColumn", column, top, camera, columnHeight),
            Row("arrowsButton", column + (camera - 44) / 2, top, 44, arrowsHeight),
            Row("cameraButton", column, 763 - camera, camera, camera),
            Row("linesButton", 311, 719, 44, 44),
            Row("indicator", indicator - 30, 773, 60, 5)
        ]
    }

    /// Every example file has derived rows here (a new example needs its derivation).
    func testEveryExampleIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files, Self.expected.keys.sorted())
    }

    func testPopupExample() throws { try check("popup.json") }

    func testTabBarExample() throws { try check("tab-bar.json") }

    func testTabBarWithHiddenArrowsExample() throws { try check("tab-bar-lines.json") }

    /// Runs `kinema layout Examples/NAME` and compares every row with the derivation, numerically
    /// (to 1e-9) and by the exact printed text of each number.
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let rows = try XCTUnwrap(Self.expected[name], file: file, line: line)
        let run = try Kinema.run(["layout", Self.examples.appendingPathComponent(name).path], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "view,minX,minY,width,height", file: file, line: line)
        XCTAssertEqual(lines.last, "", "output ends with a newline", file: file, line: line)
        let body = Array(lines.dropFirst().dropLast())
        XCTAssertEqual(body.count, rows.count, run.stdout, file: file, line: line)
        for (text, row) in zip(body, rows) {
            let fields = text.split(separator: ",").map(String.init)
            guard fields.count == 5 else {
                XCTFail("malformed row '\(text)'", file: file, line: line)
                continue
            }
            XCTAssertEqual(fields[0], row.view, file: file, line: line)
            let numbers = fields.dropFirst().compactMap(Double.init)
            let wanted = [row.minX, row.minY, row.width, row.height]
            XCTAssertEqual(numbers.count, 4, "row '\(text)'", file: file, line: line)
            for (got, want) in zip(numbers, wanted) {
                XCTAssertEqual(got, want, accuracy: 1e-9, "\(row.view) in '\(text)'", file: file, line: line)
            }
            XCTAssertEqual(text, row.description, "printed as Swift's shortest decimals", file: file, line: line)
        }
    }
}
