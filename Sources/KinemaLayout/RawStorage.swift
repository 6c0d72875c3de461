/// Owns a manually grown buffer of a trivial element type (cells, row headers, symbol records,
/// column entries) so that the memory is freed with the solver. ``Tableau`` keeps a copy of
/// `pointer` and indexes it without bounds or uniqueness checks; every index it uses is an
/// internal id kept in range by the tableau's own invariants, never caller data.
final class RawStorage<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.pointer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    /// Moves the first `used` elements into a new allocation of at least `minimum` elements
    /// (doubling), and returns the new pointer.
    @inline(never)
    func grow(minimum: Int, preserving used: Int) -> UnsafeMutablePointer<Element> {
        let newCapacity = Swift.max(capacity * 2, minimum)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        fresh.moveInitialize(from: pointer, count: used)
        pointer.deallocate()
        pointer = fresh
        capacity = newCapacity
        return fresh
    }

    /// Takes over another storage's allocation (which must not be used afterwards).
    func adopt(_ other: RawStorage<Element>) {
        pointer.deallocate()
        pointer = other.pointer
        capacity = other.capacity
        other.pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        other.capacity = 1
    }

    deinit { pointer.deallocate() }
}
