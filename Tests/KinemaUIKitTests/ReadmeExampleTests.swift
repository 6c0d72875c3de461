import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

// The README's example, as it is printed there: a user's own view controller (UIKit code, only
// the import changed) and its test.

final class CardViewController: UIViewController {
    let card = UIView()
    private var cardTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        cardTop = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 667)
        NSLayoutConstraint.activate([
            cardTop,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 300)
        ])
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardViewController.tapped))
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        cardTop.constant = cardTop.constant == 667 ? 367 : 667
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [], animations: { self.view.layoutIfNeeded() })
    }
}

@MainActor
final class CardViewControllerTests: XCTestCase {
    /// A tap raises the card 300 pt with UIKit's critically damped spring of 0.5 s: its centre y
    /// is 817 - 300 q(t), q(t) = 1 - e^(-w t)(1 + w t) with w solved for 0.5 s, and exactly 517
    /// from 0.5 s on.
    func testATapRaisesTheCard() async throws {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
        let controller = CardViewController()
        harness.show(controller)
        XCTAssertEqual(controller.card.frame, CGRect(x: 20, y: 667, width: 335, height: 300))

        harness.tap(at: CGPoint(x: 187.5, y: 300))
        harness.advance(to: 0.25)
        let q = Derivation.criticallyDampedProgress(0.25, duration: 0.5)
        let y = try XCTUnwrap(harness.snapshot()["card"]).center.y
        XCTAssertEqual(y, 817 - 300 * q, accuracy: 1e-9)

        harness.advance(to: 0.5)
        XCTAssertEqual(harness.snapshot()["card"]?.center.y, 517)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
