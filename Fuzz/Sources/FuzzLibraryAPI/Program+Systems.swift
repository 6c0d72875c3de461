import FuzzSupport
import Kinema

/// Operations on Auto Layout, dynamics and touches.
extension Program {
    // MARK: Auto Layout

    /// A constraint made and activated, or one changed, with decoded numbers.
    func constrain() {
        if constraints.isEmpty || (constraints.count < Self.maximumConstraints && input.bool()) {
            let a = view(), b = view()
            let multiplier = input.bool() ? 1 : number(), constant = number()
            let attributes = LayoutAttribute.allCases
            let first = a.anchor(attributes[input.choice(attributes.count)])
            let second = b.anchor(attributes[input.choice(attributes.count)])
            let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][input.choice(3)]
            let constraint: LayoutConstraint
            var finite = multiplier.isFinite && constant.isFinite
            switch input.choice(3) {
            case 0:
                constraint = first.constraint(equalToConstant: constant)
                finite = constant.isFinite
            case 1:
                constraint = LayoutConstraint(
                    first, relation, second, multiplier: multiplier, constant: constant,
                    priority: LayoutPriority(number()))
            default:
                var made: LayoutConstraint?
                let m1 = number(), c1 = number()
                call("constrain") { () throws(SceneError) in
                    made = try Kinema.constrain(a, b) { a, b in m1 * a.width + c1 == multiplier * b.height + constant }
                        .constraints.first
                }
                if let made { constraints.append(made) }
                return
            }
            call(mustThrow: !finite, "activate \(constraint)") { () throws(SceneError) in
                try constraint.activate()
            }
            constraints.append(constraint)
            return
        }
        let constraint = constraints[input.choice(constraints.count)]
        switch input.choice(5) {
        case 0:
            let x = number(), old = constraint.constant, before = scene.diagnostics.count
            constraint.constant = x
            if !x.isFinite {
                Property.require(constraint.constant.bitPattern == old.bitPattern, "a constant of \(x) was taken")
                if constraint.firstAnchor.item.view.scene === scene {
                    Property.require(scene.diagnostics.count == before + 1, "a constant of \(x) went unrecorded")
                }
            }
        case 1:
            let x = number()
            call(mustThrow: !x.isFinite, "setConstant") { () throws(SceneError) in try constraint.setConstant(x) }
        case 2:
            let p = LayoutPriority(number())
            call("setPriority") { () throws(SceneError) in try constraint.setPriority(p) }
        case 3:
            constraint.deactivate()
        default:
            scene.layoutIfNeeded()
        }
    }

    /// A layout setting of a view: intrinsic size, priorities, insets, stacks and their margins
    /// and custom spacings.
    func layoutSetting() {
        let v = view()
        switch input.choice(7) {
        case 0:
            let s = size(); setter(v, "intrinsicContentSize", inRange(s.width, s.height)) { v.intrinsicContentSize = s }
        case 1:
            let insets = EdgeInsets(top: number(), left: number(), bottom: number(), right: number())
            let accepted = inRange(insets.top, insets.left, insets.bottom, insets.right)
            setter(v, "safeAreaInsets", accepted) { v.safeAreaInsets = insets }
        case 2:
            let axis: LayoutAxis = input.bool() ? .horizontal : .vertical
            v.setContentHuggingPriority(LayoutPriority(number()), for: axis)
            v.setContentCompressionResistancePriority(LayoutPriority(number()), for: axis)
        case 3:
            let spacing = number()
            let margins =
                input.bool() ? EdgeInsets(top: number(), left: number(), bottom: number(), right: number()) : .zero
            let configuration = StackConfiguration(
                axis: input.bool() ? .horizontal : .vertical,
                distribution: StackConfiguration.Distribution.allCases[input.choice(5)],
                alignment: StackConfiguration.Alignment.allCases[input.choice(6)], spacing: spacing, margins: margins)
            let chosen = input.bool() ? configuration : nil
            let accepted = inRange(spacing, margins.top, margins.left, margins.bottom, margins.right)
            setter(v, "stackConfiguration", chosen == nil || accepted) { v.stackConfiguration = chosen }
        case 4:
            let child = view()
            if child !== v, child !== scene.root {
                call("insertArrangedSubview") { () throws(SceneError) in
                    try v.insertArrangedSubview(child, at: input.integer())
                }
            }
        case 5:
            // A custom spacing: refused unless `child` is arranged in `v` and the number in range.
            let child = view(), spacing = number()
            let arranged = v.arrangedSubviews.contains { $0 === child }
            if arranged, input.bool() {
                v.removeCustomSpacing(after: child)
            } else {
                call(mustThrow: !arranged || !inRange(spacing), "setCustomSpacing") { () throws(SceneError) in
                    try v.setCustomSpacing(spacing, after: child)
                }
            }
        default:
            v.translatesAutoresizingMaskIntoConstraints = input.bool()
        }
    }

    // MARK: Dynamics

    /// The dynamic animator (a short run at most: its steps are bounded), a behaviour added, or
    /// a behaviour's property changed.
    func dynamicsOperation() {
        guard let animator = dynamics else {
            let reference = view(), duration = number()
            var made: DynamicAnimator?
            call(mustThrow: !duration.isFinite, "DynamicAnimator") { () throws(SceneError) in
                made = try DynamicAnimator(referenceView: reference, maximumRunDuration: duration)
            }
            if duration <= 1 { dynamics = made }
            return
        }
        let items = views.filter { $0 !== animator.referenceView && $0.isDescendant(of: animator.referenceView) }
        if behaviors.isEmpty || (behaviors.count < 6 && input.bool()), !items.isEmpty {
            let item = items[input.choice(items.count)]
            let behavior: DynamicBehavior
            switch input.choice(6) {
            case 0:
                let gravity = GravityBehavior(items: [item])
                gravity.angle = number()
                gravity.magnitude = number()
                behavior = gravity
            case 1:
                let push = PushBehavior(items: [item], mode: input.bool() ? .continuous : .instantaneous)
                push.pushDirection = Vector(dx: number(), dy: number())
                behavior = push
            case 2:
                let snap = SnapBehavior(item: item, snapTo: point())
                snap.dampingRatio = number()
                behavior = snap
            case 3:
                let other = items[input.choice(items.count)]
                let attachment =
                    input.bool() || other === item
                    ? AttachmentBehavior(
                        item: item, offsetFromCenter: Vector(dx: number(), dy: number()),
                        attachedToAnchor: point())
                    : AttachmentBehavior(item: item, attachedTo: other)
                if input.bool() { attachment.length = number() }
                if input.bool() { attachment.stiffness = .spring(hertz: number(), dampingRatio: number()) }
                behavior = attachment
            case 4:
                let material = DynamicItemBehavior(items: [item])
                material.density = number()
                material.elasticity = number()
                material.friction = number()
                material.resistance = number()
                material.angularResistance = number()
                behavior = material
            default:
                behavior = CollisionBehavior(items: [item])
            }
            var added = false
            call("addBehavior") { () throws(SceneError) in
                try animator.addBehavior(behavior)
                added = true
            }
            if added { behaviors.append(behavior) }
            return
        }
        guard !behaviors.isEmpty else { return }
        let behavior = behaviors[input.choice(behaviors.count)]
        switch behavior {
        case let gravity as GravityBehavior: gravity.gravityDirection = Vector(dx: number(), dy: number())
        case let push as PushBehavior: push.magnitude = number(); push.angle = number()
        case let snap as SnapBehavior: snap.snapPoint = point()
        case let attachment as AttachmentBehavior:
            if attachment.anchorPoint != nil { attachment.anchorPoint = point() } else { attachment.length = number() }
        case let material as DynamicItemBehavior:
            let item = material.items[0]
            call("addLinearVelocity") { () throws(SceneError) in
                try material.addLinearVelocity(Vector(dx: number(), dy: number()), for: item)
                try material.addAngularVelocity(number(), for: item)
            }
        default: break
        }
        switch input.choice(4) {
        case 0:
            animator.removeBehavior(behavior)
            behaviors.removeAll { $0 === behavior }
        case 1: animator.updateItemUsingCurrentState(behavior.items[0])
        default: break
        }
        for item in behavior.items {
            Property.require(
                animator.linearVelocity(of: item).dx.isFinite && animator.angularVelocity(of: item).isFinite,
                "a velocity is not finite")
        }
    }

    // MARK: Touches

    /// A decoded touch sent through the router, delivered, or handed to a handler directly.
    func touch() {
        let phase = TouchPhase.allCases[input.choice(TouchPhase.allCases.count)]
        let time = input.bool() ? scene.time + Double(input.byte()) / 100 : number()
        let location: Point? = phase == .cancel ? nil : point()
        let event = TouchEvent(time: time, phase: phase, location: location)
        let outOfRange =
            !(time.magnitude <= 1e9) || !(location.map { $0.x.magnitude <= 1e9 && $0.y.magnitude <= 1e9 } ?? true)
        switch input.choice(3) {
        case 0:
            call(mustThrow: outOfRange || time < scene.time, "send \(event)") { () throws(InputError) in
                try router.send(event, to: responder)
            }
        case 1:
            call(mustThrow: outOfRange, "deliver \(event)") { () throws(InputError) in
                try router.deliver(event, to: responder)
            }
        default:
            guard let handler = responder.touchHandler(for: view()) else { return }
            let p = point(), t = number()
            call("a handler") { () throws(InputError) in
                switch phase {
                case .down: try handler.touchBegan(at: p, time: t)
                case .move: try handler.touchMoved(to: p, time: t)
                case .up: try handler.touchEnded(at: p, time: t)
                case .cancel: try handler.touchCancelled(time: t)
                }
            }
            if let pan = handler as? PanGestureRecognizer<InputError> {
                Property.require(pan.velocity.dx.isFinite && pan.velocity.dy.isFinite, "pan velocity \(pan.velocity)")
            }
        }
        let hysteresis = number()
        call(mustThrow: !(hysteresis >= 0) || !hysteresis.isFinite, "PanGestureRecognizer(hysteresis:)") {
            () throws(InputError) in
            _ = try PanGestureRecognizer<InputError>(view: view(), hysteresis: hysteresis) { _ throws(InputError) in }
        }
    }
}
