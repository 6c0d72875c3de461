import struct Kinema.FrameSnapshot
import KinemaUIKit
import KinemaUIKitTesting
import Testing

// MARK: A card, in UIKit

/// A screen holding one card: 300 x 200 pt, blue, with rounded corners.
class CardViewController: UIViewController {
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
final class DraggableCardViewController: CardViewController {
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
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

// MARK: Sampled frames

/// The drag, played by the harness: each touch at its time, frames at 10 fps for a second.
@MainActor func uikitDragFrames() -> [FrameSnapshot] {
    let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
    harness.show(DraggableCardViewController())
    let frames = harness.play(
        """
        0.1 down 187.5,200
        0.2 move 187.5,260
        0.3 move 187.5,320
        0.4 up 187.5,320
        """, fps: 10, until: 1)
    #expect(harness.diagnostics.isEmpty)
    return frames
}

@Test @MainActor func aPanScrubsTheUIKitAnimator() {
    let y = uikitDragFrames().map { $0["card"]!.center.y }
    // As for the Kinema card: y = 200 + drag while scrubbed, eased out to 500 by 0.7 s.
    #expect(y[0...1] == [200, 200])
    #expect(abs(y[2] - 260) < 1e-9)
    #expect(abs(y[3] - 320) < 1e-9)
    #expect(y[7...].allSatisfy { abs($0 - 500) < 1e-9 })
}

// MARK: The same frames as the Kinema card

/// The UIKit code and the Kinema code of the same drag are two programs; their cards agree in
/// every column of every frame. So the Kinema card's golden, checked by hand, checks this one too.
@Test @MainActor func theUIKitDragIsTheKinemaDrag() throws {
    let uikit = uikitDragFrames().map { $0["card"]! }
    let kinema = try dragFrames().frames.map { $0["card"]! }
    #expect(uikit.count == kinema.count)
    for (u, k) in zip(uikit, kinema) {
        let centre = max(abs(u.center.x - k.center.x), abs(u.center.y - k.center.y))
        let scale = max(abs(u.transform.a - k.transform.a), abs(u.transform.d - k.transform.d))
        #expect(centre < 1e-9)
        #expect(scale < 1e-9)
        #expect(u.size == k.size)
        #expect(u.alpha == k.alpha)
        #expect(u.backgroundColor == k.backgroundColor)
    }
}
