import Kinema
import KinemaCore
import KinemaDerivations
import XCTest

/// Key paths (whole properties and components), keyframe calculation modes and timing
/// functions, and the frames explicit animations make. Expected values derived in the comments.
final class KeyPathAndValueTests: XCTestCase {
    func testCoreAnimationKeyPathsParse() {
        let known = [
            "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
            "bounds.size.height", "opacity", "cornerRadius", "backgroundColor", "borderWidth",
            "borderColor", "transform", "transform.rotation.z", "transform.scale", "transform.scale.x",
            "transform.scale.y", "transform.translation.x", "transform.translation.y"
        ]
        for path in known { XCTAssertNotNil(AnimationKeyPath(coreAnimation: path), path) }
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "position.x"), .positionX)
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "transform.rotation"), .rotation)
        XCTAssertEqual(AnimationKeyPath.rotation.coreAnimationKeyPath, "transform.rotation.z")
        XCTAssertEqual(AnimationKeyPath.width.coreAnimationKeyPath, "bounds.size.width")
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "bounds")?.valueKind, .size)
        XCTAssertNil(AnimationKeyPath(coreAnimation: "contents"))
        XCTAssertNil(AnimationKeyPath(coreAnimation: "position.z"))
        XCTAssertNil(AnimationKeyPath(.alpha, .x))
        for path in known {
            let parsed = AnimationKeyPath(coreAnimation: path)
            XCTAssertEqual(parsed.flatMap { AnimationKeyPath(coreAnimation: $0.coreAnimationKeyPath) }, parsed, path)
        }
    }

    func testRotationComponentSpinsPastAFullTurnAndKeepsTheScale() throws {
        let (scene, box) = try makeExplicitScene()
        box.transform = AffineTransform(scaleX: 2, y: 2)
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: .number(2 * Double.pi))
        spin.duration = 1
        spin.repeatCount = .infinity
        try box.addAnimation(spin, forKey: "spin")
        try scene.advance(to: 10.25) // cycle 10, a quarter turn
        let shown = box.presentation.decomposedTransform
        XCTAssertEqual(shown.rotation, Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(shown.scaleX, 2, accuracy: 1e-12) // the model's scale stays
        XCTAssertEqual(box.presentation.transform.b, 2, accuracy: 1e-9) // 2 sin(pi / 2)
        try scene.advance(to: 10.75)
        // 3 pi / 2 recomposed: the matrix of a three-quarter turn, b = 2 sin(3 pi / 2) = -2.
        XCTAssertEqual(box.presentation.transform.b, -2, accuracy: 1e-9)
        XCTAssertEqual(box.transform, AffineTransform(scaleX: 2, y: 2))
    }

    func testScaleAndTranslationComponents() throws {
        let (scene, box) = try makeExplicitScene()
        var grow = BasicAnimation(keyPath: .scale, from: 1, to: 3)
        grow.duration = 1
        var shift = BasicAnimation(keyPath: .translationY, by: 40)
        shift.duration = 1
        shift.isAdditive = true
        try box.addAnimation(grow, forKey: "grow")
        try box.addAnimation(shift, forKey: "shift")
        try scene.advance(to: 0.5)
        let shown = box.presentation.decomposedTransform
        XCTAssertEqual(shown.scaleX, 2, accuracy: 1e-12) // 1 + 2 * 0.5, both factors
        XCTAssertEqual(shown.scaleY, 2, accuracy: 1e-12)
        XCTAssertEqual(shown.translateY, 20, accuracy: 1e-12) // additive by: 0 -> 40, half way
    }

    func testWidthAndPositionYComponents() throws {
        let (scene, box) = try makeExplicitScene()
        var widen = BasicAnimation(keyPath: .width, to: 60) // from the value below (20)
        widen.duration = 1
        try box.addAnimation(widen, forKey: "widen")
        try box.addAnimation(BasicAnimation(keyPath: .positionY, from: 0, to: 40, timing: MediaTiming(duration: 2)))
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.size.width, 30, accuracy: 1e-12) // 20 + 40 * 0.25
        XCTAssertEqual(box.presentation.size.height, 20)
        XCTAssertEqual(box.presentation.center, Point(x: 100, y: 5)) // y: 40 * 0.25 / 2
    }

    func testBasicEndpointsFollowCoreAnimationsTable() throws {
        // The model x is 100; each animation runs 1 s, read at 0.5.
        let cases: [(AnimationValue?, AnimationValue?, AnimationValue?, Bool, Double)] = [
            (10, 30, 99, false, 20), // from, to (by ignored): 10 -> 30
            (10, nil, 30, false, 25), // from, by: 10 -> 40
            (nil, 30, 10, false, 25), // to, by: 20 -> 30
            (10, nil, nil, false, 55), // from: 10 -> model 100
            (nil, 30, nil, false, 65), // to: model 100 -> 30
            (nil, nil, 30, false, 115), // by: 100 -> 130
            (nil, nil, nil, false, 100), // none: the model
            (nil, nil, 30, true, 115), // additive by: 0 -> 30, plus the model
            (10, nil, nil, true, 105) // additive from: 10 -> 0, plus the model
        ]
        for (i, (from, to, by, additive, expected)) in cases.enumerated() {
            let (scene, box) = try makeExplicitScene()
            var animation = BasicAnimation(keyPath: .positionX, from: from, to: to, by: by)
            animation.duration = 1
            animation.isAdditive = additive
            try box.addAnimation(animation, forKey: "a")
            try scene.advance(to: 0.5)
            XCTAssertEqual(box.shownX, expected, accuracy: 1e-12, "case \(i)")
        }
    }

    func testTimingFunctionsEaseThePass() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.timingFunction = .easeIn
        try box.addAnimation(animation, forKey: "ease")
        try scene.advance(to: 0.3)
        XCTAssertEqual(box.shownX, 100 * Derivation.easeIn(0.3), accuracy: 1e-6)
        let curve = try TimingCurve(0.3, 0.9, 0.5, 1)
        var custom = slide(from: 0, to: 10)
        custom.timingFunction = curve
        try box.addAnimation(custom, forKey: "ease")
        try scene.advance(to: 0.7)
        XCTAssertEqual(box.shownX, 10 * Derivation.bezier(0.4, 0.3, 0.9, 0.5, 1), accuracy: 1e-6)
    }

    func testKeyframeSegmentTimingFunctionsAndKeyTimes() throws {
        let (scene, box) = try makeExplicitScene()
        var keys = KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0.5], keyTimes: [0, 0.25, 1])
        keys.duration = 2
        keys.timingFunctions = [.easeOut, .linear]
        try box.addAnimation(keys, forKey: "keys")
        try scene.advance(to: 0.2)
        // u = 0.1, segment 0 (0.. 0.25) at s = 0.4, eased out: 0 + 1 * easeOut(0.4).
        XCTAssertEqual(box.presentation.alpha, Derivation.easeOut(0.4), accuracy: 1e-6)
        try scene.advance(to: 1.25)
        // u = 0.625, segment 1 (0.25 .. 1) at s = 0.5 linear: 1 + (0.5 - 1) * 0.5.
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-12)
    }

    func testKeyframeCalculationModes() throws {
        func shown(_ mode: KeyframeCalculationMode, keyTimes: [Double]?, at t: Double) throws -> Double {
            let (scene, box) = try makeExplicitScene()
            var keys = KeyframeAnimation(
                keyPath: .positionX, values: [0, 10, 40], keyTimes: keyTimes,
                calculationMode: mode)
            keys.duration = 1
            try box.addAnimation(keys, forKey: "keys")
            try scene.advance(to: t)
            return box.shownX
        }
        XCTAssertEqual(try shown(.discrete, keyTimes: [0, 0.5, 1], at: 0.6), 10)
        // Core Animation's discrete key times: one more than the values (the last is dropped).
        XCTAssertEqual(try shown(.discrete, keyTimes: [0, 0.2, 0.4, 1], at: 0.5), 40)
        // Paced: key times from distance, 10 of 40 then 30 of 40: u = 0.5 is 20 along the way.
        XCTAssertEqual(try shown(.paced, keyTimes: nil, at: 0.5), 20, accuracy: 1e-12)
        XCTAssertEqual(try shown(.paced, keyTimes: [0, 1], at: 0.5), 20, accuracy: 1e-12) // key times ignored
        // Cubic (Catmull-Rom) with even keys: Derivation.catmullRom.
        XCTAssertEqual(
            try shown(.cubic, keyTimes: [0, 0.5, 1], at: 0.3),
            Derivation.catmullRom(keyTimes: [0, 0.5, 1], values: [0, 10, 40], at: 0.3), accuracy: 1e-9)
    }

    func testWholeTransformTurnsTheShortWay() throws {
        let (scene, box) = try makeExplicitScene()
        var turn = BasicAnimation(
            keyPath: .transform, from: .transform(.identity),
            to: .transform(AffineTransform(rotationAngle: 1.5 * Double.pi)))
        turn.duration = 1
        try box.addAnimation(turn, forKey: "turn")
        try scene.advance(to: 0.5)
        // 3 pi / 2 is -pi / 2 decomposed: half way is -pi / 4.
        XCTAssertEqual(box.presentation.decomposedTransform.rotation, -Double.pi / 4, accuracy: 1e-12)
    }

    func testColorAndPointAnimations() throws {
        let (scene, box) = try makeExplicitScene()
        var tint = BasicAnimation(
            keyPath: AnimationKeyPath(.backgroundColor),
            from: .color(Color(red: 1, green: 0, blue: 0)), to: .color(Color(red: 0, green: 0, blue: 1)))
        tint.duration = 1
        var move = BasicAnimation(keyPath: .position, to: .point(Point(x: 200, y: 300)))
        move.duration = 1
        try box.addAnimation(tint, forKey: "tint")
        try box.addAnimation(move, forKey: "move")
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.backgroundColor.red, 0.75, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.backgroundColor.blue, 0.25, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.center, Point(x: 125, y: 150)) // (100,100) + (100,200) / 4
    }

    func testFramesShowExplicitAnimations() throws {
        let (scene, box) = try makeExplicitScene()
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: 1)
        spin.duration = 1
        try box.addAnimation(spin, forKey: "spin")
        try box.addAnimation(slide(from: 0, to: 40), forKey: "slide")
        try scene.advance(to: 0.5)
        let frame = scene.snapshot()
        XCTAssertEqual(frame["box"]?.center.x ?? .nan, 20, accuracy: 1e-12)
        XCTAssertEqual(frame["box"]?.decomposed.rotation ?? .nan, 0.5, accuracy: 1e-12)
        XCTAssertTrue(frame.csvRows[1].hasPrefix("0.5,box,20.0,100.0,20.0,20.0,0.5"))
    }
}
