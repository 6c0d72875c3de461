import Foundation
import Kinema

/// What stands in for UIKit's application, window server and run loop: the window and its Kinema
/// scene (whose clock is the only time there is), the seeded random generator, the settings
/// UIKit reads from the system, and the log of what UIKit would have written to the console.
///
/// One runtime is current at a time (``current``): UIKit's static calls (`UIView.animate`,
/// `DispatchQueue.main`, `CACurrentMediaTime()`, `CGFloat.random(in:)`) act on it.
/// KinemaUIKitTesting's `UIKitHarness` owns one and makes it current; when none is current, the
/// first call that needs one creates a default runtime (a 375 x 667 window, seed 1, clock at 0).
@MainActor
package final class UIKitRuntime {
    /// The current runtime; set by a harness, created on first use otherwise.
    package static var current: UIKitRuntime {
        if let runtime = installed { return runtime }
        let runtime = UIKitRuntime(screenSize: CGSize(width: 375, height: 667), seed: 1)
        installed = runtime
        return runtime
    }

    /// The runtime a harness installed (or the default one, once created).
    package static var installed: UIKitRuntime?

    /// The window: the root of the scene's view tree.
    package let window: UIWindow
    /// The engine's scene: its root is the window's view.
    package let scene: Scene
    /// What UIKit would have logged, in order (the scene's own diagnostics included).
    package var diagnostics: [String] {
        syncSceneDiagnostics()
        return log
    }
    private var log: [String] = []
    private var sceneDiagnosticsSeen = 0
    /// The generator behind `CGFloat.random(in:)` and `Double.random(in:)`.
    package var generator: SplitMix64
    /// `UIAccessibility.isReduceMotionEnabled`.
    package var isReduceMotionEnabled = false
    /// `UIView.areAnimationsEnabled`.
    package var areAnimationsEnabled = true
    /// The durations of the animation blocks being run, innermost last
    /// (`UIView.inheritedAnimationDuration`).
    package var animationDurations: [Double] = []
    /// How deep the keyframe blocks run without animation are (`addKeyframe` then applies at once).
    var keyframesWithoutAnimation = 0
    /// Auto Layout's bookkeeping (constraints in the solver, guides to keep in step).
    let autoLayout = RuntimeAutoLayout()
    /// The images `UIImage(named:)` finds, registered by the harness: Linux has no asset
    /// catalogue, so each name stands for a size, a pictogram and, for an opaque picture, the
    /// colour it shows as.
    package var namedImages: [String: (symbol: ViewSymbol, size: CGSize, color: Color?)] = [:]

    /// A runtime with a window of `screenSize` at the origin and a generator seeded with `seed`.
    package init(screenSize: CGSize, seed: UInt64) {
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        // A fresh root view has no superview or scene, so a scene around it always builds.
        scene = (try? Scene(root: window.kinemaView)) ?? Scene(size: screenSize.kinema)
        generator = SplitMix64(seed: seed)
        window.owningRuntime = self
        installLayoutHooks()
    }

    /// Records a line UIKit would have logged.
    package func log(_ line: String) {
        syncSceneDiagnostics()
        log.append(line)
    }

    /// Records an exception UIKit would have raised (the call did nothing).
    package func logException(_ name: String, _ reason: String) {
        log("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)' (ignored)")
    }

    /// Runs a throwing engine call, logging its error instead of throwing (as UIKit never throws).
    @discardableResult
    package func perform<T>(_ what: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            log("\(what): \(error)")
            return nil
        }
    }

    /// Moves the engine's clock (everything due on the way runs).
    package func advance(to time: Double) {
        perform("advance") { try scene.advance(to: time) }
    }

    /// Copies the scene's new diagnostics into the log, worded as UIKit would log them.
    private func syncSceneDiagnostics() {
        let all = scene.diagnostics
        guard all.count > sceneDiagnosticsSeen else { return }
        for diagnostic in all[sceneDiagnosticsSeen...] {
            switch diagnostic.source {
            case .layout:
                log.append(layoutDiagnosticLine(diagnostic))
            default:
                log.append(diagnostic.message)
            }
        }
        sceneDiagnosticsSeen = all.count
    }
}
