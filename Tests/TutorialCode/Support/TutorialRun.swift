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
    /// `safeArea` insets (`setUp` runs before, `prepare` after the controller's view appeared;
    /// with `animated` false, animations are off while it appears), names the view `root`
    /// returns (the controller's by default) `root`, and plays `script`.
    init(
        _ controller: UIViewController, screenSize: CGSize, safeArea: UIEdgeInsets = .zero,
        script: String, fps: Double, until: Double? = nil, animated: Bool = true,
        setUp: (UIKitHarness) -> Void = { _ in },
        root: ((UIKitHarness) -> UIView)? = nil, prepare: (UIKitHarness) -> Void = { _ in }
    ) {
        harness = UIKitHarness(screenSize: screenSize, seed: 1)
        harness.safeAreaInsets = safeArea
        setUp(harness)
        UIView.setAnimationsEnabled(animated)
        harness.show(controller)
        UIView.setAnimationsEnabled(true)
        prepare(harness)
        (root?(harness) ?? controller.view).accessibilityIdentifier = "root"
        frames = harness.play(script, fps: fps, until: until)
    }
}
