/// An unknown of a linear system: a named value that a ``Solver`` computes.
///
/// Variables have identity (two variables with the same name are different unknowns) and may
/// take part in any number of constraints and solvers. Only ``Solver/updateVariables()`` writes
/// ``value``; it starts at 0.
///
/// Sendability: the only mutable state, ``value``, is written by the solver that owns the
/// variable; keep a solver and its variables in one isolation domain (reading ``value`` while
/// another thread runs ``Solver/updateVariables()`` would race). The conformance lets errors carry
/// the variable.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A label for diagnostics; it plays no part in solving.
    public let name: String

    /// The value computed by the most recent ``Solver/updateVariables()`` of a solver that knows
    /// this variable (0 before that).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// Creates a variable with an optional diagnostic name.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `name=value`, or `<unnamed>=value`.
    public var description: String { "\(name.isEmpty ? "<unnamed>" : name)=\(value)" }
}
