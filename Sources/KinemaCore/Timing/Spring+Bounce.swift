extension Spring {
    /// SwiftUI's perceptual spring `Spring(duration:bounce:)` (see <doc:Springs>).
    ///
    /// `zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)`, `stiffness = (2 pi / duration)^2`,
    /// `damping = 4 pi zeta / duration`, mass 1. A negative bounce overdamps (``allowsOverdamping``
    /// is `true`, as in SwiftUI); bounce 1 is undamped and oscillates forever.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, finite and > 0.
    ///   - bounce: in (-1, 1]; 0 is critically damped.
    ///   - initialVelocity: in whole distances per second, finite (default 0).
    /// - Throws: ``ValueError`` for non-finite values, a non-positive duration, a bounce outside
    ///   (-1, 1], or coefficients that are not representable.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(ValueError) {
        try self.init(
            period: duration, "spring duration", ratio: bounce, "spring bounce", initialVelocity: initialVelocity,
            checkRatio: { bounce throws(ValueError) in
                guard bounce > -1, bounce <= 1 else {
                    throw .outOfRange("spring bounce", bounce, must: "be in (-1, 1]")
                }
            },
            damping: { _ in
                let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
                return 4 * Double.pi * zeta / duration
            })
    }
}
