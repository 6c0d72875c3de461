import KinemaCore
import XCTest

@testable import Kinema

/// An explicit animation's run, which owns its entries, must not outlive its stop: each entry
/// holds the run as its owner, so a run that kept its entries kept itself alive (found by the
/// fuzzer's leak check).
final class ExplicitRunLifetimeTests: XCTestCase {
    func testARunGoesWhenItStops() throws {
        let (scene, box) = try makeExplicitScene()
        var fade = BasicAnimation(keyPath: .opacity, from: .number(0), to: .number(1))
        fade.duration = 1
        try box.addAnimation(fade, forKey: "fade")
        var push = TransitionAnimation(style: .push(from: .left))
        push.duration = 1
        try box.addAnimation(push, forKey: "push")
        weak let first = box.media.runs.first
        weak let second = box.media.runs.last
        XCTAssertNotNil(first)
        XCTAssertNotNil(second)
        try scene.advance(to: 2)
        XCTAssertTrue(box.media.runs.isEmpty)
        XCTAssertNil(first)
        XCTAssertNil(second)
    }

    /// A run that never stops goes with its view.
    func testAnEndlessRunGoesWithItsView() throws {
        weak var run: ExplicitRun?
        weak var lost: View?
        try {
            let (scene, box) = try makeExplicitScene()
            var spin = BasicAnimation(keyPath: .rotation, from: .number(0), to: .number(6))
            spin.duration = 1
            spin.repeatCount = .infinity
            try box.addAnimation(spin, forKey: "spin")
            run = box.media.runs.first
            lost = box
            try scene.advance(to: 0.5)
            box.removeFromSuperview()
        }()
        XCTAssertNil(lost)
        XCTAssertNil(run)
    }
}
