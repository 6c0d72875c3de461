import KinemaRender
import KinemaSceneFile
import XCTest

/// A scene described as data, built and laid out, and its layout table.
final class SceneDescriptionTests: XCTestCase {
    private typealias D = SceneDescription

    func testBuildsAndLaysOutAConstraintScene() throws {
        // A card 20 pt from the root's sides (375 - 40 = 335 wide), 64 from the top, height 3/4 of
        // its width (251.25); a 120 x 24 title centred in it 16 pt below its top:
        // x = 20 + (335 - 120) / 2 = 127.5, y = 64 + 16 = 80.
        let description = D(
            root: .init(width: 375, height: 667),
            views: [
                .init(name: "card", parent: "root"),
                .init(name: "title", parent: "card", intrinsicWidth: 120, intrinsicHeight: 24)
            ],
            constraints: [
                .init(first: "card.leading", relation: "==", second: "root.leading", constant: 20),
                .init(first: "card.trailing", relation: "==", second: "root.trailing", constant: -20),
                .init(first: "card.top", relation: "==", second: "root.top", constant: 64),
                .init(first: "card.height", relation: "==", second: "card.width", multiplier: 0.75),
                .init(first: "title.centerX", relation: "==", second: "card.centerX"),
                .init(first: "title.top", relation: "==", second: "card.top", constant: 16)
            ])
        let scene = try description.makeScene()
        XCTAssertEqual(
            LayoutCSV(scene: scene).text,
            """
            view,minX,minY,width,height
            root,0.0,0.0,375.0,667.0
            card,20.0,64.0,335.0,251.25
            title,127.5,80.0,120.0,24.0

            """)
    }

    func testStacksArrangeTheirViews() throws {
        // 300 pt wide, fill equally with 7.5 spacing: (300 - 2 * 7.5) / 3 = 95 each, at x 10,
        // 112.5, 215; centred vertically in the stack, whose height is the tallest (40).
        let description = D(
            root: .init(name: "screen", width: 320, height: 480),
            views: [
                .init(
                    name: "stack", parent: "screen",
                    stack: .init(
                        axis: "horizontal", distribution: "fillEqually", alignment: "center",
                        spacing: 7.5, arranged: ["a", "b"])),
                .init(name: "a", parent: "stack", intrinsicWidth: 30, intrinsicHeight: 40),
                .init(name: "b", parent: "stack", intrinsicWidth: 50, intrinsicHeight: 20)
            ],
            constraints: [
                .init(first: "stack.leading", relation: "==", second: "screen.leading", constant: 10),
                .init(first: "stack.trailing", relation: "==", second: "screen.trailing", constant: -10),
                .init(first: "stack.top", relation: "==", second: "screen.top")
            ])
        let rows = LayoutCSV(scene: try description.makeScene()).text.split(separator: "\n")
        // Two views: (300 - 7.5) / 2 = 146.25 each; b (20 high) centred in 40: y = 10.
        XCTAssertEqual(
            Array(rows.dropFirst(2)),
            [
                "stack,10.0,0.0,300.0,40.0", "a,10.0,0.0,146.25,40.0",
                "b,163.75,10.0,146.25,20.0"
            ])
    }

    func testProblemsAreThrownWithTheirNames() {
        let root = D.Root(width: 100, height: 100)
        let cases: [(D, String)] = [
            (D(root: .init(width: -1, height: 100)), "root size must be finite and not negative"),
            (
                D(root: root, views: [.init(name: "a", parent: "root"), .init(name: "a", parent: "root")]),
                "duplicate view name 'a'"
            ),
            (D(root: root, views: [.init(name: "a", parent: "nowhere")]), "view 'a' has unknown parent 'nowhere'"),
            (
                D(root: root, views: [.init(name: "a", parent: "b"), .init(name: "b", parent: "a")]),
                "parent cycle through view 'a'"
            ),
            (
                D(
                    root: root, views: [.init(name: "a", parent: "root")],
                    constraints: [.init(first: "a.middle", relation: "==")]), "constraint 0: unknown attribute 'middle'"
            ),
            (
                D(
                    root: root, views: [.init(name: "a", parent: "root")],
                    constraints: [.init(first: "a.width", relation: "=<")]),
                "constraint 0: unknown relation '=<' (use ==, <= or >=)"
            ),
            (
                D(
                    root: root, views: [.init(name: "a", parent: "root")],
                    constraints: [.init(first: "a.width", relation: "==", priority: 0)]),
                "constraint 0: priority must lie in 1...1000"
            ),
            (
                D(root: root, views: [.init(name: "a", parent: "root", stack: .init(axis: "diagonal"))]),
                "unknown stack axis 'diagonal' in 'a'"
            )
        ]
        for (description, message) in cases {
            XCTAssertThrowsError(try description.makeScene()) { error in
                XCTAssertEqual((error as? SceneDescriptionError)?.message, message)
            }
        }
    }
}
