/// A reusable scratch list of a trivial element type (the rows being merged and the roots of a
/// constraint being reduced): an array without copy-on-write. Emptying it keeps its room, and
/// its hot accesses do no uniqueness or reference-count work: every index the solver uses is
/// below `count` by construction, which checked builds (`KINEMA_INTERNAL_CHECKS`) verify on every
/// access. Copies share storage: a buffer is owned by one ``Solver`` or ``Tableau`` and never
/// handed out.
struct ScratchBuffer<Element>: RandomAccessCollection, MutableCollection {
    private let storage: RawStorage<Element>
    private var base: UnsafeMutablePointer<Element>
    /// Elements in the buffer.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements.
    init(capacity: Int) {
        storage = RawStorage(capacity: Swift.max(capacity, 1))
        base = storage.pointer
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var isEmpty: Bool { count == 0 }

    @inline(__always)
    func index(after i: Int) -> Int { i + 1 }
    @inline(__always)
    func index(before i: Int) -> Int { i - 1 }

    subscript(position: Int) -> Element {
        @inline(__always) get {
            #if KINEMA_INTERNAL_CHECKS
                precondition(position >= 0 && position < count, "scratch index out of range")
            #endif
            return base[position]
        }
        @inline(__always) nonmutating set {
            #if KINEMA_INTERNAL_CHECKS
                precondition(position >= 0 && position < count, "scratch index out of range")
            #endif
            base[position] = newValue
        }
    }

    /// Adds an element at the end.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == storage.capacity { base = storage.grow(minimum: count + 1, preserving: count) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Makes room for `capacity` elements in all.
    @inline(__always)
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > storage.capacity { base = storage.grow(minimum: capacity, preserving: count) }
    }

    /// Adds an element at the end; the caller reserved the room (see ``reserveCapacity(_:)``).
    @inline(__always)
    mutating func appendWithinCapacity(_ element: Element) {
        #if KINEMA_INTERNAL_CHECKS
            precondition(count < storage.capacity, "scratch append beyond the reserved room")
        #endif
        (base + count).initialize(to: element)
        count += 1
    }

    /// Inserts an element at `position` (`0 ... count`), moving the later ones up.
    mutating func insert(_ element: Element, at position: Int) {
        #if KINEMA_INTERNAL_CHECKS
            precondition(position >= 0 && position <= count, "scratch insertion out of range")
        #endif
        if count == storage.capacity { base = storage.grow(minimum: count + 1, preserving: count) }
        (base + position + 1).moveInitialize(from: base + position, count: count - position)
        (base + position).initialize(to: element)
        count += 1
    }

    /// Removes the element at `position`, moving the later ones down.
    mutating func remove(at position: Int) {
        #if KINEMA_INTERNAL_CHECKS
            precondition(position >= 0 && position < count, "scratch removal out of range")
        #endif
        (base + position).moveInitialize(from: base + position + 1, count: count - position - 1)
        count -= 1
    }

    /// Removes the last `k` elements.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        #if KINEMA_INTERNAL_CHECKS
            precondition(k >= 0 && k <= count, "removing more scratch elements than there are")
        #endif
        count -= k
    }

    /// Empties the buffer, keeping its room.
    @inline(__always)
    mutating func removeAll() { count = 0 }
}
