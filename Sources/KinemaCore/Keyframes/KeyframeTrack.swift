/// The values of one property over a keyframe animation, and how to interpolate them (see <doc:Keyframes>).
///
/// `value(at: u)` takes `u`, the fraction of the whole animation (after any overall timing curve),
/// and returns the interpolated value: before the first key time the first value holds, from the
/// last key time on the last value holds. Within the keys:
///
/// - ``KeyframeCalculationMode/linear``: `v_i + (v_{i+1} - v_i) s` with `s` the local fraction of
///   segment `i` (the last `i` whose key time is `<= u`);
/// - ``KeyframeCalculationMode/discrete``: `v_i` until the next key time;
/// - ``KeyframeCalculationMode/paced``: linear, with key times replaced by cumulative Euclidean
///   distance over total distance (uniform when every value is the same);
/// - ``KeyframeCalculationMode/cubic``: Kochanek-Bartels. Segment `i` is the cubic Hermite
///   `h00(s) p_i + h10(s) m_i^out + h01(s) p_{i+1} + h11(s) m_{i+1}^in`, with end points duplicated
///   (`p_{-1} = p_0`, `p_{n} = p_{n-1}`) and, for key `j` with tension `T`, continuity `C`, bias `B`,
///   `m_j^out = (1-T)(1+B)(1+C)/2 (p_j - p_{j-1}) + (1-T)(1-B)(1-C)/2 (p_{j+1} - p_j)` and
///   `m_j^in = (1-T)(1+B)(1-C)/2 (p_j - p_{j-1}) + (1-T)(1-B)(1+C)/2 (p_{j+1} - p_j)`;
///   at interior keys `m^out` is scaled by `2 D_j / (D_{j-1} + D_j)` and `m^in` by
///   `2 D_{j-1} / (D_{j-1} + D_j)`, `D_j = k_{j+1} - k_j`. With `T = C = B = 0` this is the
///   Catmull-Rom spline, `m = (p_{j+1} - p_{j-1}) / 2`;
/// - ``KeyframeCalculationMode/cubicPaced``: the same curve over uniformly spaced keys, re-timed
///   so that its arc length (Euclidean, over all components) grows linearly with `u` in [0, 1]; key
///   times are ignored.
///
/// Everything is precomputed at initialisation: each segment is stored as polynomial coefficients
/// `a + b s + c s^2 + d s^3`, so `value(at:)` is a binary search, a division and a few
/// multiply-adds (cubicPaced adds an arc-length inversion on a precomputed table). One generic
/// implementation serves every ``AnimatableValue``; multi-component values interpolate component
/// by component.
public struct KeyframeTrack<Value: AnimatableValue>: Sendable {
    /// The key times as given (empty is allowed for the paced modes, which ignore them).
    public let keyTimes: [Double]
    /// The key values.
    public let values: [Value]
    /// The calculation mode.
    public let mode: KeyframeCalculationMode
    /// Per-key Kochanek-Bartels tension (all 0 unless given); used by the cubic modes.
    public let tensions: [Double]
    /// Per-key Kochanek-Bartels continuity (all 0 unless given); used by the cubic modes.
    public let continuities: [Double]
    /// Per-key Kochanek-Bartels bias (all 0 unless given); used by the cubic modes.
    public let biases: [Double]

    /// The key times interpolation uses: as given, cumulative distance (paced) or uniform (cubicPaced).
    @usableFromInline let times: [Double]
    /// One polynomial per segment: `segments[i]` runs from `times[i]` to `times[i + 1]`.
    @usableFromInline let segments: [Segment]
    /// The arc-length table (cubicPaced only).
    @usableFromInline let arcLength: ArcLengthTable?

    /// One segment's polynomial `a + b s + c s^2 + d s^3` in its local fraction `s` in [0, 1].
    @usableFromInline
    struct Segment: Sendable {
        @usableFromInline let a: Value
        @usableFromInline let b: Value
        @usableFromInline let c: Value
        @usableFromInline let d: Value

        @inlinable init(a: Value, b: Value, c: Value, d: Value) {
            self.a = a; self.b = b; self.c = c; self.d = d
        }

        /// The polynomial at `s` (Horner's scheme).
        @inlinable @inline(__always)
        func value(_ s: Double) -> Value {
            a.adding(b.adding(c.adding(d.scaled(by: s)).scaled(by: s)).scaled(by: s))
        }

        /// Whether every component's `|a| + |b| + |c| + |d|` is finite: then no step of
        /// ``value(_:)`` (Horner's scheme with `s` in [0, 1]) can overflow.
        var isBounded: Bool {
            let (ca, cb, cc, cd) = (a.components, b.components, c.components, d.components)
            return ca.indices.allSatisfy { i in (abs(ca[i]) + abs(cb[i]) + abs(cc[i]) + abs(cd[i])).isFinite }
        }
    }

    // Scalar tracks, the long ones (`kinema curve keyframes` reads up to millions of keys), get a
    // copy of this initialiser compiled for `Double`, which callers in other modules reach too.
    /// Creates a track, validating and precomputing everything.
    ///
    /// - Parameters:
    ///   - keyTimes: one time per value, each in [0, 1], non-decreasing (equal times are allowed:
    ///     the later key wins from that time on). May be empty for `.paced` and `.cubicPaced`.
    ///   - values: at least one value, every component finite.
    ///   - mode: the calculation mode.
    ///   - tensions: per-key Kochanek-Bartels tension, one per value (default all 0).
    ///   - continuities: per-key continuity, one per value (default all 0).
    ///   - biases: per-key bias, one per value (default all 0).
    /// - Throws: ``ValueError`` when a list is empty or of the wrong length, a number is not
    ///   finite, a key time is outside [0, 1] or smaller than the one before it, and
    ///   ``ValueError/notRepresentable(_:)`` when the values are finite but so large that
    ///   interpolating them would overflow (a segment's polynomial, or its bound, is not finite).
    @_specialize(where Value == Double)
    public init(
        keyTimes: [Double], values: [Value], mode: KeyframeCalculationMode,
        tensions: [Double]? = nil, continuities: [Double]? = nil,
        biases: [Double]? = nil
    ) throws(ValueError) {
        let n = values.count
        guard n > 0 else { throw .empty("keyframe values") }
        let paced = mode == .paced || mode == .cubicPaced
        if !(paced && keyTimes.isEmpty) {
            guard keyTimes.count == n else { throw .countMismatch("key times", count: keyTimes.count, values: n) }
            for (i, k) in keyTimes.enumerated() {
                try ValueError.requireFraction(k, "key time at index \(i)")
                if i > 0, k < keyTimes[i - 1] { throw .decreasing("key time at index \(i)") }
            }
        }
        for (i, v) in values.enumerated() where !v.isFinite {
            throw .notFinite("keyframe value at index \(i)")
        }
        func parameters(_ list: [Double]?, _ name: String) throws(ValueError) -> [Double] {
            guard let list else { return Array(repeating: 0, count: n) }
            guard list.count == n else { throw .countMismatch(name, count: list.count, values: n) }
            for (i, x) in list.enumerated() where !x.isFinite { throw .notFinite("keyframe \(name) at index \(i)") }
            return list
        }
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        self.tensions = try parameters(tensions, "tensions")
        self.continuities = try parameters(continuities, "continuities")
        self.biases = try parameters(biases, "biases")

        let uniform = n == 1 ? [0.0] : (0..<n).map { Double($0) / Double(n - 1) }
        switch mode {
        case .linear, .discrete:
            times = keyTimes
        case .cubic:
            times = keyTimes
        case .paced:
            times = Self.pacedTimes(values) ?? uniform
        case .cubicPaced:
            times = uniform
        }
        switch mode {
        case .linear, .paced:
            segments = (0..<(n - 1)).map { i in
                Segment(a: values[i], b: values[i + 1].subtracting(values[i]), c: .zero, d: .zero)
            }
        case .discrete:
            segments = (0..<(n - 1)).map { i in Segment(a: values[i], b: .zero, c: .zero, d: .zero) }
        case .cubic, .cubicPaced:
            segments = Self.cubicSegments(
                times: times, values: values, tensions: self.tensions,
                continuities: self.continuities, biases: self.biases)
        }
        for segment in segments where !segment.isBounded { throw .notRepresentable("keyframe values") }
        if mode == .cubicPaced {
            guard let table = ArcLengthTable(segments: segments) else { throw .notRepresentable("keyframe values") }
            arcLength = table
        } else {
            arcLength = nil
        }
    }

    /// Cumulative Euclidean distance over total distance, or `nil` when the total is 0 or a
    /// distance is not finite. When the total overflows, the distances are scaled down by a
    /// power of two (exactly) that keeps their sum finite.
    static func pacedTimes(_ values: [Value]) -> [Double]? {
        let distances = values.indices.dropFirst().map { values[$0 - 1].distance(to: values[$0]) }
        guard distances.allSatisfy(\.isFinite) else { return nil }
        var scale = 1.0
        if !distances.reduce(0, +).isFinite {
            // Each distance is finite, so a sum of n of them scaled by 1 / 2^k with 2^k >= n is too.
            while scale * Double(distances.count) > 1 { scale /= 2 }
        }
        var cumulative = [0.0]
        for d in distances { cumulative.append(cumulative[cumulative.count - 1] + d * scale) }
        guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
        var times = cumulative.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }

    /// The interpolated value at `u`, the fraction of the whole animation.
    ///
    /// `u <= ` the first key time (and NaN) gives the first value; `u >=` the last key time gives the
    /// last value (for cubicPaced the first and last key times are 0 and 1).
    @inlinable
    public func value(at u: Double) -> Value { interpolatedValue(at: u) }

    /// The body of ``value(at:)``. Kept apart: written directly in `value(at:)` it changed how the
    /// compiler inlined the scene's generic presentation code around it (+4 % instructions per
    /// frame), measured with callgrind.
    @inlinable @inline(__always)
    func interpolatedValue(at u: Double) -> Value {
        let times = self.times
        let last = times.count - 1
        guard u > times[0] else { return values[0] }
        guard u < times[last] else { return values[last] }
        if let arcLength {
            return arcLength.value(at: u, segments: segments)
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(segments.count == last, "KeyframeTrack: one segment per pair of key times")
        #endif
        return times.withUnsafeBufferPointer { t in
            segments.withUnsafeBufferPointer { segment in
                let i = Self.segmentIndex(of: u, in: t.baseAddress.unsafelyUnwrapped, last: last)
                let s = (u - t[i]) / (t[i &+ 1] - t[i])
                return segment[i].value(s)
            }
        }
    }

    /// The last `i` in `0 ..< last` with `times[i] <= u`, for `times[0] <= u < times[last]` (sorted
    /// times; then this `i` is unique, equal times included). The range `[base, base + n)` holding
    /// the answer is halved a fixed number of times, so the loop has no data-dependent branch.
    @inlinable @inline(__always)
    static func segmentIndex(of u: Double, in times: UnsafePointer<Double>, last: Int) -> Int {
        var base = 0, n = last
        while n > 1 {
            let half = n &>> 1
            let mid = base &+ half
            #if KINEMA_INTERNAL_CHECKS
                precondition(mid > 0 && mid < last, "KeyframeTrack.segmentIndex: probe outside the key times")
            #endif
            base = times[mid] <= u ? mid : base
            n &-= half
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                base >= 0 && base < last && times[base] <= u && u < times[base + 1],
                "KeyframeTrack.segmentIndex: the key times are not sorted around u")
        #endif
        return base
    }
}

extension KeyframeTrack: Equatable where Value: Equatable {
    /// Tracks are equal when their defining inputs (key times, values, mode, KB parameters) are.
    public static func == (lhs: KeyframeTrack, rhs: KeyframeTrack) -> Bool {
        lhs.keyTimes == rhs.keyTimes && lhs.values == rhs.values && lhs.mode == rhs.mode
            && lhs.tensions == rhs.tensions && lhs.continuities == rhs.continuities && lhs.biases == rhs.biases
    }
}
