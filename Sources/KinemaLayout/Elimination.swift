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
/// no tableau row mentions the class, and its root is worth 0 unless a *definition* gives it a
/// value: a required equality that no tree edge can hold may determine a free root as a linear
/// combination of other nodes (`definition`). Definitions form a directed acyclic graph over the
/// classes; tableau rows are written over base roots only, definitions expanded.
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
    /// Roots: the record (kind `.defined`) whose equation determines the class's value, -1 for a
    /// base root (one whose value is its tableau symbol's, or 0).
    var definition: Int32 = -1
    /// Terms of live definitions that name this node (see ``Elimination/defineRoot``).
    var references: Int32 = 0
    /// Roots: `references` summed over the class.
    var classReferences: Int32 = 0
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
    /// A required equality that determines the free root `child` from other nodes (a linear
    /// definition; see ``ForestNode/definition``).
    case defined
    /// Taken out while the forest is repaired; inserted again before the call returns.
    case pending
}

/// What the solver knows about one added constraint.
///
/// The fields are ordered by alignment (8-byte, then 4-byte, then 1-byte) so that the record
/// packs into 96 bytes instead of 112: a scene holds one record per constraint, and the journal
/// copies records.
struct ConstraintRecord {
    /// The constraint (nil in a free slot). Not counted: `Elimination.owners` holds the reference
    /// for the slot, so that a record is plain bytes, copied and journaled without reference
    /// counting (checked builds compare the two after every operation).
    var constraint: Constraint? {
        get { reference?.takeUnretainedValue() }
        set { reference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    fileprivate var reference: Unmanaged<Constraint>?
    /// The constraint's strength, copied (with `relation`) so that inserting the record reads no
    /// reference.
    var strength: Strength = .required
    /// When the record was (last) inserted: a record can only depend on records with a smaller
    /// sequence number.
    var seq: Int = 0
    /// Kind `.defined`: a bound on `|value(child)|` in units of the base roots' values (see
    /// `Solver.define`).
    var bound: Double = 0
    /// The constant `c` of `Σ terms OP c` this solver encodes.
    var constant: Double = 0
    /// Kind `.tableau`: the row constant handed to the tableau (see ``Solver``'s reduction); kind
    /// `.defined` with `expanded`: the definition's constant.
    var encoded: Double = 0
    /// Kind `.tableau`: the shared row (in `Elimination.rows`) that holds the constraint.
    var row: Int32 = -1
    /// The node attached by this equality (kind `.eliminated`), or the root it determines (kind
    /// `.defined`).
    var child: Int32 = -1
    /// Kind `.defined`: the definition `child = constant + Σ coefficient · node`, in
    /// `Elimination.definitionTerms` (`definitionStart ..< definitionStart + definitionCount`);
    /// `encoded` holds the constant. Unexpanded definitions keep the count at 0 and are evaluated
    /// from the constraint's own terms (nothing baked in that a repair could leave stale).
    var definitionStart: Int32 = 0
    var definitionCount: Int32 = 0
    /// The constraint's terms over nodes in `Elimination.terms` (node -1 for a term kiwi ignores).
    var termStart: Int32 = 0
    var termCount: Int32 = 0
    /// Kind `.tableau`: the roots whose `rowCounts` count this record, in `Elimination.roots`.
    var rootStart: Int32 = 0
    var rootCount: Int32 = 0
    /// Journal generation that last saved the record.
    var mark: UInt32 = 0
    /// Scratch mark.
    var stamp: UInt32 = 0
    /// The constraint's relation (see `strength`).
    var relation: Relation = .equal
    var kind: RecordKind = .free
    /// Whether this is the constraint of an edit variable (never shares a row).
    var isEdit = false
    /// Whether the placement used definitions expanded into base roots (an `.eliminated`,
    /// `.defined` or `.redundant` record): its numbers were computed through other records'
    /// constants, so a repair that changes those takes the record out and inserts it again.
    var expanded = false
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

/// One entry of `Elimination.roots`: a root a tableau record's row is written over, linked to
/// the previous entry of the same root.
struct RootEntry {
    /// The root.
    var node: Int32
    /// The previous entry of the same root (-1: none).
    var next: Int32
    /// The record whose range in `roots` holds the entry.
    var record: Int32
}

/// A coefficient times a node: one term of a constraint over nodes, or of an expanded definition.
struct NodeTerm {
    var node: Int32
    var coefficient: Double
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
    /// Per record slot: the reference that keeps its constraint alive. A slot freed in a
    /// transaction keeps it until the transaction commits (a rollback restores the record).
    var owners: [Constraint?] = []
    var freeRecords: [Int32] = []
    /// The constraints' terms over nodes (node -1 for a term kiwi ignores), each record's in one
    /// range (see ``ConstraintRecord/termStart``).
    var terms: [NodeTerm] = []
    /// The roots of the tableau records, each record's in one range, each entry linked to the
    /// previous entry of the same root; `rootHeads` holds each node's latest entry (-1: none).
    /// An entry is live while its record is a tableau record whose range holds it. With the links
    /// the records that give a root its rows are found without a search (see `Solver.pullRows`).
    var roots: [RootEntry] = []
    var rootHeads: [Int32] = [-1]
    /// The terms of expanded definitions (see ``ConstraintRecord/definitionStart``).
    var definitionTerms: [NodeTerm] = []
    /// Live records of kind `.defined` (0: ``Solver/updateVariables()`` takes the short path).
    var definitionCount = 0
    var occurrences: [Occurrence] = []
    /// The sizes of the pools right after the last compaction (see `compactIfWasteful`).
    var compactedSizes = (terms: 0, occurrences: 0, roots: 0, definitionTerms: 0)
    /// How many times the pools were compacted (a work measure for tests; wraps around).
    var poolCompactions = 0
    var rows: [SharedRow] = []
    var freeRows: [Int32] = []
    /// Last sequence number handed out.
    var seq = 0
    var stamp: UInt32 = 0
    var journal = EliminationJournal()
    /// Scratch buffers, reused to avoid allocation.
    var subtreeScratch: [Int32] = []
    /// Per node (grown on demand, never journaled): the position of a root in `Solver.rootScratch`
    /// while `scratchMark` holds the current mark, so that merging long rows costs no search.
    var scratchPosition: [Int32] = []
    var scratchMark: [UInt32] = []
    var scratchGeneration: UInt32 = 0

    /// An empty state (room for a small system reserved up front: small solvers are built often).
    init() {
        nodes = [ForestNode()]
        nodes.reserveCapacity(64)
        variables.reserveCapacity(64)
        records.reserveCapacity(128)
        owners.reserveCapacity(128)
        terms.reserveCapacity(256)
        roots.reserveCapacity(256)
        rootHeads.reserveCapacity(64)
        occurrences.reserveCapacity(64)
        rows.reserveCapacity(128)
        rowCounts.reserveCapacity(64)
        symbols.reserveCapacity(64)
    }

    /// How ``Solver/updateVariables()`` computes each node's value, rebuilt after any node
    /// changed: the symbol whose value is the base (-1: 0), and the offset added to it (0 for a
    /// root). Edits through the tableau change no node, so a run of suggestions reuses it.
    var planSymbols: [Int32] = []
    var planOffsets: [Double] = []
    /// Each node's root, and the definitions in the order they are evaluated (see
    /// ``rebuildValuePlan()``).
    var planRoots: [Int32] = []
    var planDefinitions: [PlannedDefinition] = []
    var planTerms: [NodeTerm] = []
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
    @inline(__always)
    mutating func node(for variable: Variable) -> Int32 {
        if let existing = nodeOf.value(for: ObjectIdentifier(variable)) { return existing }
        return newNode(for: variable)
    }

    /// Creates the node of a variable seen for the first time.
    @inline(never)
    private mutating func newNode(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        let id = Int32(truncatingIfNeeded: nodes.count)
        nodeOf.set(id, for: key)
        var fresh = ForestNode()
        fresh.mark = journal.mark
        nodes.append(fresh)
        variables.append(variable)
        rowCounts.append(0)
        symbols.append(-1)
        rootHeads.append(-1)
        planIsValid = false
        return id
    }

    /// Appends the nodes of `list` as a tableau record's range in `roots`, each linked into its
    /// root's list and counted in `rowCounts` (journaled). The per-node arrays are written through
    /// one buffer access each, not one checked access per root.
    mutating func appendRoots(_ list: borrowing ScratchBuffer<(node: Int32, coefficient: Double)>, record: Int32) {
        var index = Int32(truncatingIfNeeded: roots.count)
        let count = list.count
        rootHeads.withUnsafeMutableBufferPointer { heads in
            rowCounts.withUnsafeMutableBufferPointer { counts in
                for k in 0..<count {
                    let root = list[k].node
                    #if KINEMA_INTERNAL_CHECKS
                        precondition(
                            root >= 0 && Int(root) < heads.count && Int(root) < counts.count,
                            "a root outside the per-node arrays")
                    #endif
                    roots.append(RootEntry(node: root, next: heads[Int(root)], record: record))
                    heads[Int(root)] = index
                    counts[Int(root)] &+= 1
                    index &+= 1
                }
            }
        }
        if journal.active { for k in 0..<count { journal.rowCounts.append((list[k].node, 1)) } }
        planIsValid = false
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
        fresh.relation = constraint.relation
        fresh.strength = constraint.strength
        fresh.termStart = Int32(truncatingIfNeeded: self.terms.count)
        let terms = constraint.terms
        fresh.termCount = Int32(truncatingIfNeeded: terms.count)
        for k in 0..<terms.count {
            let coefficient = terms[k].coefficient
            let node = nearZero(coefficient) ? -1 : node(for: terms[k].variable)
            self.terms.append(NodeTerm(node: node, coefficient: coefficient))
        }
        if let reused = freeRecords.last {
            if journal.active && journal.freeRecords == nil { journal.freeRecords = freeRecords }
            freeRecords.removeLast()
            saveRecord(reused)
            fresh.mark = records[Int(reused)].mark
            records[Int(reused)] = fresh
            owners[Int(reused)] = constraint
            return reused
        }
        fresh.mark = journal.mark
        records.append(fresh)
        owners.append(constraint)
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
        // The owner stays until the transaction commits: a rollback brings the record back.
        if journal.active { journal.releasedOwners.append(record) } else { owners[Int(record)] = nil }
        if journal.active && journal.freeRecords == nil { journal.freeRecords = freeRecords }
        freeRecords.append(record)
    }

    /// Adds the record (with its current `seq`) to the occurrence list of each of its nodes that
    /// belongs to a class of several nodes or to a defined class, and, for a definition, of every
    /// node it names (and every node its expansion names). Repairs look for records inserted after
    /// an edge that touch the nodes below it, and for the definitions whose value moves with a node;
    /// a node alone in a base class when a tableau row or an edge over it was inserted can only join
    /// a class later, through edges the record is older than, and then (the record being over its
    /// class) only on the parent's side of them, so that record never needs finding through it.
    mutating func registerOccurrences(_ record: Int32) {
        let count = Int(records[Int(record)].termCount)
        let start = Int(records[Int(record)].termStart)
        let seq = records[Int(record)].seq
        let everyTerm = records[Int(record)].kind == .defined
        for k in 0..<count {
            let node = terms[start + k].node
            if node <= 0 { continue }
            if !everyTerm && nodes[Int(node)].parent < 0 && nodes[Int(node)].firstChild < 0
                && nodes[Int(node)].definition < 0
            {
                continue
            }
            addOccurrence(of: record, seq: seq, at: node)
        }
        if everyTerm {
            let first = Int(records[Int(record)].definitionStart)
            for k in first..<first + Int(records[Int(record)].definitionCount) {
                addOccurrence(of: record, seq: seq, at: definitionTerms[k].node)
            }
        }
    }

    @inline(__always)
    private mutating func addOccurrence(of record: Int32, seq: Int, at node: Int32) {
        saveNode(node)
        occurrences.append(Occurrence(record: record, next: nodes[Int(node)].firstOccurrence, seq: seq))
        nodes[Int(node)].firstOccurrence = Int32(truncatingIfNeeded: occurrences.count - 1)
    }
}

/// The undo log of ``Elimination`` for one solver call.
struct EliminationJournal {
    var active = false
    var mark: UInt32 = 1
    var nodes = UndoLog<(Int32, ForestNode)>()
    var records: [(Int32, ConstraintRecord)] = []
    /// Record slots freed in the transaction, whose owners go when it commits.
    var releasedOwners: [Int32] = []
    /// The free list before its first change in the transaction.
    var freeRecords: [Int32]?
    var nodeCount = 0
    var recordCount = 0
    var termCount = 0
    var rootCount = 0
    var definitionTermCount = 0
    var definitionCount = 0
    var occurrenceCount = 0
    var rows = UndoLog<(Int32, SharedRow)>()
    var freeRows: [Int32]?
    var rowCounts = UndoLog<(Int32, Int32)>()
    var symbols = UndoLog<(Int32, Int32)>()
    var rowCount = 0
    var seq = 0
}
