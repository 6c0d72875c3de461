import KinemaCore

/// How an explicit animation's value follows its clock's eased simple time.
enum ExplicitPath<Value: ExplicitValue> {
    /// Between two endpoints, each a fixed value plus, when flagged, the base (the value below a
    /// replacing animation, zero under an additive one): linearly over the duration, or along a
    /// spring in real seconds.
    case interpolation(from: Value, fromAddsBase: Bool, to: Value, toAddsBase: Bool, duration: Double, spring: Spring?)
    /// Through a keyframe track, with optional per-segment timing curves.
    case keyframes(KeyframeTrack<Value>, segmentCurves: [TimingCurve]?, duration: Double)
    /// A function of the eased fraction of the duration (in [0, 1]) and the base: a transition's
    /// motions and fades (``TransitionAnimation``).
    case progress(duration: Double, (Double, Value) -> Value)

    /// The function from eased simple time and base to the value, with the path's parts taken
    /// out of the enumeration once (a frame then matches and copies nothing).
    func evaluator() -> (Double, Value) -> Value {
        switch self {
        case let .interpolation(from, fromAddsBase, to, toAddsBase, duration, spring):
            let fraction: (Double) -> Double = spring.map { spring in { spring.progress(at: $0) } } ?? { $0 / duration }
            return { time, base in
                let start = fromAddsBase ? base.adding(from) : from
                let end = start.nearestEquivalent(of: toAddsBase ? base.adding(to) : to)
                return start.interpolated(to: end, fraction: fraction(time))
            }
        case let .keyframes(track, curves, duration):
            guard let curves else { return { time, _ in track.value(at: time / duration) } }
            return { time, _ in track.value(at: time / duration, segmentCurves: curves) }
        case let .progress(duration, value):
            return { time, base in value(time / duration, base) }
        }
    }
}

/// What an explicit animation's entry does to one property (or component) of one view: reads its
/// clock at the view's local time and, while the clock shows something, writes the path's value
/// (plus the cumulative cycles' share) over or onto the value below it, unless that value is not
/// finite (an overflow), which leaves the value below.
///
/// The effect is not generic: its generic initialiser, called with the key path's concrete value
/// type, builds the closure that writes the value, so a frame runs specialised code and looks up
/// no generic metadata.
final class ExplicitEffect: EntryEffect {
    let clock: MediaClock
    /// Writes the value at a clock state into the view's values.
    private let write: (inout ViewValues, ClockState) -> Void

    init<Value: ExplicitValue>(
        lens: PropertyLens<Value>, clock: MediaClock, path: ExplicitPath<Value>,
        isAdditive: Bool, isCumulative: Bool
    ) {
        self.clock = clock
        // The eased simple time at the end of one cycle: the duration, or 0 with autoreverses.
        let cycleEnd = clock.timing.autoreverses ? 0 : clock.timing.duration
        let read = lens.read, store = lens.write, value = path.evaluator()
        write = { values, state in
            let below = read(&values)
            let base = isAdditive ? Value.zero : below
            var shown = value(state.time, base)
            if isCumulative, state.cycle != 0 {
                shown = shown.adding(value(cycleEnd, base).scaled(by: state.cycle))
            }
            let result = isAdditive ? below.adding(shown) : shown
            // A value that overflowed (a spring with a huge initial velocity over a long range,
            // a cumulative animation many cycles in) is not shown: the value below stays.
            guard result.largestMagnitude.isFinite else { return }
            store(&values, result)
        }
    }

    /// Explicit animations' clocks read the view's local time itself (their entries' time shift is 0).
    override func apply(to values: inout ViewValues, at time: Double, timeShift: Double) {
        guard let state = clock.state(at: time) else { return }
        write(&values, state)
    }
}

extension AnimationEntry {
    /// The entry of an explicit animation that animates what `lens` reads and writes along `path`
    /// on `clock`.
    init<Value: ExplicitValue>(
        lens: PropertyLens<Value>, clock: MediaClock, path: ExplicitPath<Value>,
        isAdditive: Bool, isCumulative: Bool, owner: any AnimationOwner
    ) {
        self.init(
            explicit: ExplicitEffect(
                lens: lens, clock: clock, path: path, isAdditive: isAdditive,
                isCumulative: isCumulative),
            property: lens.property, clock: clock, owner: owner)
    }
}
