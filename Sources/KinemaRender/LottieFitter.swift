/// One property's samples: its value at every exported frame and how far a fitted curve may
/// stray from each number.
struct LottieSamples: Sendable {
    /// Lottie frame numbers, increasing.
    var frames: [Double]
    /// The value at each frame (all of the same dimension).
    var values: [[Double]]
    /// The largest allowed error of each number of each value (positive).
    var tolerances: [[Double]]
    /// The values every number must keep to, between frames too (a size or an opacity never
    /// goes below 0, whatever the easing overshoots).
    var limits: ClosedRange<Double> = -Double.infinity...Double.infinity
}

/// Turns samples into a ``LottieTrack``: every sample a keyframe, or as few keyframes as an
/// error-bounded cubic fit needs.
///
/// The fit is greedy: from a keyframe it looks for the furthest later sample that can end the
/// segment (galloping, then bisecting). A segment from sample i to sample j keeps both samples'
/// exact values and takes the one easing (``LottieEasing``, shared by every dimension, as
/// Lottie requires) that minimises the tolerance-weighted squared error over the samples in
/// between (a 2x2 linear least-squares problem, lightly pulled towards a straight line so that
/// it is always solvable). It is accepted only when every sample in between lies within its
/// tolerance in every dimension, with the handles rounded as they are written and no handle
/// beyond +/-10 (steeper handles stress players' arithmetic), and when the eased curve stays
/// within the samples' limits over the whole segment, not only at the samples (a corner rounding
/// that dips below 0 between two frames makes one player drop the shape). A segment between neighbouring
/// samples has no sample in between and is always accepted, so the fit ends and meets the
/// tolerances at every sample by construction.
enum LottieFitter {
    /// Handles are rounded to multiples of 1 / handleScale (six decimals) and checked as written.
    static let handleScale = 1e6
    /// The steepest handle accepted.
    static let maximumHandle = 10.0

    /// Every sample as a keyframe with straight segments; a constant when all values are equal.
    static func everyFrame(_ s: LottieSamples) -> LottieTrack {
        guard let first = s.values.first else { return .constant([]) }
        if s.values.allSatisfy({ $0 == first }) { return .constant(first) }
        return .keyframes(zip(s.frames, s.values).map { LottieKeyframe(frame: $0, value: $1, easing: .linear) })
    }

    /// The fewest keyframes the greedy fit finds (see the type's documentation); a constant when
    /// one value lies within tolerance of every sample.
    static func fitted(_ s: LottieSamples) -> LottieTrack {
        let n = s.values.count
        guard n > 1, let first = s.values.first else { return .constant(s.values.first ?? []) }
        if s.values.allSatisfy({ $0 == first }) { return .constant(first) }
        if let middle = constantWithinTolerance(s) { return .constant(middle) }
        var keys: [LottieKeyframe] = []
        var start = 0
        while start < n - 1 {
            var good = start + 1, goodEasing = LottieEasing.linear
            var bad = n
            var span = 2
            while good < n - 1 {
                let candidate = Swift.min(start + span, n - 1)
                if let easing = segment(s, from: start, to: candidate) {
                    (good, goodEasing) = (candidate, easing)
                    span *= 2
                } else {
                    bad = candidate
                    break
                }
            }
            while bad - good > 1 {
                let mid = good + (bad - good) / 2
                if let easing = segment(s, from: start, to: mid) {
                    (good, goodEasing) = (mid, easing)
                } else {
                    bad = mid
                }
            }
            keys.append(LottieKeyframe(frame: s.frames[start], value: s.values[start], easing: goodEasing))
            start = good
        }
        keys.append(LottieKeyframe(frame: s.frames[n - 1], value: s.values[n - 1], easing: .linear))
        return .keyframes(keys)
    }

    /// The midpoint of each dimension's range when it lies within tolerance of every sample.
    private static func constantWithinTolerance(_ s: LottieSamples) -> [Double]? {
        guard let first = s.values.first else { return nil }
        var middle: [Double] = []
        for d in first.indices {
            let column = s.values.map { $0[d] }
            guard let lo = column.min(), let hi = column.max() else { return nil }
            let mid = lo + (hi - lo) / 2
            for k in column.indices where !(abs(column[k] - mid) <= s.tolerances[k][d]) { return nil }
            middle.append(mid)
        }
        return middle
    }

    /// The easing of an acceptable segment from sample `i` to sample `j`, or nil.
    static func segment(_ s: LottieSamples, from i: Int, to j: Int) -> LottieEasing? {
        guard j > i + 1 else { return .linear }
        let v0 = s.values[i], v1 = s.values[j]
        let t0 = s.frames[i], duration = s.frames[j] - s.frames[i]
        guard duration > 0 else { return nil }
        let delta = zip(v0, v1).map { $1 - $0 }
        // Normal equations of the weighted least squares in (outY, inY).
        var a11 = 0.0, a12 = 0.0, a22 = 0.0, b1 = 0.0, b2 = 0.0
        for k in (i + 1)..<j {
            let u = (s.frames[k] - t0) / duration
            let w1 = 3 * (1 - u) * (1 - u) * u, w2 = 3 * (1 - u) * u * u, cube = u * u * u
            for d in delta.indices {
                let weight = 1 / Swift.max(s.tolerances[k][d] * s.tolerances[k][d], 1e-300)
                let p1 = delta[d] * w1, p2 = delta[d] * w2
                let target = s.values[k][d] - v0[d] - delta[d] * cube
                a11 += weight * p1 * p1; a12 += weight * p1 * p2; a22 += weight * p2 * p2
                b1 += weight * p1 * target; b2 += weight * p2 * target
            }
        }
        // A light pull towards the straight line (outY 1/3, inY 2/3) keeps the system solvable.
        let lambda = Swift.max((a11 + a22) * 1e-9, 1e-300)
        a11 += lambda; a22 += lambda
        b1 += lambda / 3; b2 += lambda * 2 / 3
        let det = a11 * a22 - a12 * a12
        var easing = LottieEasing.linear
        if det > 0, det.isFinite {
            let outY = (b1 * a22 - b2 * a12) / det, inY = (a11 * b2 - a12 * b1) / det
            if outY.isFinite, inY.isFinite { easing = LottieEasing(outY: rounded(outY), inY: rounded(inY)) }
        }
        guard abs(easing.outY) <= maximumHandle, abs(easing.inY) <= maximumHandle else { return nil }
        let range = easing.range
        for d in delta.indices {
            let ends = [v0[d] + delta[d] * range.lower, v0[d] + delta[d] * range.upper]
            guard let lo = ends.min(), let hi = ends.max(), s.limits.contains(lo), s.limits.contains(hi) else {
                return nil
            }
        }
        for k in (i + 1)..<j {
            let e = easing.progress((s.frames[k] - t0) / duration)
            for d in delta.indices where !(abs(v0[d] + delta[d] * e - s.values[k][d]) <= s.tolerances[k][d]) {
                return nil
            }
        }
        return easing
    }

    /// `x` rounded to six decimals.
    private static func rounded(_ x: Double) -> Double {
        (x * handleScale).rounded() / handleScale
    }
}
