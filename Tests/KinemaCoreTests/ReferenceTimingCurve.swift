/// `TimingCurve.progress(at:)` exactly as it was written before its ordinate shortcuts (commit
/// 799e07a): the Newton solve with its bisection fallback, then `y(t)` in the full Bernstein form
/// for every curve. Kept only here, so that any rewrite of the engine's evaluation can be checked
/// to give the same bits (`TimingCurveBitIdentityTests`). Plain Swift, no test framework, so that
/// a release build can run the same comparison over many more inputs.
struct ReferenceTimingCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double
    let ax: Double, bx: Double, cx: Double, ax3: Double, bx2: Double
    let isDiagonal: Bool

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        ax3 = 3 * ax
        bx2 = 2 * bx
        isDiagonal = x1 == y1 && x2 == y2
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * t * (s * y1 + t * y2) + t * t * t
    }
    func sampleDerivativeX(_ t: Double) -> Double { (ax3 * t + bx2) * t + cx }

    func solveX(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-7 { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        return bisect(x)
    }

    /// The fallback: halves [0, 1] around `t`, starting from `t = x`, until `|x(t) - x| < 1e-7`, at
    /// most 64 times (the same operations in the same order as the engine's loop).
    func bisect(_ x: Double) -> Double {
        var bounds = (low: 0.0, high: 1.0)
        var t = x
        var halvings = 0
        while halvings < 64 {
            let reached = sampleX(t)
            if abs(reached - x) < 1e-7 { return t }
            if x > reached { bounds.low = t } else { bounds.high = t }
            t = (bounds.high - bounds.low) * 0.5 + bounds.low
            halvings += 1
        }
        return t
    }

    func progress(at x: Double) -> Double {
        if x > 0 && x < (isDiagonal ? 0 : 1) { return sampleY(solveX(x)) }
        if x.isNaN { return x }
        let clamped = x < 0 ? 0 : (x > 1 ? 1 : x)
        if isDiagonal { return clamped }
        return sampleY(solveX(clamped))
    }
}
