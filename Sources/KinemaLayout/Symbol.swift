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

/// kiwi's `nearZero`: |value| < 1e-8.
@inlinable @inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}
