// Internal vocabulary of the tableau (kiwi's Symbol / Row cell), kept as plain integers so that the
// hot loops touch no classes and no reference counts.

/// What an internal symbol stands for (kiwi's `Symbol::Type`).
@usableFromInline
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (restricted to `>= 0`); also the artificial variable.
    case slack
    /// One side of the violation of a non-required constraint (restricted to `>= 0`).
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// One nonzero coefficient of a tableau row. Rows keep their cells sorted by `symbol`, which gives
/// kiwi's tie-breaking order (lowest symbol id first) for free.
@usableFromInline
struct Cell {
    /// The parametric symbol.
    @usableFromInline var symbol: Int32
    /// The coefficient.
    @usableFromInline var coefficient: Double

    @inlinable
    init(symbol: Int32, coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// Everything the tableau knows about one symbol, indexed by its id.
@usableFromInline
struct SymbolInfo {
    /// Coefficient of the symbol in the objective (0 when absent).
    @usableFromInline var objective: Double = 0
    /// Where the symbol's column list starts in the column pool.
    @usableFromInline var columnStart: Int = 0
    /// Slot of the row whose basic symbol this is, or -1 when the symbol is parametric.
    @usableFromInline var rowOf: Int32 = -1
    /// Entries in the column list (slots of rows holding the symbol; may be stale or repeated).
    @usableFromInline var columnCount: Int32 = 0
    /// Room reserved for the column list in the pool.
    @usableFromInline var columnCapacity: Int32 = 0
    /// How many rows really hold the symbol.
    @usableFromInline var columnLive: Int32 = 0
    /// What the symbol stands for.
    @usableFromInline var kind: SymbolKind
    /// Bit 0: in the negative-cost queue; bit 1: in the infeasible queue; bit 2: column bloated.
    @usableFromInline var queued: UInt8 = 0

    @inlinable init(kind: SymbolKind) { self.kind = kind }
}

/// A row of the tableau: `basic = constant + Σ cell.coefficient * cell.symbol`, whose cells live in
/// the cell arena at `start ..< start + count`.
@usableFromInline
struct RowHeader {
    /// Offset of the first cell in the arena.
    @usableFromInline var start: Int
    /// Number of cells.
    @usableFromInline var count: Int32
    /// The basic symbol, or ``RowHeader/objectiveRow`` (the artificial objective) or
    /// ``RowHeader/freeSlot``.
    @usableFromInline var basic: Int32
    /// The value of the basic symbol when every parametric symbol is 0.
    @usableFromInline var constant: Double
    /// The journal generation that last saved this slot (see ``Journal``).
    @usableFromInline var mark: UInt32 = 0
    /// Scratch mark for de-duplicating column lists.
    @usableFromInline var stamp: UInt32 = 0

    /// `basic` of the artificial objective row.
    @usableFromInline static let objectiveRow: Int32 = -1
    /// `basic` of an unused slot.
    @usableFromInline static let freeSlot: Int32 = -2

    @inlinable
    init(start: Int, count: Int32, basic: Int32, constant: Double) {
        self.start = start
        self.count = count
        self.basic = basic
        self.constant = constant
    }
}

/// kiwi's `nearZero`: |value| < 1e-8. The same answer as kiwi's two-branch form for every input
/// (±0 true, NaN false), as one mask and one compare.
@inlinable @inline(__always)
func nearZero(_ value: Double) -> Bool {
    value.magnitude < 1.0e-8
}
