import Kinema
import XCTest

/// A 300 x 300 scene whose root has a pan with a given hysteresis; every action is logged as
/// `state x,y translation dx,dy`.
private final class PanPad: TouchResponder {
    let scene = Scene(size: Size(width: 300, height: 300))
    var log: [String] = []
    private(set) var pan: PanGestureRecognizer<InputError>?

    init(hysteresis: Double) throws {
        pan = try PanGestureRecognizer<InputError>(view: scene.root, hysteresis: hysteresis) { [weak self] p in
            self?.log.append("\(p.state) \(p.location.x),\(p.location.y) t \(p.translation.dx),\(p.translation.dy)")
        }
    }

    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? { view === scene.root ? pan : nil }
}

/// The pan's begin hysteresis: it begins on the first move at least `hysteresis` points (Euclidean)
/// from the `down` point, at that move's point; a touch that ends first fails it.
final class PanHysteresisTests: XCTestCase {
    private func play(_ script: String, hysteresis: Double = 10) throws -> PanPad {
        let pad = try PanPad(hysteresis: hysteresis)
        let router = TouchRouter<InputError>()
        for event in try EventScript(parsing: script).events { try router.send(event, to: pad) }
        return pad
    }

    func testATapDoesNothingAndFails() throws {
        let pad = try play("0 down 100,100; 0.1 up 100,100")
        XCTAssertEqual(pad.log, [])
        XCTAssertEqual(pad.pan?.state, .failed)
        // Lifting 30 pt away without a move in between: the pan never began (it begins on a move).
        XCTAssertEqual(try play("0 down 100,100; 0.1 up 130,100").log, [])
        XCTAssertEqual(try play("0 down 100,100; 0.1 move 105,100; 0.2 cancel").log, [])
    }

    /// Moves 4, 8 and 9.99 pt from (100, 100) do nothing; (106, 108) is exactly 10 away
    /// (6-8-10 triangle) and begins the pan there; later moves change it; translations are from
    /// the `down` point.
    func testASlowStartBeginsWhereTheHysteresisIsCrossed() throws {
        let pad = try play(
            "0 down 100,100; 0.1 move 104,100; 0.2 move 100,108; 0.3 move 109.99,100; "
                + "0.4 move 106,108; 0.5 move 120,100; 0.6 up 120,90")
        XCTAssertEqual(
            pad.log,
            [
                "began 106.0,108.0 t 6.0,8.0", "changed 120.0,100.0 t 20.0,0.0",
                "ended 120.0,90.0 t 20.0,-10.0"
            ])
        // Velocity counts every sample from the down: at the end (120 - 120, 90 - 100) / 0.1.
        XCTAssertEqual(pad.pan?.velocity.dy ?? 0, -100, accuracy: 1e-9)
    }

    func testAnInstantPanBeginsOnDownAndANewTouchStartsOver() throws {
        let pad = try play("0 down 100,100; 0 up 100,100; 1 down 50,50; 1.1 move 55,50; 1.2 up 55,50", hysteresis: 0)
        XCTAssertEqual(
            pad.log,
            [
                "began 100.0,100.0 t 0.0,0.0", "ended 100.0,100.0 t 0.0,0.0",
                "began 50.0,50.0 t 0.0,0.0", "changed 55.0,50.0 t 5.0,0.0", "ended 55.0,50.0 t 5.0,0.0"
            ])
        // With the default hysteresis the second touch's 5 pt never begins; a third one of 12 does.
        let slow = try play(
            "0 down 100,100; 0.1 move 105,100; 0.2 up 105,100; 1 down 50,50; 1.1 move 62,50; 1.2 cancel")
        XCTAssertEqual(slow.log, ["began 62.0,50.0 t 12.0,0.0", "cancelled 62.0,50.0 t 12.0,0.0"])
    }

    /// NaN, negative and infinite hysteresis values are refused with a typed error naming the value;
    /// 0 (also written -0) and any finite positive value are kept as given.
    func testHysteresisThatIsNotAFiniteNonNegativeNumberIsRefused() throws {
        for bad in [-1, -0.5, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try PanPad(hysteresis: bad), "\(bad)") { error in
                guard case .invalidHysteresis(let value)? = error as? InputError else {
                    return XCTFail("\(bad): \(error)")
                }
                XCTAssertTrue(value.isNaN ? bad.isNaN : value == bad)
                XCTAssertEqual("\(error)", "a pan's hysteresis must be a finite number of points >= 0 (got \(bad))")
            }
        }
        XCTAssertEqual(try PanPad(hysteresis: 0).pan?.hysteresis, 0)
        XCTAssertEqual(try PanPad(hysteresis: -0.0).pan?.hysteresis.sign, .plus)
        XCTAssertEqual(try PanPad(hysteresis: 1e300).pan?.hysteresis, 1e300)
        XCTAssertEqual(PanGestureRecognizer<InputError>.defaultHysteresis, 10)
        XCTAssertEqual(PanGestureRecognizer<InputError>(view: View(name: "v")) { _ in }.hysteresis, 10)
        XCTAssertEqual(PanGestureRecognizer<InputError>(instantPanOn: View(name: "v")) { _ in }.hysteresis, 0)
    }

    /// A huge finite hysteresis is never crossed by touches within the script bound (moves of at
    /// most 2e9 * sqrt(2) points), so the pan never begins.
    func testAHugeHysteresisNeverBegins() throws {
        XCTAssertEqual(try play("0 down 0,0; 1 move 299,299; 2 up 299,299", hysteresis: 1e300).log, [])
    }
}
