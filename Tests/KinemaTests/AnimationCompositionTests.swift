import Kinema
import XCTest

/// How a new animation meets one already running on the same property: UIKit's additive keys
/// (position, bounds, corner radius, and Kinema's transform) add to it; the others (alpha, colours,
/// border width, the shadow's) replace it, starting from the old model value. Every case uses linear timing over
/// 1 s so that the expected values are plain arithmetic, written next to each assertion.
final class AnimationCompositionTests: XCTestCase {
    /// One property seen as a number: how to set it to `x` and how to read it back.
    private struct Probe {
        let property: AnimatableProperty
        let set: (View, Double) -> Void
        let read: (ViewPresentation) -> Double
    }

    private let probes: [Probe] = [
        Probe(property: .center, set: { $0.center = Point(x: $1, y: 0) }, read: { $0.center.x }),
        Probe(
            property: .boundsSize, set: { $0.bounds.size = Size(width: 50 + $1, height: 50) },
            read: { $0.size.width - 50 }),
        Probe(property: .cornerRadius, set: { $0.cornerRadius = $1 }, read: { $0.cornerRadius }),
        Probe(
            property: .transform, set: { $0.transform = AffineTransform(translationX: $1, y: 0) },
            read: { $0.transform.tx }),
        Probe(property: .alpha, set: { $0.alpha = $1 / 100 }, read: { $0.alpha * 100 }),
        Probe(
            property: .backgroundColor, set: { $0.backgroundColor = Color(red: $1 / 100, green: 0, blue: 0) },
            read: { $0.backgroundColor.red * 100 }),
        Probe(property: .borderWidth, set: { $0.borderWidth = $1 }, read: { $0.borderWidth }),
        Probe(
            property: .borderColor, set: { $0.borderColor = Color(red: 0, green: $1 / 100, blue: 0) },
            read: { $0.borderColor.green * 100 }),
        Probe(property: .shadowOpacity, set: { $0.shadowOpacity = $1 / 100 }, read: { $0.shadowOpacity * 100 }),
        Probe(property: .shadowRadius, set: { $0.shadowRadius = $1 }, read: { $0.shadowRadius }),
        Probe(
            property: .shadowOffset, set: { $0.shadowOffset = Size(width: $1, height: -3) },
            read: { $0.shadowOffset.width }),
        Probe(
            property: .shadowColor, set: { $0.shadowColor = Color(red: 0, green: 0, blue: $1 / 100) },
            read: { $0.shadowColor.blue * 100 }),
        Probe(property: .strokeStart, set: { $0.strokeStart = $1 / 100 }, read: { $0.strokeStart * 100 }),
        Probe(property: .strokeEnd, set: { $0.strokeEnd = $1 / 100 }, read: { $0.strokeEnd * 100 }),
        Probe(property: .lineWidth, set: { $0.lineWidth = $1 }, read: { $0.lineWidth }),
        Probe(
            property: .fillColor, set: { $0.fillColor = Color(red: $1 / 100, green: 0, blue: 0) },
            read: { $0.fillColor.red * 100 }),
        Probe(
            property: .strokeColor, set: { $0.strokeColor = Color(red: 0, green: $1 / 100, blue: 0) },
            read: { $0.strokeColor.green * 100 }),
        Probe(property: .lineDashPhase, set: { $0.lineDashPhase = $1 }, read: { $0.lineDashPhase }),
        Probe(
            property: .boundsOrigin, set: { $0.boundsOrigin = Point(x: 0, y: $1) }, read: { $0.boundsOrigin.y }),
        Probe(
            property: .anchorPoint, set: { $0.anchorPoint = Point(x: $1 / 100, y: 0.5) },
            read: { $0.anchorPoint.x * 100 })
    ]

    private func makeScene() throws -> (Scene, View) { try Scene.withBox() }

    func testTheTableOfAdditiveKeys() {
        XCTAssertEqual(
            AnimatableProperty.allCases.filter(\.isAdditive),
            [.center, .boundsSize, .transform, .cornerRadius, .boundsOrigin])
        XCTAssertEqual(
            AnimatableProperty.allCases.filter { !$0.isAdditive },
            [
                .alpha, .borderWidth, .backgroundColor, .borderColor, .shadowOpacity, .shadowRadius,
                .shadowOffset, .shadowColor, .strokeStart, .strokeEnd, .lineWidth, .fillColor, .strokeColor,
                .lineDashPhase, .anchorPoint, .fontSize, .path, .colors, .locations, .startPoint, .endPoint,
                .textColor
            ])
        // The content properties (a shape's path, a gradient's values) have no model value to set
        // in a block, and a text style set in a block shows at once: only explicit animations
        // change them over time (ShapePathAnimationTests, GradientAnimationTests,
        // FontSizeAnimationTests).
        XCTAssertEqual(
            Set(probes.map(\.property)),
            Set(AnimatableProperty.allCases.filter { !$0.isContent && $0 != .fontSize }),
            "every property a block animates is probed")
    }

    /// 0 -> 10 from t = 0, then -> 20 from t = 0.5 (both linear, 1 s).
    /// Additive: x(t) = 20 + (0 - 10)(1 - t) + (10 - 20)(1 - (t - 0.5)): 5 at 0.5 (continuous),
    /// 20 - 2.5 - 7.5 = 10 at 0.75, 20 - 5 = 15 at 1; the first animation finishes (true at 1).
    /// Replacing: the second starts from the old model value 10 (a jump from 5), x = 10 + 10 (t - 0.5):
    /// 10 at 0.5, 12.5 at 0.75, 15 at 1; the first reports false at once (t = 0.5).
    func testAdditiveKeysAddAndTheOthersReplaceFromTheOldModelValue() throws {
        for probe in probes {
            let (scene, box) = try makeScene()
            probe.set(box, 0)
            var first: Bool?, second: Bool?
            try scene.animate(withDuration: 1, options: .curveLinear) {
                probe.set(box, 10)
            } completion: {
                first = $0
            }
            try scene.advance(to: 0.5)
            XCTAssertEqual(probe.read(box.presentation), 5, accuracy: 1e-9, "\(probe.property) before")
            try scene.animate(withDuration: 1, options: .curveLinear) {
                probe.set(box, 20)
            } completion: {
                second = $0
            }
            try scene.advance(to: 0.5)
            let additive = probe.property.isAdditive
            XCTAssertEqual(probe.read(box.presentation), additive ? 5 : 10, accuracy: 1e-9, "\(probe.property) at 0.5")
            XCTAssertEqual(first, additive ? nil : false, "\(probe.property): first completion at 0.5")
            try scene.advance(to: 0.75)
            XCTAssertEqual(
                probe.read(box.presentation), additive ? 10 : 12.5, accuracy: 1e-9, "\(probe.property) at 0.75")
            try scene.advance(to: 1)
            XCTAssertEqual(probe.read(box.presentation), 15, accuracy: 1e-9, "\(probe.property) at 1")
            XCTAssertEqual(first, additive ? true : false, "\(probe.property): first completion")
            try scene.advance(to: 1.5)
            XCTAssertEqual(probe.read(box.presentation), 20, accuracy: 1e-9, "\(probe.property) at rest")
            XCTAssertEqual(second, true, "\(probe.property): second completion")
            XCTAssertEqual(box.animatingProperties, [])
        }
    }

    /// With beginFromCurrentState every key starts from the presentation value (5 at 0.5) and the
    /// running animation reports false: x = 5 + 15 (t - 0.5): 8.75 at 0.75.
    func testBeginFromCurrentStateStartsEveryKeyFromThePresentation() throws {
        for probe in probes {
            let (scene, box) = try makeScene()
            probe.set(box, 0)
            var first: Bool?
            try scene.animate(withDuration: 1, options: .curveLinear) {
                probe.set(box, 10)
            } completion: {
                first = $0
            }
            try scene.advance(to: 0.5)
            try scene.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { probe.set(box, 20) }
            try scene.advance(to: 0.75)
            XCTAssertEqual(probe.read(box.presentation), 8.75, accuracy: 1e-9, "\(probe.property)")
            XCTAssertEqual(first, false, "\(probe.property)")
        }
    }

    /// Two changes of a replaced key in one block make one animation from the value before the
    /// block: alpha 1 -> 0.5 -> 0.2 runs 1 -> 0.2, 0.6 at t = 0.5, and the block finishes (true).
    func testOneBlockAnimatesAReplacedKeyOnceFromBeforeTheBlock() throws {
        let (scene, box) = try makeScene()
        var finished: Bool?
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.alpha = 0.5
            box.alpha = 0.2
        } completion: {
            finished = $0
        }
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.alpha, 0.6, accuracy: 1e-12) // 1 + (0.2 - 1) * 0.5
        try scene.advance(to: 1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(box.presentation.alpha, 0.2)
    }

    /// Keyframes replace a running animation of a key that is not additive (starting from its old
    /// model value), but only cover an additive one: alpha 1 -> 0 from 0, then keyframes to 1 from
    /// 0.5 start at the model value 0: 0.25 at 0.75, the first reports false. The centre 0 -> 100
    /// from 0, then keyframes from the model value 100 to 200: 125 at 0.75 over it; the first
    /// still finishes (true at 1).
    func testKeyframesReplaceOnlyKeysThatAreNotAdditive() throws {
        let (scene, box) = try makeScene()
        var alphaFirst: Bool?, centerFirst: Bool?
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.alpha = 0
        } completion: {
            alphaFirst = $0
        }
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.center = Point(x: 100, y: 0)
        } completion: {
            centerFirst = $0
        }
        try scene.advance(to: 0.5)
        try scene.animateKeyframes(withDuration: 1, options: .curveLinear) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                box.alpha = 1
                box.center = Point(x: 200, y: 0)
            }
        }
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.presentation.alpha, 0.25, accuracy: 1e-12) // 0 + (1 - 0) * 0.25
        XCTAssertEqual(box.presentation.center.x, 125, accuracy: 1e-12) // 100 + (200 - 100) * 0.25
        XCTAssertEqual(alphaFirst, false)
        try scene.advance(to: 1)
        XCTAssertEqual(centerFirst, true)
    }

    /// A property animator's block replaces a running UIView alpha animation like a UIView block:
    /// alpha 1 -> 0 from 0; at 0.5 an animator sets 1 and starts from the old model value 0
    /// (0.25 at 0.75); the UIView animation reports false.
    func testAnAnimatorReplacesAUIViewAnimationOfAlpha() throws {
        let (scene, box) = try makeScene()
        let first = try scene.animateRecordingCompletion(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        try scene.advance(to: 0.5)
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 1 }
        try animator.startAnimation()
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.presentation.alpha, 0.25, accuracy: 1e-12)
        XCTAssertEqual(first.value, false)
    }

    /// An animator that loses a property goes on with the others and leaves the lost one alone.
    /// The animator moves the centre 0 -> 100 and alpha 1 -> 0 (linear, 1 s). At 0.5 a UIView
    /// animation takes alpha to 0.5 from its model value 0 (0 + 0.5 (t - 0.5)). At 0.6 the animator
    /// turns around at p = 0.6 and returns over the remaining 0.6 s: centre 60 (1 - s / 0.6), 30 at
    /// 0.9, 0 at 1.2, where it completes at .start: the centre's model goes back to 0, but alpha,
    /// now the UIView animation's, keeps its model 0.5 and shows 0.35 at 1.2, 0.5 from 1.5.
    func testAnAnimatorThatLosesAPropertyGoesOnWithoutIt() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) {
            box.center = Point(x: 100, y: 0)
            box.alpha = 0
        }
        let position = animator.recordCompletion()
        try animator.startAnimation()
        try scene.advance(to: 0.5)
        let uiView = try scene.animateRecordingCompletion(withDuration: 1, options: .curveLinear) { box.alpha = 0.5 }
        XCTAssertEqual(box.presentation.alpha, 0) // jumped to the old model value
        try scene.advance(to: 0.6)
        try animator.setReversed(true)
        try scene.advance(to: 0.9)
        XCTAssertEqual(box.presentation.center.x, 30, accuracy: 1e-9) // 60 (1 - 0.3 / 0.6)
        XCTAssertEqual(box.presentation.alpha, 0.2, accuracy: 1e-12) // 0.5 * 0.4
        try scene.advance(to: 1.2)
        XCTAssertEqual(position.value, .start)
        XCTAssertEqual(box.center.x, 0)
        XCTAssertEqual(box.alpha, 0.5)
        XCTAssertEqual(box.presentation.alpha, 0.35, accuracy: 1e-12) // 0.5 * 0.7
        try scene.advance(to: 1.5)
        XCTAssertEqual(uiView.value, true)
        XCTAssertEqual(box.presentation.alpha, 0.5)
    }
}
