/// Owns the raw memory of the tableau's cell arena so that it is freed with the solver. The
/// ``Tableau`` keeps its own copy of `pointer` for unchecked access in hot loops.
final class CellStorage {
    private(set) var pointer: UnsafeMutablePointer<Cell>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.pointer = UnsafeMutablePointer<Cell>.allocate(capacity: capacity)
    }

    /// Moves the first `used` cells into a new allocation of `newCapacity` cells.
    func reallocate(capacity newCapacity: Int, preserving used: Int) {
        let fresh = UnsafeMutablePointer<Cell>.allocate(capacity: newCapacity)
        fresh.moveInitialize(from: pointer, count: used)
        pointer.deallocate()
        pointer = fresh
        capacity = newCapacity
    }

    deinit { pointer.deallocate() }
}
