import Kinema
import XCTest

/// A responder whose root view logs every touch it receives.
private final class LoggingResponder: TouchResponder {
    let scene = Scene(size: Size(width: 100, height: 100))
    var log: [String] = []
    private lazy var handler = Handler(owner: self)

    final class Handler: TouchHandler {
        weak var owner: LoggingResponder?
        let view: View
        init(owner: LoggingResponder) { self.owner = owner; view = owner.scene.root }
        func touchBegan(at point: Point, time: Double) throws(InputError) { owner?.log.append("began \(point)") }
        func touchMoved(to point: Point, time: Double) throws(InputError) { owner?.log.append("moved \(point)") }
        func touchEnded(at point: Point, time: Double) throws(InputError) { owner?.log.append("ended \(point)") }
        func touchCancelled(time: Double) throws(InputError) { owner?.log.append("cancelled") }
    }

    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? { handler }
}

/// The router is the library's way around the script parser: it applies the same 1e9 bound.
final class TouchRouterLimitTests: XCTestCase {
    func testTouchesBeyondTheMagnitudeBoundAreRefusedAndNotDelivered() throws {
        let responder = LoggingResponder()
        let router = TouchRouter<InputError>()
        try router.send(.down(0, Point(x: 10, y: 10)), to: responder)
        let far = TouchEvent.move(1, Point(x: 1e308, y: 10))
        XCTAssertThrowsError(try router.send(far, to: responder)) { error in
            XCTAssertEqual(error as? InputError, .eventOutOfRange(far))
        }
        XCTAssertThrowsError(try router.deliver(far, to: responder)) { error in
            XCTAssertEqual(error as? InputError, .eventOutOfRange(far))
        }
        let late = TouchEvent.up(1e17, Point(x: 10, y: 10))
        XCTAssertThrowsError(try router.send(late, to: responder)) { error in
            XCTAssertEqual(error as? InputError, .eventOutOfRange(late))
        }
        // Nothing moved: the clock stayed at the last delivered event, only the down arrived.
        XCTAssertEqual(responder.scene.time, 0)
        XCTAssertEqual(responder.log, ["began (10.0, 10.0)"])
        // The bound itself is delivered.
        try router.send(.up(1e9, Point(x: -1e9, y: 1e9)), to: responder)
        XCTAssertEqual(responder.log.last, "ended (-1000000000.0, 1000000000.0)")
    }

    func testOutOfRangeMessageIsOneLine() {
        let error = InputError.eventOutOfRange(.move(1, Point(x: 1e308, y: 10)))
        XCTAssertEqual(
            error.description,
            "the touch '1.0 move 1e+308,10.0' has a time or coordinate whose magnitude exceeds 1e9")
    }
}
