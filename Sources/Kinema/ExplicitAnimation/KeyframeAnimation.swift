import KinemaCore

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// The eased simple time `s` of duration `d` gives `u = s / d`, and the value is the keyframe
/// track's value at `u` (KinemaCore's keyframes article): ``keyTimes`` place the values in
/// [0, 1] (evenly when nil), ``calculationMode`` interpolates between them, and
/// ``timingFunctions`` ease each segment between two keys. In the discrete mode the key times
/// may also hold one more time than there are values, as Core Animation's discrete mode takes
/// them; the last one is then dropped. The paced modes ignore key times and timing functions.
///
/// ```swift
/// var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0])
/// shake.duration = 0.4
/// shake.isAdditive = true
/// try view.addAnimation(shake, forKey: "shake")
/// ```
public struct KeyframeAnimation: PropertyAnimation {
    /// What it animates.
    public var keyPath: AnimationKeyPath
    /// The values (at least one).
    public var values: [AnimationValue]
    /// One time in [0, 1] per value, non-decreasing; nil spaces the values evenly. The paced
    /// modes ignore them.
    public var keyTimes: [Double]?
    /// One timing curve per segment (one fewer than the values); nil is linear.
    public var timingFunctions: [TimingCurve]?
    /// How values between the keys are computed (`calculationMode`; linear by default).
    public var calculationMode: KeyframeCalculationMode = .linear
    /// Per-key Kochanek-Bartels tension for the cubic modes (all 0 when nil).
    public var tensionValues: [Double]?
    /// Per-key continuity for the cubic modes (all 0 when nil).
    public var continuityValues: [Double]?
    /// Per-key bias for the cubic modes (all 0 when nil).
    public var biasValues: [Double]?
    /// ``ExplicitAnimation/timing``.
    public var timing: MediaTiming
    /// ``ExplicitAnimation/timingFunction``: eases the whole animation before the segments'.
    public var timingFunction: TimingCurve?
    /// ``ExplicitAnimation/isRemovedOnCompletion``.
    public var isRemovedOnCompletion = true
    /// ``PropertyAnimation/isAdditive``.
    public var isAdditive = false
    /// ``PropertyAnimation/isCumulative``: each cycle adds the last value (the first, with autoreverses).
    public var isCumulative = false
    /// ``ExplicitAnimation/onStart``.
    public var onStart: (() -> Void)?
    /// ``ExplicitAnimation/onStop``.
    public var onStop: ((Bool) -> Void)?
    /// A path for a point property to follow, in place of ``values`` (Core Animation's `path`).
    ///
    /// Each line and curve of the path is one keyframe segment, whose end is the next keyframe;
    /// moves are not keyframes (the motion jumps), and a close away from its subpath's start is a
    /// line. ``keyTimes`` (one per vertex, the segments' ends and the start) and
    /// ``timingFunctions`` (one per segment) then work as they do with values, the segment's
    /// eased local fraction being its Bézier parameter. The paced modes move at constant speed
    /// along the path's length and ignore both; cubic is linear here and cubicPaced is paced (the
    /// path already has its curves: Kinema's decision, Core Animation documents neither);
    /// discrete jumps from vertex to vertex. Key paths whose values are not points are refused.
    public var path: BezierPath?
    /// Whether the view turns to follow the path's direction (Core Animation's `rotationMode`);
    /// nil keeps its transform.
    public var rotationMode: PathRotationMode?

    /// A keyframe animation of `keyPath` through `values`.
    public init(
        keyPath: AnimationKeyPath, values: [AnimationValue], keyTimes: [Double]? = nil,
        calculationMode: KeyframeCalculationMode = .linear, timing: MediaTiming = MediaTiming()
    ) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timing = timing
    }

    /// A keyframe animation moving the point property `keyPath` along `path`.
    ///
    /// ```swift
    /// var path = BezierPath()
    /// path.move(to: Point(x: 40, y: 300))
    /// path.addQuadCurve(to: Point(x: 340, y: 300), control: Point(x: 190, y: 60))
    /// var toss = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
    /// toss.rotationMode = .tangent
    /// toss.duration = 1.2
    /// try ball.addAnimation(toss, forKey: "toss")
    /// ```
    public init(
        keyPath: AnimationKeyPath, path: BezierPath, keyTimes: [Double]? = nil,
        calculationMode: KeyframeCalculationMode = .linear, timing: MediaTiming = MediaTiming()
    ) {
        self.init(keyPath: keyPath, values: [], keyTimes: keyTimes, calculationMode: calculationMode, timing: timing)
        self.path = path
    }
}

/// Animations run together in one time space (Core Animation's `CAAnimationGroup`).
///
/// The children's parent time is the group's eased simple time: a child's ``MediaTiming/beginTime``
/// counts from the group's start, and the group's duration clips the children (a 10 s child in a
/// 5 s group shows its first 5 s). A child with duration 0 takes the group's duration (Kinema's
/// decision). Outside the group's active time the children show what the group's fill mode
/// lets them show. As in Core Animation, the children's ``ExplicitAnimation/isRemovedOnCompletion``,
/// ``ExplicitAnimation/onStart`` and ``ExplicitAnimation/onStop`` are ignored: the group's own
/// are used. Groups may contain groups.
public struct GroupAnimation: ExplicitAnimation {
    /// The animations of the group.
    public var animations: [any ExplicitAnimation]
    /// ``ExplicitAnimation/timing``.
    public var timing: MediaTiming
    /// ``ExplicitAnimation/timingFunction``: eases the group's time, and so every child.
    public var timingFunction: TimingCurve?
    /// ``ExplicitAnimation/isRemovedOnCompletion``.
    public var isRemovedOnCompletion = true
    /// ``ExplicitAnimation/onStart``.
    public var onStart: (() -> Void)?
    /// ``ExplicitAnimation/onStop``.
    public var onStop: ((Bool) -> Void)?

    /// A group of `animations`.
    public init(_ animations: [any ExplicitAnimation], timing: MediaTiming = MediaTiming()) {
        self.animations = animations
        self.timing = timing
    }
}
