extension Spring {
    /// A spring of mass 1 from coefficients derived from another parametrisation whose own
    /// parameters were already checked: a refusal can only come from the derived numbers, and is
    /// reported as `failure`.
    init(
        derivedStiffness stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool,
        failure: ValueError
    ) throws(ValueError) {
        do {
            try self.init(
                mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                allowsOverdamping: allowsOverdamping)
        } catch {
            throw failure
        }
    }
}
