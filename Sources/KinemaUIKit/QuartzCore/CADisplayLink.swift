import Foundation
import Kinema

/// A range of frame rates, in frames per second (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate accepted.
    public var minimum: Float
    /// The highest rate accepted.
    public var maximum: Float
    /// The rate preferred, or nil.
    public var preferred: Float?

    /// The default range (every field 0: no preference).
    public init() {
        minimum = 0
        maximum = 0
        preferred = 0
    }

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static var `default`: CAFrameRateRange { CAFrameRateRange() }

    /// Whether the two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The frames per second the range asks for: the preferred rate, else the maximum; 0 for the
    /// display's own.
    var framesPerSecond: Int {
        let rate = preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum
        return rate.isFinite && rate >= 1 ? Int(rate.rounded()) : 0
    }
}

/// A callback at every frame of the harness clock, for animations driven by hand (Kinema's
/// `DisplayLink`). Frames fall at `k / fps` seconds of harness time (60 per second unless
/// ``preferredFramesPerSecond`` or ``preferredFrameRateRange`` asks for another rate); once added
/// to a run loop, the link calls its target at each frame time the clock passes, with
/// ``timestamp`` that time and ``targetTimestamp`` the next frame's.
///
/// Linux has no selectors: the target's method is passed as a method reference, as target-action
/// takes it elsewhere in the facade:
///
/// ```swift
/// // iOS: CADisplayLink(target: self, selector: #selector(step(_:)))
/// let link = CADisplayLink(target: self, selector: Ticker.step)   // func step(_ link: CADisplayLink)
/// link.add(to: .main, forMode: .common)
/// ```
///
/// The harness drives the link on its clock whatever the run loop and mode. As on iOS the link
/// retains its target, and stays alive, until ``invalidate()``.
@MainActor
open class CADisplayLink: NSObject {
    /// Calls the target; nil once invalidated (which releases the target).
    private var fire: ((CADisplayLink) -> Void)?
    private var link: DisplayLink?
    private var isInvalid = false
    private var framesPerSecond = 0
    private var range = CAFrameRateRange.default
    private var paused = false
    private var lastTimestamp = 0.0
    private var lastTargetTimestamp = 0.0

    /// A link calling `selector` on `target` (a method taking the link; retained until
    /// ``invalidate()``).
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        fire = { selector(target)($0) }
        super.init()
    }

    /// A link calling `selector` on `target` (a method taking no argument).
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        fire = { _ in selector(target)() }
        super.init()
    }

    /// Starts the callbacks on the current harness's clock (the run loop and mode only have to
    /// exist: `.main` with `.common` or `.default`). Adding it again does nothing; an invalidated
    /// link never runs again.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard link == nil, !isInvalid else { return }
        let engine = UIKitRuntime.current.scene.addDisplayLink(preferredFramesPerSecond: framesPerSecond) { link in
            self.lastTimestamp = link.timestamp
            self.lastTargetTimestamp = link.targetTimestamp
            self.fire?(self)
        }
        engine.isPaused = paused
        link = engine
    }

    /// Stops the callbacks until the link is added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        link?.invalidate()
        link = nil
    }

    /// Stops the callbacks for good and releases the target.
    open func invalidate() {
        isInvalid = true
        fire = nil
        link?.invalidate()
        link = nil
    }

    /// The time of the frame being handled (harness seconds); 0 before the first callback.
    open var timestamp: CFTimeInterval { lastTimestamp }

    /// The time of the next frame, by which the callback's changes should be ready.
    open var targetTimestamp: CFTimeInterval { lastTargetTimestamp }

    /// The time between frames.
    open var duration: CFTimeInterval { 1 / Double(framesPerSecond > 0 ? framesPerSecond : 60) }

    /// Whether the callbacks are suspended.
    open var isPaused: Bool {
        get { paused }
        set {
            paused = newValue
            link?.isPaused = newValue
        }
    }

    /// The frame rate asked for; 0 (the default) is the display's, 60. A change takes effect from
    /// the next frame.
    open var preferredFramesPerSecond: Int {
        get { framesPerSecond }
        set {
            framesPerSecond = Swift.max(newValue, 0)
            link?.preferredFramesPerSecond = framesPerSecond
        }
    }

    /// The range of frame rates asked for (iOS 15): the link runs at its preferred rate, else its
    /// maximum.
    open var preferredFrameRateRange: CAFrameRateRange {
        get { range }
        set {
            range = newValue
            preferredFramesPerSecond = newValue.framesPerSecond
        }
    }
}
