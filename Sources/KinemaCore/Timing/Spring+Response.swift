extension Spring {
    /// A spring from its response and damping ratio (SwiftUI's `Spring(response:dampingRatio:)`,
    /// UIKit's `UISpringTimingParameters(dampingRatio:response:)`).
    ///
    /// The mass is 1, `w0 = 2 pi / response`, so `stiffness = w0^2` and `damping = 2 zeta w0`.
    /// Damping ratios above 1 use the overdamped closed form (``allowsOverdamping`` is `true`), as
    /// SwiftUI's springs do.
    ///
    /// - Parameters:
    ///   - response: the period of the undamped oscillation in seconds, finite and > 0.
    ///   - dampingRatio: `zeta`, finite and >= 0.
    ///   - initialVelocity: in whole distances per second, finite (default 0).
    /// - Throws: ``ValueError`` for non-finite values, a non-positive response, a negative damping
    ///   ratio, or a response so small or large that the coefficients are not representable.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(ValueError) {
        try self.init(
            period: response, "spring response", ratio: dampingRatio, "spring damping ratio",
            initialVelocity: initialVelocity,
            checkRatio: { dampingRatio throws(ValueError) in
                guard dampingRatio >= 0 else {
                    throw .outOfRange("spring damping ratio", dampingRatio, must: "not be negative")
                }
            },
            damping: { w0 in 2 * dampingRatio * w0 })
    }

    /// The perceptual springs' common form (``init(response:dampingRatio:initialVelocity:)`` and
    /// ``init(duration:bounce:initialVelocity:)``): mass 1, undamped period `period` seconds, so
    /// `w0 = 2 pi / period` and `stiffness = w0^2`, and the damping `damping(w0)`; overdamping
    /// allowed. The checks run in this order: `period` finite (reported as `periodName`), `ratio`
    /// finite (as `ratioName`), `initialVelocity` finite, `period` positive, then `checkRatio`.
    init(
        period: Double, _ periodName: String, ratio: Double, _ ratioName: String, initialVelocity: Double,
        checkRatio: (Double) throws(ValueError) -> Void, damping: (_ w0: Double) -> Double
    ) throws(ValueError) {
        guard period.isFinite else { throw .notFinite(periodName) }
        guard ratio.isFinite else { throw .notFinite(ratioName) }
        guard initialVelocity.isFinite else { throw .notFinite("spring initial velocity") }
        guard period > 0 else { throw .outOfRange(periodName, period, must: "be positive") }
        try checkRatio(ratio)
        let w0 = 2 * Double.pi / period
        try self.init(
            derivedStiffness: w0 * w0, damping: damping(w0), initialVelocity: initialVelocity,
            allowsOverdamping: true, failure: Self.notRepresentable)
    }
}
