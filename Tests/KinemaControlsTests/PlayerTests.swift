import Kinema
import KinemaControls
import XCTest

/// The player's event/frame interleaving (as the article on playing a control, in KinemaControls'
/// documentation, states it) and the registry.
final class PlayerTests: XCTestCase {
    func testRegistryListsTheControlsInOrder() throws {
        XCTAssertEqual(ControlRegistry.names.first, "fast-cart-button")
        XCTAssertEqual(ControlRegistry.names.last, "ar-tab-bar")
        XCTAssertThrowsError(try ControlRegistry.make("nope")) {
            XCTAssertEqual($0 as? ControlError, .unknownControl("nope", known: ControlRegistry.names))
        }
        for type in ControlRegistry.controls {
            let control = try type.init(configuration: .standard)
            XCTAssertEqual(control.scene.snapshot().views.map(\.name), type.viewNames, type.name)
        }
    }

    func testConfigurationRejectsBadJitter() {
        for bad in [-1, Double.nan, .infinity] {
            XCTAssertThrowsError(try ControlConfiguration(seed: 1, jitter: bad))
        }
        XCTAssertNoThrow(try ControlConfiguration(seed: .max, jitter: 0))
    }

    /// The player throws the engine's errors as they are: frame times out of range, a frame
    /// before the scene's clock.
    func testThePlayerPassesTheEnginesErrorsOn() throws {
        let player = try Player(controlNamed: "ar-tab-bar")
        XCTAssertThrowsError(try player.frames(fps: 0)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("fps", 0, must: "be in (0, 1000]"))
        }
        _ = try player.frame(at: 1)
        XCTAssertThrowsError(try player.frame(at: 0.5)) {
            XCTAssertEqual($0 as? SceneError, .timeWentBackwards(from: 1, to: 0.5))
        }
    }

    func testDefaultUntilAndFrameTimes() throws {
        let player = try Player(
            controlNamed: "ar-tab-bar", script: EventScript(parsing: "0.5 down 333,741; 0.5 up 333,741"))
        let frames = try player.frames(fps: 4)
        // until = 0.5 + 2 = 2.5: frames at k / 4 for k = 0 ... 10.
        XCTAssertEqual(frames.map(\.time), (0...10).map { Double($0) / 4 })
        let none = try Player(controlNamed: "fast-cart-button").frames(fps: 2)
        XCTAssertEqual(none.count, 7) // 3 s at 2 fps: 0 ... 3
    }

    func testEventsAtAFrameTimeAreDeliveredBeforeItAndLaterOnesAreNot() throws {
        // The tap at 0.5 lands exactly on frame 0.5: that frame already shows the tapped state
        // (the arrows hide at once); frame 0.25 does not.
        let player = try Player(
            controlNamed: "ar-tab-bar", script: EventScript(parsing: "0.5 down 333,741; 0.5 up 333,741"))
        let frames = try player.frames(fps: 4, until: 0.5)
        XCTAssertEqual(frames[1]["arrowsButton"]?.isHidden, false)
        XCTAssertEqual(frames[2]["arrowsButton"]?.isHidden, true)
        // Events after the last frame are never delivered.
        let early = try Player(
            controlNamed: "ar-tab-bar", script: EventScript(parsing: "0.5 down 333,741; 0.5 up 333,741"))
        _ = try early.frames(fps: 4, until: 0.25)
        XCTAssertEqual((early.control as? ARTabBar)?.state, .camera)
    }

    func testAFrameDoesNotDependOnTheFrameRate() throws {
        let script = try EventScript(parsing: "0 down 187.5,333.5; 0.37 move 190,340; 0.61 up 190,340")
        let coarse = try Player(controlNamed: "fast-cart-button", script: script).frames(fps: 4, until: 1)
        let fine = try Player(controlNamed: "fast-cart-button", script: script).frames(fps: 100, until: 1)
        for (k, frame) in coarse.enumerated() { XCTAssertEqual(frame, fine[k * 25], "t = \(frame.time)") }
    }
}
