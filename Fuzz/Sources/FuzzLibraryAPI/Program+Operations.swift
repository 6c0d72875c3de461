import FuzzSupport
import Kinema

/// The operations, each reading its choices and numbers from the input.
extension Program {
    // MARK: Views

    /// A view with a decoded frame, added to any view of the scene (trees grow deep).
    func makeView() {
        guard views.count < Self.maximumViews else { return setProperty() }
        let frame = rect()
        let child = View(name: "v\(views.count)", frame: frame)
        if input.bool() {
            let s = number()
            child.transform = AffineTransform(scaleX: s, y: s).then(AffineTransform(rotationAngle: number()))
        }
        let parent = view()
        call("addSubview") { () throws(SceneError) in
            try parent.insertSubview(child, at: input.integer())
        }
        if child.scene != nil { views.append(child) }
    }

    /// One property of one view set to a decoded value.
    func setProperty() {
        let v = view()
        switch input.choice(27) {
        case 0: let p = point(); setter(v, "center", inRange(p.x, p.y)) { v.center = p }
        case 1:
            let r = rect()
            setter(v, "bounds", inRange(r.origin.x, r.origin.y, r.width, r.height)) { v.bounds = r }
        case 2:
            // The position is the origin plus the anchor point times the size.
            let r = rect(), f = r.standardized, a = v.anchorPoint
            let accepted = inRange(
                f.origin.x, f.origin.y, f.width, f.height, f.midX, f.midY, f.minX + f.width * a.x,
                f.minY + f.height * a.y)
            setter(v, "frame", accepted) { v.frame = r }
        case 3:
            let t = AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
            let d = t.decomposed
            let accepted = inRange(t.a, t.b, t.c, t.d, t.tx, t.ty, d.scaleX, d.scaleY, d.rotation)
            setter(v, "transform", accepted) { v.transform = t }
        case 4: let x = number(); setter(v, "alpha", inRange(x)) { v.alpha = x }
        case 5:
            let c = color()
            setter(v, "backgroundColor", inRange(c.red, c.green, c.blue, c.alpha)) { v.backgroundColor = c }
        case 6: let x = number(); setter(v, "cornerRadius", inRange(x)) { v.cornerRadius = x }
        case 7: let x = number(); setter(v, "borderWidth", inRange(x)) { v.borderWidth = x }
        case 8:
            let c = color(); setter(v, "borderColor", inRange(c.red, c.green, c.blue, c.alpha)) { v.borderColor = c }
        case 9: let x = number(); setter(v, "shadowOpacity", inRange(x)) { v.shadowOpacity = x }
        case 10: let x = number(); setter(v, "shadowRadius", inRange(x)) { v.shadowRadius = x }
        case 11: let s = size(); setter(v, "shadowOffset", inRange(s.width, s.height)) { v.shadowOffset = s }
        case 12:
            let c = color(); setter(v, "shadowColor", inRange(c.red, c.green, c.blue, c.alpha)) { v.shadowColor = c }
        case 13: let p = point(); setter(v, "boundsOrigin", inRange(p.x, p.y)) { v.boundsOrigin = p }
        case 14: let x = number(); setter(v, "strokeStart", inRange(x)) { v.strokeStart = x }
        case 15: let x = number(); setter(v, "strokeEnd", inRange(x)) { v.strokeEnd = x }
        case 16: let x = number(); setter(v, "lineWidth", inRange(x)) { v.lineWidth = x }
        case 17:
            v.content = .shape(
                ShapeContent(
                    path: bezierPath(), fillRule: input.bool() ? .evenOdd : .nonZero,
                    lineCap: [.butt, .round, .square][input.choice(3)],
                    lineJoin: [.miter, .round, .bevel][input.choice(3)], miterLimit: number(),
                    lineDashPattern: (0..<input.choice(4)).map { _ in number() }))
        case 18:
            let c = color(); setter(v, "fillColor", inRange(c.red, c.green, c.blue, c.alpha)) { v.fillColor = c }
        case 19:
            let c = color(); setter(v, "strokeColor", inRange(c.red, c.green, c.blue, c.alpha)) { v.strokeColor = c }
        case 20: let x = number(); setter(v, "lineDashPhase", inRange(x)) { v.lineDashPhase = x }
        case 21:
            v.content = .gradient(
                GradientContent(
                    colors: (0..<input.choice(4)).map { _ in color() },
                    locations: input.bool() ? nil : (0..<input.choice(4)).map { _ in number() }, startPoint: point(),
                    endPoint: point(), kind: input.bool() ? .axial : .radial))
        case 22:
            // Copies of the subviews, hostile numbers included (the count is clamped, a number
            // past the limits refused); nested ones multiply up to the limit of copies.
            let t = AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
            let c = color()
            let r = Replication(
                count: input.integer(), transform: t, delay: number(), color: c, redOffset: number(),
                greenOffset: number(), blueOffset: number(), alphaOffset: number())
            if input.choice(4) == 0 {
                v.replication = nil
            } else {
                setter(v, "replication", r.isWithinLimits) { v.replication = r }
            }
        case 23:
            // Particles, hostile numbers included (refused past the limits; slots clamped).
            let cells = (0..<input.choice(3)).map { _ in
                EmitterCell(
                    name: "c", birthRate: number(), lifetime: number(), lifetimeRange: number(), velocity: number(),
                    velocityRange: number(), emissionLongitude: number(), emissionRange: number(),
                    xAcceleration: number(), yAcceleration: number(), spin: number(), spinRange: number(),
                    scale: number(), scaleRange: number(), scaleSpeed: number(), color: color(),
                    redRange: number(), alphaRange: number(), alphaSpeed: number(),
                    contentSize: Size(width: number(), height: number()), symbol: input.bool() ? .photo : nil)
            }
            let e = Emission(
                cells: cells, position: point(), size: Size(width: number(), height: number()),
                shape: [.point, .line, .rectangle, .circle][input.choice(4)],
                mode: [.points, .outline, .surface, .volume][input.choice(4)], birthRate: number(),
                lifetime: number(), velocity: number(), scale: number(), spin: number(), seed: UInt64(input.byte()))
            let chosen = input.choice(4) == 0 ? nil : e
            do {
                try v.setEmission(chosen)
                Property.require(chosen?.isWithinLimits ?? true, "an emission past the limits was accepted")
            } catch {
                Property.require(!e.isWithinLimits, "an emission within the limits was refused: \(error)")
            }
        case 24:
            // Text set at a size, hostile sizes included (refused past the limits).
            let style = TextStyle(
                fontSize: number(), alignment: [.left, .center, .right][input.choice(3)],
                verticalAlignment: input.bool() ? .top : .center)
            if input.bool() { v.content = .text(input.bool() ? "ab\ncd" : "", color: color()) }
            setter(v, "textStyle", style.isWithinLimits) { v.textStyle = style }
        case 25:
            // Hostile anchors too: the frames' matrices saturate, layout refuses positions past
            // the limits.
            let p = input.bool() ? Point(x: Double(input.byte()) / 255, y: Double(input.byte()) / 255) : point()
            setter(v, "anchorPoint", inRange(p.x, p.y)) { v.anchorPoint = p }
        default:
            v.isHidden = input.bool()
            v.clipsToBounds = input.bool()
            v.maskedCorners = CornerMask(rawValue: UInt(input.byte()))
            if input.bool() { v.layoutSubviews = { $0.cornerRadius = $0.bounds.height / 2 } }
        }
    }

    /// Moves, removes or reorders a view (never the root).
    func hierarchy() {
        guard views.count > 1 else { return makeView() }
        let index = 1 + input.choice(views.count - 1)
        let v = views[index]
        switch input.choice(5) {
        case 0:
            v.removeFromSuperview()
            for gone in v.subtree { views.removeAll { $0 === gone } }
        case 1:
            let parent = view()
            call("insertSubview") { () throws(SceneError) in try parent.insertSubview(v, at: input.integer()) }
        case 2: v.superview?.bringSubviewToFront(v)
        case 3: v.superview?.sendSubviewToBack(v)
        default:
            // Masks: a view of the scene (maybe a cycle), a new view or none masks a view; the
            // old mask leaves the scene.
            let target = view()
            let old = target.mask
            switch input.choice(3) {
            case 0: call("setMask") { () throws(SceneError) in try target.setMask(v) }
            case 1 where views.count < Self.maximumViews:
                let fresh = View(name: "v\(views.count)", frame: rect())
                call("setMask") { () throws(SceneError) in try target.setMask(fresh) }
                if fresh.scene != nil { views.append(fresh) }
            default: call("setMask") { () throws(SceneError) in try target.setMask(nil) }
            }
            if let old, old.scene == nil { for gone in old.subtree { views.removeAll { $0 === gone } } }
        }
        _ = scene.hitTest(point())
        _ = v.convert(point(), to: view())
    }

    // MARK: Animations

    /// The changes of an animation block: up to three operations of the stream, run inside it
    /// (blocks nest at most twice).
    func block() {
        guard blockDepth < 2 else { return setProperty() }
        blockDepth += 1
        for _ in 0..<(1 + input.choice(3)) {
            switch input.choice(6) {
            case 0: animate()
            case 1: views.count > 1 ? layoutSetting() : setProperty()
            case 2: view().layoutIfNeeded()
            default: setProperty()
            }
        }
        blockDepth -= 1
    }

    /// ``block()`` as an animation block. The scene may keep it (a property animator's pending
    /// animations), so it holds the program unowned: a program that held its scene and was held
    /// by it would never be freed, which the leak check of AddressSanitizer builds reports.
    var changes: () -> Void { { [unowned self] in block() } }

    func options() -> AnimationOptions {
        AnimationOptions(rawValue: UInt(input.byte() & 6) | UInt(input.byte() & 3) << 16)
    }

    func animate() {
        let duration = number(), delay = input.bool() ? 0 : number()
        let invalid = !(duration.isFinite && delay.isFinite && duration >= 0 && delay >= 0)
        let options = options()
        switch input.choice(3) {
        case 0:
            call(mustThrow: invalid, "animate") { () throws(AnimationError) in
                try scene.animate(withDuration: duration, delay: delay, options: options, animations: changes)
            }
        case 1:
            let ratio = number(), velocity = number()
            call(mustThrow: invalid || !ratio.isFinite || !velocity.isFinite, "animate with a UIKit spring") {
                () throws(AnimationError) in
                try scene.animate(
                    withDuration: duration, delay: delay, usingSpringWithDamping: ratio,
                    initialSpringVelocity: velocity, options: options, animations: changes)
            }
        default:
            guard
                let spring = try? Spring(
                    mass: number(), stiffness: number(), damping: number(),
                    initialVelocity: number())
            else { return }
            call(mustThrow: invalid, "animate with a spring") { () throws(AnimationError) in
                try scene.animate(
                    withDuration: duration, delay: delay, spring: spring, options: options, animations: changes)
            }
        }
    }

    func animateKeyframes() {
        let duration = number(), delay = input.bool() ? 0 : number()
        let invalid = !(duration.isFinite && delay.isFinite && duration >= 0 && delay >= 0)
        let options = KeyframeAnimationOptions(
            rawValue: UInt(input.choice(5)) << 10 | UInt(input.byte() & 3) << 16
                | UInt(input.byte() & 4))
        let count = input.choice(4)
        call(mustThrow: invalid, "animateKeyframes") {
            try scene.animateKeyframes(withDuration: duration, delay: delay, options: options) { [unowned self] in
                if input.bool() { setProperty() }
                for _ in 0..<count {
                    let start = number(), length = number()
                    try scene.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { [unowned self] in
                        block()
                    }
                }
            }
        }
    }

    /// A property animator made, or one driven by a method with decoded numbers.
    func propertyAnimator() {
        if animators.count < 3, animators.isEmpty || input.bool() {
            let duration = number()
            let invalid = !(duration.isFinite && duration >= 0)
            var made: PropertyAnimator?
            switch input.choice(4) {
            case 0:
                call(mustThrow: invalid, "PropertyAnimator") { () throws(AnimationError) in
                    made = try PropertyAnimator(scene: scene, duration: duration, curve: .easeOut, animations: changes)
                }
            case 1:
                let p1 = point(), p2 = point()
                call(mustThrow: invalid, "PropertyAnimator(controlPoint1:)") { () throws(AnimationError) in
                    made = try PropertyAnimator(
                        scene: scene, duration: duration, controlPoint1: p1, controlPoint2: p2,
                        animations: changes)
                }
            case 2:
                let ratio = number()
                call(mustThrow: invalid || !ratio.isFinite, "PropertyAnimator(dampingRatio:)") {
                    () throws(AnimationError) in
                    made = try PropertyAnimator(
                        scene: scene, duration: duration, dampingRatio: ratio, animations: changes)
                }
            default:
                let delay = number()
                call(mustThrow: invalid || !delay.isFinite, "runningPropertyAnimator") { () throws(AnimationError) in
                    made = try scene.runningPropertyAnimator(
                        withDuration: duration, delay: delay, options: options(),
                        animations: changes)
                }
            }
            if let made { animators.append(made) }
            return
        }
        guard !animators.isEmpty else { return }
        let animator = animators[input.choice(animators.count)]
        call("a property animator's method") { () throws(AnimationError) in
            switch input.choice(10) {
            case 0: try animator.addAnimations(changes, delayFactor: number())
            case 1: try animator.startAnimation(afterDelay: number())
            case 2: try animator.pauseAnimation()
            case 3: try animator.stopAnimation(input.bool())
            case 4: try animator.finishAnimation(at: [.start, .end, .current][input.choice(3)])
            case 5:
                let parameters: TimingParameters? =
                    input.bool()
                    ? nil : .spring(dampingRatio: number(), initialVelocity: number())
                try animator.continueAnimation(withTimingParameters: parameters, durationFactor: number())
            case 6: try animator.setReversed(input.bool())
            case 7: try animator.setFractionComplete(number())
            case 8: animator.scrubsLinearly = input.bool(); animator.pausesOnCompletion = input.bool()
            default: try animator.setInterruptible(input.bool())
            }
        }
    }

    // MARK: The clock

    /// Adds a transition of any style to a view, with hostile durations and progress bounds: a
    /// refusal must be exactly the rule's (no superview except for a fade, a duration not 0 or
    /// in [1e-9, 1e9], progress bounds outside [0, 1] or out of order).
    func transition() {
        let v = view()
        let edge = TransitionEdge.allCases[input.choice(TransitionEdge.allCases.count)]
        let styles: [TransitionStyle] = [
            .fade, .moveIn(from: edge), .push(from: edge), .reveal(from: edge), .flip(from: edge)
        ]
        var t = TransitionAnimation(style: styles[input.choice(styles.count)])
        t.duration = input.bool() ? Double(input.byte()) / 100 : number()
        if input.bool() {
            t.startProgress = number()
            t.endProgress = number()
        }
        if input.bool() { t.timingFunction = .easeInOut }
        let d = t.duration, (start, end) = (t.startProgress, t.endProgress)
        let refused =
            (v.superview == nil && t.style != .fade) || !d.isFinite || d < 0 || d > 1e9 || (d > 0 && d < 1e-9)
            || !(0...1).contains(start) || !(0...1).contains(end) || start > end
        let key = input.bool() ? "transition" : nil
        call(mustThrow: refused, "transition") { () throws(AnimationError) in try v.addAnimation(t, forKey: key) }
    }

    /// Core Animation's key paths the explicit animations use here (every value kind).
    static let keyPaths = [
        "opacity", "position", "position.x", "bounds", "bounds.size.width", "transform", "transform.rotation.z",
        "transform.scale", "transform.translation", "backgroundColor", "cornerRadius", "shadowOffset", "strokeEnd",
        "strokeStart", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "path", "colors", "locations",
        "startPoint", "endPoint", "anchorPoint", "fontSize"
    ].compactMap { AnimationKeyPath(coreAnimation: $0) }

    /// A value of any kind (of the key path's kind most of the time), with hostile numbers.
    func animationValue(for path: AnimationKeyPath) -> AnimationValue {
        let kind =
            input.choice(8) == 0
            ? [.number, .point, .size, .color, .transform, .path, .colors, .numbers][input.choice(8)] : path.valueKind
        switch kind {
        case .number: return .number(number())
        case .point: return .point(point())
        case .size: return .size(size())
        case .color: return .color(color())
        case .transform:
            return .transform(
                AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number()))
        case .path:
            // Half the time one structure (a move, a line, a quadratic and a cubic curve, a
            // close), so that two values blend point by point.
            guard input.bool() else { return .path(bezierPath()) }
            var path = BezierPath()
            path.move(to: point())
            path.addLine(to: point())
            path.addQuadCurve(to: point(), control: point())
            path.addCurve(to: point(), control1: point(), control2: point())
            path.close()
            return .path(path)
        case .colors:
            // Mostly three, so that two values blend colour by colour.
            return .colors((0..<(input.bool() ? 3 : input.choice(5))).map { _ in color() })
        case .numbers:
            return .numbers((0..<(input.bool() ? 3 : input.choice(5))).map { _ in number() })
        }
    }

    /// A path of every kind of element (arcs, rectangles, ellipses, transforms included) with
    /// hostile coordinates, angles and radii.
    func bezierPath() -> BezierPath {
        var path = BezierPath()
        for _ in 0..<input.choice(7) {
            switch input.choice(9) {
            case 0: path.move(to: point())
            case 1, 2: path.addLine(to: point())
            case 3: path.addQuadCurve(to: point(), control: point())
            case 4: path.addCurve(to: point(), control1: point(), control2: point())
            case 5:
                path.addArc(
                    center: point(), radius: number(), startAngle: number(), endAngle: number(), clockwise: input.bool()
                )
            case 6: path.addRect(Rect(origin: point(), size: size()))
            case 7: path.addEllipse(in: Rect(origin: point(), size: size()))
            default:
                if input.bool() {
                    path.close()
                } else {
                    path = path.applying(
                        AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: 0, ty: 0))
                }
            }
        }
        return path
    }

    /// Hostile media timing: small readable numbers most of the time, any number otherwise.
    func mediaTiming() -> MediaTiming {
        func small() -> Double { input.bool() ? Double(input.byte()) / 50 : number() }
        var timing = MediaTiming()
        timing.duration = small()
        if input.bool() { timing.beginTime = small() }
        if input.bool() { timing.speed = input.bool() ? [0, -1, 2, 0.5][input.choice(4)] : number() }
        if input.bool() { timing.timeOffset = small() }
        if input.bool() { timing.repeatCount = input.bool() ? [.infinity, 2.5, 1e9][input.choice(3)] : number() }
        if input.bool() { timing.repeatDuration = small() }
        timing.autoreverses = input.bool()
        timing.fillMode = [.removed, .forwards, .backwards, .both][input.choice(4)]
        return timing
    }

    /// One explicit animation of any kind, or nil.
    func makeExplicitAnimation(depth: Int = 0) -> (any ExplicitAnimation)? {
        let path = Self.keyPaths[input.choice(Self.keyPaths.count)]
        var animation: any ExplicitAnimation
        switch input.choice(depth < 2 ? 4 : 3) {
        case 0:
            var basic = BasicAnimation(
                keyPath: path, from: input.bool() ? animationValue(for: path) : nil,
                to: input.bool() ? animationValue(for: path) : nil, by: input.bool() ? animationValue(for: path) : nil)
            basic.isAdditive = input.bool()
            basic.isCumulative = input.bool()
            animation = basic
        case 1:
            let values = (0..<input.choice(5)).map { _ in animationValue(for: path) }
            var keyframes = KeyframeAnimation(keyPath: path, values: values)
            keyframes.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced][input.choice(5)]
            if input.bool() { keyframes.keyTimes = (0..<input.choice(6)).map { _ in Double(input.byte()) / 255 } }
            keyframes.isAdditive = input.bool()
            if input.choice(3) == 0 {
                keyframes.path = bezierPath()
                keyframes.rotationMode = [nil, .tangent, .reversedTangent][input.choice(3)]
                keyframes.isCumulative = input.bool()
                if input.bool() {
                    keyframes.timingFunctions = (0..<input.choice(6)).map { _ in [.linear, .easeIn][input.choice(2)] }
                }
            }
            animation = keyframes
        case 2:
            guard
                let spring = try? SpringAnimation(
                    keyPath: path, from: animationValue(for: path), to: animationValue(for: path), mass: number(),
                    stiffness: number(), damping: number(), initialVelocity: number())
            else { return nil }
            animation = spring
        default:
            animation = GroupAnimation(
                (0..<1 + input.choice(3)).compactMap { _ in makeExplicitAnimation(depth: depth + 1) })
        }
        animation.timing = mediaTiming()
        animation.isRemovedOnCompletion = input.bool()
        if input.bool() { animation.timingFunction = .easeInOut }
        return animation
    }

    /// Adds an explicit animation of any kind to a view (refusals must be one line), removes
    /// one or all, or changes the view's own clock (Core Animation's pause recipe included).
    func explicitAnimation() {
        let v = view()
        switch input.choice(5) {
        case 0, 1:
            guard let animation = makeExplicitAnimation() else { return }
            let key = input.bool() ? ["a", "b", "transition"][input.choice(3)] : nil
            call("addAnimation") { () throws(AnimationError) in try v.addAnimation(animation, forKey: key) }
        case 2:
            if input.bool() {
                v.removeAnimation(forKey: ["a", "b", "transition"][input.choice(3)])
            } else {
                v.removeAllAnimations()
            }
        case 3:
            let paused = v.localTime
            v.speed = input.bool() ? 0 : number()
            v.timeOffset = input.bool() ? paused : number()
        default:
            v.beginTime = input.bool() ? scene.time : number()
        }
        _ = v.presentation
    }

    func advance() {
        let time = scene.time
        if input.bool() {
            let step = input.bool() ? Double(input.byte()) / 200 : number()
            call(mustThrow: !step.isFinite || step < 0, "advance(by:)") { () throws(SceneError) in
                try scene.advance(by: step)
            }
        } else {
            let target = input.bool() ? time + Double(input.byte()) / 200 : number()
            call(mustThrow: !target.isFinite || target < time, "advance(to:)") { () throws(SceneError) in
                try scene.advance(to: target)
            }
        }
    }

    func schedule() {
        let delay = number(), v = view()
        call(mustThrow: !delay.isFinite || delay < 0, "schedule") { () throws(SceneError) in
            let token = try scene.schedule(after: delay) { v.alpha = 0.5 }
            if input.bool() { scene.cancel(token) }
        }
    }

    /// Frames from time 0 (a few at most; refused once the clock has moved).
    func frames() {
        let fps = number(), until = number()
        guard !(until * fps > 30) else { return }
        call(mustThrow: !fps.isFinite || !until.isFinite, "frames") { () throws(SceneError) in
            for frame in try scene.frames(fps: fps, until: until) { Property.requireFinite(frame) }
        }
    }
}
