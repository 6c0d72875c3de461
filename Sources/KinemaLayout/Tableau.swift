/// The simplex tableau behind ``Solver``: kiwi's rows, objective and symbol tables, laid out for
/// speed and determinism.
///
/// - Symbols are dense `Int32` ids handed out in creation order (kiwi's `m_id_tick`), so "lowest id"
///   tie-breaking matches kiwi. Per-symbol facts live in arrays indexed by id.
/// - Rows are headers (``RowHeader``) in slots; their cells live in one append-only arena. A row is
///   never edited in place: a new version is written at the arena top. This makes the undo journal
///   cheap: saving a row is saving its header.
/// - `columns[s]` lists the slots of every row whose cells mention symbol `s`, so a substitution
///   touches only those rows instead of scanning the whole tableau as kiwi does. The list is lazy:
///   removing a cell leaves a stale entry (every reader looks the coefficient up anyway and skips
///   rows without the symbol), which makes cancellation O(1); bloated lists are compacted when a
///   call commits.
/// - The objective is dense (`objective[s]`); `negativeHeap` holds candidates with a negative
///   coefficient so the entering symbol (lowest id with a negative coefficient, as kiwi) is found
///   without a scan.
/// - Nothing iterates a dictionary; every choice is by symbol id.
struct Tableau {
    // MARK: Symbols, indexed by id
    var kinds: [SymbolKind] = []
    /// Slot of the row whose basic symbol this is, or -1 when the symbol is parametric.
    var rowOf: [Int32] = []
    /// Coefficient of the symbol in the objective (0 when absent).
    var objective: [Double] = []
    /// Slots of the rows containing the symbol, unordered, possibly with stale or repeated entries.
    var columns: [ContiguousArray<Int32>] = []
    /// How many rows really contain the symbol.
    var columnLive: [Int32] = []
    /// Symbols whose column list has grown well past `columnLive` (bit 2 of `queued` marks them).
    var bloatedColumns: [Int32] = []
    /// Bit 0: queued in `negativeHeap`; bit 1: queued in `infeasibleHeap`; bit 2: in
    /// `bloatedColumns`.
    var queued: [UInt8] = []
    /// Parametric symbols whose objective coefficient may be negative (lazily validated).
    var negativeHeap = MinHeap()
    /// Basic symbols whose row may be infeasible (lazily validated); the dual simplex takes the
    /// lowest id first (Bland's rule, which cannot cycle).
    var infeasibleHeap = MinHeap()

    // MARK: Variables
    var variableSymbols: [ObjectIdentifier: Int32] = [:]
    /// Variables in order of first use, with their symbols (parallel arrays).
    var variables: [Variable] = []
    var variableSymbolList: [Int32] = []

    // MARK: Rows
    var rows: [RowHeader] = []
    var freeSlots: [Int32] = []
    /// The journal mark of each slot's last save (see ``Journal``).
    var rowMarks: [UInt32] = []
    /// Scratch marks per slot for de-duplicating a column list.
    var slotStamps: [UInt32] = []
    var stamp: UInt32 = 0
    /// The slot of the artificial objective while one exists, else -1.
    var artificialSlot = -1

    // MARK: Cell arena
    let storage: CellStorage
    var cells: UnsafeMutablePointer<Cell>
    var capacity: Int
    /// First unused cell.
    var top = 0
    /// Cells belonging to live rows (the rest below `top` is garbage).
    var liveCells = 0

    // MARK: Transactions
    var journal = Journal()
    /// Stays 0 unless a non-finite value was written (`x * 0` is NaN exactly when x is not finite).
    var overflowProbe = 0.0

    // MARK: Scratch buffers (reused to avoid allocation)
    var scratch: ContiguousArray<Cell> = []
    var scratch2: ContiguousArray<Cell> = []

    init() {
        let storage = CellStorage(capacity: 1024)
        self.storage = storage
        self.cells = storage.pointer
        self.capacity = storage.capacity
    }

    // MARK: Symbols

    /// Creates a symbol of the given kind with the next id.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(truncatingIfNeeded: kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        objective.append(0)
        columns.append([])
        columnLive.append(0)
        queued.append(0)
        return id
    }

    /// The external symbol of a variable, created on first use.
    mutating func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let existing = variableSymbols[key] { return existing }
        let id = makeSymbol(.external)
        variableSymbols[key] = id
        variables.append(variable)
        variableSymbolList.append(id)
        return id
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    // MARK: Row access

    /// Absolute arena index of `symbol`'s cell in the row, or -1.
    @inline(__always)
    func cellIndex(of symbol: Int32, in header: RowHeader) -> Int {
        var low = header.start
        var high = header.start + Int(header.count)
        let base = cells
        while low < high {
            let mid = (low + high) >> 1
            let s = base[mid].symbol
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
        }
        return -1
    }

    /// The coefficient of `symbol` in the row (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Int32, in header: RowHeader) -> Double {
        let index = cellIndex(of: symbol, in: header)
        return index < 0 ? 0 : cells[index].coefficient
    }

    /// Makes room for `count` more cells at the arena top. Invalidates raw pointers into the arena
    /// (offsets stay valid).
    @inline(__always)
    mutating func reserveCells(_ count: Int) {
        if top + count > capacity { growArena(minimum: top + count) }
    }

    mutating func growArena(minimum: Int) {
        let newCapacity = Swift.max(capacity * 2, minimum + 1024)
        storage.reallocate(capacity: newCapacity, preserving: top)
        cells = storage.pointer
        capacity = newCapacity
    }

    // MARK: Slots

    /// A free slot (reused or new), saved in the journal when reused.
    mutating func allocateSlot() -> Int {
        if let slot = freeSlots.popLast() {
            saveRow(Int(slot))
            return Int(slot)
        }
        rows.append(RowHeader(start: 0, count: 0, basic: RowHeader.freeSlot, constant: 0))
        rowMarks.append(journal.mark)
        slotStamps.append(0)
        return rows.count - 1
    }

    // MARK: Objective and queues

    /// Sets an objective coefficient (journaled) and queues the symbol if it became negative.
    @inline(__always)
    mutating func setObjective(_ symbol: Int32, _ value: Double) {
        let s = Int(symbol)
        if journal.active { journal.objective.append((symbol, objective[s])) }
        objective[s] = value
        overflowProbe += value * 0
        if value < 0 && queued[s] & 1 == 0 && kinds[s] != .dummy {
            queued[s] |= 1
            negativeHeap.push(symbol)
        }
    }

    /// kiwi's `objective.insert(symbol, delta)`: add, and drop the cell when near zero.
    @inline(__always)
    mutating func addToObjective(_ symbol: Int32, _ delta: Double) {
        let sum = objective[Int(symbol)] + delta
        setObjective(symbol, nearZero(sum) ? 0 : sum)
    }

    /// Queues a basic symbol for the dual simplex if its row is (possibly) infeasible: a restricted
    /// row with a negative constant, or a dummy row with a nonzero one.
    @inline(__always)
    mutating func noteConstant(of basic: Int32, _ constant: Double) {
        let s = Int(basic)
        let kind = kinds[s]
        if kind == .external { return }
        if constant < 0 || (kind == .dummy && constant != 0) {
            if queued[s] & 2 == 0 {
                queued[s] |= 2
                infeasibleHeap.push(basic)
            }
        }
    }

    /// Empties the infeasible queue (kiwi leaves stale entries that its next dual pass ignores).
    mutating func clearInfeasibleQueue() {
        while let symbol = infeasibleHeap.popMin() { queued[Int(symbol)] &= ~2 }
    }
}
