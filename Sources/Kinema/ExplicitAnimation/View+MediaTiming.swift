import KinemaCore

/// A view's own timing (Core Animation's `CAMediaTiming` of a layer): it maps its superview's
/// local time to its own, and every animation on the view or in its subtree runs on that time
/// (see <doc:MediaTimingModel>).
extension View {
    /// How fast the view's local time runs relative to its superview's (`CALayer.speed`; 1 by
    /// default). 0 freezes the view's subtree at ``timeOffset``; a value that is not finite or
    /// exceeds `Limits.maximumMagnitude` is refused like any property's.
    public var speed: Double {
        get { media.clock.speed }
        set { setClock(beginTime: beginTime, speed: newValue, timeOffset: timeOffset, "speed") }
    }

    /// Added to the view's local time (`CALayer.timeOffset`; 0 by default).
    public var timeOffset: Double {
        get { media.clock.timeOffset }
        set { setClock(beginTime: beginTime, speed: speed, timeOffset: newValue, "timeOffset") }
    }

    /// The superview time at which the view's local time is ``timeOffset`` (`CALayer.beginTime`;
    /// 0 by default).
    public var beginTime: Double {
        get { media.clock.beginTime }
        set { setClock(beginTime: newValue, speed: speed, timeOffset: timeOffset, "beginTime") }
    }

    private func setClock(beginTime: Double, speed: Double, timeOffset: Double, _ name: String) {
        guard Limits.isWithinMagnitude(beginTime), Limits.isWithinMagnitude(speed),
            Limits.isWithinMagnitude(timeOffset)
        else { return refuse(name) }
        media.clock.set(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        scene?.viewClocksDidChange()
    }

    /// The view's local time now: the scene's time mapped through the timing of every ancestor
    /// and of the view itself (`convertTime(CACurrentMediaTime(), from: nil)`); the mapping of
    /// time 0 for a view outside any scene.
    public var localTime: Double { localTimeNow }

    /// The view's local time at the scene's current time (internal spelling of ``localTime``).
    var localTimeNow: Double {
        guard let scene else { return localTime(atSceneTime: 0) }
        return scene.media.usesViewClocks ? localTime(atSceneTime: scene.time) : scene.time
    }

    /// The view's local time at scene time `time`: `t = (tp - beginTime) * speed + timeOffset`
    /// applied from the root down to the view, the root's parent time being the scene's clock.
    public func localTime(atSceneTime time: Double) -> Double {
        var timed: [View] = []
        var node: View? = self
        while let n = node {
            if !n.media.clock.isIdentity { timed.append(n) }
            node = n.superview
        }
        var t = time
        for view in timed.reversed() { t = view.media.clock.local(fromParent: t) }
        return t
    }

    /// The scene time at which the view's local time is `time`, inverting each map from the view
    /// up to the root. A view or ancestor whose speed is 0 maps every time to its time offset;
    /// there the inverse gives its superview's time now (Kinema's decision).
    public func sceneTime(atLocalTime time: Double) -> Double {
        var t = time
        var node: View = self
        while true {
            let parentNow = node.superview?.localTimeNow ?? (node.scene?.time ?? 0)
            t = node.media.clock.parent(fromLocal: t, parentNow: parentNow)
            guard let parent = node.superview else { return t }
            node = parent
        }
    }

    /// Converts `time` from `view`'s local time (the scene's clock when nil) to this view's
    /// (`CALayer.convertTime(_:from:)`).
    public func convertTime(_ time: Double, from view: View?) -> Double {
        localTime(atSceneTime: view?.sceneTime(atLocalTime: time) ?? time)
    }

    /// Converts `time` from this view's local time to `view`'s (the scene's clock when nil)
    /// (`CALayer.convertTime(_:to:)`).
    public func convertTime(_ time: Double, to view: View?) -> Double {
        let sceneTime = sceneTime(atLocalTime: time)
        return view?.localTime(atSceneTime: sceneTime) ?? sceneTime
    }

    /// The first scene time at or after `now` at which the view's local time reaches `local`,
    /// with every clock as it is now; infinity when it never does (a frozen or backwards clock
    /// that has not reached it).
    func sceneTime(reaching local: Double, now: Double) -> Double {
        var timed: [ViewClock] = []
        var node: View? = self
        while let n = node {
            if !n.media.clock.isIdentity { timed.append(n.media.clock) }
            node = n.superview
        }
        if timed.isEmpty { return Swift.max(local, now) }
        // local(s) = a s + b, composed from the root down.
        var a = 1.0, b = 0.0
        for clock in timed.reversed() {
            a *= clock.speed
            b = (b - clock.beginTime) * clock.speed + clock.timeOffset
        }
        if a * now + b >= local { return now }
        guard a > 0 else { return .infinity }
        return Swift.max((local - b) / a, now)
    }

    /// The driver's time now minus the view's local time now, for a UIView-style or animator
    /// entry (see ``AnimationEntry``): 0 unless the scene's views have their own timing.
    func timeShift(driverTime: Double) -> Double {
        guard let scene, scene.media.usesViewClocks else { return 0 }
        return driverTime - localTimeNow
    }
}

extension Scene {
    /// The time property animators count on: the root view's local time (the scene's time while
    /// no view has its own timing), so that the root's speed slows them as it slows everything.
    var animatorClockTime: Double { media.usesViewClocks ? root.localTimeNow : time }
}
