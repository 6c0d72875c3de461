import RealModule

extension ScrollAxisMotion {
    /// How stiff the rubber band past an edge is: 0.55, the constant UIKit's scroll views are
    /// measured to use.
    public static let rubberBandStiffness = 0.55

    /// The offset a drag shows for the offset `raw` that the finger asks for: `raw` itself within
    /// `range`; past an edge, the overshoot `x` is shown as `(1 - 1 / (x c / d + 1)) d`, with `c`
    /// the ``rubberBandStiffness`` and `d` the visible length `dimension`, so the content follows
    /// the finger less and less and never moves a whole `dimension` past the edge.
    ///
    /// A `dimension` that is not positive and finite, or a `raw` that is not finite, gives the
    /// nearest edge.
    public static func rubberBanded(_ raw: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        let (low, high) = finiteEnds(range)
        guard raw.isFinite else { return low }
        if raw >= low && raw <= high { return raw }
        let edge = raw < low ? low : high
        guard dimension > 0, dimension.isFinite else { return edge }
        let overshoot = (raw - edge).magnitude
        let shown = (1 - 1 / (overshoot * rubberBandStiffness / dimension + 1)) * dimension
        return raw < low ? edge - shown : edge + shown
    }

    /// The page a paging drag lands on, as an offset: the deceleration's rest point without
    /// edges, `offset - velocity / λ` (`λ = 1000 ln(rate)`; `offset` itself for a rate outside
    /// `0 < rate < 1`), rounded to the nearest multiple of `pageLength`, at most one page from
    /// `startPage` (the page the drag began on) and within `range`.
    ///
    /// A `pageLength` that is not positive and finite gives the offset within `range`.
    public static func pageOffset(
        from offset: Double, velocity: Double, rate: Double, pageLength: Double, startPage: Int,
        within range: ClosedRange<Double>
    ) -> Double {
        let (low, high) = finiteEnds(range)
        let o = offset.isFinite ? offset : low
        guard pageLength > 0, pageLength.isFinite else { return Swift.min(Swift.max(o, low), high) }
        var projected = o
        if rate > 0, rate < 1, velocity.isFinite { projected -= velocity / (1000 * Double.log(rate)) }
        var page = (projected / pageLength).rounded()
        if !page.isFinite { page = Double(startPage) }
        page = Swift.min(Swift.max(page, Double(startPage) - 1), Double(startPage) + 1)
        return Swift.min(Swift.max(page * pageLength, low), high)
    }

    /// The page nearest `offset` (its offset divided by `pageLength`, rounded); 0 for a length that
    /// is not positive and finite, and clamped to ±2^52.
    public static func page(at offset: Double, pageLength: Double) -> Int {
        guard pageLength > 0, pageLength.isFinite, offset.isFinite else { return 0 }
        let page = (offset / pageLength).rounded()
        let limit = Double(1 << 52)
        return Int(Swift.min(Swift.max(page, -limit), limit))
    }
}
