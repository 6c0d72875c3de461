import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIView's animation blocks through the facade, against values derived from the formulas.
@MainActor
final class UIViewAnimationTests: XCTestCase {
    private func card(in harness: UIKitHarness) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))   // centre (50, 50)
        harness.window.addSubview(card)
        return card
    }

    /// UIKit's spring (d 0.5, damping ratio 0.5): w solved as UIKit does, then the centre at
    /// 0.25 s is 50 + 100 q(0.25) with q = 1 - e^(-zw t)(cos(wd t) + (zw / wd) sin(wd t)).
    func testTheSpringAnimationAtAQuarterSecond() async throws {
        let harness = UIKitHarness()
        let view = card(in: harness)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 150 }, completion: nil)
        XCTAssertEqual(view.center.x, 150, "the model value changes at once")
        harness.advance(to: 0.25)
        let q = Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 0.5)
        let shown = try XCTUnwrap(view.layer.presentation()).position.x
        XCTAssertEqual(Double(shown), 50 + 100 * q, accuracy: 1e-9)
        XCTAssertEqual(q, 0.987155, accuracy: 1e-6)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
