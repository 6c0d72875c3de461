extension Derivation {
    /// One linear constraint measured at some values: its residual `r` (left-hand side minus
    /// right-hand side), how `r` must compare with 0 (`"=="`, `">="` or `"<="`), and its weight
    /// (`nil` for a required constraint).
    public typealias MeasuredConstraint = (residual: Double, relation: String, weight: Double?)

    /// How far `r OP 0` is from holding: `|r|` for `==`, `max(0, -r)` for `>=`, `max(0, r)` for
    /// `<=` (NaN for any other relation, so that a typo cannot pass).
    public static func violation(_ r: Double, _ relation: String) -> Double {
        switch relation {
        case "==": return abs(r)
        case ">=": return max(0, -r)
        case "<=": return max(0, r)
        default: return .nan
        }
    }

    /// What a Cassowary solver minimises and must hold: the objective `Σ weight × violation` over
    /// the optional constraints, the largest violation of a required one, and the sum of the
    /// optional weights.
    public static func objective(_ constraints: [MeasuredConstraint])
        -> (objective: Double, worstRequired: Double, optionalWeight: Double)
    {
        var objective = 0.0, worst = 0.0, weights = 0.0
        for c in constraints {
            let v = violation(c.residual, c.relation)
            if let weight = c.weight {
                objective += weight * v
                weights += weight
            } else {
                worst = max(worst, v)
            }
        }
        return (objective, worst, weights)
    }
}
