import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `hasAmbiguousLayout`: a view with only a top constraint is ambiguous (nothing fixes its x,
/// width or height); pinning its leading edge and giving it a size makes it unambiguous.
@MainActor
final class UIViewAmbiguousLayoutTests: XCTestCase {
    func testATopConstraintAloneIsAmbiguousUntilTheFrameIsFixed() async {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
        let (container, child) = containerWithChild(in: harness, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10).isActive = true
        XCTAssertTrue(child.hasAmbiguousLayout)
        XCTAssertFalse(container.hasAmbiguousLayout) // autoresizing: its frame is its own
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 40)
        ])
        XCTAssertFalse(child.hasAmbiguousLayout)
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 10, width: 100, height: 40))
        XCTAssertEqual(harness.diagnostics, [])
    }
}
