import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Records what an animation tells its delegate, with the harness time of each call.
@MainActor
final class AnimationEvents: CAAnimationDelegate {
    var events: [String] = []
    var stopped: [(time: Double, finished: Bool, anim: CAAnimation)] = []

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
        stopped.append((CACurrentMediaTime(), flag, anim))
    }
}

/// A basic animation of `keyPath` from `from` to `to` over `duration` seconds (linear).
@MainActor
func basicAnimation(_ keyPath: String, from: Any?, to: Any?, duration: Double) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

/// Core Animation's explicit animations through the facade, against values worked out by hand.
@MainActor
final class CoreAnimationTests: XCTestCase {
    private func shown(_ view: UIView) -> CALayer {
        guard let layer = view.layer.presentation() else {
            XCTFail("no presentation layer")
            return view.layer
        }
        return layer
    }

    /// A spinner: `transform.rotation.z` from 0 to 2 pi over 1 s, repeating for ever. At time t
    /// the angle is 2 pi frac(t), so the matrix is (cos, sin, -sin, cos) of it; it never stops.
    func testASpinnerRepeatsForever() async {
        let harness = UIKitHarness()
        let spinner = box(in: harness)
        let spin = basicAnimation("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 1)
        spin.repeatCount = .infinity
        let events = AnimationEvents()
        spin.delegate = events
        spinner.layer.add(spin, forKey: "spin")
        for (t, fraction) in [(0.25, 0.25), (0.6, 0.6), (3.25, 0.25), (100.6, 0.6)] {
            harness.advance(to: t)
            let m = shown(spinner).affineTransform()
            let angle = 2 * Double.pi * fraction
            XCTAssertEqual(Double(m.a), cos(angle), accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(Double(m.b), sin(angle), accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(Double(m.c), -sin(angle), accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(events.events, ["start"], "an endless animation never stops")
        XCTAssertEqual(spinner.layer.animationKeys(), ["spin"])
        XCTAssertTrue(spinner.transform.isIdentity, "the model transform is untouched")
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A shake: additive keyframes 0, 10, -10, 0 on `position.x` over 0.4 s, evenly spaced (key
    /// times 0, 1/3, 2/3, 1), linear. At u = t / 0.4: 0.25 is 3/4 of the first segment (+7.5),
    /// 0.5 the middle of the second (0), 0.75 a quarter of the third (-10 + 2.5). The model stays 50.
    func testAnAdditiveShakeLeavesTheModelAlone() async {
        let harness = UIKitHarness()
        let field = box(in: harness)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.duration = 0.4
        shake.isAdditive = true
        let events = AnimationEvents()
        shake.delegate = events
        field.layer.add(shake, forKey: "shake")
        for (t, x) in [(0.1, 57.5), (0.2, 50.0), (0.3, 42.5)] {
            harness.advance(to: t)
            XCTAssertEqual(Double(shown(field).position.x), x, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(field.center.x, 50, "the model is untouched")
            XCTAssertEqual(field.layer.position.x, 50)
        }
        harness.advance(to: 0.5)
        XCTAssertEqual(shown(field).position.x, 50)
        XCTAssertEqual(events.stopped.map(\.time), [0.4])
        XCTAssertEqual(events.stopped.map(\.finished), [true])
        XCTAssertNil(field.layer.animationKeys(), "removed on completion")
    }

    /// NSNumbers are numbers, 0 and 1 included (on Linux those also cast to Bool, which made
    /// them refused); a Swift Bool is refused. Linear opacity 1 -> 0 over 1 s is 0.5 at 0.5 s.
    func testNSNumbersHoldingZeroAndOneAreNumbers() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        view.layer.add(
            basicAnimation("opacity", from: NSNumber(value: 1), to: NSNumber(value: 0), duration: 1), forKey: "fade")
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(shown(view).opacity), 0.5, accuracy: 1e-6)
        view.layer.add(basicAnimation("opacity", from: true, to: false, duration: 1), forKey: "flag")
        XCTAssertEqual(view.layer.animationKeys(), ["fade"])
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("fromValue is a Bool") }, "\(harness.diagnostics)")
    }

    /// A pulse: opacity 1 -> 0.3 over 0.5 s, easeInEaseOut, autoreversing, 2 repeats. A cycle is
    /// 1 s (up and back), the whole 2 s. At w into a cycle, s = w (w <= 0.5) or 1 - w, and the
    /// opacity is 1 - 0.7 E(s / 0.5) with E the Bezier (0.42, 0, 0.58, 1).
    func testAPulseThatAutoreverses() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let pulse = basicAnimation("opacity", from: 1, to: Float(0.3), duration: 0.5)
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let events = AnimationEvents()
        pulse.delegate = events
        view.layer.add(pulse, forKey: "pulse")
        for (t, s) in [(0.2, 0.2), (0.7, 0.3), (1.2, 0.2), (1.9, 0.1)] {
            harness.advance(to: t)
            XCTAssertEqual(
                Double(shown(view).opacity), 1 - 0.7 * Derivation.easeInOut(s / 0.5), accuracy: 1e-6,
                "t = \(t)")
        }
        XCTAssertEqual(events.events, ["start"], "still running at 1.9 s: autoreverse doubles each cycle")
        harness.advance(to: 2)
        XCTAssertEqual(events.stopped.map(\.time), [2])
        XCTAssertEqual(shown(view).opacity, 1, "the model opacity shows again")
    }

    /// Apple's recipe to pause a layer and resume it, on the container of the animated view (the
    /// pause holds the whole subtree). position.x 0 -> 100 over 1 s, linear, from t = 0; paused at
    /// 0.3 (x = 30), held until 1.5, resumed: local time = 0.3 + (tp - 1.5), so x = 50 at 1.7 and
    /// the animation ends at 2.2.
    func testPausingAndResumingALayer() async {
        let harness = UIKitHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(container)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(view)
        let slide = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        let events = AnimationEvents()
        slide.delegate = events
        view.layer.add(slide, forKey: "slide")
        harness.advance(to: 0.3)
        XCTAssertEqual(Double(shown(view).position.x), 30, accuracy: 1e-9)

        let layer = container.layer
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        harness.advance(to: 1.5)
        XCTAssertEqual(Double(shown(view).position.x), 30, accuracy: 1e-9, "paused")
        XCTAssertEqual(events.stopped.count, 0)

        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = timeSincePause
        XCTAssertEqual(timeSincePause, 1.2, accuracy: 1e-12)
        harness.advance(to: 1.7)
        XCTAssertEqual(Double(shown(view).position.x), 50, accuracy: 1e-9)
        XCTAssertEqual(Double(view.layer.convertTime(1.7, from: nil)), 0.5, accuracy: 1e-12)
        harness.advance(to: 2.19)
        XCTAssertEqual(events.stopped.count, 0)
        harness.advance(to: 2.2)
        XCTAssertEqual(events.stopped.map(\.finished), [true])
        XCTAssertEqual(events.stopped.first?.time ?? 0, 2.2, accuracy: 1e-9)
    }

    /// CASpringAnimation's settling duration (Core Animation's documented values): mass 1,
    /// stiffness 100, damping 5 is about 2.855 s and damping 15 about 1.022 s, both from the
    /// underdamped formula T = (ln 1000 + ln(1 + zeta / sqrt(1 - zeta^2))) / (zeta w0). The motion is
    /// 100 + 300 q(t) with q the spring's closed form.
    func testSpringSettlingDurations() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let drop = CASpringAnimation(keyPath: "position.y")
        drop.damping = 5
        XCTAssertEqual(drop.settlingDuration, Derivation.settlingDuration(stiffness: 100, damping: 5), accuracy: 1e-9)
        XCTAssertEqual(drop.settlingDuration, 2.855, accuracy: 0.001)
        drop.damping = 15
        XCTAssertEqual(drop.settlingDuration, Derivation.settlingDuration(stiffness: 100, damping: 15), accuracy: 1e-9)
        XCTAssertEqual(drop.settlingDuration, 1.022, accuracy: 0.001)

        drop.damping = 5
        drop.fromValue = 100
        drop.toValue = 400
        drop.duration = drop.settlingDuration
        view.layer.add(drop, forKey: "drop")
        for t in [0.1, 0.3, 1.0] {
            harness.advance(to: t)
            let q = Derivation.springProgress(t, stiffness: 100, damping: 5)
            XCTAssertEqual(Double(shown(view).position.y), 100 + 300 * q, accuracy: 1e-6, "t = \(t)")
        }
    }

    /// iOS 17's perceptual form: duration 0.5, bounce 0.3 gives mass 1, stiffness (2 pi / 0.5)^2 and
    /// damping 4 pi (1 - 0.3) / 0.5; the getters give the two numbers back, and the duration is
    /// the settling duration.
    func testSpringFromPerceptualDurationAndBounce() async {
        _ = UIKitHarness()
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(Double(spring.mass), 1)
        XCTAssertEqual(Double(spring.stiffness), pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(spring.damping), 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Double(spring.bounce), 0.3, accuracy: 1e-12)
        XCTAssertEqual(spring.duration, spring.settlingDuration)
        let refused = CASpringAnimation(perceptualDuration: 0.5, bounce: 1.5)
        XCTAssertEqual(refused.stiffness, 100, "a refused bounce leaves the default spring")
        XCTAssertEqual(UIKitHarness.current.diagnostics.count, 1)
    }

    /// A group of 1.5 s with staggered children: opacity 1 -> 0 from 0 for 0.5 s, position.x
    /// 0 -> 100 from 0.5 for 0.5 s, transform.scale 1 -> 2 from 1.0 for 1 s (clipped by the
    /// group at 1.5, half-way). A child shows nothing outside its own active time (the model:
    /// opacity 1, x 200, scale 1).
    func testAGroupWithStaggeredBeginTimes() async {
        let harness = UIKitHarness()
        let view = box(in: harness, center: CGPoint(x: 200, y: 200))
        let fade = basicAnimation("opacity", from: 1, to: 0, duration: 0.5)
        let move = basicAnimation("position.x", from: 0, to: 100, duration: 0.5)
        move.beginTime = 0.5
        let grow = basicAnimation("transform.scale", from: 1, to: 2, duration: 1)
        grow.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move, grow]
        group.duration = 1.5
        let events = AnimationEvents()
        group.delegate = events
        view.layer.add(group, forKey: "group")
        let expected: [(Double, opacity: Double, x: Double, scale: Double)] = [
            (0.25, 0.5, 200, 1), (0.75, 1, 50, 1), (1.25, 1, 200, 1.25), (1.49, 1, 200, 1.49)
        ]
        for (t, opacity, x, scale) in expected {
            harness.advance(to: t)
            let layer = shown(view)
            XCTAssertEqual(Double(layer.opacity), opacity, accuracy: 1e-6, "t = \(t)")
            XCTAssertEqual(Double(layer.position.x), x, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(Double(layer.affineTransform().a), scale, accuracy: 1e-9, "t = \(t)")
        }
        harness.advance(to: 1.5)
        XCTAssertEqual(events.stopped.map(\.finished), [true])
        XCTAssertTrue(shown(view).affineTransform().isIdentity)
    }

    /// `isRemovedOnCompletion = false` with a forwards fill holds the last value (0.2) after the
    /// end, with the model still 1; removing the animation shows the model again, and its
    /// delegate was told `finished` once, at the end.
    func testAForwardsFillHoldsTheLastValue() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let fade = basicAnimation("opacity", from: 1, to: 0.2, duration: 0.5)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        let events = AnimationEvents()
        fade.delegate = events
        view.layer.add(fade, forKey: "fade")
        harness.advance(to: 3)
        XCTAssertEqual(Double(shown(view).opacity), 0.2, accuracy: 1e-6)
        XCTAssertEqual(view.layer.opacity, 1)
        XCTAssertEqual(view.layer.animationKeys(), ["fade"])
        let attached = view.layer.animation(forKey: "fade")
        XCTAssertNotNil(attached)
        XCTAssertFalse(attached === fade, "the layer runs a copy")
        XCTAssertTrue(events.stopped.first?.anim === attached, "the delegate is told about the copy")
        XCTAssertEqual(events.stopped.map(\.finished), [true])
        view.layer.removeAnimation(forKey: "fade")
        harness.advance(by: 0.1)
        XCTAssertEqual(shown(view).opacity, 1)
        XCTAssertEqual(events.stopped.count, 1, "an animation that stopped is not stopped twice")
    }

    /// An unknown key path is a diagnostic, not a trap, and nothing is added.
    func testAnUnknownKeyPathIsLogged() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let tilt = CABasicAnimation(keyPath: "transform.rotation.x")
        tilt.toValue = 1
        view.layer.add(tilt, forKey: "tilt")
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(
            harness.diagnostics.first?.contains("does not animate the key path \"transform.rotation.x\"") ?? false,
            "\(harness.diagnostics)")
        harness.advance(to: 1)
        XCTAssertTrue(shown(view).affineTransform().isIdentity)
    }

    /// A value the key path cannot take is a diagnostic too: a UIColor where Core Animation takes
    /// a CGColor, a point for a number; nothing is added.
    func testAValueOfTheWrongTypeIsLogged() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.red
        view.layer.add(tint, forKey: "tint")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = CGPoint(x: 1, y: 2)
        view.layer.add(fade, forKey: "fade")
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(harness.diagnostics.count, 2)
        XCTAssertTrue(harness.diagnostics.first?.contains(".cgColor") ?? false, "\(harness.diagnostics)")
        XCTAssertTrue(harness.diagnostics.last?.contains("takes a number") ?? false, "\(harness.diagnostics)")
    }

    /// The values Core Animation takes, of every kind, at the middle of a linear 1 s animation:
    /// an NSValue point, a CGRect for bounds (its size), CGColors (components halfway), a
    /// CATransform3D scale and plain Swift numbers of several types.
    func testValuesOfEveryKind() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        func basic(_ keyPath: String, _ from: Any, _ to: Any) {
            view.layer.add(basicAnimation(keyPath, from: from, to: to, duration: 1), forKey: keyPath)
        }
        basic("position", NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 60)))
        basic(
            "bounds", CGRect(x: 0, y: 0, width: 20, height: 40),
            NSValue(cgRect: CGRect(x: 0, y: 0, width: 60, height: 80)))
        basic("backgroundColor", UIColor.black.cgColor, CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1))
        basic("transform", CATransform3DIdentity, CATransform3DMakeScale(3, 3, 1))
        basic("cornerRadius", Int(0), CGFloat(10))
        basic("borderWidth", Float(2), Double(4))
        harness.advance(to: 0.5)
        let layer = shown(view)
        XCTAssertEqual(layer.position, CGPoint(x: 50, y: 30))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 40, height: 60))
        let rgba = layer.backgroundColor?.components?.map(Double.init) ?? []
        XCTAssertEqual(rgba.count, 4)
        for (c, e) in zip(rgba, [0.5, 0.25, 0, 1]) { XCTAssertEqual(c, e, accuracy: 1e-9) }
        XCTAssertEqual(Double(layer.affineTransform().a), 2, accuracy: 1e-9)
        XCTAssertEqual(layer.cornerRadius, 5)
        XCTAssertEqual(layer.borderWidth, 3)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// The layer adds a copy: changing the animation afterwards changes nothing, and the copy keeps
    /// the values stored with setValue(_:forKey:).
    func testTheLayerAddsACopy() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let slide = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        slide.setValue("slide-in", forKey: "name")
        view.layer.add(slide, forKey: "slide")
        slide.toValue = 1000
        slide.duration = 10
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(shown(view).position.x), 50, accuracy: 1e-9)
        let attached = view.layer.animation(forKey: "slide") as? CABasicAnimation
        XCTAssertEqual(attached?.toValue as? Int, 100)
        XCTAssertEqual(attached?.value(forKey: "name") as? String, "slide-in")
    }

    /// Removing an animation, or replacing it under its key, tells its delegate `finished ==
    /// false`; the replacement runs from the time it was added.
    func testRemovalAndReplacementStopUnfinished() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        func slide(to x: Double, _ events: AnimationEvents) -> CABasicAnimation {
            let animation = basicAnimation("position.x", from: 0, to: x, duration: 1)
            animation.delegate = events
            return animation
        }
        let first = AnimationEvents(), second = AnimationEvents()
        view.layer.add(slide(to: 100, first), forKey: "slide")
        harness.advance(to: 0.5)
        view.layer.add(slide(to: 200, second), forKey: "slide")
        harness.advance(to: 0.75)
        XCTAssertEqual(first.stopped.map(\.finished), [false])
        XCTAssertEqual(Double(shown(view).position.x), 50, accuracy: 1e-9, "0.25 s into 0 -> 200")
        view.layer.removeAllAnimations()
        harness.advance(to: 0.8)
        XCTAssertEqual(second.stopped.map(\.finished), [false])
        XCTAssertEqual(shown(view).position.x, 50, "the model")
    }

    /// Core Animation retains an animation's delegate: one nobody else holds still hears the stop.
    func testTheDelegateIsRetained() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        weak var weakEvents: AnimationEvents?
        do {
            let events = AnimationEvents()
            weakEvents = events
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 0.5
            fade.delegate = events
            view.layer.add(fade, forKey: nil)
        }
        XCTAssertNotNil(weakEvents)
        harness.advance(to: 0.5)
        XCTAssertEqual(weakEvents?.events, ["start", "stop true"])
    }

    /// CAMediaTimingFunction: the named curves' control points, read back with
    /// getControlPoint(at:values:), and a custom curve easing an animation: x at 0.5 s of 1 s is
    /// 100 B(0.5) with B the Bezier (0.1, 0.7) (0.3, 1).
    func testTimingFunctions() async {
        let harness = UIKitHarness()
        var point: [Float] = [0, 0]
        let named: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1])
        ]
        for (name, points) in named {
            let function = CAMediaTimingFunction(name: name)
            function.getControlPoint(at: 1, values: &point)
            XCTAssertEqual(point, Array(points[0...1]), name.rawValue)
            function.getControlPoint(at: 2, values: &point)
            XCTAssertEqual(point, Array(points[2...3]), name.rawValue)
        }
        CAMediaTimingFunction(name: .linear).getControlPoint(at: 3, values: &point)
        XCTAssertEqual(point, [1, 1])

        let view = box(in: harness)
        let slide = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        slide.timingFunction = CAMediaTimingFunction(controlPoints: 0.1, 0.7, 0.3, 1)
        view.layer.add(slide, forKey: "slide")
        harness.advance(to: 0.5)
        let expected = 100 * Derivation.bezier(0.5, Double(Float(0.1)), Double(Float(0.7)), Double(Float(0.3)), 1)
        XCTAssertEqual(Double(shown(view).position.x), expected, accuracy: 1e-6)
    }

    /// CALayer adopts CAMediaTiming: code written against the protocol times a layer.
    func testTheLayerIsMediaTiming() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        func halve(_ timing: CAMediaTiming) { timing.speed = 0.5 }
        halve(view.layer)
        XCTAssertEqual(view.layer.speed, 0.5)
        XCTAssertEqual(view.kinemaView.speed, 0.5)
        view.layer.repeatCount = 2
        XCTAssertEqual(view.layer.repeatCount, 2)
        XCTAssertEqual(harness.diagnostics.count, 1, "a layer's repeatCount is kept but has no effect")
    }
}
