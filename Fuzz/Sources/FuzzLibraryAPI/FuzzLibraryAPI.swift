import FuzzSupport
import Kinema

/// libFuzzer target: Kinema's library API driven by an operation stream decoded from the input
/// (see `Program`): views created, nested and moved, their properties set, UIView-style,
/// keyframe and property-animator animations, the clock advanced, constraints activated and
/// changed, dynamic behaviours added and changed, emissions of particles set, touches routed,
/// frames sampled, all with numbers
/// decoded from the bytes (NaN, infinities, 1e308, subnormals, any bit pattern).
///
/// Properties, after every operation: no trap; every snapshot finite; every model value within
/// 1e9 (what the setters promise); a setter given a value outside the limits records exactly one
/// diagnostic and keeps its value, one given a value inside records none; a call whose numbers
/// break its documented rule (a duration or a time that is not finite) throws; every diagnostic
/// and every thrown error reads as one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibraryAPI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    Program(ByteStream(bytes)).run()
    return 0
}

/// One scene and what the operations made in it.
final class Program {
    let input: ByteStream
    let scene = Scene(size: Size(width: 375, height: 667))
    var views: [View]
    var constraints: [LayoutConstraint] = []
    var animators: [PropertyAnimator] = []
    var dynamics: DynamicAnimator?
    var behaviors: [DynamicBehavior] = []
    let router = TouchRouter<InputError>()
    let responder: Responder
    /// How deep animation blocks nest (their blocks run operations too).
    var blockDepth = 0

    /// The most operations, views and constraints one input makes (each operation is cheap; the
    /// limits keep an input's run well under libFuzzer's time limit).
    static let maximumOperations = 300, maximumViews = 48, maximumConstraints = 24

    init(_ input: ByteStream) {
        self.input = input
        views = [scene.root]
        responder = Responder(scene: scene)
    }

    func run() {
        input.forEachOperation(upTo: Self.maximumOperations) {
            step()
            check()
        }
    }

    /// One operation.
    func step() {
        switch input.choice(18) {
        case 0, 1: makeView()
        case 2, 3: setProperty()
        case 4: animate()
        case 5: animateKeyframes()
        case 6: propertyAnimator()
        case 7, 8: advance()
        case 9: constrain()
        case 10: dynamicsOperation()
        case 11: touch()
        case 12: hierarchy()
        case 13: layoutSetting()
        case 14: schedule()
        case 15: transition()
        case 16: explicitAnimation()
        default: frames()
        }
    }

    // MARK: Properties checked

    func check() {
        let frame = scene.snapshot()
        Property.requireFinite(frame)
        // Without copies, the frame lists the tree's views (masks included) in its order, each
        // mask its parent's; no view is drawn more often than the limit of copies.
        let all = scene.allViews
        // Particle slots (named "VIEW particle k": the program's views are named otherwise) are
        // leaves of their emitter; set aside, the frame lists the views.
        let views = frame.views.filter { !$0.name.contains(" particle ") }
        if !all.contains(where: { $0.replication != nil }) {
            Property.require(views.map(\.name) == all.map(\.name), "the frame's views are not the tree's")
            Property.require(
                frame.views.count - views.count <= all.count * Emission.maximumParticles,
                "more particles than the limit")
            for (v, view) in zip(views, all) {
                Property.require(v.isMask == view.isMask, "\(view.name)'s mask flag differs in the frame")
            }
        } else {
            Property.require(
                views.count <= all.count * Replication.maximumCopies, "more copies than the limit")
        }
        for view in all {
            let v = view.modelValues, t = v.transform, d = v.decomposedTransform
            var numbers = [
                v.center.x, v.center.y, v.size.width, v.size.height, v.alpha, v.cornerRadius, v.borderWidth,
                v.shadowOpacity, v.shadowRadius, v.shadowOffset.width, v.shadowOffset.height,
                t.a, t.b, t.c, t.d, t.tx, t.ty, d.scaleX, d.scaleY, d.rotation, view.boundsOrigin.x,
                view.boundsOrigin.y, view.anchorPoint.x, view.anchorPoint.y
            ]
            for c in [v.backgroundColor, v.borderColor, v.shadowColor] { numbers += [c.red, c.green, c.blue, c.alpha] }
            Property.require(
                numbers.allSatisfy { $0.magnitude <= 1e9 }, "a model value of \(view.name) is past 1e9: \(v)")
        }
        if let last = scene.diagnostics.last { Property.requireOneLine(last.message) }
        for animator in animators {
            Property.require(animator.fractionComplete.isFinite, "fractionComplete \(animator.fractionComplete)")
        }
    }

    /// Runs a setter and checks its promise: `accepted` values record nothing, others exactly
    /// one diagnostic and leave the view's values as they were. An accepted value may still make
    /// the layout it triggers report a problem, which is the layout's diagnostic, not the setter
    /// refusing: that a solved value would pass the largest `Double` (a scene whose constants are
    /// near it, where any new pull overflows), or that a required constraint cannot hold (an
    /// intrinsic size whose compression resistance or hugging is required, 1000 or NaN, which
    /// conflicts with a required constraint already there, as UIKit's "Unable to simultaneously
    /// satisfy constraints").
    func setter(_ view: View, _ property: String, _ accepted: Bool, _ set: () -> Void) {
        let before = scene.diagnostics.count, values = view.modelValues, inScene = view.scene === scene
        set()
        guard inScene else { return }
        let added = scene.diagnostics.count - before
        if accepted {
            let refusals = scene.diagnostics.suffix(added).filter { diagnostic in
                guard diagnostic.source == .layout else { return true }
                switch diagnostic.error as? SceneError {
                case .layoutNotFinite, .unsatisfiable: return false
                default: return true
                }
            }
            Property.require(
                refusals.isEmpty, "an accepted \(property) of \(view.name) recorded \(refusals)")
        } else {
            Property.require(added == 1, "a refused \(property) of \(view.name) recorded \(added) diagnostics")
            Property.require(view.modelValues == values, "a refused \(property) of \(view.name) changed its values")
        }
    }

    /// Runs a throwing call: when `mustThrow`, it must throw; what it throws reads as one line.
    func call<Failure: Error>(
        mustThrow: Bool = false, _ what: @autoclosure () -> String,
        _ body: () throws(Failure) -> Void
    ) {
        do {
            try body()
            Property.require(!mustThrow, "\(what()) accepted numbers it must refuse")
        } catch {
            Property.requireOneLine("\(error)")
        }
    }

    // MARK: Numbers

    func number() -> Double { input.double() }
    func point() -> Point { Point(x: number(), y: number()) }
    func size() -> Size { Size(width: number(), height: number()) }
    func rect() -> Rect { Rect(origin: point(), size: size()) }
    func color() -> Color { Color(red: number(), green: number(), blue: number(), alpha: number()) }
    func view() -> View { views[input.choice(views.count)] }

    /// Whether every number is finite and at most 1e9 in magnitude.
    func inRange(_ numbers: Double...) -> Bool { numbers.allSatisfy { $0.magnitude <= 1e9 } }
}

/// Routes touches to a pan recogniser on every third view, a button on the next and a tracked
/// control on the next (made on first use).
final class Responder: TouchResponder {
    let scene: Scene
    private var handlers: [ObjectIdentifier: any TouchHandler<InputError>] = [:]
    private let control = Control()

    init(scene: Scene) { self.scene = scene }

    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? {
        if let handler = handlers[ObjectIdentifier(view)] { return handler }
        let handler: any TouchHandler<InputError>
        switch handlers.count % 3 {
        case 0:
            handler = PanGestureRecognizer<InputError>(view: view) { (pan) throws(InputError) in
                // A drag handler: move the view by the translation (the setter refuses what is out of range).
                pan.view.center = Point(x: pan.startLocation.x + pan.translation.dx, y: pan.location.y)
            }
        case 1:
            handler = ButtonTarget<InputError>(view: view) { () throws(InputError) in view.alpha = 1 - view.alpha }
        default:
            handler = ControlTracker(view: view, delegate: control)
        }
        handlers[ObjectIdentifier(view)] = handler
        return handler
    }

    /// A control tracking every touch.
    final class Control: ControlTracking {
        func beginTracking(at location: Point) throws(InputError) -> Bool { true }
        func continueTracking(at location: Point) throws(InputError) -> Bool { true }
        func endTracking(at location: Point) throws(InputError) {}
        func cancelTracking() throws(InputError) {}
        func sendPrimaryAction() throws(InputError) {}
    }
}
