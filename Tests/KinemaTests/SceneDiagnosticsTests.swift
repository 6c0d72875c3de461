import Kinema
import XCTest

/// `Scene.diagnostics`: the problems met where nothing can throw, in order, each with the scene's
/// time, its source and the error.
final class SceneDiagnosticsTests: XCTestCase {
    /// A constant set through the property that would break a required constraint is refused (the
    /// old constant stays) and recorded as a layout diagnostic at the scene's time; a second one
    /// later is appended after it.
    func testRefusedConstantsAreLayoutDiagnosticsInOrder() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let v = View(name: "v")
        try scene.root.addSubview(v)
        let width = try constrain(v) { v in v.width == 50 }.constraints[0]
        try constrain(v) { v in v.width <= 60 }
        XCTAssertEqual(scene.diagnostics, [])
        try scene.advance(to: 0.5)
        width.constant = 70 // 70 > 60: both are required
        XCTAssertEqual(width.constant, 50)
        try scene.advance(to: 1)
        width.constant = 80
        width.constant = 55 // fits: nothing recorded
        XCTAssertEqual(width.constant, 55)
        // The message names the constraint with the constant that was refused.
        XCTAssertEqual(scene.diagnostics.map(\.time), [0.5, 1])
        XCTAssertEqual(scene.diagnostics.map(\.source), [.layout, .layout])
        XCTAssertEqual(
            scene.diagnostics.map { $0.error as? SceneError },
            [.unsatisfiable("v.width == 70.0"), .unsatisfiable("v.width == 80.0")])
        XCTAssertEqual(scene.diagnostics[0].message, "unsatisfiable required constraint: v.width == 70.0")
        XCTAssertEqual(
            scene.diagnostics[0].description, "layout at 0.5 s: unsatisfiable required constraint: v.width == 70.0")
        scene.layoutIfNeeded()
        XCTAssertEqual(v.bounds.size.width, 55)
    }

    /// An error thrown by code the clock runs, passed through `reportingErrors`, is a callback
    /// diagnostic at the action's own time; code that does not throw records nothing.
    func testReportingErrorsRecordsWhatACallbackThrows() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        var ran: [Double] = []
        try scene.schedule(after: 0.25) {
            scene.reportingErrors { try scene.schedule(after: -1) {} }
        }
        try scene.schedule(after: 0.5) {
            scene.reportingErrors { ran.append(scene.time) }
        }
        try scene.advance(to: 1)
        XCTAssertEqual(ran, [0.5])
        XCTAssertEqual(scene.diagnostics.count, 1)
        XCTAssertEqual(scene.diagnostics.first?.time, 0.25)
        XCTAssertEqual(scene.diagnostics.first?.source, .callback)
        XCTAssertEqual(scene.diagnostics.first?.error as? SceneError, .negative("delay"))
        XCTAssertEqual(scene.diagnostics.first?.message, "delay must not be negative")
    }

    /// A message is one line whatever the error's description holds (control characters and line
    /// separators are written as escapes); equality is by time, source and message.
    func testMessagesAreOneLineAndEqualityIsByMessage() {
        struct Multiline: Error, CustomStringConvertible {
            var description: String { "a\nb\r\nc\u{2028}d" }
        }
        let broken = SceneDiagnostic(time: 2, source: .callback, error: Multiline())
        XCTAssertEqual(broken.message, #"a\nb\r\nc\u{2028}d"#)
        XCTAssertEqual(broken.description, #"callback at 2.0 s: a\nb\r\nc\u{2028}d"#)
        // A scene error escapes the names it echoes itself.
        let named = SceneDiagnostic(time: 2, source: .layout, error: SceneError.unsatisfiable("v\n.width == 1.0"))
        XCTAssertEqual(named.message, #"unsatisfiable required constraint: v\n.width == 1.0"#)
        let same = SceneDiagnostic(time: 2, source: .layout, error: SceneError.unsatisfiable("v\n.width == 1.0"))
        XCTAssertEqual(named, same)
        XCTAssertNotEqual(
            named, SceneDiagnostic(time: 2, source: .dynamics, error: SceneError.unsatisfiable("v\n.width == 1.0")))
        XCTAssertNotEqual(
            named, SceneDiagnostic(time: 3, source: .layout, error: SceneError.unsatisfiable("v\n.width == 1.0")))
        XCTAssertNotEqual(
            named, SceneDiagnostic(time: 2, source: .layout, error: SceneError.unsatisfiable("w.width == 1.0")))
    }
}
