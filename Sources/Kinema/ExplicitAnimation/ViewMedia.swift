/// A view's own timing: Core Animation's `beginTime`, `speed` and `timeOffset` of a layer, which
/// map its superview's local time `tp` to its own, `t = (tp - beginTime) * speed + timeOffset`.
struct ViewClock {
    private(set) var beginTime = 0.0
    private(set) var speed = 1.0
    private(set) var timeOffset = 0.0
    /// Whether the map is the identity (the defaults): then the view's time is its superview's.
    private(set) var isIdentity = true

    /// Sets the three numbers.
    mutating func set(beginTime: Double, speed: Double, timeOffset: Double) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        isIdentity = beginTime == 0 && speed == 1 && timeOffset == 0
    }

    /// The view's local time at its superview's local time `t`.
    @inline(__always)
    func local(fromParent t: Double) -> Double {
        isIdentity ? t : (t - beginTime) * speed + timeOffset
    }

    /// The superview's local time at which the view's is `t`; for a speed of 0, which freezes
    /// the view's time, `parentNow` (the superview's time now).
    func parent(fromLocal t: Double, parentNow: Double) -> Double {
        if isIdentity { return t }
        guard speed != 0 else { return parentNow }
        return (t - timeOffset) / speed + beginTime
    }
}

/// What a view keeps for explicit animations and media timing.
struct ViewMedia {
    /// The view's own timing.
    var clock = ViewClock()
    /// The explicit animations added to the view, in the order they were added.
    var runs: [ExplicitRun] = []
    /// Whether changes made outside animation blocks animate (``View/implicitlyAnimates``).
    var implicitlyAnimates = false
}
