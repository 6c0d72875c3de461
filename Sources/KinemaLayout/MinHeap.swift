/// A binary min-heap of symbol ids: the solver's deterministic "lowest id first" queue (Bland's
/// rule). Duplicates are kept out by the caller.
///
/// Why not swift-collections' `Heap<Int32>`: measured on 2026-11-25 with this type's body replaced
/// by one (callgrind, instructions per benchmark iteration, differences of 48 and 16 iterations),
/// `layout.uigrid.drag.100`, the interactive-edit path animations use, went from 37,385 to 39,209
/// (+4.9 %; `Heap` is a min-max heap, which does more work per operation than a queue that only
/// ever wants its minimum needs); `layout.uigrid.jump.100` (3,426,296 to 3,425,583) and
/// `layout.uigrid.build.10` (778,279 to 769,109) moved by at most 1.2 %.
@usableFromInline
struct MinHeap {
    @usableFromInline var items: [Int32] = []

    @inlinable init() {}

    /// Whether the heap is empty.
    @inlinable var isEmpty: Bool { items.isEmpty }

    /// The smallest id, if any.
    @inlinable var min: Int32? { items.first }

    /// Removes every id.
    @inlinable mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    /// Adds an id.
    @inlinable
    mutating func push(_ value: Int32) {
        var index = items.count
        items.append(value)
        while index > 0 {
            let parent = (index - 1) >> 1
            let parentValue = items[parent]
            if parentValue <= value { break }
            items[index] = parentValue
            index = parent
        }
        items[index] = value
    }

    /// Removes and returns the smallest id.
    @inlinable
    mutating func popMin() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return first }
        var index = 0
        let count = items.count
        while true {
            let left = 2 * index + 1
            if left >= count { break }
            var child = left
            if left + 1 < count && items[left + 1] < items[left] { child = left + 1 }
            if items[child] >= last { break }
            items[index] = items[child]
            index = child
        }
        items[index] = last
        return first
    }
}
