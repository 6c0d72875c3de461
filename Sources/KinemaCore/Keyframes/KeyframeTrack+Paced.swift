/// Equal parameter steps per segment in a cubicPaced arc-length table (before splitting).
private let arcLengthStepsPerSegment = 16

/// How many times a piece of a cubicPaced arc-length table may be halved.
private let arcLengthMaximumHalvings = 40

extension KeyframeTrack {
    /// Cumulative arc length of a cubic track's curve, for cubicPaced re-timing.
    ///
    /// The speed `|P'(s)|` (Euclidean, over all components) has a kink wherever it reaches 0, for
    /// a scalar track wherever the value turns back; a quadrature rule that integrates across a
    /// kink converges slowly. So each segment is cut at 16 equal parameter steps *and* at the
    /// roots in (0, 1) of every component's derivative (a quadratic), and each piece is
    /// integrated with 5-point Gauss-Legendre quadrature, halved while its two halves disagree
    /// with the whole by more than 1e-14 of the total length (so a near-kink where all components
    /// almost vanish together is resolved too). The derivative coefficients are scaled by a power
    /// of two so that no square overflows, whatever the magnitude of the values; lengths are kept in
    /// those units, since only their ratios matter.
    ///
    /// Evaluation finds the piece holding the target length by binary search and solves for the
    /// parameter inside it with safeguarded Newton steps (bisection when Newton leaves the
    /// bracket), so the arc length from the start is `u` times the total to about 1e-13 of it.
    @usableFromInline
    struct ArcLengthTable: Sendable {
        /// One piece: a parameter interval of one segment.
        struct Piece: Sendable {
            let segment: Int
            let start: Double
            let end: Double
        }

        /// One component's derivative `p0 + p1 s + p2 s^2` (scaled).
        struct Quadratic: Sendable {
            let p0: Double, p1: Double, p2: Double

            func value(_ s: Double) -> Double { p0 + s * (p1 + s * p2) }

            /// The roots in the open interval (0, 1), in increasing order.
            var rootsInUnitInterval: [Double] {
                var roots: [Double] = []
                if p2 == 0 {
                    if p1 != 0 { roots.append(-p0 / p1) }
                } else {
                    let discriminant = p1 * p1 - 4 * p2 * p0
                    if discriminant >= 0 {
                        // The stable pair: q = -(p1 + sign(p1) sqrt(D)) / 2, roots q / p2 and p0 / q.
                        let q = -0.5 * (p1 + (p1 < 0 ? -1 : 1) * discriminant.squareRoot())
                        roots.append(q / p2)
                        if q != 0 { roots.append(p0 / q) }
                    }
                }
                return roots.filter { $0 > 0 && $0 < 1 }.sorted()
            }
        }

        /// The pieces in order along the curve.
        let pieces: [Piece]
        /// Cumulative length at each piece boundary: `lengths[0] = 0`, last = total (scaled units).
        let lengths: [Double]
        /// Per segment, per component: the scaled derivative.
        let derivatives: [[Quadratic]]

        /// Splits and integrates every segment; nil when the total length is not finite.
        init?(segments: [Segment]) {
            // Derivative b + 2 c s + 3 d s^2 per component, scaled so that its largest
            // coefficient lies in [1, 2).
            var raw: [[(Double, Double, Double)]] = []
            var largest = 0.0
            for segment in segments {
                let (b, c, d) = (segment.b.components, segment.c.components, segment.d.components)
                raw.append(b.indices.map { i in (b[i], 2 * c[i], 3 * d[i]) })
                for (p0, p1, p2) in raw[raw.count - 1] { largest = Swift.max(largest, abs(p0), abs(p1), abs(p2)) }
            }
            guard largest.isFinite else { return nil }
            var scale = 1.0
            if largest > 0 {
                while largest * scale >= 2 { scale *= 0.5 }
                while largest * scale < 1 { scale *= 2 }
            }
            let derivatives = raw.map { $0.map { Quadratic(p0: $0.0 * scale, p1: $0.1 * scale, p2: $0.2 * scale) } }

            // Boundaries: equal steps and every component's turning points.
            var coarse: [Piece] = []
            for (index, components) in derivatives.enumerated() {
                var cuts = (0...arcLengthStepsPerSegment).map { Double($0) / Double(arcLengthStepsPerSegment) }
                for q in components { cuts += q.rootsInUnitInterval }
                cuts.sort()
                for (s0, s1) in zip(cuts, cuts.dropFirst()) where s1 > s0 {
                    coarse.append(Piece(segment: index, start: s0, end: s1))
                }
            }
            let estimate = coarse.reduce(0) { $0 + Self.length(of: $1.segment, from: $1.start, to: $1.end, in: derivatives) }
            guard estimate.isFinite else { return nil }
            let tolerance = 1e-14 * estimate

            // Halve each piece while its halves disagree with it (in order, left to right).
            var pieces: [Piece] = []
            var lengths = [0.0]
            var total = 0.0
            for piece in coarse {
                var pending = [(piece, Self.length(of: piece.segment, from: piece.start, to: piece.end, in: derivatives), 0)]
                while let (p, whole, halvings) = pending.popLast() {
                    let mid = (p.start + p.end) / 2
                    let left = Self.length(of: p.segment, from: p.start, to: mid, in: derivatives)
                    let right = Self.length(of: p.segment, from: mid, to: p.end, in: derivatives)
                    if abs(left + right - whole) > tolerance, halvings < arcLengthMaximumHalvings,
                       mid > p.start, mid < p.end {
                        pending.append((Piece(segment: p.segment, start: mid, end: p.end), right, halvings + 1))
                        pending.append((Piece(segment: p.segment, start: p.start, end: mid), left, halvings + 1))
                    } else {
                        pieces.append(p)
                        total += left + right
                        lengths.append(total)
                    }
                }
            }
            guard total.isFinite else { return nil }
            self.pieces = pieces
            self.lengths = lengths
            self.derivatives = derivatives
        }

        /// The scaled speed `|P'(s)|` of segment `segment`.
        static func speed(of segment: Int, at s: Double, in derivatives: [[Quadratic]]) -> Double {
            var sum = 0.0
            for q in derivatives[segment] {
                let v = q.value(s)
                sum += v * v
            }
            return sum.squareRoot()
        }

        /// The scaled arc length of a segment between parameters `s0` and `s1` (5-point Gauss-Legendre).
        static func length(of segment: Int, from s0: Double, to s1: Double, in derivatives: [[Quadratic]]) -> Double {
            // Nodes 0, +/-0.5384693101056831, +/-0.9061798459386640 on [-1, 1] and their weights.
            let x1 = 0.5384693101056831, x2 = 0.9061798459386640
            let w0 = 0.5688888888888889, w1 = 0.4786286704993665, w2 = 0.2369268850561891
            let half = (s1 - s0) / 2, mid = (s0 + s1) / 2
            func speed(_ s: Double) -> Double { Self.speed(of: segment, at: s, in: derivatives) }
            var sum = w0 * speed(mid)
            sum += w1 * (speed(mid - half * x1) + speed(mid + half * x1))
            sum += w2 * (speed(mid - half * x2) + speed(mid + half * x2))
            return sum * half
        }

        /// The curve's value where the arc length from the start is `u` times the total (`0 < u < 1`).
        @usableFromInline
        func value(at u: Double, segments: [Segment]) -> Value {
            guard let total = lengths.last, total > 0, !pieces.isEmpty else { return segments.first?.a ?? .zero }
            let target = u * total
            // The first boundary m >= 1 with lengths[m] >= target; the piece is m - 1.
            var lo = 1, hi = lengths.count - 1
            while lo < hi {
                let mid = (lo + hi) >> 1
                if lengths[mid] >= target { hi = mid } else { lo = mid + 1 }
            }
            let piece = pieces[lo - 1]
            let base = lengths[lo - 1], span = lengths[lo] - base
            let (start, end) = (piece.start, piece.end)
            var a = start, b = end
            var s = start + (span > 0 ? Swift.min(Swift.max((target - base) / span, 0), 1) : 0.5) * (end - start)
            for _ in 0..<60 {
                let f = base + Self.length(of: piece.segment, from: start, to: s, in: derivatives) - target
                if abs(f) <= 1e-14 * total { break }
                if f < 0 { a = s } else { b = s }
                let speed = Self.speed(of: piece.segment, at: s, in: derivatives)
                var next = speed > 0 ? s - f / speed : (a + b) / 2
                if !(next > a && next < b) { next = (a + b) / 2 }
                if next == s { break }
                s = next
            }
            return segments[piece.segment].value(s)
        }
    }
}
