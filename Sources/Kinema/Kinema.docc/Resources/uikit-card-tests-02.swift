import struct Kinema.FrameSnapshot
import KinemaUIKit
import KinemaUIKitTesting
import Testing

// MARK: A card, in UIKit

/// A screen holding one card: 300 x 200 pt, blue, with rounded corners.
final class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 37.5, y: 100, width: 300, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
    }
}

@Test @MainActor func theUIKitCardStandsWhereItWasPut() {
    let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
    let controller = CardViewController()
    harness.show(controller)
    // Its centre: 37.5 + 300 / 2 = 187.5 and 100 + 200 / 2 = 200.
    #expect(controller.card.center == CGPoint(x: 187.5, y: 200))
    #expect(harness.snapshot()["card"]?.backgroundColor.hexString == "#007AFFFF")
}
