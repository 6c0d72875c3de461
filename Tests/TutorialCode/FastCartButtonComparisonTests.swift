import Kinema
import KinemaControls
import KinemaUIKit
import XCTest

/// The fast cart tutorial's code (FastCartButton.swift) played on the facade gives the frames of
/// `kinema play fast-cart-button`, every view and column within 1e-9, with no diagnostics.
///
/// Names: the test maps them by tree position (the tutorial's views keep their class names); the
/// controller's view is `root`. The reset the tutorial omits after the touch-up keyframes is done
/// by the test (FastCartButton+IdleReset.swift).
@MainActor
final class FastCartButtonComparisonTests: XCTestCase, TutorialComparisonCase {
    static let controlName = "fast-cart-button"
    /// The tutorial's views in pre-order: the host's view, the control, its three pink lines, the
    /// pink button, the cart image and the three white lines.
    static let tutorialNames = [
        "root", "FastCartButton", "UIView", "UIView", "UIView", "UIView", "UIImageView",
        "UIView", "UIView", "UIView"
    ]

    /// The tutorial with the test's reset after each touch-up.
    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun {
        let controller = FastCartButtonViewController()
        return TutorialRun(
            controller, screenSize: CGSize(width: 375, height: 667), script: script, fps: fps,
            until: until, prepare: { _ in controller.button.restoreIdleLayoutAfterEachTouchUp() })
    }

    static let cases = [
        // The README's scripts: the filmstrip's tap, and the HTML player's.
        TutorialCase("README filmstrip", "0 down 187.5,333.5; 0 up 187.5,333.5", fps: 12, until: 0.9),
        TutorialCase("README player", "0.3 down 187.5,333.5; 0.4 up 187.5,333.5"),
        // A press held past the end of the 0.8 s spring, then released.
        TutorialCase("press", "0.1 down 190,340; 0.5 move 195,345; 1.2 up 195,345", until: 2.4),
        // A drag out of the bounds grown by 70 pt (the control spans 161.5...213.5 on x), lifted
        // out: the 0.3 s spring back, then idle.
        TutorialCase(
            "drag out cancels", "0.1 down 187.5,333.5; 0.3 move 250,333.5; 0.45 move 320,333.5; 0.7 up 320,333.5",
            until: 1.6),
        // Out and back in before lifting: down, cancelled, down again (if the cancel spring's
        // completion has not made it idle first), then up and the keyframes.
        TutorialCase(
            "drag out and back", "0.1 down 187.5,333.5; 0.3 move 320,333.5; 0.45 move 200,340; 0.6 up 200,340",
            until: 2),
        TutorialCase(
            "drag out and back later", "0.1 down 187.5,333.5; 0.2 move 320,333.5; 0.65 move 200,340; 0.8 up 200,340",
            until: 2.2),
        // A second tap during the keyframes is refused; one after the reset runs again, with new
        // draws.
        TutorialCase(
            "taps during and after the keyframes",
            "0 down 187.5,333.5; 0.05 up 187.5,333.5; 0.4 down 187.5,333.5; 0.45 up 187.5,333.5; "
                + "1.0 down 180,330; 1.1 up 180,330", until: 2.2),
        // The system cancelling the touch gives the cancel spring.
        TutorialCase("system cancel", "0.1 down 187.5,333.5; 0.4 cancel", until: 1.2)
    ]

    func testScriptedCases() async throws {
        try checkEveryCase()
    }

    /// Without the test's reset the tutorial's views stay where the keyframes left them: the
    /// frames agree until the keyframes end and differ after (the cart is off the button, the
    /// pink lines invisible), which is the omission the tutorial states.
    func testWithoutTheResetTheFramesDifferAfterTheKeyframes() async throws {
        let script = "0 down 187.5,333.5; 0 up 187.5,333.5"
        let controller = FastCartButtonViewController()
        let run = TutorialRun(
            controller, screenSize: CGSize(width: 375, height: 667), script: script, fps: 60,
            until: 1.2)
        let control = try Player(controlNamed: "fast-cart-button", script: EventScript(parsing: script))
            .frames(fps: 60, until: 1.2)
        let before = FrameComparison(
            tutorial: Array(run.frames.prefix(48)), tutorialNames: Self.tutorialNames,
            control: Array(control.prefix(48)), controlNames: KinemaControls.FastCartButton.viewNames)
        before.assertEqual("up to t = 0.8")
        let after = FrameComparison(
            tutorial: Array(run.frames.suffix(from: 49)), tutorialNames: Self.tutorialNames,
            control: Array(control.suffix(from: 49)), controlNames: KinemaControls.FastCartButton.viewNames)
        XCTAssertFalse(after.failures.isEmpty)
        // The cart stays 104 pt right of the button's centre: 187.5 + 104 in root coordinates.
        let cart = FrameComparison.subtree(named: "root", in: run.frames.last!)[6]
        XCTAssertEqual(cart.center.x, 187.5 + 104, accuracy: 1e-9)
        XCTAssertEqual(control.last!["cart"]!.center.x, 187.5, accuracy: 1e-9)
    }
}
