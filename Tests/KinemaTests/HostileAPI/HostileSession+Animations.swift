import Kinema
import XCTest

/// Animations: the three `animate` forms, keyframes and property animators.
extension HostileSession {
    /// A duration or a delay: ordinary most of the time, else hostile.
    func seconds() -> Double { hostile.chance(60) ? hostile.random.uniform(in: 0...1.5) : number() }

    /// Whether a duration and a delay keep the rule every animation call states: finite, not negative.
    func validTiming(_ duration: Double, _ delay: Double) -> Bool {
        duration.isFinite && delay.isFinite && duration >= 0 && delay >= 0
    }

    /// The changes an animation block makes: one to three hostile setters on random views.
    func changes() {
        for _ in 0...hostile.index(3) { setProperty(of: view()) }
    }

    func animationOptions() -> AnimationOptions {
        var options = hostile.pick([AnimationOptions.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear])
        if hostile.chance(30) { options.insert(.beginFromCurrentState) }
        if hostile.chance(30) { options.insert(.allowUserInteraction) }
        return options
    }

    /// `animate(withDuration:delay:options:...)`, the UIKit spring form and the `Spring` form.
    /// A call that throws ran no block.
    func animate() {
        let duration = seconds(), delay = hostile.chance(70) ? 0 : seconds()
        let options = animationOptions()
        var ran = false
        let block = {
            ran = true; self.changes()
        }
        let error: AnimationError?
        switch hostile.index(3) {
        case 0:
            error = expectThrowing("animate", mustThrow: !validTiming(duration, delay)) { () throws(AnimationError) in
                try scene.animate(withDuration: duration, delay: delay, options: options, animations: block)
            }
        case 1:
            let ratio = mostly(0...1.2), velocity = mostly(-10...10)
            let invalid = !validTiming(duration, delay) || !ratio.isFinite || !velocity.isFinite
            error = expectThrowing("animate with a UIKit spring", mustThrow: invalid) { () throws(AnimationError) in
                try scene.animate(
                    withDuration: duration, delay: delay, usingSpringWithDamping: ratio,
                    initialSpringVelocity: velocity, options: options, animations: block
                ) { _ in }
            }
        default:
            let spring =
                (try? Spring(
                    mass: mostly(0.1...3), stiffness: mostly(1...500), damping: mostly(0...40),
                    initialVelocity: mostly(-10...10))) ?? (try! Spring(stiffness: 100, damping: 10))
            error = expectThrowing("animate with a spring", mustThrow: !validTiming(duration, delay)) {
                () throws(AnimationError) in
                try scene.animate(
                    withDuration: duration, delay: delay, spring: spring, options: options, animations: block)
            }
        }
        if error != nil { requireFalse(ran, "\(context): a refused animation ran its block") }
    }

    /// `animateKeyframes` with hostile durations and keyframe times; a keyframe time outside
    /// [0, 1] (or an end past 1), a duration or a delay out of range must be refused, and a
    /// refused call puts back every model value its block changed.
    func animateKeyframes() {
        let duration = seconds(), delay = hostile.chance(70) ? 0 : seconds()
        var options = hostile.pick([
            KeyframeAnimationOptions.calculationModeLinear, .calculationModeDiscrete,
            .calculationModePaced, .calculationModeCubic, .calculationModeCubicPaced
        ])
        options.insert(hostile.pick([KeyframeAnimationOptions.curveEaseInOut, .curveLinear, .curveEaseIn]))
        if hostile.chance(30) { options.insert(.beginFromCurrentState) }
        var invalid = !validTiming(duration, delay)
        let keyframes = (0...hostile.index(3)).map { _ in
            (
                start: hostile.chance(70) ? hostile.random.uniform(in: 0...0.6) : number(),
                length: hostile.chance(70) ? hostile.random.uniform(in: 0...0.4) : number()
            )
        }
        if !invalid {
            for k in keyframes {
                let ok =
                    k.start.isFinite && k.length.isFinite && k.start >= 0 && k.length >= 0 && k.start <= 1
                    && k.length <= 1 && k.start + k.length <= 1 + 1e-12
                if !ok { invalid = true; break }
            }
        }
        let error = expectThrowing("animateKeyframes", mustThrow: invalid) {
            try scene.animateKeyframes(
                withDuration: duration, delay: delay, options: options,
                animations: {
                    if self.hostile.chance(20) { self.changes() }
                    for k in keyframes {
                        try self.scene.addKeyframe(withRelativeStartTime: k.start, relativeDuration: k.length) {
                            self.changes()
                        }
                    }
                })
        }
        if let error { require(error is AnimationError, "\(context): \(error)") }
        if hostile.chance(10) {
            expectThrowing("addKeyframe outside animateKeyframes", mustThrow: true) { () throws(AnimationError) in
                try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
            }
        }
    }

    /// A property animator from one of its initialisers, with hostile numbers.
    func makeAnimator() {
        guard animators.count < 3 else { return driveAnimator() }
        let duration = seconds()
        let block: () -> Void = { self.changes() }
        var made: PropertyAnimator?
        switch hostile.index(5) {
        case 0:
            expectThrowing("PropertyAnimator(curve:)", mustThrow: !validTiming(duration, 0)) {
                () throws(AnimationError) in
                made = try PropertyAnimator(scene: scene, duration: duration, curve: .easeInOut, animations: block)
            }
        case 1:
            let p1 = Point(x: mostly(0...1), y: mostly(-1...2)), p2 = Point(x: mostly(0...1), y: mostly(-1...2))
            let invalid = !validTiming(duration, 0) || !(p1.isFinite && p2.isFinite)
            expectThrowing("PropertyAnimator(controlPoint1:)", mustThrow: invalid) { () throws(AnimationError) in
                made = try PropertyAnimator(
                    scene: scene, duration: duration, controlPoint1: p1, controlPoint2: p2,
                    animations: block)
            }
        case 2:
            let ratio = mostly(0...1.2)
            let invalid = !validTiming(duration, 0) || !ratio.isFinite
            expectThrowing("PropertyAnimator(dampingRatio:)", mustThrow: invalid) { () throws(AnimationError) in
                made = try PropertyAnimator(scene: scene, duration: duration, dampingRatio: ratio, animations: block)
            }
        case 3:
            let (parameters, valid) = timingParameters()
            expectThrowing("PropertyAnimator(timingParameters:)", mustThrow: !validTiming(duration, 0) || !valid) {
                () throws(AnimationError) in
                made = try PropertyAnimator(scene: scene, duration: duration, timingParameters: parameters)
            }
            try? made?.addAnimations(block)
        default:
            let delay = hostile.chance(70) ? 0 : seconds()
            expectThrowing("runningPropertyAnimator", mustThrow: !validTiming(duration, delay)) {
                () throws(AnimationError) in
                made = try scene.runningPropertyAnimator(
                    withDuration: duration, delay: delay,
                    options: animationOptions(), animations: block
                ) { _ in }
            }
        }
        if let made { animators.append(made) }
    }

    /// Timing parameters with hostile numbers, and whether they are finite (what an animator
    /// must refuse otherwise).
    func timingParameters() -> (TimingParameters, Bool) {
        switch hostile.index(3) {
        case 0:
            let curve = (try? TimingCurve(mostly(0...1), mostly(-1...2), mostly(0...1), mostly(-1...2))) ?? .easeOut
            return (.cubic(curve), true)
        case 1:
            let ratio = mostly(0...1.2), velocity = mostly(-5...5)
            return (.spring(dampingRatio: ratio, initialVelocity: velocity), ratio.isFinite && velocity.isFinite)
        default:
            do {
                return (
                    try .physicalSpring(
                        mass: mostly(0.1...3), stiffness: mostly(1...500), damping: mostly(1...40),
                        initialVelocity: mostly(-5...5)), true
                )
            } catch {
                return (.cubic(.linear), true)
            }
        }
    }

    /// One method or setter of a property animator with hostile numbers. A refused call changes
    /// neither the model values nor the animator's state, direction or fraction.
    func driveAnimator() {
        guard let animator = animators.isEmpty ? nil : hostile.pick(animators) else { return makeAnimator() }
        let state = animator.state, reversed = animator.isReversed, fraction = animator.fractionComplete
        let block: () -> Void = { self.changes() }
        var threw = false
        func attempt(_ what: String, mustThrow: Bool, _ call: () throws(AnimationError) -> Void) {
            threw = expectThrowing(what, mustThrow: mustThrow, call) != nil
        }
        switch hostile.index(13) {
        case 0:
            let factor = hostile.chance(60) ? hostile.random.uniform(in: 0...1) : number()
            attempt("addAnimations", mustThrow: !(factor.isFinite && factor >= 0 && factor <= 1)) {
                () throws(AnimationError) in try animator.addAnimations(block, delayFactor: factor)
            }
        case 1:
            let delay = hostile.chance(70) ? 0 : seconds()
            attempt("startAnimation", mustThrow: !validTiming(0, delay)) { () throws(AnimationError) in
                try animator.startAnimation(afterDelay: delay)
            }
        case 2:
            attempt("pauseAnimation", mustThrow: false) { () throws(AnimationError) in try animator.pauseAnimation() }
        case 3:
            let finishing = hostile.chance(50)
            attempt("stopAnimation", mustThrow: false) { () throws(AnimationError) in
                try animator.stopAnimation(finishing)
            }
        case 4:
            let position = hostile.pick([AnimatingPosition.start, .end, .current])
            attempt("finishAnimation", mustThrow: false) { () throws(AnimationError) in
                try animator.finishAnimation(at: position)
            }
        case 5:
            let factor = hostile.chance(60) ? hostile.random.uniform(in: 0...2) : number()
            let (parameters, valid) = timingParameters()
            let given: TimingParameters? = hostile.chance(50) ? nil : parameters
            let invalid = !(factor.isFinite && factor >= 0) || (given != nil && !valid)
            attempt("continueAnimation", mustThrow: invalid) { () throws(AnimationError) in
                try animator.continueAnimation(withTimingParameters: given, durationFactor: factor)
            }
        case 6:
            let reverse = hostile.chance(50)
            attempt("setReversed", mustThrow: false) { () throws(AnimationError) in try animator.setReversed(reverse) }
        case 7:
            let x = mostly(0...1)
            attempt("setFractionComplete", mustThrow: !x.isFinite) { () throws(AnimationError) in
                try animator.setFractionComplete(x)
            }
        case 8:
            let on = hostile.chance(50)
            attempt("setInterruptible", mustThrow: false) { () throws(AnimationError) in
                try animator.setInterruptible(on)
            }
        case 9:
            let on = hostile.chance(50)
            attempt("setUserInteractionEnabled", mustThrow: false) { () throws(AnimationError) in
                try animator.setUserInteractionEnabled(on)
            }
        case 10: animator.scrubsLinearly.toggle()
        case 11: animator.pausesOnCompletion.toggle()
        default: animator.addCompletion { _ in self.setProperty(of: self.view()) }
        }
        if threw {
            requireEqual(animator.state, state, "\(context): a refused call changed the state")
            requireEqual(animator.isReversed, reversed, context)
            requireEqual(animator.fractionComplete, fraction, "\(context): a refused call moved the animator")
        }
    }
}
