import KinemaCore

/// A button's tap action (UIButton with a `touchUpInside` target): the action runs when a touch
/// that began on the button lifts within the button's bounds extended by 70 pt.
/// Cancelled touches send nothing. `Failure` is what the action throws (its responder's error).
public final class ButtonTarget<Failure: Error>: TouchHandler {
    /// The button.
    public let view: View
    /// How far outside its bounds a lift still counts (70 pt).
    public let extendedMargin: Double
    /// Whether a touch that began on the button is down.
    public private(set) var isTracking = false
    /// Whether the tracked touch is within the extended bounds (UIKit's `isTouchInside`).
    public private(set) var isTouchInside = false
    private let action: () throws(Failure) -> Void

    /// A target for `view` running `action` on each tap.
    public init(view: View, extendedMargin: Double = 70, action: @escaping () throws(Failure) -> Void) {
        self.view = view
        self.extendedMargin = extendedMargin
        self.action = action
    }

    /// Starts tracking.
    public func touchBegan(at location: Point, time: Double) throws(Failure) {
        isTracking = true
        isTouchInside = contains(location)
    }

    /// Follows the finger.
    public func touchMoved(to location: Point, time: Double) throws(Failure) {
        guard isTracking else { return }
        isTouchInside = contains(location)
    }

    /// Runs the action when the lift is within the extended bounds.
    public func touchEnded(at location: Point, time: Double) throws(Failure) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        if contains(location) { try action() }
    }

    /// Stops tracking without the action.
    public func touchCancelled(time: Double) throws(Failure) {
        isTracking = false
        isTouchInside = false
    }

    private func contains(_ rootPoint: Point) -> Bool {
        guard let local = view.location(ofRootPoint: rootPoint) else { return false }
        return view.extendedBounds(by: extendedMargin).contains(local)
    }
}
