/// A callback once per display frame on the scene's clock (Core Animation's `CADisplayLink`), for
/// animations driven by hand. Create one with ``Scene/addDisplayLink(preferredFramesPerSecond:_:)``.
///
/// Frames fall at `k / fps` seconds of scene time (`fps` = ``preferredFramesPerSecond``, or 60
/// when it is 0), the times at which frames are sampled. The callback runs at each frame time after the
/// link was made, while the clock passes it, with ``timestamp`` that time and ``targetTimestamp``
/// the next frame's; the closure plays the role of `CADisplayLink`'s target and selector. The scene
/// keeps the link until ``invalidate()``.
public final class DisplayLink {
    /// The time of the frame being handled (the current frame's time during the callback).
    public private(set) var timestamp = 0.0
    /// The time of the next frame, by which the callback's changes should be ready.
    public private(set) var targetTimestamp = 0.0
    /// Frames per second asked for; 0 (the default) is the display's rate, 60. A change takes
    /// effect from the next frame.
    public var preferredFramesPerSecond: Int {
        didSet { rearm() }
    }
    /// Whether the callbacks are suspended.
    public var isPaused = false {
        didSet { rearm() }
    }
    /// Whether the link still runs (false after ``invalidate()``).
    public private(set) var isValid = true

    weak var scene: Scene?
    private let callback: (DisplayLink) -> Void
    private var token: TimerToken?

    init(scene: Scene, preferredFramesPerSecond: Int, callback: @escaping (DisplayLink) -> Void) {
        self.scene = scene
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.callback = callback
    }

    /// The frame rate in use: the preferred one, or 60 when it is not positive.
    public var framesPerSecond: Double { preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : 60 }

    /// The time between frames (`duration`).
    public var duration: Double { 1 / framesPerSecond }

    /// Stops the callbacks for good and lets the scene release the link.
    public func invalidate() {
        isValid = false
        disarm()
    }

    private func disarm() {
        if let token, let scene { scene.cancel(token) }
        token = nil
    }

    /// Schedules the callback at the first frame time after the scene's time.
    func rearm() {
        disarm()
        guard isValid, !isPaused, let scene else { return }
        let fps = framesPerSecond
        var k = (scene.time * fps).rounded(.down) + 1
        while k / fps <= scene.time { k += 1 }
        let when = k / fps
        token = scene.scheduleInternal(at: when) { [self] in
            token = nil
            timestamp = when
            targetTimestamp = (k + 1) / fps
            callback(self)
            if token == nil { rearm() }
        }
    }
}

extension Scene {
    /// A display link calling `callback` at every frame on the scene's clock (see ``DisplayLink``).
    @discardableResult
    public func addDisplayLink(
        preferredFramesPerSecond: Int = 0,
        _ callback: @escaping (DisplayLink) -> Void
    ) -> DisplayLink {
        let link = DisplayLink(scene: self, preferredFramesPerSecond: preferredFramesPerSecond, callback: callback)
        link.rearm()
        return link
    }
}
