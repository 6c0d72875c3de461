// The bookkeeping in front of the tableau: one node per variable in a forest of eliminated
// equalities, one record per added constraint, and an undo journal. The algorithms that use them
// live in Solver+Insertion.swift and Solver+Propagation.swift; the forest operations in
// Elimination+Forest.swift.

/// One variable (or the constant zero, node 0) in the forest of eliminated required equalities.
///
/// Each tree is a class of variables whose differences are fixed by eliminated equalities: a node's
/// value is its parent's value plus `offset`, and the root stands for the class. The class of
/// node 0 is the constant class (its root, node 0, is worth 0). Every other root is either
/// *anchored*, i.e. rows of the tableau hold its external symbol (`Elimination.rowCounts`), or *free*:
/// no tableau row mentions the class, and its root is worth 0.
struct ForestNode {
    /// The parent, or -1 for a root.
    var parent: Int32 = -1
    /// First child in the intrusive child list (-1 if none).
    var firstChild: Int32 = -1
    /// Next sibling in the parent's child list.
    var nextSibling: Int32 = -1
    /// Previous sibling in the parent's child list.
    var previousSibling: Int32 = -1
    /// Roots: the number of nodes in the class (union by size for free classes).
    var size: Int32 = 1
    /// The record of the equality that attached the node to its parent (-1 for a root).
    var edge: Int32 = -1
    /// Head of the node's occurrence list (records whose constraint mentions the variable).
    var firstOccurrence: Int32 = -1
    /// Roots: head of the list of shareable rows over the class.
    var firstSharedRow: Int32 = -1
    /// `value(self) - value(parent)`.
    var offset: Double = 0
    /// Journal generation that last saved the node.
    var mark: UInt32 = 0
    /// Scratch mark (see ``Elimination/nextStamp()``).
    var stamp: UInt32 = 0
}

/// How the solver holds an added constraint.
enum RecordKind: UInt8 {
    /// An unused slot.
    case free
    /// A row of the tableau (`tag` says where).
    case tableau
    /// A required equality held by the forest as the edge from `child` to its parent.
    case eliminated
    /// A required equality implied by the forest (kept so that it can take over, or refuse a
    /// conflicting constant).
    case redundant
    /// Taken out while the forest is repaired; inserted again before the call returns.
    case pending
}

/// What the solver knows about one added constraint.
struct ConstraintRecord {
    /// The constraint (nil in a free slot).
    var constraint: Constraint?
    /// When the record was (last) inserted: a record can only depend on records with a smaller
    /// sequence number.
    var seq: Int = 0
    var kind: RecordKind = .free
    /// Kind `.tableau`: the shared row (in `Elimination.rows`) that holds the constraint.
    var row: Int32 = -1
    /// Whether this is the constraint of an edit variable (never shares a row).
    var isEdit = false
    /// The node attached by this equality (kind `.eliminated`).
    var child: Int32 = -1
    /// The constant `c` of `Σ terms OP c` this solver encodes.
    var constant: Double = 0
    /// Kind `.tableau`: the row constant handed to the tableau (see ``Solver``'s reduction).
    var encoded: Double = 0
    /// Nodes of the constraint's terms in `Elimination.termNodes` (-1 for a term kiwi ignores).
    var termStart: Int32 = 0
    /// Kind `.tableau`: the roots whose `rowCounts` count this record, in `Elimination.roots`.
    var rootStart: Int32 = 0
    var rootCount: Int32 = 0
    /// Journal generation that last saved the record.
    var mark: UInt32 = 0
    /// Scratch mark.
    var stamp: UInt32 = 0
}

/// A tableau row and the optional constraints it stands for. Optional constraints over one
/// representative that reduce to the same row (same coefficient, relation and constant, compared
/// bit for bit) share one tableau row whose weight is the sum of their strengths: the objective is
/// the same, and N equal size preferences of N views tied to one width cost one row, not N rows
/// that each pivot through all the others. Required and edit rows, and rows over several
/// representatives, are never shared. The shareable rows of a representative form a list
/// starting at its node.
struct SharedRow {
    /// Where the tableau holds the row.
    var tag = ConstraintTag(marker: -1, other: -1, markerSign: 0, otherSign: 0)
    /// The summed strength of the members.
    var strength: Double = 0
    /// Live members (0: a free slot).
    var members: Int32 = 0
    /// The representative of a shareable row (-1: never shared), and what must match.
    var root: Int32 = -1
    var relation: Relation = .equal
    var coefficient: Double = 0
    var constant: Double = 0
    /// Next shareable row of the same representative.
    var nextShared: Int32 = -1
    /// Journal generation that last saved the row.
    var mark: UInt32 = 0
}

/// One entry of a node's occurrence list. Entries are never unlinked: an entry is live while its
/// record is live and still carries the same `seq` (a record inserted again gets new entries).
struct Occurrence {
    var record: Int32
    var next: Int32
    var seq: Int
}

/// The forest, the records and their undo journal. A value owned by ``Solver``.
struct Elimination {
    var nodes: [ForestNode]
    /// The variable of node `i` is `variables[i - 1]` (node 0, the constant, has none).
    var variables: [Variable] = []
    /// Per node (kept apart from `nodes`, with their own compact undo logs, as the hot path
    /// changes them on every tableau row): for a root, the live tableau records whose row holds
    /// its symbol (node 0, the constant class, counts as having rows); the node's external tableau
    /// symbol once it anchored a row, -1 before.
    var rowCounts: [Int32] = [1]
    var symbols: [Int32] = [-1]
    /// Variable -> node.
    var nodeOf = IdentityTable()
    /// Constraint -> record slot.
    var recordOf = IdentityTable()
    /// Live records.
    var liveRecords = 0
    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []
    var termNodes: [Int32] = []
    var roots: [Int32] = []
    var occurrences: [Occurrence] = []
    var rows: [SharedRow] = []
    var freeRows: [Int32] = []
    /// Last sequence number handed out.
    var seq = 0
    var stamp: UInt32 = 0
    var journal = EliminationJournal()
    /// Scratch buffers, reused to avoid allocation.
    var subtreeScratch: [Int32] = []

    /// An empty state (room for a small system reserved up front: small solvers are built often).
    init() {
        nodes = [ForestNode()]
        nodes.reserveCapacity(64)
        variables.reserveCapacity(64)
        records.reserveCapacity(128)
        termNodes.reserveCapacity(256)
        roots.reserveCapacity(128)
        rows.reserveCapacity(128)
        rowCounts.reserveCapacity(64)
        symbols.reserveCapacity(64)
    }

    /// How ``Solver/updateVariables()`` computes each node's value, rebuilt after any node
    /// changed: the symbol whose value is the base (-1: 0), and the offset added to it (0 for a
    /// root). Edits through the tableau change no node, so a run of suggestions reuses it.
    var planSymbols: [Int32] = []
    var planOffsets: [Double] = []
    var planIsValid = false

    /// A node's root and `value(node) - value(root)` (offsets summed from the node upwards).
    /// (Nothing changes: `mutating` only keeps callers from copying the whole state.)
    @inline(__always)
    mutating func find(_ node: Int32) -> (root: Int32, offset: Double) {
        var n = node
        var offset = 0.0
        while true {
            let parent = nodes[Int(n)].parent
            if parent < 0 { return (n, offset) }
            offset += nodes[Int(n)].offset
            n = parent
        }
    }

    /// The node of a variable, created on first use.
    mutating func node(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let existing = nodeOf.value(for: key) { return existing }
        let id = Int32(truncatingIfNeeded: nodes.count)
        nodeOf.set(id, for: key)
        var fresh = ForestNode()
        fresh.mark = journal.mark
        nodes.append(fresh)
        variables.append(variable)
        rowCounts.append(0)
        symbols.append(-1)
        planIsValid = false
        return id
    }

    /// Changes a root's count of tableau rows (journaled).
    @inline(__always)
    mutating func addRows(_ node: Int32, _ delta: Int32) {
        rowCounts[Int(node)] &+= delta
        if journal.active { journal.rowCounts.append((node, delta)) }
        planIsValid = false
    }

    /// Gives a node its external tableau symbol (journaled).
    mutating func setSymbol(_ node: Int32, _ symbol: Int32) {
        if journal.active { journal.symbols.append((node, symbols[Int(node)])) }
        symbols[Int(node)] = symbol
        planIsValid = false
    }

    /// A fresh value for the scratch stamps.
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for i in nodes.indices { nodes[i].stamp = 0 }
            for i in records.indices { records[i].stamp = 0 }
            stamp = 1
        }
        return stamp
    }

    // MARK: Journaled writes

    /// Saves a node the first time it changes in the open transaction.
    @inline(__always)
    mutating func saveNode(_ node: Int32) {
        planIsValid = false
        if journal.active && nodes[Int(node)].mark != journal.mark {
            journal.nodes.append((node, nodes[Int(node)]))
            nodes[Int(node)].mark = journal.mark
        }
    }

    /// Saves a record the first time it changes in the open transaction.
    @inline(__always)
    mutating func saveRecord(_ record: Int32) {
        if journal.active && records[Int(record)].mark != journal.mark {
            journal.records.append((record, records[Int(record)]))
            records[Int(record)].mark = journal.mark
        }
    }

    /// A slot for a new record holding `constraint`.
    mutating func allocateRecord(_ constraint: Constraint) -> Int32 {
        var fresh = ConstraintRecord()
        fresh.constraint = constraint
        fresh.constant = constraint.constant
        fresh.termStart = Int32(truncatingIfNeeded: termNodes.count)
        let terms = constraint.terms
        for k in 0..<terms.count {
            let coefficient = terms[k].coefficient
            termNodes.append(nearZero(coefficient) ? -1 : node(for: terms[k].variable))
        }
        if let reused = freeRecords.last {
            if journal.active && journal.freeRecords == nil { journal.freeRecords = freeRecords }
            freeRecords.removeLast()
            saveRecord(reused)
            fresh.mark = records[Int(reused)].mark
            records[Int(reused)] = fresh
            return reused
        }
        fresh.mark = journal.mark
        records.append(fresh)
        return Int32(truncatingIfNeeded: records.count - 1)
    }

    /// The slot holding `constraint`, if this solver holds it (`mutating`: see ``find(_:)``).
    mutating func slot(of constraint: Constraint) -> Int32? {
        recordOf.value(for: ObjectIdentifier(constraint))
    }

    /// Notes where `constraint` is held (after the call that added it succeeded).
    mutating func register(_ constraint: Constraint, at slot: Int32) {
        recordOf.set(slot, for: ObjectIdentifier(constraint))
    }

    /// Forgets where `constraint` was held (after the call that removed it succeeded).
    mutating func unregister(_ constraint: Constraint) {
        recordOf.remove(ObjectIdentifier(constraint))
    }

    /// Returns a removed record's slot to the free list.
    mutating func freeRecord(_ record: Int32) {
        saveRecord(record)
        records[Int(record)] = ConstraintRecord(mark: records[Int(record)].mark)
        if journal.active && journal.freeRecords == nil { journal.freeRecords = freeRecords }
        freeRecords.append(record)
    }

    /// Adds the record (with its current `seq`) to the occurrence list of each of its nodes that
    /// belongs to a class of several nodes. Repairs look for records inserted after an edge that
    /// touch the nodes below it; a node alone in its class when the record was inserted can only
    /// join a class later, through edges the record is older than, and then (the record being
    /// over its class) only on the parent's side of them, so the record never needs finding
    /// through it.
    mutating func registerOccurrences(_ record: Int32) {
        guard let count = records[Int(record)].constraint?.terms.count else { return }
        let start = Int(records[Int(record)].termStart)
        let seq = records[Int(record)].seq
        for k in 0..<count {
            let node = termNodes[start + k]
            if node <= 0 || (nodes[Int(node)].parent < 0 && nodes[Int(node)].firstChild < 0) { continue }
            saveNode(node)
            occurrences.append(Occurrence(record: record, next: nodes[Int(node)].firstOccurrence, seq: seq))
            nodes[Int(node)].firstOccurrence = Int32(truncatingIfNeeded: occurrences.count - 1)
        }
    }
}

/// The undo log of ``Elimination`` for one solver call.
struct EliminationJournal {
    var active = false
    var mark: UInt32 = 1
    var nodes = UndoLog<(Int32, ForestNode)>()
    var records: [(Int32, ConstraintRecord)] = []
    /// The free list before its first change in the transaction.
    var freeRecords: [Int32]?
    var nodeCount = 0
    var recordCount = 0
    var termCount = 0
    var rootCount = 0
    var occurrenceCount = 0
    var rows = UndoLog<(Int32, SharedRow)>()
    var freeRows: [Int32]?
    var rowCounts = UndoLog<(Int32, Int32)>()
    var symbols = UndoLog<(Int32, Int32)>()
    var rowCount = 0
    var seq = 0
}
