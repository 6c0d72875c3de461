import Kinema
import KinemaControls
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The spinning tips tutorial's code (SpinningTips.swift) played on the facade gives the frames
/// of `kinema play spinning-tips`, every view and column within 1e-9, with no diagnostics.
///
/// The tutorial's ViewController is shown with animations off, so that its cross-dissolve
/// presentation of the tips ends at once and the tips' animator starts at time 0, as
/// KinemaControls' scene does (which leaves the presentation out). Its photos are registered as
/// 640 x 427 pictures in KinemaControls' placeholder colours. The tips controller's view is
/// `root`; the other names are mapped by tree position. A dismissal takes the tips out of the
/// window when its 0.3 s fade ends, where KinemaControls keeps its root at alpha 0: frames are
/// compared until then, and after it the tutorial has no tips and KinemaControls' root is clear.
@MainActor
final class SpinningTipsComparisonTests: XCTestCase, TutorialComparisonCase {
    static let controlName = "spinning-tips"
    /// The tutorial's views in pre-order: the tips controller's view, the card, its two labels,
    /// its image view, its page control and the page control's three dots.
    static let tutorialNames = [
        "root", "TipView", "UILabel", "UILabel", "UIImageView", "UIPageControl",
        "pageIndicator0", "pageIndicator1", "pageIndicator2"
    ]
    static let photos = ["als-ice-bucket-challenge", "arch-architecture", "man-mountains"]

    /// The tips presented without animation, their photos registered; once they left the window
    /// (a dismissal ended), the comparison wants KinemaControls' root clear.
    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun {
        let presenter = ViewController()
        return TutorialRun(
            presenter, screenSize: CGSize(width: 375, height: 667), script: script, fps: fps,
            until: until, animated: false,
            setUp: { harness in
                for (name, tip) in zip(Self.photos, KinemaControls.SpinningTips.tips) {
                    harness.registerImage(
                        named: name, size: CGSize(width: 640, height: 427), symbol: .photo,
                        color: tip.imageColor)
                }
            }, root: { _ in presenter.presentedViewController!.view })
    }

    /// The README's script: the first tip flung left, the second coming in from the right.
    static let readme =
        "0.35 down 190,330; 0.4 move 160,325; 0.45 move 120,320; 0.5 move 80,315; 0.55 move 50,310; 0.55 up 50,310"

    static let cases = [
        TutorialCase("README at 10 fps", readme, fps: 10, until: 1.1),
        TutorialCase("README", readme, until: 2.5),
        // A small drag snaps back; a tap (no 10 pt move) does nothing.
        TutorialCase(
            "small drag snaps back, tap does nothing",
            "1.0 down 190,330; 1.1 move 200,335; 1.2 move 230,340; 1.3 up 230,340; 2.0 down 190,330; 2.1 up 190,330",
            until: 3),
        // Flung right at the first tip: the first tip comes back from the right.
        TutorialCase(
            "swipe right at the first tip", "0.8 down 190,330; 0.9 move 250,330; 1.0 move 320,330; 1.05 up 320,330",
            until: 2.5)
    ]

    func testScriptedCases() async throws {
        try checkEveryCase()
    }

    /// Three flings left: past the last tip the tips are dismissed, fading out over 0.3 s.
    func testSwipingPastTheLastTipDismisses() async throws {
        let script = (1...3).map { s in
            "\(s).0 down 190,330; \(s).05 move 150,330; \(s).1 move 90,330; \(s).15 move 40,330; \(s).15 up 40,330"
        }
        let found = try check(script.joined(separator: "; "), until: 4.2, leavesTheWindow: true)
        let (tutorial, control) = (found.run.frames, found.control)
        // The fade starts 0.4 s after the last fling (3.15 + 0.4) and lasts 0.3 s: the last frame
        // with the tips is the one before t = 3.85 (frame 231, 3.85 = 231 / 60).
        let last = try XCTUnwrap(tutorial.last { !FrameComparison.subtree(named: "root", in: $0).isEmpty })
        XCTAssertEqual(last.time, 230.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(control.last?["root"]?.alpha, 0)
    }

    /// Presented as the tutorial presents it (animated): the tips fade in over the cross-dissolve
    /// (0.3 s, ease-in-out, alpha 0.5 at half time), the card appears when the fade ends and
    /// swings in from there.
    func testTheAnimatedPresentationFadesTheTipsIn() async throws {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
        for name in Self.photos {
            harness.registerImage(named: name, size: CGSize(width: 640, height: 427))
        }
        let presenter = ViewController()
        harness.show(presenter)
        let tips = try XCTUnwrap(presenter.presentedViewController as? TipViewController)
        tips.view.accessibilityIdentifier = "root"
        harness.advance(to: 0.15)
        // easeInOut is the Bezier (0.42, 0, 0.58, 1), symmetric about its midpoint: 0.5 at t = 0.5.
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["root"]).alpha, 0.5, accuracy: 1e-9)
        XCTAssertNil(tips.tipView, "the animator is set up in viewDidAppear, after the fade")
        harness.advance(to: 0.3)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["root"]).alpha, 1)
        let card = try XCTUnwrap(tips.tipView)
        // Placed at rotatedRight: the root's centre plus (500, 500), turned a quarter turn.
        XCTAssertEqual(Double(card.center.x), 187.5 + 500, accuracy: 1e-9)
        XCTAssertEqual(Double(card.center.y), 333.5 + 500, accuracy: 1e-9)
        harness.advance(to: 2.5)
        XCTAssertEqual(Double(card.center.x), 187.5, accuracy: 0.5, "the card has swung in")
        XCTAssertEqual(harness.diagnostics, [])
    }
}
