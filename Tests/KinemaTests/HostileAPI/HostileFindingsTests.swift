import Kinema
import XCTest

/// What the hostile-value property test found in the library, one regression test each (each
/// failed before its fix).
final class HostileFindingsTests: XCTestCase {
    private func refusals(in scene: Scene) -> [SceneError] { scene.diagnostics.compactMap { $0.error as? SceneError } }

    /// A frame whose origin and size are within 1e9 but whose centre is not (origin 1e9, width
    /// 1e9: centre 1e9 + 1e9 / 2 = 1.5e9) is refused as a whole, by the setter and by the
    /// initialiser. The setter used to take the size and refuse only the centre; the initialiser
    /// stored the centre of 1.5e9.
    func testAFrameWhoseCenterPassesTheBoundIsRefusedWhole() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        try scene.root.addSubview(view)
        view.frame = Rect(x: 1e9, y: 0, width: 1e9, height: 10)
        XCTAssertEqual(view.frame, Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(refusals(in: scene), [.propertyOutOfRange(property: "frame", view: "v")])
        let far = View(name: "far", frame: Rect(x: 0, y: 1e9, width: 10, height: 1e9))
        XCTAssertEqual(far.modelValues, ViewValues(), "the defaults, as for any refused frame")
        try scene.root.addSubview(far)
        XCTAssertEqual(refusals(in: scene).last, .propertyOutOfRange(property: "frame", view: "far"))
        // The bound itself still holds: origin 0, width 1e9 has its centre at 5e8.
        view.frame = Rect(x: 0, y: 0, width: 1e9, height: 1)
        XCTAssertEqual(view.center, Point(x: 5e8, y: 0.5))
    }

    /// A layout pass that solves a size past the bound (a width of 2e9 from a constant of 1e9 and
    /// a multiplier of 2) leaves the view's size as it was and records the refusal, whether the
    /// pass runs as the clock advances or from `layoutIfNeeded()`: the latter used to write the
    /// frame into the model directly.
    func testALayoutPassDoesNotWriteSizesPastTheBound() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(name: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(a)
        try scene.root.addSubview(b)
        let group = try constrain(a, b) { a, b in
            a.width == 1e8
            b.width == 2 * a.width
            a.height == 10
            b.height == 10
        }
        scene.layoutIfNeeded()
        XCTAssertEqual(b.bounds.width, 2e8)
        group.constraints[0].constant = 1e9 // b.width = 2e9, past the bound
        scene.layoutIfNeeded()
        XCTAssertEqual(a.bounds.width, 1e9)
        XCTAssertEqual(b.bounds.width, 2e8, "2e9 is past the bound: b keeps its width")
        XCTAssertEqual(refusals(in: scene), [.propertyOutOfRange(property: "boundsSize", view: "b")])
        try scene.advance(by: 0.1) // a pass run by the clock refuses it the same way
        XCTAssertEqual(b.bounds.width, 2e8)
        XCTAssertTrue(scene.snapshot().views.allSatisfy { $0.values.size.width <= 1e9 })
    }

    /// An animation whose timing overshoots without bound (a spring with an initial velocity of
    /// 5.6e307, a timing curve with a control point at 1e300) is clamped to a fraction of +-1e9:
    /// its presentation values stay finite. A colour going from 0 to 250 used to show infinity.
    func testUnboundedOvershootsAreClampedToABillionTimesTheDistance() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(view)
        let spring = try Spring(mass: 2.66, stiffness: 421, damping: 20, initialVelocity: 5.56e307)
        try scene.animate(withDuration: 1.34, spring: spring) {
            view.backgroundColor = Color(red: 0, green: 0, blue: 250)
        }
        try scene.advance(to: 0.1)
        let blue = view.presentation.backgroundColor.blue
        // The spring's own progress is past 1e9 here: the clamped fraction gives 250 * 1e9.
        XCTAssertGreaterThan(abs(spring.progress(at: 0.1 * spring.settlingDuration / 1.34)), 1e9)
        XCTAssertEqual(blue, 250 * 1e9)
        XCTAssertTrue(scene.snapshot().views.allSatisfy(\.isFinite))
        let curve = try PropertyAnimator(
            scene: scene, duration: 1, controlPoint1: Point(x: 0.5, y: 1e300),
            controlPoint2: Point(x: 0.6, y: 1)
        ) { view.alpha = 0 }
        try curve.startAnimation()
        try scene.advance(to: 0.4)
        XCTAssertTrue(view.presentation.alpha.isFinite)
        XCTAssertTrue(scene.snapshot().views.allSatisfy(\.isFinite))
    }

    /// 40 nested views, each scaled by 1e9 (a value every setter accepts): the matrices to the
    /// root pass the largest Double after 35 levels, and saturate there instead of becoming
    /// infinite (and NaN further down).
    func testDeepChainsOfLargeScalesSaturate() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        var parent = scene.root
        for level in 0..<40 {
            let child = View(name: "\(level)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            child.transform = AffineTransform(scaleX: 1e9, y: 1e9).then(AffineTransform(rotationAngle: 1))
            try parent.addSubview(child)
            parent = child
        }
        let frame = scene.snapshot()
        XCTAssertTrue(frame.views.allSatisfy(\.isFinite))
        // Level 33 composes 34 scalings by 1e9 and 34 turns by 1 rad: its entry a is
        // 1e9^34 cos(34) = 1e306 cos(34), computed exactly to rounding; level 39 saturates.
        XCTAssertEqual(frame["33"]!.toRoot.a / 1e306, cos(34.0), accuracy: 1e-9)
        XCTAssertEqual(abs(frame["39"]!.toRoot.a), .greatestFiniteMagnitude)
    }

    /// The layout settings of a view refuse numbers as the animatable properties' setters do: an
    /// intrinsic size, safe-area insets or a stack spacing that is NaN, infinite or past 1e9 keeps
    /// the old value and is recorded. They used to reach the layout engine.
    func testLayoutSettingsRefuseNumbersOutsideTheLimits() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(view)
        view.intrinsicContentSize = Size(width: 20, height: View.noIntrinsicMetric)
        view.intrinsicContentSize = Size(width: .nan, height: 5)
        view.safeAreaInsets = EdgeInsets(top: .infinity)
        view.stackConfiguration = StackConfiguration(axis: .vertical, spacing: 2e9)
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 20, height: -1))
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets())
        XCTAssertNil(view.stackConfiguration)
        XCTAssertEqual(
            refusals(in: scene),
            [
                .propertyOutOfRange(property: "intrinsicContentSize", view: "v"),
                .propertyOutOfRange(property: "safeAreaInsets", view: "v"),
                .propertyOutOfRange(property: "stackConfiguration", view: "v")
            ])
    }

    /// Setting a constraint's constant to NaN is refused and recorded whether or not the
    /// constraint is active: an inactive one used to drop the refusal silently.
    func testARefusedConstantOfAnInactiveConstraintIsRecorded() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        width.constant = .nan
        XCTAssertEqual(width.constant, 30)
        XCTAssertEqual(refusals(in: scene), [.nonFiniteConstraint("v.width == 30.0")])
        XCTAssertEqual(scene.diagnostics.last?.source, .layout)
        // A view outside any scene hands the refusal to the scene it joins.
        let loose = View(name: "loose")
        let height = loose.heightAnchor.constraint(equalToConstant: 4)
        height.constant = -.infinity
        try scene.root.addSubview(loose)
        XCTAssertEqual(refusals(in: scene).last, .nonFiniteConstraint("loose.height == 4.0"))
        XCTAssertEqual(scene.diagnostics.last?.source, .layout)
    }

    /// Gravity and push directions, angles and magnitudes that are not finite (or past the
    /// physics world's 1e15) are refused: an added behaviour records the refusal and keeps its
    /// direction, and adding a behaviour that holds one throws. They used to be taken, and every
    /// step then recorded the world's refusal of the force.
    func testForceDirectionsRefuseNumbersTheWorldCannotApply() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 10, height: 10, at: Point(x: 50, y: 50))
        let gravity = GravityBehavior(items: [box])
        try stage.animator.addBehavior(gravity)
        gravity.angle = .nan
        gravity.magnitude = 1e300
        gravity.gravityDirection = Vector(dx: .infinity, dy: 0)
        XCTAssertEqual(gravity.angle, .pi / 2)
        XCTAssertEqual(gravity.gravityDirection, Vector(dx: 0, dy: 1))
        XCTAssertEqual(
            refusals(in: stage.scene),
            [
                .invalidDynamicsParameter(.notFinite(parameter: "gravityDirection angle")),
                .invalidDynamicsParameter(.outOfRange(parameter: "gravityDirection", value: 1e300)),
                .invalidDynamicsParameter(.notFinite(parameter: "gravityDirection"))
            ])
        try stage.advance(toStep: 12)
        XCTAssertEqual(stage.scene.diagnostics.count, 3, "the steps apply the kept direction")
        let push = PushBehavior(items: [box], mode: .continuous)
        push.magnitude = .nan
        XCTAssertThrowsError(try stage.animator.addBehavior(push)) {
            XCTAssertEqual($0 as? SceneError, .invalidDynamicsParameter(.notFinite(parameter: "pushDirection")))
        }
        push.magnitude = 2
        XCTAssertNoThrow(try stage.animator.addBehavior(push))
    }

    /// A dynamic animator created at a time near the largest Double, where 1/120 s is below the
    /// clock's resolution, starts its grid there: adding its first behaviour used to search for
    /// the first grid time past `now` forever. Its steps take the next clock values.
    func testAnAnimatorCreatedAtAHugeTimeSteps() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(box)
        try scene.advance(to: 1e308)
        let animator = try DynamicAnimator(referenceView: scene.root, maximumRunDuration: 0.05)
        try animator.addBehavior(GravityBehavior(items: [box]))
        XCTAssertTrue(animator.isRunning)
        try scene.advance(to: 1e308 * (1 + 1e-14)) // far more clock values than the run's 6 steps
        XCTAssertFalse(animator.isRunning, "the run of 0.05 s ended after its 6 steps")
        // Six steps of h = 1/120 s under 1000 pt/s^2 (semi-implicit Euler: v += g h, then
        // y += v h): y = 5 + g h^2 (1 + 2 + ... + 6) = 5 + 1000 * 21 / 14400.
        XCTAssertEqual(box.center.y, 5 + 1000 * 21 / 14400.0, accuracy: 1e-9)
        XCTAssertTrue(scene.snapshot().views.allSatisfy(\.isFinite))
        XCTAssertTrue(animator.elapsedTime.isFinite)
    }

    /// A view whose bounds have a negative width (the setters take it: it is finite and within
    /// 1e9) is a body of the width's magnitude: its behaviours could not be installed or changed
    /// before (the world refused a rectangle of width -30 at every change, twice).
    func testABodyTakesTheMagnitudeOfANegativeBoundsSize() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 30, height: 20, at: Point(x: 50, y: 50))
        box.bounds = Rect(x: 0, y: 0, width: -30, height: 20)
        let material = DynamicItemBehavior(items: [box])
        try stage.animator.addBehavior(material)
        material.friction = 0.5
        XCTAssertEqual(material.friction, 0.5)
        XCTAssertTrue(stage.scene.diagnostics.isEmpty, "\(stage.scene.diagnostics)")
        // The mass, read back through an instantaneous push of magnitude 1 (force 100):
        // density 1 * 30 * 20 * 1e-4 = 0.06, so the velocity changes by 100 / 0.06.
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.magnitude = 1
        try stage.animator.addBehavior(push)
        try stage.advance(toStep: 1)
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dx, 100 / 0.06, accuracy: 1e-9)
    }

    /// A point within 1e9 converted into a view squeezed to 1e-300 of its width (a transform
    /// whose inverse stretches by 1e300) would land past the largest Double: `convert` says nil,
    /// as for a transform that cannot be inverted. It used to return (inf, y).
    func testAConversionThatWouldOverflowGivesNil() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let flat = View(name: "flat", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let squeeze = AffineTransform(scaleX: 1e-300, y: 1)
        flat.transform = squeeze
        try scene.root.addSubview(flat)
        XCTAssertNotNil(squeeze.inverted(), "the inverse exists in finite numbers")
        XCTAssertNil(scene.root.convert(Point(x: 1e9, y: 0), to: flat))
        XCTAssertNil(flat.convert(Point(x: 1e9, y: 0), from: nil))
        XCTAssertNil(flat.location(ofRootPoint: Point(x: 1e9, y: 0)))
        // Vertically nothing is squeezed: the root's (5, 7) is the view's own (x, 7).
        XCTAssertEqual(flat.convert(Point(x: 5, y: 7), from: nil)?.y, 7)
    }

    /// Stopping a property animator far into a spring's overshoot would make the presentation
    /// value (past 1e9) the model value: it is refused as a setter refuses it, and the model keeps
    /// the end value. The model used to take -7.4e10.
    func testStoppingAnAnimatorPastTheBoundKeepsTheModelValue() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(view)
        let animator = try PropertyAnimator(
            scene: scene, duration: 1,
            timingParameters: .spring(dampingRatio: 0.5, initialVelocity: 1e9))
        try animator.addAnimations { view.shadowRadius = 100 }
        try animator.startAnimation()
        try scene.advance(to: 0.05)
        XCTAssertGreaterThan(abs(view.presentation.shadowRadius), 1e9, "far into the overshoot")
        try animator.stopAnimation(true)
        XCTAssertEqual(view.shadowRadius, 100, "the end value stays")
        XCTAssertEqual(refusals(in: scene), [.propertyOutOfRange(property: "shadowRadius", view: "v")])
    }

    /// A spring animation with the largest finite initial velocity (a valid spring: its progress
    /// stays finite) times a range of 72 overflows to -inf from some time on; the overflowed value
    /// is not shown and the value below (the model's 50) stays. It used to put -inf in the frame (found by
    /// FuzzLibraryAPI).
    func testAnExplicitAnimationThatOverflowsShowsTheValueBelow() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 45, y: 0, width: 10, height: 10))
        try scene.root.addSubview(view)
        var fling = try SpringAnimation(
            keyPath: .positionX, from: .number(460), to: .number(388), mass: 404, stiffness: 468,
            damping: 5e-299, initialVelocity: .greatestFiniteMagnitude)
        fling.duration = 10
        try view.addAnimation(fling, forKey: "fling")
        for t in [0.0, 0.001, 0.5, 1, 3] {
            try scene.advance(to: t)
            let x = view.presentation.center.x
            XCTAssertTrue(x.isFinite, "t = \(t)")
            XCTAssertTrue(scene.snapshot()["v"]?.isFinite == true)
            // 0: the from value; 0.001: -1.3e307, finite, shown; later the value overflows.
            if t >= 0.5 { XCTAssertEqual(x, 50, "t = \(t): the model value shows") }
        }
    }

    /// An anchor attachment whose length is infinite (a pin: length < 1) is refused when added:
    /// it used to be taken, holding a length of -inf.
    func testAPinWithAnInfiniteLengthIsRefused() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 10, height: 10, at: Point(x: 50, y: 50))
        let pin = AttachmentBehavior(item: box, attachedToAnchor: Point(x: 50, y: 50))
        pin.length = -.infinity
        XCTAssertThrowsError(try stage.animator.addBehavior(pin)) {
            XCTAssertEqual($0 as? SceneError, .invalidDynamicsParameter(.notFinite(parameter: "length")))
        }
        pin.length = 0
        XCTAssertNoThrow(try stage.animator.addBehavior(pin))
        pin.length = .nan
        XCTAssertEqual(pin.length, 0)
        XCTAssertEqual(stage.lastDynamicsError, .invalidDynamicsParameter(.notFinite(parameter: "length")))
    }

    /// An animation block whose scene goes away before it ends frees what its completion holds
    /// (found by the fuzz targets' leak check): the block's end alarm and the block held each
    /// other, so the two, the completion and what it captured lived on for good.
    func testAnAnimationOutlivedByNothingFreesItsCompletion() throws {
        try assertCompletionFreedWithScene { scene, view, completion in
            try scene.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in completion() })
        }
    }

    /// The same for a running property animator: its end alarm and the animator held each other.
    func testARunningAnimatorOutlivedByNothingFreesItsCompletion() throws {
        try assertCompletionFreedWithScene { scene, view, completion in
            let animator = try scene.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: [],
                animations: { view.alpha = 0 }
            ) { _ in completion() }
            XCTAssertEqual(animator.state, .active)
        }
    }

    /// Starts a one-second animation of a view with `start`, whose completion calls the closure
    /// it is given (which holds an object), runs it halfway and lets the scene go: the object
    /// must be freed with it.
    private func assertCompletionFreedWithScene(
        _ start: (Scene, View, @escaping () -> Void) throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        final class Witness {}
        weak var witness: Witness?
        do {
            let scene = Scene(size: Size(width: 100, height: 100))
            let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            try scene.root.addSubview(view)
            let held = Witness()
            witness = held
            try start(scene, view) { _ = held }
            try scene.advance(to: 0.5)
            XCTAssertNotNil(witness, "the animation still runs", file: file, line: line)
        }
        XCTAssertNil(witness, "the completion and what it captured are freed with the scene", file: file, line: line)
    }

    /// A chain of widths each 1e9 times the one before, from 100 pt, is satisfiable, but its
    /// 34th link would be 100 * 1e9^34 = 1e308 and its 35th 1e317, past the largest Double: the
    /// constraint that passes it is refused as a layout that is not finite, not as a conflict.
    /// It used to be reported as an unsatisfiable required constraint.
    func testAChainOfHugeMultipliersIsALayoutThatIsNotFinite() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        var views: [View] = []
        for i in 0..<40 {
            let view = View(name: "v\(i)")
            view.translatesAutoresizingMaskIntoConstraints = false
            try scene.root.addSubview(view)
            views.append(view)
        }
        try views[0].widthAnchor.constraint(equalToConstant: 100).activate()
        var refused: [Int: SceneError] = [:]
        for i in 1..<40 {
            do {
                try views[i].widthAnchor.constraint(equalTo: views[i - 1].widthAnchor, multiplier: 1e9).activate()
            } catch {
                refused[i] = error
            }
        }
        // Links 1...34 hold (widths up to 1e308 < 1.8e308); the 35th would not be finite, and
        // the later ones hang from v35, which has no width of its own without it.
        XCTAssertEqual(refused.keys.sorted(), [35])
        XCTAssertEqual(refused[35], .layoutNotFinite("v35.width == 1000000000.0 * v34.width"))
        XCTAssertEqual(
            refused[35]?.description,
            "layout is not finite: v35.width == 1000000000.0 * v34.width would make a solved value "
                + "pass the largest Double")
    }
}
