import KinemaCore

/// How an explicit animation's value follows its clock's eased simple time.
enum ExplicitPath<Value: ExplicitValue> {
    /// Between two endpoints, each a fixed value plus, when flagged, the base (the value below a
    /// replacing animation, zero under an additive one): linearly over the duration, or along a
    /// spring in real seconds.
    case interpolation(from: Value, fromAddsBase: Bool, to: Value, toAddsBase: Bool, duration: Double, spring: Spring?)
    /// Through a keyframe track, with optional per-segment timing curves.
    case keyframes(KeyframeTrack<Value>, segmentCurves: [TimingCurve]?, duration: Double)

    /// The value at eased simple time `time`, over `base`.
    @inline(__always)
    func value(atTime time: Double, base: Value) -> Value {
        switch self {
        case let .interpolation(from, fromAddsBase, to, toAddsBase, duration, spring):
            let start = fromAddsBase ? base.adding(from) : from
            let end = start.nearestEquivalent(of: toAddsBase ? base.adding(to) : to)
            let fraction = spring.map { $0.progress(at: time) } ?? time / duration
            return start.interpolated(to: end, fraction: fraction)
        case let .keyframes(track, curves, duration):
            guard let curves else { return track.value(at: time / duration) }
            return track.value(at: time / duration, segmentCurves: curves)
        }
    }
}

/// One property (or component) of one view animated by an explicit animation: reads its clock
/// at the view's local time and, while the clock shows something, writes the path's value (plus
/// the cumulative cycles' share) over or onto the value below it.
final class ExplicitEntry<Value: ExplicitValue>: AnimationEntry {
    let lens: PropertyLens<Value>
    let clock: MediaClock
    let path: ExplicitPath<Value>
    let isAdditive: Bool
    let isCumulative: Bool
    /// The eased simple time at the end of one cycle: the duration, or 0 with autoreverses.
    let cycleEndTime: Double

    init(lens: PropertyLens<Value>, clock: MediaClock, path: ExplicitPath<Value>, isAdditive: Bool,
         isCumulative: Bool, owner: any AnimationOwner) {
        self.lens = lens
        self.clock = clock
        self.path = path
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        cycleEndTime = clock.timing.autoreverses ? 0 : clock.timing.duration
        super.init(property: lens.property, driver: clock, owner: owner, isExplicit: true)
    }

    override func apply(to values: inout ViewValues, at time: Double) {
        guard let state = clock.state(at: time) else { return }
        let below = lens.read(values)
        let base = isAdditive ? Value.zero : below
        var value = path.value(atTime: state.time, base: base)
        if isCumulative, state.cycle != 0 {
            value = value.adding(path.value(atTime: cycleEndTime, base: base).scaled(by: state.cycle))
        }
        lens.write(&values, isAdditive ? below.adding(value) : value)
    }
}
