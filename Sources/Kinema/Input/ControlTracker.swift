import KinemaCore

/// The tracking methods a UIControl subclass overrides (`beginTracking`, `continueTracking`,
/// `endTracking`, `cancelTracking`), plus the control's primary action (`touchUpInside`).
/// Locations are in the control's bounds coordinates. `Failure` is what the methods throw.
public protocol ControlTracking<Failure>: AnyObject {
    /// The error the tracking methods throw.
    associatedtype Failure: Error
    /// A touch landed on the control; return whether to track it (false ignores the rest of the
    /// sequence, and no primary action is sent).
    func beginTracking(at location: Point) throws(Failure) -> Bool
    /// The tracked touch moved; return whether to keep tracking it.
    func continueTracking(at location: Point) throws(Failure) -> Bool
    /// The tracked touch lifted.
    func endTracking(at location: Point) throws(Failure)
    /// The tracked touch was cancelled.
    func cancelTracking() throws(Failure)
    /// The tracked touch lifted within the control's bounds extended by 70 pt (UIKit's
    /// `touchUpInside`); sent after `endTracking`.
    func sendPrimaryAction() throws(Failure)
}

/// UIControl's touch tracking as a touch handler: converts each event to the control's
/// coordinates and calls its ``ControlTracking`` methods.
///
/// Decided where UIKit is not documented: when `beginTracking` or `continueTracking` returns false
/// the rest of the sequence is ignored; the primary action follows `endTracking`. A location that
/// cannot be converted (a non-invertible transform) counts as outside everything.
public final class ControlTracker<Delegate: ControlTracking>: TouchHandler {
    /// What the delegate's methods throw.
    public typealias Failure = Delegate.Failure
    /// The control's view.
    public let view: View
    /// The receiver of the tracking calls (the control; held weakly).
    public weak var delegate: Delegate?
    /// How far outside its bounds a lift still sends the primary action (70 pt).
    public let extendedMargin: Double
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false

    /// A tracker for `view` calling `delegate`.
    public init(view: View, delegate: Delegate, extendedMargin: Double = 70) {
        self.view = view
        self.delegate = delegate
        self.extendedMargin = extendedMargin
    }

    /// Asks the delegate whether to track.
    public func touchBegan(at location: Point, time: Double) throws(Failure) {
        guard let delegate, let local = view.location(ofRootPoint: location) else { return }
        isTracking = try delegate.beginTracking(at: local)
    }

    /// Continues tracking.
    public func touchMoved(to location: Point, time: Double) throws(Failure) {
        guard isTracking, let delegate else { return }
        let local = view.location(ofRootPoint: location) ?? Point(x: .infinity, y: .infinity)
        isTracking = try delegate.continueTracking(at: local)
    }

    /// Ends tracking, then sends the primary action when the lift is within the extended bounds.
    public func touchEnded(at location: Point, time: Double) throws(Failure) {
        guard isTracking, let delegate else { return }
        isTracking = false
        let local = view.location(ofRootPoint: location) ?? Point(x: .infinity, y: .infinity)
        try delegate.endTracking(at: local)
        if view.extendedBounds(by: extendedMargin).contains(local) { try delegate.sendPrimaryAction() }
    }

    /// Cancels tracking.
    public func touchCancelled(time: Double) throws(Failure) {
        guard isTracking, let delegate else { return }
        isTracking = false
        try delegate.cancelTracking()
    }
}
