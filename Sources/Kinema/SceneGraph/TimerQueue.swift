/// A handle to a scheduled action, used to cancel it.
public struct TimerToken: Hashable, Sendable {
    let sequence: Int
}

/// The scene's queue of timed actions, ordered by (time, order of scheduling): completions,
/// delayed calls and physics steps. A binary min-heap; cancelled actions are skipped when popped.
struct TimerQueue {
    struct Item {
        let time: Double
        let sequence: Int
        let action: () -> Void
    }

    private var heap: [Item] = []
    private var cancelled: Set<Int> = []   // lookups only, never iterated
    private var nextSequence = 0

    var isEmpty: Bool { heap.isEmpty }

    mutating func schedule(at time: Double, _ action: @escaping () -> Void) -> TimerToken {
        let item = Item(time: time, sequence: nextSequence, action: action)
        nextSequence += 1
        heap.append(item)
        siftUp(heap.count - 1)
        return TimerToken(sequence: item.sequence)
    }

    mutating func cancel(_ token: TimerToken) {
        cancelled.insert(token.sequence)
    }

    /// Removes and returns the earliest live item due at or before `limit`.
    mutating func popDue(notAfter limit: Double) -> Item? {
        while let first = heap.first, first.time <= limit {
            let item = popFirst()
            if cancelled.remove(item.sequence) != nil { continue }
            return item
        }
        return nil
    }

    private static func precedes(_ a: Item, _ b: Item) -> Bool {
        a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }

    private mutating func popFirst() -> Item {
        let first = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return first
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.precedes(heap[i], heap[parent]) else { return }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var i = index
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < heap.count, Self.precedes(heap[l], heap[best]) { best = l }
            if r < heap.count, Self.precedes(heap[r], heap[best]) { best = r }
            if best == i { return }
            heap.swapAt(i, best)
            i = best
        }
    }
}
