import Kinema
import KinemaControls
import KinemaUIKit
import XCTest

/// The popup tutorial's code (PopupMenu.swift) played on the facade gives the frames of
/// `kinema play popup-menu`, every view and column within 1e-9, with no diagnostics.
///
/// Names are mapped by tree position (the tutorial's views keep their class names; the
/// controller's view is `root`). The closed popup's top is at 667 + 440 - 500 = 607, so its title
/// strip spans y 607...667; once an animator towards open has started, hit tests see the model
/// (open) frame, 167...667.
@MainActor
final class PopupMenuComparisonTests: XCTestCase, TutorialComparisonCase {
    static let controlName = "popup-menu"
    /// The tutorial's views in pre-order: the overlay, the popup, its closed and open titles.
    static let tutorialNames = ["root", "UIView", "UIView", "UILabel", "UILabel"]

    func playTutorial(_ script: String, fps: Double, until: Double?) -> TutorialRun {
        TutorialRun(
            PopupMenuViewController(), screenSize: CGSize(width: 375, height: 667), script: script,
            fps: fps, until: until)
    }

    static let cases = [
        // The README's script: dragged open, then tapped closed.
        TutorialCase(
            "README",
            "0 down 187.5,640; 0.25 move 187.5,560; 0.5 move 187.5,480; 0.6 up 187.5,440; 1.5 down 187.5,300; "
                + "1.5 up 187.5,300", fps: 4, until: 2.75),
        // Dragged open: scrubbed by the finger, then thrown upwards.
        TutorialCase(
            "drag open",
            "0.1 down 187.5,640; 0.2 move 187.5,600; 0.3 move 187.5,520; 0.4 move 187.5,400; 0.45 up 187.5,380",
            until: 1.8),
        // Tapped open, caught half-way and flicked down: the animators reverse and close.
        TutorialCase(
            "flick reversal midway",
            "0 down 187.5,640; 0 up 187.5,640; 0.4 down 187.5,500; 0.5 move 187.5,520; 0.55 move 187.5,560; "
                + "0.6 up 187.5,600", until: 2),
        // Tapped open, then tapped closed once settled; then a drag up that ends without motion.
        TutorialCase(
            "tap open and tap close", "0 down 187.5,640; 0 up 187.5,640; 1.3 down 187.5,300; 1.3 up 187.5,300",
            until: 2.6),
        TutorialCase(
            "drag up without motion",
            "0.1 down 187.5,640; 0.2 move 187.5,600; 0.3 move 187.5,600; 0.4 up 187.5,600", until: 1.6),
        // A cancelled touch leaves the caught animators paused until the next touch catches them.
        TutorialCase(
            "cancel leaves the animators paused",
            "0.1 down 187.5,640; 0.2 move 187.5,600; 0.3 cancel; 0.8 down 187.5,620; 0.9 up 187.5,620", until: 2.2)
    ]

    func testScriptedCases() async throws {
        try checkEveryCase()
    }
}
