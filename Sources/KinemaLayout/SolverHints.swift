/// A solver's identity in ``SolverHints``: an object that lives exactly as long as the solver's
/// state (a reset makes a new one).
final class SolverToken {}

/// Where up to two solvers keep a variable's node or a constraint's record, stored on the
/// variable or constraint itself, so that the usual case (one solver, or a solver and the one that
/// replaced it) needs no dictionary lookup. A solver claims a slot that is unclaimed or whose
/// solver is gone; once it holds a slot, it keeps the index there up to date, and a solver that
/// found no free slot uses its own dictionary instead. An index read from a slot is always checked
/// against the solver's tables (a node must hold that very variable, a record that very
/// constraint), so one left by a rolled-back call is harmless.
struct SolverHints {
    private weak var firstOwner: SolverToken?
    private var firstIndex: Int32 = -1
    private weak var secondOwner: SolverToken?
    private var secondIndex: Int32 = -1

    /// The index `token` keeps here (possibly stale), or nil if it holds no slot.
    func index(for token: SolverToken) -> Int32? {
        if firstOwner === token { return firstIndex }
        if secondOwner === token { return secondIndex }
        return nil
    }

    /// Stores `index` in `token`'s slot, claiming a free one if needed; false if both slots
    /// belong to other live solvers.
    mutating func claim(_ token: SolverToken, index: Int32) -> Bool {
        if firstOwner === token {
            firstIndex = index
        } else if secondOwner === token {
            secondIndex = index
        } else if firstOwner == nil {
            firstOwner = token
            firstIndex = index
        } else if secondOwner == nil {
            secondOwner = token
            secondIndex = index
        } else {
            return false
        }
        return true
    }
}
