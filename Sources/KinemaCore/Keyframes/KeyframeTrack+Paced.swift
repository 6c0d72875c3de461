/// Equal parameter steps per segment in a cubicPaced arc-length table (before splitting).
private let arcLengthStepsPerSegment = 16

/// How many times a piece of a cubicPaced arc-length table may be halved.
private let arcLengthMaximumHalvings = 40

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
    /// One component's derivative `p0 + p1 s + p2 s^2` (scaled).
    struct Quadratic: Sendable {
        let p0: Double, p1: Double, p2: Double

        func value(_ s: Double) -> Double { p0 + s * (p1 + s * p2) }

        /// Appends the roots in the open interval (0, 1) to `list`.
        func appendRootsInUnitInterval(to list: inout [Double]) {
            func keep(_ root: Double) { if root > 0, root < 1 { list.append(root) } }
            if p2 == 0 {
                if p1 != 0 { keep(-p0 / p1) }
            } else {
                let discriminant = p1 * p1 - 4 * p2 * p0
                if discriminant >= 0 {
                    // The stable pair: q = -(p1 + sign(p1) sqrt(D)) / 2, roots q / p2 and p0 / q.
                    let q = -0.5 * (p1 + (p1 < 0 ? -1 : 1) * discriminant.squareRoot())
                    keep(q / p2)
                    if q != 0 { keep(p0 / q) }
                }
            }
        }
    }

    /// Components per value: `derivatives` holds this many quadratics per segment.
    let componentCount: Int
    /// Per segment, per component (segment-major): the scaled derivative.
    let derivatives: [Quadratic]
    /// The pieces in order along the curve, as the parameter where each ends. A segment's
    /// pieces are contiguous: the first starts at 0, each next one where the one before
    /// ended, and the last ends at 1.
    let pieceEnds: [Double]
    /// The index in `pieceEnds` of each segment's first piece, then the number of pieces.
    let firstPieces: [Int]
    /// Cumulative length at each piece boundary: `lengths[0] = 0`, last = total (scaled units).
    let lengths: [Double]
    /// The power of two the derivatives were scaled by: a length in the table's units is the
    /// true length times this.
    let scale: Double

    /// The table of a cubic track's segments; nil when the total length is not finite.
    ///
    /// Only this initialiser and ``value(at:segments:)`` depend on the track's value type: they
    /// read the segments' coefficients and evaluate the segment found. Everything else works on
    /// plain numbers, compiled once for every value type.
    init?<Value>(segments: [KeyframeTrack<Value>.Segment]) {
        // Derivative b + 2 c s + 3 d s^2 per component.
        let componentCount = segments.first?.b.components.count ?? 0
        var derivatives: [Quadratic] = []
        derivatives.reserveCapacity(segments.count * componentCount)
        for segment in segments {
            let (b, c, d) = (segment.b.components, segment.c.components, segment.d.components)
            for i in 0..<componentCount { derivatives.append(Quadratic(p0: b[i], p1: 2 * c[i], p2: 3 * d[i])) }
        }
        self.init(derivatives: derivatives, componentCount: componentCount)
    }

    /// Splits and integrates every segment, given its derivative's coefficients per component
    /// (segment-major); nil when the total length is not finite.
    ///
    /// Two passes over the segments, neither keeping more than one segment's cuts: the first
    /// sums the coarse pieces' lengths into the estimate that sets the halving tolerance, the
    /// second halves and records the pieces. Memory: two doubles per piece and one integer per
    /// segment, besides the derivatives.
    init?(derivatives raw: [Quadratic], componentCount: Int) {
        // Scaled so that the largest coefficient lies in [1, 2).
        var largest = 0.0
        for q in raw { largest = Swift.max(largest, abs(q.p0), abs(q.p1), abs(q.p2)) }
        guard largest.isFinite else { return nil }
        var scale = 1.0
        if largest > 0 {
            while largest * scale >= 2 { scale *= 0.5 }
            while largest * scale < 1 { scale *= 2 }
        }
        let derivatives = raw.map { Quadratic(p0: $0.p0 * scale, p1: $0.p1 * scale, p2: $0.p2 * scale) }
        self.componentCount = componentCount
        self.derivatives = derivatives
        self.scale = scale
        let segmentCount = componentCount > 0 ? derivatives.count / componentCount : 0

        // Every coarse piece, integrated whole (summed in order into the estimate) and in its
        // two halves: the halves' sum is the piece's length unless the piece is to be halved.
        var cuts: [Double] = []
        var estimate = 0.0
        var pieceEnds: [Double] = []
        var lengths = [0.0] // lengths[p + 1]: the length of piece p, until summed below
        var firstPieces: [Int] = []
        var gaps: [Double] = [] // per segment, the largest |left + right - whole| of a piece that can be halved
        firstPieces.reserveCapacity(segmentCount + 1)
        gaps.reserveCapacity(segmentCount)
        var pieceCount = 0 // counted first, so that the two long lists are allocated once
        for segment in 0..<segmentCount {
            Self.coarseCuts(of: segment, derivatives: derivatives, componentCount: componentCount, into: &cuts)
            for k in 1..<cuts.count where cuts[k] > cuts[k - 1] { pieceCount += 1 }
        }
        pieceEnds.reserveCapacity(pieceCount)
        lengths.reserveCapacity(pieceCount + 1)
        for segment in 0..<segmentCount {
            firstPieces.append(pieceEnds.count)
            func length(_ s0: Double, _ s1: Double) -> Double {
                Self.length(of: segment, from: s0, to: s1, derivatives: derivatives, componentCount: componentCount)
            }
            Self.coarseCuts(of: segment, derivatives: derivatives, componentCount: componentCount, into: &cuts)
            var gap = 0.0
            for k in 1..<cuts.count where cuts[k] > cuts[k - 1] {
                let start = cuts[k - 1], end = cuts[k], mid = (start + end) / 2
                let whole = length(start, end)
                estimate += whole
                let left = length(start, mid), right = length(mid, end)
                if mid > start, mid < end, abs(left + right - whole) > gap { gap = abs(left + right - whole) }
                pieceEnds.append(end)
                lengths.append(left + right)
            }
            gaps.append(gap)
        }
        firstPieces.append(pieceEnds.count)
        guard estimate.isFinite else { return nil }
        let tolerance = 1e-14 * estimate
        if gaps.contains(where: { $0 > tolerance }) {
            Self.halve(
                over: tolerance, gaps: gaps, derivatives: derivatives, componentCount: componentCount,
                pieceEnds: &pieceEnds, lengths: &lengths, firstPieces: &firstPieces)
        }
        var total = 0.0
        for p in lengths.indices.dropFirst() {
            total += lengths[p]
            lengths[p] = total
        }
        guard total.isFinite else { return nil }
        self.pieceEnds = pieceEnds
        self.firstPieces = firstPieces
        self.lengths = lengths
        #if KINEMA_INTERNAL_CHECKS
            checkInvariants(segmentCount: segmentCount)
        #endif
    }

    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: after the in-place halving, the pieces still tile every segment from 0 to 1
        /// in increasing order, each segment has at least one, and the cumulative lengths never
        /// decrease.
        private func checkInvariants(segmentCount: Int) {
            precondition(
                firstPieces.count == segmentCount + 1 && firstPieces.first == 0
                    && firstPieces.last == pieceEnds.count && lengths.count == pieceEnds.count + 1,
                "arc-length table shape")
            for segment in 0..<segmentCount {
                let pieces = firstPieces[segment]..<firstPieces[segment + 1]
                precondition(
                    !pieces.isEmpty && pieceEnds[pieces.upperBound - 1] == 1, "segment \(segment) does not end at 1")
                var start = 0.0
                for p in pieces {
                    precondition(pieceEnds[p] > start, "piece \(p) of segment \(segment) is empty or out of order")
                    start = pieceEnds[p]
                }
            }
            for p in lengths.indices.dropFirst() { precondition(lengths[p] >= lengths[p - 1], "length \(p) decreases") }
        }
    #endif

    /// Halves the pieces of every segment whose `gap` exceeds `tolerance`, in place: a piece is
    /// halved while its two halves disagree with it by more than `tolerance` (at most
    /// `arcLengthMaximumHalvings` times), left to right. `lengths[p + 1]` holds piece p's length
    /// before and after.
    ///
    /// The new pieces of those segments are found first (each piece gives at least one), then
    /// every segment's pieces move to their final places from the back, so nothing is copied
    /// twice and nothing is overwritten before it is read.
    private static func halve(
        over tolerance: Double, gaps: [Double], derivatives: [Quadratic], componentCount: Int,
        pieceEnds: inout [Double], lengths: inout [Double], firstPieces: inout [Int]
    ) {
        var newEnds: [Double] = [], newLengths: [Double] = []
        var halved: [(segment: Int, firstNew: Int)] = []
        var pending: [(start: Double, end: Double, whole: Double, halvings: Int)] = []
        for segment in gaps.indices where gaps[segment] > tolerance {
            func length(_ s0: Double, _ s1: Double) -> Double {
                Self.length(of: segment, from: s0, to: s1, derivatives: derivatives, componentCount: componentCount)
            }
            halved.append((segment, newEnds.count))
            var start = 0.0
            for piece in firstPieces[segment]..<firstPieces[segment + 1] {
                let end = pieceEnds[piece]
                pending.append((start, end, length(start, end), 0))
                while let (s0, s1, whole, halvings) = pending.popLast() {
                    let mid = (s0 + s1) / 2
                    let left = length(s0, mid), right = length(mid, s1)
                    if abs(left + right - whole) > tolerance, halvings < arcLengthMaximumHalvings, mid > s0, mid < s1 {
                        pending.append((mid, s1, right, halvings + 1))
                        pending.append((s0, mid, left, halvings + 1))
                    } else {
                        newEnds.append(s1)
                        newLengths.append(left + right)
                    }
                }
                start = end
            }
        }
        let oldCount = pieceEnds.count
        var newCount = oldCount
        for (h, entry) in halved.enumerated() {
            let added = (h + 1 < halved.count ? halved[h + 1].firstNew : newEnds.count) - entry.firstNew
            newCount += added - (firstPieces[entry.segment + 1] - firstPieces[entry.segment])
        }
        pieceEnds.append(contentsOf: repeatElement(0, count: newCount - oldCount))
        lengths.append(contentsOf: repeatElement(0, count: newCount - oldCount))
        var oldEnd = oldCount, newEnd = newCount
        var h = halved.count - 1
        for segment in gaps.indices.reversed() {
            let oldFirst = firstPieces[segment]
            if h >= 0, halved[h].segment == segment {
                let first = halved[h].firstNew,
                    count = (h + 1 < halved.count ? halved[h + 1].firstNew : newEnds.count) - first
                newEnd -= count
                for k in 0..<count {
                    pieceEnds[newEnd + k] = newEnds[first + k]
                    lengths[newEnd + k + 1] = newLengths[first + k]
                }
                h -= 1
            } else {
                let count = oldEnd - oldFirst
                newEnd -= count
                if newEnd != oldFirst {
                    for k in (0..<count).reversed() {
                        pieceEnds[newEnd + k] = pieceEnds[oldFirst + k]
                        lengths[newEnd + k + 1] = lengths[oldFirst + k + 1]
                    }
                }
            }
            firstPieces[segment] = newEnd
            oldEnd = oldFirst
        }
        firstPieces[gaps.count] = newCount
    }

    /// The sorted cuts of one segment: 16 equal parameter steps and every component's turning
    /// points in (0, 1) (`cuts` is reused). Each turning point is put in its place among the
    /// cuts already there, which gives the same list as sorting them all.
    private static func coarseCuts(
        of segment: Int, derivatives: [Quadratic], componentCount: Int,
        into cuts: inout [Double]
    ) {
        cuts.removeAll(keepingCapacity: true)
        cuts.append(contentsOf: uniformCuts)
        let first = segment * componentCount
        for q in derivatives[first..<(first + componentCount)] {
            let before = cuts.count
            q.appendRootsInUnitInterval(to: &cuts)
            for k in before..<cuts.count {
                let root = cuts[k]
                var j = k
                while cuts[j - 1] > root {
                    cuts[j] = cuts[j - 1]
                    j -= 1
                }
                cuts[j] = root
            }
        }
    }

    /// 0, 1/16, ..., 1.
    private static let uniformCuts = (0...arcLengthStepsPerSegment).map {
        Double($0) / Double(arcLengthStepsPerSegment)
    }

    /// The scaled speed `|P'(s)|` of segment `segment`: the square root of the sum, in component
    /// order from 0, of the components' squares.
    static func speed(of segment: Int, at s: Double, derivatives: [Quadratic], componentCount: Int) -> Double {
        if componentCount == 1 {
            // 0 + v^2 is v^2 exactly: the same number as the general loop.
            let v = derivatives[segment].value(s)
            return (v * v).squareRoot()
        }
        var sum = 0.0
        let first = segment * componentCount
        for k in first..<(first + componentCount) {
            let v = derivatives[k].value(s)
            sum += v * v
        }
        return sum.squareRoot()
    }

    /// The scaled arc length of a segment between parameters `s0` and `s1` (5-point Gauss-Legendre).
    static func length(
        of segment: Int, from s0: Double, to s1: Double, derivatives: [Quadratic],
        componentCount: Int
    ) -> Double {
        if componentCount == 1 {
            // One component: its quadratic read once (speeds as ``speed(of:at:derivatives:componentCount:)``).
            let q = derivatives[segment]
            return gaussLegendre(from: s0, to: s1) { s in
                let v = q.value(s)
                return (v * v).squareRoot()
            }
        }
        return gaussLegendre(from: s0, to: s1) { s in
            speed(of: segment, at: s, derivatives: derivatives, componentCount: componentCount)
        }
    }

    /// The 5-point Gauss-Legendre integral of `speed` over [s0, s1].
    @inline(__always)
    private static func gaussLegendre(from s0: Double, to s1: Double, _ speed: (Double) -> Double) -> Double {
        // Nodes 0, +/-0.5384693101056831, +/-0.9061798459386640 on [-1, 1] and their weights.
        let x1 = 0.5384693101056831, x2 = 0.9061798459386640
        let w0 = 0.5688888888888889, w1 = 0.4786286704993665, w2 = 0.2369268850561891
        let half = (s1 - s0) / 2, mid = (s0 + s1) / 2
        var sum = w0 * speed(mid)
        sum += w1 * (speed(mid - half * x1) + speed(mid + half * x1))
        sum += w2 * (speed(mid - half * x2) + speed(mid + half * x2))
        return sum * half
    }

    /// The segment holding piece `piece`: the last one whose first piece is at or before it.
    private func segment(holding piece: Int) -> Int {
        var lo = 0, hi = firstPieces.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if firstPieces[mid] <= piece { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The curve's value where the arc length from the start is `u` times the total (`0 < u < 1`).
    @usableFromInline
    func value<Value>(at u: Double, segments: [KeyframeTrack<Value>.Segment]) -> Value {
        guard let (segment, s) = parameter(at: u) else { return segments.first?.a ?? .zero }
        return segments[segment].value(s)
    }

    /// The segment and the parameter in it where the arc length from the start is `u` times the
    /// total (`0 < u < 1`); nil when the curve has no length.
    func parameter(at u: Double) -> (segment: Int, s: Double)? {
        guard let total = lengths.last, total > 0, !pieceEnds.isEmpty else { return nil }
        let target = u * total
        // The first boundary m >= 1 with lengths[m] >= target; the piece is m - 1.
        var lo = 1, hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            if lengths[mid] >= target { hi = mid } else { lo = mid + 1 }
        }
        let piece = lo - 1
        let segment = segment(holding: piece)
        let start = piece == firstPieces[segment] ? 0 : pieceEnds[piece - 1], end = pieceEnds[piece]
        let base = lengths[lo - 1], span = lengths[lo] - base
        func length(to s: Double) -> Double {
            Self.length(of: segment, from: start, to: s, derivatives: derivatives, componentCount: componentCount)
        }
        var a = start, b = end
        var s = start + (span > 0 ? Swift.min(Swift.max((target - base) / span, 0), 1) : 0.5) * (end - start)
        for _ in 0..<60 {
            let f = base + length(to: s) - target
            if abs(f) <= 1e-14 * total { break }
            if f < 0 { a = s } else { b = s }
            let speed = Self.speed(of: segment, at: s, derivatives: derivatives, componentCount: componentCount)
            var next = speed > 0 ? s - f / speed : (a + b) / 2
            if !(next > a && next < b) { next = (a + b) / 2 }
            if next == s { break }
            s = next
        }
        return (segment, s)
    }
}
