import Foundation
import Kinema
import KinemaUIKit

/// A window, a clock and a finger for UIKit code: the harness shows view controllers, moves time,
/// touches the screen and says what UIKit would have logged. Everything is deterministic: the
/// clock moves only when told, and randomness comes from a generator seeded with ``seed``.
///
/// ```swift
/// let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))  // a window; clock at 0
/// harness.show(viewController)     // loadView, viewDidLoad, viewWillAppear, layout, viewDidAppear at t = 0
/// harness.advance(to: 0.25)        // runs animations, completions, asyncAfter, dynamics, layout
/// harness.touchDown(at: CGPoint(x: 100, y: 300))   // window coordinates, at the current time
/// harness.diagnostics              // what UIKit would have logged, in order
/// ```
///
/// One harness is current at a time: the newest one, until ``makeCurrent()`` picks another.
/// UIKit's static calls (`UIView.animate`, `DispatchQueue.main`, `CACurrentMediaTime()`,
/// `CGFloat.random(in:)`) act on the current harness.
@MainActor
public final class UIKitHarness {
    let runtime: UIKitRuntime
    /// The finger (see UIKitHarness+Touches.swift).
    lazy var finger = TouchDelivery(window: runtime.window)

    /// The seed of the random generator.
    public let seed: UInt64

    /// A harness with a window of `screenSize` at the origin, its clock at 0 and its generator
    /// seeded with `seed`; it becomes the current harness.
    public init(screenSize: CGSize = CGSize(width: 375, height: 667), seed: UInt64 = 1) {
        self.seed = seed
        runtime = UIKitRuntime(screenSize: screenSize, seed: seed)
        Self.harnesses[ObjectIdentifier(runtime)] = WeakHarness(value: self)
        makeCurrent()
    }

    /// Makes this harness the one UIKit's static calls act on.
    public func makeCurrent() { UIKitRuntime.installed = runtime }

    /// The current harness (a default one is created when none was).
    public static var current: UIKitHarness {
        let runtime = UIKitRuntime.current
        if let harness = harnesses[ObjectIdentifier(runtime)]?.value { return harness }
        return UIKitHarness(adopting: runtime)
    }

    private static var harnesses: [ObjectIdentifier: WeakHarness] = [:]

    private init(adopting runtime: UIKitRuntime) {
        self.runtime = runtime
        seed = 1
        Self.harnesses[ObjectIdentifier(runtime)] = WeakHarness(value: self)
    }

    /// The window.
    public var window: UIWindow { runtime.window }

    /// The engine's scene (the window's view is its root).
    public var scene: Scene { runtime.scene }

    /// The harness clock, in seconds.
    public var time: Double { runtime.scene.time }

    /// What UIKit would have logged, in order.
    public var diagnostics: [String] { runtime.diagnostics }

    /// `UIAccessibility.isReduceMotionEnabled`.
    public var isReduceMotionEnabled: Bool {
        get { runtime.isReduceMotionEnabled }
        set { runtime.isReduceMotionEnabled = newValue }
    }

    /// The safe-area insets of the window (zero by default; a notched phone's are top 44, bottom 34).
    public var safeAreaInsets: UIEdgeInsets {
        get { window.safeAreaInsets }
        set {
            window.kinemaView.safeAreaInsets = EdgeInsets(
                top: Double(newValue.top), left: Double(newValue.left),
                bottom: Double(newValue.bottom), right: Double(newValue.right))
        }
    }

    /// Registers an image for `UIImage(named: name)` (Linux has no asset catalogue): an image of
    /// `size` points drawn as the engine's `symbol` pictogram (the photo by default), in white
    /// unless a view tints it. With a `color`, the picture is opaque and shows as that colour
    /// wherever it covers an image view (see `UIImageView`); without one it is transparent.
    public func registerImage(named name: String, size: CGSize, symbol: ViewSymbol = .photo, color: Color? = nil) {
        runtime.namedImages[name] = (symbol, size, color)
    }

    // MARK: Showing controllers

    /// Shows `viewController` full screen at the current time: loads its view (`loadView`,
    /// `viewDidLoad`), calls `viewWillAppear(false)`, puts the view in the window at the window's
    /// bounds, lays out (`viewWillLayoutSubviews`, the pass, `viewDidLayoutSubviews`) and calls
    /// `viewDidAppear(false)`.
    public func show(_ viewController: UIViewController) {
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(false)
        window.rootViewController = viewController
        viewController.viewWillLayoutSubviews()
        window.layoutIfNeeded()
        viewController.viewDidLayoutSubviews()
        viewController.viewDidAppear(false)
    }

    // MARK: Time

    /// Moves the clock to `time` (seconds), running on the way every animation step, completion,
    /// `asyncAfter` block, dynamics step and pending layout pass that is due, in order (a layout
    /// pass runs only when something asked for one, as UIKit's run loop lays out).
    public func advance(to time: Double) {
        runtime.advance(to: time)
        runtime.scene.layoutIfPending()
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { advance(to: runtime.scene.time + seconds) }

    // MARK: Frames

    /// Every view of the window at the current time, in Kinema's frame form (the columns of
    /// `kinema play`, views named by their `accessibilityIdentifier` or class): what
    /// KinemaTesting's goldens, KinemaRender's filmstrips, HTML player and Lottie export read.
    public func snapshot() -> FrameSnapshot { runtime.scene.snapshot() }

    /// Frames at `t = k / fps` for `k = 0 ... floor(until * fps)`, advancing the clock to each.
    public func frames(fps: Double, until: Double) -> [FrameSnapshot] { play(.empty, fps: fps, until: until) }
}

private struct WeakHarness {
    weak var value: UIKitHarness?
}
