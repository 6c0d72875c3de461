import Kinema
import KinemaDerivations
import XCTest

/// Keyframe animations (the keyframe animations article of Kinema's documentation) with the fast
/// cart's touch-up keyframes (the tutorial “Getting creative with custom UIKit controls”), written
/// with plain property changes instead of constraints.
///
/// Expected values: the key lists follow by hand from UIKit's emission rule, as the keyframes
/// article of KinemaCore's documentation states it (total 0.8 s, so the one-frame gap is
/// (1/60)/0.8 = 0.0208):
/// - cart position (x): initial 26, keyframe 1 (0, 0.35) -> 22, keyframe 3 (0.35, 0.5) -> 130:
///   keys [0, 0.35, 0.85, 1] with values [26, 22, 130, 130] (the last frame holds to 1 because
///   1 - 0.85 - 0.0208 > 1.19e-7, the first does not because its next start is its own end).
/// - cart rotation: initial -0.1, keyframe 1 -> -0.15, keyframe 2 (0.35, 0.04) -> 0:
///   keys [0, 0.35, 0.39, 1].
/// - pink alpha: initial 1, keyframe 5 (0.45, 0.2) -> 0: keys [0.45, 0.65, 1]; 1 holds before 0.45.
/// - a speed line's centre x: initial 0, keyframe 1 (0, 0.35) -> -10, keyframe 4 (0.4, 0.5) -> 80:
///   keys [0, 0.35, 0.4, 0.9, 1] with values [0, -10, -10, 80, 80] (keyframe 1 holds to 0.4
///   because 0.4 - 0.35 - 0.0208 > 1.19e-7).
/// The interpolated values at sample times come from `Derivation` (Tests/KinemaDerivations), written
/// from the rules independently of the engine: `catmullRom(keyTimes:values:at: easeInOut(t / 0.8))`.
/// It solves the easeInOut Bezier by bisection to the last bit, the engine by Newton steps that stop
/// at |x(t) - x| < 1e-7; with the keyframe curve's slope (up to ~300 pt per unit of u) that allows
/// differences of a few 1e-6, hence the tolerance of 1e-5.
final class KeyframeAnimationTests: XCTestCase {
    private var line = View(name: "line", frame: Rect(x: -12, y: 0, width: 24, height: 2)) // centre x 0

    private func makeCart() throws -> (Scene, View, View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        try scene.root.addSubview(line)
        let cart = View(name: "cart", frame: Rect(x: 13, y: 15, width: 26, height: 22)) // centre x 26
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
        } completion: {
            completion?($0)
        }
    }

    /// The cubic keyframe value of `keys`/`values` at time `t` of the 0.8 s animation, eased in-out.
    private func cubic(_ keys: [Double], _ values: [Double], at t: Double) -> Double {
        Derivation.catmullRom(keyTimes: keys, values: values, at: Derivation.easeInOut(t / 0.8))
    }

    func testFastCartKeyframesMatchTheIndependentEvaluation() throws {
        let (scene, cart, pink) = try makeCart()
        try runTouchUp(scene, cart, pink)
        // For example x(0.2) = 20.79421105487932, rotation(0.4) = 0.017054968680875696 (past 0: the
        // cubic curve overshoots), alpha(0.6) = -0.054681978707977245 (below 0, not clamped).
        for t in [0.1, 0.2, 0.3, 0.4, 0.6, 0.7] {
            try scene.advance(to: t)
            let p = cart.presentation
            XCTAssertEqual(
                p.center.x, cubic([0, 0.35, 0.85, 1], [26, 22, 130, 130], at: t), accuracy: 1e-5, "x at \(t)")
            XCTAssertEqual(
                p.transform.decomposed.rotation, cubic([0, 0.35, 0.39, 1], [-0.1, -0.15, 0, 0], at: t),
                accuracy: 1e-5, "rotation at \(t)")
            XCTAssertEqual(
                pink.presentation.alpha, cubic([0.45, 0.65, 1], [1, 0, 0], at: t), accuracy: 1e-5,
                "alpha at \(t)")
            if t == 0.6 { XCTAssertLessThan(pink.presentation.alpha, 0) } // presentation values are not clamped
        }
        try scene.advance(to: 0.8)
        XCTAssertEqual(cart.presentation.center.x, 130)
        XCTAssertEqual(cart.presentation.transform, .identity)
    }

    func testKeyframeFourHoldsTheLinesUntilItStarts() throws {
        let (scene, cart, pink) = try makeCart()
        try runTouchUp(scene, cart, pink)
        // Keys [0, .35, .4, .9, 1], values [0, -10, -10, 80, 80], eased in-out; e.g. -10.059736343767407 at
        // 0.33 (the cubic dips below the held -10 on its way in).
        for t in [0.1, 0.3, 0.33, 0.5, 0.6] {
            try scene.advance(to: t)
            XCTAssertEqual(
                line.presentation.center.x, cubic([0, 0.35, 0.4, 0.9, 1], [0, -10, -10, 80, 80], at: t),
                accuracy: 1e-5, "line x at \(t)")
            if t == 0.33 { XCTAssertLessThan(line.presentation.center.x, -10) }
        }
        try scene.advance(to: 0.8)
        XCTAssertEqual(line.presentation.center.x, 80)
    }

    func testBeginFromCurrentStateStartsFromThePresentationValue() throws {
        let (scene, cart, pink) = try makeCart()
        // A running animation moves the cart from 26 towards 60; the keyframes take over from where it is.
        var interrupted: Bool?
        try scene.animate(withDuration: 1, options: .curveLinear) {
            cart.center.x = 60
        } completion: {
            interrupted = $0
        }
        try scene.advance(to: 0.5) // presentation x = 43
        try runTouchUp(scene, cart, pink)
        XCTAssertEqual(cart.presentation.center.x, 43, accuracy: 1e-12) // the initial key is 43
        try scene.advance(to: 0.5)
        XCTAssertEqual(interrupted, false)
    }

    func testMisuseIsATypedErrorAndChangesNothing() throws {
        let (scene, cart, _) = try makeCart()
        XCTAssertThrowsError(try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}) {
            XCTAssertEqual($0 as? AnimationError, .keyframeOutsideKeyframeAnimation)
        }
        XCTAssertThrowsError(
            try scene.animateKeyframes(withDuration: 1) {
                try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cart.alpha = 0.2 }
                try scene.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) { cart.alpha = 0.4 }
            }
        ) {
            XCTAssertEqual($0 as? AnimationError, .keyframeTimeOutOfRange(start: 0.8, duration: 0.5))
        }
        XCTAssertEqual(cart.alpha, 1) // rolled back
        XCTAssertEqual(cart.animatingProperties, [])
        XCTAssertThrowsError(
            try scene.animateKeyframes(withDuration: 1) {
                try scene.animateKeyframes(withDuration: 1) {}
            }
        ) {
            XCTAssertEqual($0 as? AnimationError, .nestedKeyframeAnimation)
        }
    }

    func testLinearKeyframesAndCompletion() throws {
        let (scene, cart, _) = try makeCart()
        var done: Bool?
        try scene.animateKeyframes(withDuration: 1, options: .curveLinear) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cart.alpha = 0 }
            try scene.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { cart.alpha = 1 }
        } completion: {
            done = $0
        }
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
