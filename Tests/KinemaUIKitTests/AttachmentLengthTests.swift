import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// An attachment's length, unless set, is measured when it is first added to an animator: an
/// attachment made before its item is placed (as the spinning tips tutorial makes its pivot)
/// holds the item where it is when added.
@MainActor
final class AttachmentLengthTests: XCTestCase {
    func testTheLengthIsMeasuredWhenFirstAdded() async throws {
        let harness = UIKitHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)) // centre (150, 200)
        harness.window.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: harness.window)
        let anchor = CGPoint(x: 187.5, y: 833.5)
        let pivot = UIAttachmentBehavior(
            item: card, offsetFromCenter: UIOffset(horizontal: 0, vertical: 500),
            attachedToAnchor: anchor)
        // (150, 700) to (187.5, 833.5), before it is added: the distance now.
        XCTAssertEqual(Double(pivot.length), (37.5 * 37.5 + 133.5 * 133.5).squareRoot(), accuracy: 1e-9)
        // Hung from the anchor: centre 500 to the right of it, turned a quarter turn clockwise,
        // so the point 500 below the centre (in the card's turning coordinates) is the anchor.
        card.center = CGPoint(x: 687.5, y: 833.5)
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        animator.updateItem(usingCurrentState: card)
        animator.addBehavior(pivot)
        XCTAssertLessThan(Double(pivot.length), 1e-9, "measured on the addition: a pin")
        animator.addBehavior(UIGravityBehavior(items: [card]))
        harness.advance(to: 0.5)
        // A pin: the card swings about the anchor, its point staying on it.
        let angle = Double(atan2(card.transform.b, card.transform.a))
        let point = CGPoint(x: Double(card.center.x) - 500 * sin(angle), y: Double(card.center.y) + 500 * cos(angle))
        XCTAssertEqual(Double(point.x), 187.5, accuracy: 0.5)
        XCTAssertEqual(Double(point.y), 833.5, accuracy: 0.5)
        XCTAssertGreaterThan(angle, .pi / 2 + 0.1, "it swung down, clockwise, about the anchor")

        // A length set before the addition stays.
        let rope = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 0, y: 0))
        rope.length = 42
        animator.removeAllBehaviors()
        animator.addBehavior(rope)
        XCTAssertEqual(rope.length, 42)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
