import Foundation
import KinemaCLI
import XCTest

/// `kinema layout` names views whose constraints leave part of their frame open, on standard
/// error, and still prints the solved frames with exit status 0.
final class AmbiguousLayoutWarningTests: ScratchDirectoryTestCase {
    /// The example: a view with only `top == root.top + 10`. Solved, it sits at y = 10
    /// with x, width and height at the solver's 0; its x, width and height are open.
    static let onlyTop = """
        {"root": {"name": "root", "width": 375, "height": 667},
         "views": [{"name": "card", "parent": "root"}],
         "constraints": [{"first": "card.top", "relation": "==", "second": "root.top", "constant": 10}]}
        """

    func testAViewWithOnlyATopConstraintIsWarnedAbout() throws {
        let path = try write(Self.onlyTop, as: "only-top.json")
        let expected = "warning: ambiguous layout for 'card': minX, width and height are not fixed by its constraints"
        XCTAssertEqual(KinemaTool.warnings(arguments: ["layout", path]), [expected])
        XCTAssertEqual(
            try KinemaTool.output(arguments: ["layout", path]).get(),
            "view,minX,minY,width,height\nroot,0.0,0.0,375.0,667.0\ncard,0.0,10.0,0.0,0.0\n")
        let run = try Kinema.run(["layout", path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "kinema: \(expected)\n")
        XCTAssertEqual(run.stdout, "view,minX,minY,width,height\nroot,0.0,0.0,375.0,667.0\ncard,0.0,10.0,0.0,0.0\n")
    }

    /// The repository's examples are fully constrained: no warning.
    func testTheExamplesHaveNoAmbiguousLayout() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleSceneTests.examples.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let path = ExampleSceneTests.examples.appendingPathComponent(name).path
            XCTAssertEqual(KinemaTool.warnings(arguments: ["layout", path]), [], name)
        }
    }
}
