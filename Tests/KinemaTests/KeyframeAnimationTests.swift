import Kinema
import XCTest

/// Keyframe animations (SPEC 4.4) with the fast cart's touch-up keyframes (seeds/fast-cart-button.md),
/// written with plain property changes instead of constraints.
///
/// Expected values: the key lists follow from SPEC 4.4's emission rule by hand (total 0.8 s, so the
/// one-frame gap is (1/60)/0.8 = 0.0208):
/// - cart position (x): initial 26, keyframe 1 (0, 0.35) -> 22, keyframe 3 (0.35, 0.5) -> 130:
///   keys [0, 0.35, 0.85, 1] with values [26, 22, 130, 130] (the last frame holds to 1 because
///   1 - 0.85 - 0.0208 > 1.19e-7, the first does not because its next start is its own end).
/// - cart rotation: initial -0.1, keyframe 1 -> -0.15, keyframe 2 (0.35, 0.04) -> 0:
///   keys [0, 0.35, 0.39, 1].
/// - pink alpha: initial 1, keyframe 5 (0.45, 0.2) -> 0: keys [0.45, 0.65, 1]; 1 holds before 0.45.
/// - a speed line's centre x: initial 0, keyframe 1 (0, 0.35) -> -10, keyframe 4 (0.4, 0.5) -> 80:
///   keys [0, 0.35, 0.4, 0.9, 1] with values [0, -10, -10, 80, 80] (keyframe 1 holds to 0.4
///   because 0.4 - 0.35 - 0.0208 > 1.19e-7).
/// The interpolated values at sample times are the independent evaluation of the same SPEC formulas in
/// shared/conformance/kinema_ref.py: kf_cubic(keys, values, named("easeInOut", t / 0.8)). The
/// reference solves the easeInOut Bezier by bisection to 1e-15, the engine by SPEC 4.2's Newton
/// steps to |x(t) - x| < 1e-7; with the keyframe curve's slope (up to ~300 pt per unit of u) that
/// allows differences of a few 1e-6, hence the tolerance of 1e-5.
final class KeyframeAnimationTests: XCTestCase {
    private var line = View(name: "line", frame: Rect(x: -12, y: 0, width: 24, height: 2))   // centre x 0

    private func makeCart() throws -> (Scene, View, View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        try scene.root.addSubview(line)
        let cart = View(name: "cart", frame: Rect(x: 13, y: 15, width: 26, height: 22))   // centre x 26
        cart.transform = AffineTransform(rotationAngle: -0.1)
        let pink = View(name: "pink", frame: Rect(x: 0, y: 0, width: 24, height: 2))
        try scene.root.addSubview(cart)
        try scene.root.addSubview(pink)
        return (scene, cart, pink)
    }

    private func runTouchUp(_ scene: Scene, _ cart: View, _ pink: View, completion: ((Bool) -> Void)? = nil) throws {
        try scene.animateKeyframes(withDuration: 0.8, options: [.calculationModeCubic, .beginFromCurrentState]) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) {
                cart.center.x = 22
                cart.transform = AffineTransform(rotationAngle: -0.15)
                line.center.x = -10
            }
            try scene.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.04) {
                cart.transform = .identity
            }
            try scene.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.5) {
                cart.center.x = 130
            }
            try scene.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.5) {
                line.center.x = 80
            }
            try scene.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.2) {
                pink.alpha = 0
            }
        } completion: { completion?($0) }
    }

    func testFastCartKeyframesMatchTheReferenceEvaluation() throws {
        let (scene, cart, pink) = try makeCart()
        try runTouchUp(scene, cart, pink)
        let expected: [(t: Double, x: Double, rotation: Double, alpha: Double)] = [
            (0.1, 25.454860971071962, -0.10360618654176368, 1.0),
            (0.2, 20.79421105487932, -0.1267867290594942, 1.0),
            (0.3, 17.341634478734214, -0.1572535386984413, 1.0),
            (0.4, 49.08709502262444, 0.017054968680875696, 0.7904829545454546),
            (0.6, 132.56716870701862, 0.004974920390137176, -0.054681978707977245),
            (0.7, 130.8499071951122, 0.0003475556350796403, -0.004581943181929786),
        ]
        for e in expected {
            try scene.advance(to: e.t)
            let p = cart.presentation
            XCTAssertEqual(p.center.x, e.x, accuracy: 1e-5, "x at \(e.t)")
            XCTAssertEqual(p.transform.decomposed.rotation, e.rotation, accuracy: 1e-5, "rotation at \(e.t)")
            XCTAssertEqual(pink.presentation.alpha, e.alpha, accuracy: 1e-5, "alpha at \(e.t)")
        }
        try scene.advance(to: 0.8)
        XCTAssertEqual(cart.presentation.center.x, 130)
        XCTAssertEqual(cart.presentation.transform, .identity)
    }

    func testKeyframeFourHoldsTheLinesUntilItStarts() throws {
        let (scene, cart, pink) = try makeCart()
        try runTouchUp(scene, cart, pink)
        // kinema_ref.kf_cubic([0, .35, .4, .9, 1], [0, -10, -10, 80, 80], named("easeInOut", t / 0.8)).
        for (t, x) in [(0.1, -0.5290012947262607), (0.3, -8.396071799757523), (0.33, -10.059736343767407),
                       (0.5, 46.73744431128464), (0.6, 75.50042752971859)] {
            try scene.advance(to: t)
            XCTAssertEqual(line.presentation.center.x, x, accuracy: 1e-5, "line x at \(t)")
        }
        try scene.advance(to: 0.8)
        XCTAssertEqual(line.presentation.center.x, 80)
    }

    func testBeginFromCurrentStateStartsFromThePresentationValue() throws {
        let (scene, cart, pink) = try makeCart()
        // A running animation moves the cart from 26 towards 60; the keyframes take over from where it is.
        var interrupted: Bool?
        try scene.animate(withDuration: 1, options: .curveLinear) { cart.center.x = 60 } completion: { interrupted = $0 }
        try scene.advance(to: 0.5)                               // presentation x = 43
        try runTouchUp(scene, cart, pink)
        XCTAssertEqual(cart.presentation.center.x, 43, accuracy: 1e-12)   // the initial key is 43
        try scene.advance(to: 0.5)
        XCTAssertEqual(interrupted, false)
    }

    func testMisuseIsATypedErrorAndChangesNothing() throws {
        let (scene, cart, _) = try makeCart()
        XCTAssertThrowsError(try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}) {
            XCTAssertEqual($0 as? AnimationError, .keyframeOutsideKeyframeAnimation)
        }
        XCTAssertThrowsError(try scene.animateKeyframes(withDuration: 1) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cart.alpha = 0.2 }
            try scene.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) { cart.alpha = 0.4 }
        }) {
            XCTAssertEqual($0 as? AnimationError, .keyframeTimeOutOfRange(start: 0.8, duration: 0.5))
        }
        XCTAssertEqual(cart.alpha, 1)                      // rolled back
        XCTAssertEqual(cart.animatingProperties, [])
        XCTAssertThrowsError(try scene.animateKeyframes(withDuration: 1) {
            try scene.animateKeyframes(withDuration: 1) {}
        }) {
            XCTAssertEqual($0 as? AnimationError, .nestedKeyframeAnimation)
        }
    }

    func testLinearKeyframesAndCompletion() throws {
        let (scene, cart, _) = try makeCart()
        var done: Bool?
        try scene.animateKeyframes(withDuration: 1, options: .curveLinear) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cart.alpha = 0 }
            try scene.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { cart.alpha = 1 }
        } completion: { done = $0 }
        // Keys [0, 0.5, 1] values [1, 0, 1], linear, no overall easing.
        try scene.advance(to: 0.25)
        XCTAssertEqual(cart.presentation.alpha, 0.5, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        XCTAssertEqual(cart.presentation.alpha, 0.5, accuracy: 1e-12)
        XCTAssertNil(done)
        try scene.advance(to: 1)
        XCTAssertEqual(done, true)
    }
}
