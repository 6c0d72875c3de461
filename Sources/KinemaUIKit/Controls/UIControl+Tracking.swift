import Foundation
import Kinema

extension UIControl {
    /// Whether `touch` is within the bounds grown by ``touchInsideMargin`` (a location that cannot
    /// be converted, under a non-invertible transform, is outside).
    func isWithinExtendedBounds(_ touch: UITouch) -> Bool {
        guard let local = kinemaView.location(ofRootPoint: touch.windowLocation.kinema) else { return false }
        return kinemaView.extendedBounds(by: Double(Self.touchInsideMargin)).contains(local)
    }

    /// Tracking is over.
    func stopTracking() {
        tracking = false
        touchInside = false
        isHighlighted = false
    }

    /// Sends `events` to their actions with the touch's event.
    func send(_ events: UIControl.Event, _ event: UIEvent?) {
        actions.send(from: self, event: event, for: events)
    }
}
