import Kinema
import XCTest

/// Compares the frames of a tutorial's code played on the UIKit facade with the frames KinemaControls'
/// player makes for the same script: every view of the control's tree, every column of a frame's
/// rows (`FrameColumns.all`: the CSV's columns, the border, the shadow), the content a renderer
/// draws (symbol or text, with its colour), the masked corners and the clipping.
///
/// The tutorial's frames hold the harness's window; only the subtree of the view named `root`
/// (the controller's view that KinemaControls' scene root stands for, at the window's origin) is
/// compared. Views are matched by position in tree pre-order: the tutorial's rows must carry the
/// names `tutorialNames` (the views' class names, or the identifiers the facade or the test gave
/// them), KinemaControls' rows the names `controlNames`; a tree that differs in shape fails.
struct FrameComparison {
    /// The largest difference found in any number (colour components included).
    var maximumDifference = 0.0
    /// Where the differences above the tolerance were, first ones first (at most 12 kept).
    var failures: [String] = []
    /// How many frames and rows were compared.
    var framesCompared = 0, rowsCompared = 0

    static let tolerance = 1e-9

    /// Compares `tutorial` with `control`, frame by frame.
    init(tutorial: [FrameSnapshot], tutorialNames: [String], control: [FrameSnapshot], controlNames: [String]) {
        guard tutorial.count == control.count else {
            failures.append("frame counts differ: tutorial \(tutorial.count), KinemaControls \(control.count)")
            return
        }
        for (t, c) in zip(tutorial, control) {
            guard t.time == c.time else {
                failures.append("frame times differ: \(t.time) and \(c.time)")
                return
            }
            let rows = Self.subtree(named: "root", in: t)
            let tNames = rows.map(\.name), cNames = c.views.map(\.name)
            guard tNames == tutorialNames, cNames == controlNames else {
                failures.append("t=\(t.time): the trees differ: tutorial \(tNames), KinemaControls \(cNames)")
                return
            }
            framesCompared += 1
            for (i, (a, b)) in zip(rows, c.views).enumerated() {
                rowsCompared += 1
                compare(a, b, name: controlNames[i], time: t.time)
            }
        }
    }

    /// The rows of the subtree whose root is the first view named `name` (empty without one).
    static func subtree(named name: String, in frame: FrameSnapshot) -> [ViewSnapshot] {
        guard let start = frame.views.firstIndex(where: { $0.name == name }) else { return [] }
        let depth = frame.views[start].depth
        var rows = [frame.views[start]]
        for view in frame.views[(start + 1)...] {
            if view.depth <= depth { break }
            rows.append(view)
        }
        return rows
    }

    private mutating func compare(_ a: ViewSnapshot, _ b: ViewSnapshot, name: String, time: Double) {
        for group in FrameColumns.all where group.names != ["view"] {
            for (column, (x, y)) in zip(group.names, zip(group.values(of: a), group.values(of: b))) {
                note(Self.difference(x, y), "\(name).\(column): tutorial \(x), KinemaControls \(y)", time: time)
            }
        }
        note(
            Self.difference(a.content, b.content),
            "\(name).content: tutorial \(String(describing: a.content)), "
                + "KinemaControls \(String(describing: b.content))", time: time)
        note(
            a.maskedCorners == b.maskedCorners ? 0 : .infinity,
            "\(name).maskedCorners: \(a.maskedCorners) and \(b.maskedCorners)", time: time)
        note(
            a.clipsToBounds == b.clipsToBounds ? 0 : .infinity,
            "\(name).clipsToBounds: \(a.clipsToBounds) and \(b.clipsToBounds)", time: time)
    }

    private mutating func note(_ difference: Double, _ what: @autoclosure () -> String, time: Double) {
        if difference.isFinite { maximumDifference = Swift.max(maximumDifference, difference) }
        guard !(difference <= Self.tolerance), failures.count < 12 else { return }
        failures.append("t=\(time): \(what())")
    }

    /// How far apart two fields are (infinite when they differ in kind, flag or text).
    static func difference(_ x: FrameValue, _ y: FrameValue) -> Double {
        switch (x, y) {
        case let (.number(a), .number(b)): a == b ? 0 : abs(a - b)
        case let (.color(a), .color(b)): difference(a, b)
        case let (.flag(a), .flag(b)): a == b ? 0 : .infinity
        case let (.text(a), .text(b)): a == b ? 0 : .infinity
        default: .infinity
        }
    }

    /// The largest difference between two colours' components.
    static func difference(_ a: Color, _ b: Color) -> Double {
        [abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha)].max() ?? 0
    }

    /// How far apart two contents are (infinite unless the same kind with the same symbol or text).
    static func difference(_ a: ViewContent?, _ b: ViewContent?) -> Double {
        switch (a, b) {
        case (nil, nil): 0
        case let (.symbol(s, tint: c)?, .symbol(t, tint: d)?): s == t ? difference(c, d) : .infinity
        case let (.text(s, color: c)?, .text(t, color: d)?): s == t ? difference(c, d) : .infinity
        default: .infinity
        }
    }

    /// Fails the current test with the differences, if any.
    func assertEqual(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(framesCompared, 0, "\(label): no frame compared", file: file, line: line)
        if !failures.isEmpty {
            XCTFail(
                "\(label): frames differ (max difference \(maximumDifference)):\n" + failures.joined(separator: "\n"),
                file: file, line: line)
        }
    }
}
