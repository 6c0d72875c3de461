import Kinema
import XCTest

/// Auto Layout errors, priorities and updates, with frames derived by hand in the comments (the
/// demo controls' scenes: KinemaControlsTests' ControlSceneLayoutTests).
final class AutoLayoutTests: XCTestCase {
    // MARK: Errors and priorities

    func testUnsatisfiableActivationIsAnErrorAndChangesNothing() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let v = View(name: "v")
        try scene.root.addSubview(v)
        try constrain(v) { v in v.width == 10 }
        XCTAssertThrowsError(
            try constrain(v) { v in
                v.height == 5
                v.width == 20
            }
        ) { error in
            guard case .unsatisfiable(let what)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(what, "v.width == 20.0")
        }
        XCTAssertEqual(scene.activeConstraints.count, 1) // the height was not kept either
        let loose = View(name: "loose")
        XCTAssertThrowsError(try constrain(v, loose) { v, l in v.width == l.width }) {
            XCTAssertEqual($0 as? SceneError, .noCommonAncestor("v.width == loose.width"))
        }
        XCTAssertThrowsError(try v.widthAnchor.constraint(equalTo: v.centerXAnchor).activate()) {
            XCTAssertEqual($0 as? SceneError, .incompatibleAttributes("v.width == v.centerX"))
        }
        XCTAssertThrowsError(try v.leftAnchor.constraint(equalTo: v.topAnchor).activate()) {
            XCTAssertEqual($0 as? SceneError, .incompatibleAttributes("v.left == v.top"))
        }
    }

    func testIntrinsicSizeHuggingAndCompression() throws {
        let scene = Scene(size: Size(width: 300, height: 100))
        let label = View(name: "label")
        try scene.root.addSubview(label)
        label.intrinsicContentSize = Size(width: 80, height: 20)
        try constrain(label, scene.root) { l, root in
            l.leading == root.leading
            l.top == root.top
            l.width >= 100 ~ 500 // stronger than hugging (250): stretches to 100
        }
        scene.layoutIfNeeded()
        XCTAssertEqual(label.bounds.size, Size(width: 100, height: 20))
        label.setContentHuggingPriority(751, for: .horizontal) // now hugging wins: 80
        scene.layoutIfNeeded()
        XCTAssertEqual(label.bounds.width, 80)
    }
}
