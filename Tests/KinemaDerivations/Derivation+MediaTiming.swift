/// Media timing: a linear explicit animation's value at a parent time, built from the rules of
/// the media timing article by walking the timeline rather than by the floor-and-wrap formulas
/// the engine uses.
extension Derivation {
    /// The timing of one linear animation (speed > 0, finite active duration).
    public struct LinearTiming {
        public var from: Double, to: Double, model: Double
        public var beginTime = 0.0, duration = 1.0, speed = 1.0, timeOffset = 0.0
        public var repeatCount = 0.0, repeatDuration = 0.0
        public var autoreverses = false
        /// "removed", "forwards", "backwards" or "both".
        public var fill = "removed"
        public var removedOnCompletion = true

        public init(from: Double, to: Double, model: Double) {
            self.from = from
            self.to = to
            self.model = model
        }
    }

    /// The value shown at parent time `tp`:
    /// - the cycle lasts c = d (2 d with autoreverses) and the active duration is A = repeatDuration
    ///   if positive, else max(repeatCount, 1) cycles;
    /// - the animation starts at local time o = timeOffset brought into [0, A) by adding or
    ///   subtracting A, and runs for A / speed of parent time, its local time o + e speed taken
    ///   back by A once it passes A;
    /// - the cycle holding local time x is found by stepping cycle starts 0, c, 2c, ... (a start
    ///   equal to x counts, except when x is reached from below, at the very end);
    /// - within a cycle, w <= d runs forwards and, with autoreverses, the rest backwards: s = w or c - w;
    /// - before the begin time a backwards fill shows local o, after the active time a forwards
    ///   fill (kept on the view) shows the end reached from below; otherwise the model shows.
    public static func linearValue(_ a: LinearTiming, at tp: Double) -> Double {
        let d = a.duration
        let c = a.autoreverses ? 2 * d : d
        let active = a.repeatDuration > 0 ? a.repeatDuration : Swift.max(a.repeatCount, 1) * c
        var o = a.timeOffset
        while o >= active { o -= active }
        while o < 0 { o += active }
        func value(local x: Double, fromBelow: Bool) -> Double {
            var start = 0.0
            while fromBelow ? start + c < x : start + c <= x { start += c }
            let w = x - start
            let s = a.autoreverses && w > d ? c - w : w
            return a.from + (a.to - a.from) * s / d
        }
        let e = tp - a.beginTime
        let backwards = a.fill == "backwards" || a.fill == "both"
        let forwards = (a.fill == "forwards" || a.fill == "both") && !a.removedOnCompletion
        if e < 0 { return backwards ? value(local: o, fromBelow: false) : a.model }
        if e >= active / a.speed {
            guard forwards else { return a.model }
            return value(local: o == 0 ? active : o, fromBelow: true)
        }
        var x = o + e * a.speed
        if x >= active { x -= active }
        return value(local: x, fromBelow: false)
    }
}
