/// The simplex tableau behind ``Solver``: kiwi's rows, objective and symbol tables, laid out for
/// speed and determinism.
///
/// - Symbols are dense `Int32` ids handed out in creation order (kiwi's `m_id_tick`), so "lowest id"
///   tie-breaking matches kiwi. Per-symbol facts live in one ``SymbolInfo`` record per id.
/// - Rows are headers (``RowHeader``) in slots; their cells live in one append-only arena. A row is
///   never edited in place: a new version is written at the arena top. This makes the undo journal
///   cheap: saving a row is saving its header.
/// - Each symbol has a column list in a shared pool: the slots of every row whose cells mention it,
///   so a substitution touches only those rows instead of scanning the whole tableau as kiwi does.
///   The list is lazy: removing a cell leaves a stale entry (every reader looks the coefficient up
///   anyway and skips rows without the symbol), which makes cancellation O(1); bloated lists are
///   compacted when a call commits.
/// - The objective is dense (`SymbolInfo.objective`); `negativeHeap` holds candidates with a
///   negative coefficient so the entering symbol (lowest id with a negative coefficient, as kiwi) is
///   found without a scan.
/// - Symbol records, row headers, column entries and cells sit in manually managed buffers
///   (``RawStorage``): the hot loops do no reference counting, uniqueness or bounds checks.
/// - Nothing iterates a dictionary; every choice is by symbol id.
/// - The tableau knows symbols only: ``Solver`` maps variables to external symbols (after taking
///   out the required equalities it can eliminate) and hands over rows of symbols.
struct Tableau {
    // MARK: Symbols
    let symbolStorage = RawStorage<SymbolInfo>(capacity: 256)
    var symbols: UnsafeMutablePointer<SymbolInfo>
    var symbolCount = 0
    /// Parametric symbols whose objective coefficient may be negative (lazily validated).
    var negativeHeap = MinHeap()
    /// Basic symbols whose row may be infeasible (lazily validated); the dual simplex takes the
    /// lowest id first (Bland's rule, which cannot cycle).
    var infeasibleHeap = MinHeap()

    // MARK: Column pool
    let columnStorage = RawStorage<Int32>(capacity: 4096)
    var columnPool: UnsafeMutablePointer<Int32>
    /// First unused pool entry.
    var columnTop = 0
    /// Pool entries abandoned by relocated lists.
    var columnGarbage = 0
    /// Symbols whose column list has grown well past its live count (bit 2 of `queued`).
    var bloatedColumns: [Int32] = []
    /// How many column-list entries beyond four per live cell a call may leave before a pivot
    /// compacts the lists (tests lower it to exercise that path on small systems).
    var columnCompactionSlack = 1 << 20
    /// How many times a pivot compacted the column lists inside a call.
    var pivotColumnCompactions = 0

    // MARK: Rows
    let rowStorage = RawStorage<RowHeader>(capacity: 256)
    var rows: UnsafeMutablePointer<RowHeader>
    var rowCount = 0
    var freeSlots: [Int32] = []
    /// Last value handed out for `RowHeader.stamp`.
    var stamp: UInt32 = 0

    // MARK: Cell arena
    let cellStorage = RawStorage<Cell>(capacity: 4096)
    var cells: UnsafeMutablePointer<Cell>
    /// First unused cell.
    var top = 0
    /// Cells belonging to live rows (the rest below `top` is garbage).
    var liveCells = 0

    // MARK: Transactions
    var journal = Journal()
    /// Stays 0 unless a non-finite value was written (`x * 0` is NaN exactly when x is not finite).
    var overflowProbe = 0.0
    /// Pivots made so far (a work measure for tests; wraps around instead of trapping).
    var pivotCount: UInt64 = 0
    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: the largest magnitude a row constant, or a multiple of one added to
        /// another, has reached, so that the feasibility check allows the rounding of the values
        /// the tableau has computed with (see ``invariantViolations(settled:)``).
        var largestMagnitudeSeen = 0.0
    #endif

    // MARK: Scratch buffers (reused to avoid allocation)
    var scratch = ScratchBuffer<Cell>(capacity: 64)
    var scratch2 = ScratchBuffer<Cell>(capacity: 64)

    init() {
        symbols = symbolStorage.pointer
        columnPool = columnStorage.pointer
        rows = rowStorage.pointer
        cells = cellStorage.pointer
    }

    // MARK: Symbols

    /// Creates a symbol of the given kind with the next id.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if symbolCount == symbolStorage.capacity {
            symbols = symbolStorage.grow(minimum: symbolCount + 1, preserving: symbolCount)
        }
        // Room for a short column list from the start (most symbols stay in a few rows), so that
        // the first cells over the symbol do not relocate its list.
        if columnTop + 8 > columnStorage.capacity {
            columnPool = columnStorage.grow(minimum: columnTop + 8, preserving: columnTop)
        }
        var info = SymbolInfo(kind: kind)
        info.columnStart = columnTop
        info.columnCapacity = 8
        columnTop += 8
        (symbols + symbolCount).initialize(to: info)
        symbolCount += 1
        return Int32(truncatingIfNeeded: symbolCount - 1)
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let slot = symbols[Int(symbol)].rowOf
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    @inline(__always)
    func kind(_ symbol: Int32) -> SymbolKind { symbols[Int(symbol)].kind }

    /// Checked builds: notes the magnitudes of values a row operation computed with (see
    /// `largestMagnitudeSeen`); nothing otherwise.
    @inline(__always)
    mutating func noteMagnitudes(_ a: Double, _ b: Double) {
        #if KINEMA_INTERNAL_CHECKS
            largestMagnitudeSeen = Swift.max(largestMagnitudeSeen, a.magnitude, b.magnitude)
        #endif
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

    /// Replaces a row's contents, keeping its journal and stamp marks.
    @inline(__always)
    func setRow(_ slot: Int, start: Int, count: Int, basic: Int32, constant: Double) {
        rows[slot].start = start
        rows[slot].count = Int32(truncatingIfNeeded: count)
        rows[slot].basic = basic
        rows[slot].constant = constant
    }

    /// Makes room for `count` more cells at the arena top. Invalidates raw pointers into the arena
    /// (offsets stay valid).
    @inline(__always)
    mutating func reserveCells(_ count: Int) {
        if top + count > cellStorage.capacity {
            cells = cellStorage.grow(minimum: top + count + 1024, preserving: top)
        }
    }

    // MARK: Slots

    /// A free slot (reused or new), saved in the journal when reused.
    mutating func allocateSlot() -> Int {
        if !freeSlots.isEmpty {
            saveFreeSlots()
            let slot = freeSlots.removeLast()
            saveRow(Int(slot))
            return Int(slot)
        }
        if rowCount == rowStorage.capacity {
            rows = rowStorage.grow(minimum: rowCount + 1, preserving: rowCount)
        }
        var header = RowHeader(start: 0, count: 0, basic: RowHeader.freeSlot, constant: 0)
        header.mark = journal.mark
        (rows + rowCount).initialize(to: header)
        rowCount += 1
        return rowCount - 1
    }

    // MARK: Objective and queues

    /// Sets an objective coefficient (journaled) and queues the symbol if it became negative.
    @inline(__always)
    mutating func setObjective(_ symbol: Int32, _ value: Double) {
        let info = symbols + Int(symbol)
        if journal.active { journal.objective.append((symbol, info.pointee.objective)) }
        info.pointee.objective = value
        overflowProbe += value * 0
        if value < 0 && info.pointee.queued & 1 == 0 && info.pointee.kind != .dummy {
            info.pointee.queued |= 1
            negativeHeap.push(symbol)
        }
    }

    /// kiwi's `objective.insert(symbol, delta)`: add, and drop the cell when near zero.
    @inline(__always)
    mutating func addToObjective(_ symbol: Int32, _ delta: Double) {
        let sum = symbols[Int(symbol)].objective + delta
        setObjective(symbol, nearZero(sum) ? 0 : sum)
    }

    /// Queues a basic symbol for the dual simplex if its row is (possibly) infeasible: a restricted
    /// row with a negative constant, or a dummy row with a nonzero one.
    @inline(__always)
    mutating func noteConstant(of basic: Int32, _ constant: Double) {
        let info = symbols + Int(basic)
        let kind = info.pointee.kind
        if kind == .external { return }
        if constant < 0 || (kind == .dummy && constant != 0) {
            if info.pointee.queued & 2 == 0 {
                info.pointee.queued |= 2
                infeasibleHeap.push(basic)
            }
        }
    }

    /// Empties the infeasible queue (kiwi leaves stale entries that its next dual pass ignores).
    mutating func clearInfeasibleQueue() {
        while let symbol = infeasibleHeap.popMin() { symbols[Int(symbol)].queued &= ~2 }
    }
}
