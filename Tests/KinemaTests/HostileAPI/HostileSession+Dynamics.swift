import Kinema
import XCTest

/// Dynamics: the animator's initialiser, every behaviour's initialiser and properties, and the
/// animator's methods, with hostile numbers.
///
/// The rule checked: a number that is not finite is refused, by `addBehavior` (a `SceneError`)
/// for a behaviour not yet added, by the setter (the old value stays, one diagnostic) for an
/// added one; a finite number the world cannot take is refused the same way or accepted.
extension HostileSession {
    func makeDynamicAnimator() {
        let duration = hostile.chance(50) ? hostile.random.uniform(in: 0.05...1) : number()
        let mustThrow = !(duration.isFinite && duration > 0 && duration <= DynamicAnimator.largestRunDuration)
        var made: DynamicAnimator?
        expectThrowing("DynamicAnimator(maximumRunDuration: \(duration))", mustThrow: mustThrow) {
            () throws(SceneError) in
            made = try DynamicAnimator(referenceView: container, maximumRunDuration: duration)
        }
        // Only a short run joins the session (a run of up to 1e9 s would take 1.2e11 steps).
        if let made, duration <= 1, dynamicAnimator == nil { dynamicAnimator = made }
        expectThrowing("DynamicAnimator outside a scene", mustThrow: true) { () throws(SceneError) in
            _ = try DynamicAnimator(referenceView: View(name: "nowhere"))
        }
    }

    /// A new behaviour with hostile numbers, set before it is added; adding it must fail when one
    /// of them is not finite.
    func addBehavior() {
        guard let animator = dynamicAnimator else { return makeDynamicAnimator() }
        guard behaviors.count < 5 else { return changeBehavior() }
        let behavior: DynamicBehavior
        var finite = true
        func note(_ xs: Double...) { if !xs.allSatisfy(\.isFinite) { finite = false } }
        switch hostile.index(6) {
        case 0:
            let gravity = GravityBehavior(items: [item()])
            presetForce(
                gravity, magnitudeChance: 50, angle: \.angle, magnitude: \.magnitude, direction: \.gravityDirection)
            note(gravity.angle, gravity.gravityDirection.dx, gravity.gravityDirection.dy)
            behavior = gravity
        case 1:
            let push = PushBehavior(items: [item()], mode: hostile.chance(50) ? .continuous : .instantaneous)
            presetForce(push, magnitudeChance: 70, angle: \.angle, magnitude: \.magnitude, direction: \.pushDirection)
            note(push.angle, push.pushDirection.dx, push.pushDirection.dy)
            behavior = push
        case 2:
            let p = point()
            let snap = SnapBehavior(item: item(), snapTo: p)
            note(p.x, p.y)
            if hostile.chance(50) { let r = mostly(0...1); snap.dampingRatio = r; note(r) }
            behavior = snap
        case 3:
            let p = point()
            let attachment =
                hostile.chance(60)
                ? AttachmentBehavior(item: item(), offsetFromCenter: vector(), attachedToAnchor: p)
                : AttachmentBehavior(
                    item: items[0], offsetFromCenter: vector(), attachedTo: items[1],
                    offsetFromCenter: vector())
            if hostile.chance(40) { attachment.length = mostly(0...300) }
            if hostile.chance(40) {
                attachment.stiffness = .spring(hertz: mostly(0.5...10), dampingRatio: mostly(0...1))
            }
            // What adding checks: the final values.
            note(
                attachment.offsetFromCenter.dx, attachment.offsetFromCenter.dy, attachment.offsetFromSecondCenter.dx,
                attachment.offsetFromSecondCenter.dy, attachment.length)
            if let anchor = attachment.anchorPoint { note(anchor.x, anchor.y) }
            if case let .spring(h, r) = attachment.stiffness { note(h, r) }
            behavior = attachment
        case 4:
            let material = DynamicItemBehavior(items: [item()])
            let numbers = (0..<5).map { _ in mostly(0...1) }
            material.density = numbers[0] + 0.5
            material.elasticity = numbers[1]
            material.friction = numbers[2]
            material.resistance = numbers[3]
            material.angularResistance = numbers[4]
            material.allowsRotation = hostile.chance(50)
            note(numbers[0] + 0.5, numbers[1], numbers[2], numbers[3], numbers[4])
            behavior = material
        default:
            behavior = CollisionBehavior(items: items)
        }
        behavior.action = { [unowned self] in if self.hostile.chance(2) { self.setProperty(of: self.item()) } }
        let error = expectThrowing("addBehavior \(type(of: behavior))", mustThrow: !finite) { () throws(SceneError) in
            try animator.addBehavior(behavior)
        }
        if error == nil { behaviors.append(behavior) }
    }

    /// A setter of an added behaviour, or a method of the animator, with hostile numbers.
    func changeBehavior() {
        guard let animator = dynamicAnimator, let behavior = behaviors.isEmpty ? nil : hostile.pick(behaviors) else {
            return addBehavior()
        }
        switch behavior {
        case let gravity as GravityBehavior:
            changeForce(
                gravity, "gravity", choice: hostile.index(3), angle: \.angle, magnitude: \.magnitude,
                direction: \.gravityDirection)
        case let push as PushBehavior:
            let choice = hostile.index(4)
            if choice == 2 {
                push.active.toggle()
            } else {
                changeForce(
                    push, "push", choice: choice, angle: \.angle, magnitude: \.magnitude, direction: \.pushDirection)
            }
        case let snap as SnapBehavior:
            if hostile.chance(50) {
                let p = point()
                expectDynamicsSetter("snap point", p, finite: p.isFinite, { snap.snapPoint }) { snap.snapPoint = $0 }
            } else {
                expectDynamicsSetter("snap damping", mostly(0...1), { snap.dampingRatio }) { snap.dampingRatio = $0 }
            }
        case let attachment as AttachmentBehavior:
            switch hostile.index(3) {
            case 0:
                if attachment.anchorPoint != nil {
                    let p = point()
                    expectDynamicsSetter("anchor", p, finite: p.isFinite, { attachment.anchorPoint! }) {
                        attachment.anchorPoint = $0
                    }
                }
            case 1: expectDynamicsSetter("length", mostly(0...300), { attachment.length }) { attachment.length = $0 }
            default:
                let h = mostly(0.5...10), r = mostly(0...1)
                expectDynamicsSetter(
                    "stiffness", JointStiffness.spring(hertz: h, dampingRatio: r),
                    finite: h.isFinite && r.isFinite, { attachment.stiffness }
                ) { attachment.stiffness = $0 }
            }
        case let material as DynamicItemBehavior:
            switch hostile.index(8) {
            case 0: expectDynamicsSetter("density", mostly(0.1...3), { material.density }) { material.density = $0 }
            case 1:
                expectDynamicsSetter("elasticity", mostly(0...1), { material.elasticity }) { material.elasticity = $0 }
            case 2: expectDynamicsSetter("friction", mostly(0...1), { material.friction }) { material.friction = $0 }
            case 3:
                expectDynamicsSetter("resistance", mostly(0...1), { material.resistance }) { material.resistance = $0 }
            case 4:
                expectDynamicsSetter("angular resistance", mostly(0...1), { material.angularResistance }) {
                    material.angularResistance = $0
                }
            case 5: material.allowsRotation.toggle()
            case 6:
                let v = vector(), item = item()
                let attached = material.items.contains { $0 === item }
                expectThrowing("addLinearVelocity", mustThrow: attached && !v.isFinite) { () throws(SceneError) in
                    try material.addLinearVelocity(v, for: item)
                }
            default:
                let w = mostly(-10...10), item = item()
                let attached = material.items.contains { $0 === item }
                expectThrowing("addAngularVelocity", mustThrow: attached && !w.isFinite) { () throws(SceneError) in
                    try material.addAngularVelocity(w, for: item)
                }
            }
        default:
            break
        }
        switch hostile.index(8) {
        case 0:
            animator.removeBehavior(behavior)
            behaviors.removeAll { $0 === behavior }
        case 1: animator.updateItemUsingCurrentState(item())
        case 2:
            expectThrowing("adding a behaviour twice", mustThrow: true) { () throws(SceneError) in
                try animator.addBehavior(behavior)
            }
        case 3 where hostile.chance(10):
            animator.removeAllBehaviors()
            behaviors.removeAll()
        default: break
        }
    }

    /// Sets a property of an added behaviour and checks the rule: a value that is not finite is
    /// refused (the getter keeps its value, one diagnostic); a finite one is taken or refused the
    /// same way.
    /// Sets hostile values on a force behaviour that is not added yet: the angle (half the time),
    /// the magnitude (`magnitudeChance` percent of the time) and the direction (30 %), in that order.
    private func presetForce<Behavior: DynamicBehavior>(
        _ behavior: Behavior, magnitudeChance: Int, angle: ReferenceWritableKeyPath<Behavior, Double>,
        magnitude: ReferenceWritableKeyPath<Behavior, Double>, direction: ReferenceWritableKeyPath<Behavior, Vector>
    ) {
        if hostile.chance(50) { behavior[keyPath: angle] = number() }
        if hostile.chance(magnitudeChance) { behavior[keyPath: magnitude] = mostly(0...3) }
        if hostile.chance(30) { behavior[keyPath: direction] = vector() }
    }

    /// Sets a force behaviour's angle (`choice` 0), magnitude (1) or direction (any other) to a
    /// hostile value, checking the setter's promise.
    private func changeForce<Behavior: DynamicBehavior>(
        _ behavior: Behavior, _ name: String, choice: Int, angle: ReferenceWritableKeyPath<Behavior, Double>,
        magnitude: ReferenceWritableKeyPath<Behavior, Double>, direction: ReferenceWritableKeyPath<Behavior, Vector>
    ) {
        switch choice {
        case 0:
            expectDynamicsSetter("\(name) angle", number(), { behavior[keyPath: angle] }) {
                behavior[keyPath: angle] = $0
            }
        case 1:
            expectDynamicsSetter("\(name) magnitude", mostly(0...3), { behavior[keyPath: magnitude] }) {
                behavior[keyPath: magnitude] = $0
            }
        default:
            let v = vector()
            expectDynamicsSetter("\(name) direction", v, finite: v.isFinite, { behavior[keyPath: direction] }) {
                behavior[keyPath: direction] = $0
            }
        }
    }

    func expectDynamicsSetter<T: Equatable>(
        _ what: String, _ value: T, finite: Bool? = nil, _ get: () -> T,
        _ set: (T) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        let isFinite = finite ?? (value as? Double)?.isFinite ?? true
        let old = get(), before = scene.diagnostics.count
        set(value)
        let now = get(), added = scene.diagnostics.count - before
        if !isFinite {
            requireEqual(now, old, "\(context): \(what) took \(value)", file: file, line: line)
            requireEqual(
                added, 1, "\(context): refusing \(what) \(value) recorded \(scene.diagnostics.suffix(added))",
                file: file, line: line)
        } else if now != old || added != 0 {
            // Taken (no diagnostic) or refused (one diagnostic, old value).
            require(
                added == 0 || (added == 1 && now == old),
                "\(context): \(what) = \(value) gave \(now) with \(added) diagnostics", file: file, line: line)
        }
    }
}
