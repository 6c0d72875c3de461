import KinemaDerivations
import KinemaLayout
import KinemaWorkloads

extension UIGridWorkload {
    /// The objective kiwi minimizes, Σ strength × violation over the soft constraints (the edit
    /// constraints add nothing once W and H sit at their suggestions), and the largest violation
    /// of a required constraint.
    func objectiveAndWorstRequiredViolation() -> (objective: Double, worst: Double) {
        let measured = Derivation.objective(constraints.map(\.measured))
        return (measured.objective, measured.worstRequired)
    }
}
