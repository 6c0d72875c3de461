import Kinema
import KinemaControls
import KinemaUIKit
import XCTest

/// The AR tab bar tutorial's code (ARTabBar.swift) played on the facade gives the frames of
/// `kinema play ar-tab-bar`, every view and column within 1e-9, with no diagnostics.
///
/// The window is 375 x 812 with the safe-area insets 44 / 34 of KinemaControls' scene. Names are
/// mapped by tree position (the tutorial's views keep their class names; the controller's view is
/// `root`). Where the buttons are, from the constraints: the stack's bottom is 10 pt above the
/// indicator, whose bottom is the safe area's (812 - 34), so 763; the gamepad button is 44 x 44
/// against the stack's leading edge (20), the lines button against its trailing edge (355), the
/// camera button 100 x 100 (60 x 60 once a small tab is chosen) centred on 187.5, the arrows 44 x
/// 44 20 pt above it.
@MainActor
final class ARTabBarComparisonTests: XCTestCase, TutorialComparisonCase {
    static let controlName = "ar-tab-bar"
    /// The tutorial's views in pre-order.
    static let tutorialNames = [
        "root", "UIStackView", "CustomTabButton", "UIStackView", "CustomTabButton",
        "CircularButton", "CustomTabButton", "UIView"
    ]

    static let gamepad = "42,741", camera = "187.5,713", lines = "333,741", arrows = "187.5,621"

    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun {
        TutorialRun(
            ARTabBarViewController(), screenSize: CGSize(width: 375, height: 812),
            safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), script: script,
            fps: fps, until: until)
    }

    static let cases = [
        // The README's script: lines, then camera during the spring's tail.
        TutorialCase(
            "README", "0 down 333,741; 0 up 333,741; 0.9 down 187.5,733; 0.9 up 187.5,733", fps: 10, until: 1.8),
        // Each tab in turn, each spring left to settle.
        TutorialCase(
            "each tab, gamepad first",
            "0 down \(gamepad); 0.05 up \(gamepad); 1 down \(camera); 1.05 up \(camera); 2 down \(lines); "
                + "2.05 up \(lines)", until: 3.2),
        TutorialCase(
            "each tab, lines first", "0.1 down \(lines); 0.15 up \(lines); 1.1 down \(gamepad); 1.15 up \(gamepad)",
            until: 2.2),
        // Taps during the spring add springs on top of the running one.
        TutorialCase(
            "taps during the spring",
            "0 down \(gamepad); 0 up \(gamepad); 0.2 down \(lines); 0.2 up \(lines); 0.35 down 187.5,733; "
                + "0.4 up 187.5,733", until: 1.6),
        // Tapping the selected tab runs the block again (nothing changes); the arrows take no
        // action; a finger dragged off a button and lifted beyond 70 pt sends nothing.
        TutorialCase(
            "taps that change nothing",
            "0.1 down \(camera); 0.15 up \(camera); 0.3 down \(arrows); 0.35 up \(arrows); 0.5 down \(gamepad); "
                + "0.6 move 42,600; 0.7 up 42,600", until: 1.2)
    ]

    func testScriptedCases() async throws {
        try checkEveryCase()
    }
}
