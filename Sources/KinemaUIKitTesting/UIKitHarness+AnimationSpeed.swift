import Foundation
import Kinema
import KinemaUIKit

extension UIKitHarness {
    /// How fast every animation of the window runs, as the simulator's "Slow Animations" setting
    /// does (1 by default; 0.1 is ten times slower): the speed of the window's layer, so UIView
    /// animation blocks, keyframes, property animators and Core Animation's animations all slow
    /// down, and their completions come later. The harness clock, `CACurrentMediaTime()`,
    /// `asyncAfter` and display links keep real time.
    ///
    /// A change keeps the window's local time continuous: from the clock's time `now`, the window's
    /// time runs `t = (tp - now) * speed + t_now`, so what is on screen does not jump. It sets the
    /// window layer's `beginTime`, `speed` and `timeOffset`; a value that is not finite (or above
    /// 1e9) is reported in the diagnostics and ignored.
    public var animationSpeed: Double {
        get { window.kinemaView.speed }
        set {
            let view = window.kinemaView
            guard newValue.isFinite, abs(newValue) <= 1e9 else {
                view.speed = newValue // refused by the engine, which reports it
                return
            }
            let now = scene.time
            let local = view.localTime
            view.timeOffset = local
            view.beginTime = now
            view.speed = newValue
        }
    }
}
