import Foundation
import XCTest

/// `kinema layout` through the built binary: reading and decoding the file, the table, and
/// one-line errors with exit status 2.
final class LayoutCommandTests: ScratchDirectoryTestCase {
    func testSolvesTheFileAndPrintsOneRowPerView() throws {
        // A 120 x 24 box centred horizontally in a 320 pt root (x = (320 - 120) / 2 = 100), 10 pt
        // from the bottom of its 480 pt height (y = 480 - 10 - 24 = 446).
        let path = try write(
            """
            {"root": {"name": "screen", "width": 320, "height": 480},
             "views": [{"name": "box", "parent": "screen", "intrinsicWidth": 120, "intrinsicHeight": 24}],
             "constraints": [{"first": "box.centerX", "relation": "==", "second": "screen.centerX"},
                             {"first": "box.bottom", "relation": "==", "second": "screen.bottom", "constant": -10}]}
            """, as: "scene.json")
        let run = try Kinema.run(["layout", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout, "view,minX,minY,width,height\nscreen,0.0,0.0,320.0,480.0\nbox,100.0,446.0,120.0,24.0\n")
    }

    func testErrorsAreOneLineWithExitTwoAndNoOutput() throws {
        let missingKey = try write(#"{"root": {"name": "r", "width": 10}}"#, as: "missing.json")
        let notJSON = try write("{root", as: "bad.json")
        let wrongType = try write(#"{"root": {"name": "r", "width": 10, "height": "tall"}}"#, as: "type.json")
        let unknownParent = try write(
            #"{"root": {"name": "r", "width": 10, "height": 10}, "views": [{"name": "a", "parent": "b"}]}"#,
            as: "parent.json")
        // The issue's two misspellings, which used to lay out silently with exit status 0.
        let misspelt = try write(
            """
            {"root": {"name": "root", "width": 375, "height": 667},
             "views": [{"name": "title", "parent": "root", "intrinsicHeigth": 30}]}
            """, as: "misspelt.json")
        let priorty = try write(
            """
            {"root": {"name": "root", "width": 375, "height": 667},
             "views": [{"name": "title", "parent": "root"}],
             "constraints": [{"first": "title.top", "relation": "==", "constant": 20, "priorty": 10}]}
            """, as: "priorty.json")
        let cases: [([String], String)] = [
            (["layout", directory.appendingPathComponent("nope.json").path], "kinema: no such file: "),
            (["layout", missingKey], "kinema: malformed scene \(missingKey): missing root.height"),
            // "{root": the second character, r, cannot start a key.
            (
                ["layout", notJSON],
                "kinema: malformed scene \(notJSON): not valid JSON at line 1, column 2: expected a key in double quotes\n"
            ),
            (
                ["layout", misspelt],
                "kinema: malformed scene \(misspelt): unknown key views[0].intrinsicHeigth (did you mean 'intrinsicHeight'?)\n"
            ),
            (
                ["layout", priorty],
                "kinema: malformed scene \(priorty): unknown key constraints[0].priorty (did you mean 'priority'?)\n"
            ),
            (["layout", wrongType], "kinema: malformed scene \(wrongType): wrong type at root.height"),
            (["layout", unknownParent], "kinema: view 'a' has unknown parent 'b'")
        ]
        for (arguments, prefix) in cases {
            try Kinema.run(arguments).assertOneLineError(startingWith: prefix, "\(arguments)")
        }
    }
}
