import Kinema
import KinemaCore
import KinemaDerivations
import XCTest

/// One scene driven through Kinema's public API with hostile numbers (seeded), and the properties
/// every call must keep: nothing traps; a value a setter refuses is recorded in the scene's
/// diagnostics (the setter's old value stays); a call that throws reports a typed error when its
/// numbers break its documented rule (and changes nothing); every snapshot is finite; every model
/// value stays within `Limits.maximumMagnitude`.
///
/// The scene: a root; a container (the dynamic animator's reference view) holding the items
/// `a`, `b`, `c`; a view `d` beside it for constraints. `a` pans, `b` is a button, `c` a tracked
/// control.
final class HostileSession {
    let scene: Scene
    let container: View
    let items: [View]
    let loner: View
    var views: [View] { [container, loner] + items }
    var hostile: Derivation.HostileValues
    /// What the current case and operation are, for failure messages.
    var context = ""
    /// How many operations ran.
    var operations = 0

    // Things the operations create, kept to be driven further.
    var animators: [PropertyAnimator] = []
    var constraints: [LayoutConstraint] = []
    var dynamicAnimator: DynamicAnimator?
    var behaviors: [DynamicBehavior] = []
    var pan: PanGestureRecognizer<InputError>!
    var button: ButtonTarget<InputError>!
    var tracker: ControlTracker<TrackedControl>!
    let control = TrackedControl()
    let responder: Responder
    let router = TouchRouter<InputError>()

    init(seed: UInt64) throws {
        hostile = Derivation.HostileValues(seed: seed)
        scene = Scene(size: Size(width: 375, height: 667))
        container = View(name: "container", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        items = ["a", "b", "c"].map { View(name: $0, frame: Rect(x: 20, y: 40, width: 80, height: 60)) }
        loner = View(name: "d", frame: Rect(x: 100, y: 500, width: 50, height: 50))
        try scene.root.addSubview(container)
        try scene.root.addSubview(loner)
        for item in items { try container.addSubview(item) }
        responder = Responder(scene: scene)
        pan = PanGestureRecognizer(view: items[0]) { [unowned self] (pan) throws(InputError) in
            // What a drag handler does: move the view by the translation (hostile numbers reach
            // the setter, which refuses what is out of range).
            let t = pan.translation
            self.expectSetter(self.items[0], "center", Point(x: 20 + t.dx, y: 40 + t.dy).isWithin) {
                self.items[0].center = Point(x: 20 + t.dx, y: 40 + t.dy)
            }
        }
        button = ButtonTarget(view: items[1], extendedMargin: hostile.number()) {
            [unowned self] () throws(InputError) in
            self.expectSetter(self.items[1], "alpha", true) { self.items[1].alpha = 0.5 }
        }
        tracker = ControlTracker(view: items[2], delegate: control, extendedMargin: hostile.number())
        responder.handlers = [
            ObjectIdentifier(items[0]): pan, ObjectIdentifier(items[1]): button,
            ObjectIdentifier(items[2]): tracker
        ]
    }

    // MARK: Expectations

    /// Runs `set`, which assigns a value to the setter `property` of `view`, and checks the
    /// setter's promise: a value within the limits (`accepted`) adds no diagnostic; any other adds
    /// exactly one, `propertyOutOfRange(property, view)`, and leaves every model value as it was.
    func expectSetter(
        _ view: View, _ property: String, _ accepted: Bool, file: StaticString = #filePath,
        line: UInt = #line, _ set: () -> Void
    ) {
        let before = scene.diagnostics.count
        let model = view.modelValues, origin = view.boundsOrigin
        set()
        let added = scene.diagnostics.dropFirst(before)
        if accepted {
            require(
                added.isEmpty, "\(context): accepted \(property) of \(view.name) recorded \(Array(added))",
                file: file, line: line)
        } else {
            let expected = SceneError.propertyOutOfRange(property: property, view: view.name)
            requireEqual(
                added.map { $0.error as? SceneError }, [expected],
                "\(context): refused \(property) of \(view.name)", file: file, line: line)
            require(added.allSatisfy { $0.source == .property }, context, file: file, line: line)
            requireEqual(
                view.modelValues, model, "\(context): refused \(property) changed a value",
                file: file, line: line)
            requireEqual(view.boundsOrigin, origin, context, file: file, line: line)
        }
    }

    /// Runs a call that throws `Failure` (checked by the type system) and checks its rule: it must
    /// throw when `mustThrow`; when it throws, no model value of any view changed.
    @discardableResult
    func expectThrowing<Failure: Error>(
        _ what: String, mustThrow: Bool, file: StaticString = #filePath,
        line: UInt = #line, _ call: () throws(Failure) -> Void
    ) -> Failure? {
        let models = views.map(\.modelValues)
        do {
            try call()
            requireFalse(mustThrow, "\(context): \(what) accepted numbers it must refuse", file: file, line: line)
            return nil
        } catch {
            requireEqual(
                views.map(\.modelValues), models, "\(context): \(what) threw \(error) but changed a value",
                file: file, line: line)
            requireFalse("\(error)".contains("\n"), context, file: file, line: line)
            return error
        }
    }

    /// The invariants after every operation: finite snapshots, model values within the limits,
    /// one-line diagnostics, finite readings of the recognisers, animators and physics.
    func checkInvariants(file: StaticString = #filePath, line: UInt = #line) {
        let frame = scene.snapshot()
        require(frame.time.isFinite, context, file: file, line: line)
        for view in frame.views {
            require(
                view.isFinite,
                "\(context): snapshot of \(view.name) is not finite: \(view) "
                    + "colours \(view.values.backgroundColor.components) \(view.values.borderColor.components) "
                    + "\(view.values.shadowColor.components)", file: file, line: line)
        }
        for view in scene.allViews {
            require(
                view.modelValues.isWithin && view.boundsOrigin.isWithin,
                "\(context): a model value of \(view.name) is past the limits: \(view.modelValues)",
                file: file, line: line)
        }
        for d in scene.diagnostics.suffix(5) {
            requireFalse(d.description.contains("\n"), context, file: file, line: line)
        }
        require(
            pan.velocity.isFinite && pan.translation.isFinite && pan.location.isFinite,
            "\(context): pan reads \(pan.velocity) \(pan.translation)", file: file, line: line)
        for animator in animators {
            require(animator.fractionComplete.isFinite, "\(context): fractionComplete", file: file, line: line)
        }
        if let dynamicAnimator {
            require(dynamicAnimator.elapsedTime.isFinite, context, file: file, line: line)
            for item in items {
                require(
                    dynamicAnimator.linearVelocity(of: item).isFinite
                        && dynamicAnimator.angularVelocity(of: item).isFinite, context, file: file, line: line)
            }
        }
    }

    // MARK: Assertions that cost nothing when they hold (thousands run per second)

    func require(
        _ condition: Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        if !condition { XCTFail(message(), file: file, line: line) }
    }

    func requireFalse(
        _ condition: Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        if condition { XCTFail(message(), file: file, line: line) }
    }

    func requireEqual<T: Equatable>(
        _ a: T, _ b: T, _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if a != b { XCTFail("(\(a)) is not equal to (\(b)): \(message())", file: file, line: line) }
    }

    func requireNoThrow<T>(
        _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do { _ = try expression() } catch { XCTFail("threw \(error): \(message())", file: file, line: line) }
    }

    // MARK: Drawing values

    func number() -> Double { hostile.number() }
    func mostly(_ range: ClosedRange<Double>) -> Double { hostile.mostly(range) }
    func point() -> Point { Point(x: mostly(-400...800), y: mostly(-400...800)) }
    func size() -> Size { Size(width: mostly(0...400), height: mostly(0...400)) }
    func rect() -> Rect { Rect(origin: point(), size: size()) }
    func color() -> Color { Color(red: mostly(0...1), green: mostly(0...1), blue: mostly(0...1), alpha: mostly(0...1)) }
    func vector() -> Vector { Vector(dx: mostly(-500...500), dy: mostly(-500...500)) }
    func transform() -> KinemaCore.AffineTransform {
        switch hostile.index(4) {
        case 0: return AffineTransform(rotationAngle: number()).then(AffineTransform(scaleX: number(), y: number()))
        case 1: return AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
        default:
            return AffineTransform(scaleX: mostly(0.1...3), y: mostly(0.1...3))
                .then(AffineTransform(rotationAngle: mostly(-7...7)))
                .then(AffineTransform(translationX: mostly(-100...100), y: mostly(-100...100)))
        }
    }
    func view() -> View { hostile.pick(views) }
    func item() -> View { hostile.pick(items) }
}

/// The responder routing touches to the session's three handlers.
final class Responder: TouchResponder {
    let scene: Scene
    var handlers: [ObjectIdentifier: any TouchHandler<InputError>] = [:]
    init(scene: Scene) { self.scene = scene }
    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? { handlers[ObjectIdentifier(view)] }
}

/// A control that tracks every touch (UIControl's defaults) and counts its actions.
final class TrackedControl: ControlTracking {
    var actions = 0
    var last = Point.zero
    func beginTracking(at location: Point) throws(InputError) -> Bool { last = location; return true }
    func continueTracking(at location: Point) throws(InputError) -> Bool { last = location; return true }
    func endTracking(at location: Point) throws(InputError) { last = location }
    func cancelTracking() throws(InputError) {}
    func sendPrimaryAction() throws(InputError) { actions += 1 }
}

// MARK: The limits, as the Limits article states them

/// Whether every number is finite and at most 1e9 in magnitude (`abs(NaN) <= 1e9` is false).
func within(_ numbers: Double...) -> Bool { numbers.allSatisfy { abs($0) <= 1e9 } }

extension Point {
    var isWithin: Bool { within(x, y) }
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size {
    var isWithin: Bool { within(width, height) }
}

extension Vector {
    var isFinite: Bool { dx.isFinite && dy.isFinite }
}

extension Color {
    var isWithin: Bool { within(red, green, blue, alpha) }
}

extension KinemaCore.AffineTransform {
    /// The transform setter's rule: every matrix entry and every component of its decomposition
    /// (the decomposition is checked on its own in KinemaCoreTests) within the limits.
    var isWithin: Bool {
        let parts = decomposed
        return within(a, b, c, d, tx, ty)
            && within(parts.scaleX, parts.scaleY, parts.rotation, parts.translateX, parts.translateY)
    }
}

extension Rect {
    /// The frame setter's rule: the standardized frame's origin, size and centre within the limits.
    var isWithinAsFrame: Bool {
        let f = standardized
        return f.origin.isWithin && f.size.isWithin && f.center.isWithin
    }
}

extension ViewValues {
    var isWithin: Bool {
        center.isWithin && size.isWithin && transform.isWithin && within(alpha, cornerRadius, borderWidth)
            && backgroundColor.isWithin && borderColor.isWithin && within(shadowOpacity, shadowRadius)
            && shadowOffset.isWithin && shadowColor.isWithin
    }
}
