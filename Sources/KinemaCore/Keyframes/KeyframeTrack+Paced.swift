/// Parameter steps per segment in a cubicPaced arc-length table.
private let arcLengthStepsPerSegment = 16

extension KeyframeTrack {
    /// Cumulative arc length of a cubic track's curve, for cubicPaced re-timing.
    ///
    /// Each segment is cut into 16 equal parameter steps whose lengths are
    /// integrated with 5-point Gauss-Legendre quadrature of the speed `|P'(s)|` (Euclidean, over
    /// all components). Evaluation finds the step holding the target length by binary search and
    /// solves for the parameter inside it with safeguarded Newton steps (bisection when Newton
    /// leaves the bracket), so the arc length from the start is `u` times the total to about 1e-12.
    @usableFromInline
    struct ArcLengthTable: Sendable {
        /// Cumulative length at each step boundary: `lengths[0] = 0`, last = total.
        let lengths: [Double]

        /// Integrates every step of every segment.
        init(segments: [Segment]) {
            let steps = arcLengthStepsPerSegment
            var lengths = [0.0]
            lengths.reserveCapacity(segments.count * steps + 1)
            var total = 0.0
            for segment in segments {
                for q in 0..<steps {
                    total += Self.length(of: segment, from: Double(q) / Double(steps), to: Double(q + 1) / Double(steps))
                    lengths.append(total)
                }
            }
            self.lengths = lengths
        }

        /// The speed `|P'(s)|` of a segment.
        static func speed(of segment: Segment, at s: Double) -> Double {
            segment.derivative(s).magnitudeSquared.squareRoot()
        }

        /// The arc length of a segment between parameters `s0` and `s1` (5-point Gauss-Legendre).
        static func length(of segment: Segment, from s0: Double, to s1: Double) -> Double {
            // Nodes 0, +/-0.5384693101056831, +/-0.9061798459386640 on [-1, 1] and their weights.
            let x1 = 0.5384693101056831, x2 = 0.9061798459386640
            let w0 = 0.5688888888888889, w1 = 0.4786286704993665, w2 = 0.2369268850561891
            let half = (s1 - s0) / 2, mid = (s0 + s1) / 2
            var sum = w0 * speed(of: segment, at: mid)
            sum += w1 * (speed(of: segment, at: mid - half * x1) + speed(of: segment, at: mid + half * x1))
            sum += w2 * (speed(of: segment, at: mid - half * x2) + speed(of: segment, at: mid + half * x2))
            return sum * half
        }

        /// The curve's value where the arc length from the start is `u` times the total (`0 < u < 1`).
        @usableFromInline
        func value(at u: Double, segments: [Segment]) -> Value {
            guard let total = lengths.last, total > 0, !segments.isEmpty else { return segments.first?.a ?? .zero }
            let target = u * total
            // The first boundary m >= 1 with lengths[m] >= target; the step is m - 1.
            var lo = 1, hi = lengths.count - 1
            while lo < hi {
                let mid = (lo + hi) >> 1
                if lengths[mid] >= target { hi = mid } else { lo = mid + 1 }
            }
            let step = lo - 1
            let steps = arcLengthStepsPerSegment
            let segment = segments[Swift.min(step / steps, segments.count - 1)]
            let q = step % steps
            let start = Double(q) / Double(steps), end = Double(q + 1) / Double(steps)
            let base = lengths[step], span = lengths[step + 1] - base
            var a = start, b = end
            var s = start + (span > 0 ? (target - base) / span : 0.5) * (end - start)
            for _ in 0..<12 {
                let f = base + Self.length(of: segment, from: start, to: s) - target
                if abs(f) <= 1e-13 * total { break }
                if f < 0 { a = s } else { b = s }
                let speed = Self.speed(of: segment, at: s)
                var next = speed > 0 ? s - f / speed : (a + b) / 2
                if !(next > a && next < b) { next = (a + b) / 2 }
                if next == s { break }
                s = next
            }
            return segment.value(s)
        }
    }
}
