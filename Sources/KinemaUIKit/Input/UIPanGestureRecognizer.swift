import Foundation
import Kinema

/// UIKit's pan recogniser, with Kinema's pan rules (the same as the engine's
/// `PanGestureRecognizer`, so a facade pan and an engine pan fed the same touches report the same
/// values):
///
/// - **Beginning.** The pan begins on the first move whose distance (Euclidean, window
///   coordinates) from where the finger landed is at least ``hysteresis`` (10 pt, Kinema's
///   decided value, as UIKit does not publish its own), at that move's point. A touch that lifts
///   or is cancelled before then fails the recogniser (its actions never run). Then every move
///   is a change, the lift ends the pan and a cancellation cancels it.
/// - **Translation** is the current location minus where the finger landed (not where the pan
///   began), converted to the given view's coordinates as a vector (its transforms apply, its
///   position does not).
/// - **Velocity** (points per second) is `(p_last - p_prev) / (t_last - t_prev)` over the last two
///   samples (the landing, the moves and the lift, before the pan began too) whose times differ
///   (a sample at the same time as the latest replaces it); zero with fewer than two. A
///   cancellation adds no sample.
///
/// A subclass may begin at once by setting `state = .began` in `touchesBegan` after calling
/// `super` (the popup tutorial's instant pan); the rules above then run from there.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touch must move before the pan begins: 10 pt *(decided; Kinema's engine pan
    /// uses the same value)*.
    public static var hysteresis: CGFloat { CGFloat(PanGestureRecognizer<InputError>.defaultHysteresis) }

    /// The fewest touches that make a pan: 1 (the harness has one finger).
    open var minimumNumberOfTouches = 1
    /// The most touches that make a pan.
    open var maximumNumberOfTouches = Int.max

    /// Where the finger landed, moved by ``setTranslation(_:in:)`` (window coordinates).
    var startLocation: Point = .zero
    /// The latest sample (time, window point) and the latest one before it in time.
    var latestSample: (time: Double, point: Point)?
    var previousSample: (time: Double, point: Point)?

    /// The translation since the finger landed, in `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let current = latestSample?.point ?? startLocation
        return Self.vector(from: startLocation, to: current, in: view)
    }

    /// Makes the translation in `view`'s coordinates equal `translation` from now on, and resets
    /// the velocity (as UIKit does).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = latestSample?.point ?? startLocation
        var windowVector = translation
        if let view {
            let origin = view.convert(CGPoint.zero, to: nil)
            let tip = view.convert(translation, to: nil)
            windowVector = CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
        }
        startLocation = Point(x: current.x - Double(windowVector.x), y: current.y - Double(windowVector.y))
        previousSample = nil
    }

    /// The velocity in points per second, in `view`'s coordinates (the window's when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let latest = latestSample, let previous = previousSample else { return .zero }
        let dt = latest.time - previous.time
        let windowVelocity = Point(
            x: (latest.point.x - previous.point.x) / dt, y: (latest.point.y - previous.point.y) / dt)
        return Self.vector(from: .zero, to: windowVelocity, in: view)
    }

    /// Starts following the touch where it landed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        latestSample = nil
        previousSample = nil
        startLocation = touch.windowLocation.kinema
        addSample(touch)
    }

    /// Begins once the touch has moved ``hysteresis`` points, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        addSample(touch)
        switch state {
        case .began, .changed:
            state = .changed
        case .possible:
            if touch.windowLocation.kinema.distance(to: startLocation) >= Double(Self.hysteresis) { state = .began }
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Ends the pan, or fails when it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { addSample(touch) }
        state = state == .possible ? .failed : .ended
    }

    /// Cancels the pan, or fails when it never began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    private func addSample(_ touch: UITouch) {
        let sample = (time: touch.timestamp, point: touch.windowLocation.kinema)
        if let latest = latestSample, latest.time != sample.time { previousSample = latest }
        latestSample = sample
    }

    /// The vector from `a` to `b` (window coordinates) in `view`'s coordinates: the inverse of the
    /// linear part of the view's matrix to the window applied to `b - a` (its transforms apply,
    /// its position does not); `b - a` itself when that matrix cannot be inverted.
    private static func vector(from a: Point, to b: Point, in view: UIView?) -> CGPoint {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        guard let view else { return CGPoint(x: dx, y: dy) }
        let m = view.kinemaView.modelLinearMapToRoot
        if m.isIdentity { return CGPoint(x: dx, y: dy) }
        let det = m.a * m.d - m.b * m.c
        guard det != 0, det.isFinite else { return CGPoint(x: dx, y: dy) }
        return CGPoint(x: (m.d * dx - m.c * dy) / det, y: (m.a * dy - m.b * dx) / det)
    }
}
