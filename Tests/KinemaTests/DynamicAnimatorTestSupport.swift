import Kinema
import XCTest

/// A 375x667 scene whose root is the reference view of a dynamic animator, for the bridge tests
/// (see the dynamics article of Kinema's documentation). Step k of an animator created at t0 lands at t0 + k/120; `h` is the step.
struct DynamicsStage {
    static let h = 1.0 / 120
    /// The root's centre, where the spinning tips snap to.
    static let center = Point(x: 187.5, y: 333.5)

    let scene: Scene
    let animator: DynamicAnimator

    /// A scene advanced to `t0` before the animator is created.
    init(t0: Double = 0) throws {
        scene = Scene(size: Size(width: 375, height: 667))
        if t0 > 0 { try scene.advance(to: t0) }
        animator = try DynamicAnimator(referenceView: scene.root)
    }

    /// Adds a `width` x `height` view centred at `centre` (rotated by `angle`) to `parent` (the root by default).
    @discardableResult
    func item(
        _ name: String, width: Double, height: Double, at center: Point, angle: Double = 0,
        in parent: View? = nil
    ) throws -> View {
        let view = View(
            name: name,
            frame: Rect(
                x: center.x - width / 2, y: center.y - height / 2,
                width: width, height: height))
        view.transform = AffineTransform(rotationAngle: angle)
        try (parent ?? scene.root).addSubview(view)
        return view
    }

    /// The time of step `k` of an animator created at `t0` (multiplied, never accumulated).
    static func stepTime(_ k: Int, t0: Double = 0) -> Double { t0 + Double(k) / 120 }

    /// The error of the scene's latest diagnostic, when the dynamic animator recorded it.
    var lastDynamicsError: SceneError? {
        guard let last = scene.diagnostics.last, last.source == .dynamics else { return nil }
        return last.error as? SceneError
    }

    /// Advances through `steps`, returning the largest `|distance(item's centre, anchor) - length|`
    /// met after each step (how far a rope of `length` stretched or slackened).
    func largestRopeError(of item: View, anchor: Point, length: Double, steps: ClosedRange<Int>) throws -> Double {
        var largest = 0.0
        for k in steps {
            try advance(toStep: k)
            largest = max(largest, abs(item.center.distance(to: anchor) - length))
        }
        return largest
    }

    /// Advances to step `k`'s time.
    func advance(toStep k: Int, t0: Double = 0) throws { try scene.advance(to: Self.stepTime(k, t0: t0)) }
}

extension View {
    /// The rotation of the model transform.
    var rotation: Double { transform.decomposed.rotation }

    /// The point `offset` from the centre, turned with the view (superview coordinates).
    func point(atOffset offset: Vector) -> Point { center + offset.rotated(by: rotation) }
}

/// Semi-implicit Euler from rest under a constant acceleration `a`: after n steps of h the velocity
/// is n h a and the displacement h * sum_(k=1..n) k h a = h^2 a n (n + 1) / 2.
func eulerDisplacement(steps n: Int, acceleration a: Double, h: Double = DynamicsStage.h) -> Double {
    h * h * a * Double(n) * Double(n + 1) / 2
}

/// Asserts that `body` throws exactly `expected`.
func XCTAssertThrowsSceneError(
    _ expected: SceneError, _ body: () throws(SceneError) -> Void,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        try body()
        XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}
