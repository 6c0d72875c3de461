/// Why a ``Solver`` call failed. A call that throws leaves the solver exactly as it was.
///
/// Two errors are equal when they are the same case about the same constraint or variable (their
/// identity) or, for ``internalFailure(_:)``, the same reason.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot be satisfied together with the required constraints
    /// already in the solver (from ``Solver/addConstraint(_:)``), or its new constant cannot
    /// (from ``Solver/updateConstant(of:to:)``).
    case unsatisfiable(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than ``Strength/required`` (kiwi's `BadRequiredStrength`).
    case requiredEditStrength
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The value suggested for this edit variable is NaN or infinite.
    case nonFiniteSuggestion(Variable)
    /// The new constant for this constraint is NaN or infinite.
    case nonFiniteConstant(Constraint)
    /// Solving would have produced an infinite or NaN value (finite inputs too large in
    /// magnitude); nothing was changed.
    case numericOverflow
    /// The solver gave up on an internal invariant (kiwi's `InternalSolverError`), e.g. an
    /// unbounded objective; nothing was changed.
    case internalFailure(String)

    /// A one-line explanation naming the constraint or variable involved.
    public var description: String {
        switch self {
        case .unsatisfiable(let c): return "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v.name)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v.name)"
        case .requiredEditStrength: return "an edit variable cannot have required strength"
        case .nonFiniteConstraint(let c): return "non-finite coefficient or constant in: \(c)"
        case .nonFiniteSuggestion(let v): return "non-finite value suggested for: \(v.name)"
        case .nonFiniteConstant(let c): return "non-finite new constant for: \(c)"
        case .numericOverflow: return "the solution would overflow to infinity or NaN"
        case .internalFailure(let reason): return "internal solver failure: \(reason)"
        }
    }
}
