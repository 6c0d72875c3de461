import Kinema
import KinemaUIKit
import KinemaUIKitTesting

/// One run of a tutorial's code on a fresh harness: the controller shown at time 0 (its view
/// named `root` in the frames), then `script` played as `kinema play` plays it.
@MainActor
struct TutorialRun {
    /// The harness (its diagnostics say what UIKit would have logged).
    let harness: UIKitHarness
    /// The frames, the window's views included.
    let frames: [FrameSnapshot]

    /// Shows `controller` on a harness of `screenSize` (seed 1, as `kinema play`'s default) with
    /// `safeArea` insets, calls `prepare` (after the controller's view appeared), names the view
    /// `root` returns (the controller's by default) `root`, and plays `script`.
    init(_ controller: UIViewController, screenSize: CGSize, safeArea: UIEdgeInsets = .zero,
         script: String, fps: Double, until: Double? = nil,
         root: ((UIKitHarness) -> UIView)? = nil, prepare: (UIKitHarness) -> Void = { _ in }) {
        harness = UIKitHarness(screenSize: screenSize, seed: 1)
        harness.safeAreaInsets = safeArea
        harness.show(controller)
        prepare(harness)
        (root?(harness) ?? controller.view).accessibilityIdentifier = "root"
        frames = harness.play(script, fps: fps, until: until)
    }
}
