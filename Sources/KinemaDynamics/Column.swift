/// One growable array of plain values owned by a world's storage, read and written during a step
/// through its base pointer without bounds, uniqueness or exclusivity checks.
///
/// A column cannot be copied (`~Copyable`), so its memory has exactly one owner and is freed
/// (elements deinitialised) with it; the storage keeps only plain structs of numbers in columns,
/// for which moving and deinitialising are byte copies and nothing. Every index the solver uses
/// is an internal slot or dense index kept in range by the storage's invariants (checked by
/// `WorldStorage.checkInvariants()` in checked builds), never caller data. In checked builds
/// (`KINEMA_INTERNAL_CHECKS`) every subscript checks its index.
struct Column<Element>: ~Copyable {
    /// The first element; valid for `count` elements, allocated for `capacity`.
    private(set) var base: UnsafeMutablePointer<Element>
    /// The number of elements.
    private(set) var count = 0
    /// The number of elements the allocation holds.
    private(set) var capacity: Int

    /// An empty column with room for `capacity` elements (at least 1).
    init(capacity: Int = 4) {
        self.capacity = Swift.max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The valid indices, `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    /// Whether the column has no elements.
    var isEmpty: Bool { count == 0 }

    /// The element at `index`, read and written in place (checked in checked builds only).
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(view.address(of: index)) }
        @inline(__always) unsafeMutableAddress { view.address(of: index) }
    }

    /// Appends an element, doubling the allocation when it is full.
    mutating func append(_ element: Element) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` until the column holds at least `minimumCount` elements.
    @inline(__always)
    mutating func grow(to minimumCount: Int, with element: Element) {
        if count < minimumCount { append(element, upTo: minimumCount) }
    }

    /// Appends `element` until the column holds `minimumCount` elements (more than now).
    @inline(never)
    private mutating func append(_ element: Element, upTo minimumCount: Int) {
        reserve(minimumCount)
        (base + count).initialize(repeating: element, count: minimumCount - count)
        count = minimumCount
    }

    /// Removes the element at `index`, moving the later ones down by one.
    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "Column.remove(at:) index \(index) out of 0..<\(count)")
        (base + index).deinitialize(count: 1)
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Removes every element, keeping the allocation.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Makes room for at least `minimumCapacity` elements (moving the elements if it reallocates).
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        fresh.moveInitialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = minimumCapacity
    }
}

extension Column {
    /// A view of the elements for one step's loops (valid until the column next changes size).
    var view: UnsafeColumn<Element> { UnsafeColumn(base: base, count: count) }
}

/// A column's elements during a step: its base pointer and count. Indexing is a bare pointer
/// access; in checked builds (`KINEMA_INTERNAL_CHECKS`) every access checks its index against
/// the count, so an internal index that broke the storage's invariants stops there.
struct UnsafeColumn<Element> {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    /// The valid indices, `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    /// Whether there are no elements.
    var isEmpty: Bool { count == 0 }

    /// The element at `index`, read and written in place.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(address(of: index)) }
        @inline(__always) nonmutating unsafeMutableAddress { address(of: index) }
    }

    /// The address of the element at `index`: the one place every access goes through, checked
    /// against the count in checked builds.
    @inline(__always)
    func address(of index: Int) -> UnsafeMutablePointer<Element> {
        #if KINEMA_INTERNAL_CHECKS
            precondition(index >= 0 && index < count, "Column index \(index) out of 0..<\(count)")
        #endif
        return base + index
    }
}
