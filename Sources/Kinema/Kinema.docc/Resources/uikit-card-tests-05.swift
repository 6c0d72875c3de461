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

// MARK: A spring

@Test @MainActor func theUIKitCardSpringsDown() throws {
    let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
    let controller = CardViewController()
    harness.show(controller)
    UIView.animate(
        withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
        options: [], animations: { controller.card.center.y = 500 })
    #expect(controller.card.center.y == 500) // the model value changes at once
    let frames = harness.frames(fps: 60, until: 1) // t = k / 60 for k = 0 ... 60
    let y = frames.map { $0["card"]!.center.y }
    #expect(y.first == 200)
    #expect(y.last == 500)
    // The same bound as the Kinema card's: 300 * exp(-0.4 pi / sqrt(1 - 0.4 * 0.4)) = 76.15 pt.
    let peak = try #require(y.max())
    #expect(peak > 500 && peak <= 500 + 300 * exp(-0.4 * .pi / (1 - 0.4 * 0.4).squareRoot()))
}

// MARK: A property animator, scrubbed by a pan

/// The card that a pan drags down: the pan scrubs an animator that moves the card 300 pt down
/// and shrinks it to 80 %; lifting the finger lets the animator finish.
final class DraggableCardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 37.5, y: 100, width: 300, height: 200))
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DraggableCardViewController.panned))
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if animator == nil {
                animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
                    self.card.center.y = 500
                    self.card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                }
            }
            animator?.fractionComplete = pan.translation(in: view).y / 300
        case .ended, .cancelled:
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
