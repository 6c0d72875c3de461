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
        guard response.isFinite else { throw .notFinite("spring response") }
        guard dampingRatio.isFinite else { throw .notFinite("spring damping ratio") }
        guard initialVelocity.isFinite else { throw .notFinite("spring initial velocity") }
        guard response > 0 else { throw .outOfRange("spring response", response, must: "be positive") }
        guard dampingRatio >= 0 else {
            throw .outOfRange("spring damping ratio", dampingRatio, must: "not be negative")
        }
        let w0 = 2 * Double.pi / response
        try self.init(
            derivedStiffness: w0 * w0, damping: 2 * dampingRatio * w0, initialVelocity: initialVelocity,
            allowsOverdamping: true, failure: Self.notRepresentable)
    }
}
