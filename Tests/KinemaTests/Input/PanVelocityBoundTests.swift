import Kinema
import XCTest

/// Drives a recogniser directly (no router, so no script bound on its inputs) and logs its
/// velocity after each call.
private final class DirectPan {
    let view = View(name: "pad")
    private(set) var pan: PanGestureRecognizer<Never>!
    private(set) var velocities: [Vector] = []

    init() {
        pan = PanGestureRecognizer<Never>(instantPanOn: view) { [unowned self] p in velocities.append(p.velocity) }
    }
}

/// The pan's velocity divides by a time step of at least 1/240 s and reads coordinates clamped to
/// the script bound (1e9), so it is finite for every finite touch.
final class PanVelocityBoundTests: XCTestCase {
    private let h = 1.0 / 240

    /// A down at x = 1e9 at t = 0 and an up at x = -1e9 at t = 5e-324 (the smallest positive
    /// double): the step counts as 1/240 s, so the velocity is (-1e9 - 1e9) / (1/240) = -4.8e11
    /// (it was -inf).
    func testTheSmallestTimeStepGivesAFiniteVelocity() throws {
        let pad = DirectPan()
        pad.pan.touchBegan(at: Point(x: 1e9, y: 1e9), time: 0)
        pad.pan.touchEnded(at: Point(x: -1e9, y: -1e9), time: .leastNonzeroMagnitude)
        XCTAssertEqual(pad.pan.velocity, Vector(dx: -2e9 / h, dy: -2e9 / h))
        XCTAssertEqual(pad.pan.velocity.dx, -4.8e11, accuracy: 1e-3)
        XCTAssertEqual(pad.pan.state, .ended)
    }

    /// The issue's script through the router: a move to x = 1e9 at t = 0, an up at x = -1e9 at
    /// t = 5e-324.
    func testTheIssueScriptThroughTheRouter() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let responder = RootPan(scene: scene)
        let router = TouchRouter<InputError>()
        for event in try EventScript(parsing: "0 down 50,50; 0 move 1e9,1e9; 5e-324 up -1e9,-1e9").events {
            try router.send(event, to: responder)
        }
        XCTAssertEqual(responder.pan.state, .ended)
        // The down and the move share time 0 (the move replaces the down's sample); then the up.
        XCTAssertEqual(responder.pan.velocity, Vector(dx: -2e9 / h, dy: -2e9 / h))
        XCTAssertTrue(responder.pan.velocity.dx.isFinite)
    }

    /// Steps at or above 1/240 s are used as they are; shorter ones count as 1/240 s.
    func testStepsShorterThanOneSamplingPeriodCountAsOne() {
        let pad = DirectPan()
        pad.pan.touchBegan(at: Point(x: 0, y: 0), time: 1)
        pad.pan.touchMoved(to: Point(x: 10, y: 0), time: 1.5) // 10 / 0.5 = 20
        pad.pan.touchMoved(to: Point(x: 12, y: 4), time: 1.501) // step 0.001 < 1/240
        pad.pan.touchMoved(to: Point(x: 13, y: 4), time: 1.501 + 2 * h) // step 2/240: 1 * 120
        XCTAssertEqual(pad.velocities[1].dx, 20, accuracy: 1e-12)
        XCTAssertEqual(pad.velocities[2].dx, 2 * 240, accuracy: 1e-9)
        XCTAssertEqual(pad.velocities[2].dy, 4 * 240, accuracy: 1e-9)
        XCTAssertEqual(pad.velocities[3].dx, 1 / (2 * h), accuracy: 1e-6)
        XCTAssertEqual(PanGestureRecognizer<Never>.minimumTimeStep, h)
    }

    /// Called directly, the recogniser clamps coordinates to +/-1e9: with points at +/-1e308 (whose
    /// difference overflows a double) the translation is -2e9 and the velocity -2e9 * 240.
    func testHugeCoordinatesAreClampedToTheScriptBound() {
        let pad = DirectPan()
        pad.pan.touchBegan(at: Point(x: 1e308, y: -1e308), time: 0)
        XCTAssertEqual(pad.pan.startLocation, Point(x: 1e9, y: -1e9))
        pad.pan.touchMoved(to: Point(x: -1e308, y: 1e308), time: 1e-300)
        XCTAssertEqual(pad.pan.location, Point(x: -1e9, y: 1e9))
        XCTAssertEqual(pad.pan.translation, Vector(dx: -2e9, dy: 2e9))
        XCTAssertEqual(pad.pan.velocity, Vector(dx: -2e9 / h, dy: 2e9 / h))
    }

    /// Times that are not finite, or that go back, never make the velocity infinite or NaN: an
    /// infinite step gives 0, a NaN or negative one counts as 1/240 s.
    func testTimesThatAreNotFiniteOrGoBackKeepTheVelocityFinite() {
        let pad = DirectPan()
        pad.pan.touchBegan(at: Point(x: 0, y: 0), time: 0)
        pad.pan.touchMoved(to: Point(x: 5, y: 0), time: .infinity) // 5 / inf = 0
        XCTAssertEqual(pad.pan.velocity.dx, 0)
        pad.pan.touchMoved(to: Point(x: 6, y: 0), time: .nan) // inf - nan: NaN step
        XCTAssertEqual(pad.pan.velocity.dx, 1 * 240, accuracy: 1e-9)
        pad.pan.touchMoved(to: Point(x: 9, y: 0), time: -1) // nan - ... : NaN step
        XCTAssertEqual(pad.pan.velocity.dx, 3 * 240, accuracy: 1e-9)
        pad.pan.touchMoved(to: Point(x: 8, y: 0), time: -2) // step -1: counts as 1/240
        XCTAssertEqual(pad.pan.velocity.dx, -1 * 240, accuracy: 1e-9)
        XCTAssertTrue(pad.velocities.allSatisfy { $0.dx.isFinite && $0.dy.isFinite })
    }

    /// A NaN coordinate adds no sample: the down is ignored, a move is ignored, an up ends the
    /// touch where it last was.
    func testNaNPointsAddNoSample() {
        let pad = DirectPan()
        pad.pan.touchBegan(at: Point(x: .nan, y: 0), time: 0)
        XCTAssertEqual(pad.pan.state, .possible)
        XCTAssertTrue(pad.velocities.isEmpty)
        pad.pan.touchBegan(at: Point(x: 1, y: 2), time: 0)
        pad.pan.touchMoved(to: Point(x: 0, y: .nan), time: 1)
        XCTAssertEqual(pad.pan.location, Point(x: 1, y: 2))
        pad.pan.touchMoved(to: Point(x: 3, y: 2), time: 1)
        pad.pan.touchEnded(at: Point(x: .nan, y: .nan), time: 2)
        XCTAssertEqual(pad.pan.state, .ended)
        XCTAssertEqual(pad.pan.location, Point(x: 3, y: 2))
        XCTAssertEqual(pad.pan.velocity, Vector(dx: 2, dy: 0)) // (3 - 1) / (1 - 0)
    }
}

/// A scene whose root has an instant pan that does nothing.
private final class RootPan: TouchResponder {
    let scene: Scene
    private(set) var pan: PanGestureRecognizer<InputError>!

    init(scene: Scene) {
        self.scene = scene
        pan = PanGestureRecognizer<InputError>(instantPanOn: scene.root) { _ in }
    }

    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? { view === scene.root ? pan : nil }
}
