import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Records a dynamic animator's delegate calls with the harness time.
@MainActor
private final class DelegateLog: NSObject, UIDynamicAnimatorDelegate {
    let harness: UIKitHarness
    var events: [(String, Double)] = []
    init(_ harness: UIKitHarness) { self.harness = harness }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append(("resume", harness.time)) }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append(("pause", harness.time)) }
}

/// A stand-in for UIKit's other dynamic items (collection view layout attributes, custom items).
@MainActor
private final class CustomItem: NSObject, UIDynamicItem {
    var center = CGPoint.zero
    var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    var transform = CGAffineTransform.identity
}

/// UIKit Dynamics through the facade. The physics steps at h = 1/120 s with semi-implicit Euler
/// (v += h a, then x += h v), so under a constant acceleration a from rest, n steps move an item
/// by a h^2 n (n + 1) / 2; the expected values below are that sum and the UIKit units (gravity
/// 1000 pt/s² per unit of magnitude; a push of magnitude 1 gives a 100 x 100 pt item of density 1
/// 100 pt/s², or 100 pt/s at once).
@MainActor
final class UIDynamicAnimatorTests: XCTestCase {
    private let h = 1.0 / 120

    /// A 100 x 100 view (mass 1 at density 1) centred at `center`, in the window.
    private func item(_ harness: UIKitHarness, center: CGPoint) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
        harness.window.addSubview(view)
        return view
    }

    /// A harness, one 100 x 100 item centred at `center` and an animator on the window.
    private func world(itemAt center: CGPoint) -> (UIKitHarness, UIView, UIDynamicAnimator) {
        let harness = UIKitHarness()
        let view = item(harness, center: center)
        return (harness, view, UIDynamicAnimator(referenceView: harness.window))
    }

    private func rotation(_ view: UIView) -> Double { Double(atan2(view.transform.b, view.transform.a)) }

    /// The displacement after n steps of constant acceleration a from rest.
    private func fall(_ a: Double, steps n: Int) -> Double { a * h * h * Double(n * (n + 1)) / 2 }

    /// A snap settles at its point, upright: the four springs pull two opposite corners
    /// symmetrically, so their only equilibrium puts the centre on the snap point with no turn.
    /// The animator pauses once the item has been at rest (slower than 0.1 pt/s) for 0.5 s; by
    /// then the residual offset is below 0.1 pt/s over the springs' 2 pi 4 rad/s, under 0.01 pt.
    func testASnapSettlesAtItsPointAndPauses() async {
        let harness = UIKitHarness()
        let card = item(harness, center: CGPoint(x: 50, y: 50))
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        let animator = UIDynamicAnimator(referenceView: harness.window)
        let log = DelegateLog(harness)
        animator.delegate = log
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 300))
        XCTAssertEqual(snap.damping, 0.5, "UIKit's default")
        animator.addBehavior(snap)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.behaviors.count, 1)
        XCTAssertTrue(snap.dynamicAnimator === animator)
        var t = 0.0
        while animator.isRunning, t < 5 {
            t += 1.0 / 60
            harness.advance(to: t)
        }
        XCTAssertFalse(animator.isRunning, "came to rest before 5 s")
        XCTAssertGreaterThan(harness.time, 0.5)
        XCTAssertEqual(log.events.map(\.0), ["resume", "pause"])
        XCTAssertEqual(log.events.first?.1, 0)
        XCTAssertEqual(Double(card.center.x), 200, accuracy: 0.01)
        XCTAssertEqual(Double(card.center.y), 300, accuracy: 0.01)
        XCTAssertEqual(rotation(card), 0, accuracy: 1e-4)

        // Moving the snap point wakes the animator again.
        snap.snapPoint = CGPoint(x: 100, y: 100)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(log.events.map(\.0), ["resume", "pause", "resume"])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// An animator made for a view not yet in the window (as in `viewDidLoad`) keeps its
    /// behaviours and starts them at the first 1/120 s tick after the view joins the window.
    func testBehaviorsWaitForTheReferenceViewToJoinTheWindow() async {
        let harness = UIKitHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 150, y: 250)))
        XCTAssertFalse(animator.isRunning)
        XCTAssertNil(animator.kinemaAnimator)
        harness.advance(to: 0.5)
        XCTAssertEqual(card.center, CGPoint(x: 50, y: 50), "nothing moves outside the window")
        harness.window.addSubview(container)
        harness.advance(to: 0.5 + 2 * h)
        XCTAssertTrue(animator.isRunning)
        XCTAssertNotEqual(card.center, CGPoint(x: 50, y: 50))
        harness.advance(to: 5)
        XCTAssertEqual(Double(card.center.x), 150, accuracy: 0.01)
        XCTAssertEqual(Double(card.center.y), 250, accuracy: 0.01)
    }

    /// Gravity of magnitude 1 from rest: 60 steps in 0.5 s move the item down by
    /// 1000 h^2 60 61 / 2 = 127.083 pt; the direction API follows UIKit (the angle survives a zero
    /// vector).
    func testGravity() async {
        let (harness, ball, animator) = world(itemAt: CGPoint(x: 100, y: 50))
        let gravity = UIGravityBehavior(items: [ball])
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(Double(gravity.angle), .pi / 2)
        animator.addBehavior(gravity)
        harness.advance(to: 0.5)
        XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Double(ball.center.y), 50 + fall(1000, steps: 60), accuracy: 1e-9)
        XCTAssertEqual(ball.center.x, 100)
        XCTAssertEqual(rotation(ball), 0)

        gravity.setAngle(0, magnitude: 2)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 2, dy: 0))
        gravity.gravityDirection = CGVector(dx: 0, dy: 0)
        gravity.magnitude = 1
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 1, dy: 0), "the last angle, 0, is kept")
        XCTAssertEqual(animator.items(in: ball.frame).count, 1)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Items join and leave a behaviour: gravity added after 30 steps pulls for 30 steps
    /// (1000 h^2 30 31 / 2 = 32.29 pt, velocity 30 h 1000 = 250 pt/s); once the item is removed it
    /// keeps that velocity (an item behaviour keeps it a body) and moves 30 h 250 = 62.5 pt more.
    func testAddItemAndRemoveItem() async {
        let (harness, ball, animator) = world(itemAt: CGPoint(x: 100, y: 50))
        let gravity = UIGravityBehavior()
        let properties = UIDynamicItemBehavior(items: [ball])
        animator.addBehavior(properties)
        animator.addBehavior(gravity)
        harness.advance(to: 0.25)
        XCTAssertEqual(ball.center.y, 50)
        gravity.addItem(ball)
        gravity.addItem(ball)
        XCTAssertEqual(gravity.items.count, 1, "an item is added once")
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(ball.center.y), 50 + fall(1000, steps: 30), accuracy: 1e-9)
        XCTAssertEqual(Double(properties.linearVelocity(for: ball).y), 30 * h * 1000, accuracy: 1e-9)
        gravity.removeItem(ball)
        XCTAssertTrue(gravity.items.isEmpty)
        harness.advance(to: 0.75)
        XCTAssertEqual(Double(ball.center.y), 50 + fall(1000, steps: 30) + 30 * h * 250, accuracy: 1e-9)
        XCTAssertEqual(Double(properties.linearVelocity(for: ball).y), 250, accuracy: 1e-9)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Pushes: an instantaneous push of magnitude 1 gives 100 pt/s once (50 pt in 60 steps) and
    /// turns itself off; a continuous one accelerates at 100 pt/s² (100 h^2 60 61 / 2 = 12.71 pt);
    /// an instantaneous push at (0, -50) from the centre also turns the item by
    /// dw = (r x J) / I = (50 100) / (1 (100² + 100²) / 12) = 3 rad/s.
    func testPushes() async {
        let harness = UIKitHarness()
        let once = item(harness, center: CGPoint(x: 100, y: 100))
        let steady = item(harness, center: CGPoint(x: 100, y: 300))
        let spun = item(harness, center: CGPoint(x: 100, y: 500))
        let animator = UIDynamicAnimator(referenceView: harness.window)
        let instant = UIPushBehavior(items: [once], mode: .instantaneous)
        instant.magnitude = 1
        XCTAssertEqual(instant.pushDirection, CGVector(dx: 1, dy: 0), "magnitude alone pushes to the right")
        let continuous = UIPushBehavior(items: [steady], mode: .continuous)
        continuous.pushDirection = CGVector(dx: 1, dy: 0)
        let offCenter = UIPushBehavior(items: [spun], mode: .instantaneous)
        offCenter.setAngle(0, magnitude: 1)
        offCenter.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: spun)
        XCTAssertEqual(offCenter.targetOffsetFromCenter(for: spun), UIOffset(horizontal: 0, vertical: -50))
        XCTAssertEqual(offCenter.targetOffsetFromCenter(for: once), .zero)
        let properties = UIDynamicItemBehavior(items: [spun])
        for behavior in [instant, continuous, offCenter, properties] { animator.addBehavior(behavior) }
        XCTAssertTrue(instant.active)
        harness.advance(to: h)
        XCTAssertFalse(instant.active, "an instantaneous push acts once")
        XCTAssertEqual(Double(properties.angularVelocity(for: spun)), 3, accuracy: 1e-12)
        XCTAssertEqual(Double(properties.linearVelocity(for: spun).x), 100, accuracy: 1e-12)
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(once.center.x), 100 + 60 * h * 100, accuracy: 1e-9)
        XCTAssertEqual(Double(steady.center.x), 100 + fall(100, steps: 60), accuracy: 1e-9)
        XCTAssertEqual(rotation(spun), 60 * h * 3, accuracy: 1e-9)
        XCTAssertEqual(once.center.y, 100)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Item properties: a velocity added before the first step, damped by resistance r = 2 each
    /// step by 1 / (1 + h r), moves the item h v0 sum_{k=1..n} (1 + h r)^-k in n steps.
    func testItemBehaviorVelocityAndResistance() async {
        let (harness, puck, animator) = world(itemAt: CGPoint(x: 100, y: 100))
        let properties = UIDynamicItemBehavior(items: [puck])
        properties.resistance = 2
        properties.allowsRotation = false
        properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: puck) // not added yet: ignored
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: puck)
        harness.advance(to: 0.5)
        let q = 1 / (1 + h * 2)
        let distance = (1...60).reduce(0.0) { sum, k in sum + h * 120 * pow(q, Double(k)) }
        XCTAssertEqual(Double(puck.center.x), 100 + distance, accuracy: 1e-9)
        XCTAssertEqual(Double(properties.linearVelocity(for: puck).x), 120 * pow(q, 60), accuracy: 1e-9)
        XCTAssertEqual(properties.density, 1)
        XCTAssertEqual(properties.linearVelocity(for: UIView()), .zero, "an item it does not name")
    }

    /// A rigid anchor attachment is a pendulum string: its length is the distance at creation
    /// (100 pt) and stays so, within the solver's position tolerance, while gravity swings the
    /// item down from the horizontal. An item-to-item attachment has no anchor.
    func testAttachments() async {
        let (harness, bob, animator) = world(itemAt: CGPoint(x: 200, y: 100))
        let string = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 100, y: 100))
        XCTAssertEqual(string.attachedBehaviorType, .anchor)
        XCTAssertEqual(string.length, 100)
        XCTAssertEqual(string.frequency, 0, "rigid by default")
        animator.addBehavior(string)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var lowest = 0.0
        for k in 1...60 {
            harness.advance(to: Double(k) / 60)
            let d = hypot(Double(bob.center.x) - 100, Double(bob.center.y) - 100)
            XCTAssertEqual(d, 100, accuracy: 0.5, "t = \(harness.time)")
            lowest = max(lowest, Double(bob.center.y))
        }
        // Energy is kept: from the horizontal the bob swings through the bottom of its circle, y 200.
        XCTAssertEqual(lowest, 200, accuracy: 1)

        let other = item(harness, center: CGPoint(x: 300, y: 400))
        let third = item(harness, center: CGPoint(x: 300, y: 550))
        let link = UIAttachmentBehavior(
            item: other, offsetFromCenter: UIOffset(horizontal: 0, vertical: 50),
            attachedTo: third, offsetFromCenter: UIOffset(horizontal: 0, vertical: -50))
        XCTAssertEqual(link.attachedBehaviorType, .items)
        XCTAssertEqual(link.anchorPoint, .zero)
        XCTAssertEqual(link.length, 50, "from (300, 450) to (300, 500)")
        XCTAssertEqual(link.items.count, 2)
        link.frequency = 2
        link.damping = 0.3
        XCTAssertEqual(link.frequency, 2)
        XCTAssertEqual(link.damping, 0.3)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A composite behaviour adds its children and runs its action after every step (60 in
    /// 0.5 s); removing it removes them. A non-UIView item is logged and moves nothing.
    func testCompositeBehaviorsAndCustomItems() async {
        let (harness, ball, animator) = world(itemAt: CGPoint(x: 100, y: 50))
        let composite = UIDynamicBehavior()
        var steps = 0
        composite.action = { steps += 1 }
        let gravity = UIGravityBehavior(items: [ball])
        composite.addChildBehavior(gravity)
        XCTAssertEqual(composite.childBehaviors.count, 1)
        animator.addBehavior(composite)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        harness.advance(to: 0.5)
        XCTAssertEqual(steps, 60)
        XCTAssertEqual(Double(ball.center.y), 50 + fall(1000, steps: 60), accuracy: 1e-9)
        animator.removeAllBehaviors()
        XCTAssertNil(gravity.dynamicAnimator)
        XCTAssertTrue(animator.behaviors.isEmpty)
        let y = ball.center.y
        harness.advance(to: 1)
        XCTAssertEqual(ball.center.y, y, "no behaviour moves it")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

        animator.addBehavior(UIGravityBehavior(items: [CustomItem()]))
        XCTAssertEqual(harness.diagnostics.count, 2, "\(harness.diagnostics)")
        XCTAssertTrue(harness.diagnostics[0].contains("only UIViews can be dynamic items"), harness.diagnostics[0])
    }
}
