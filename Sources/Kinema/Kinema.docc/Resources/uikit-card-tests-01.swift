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
