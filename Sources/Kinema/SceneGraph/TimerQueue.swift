import HeapModule

/// A handle to a scheduled action, used to cancel it.
public struct TimerToken: Hashable, Sendable {
    let sequence: Int
}

/// The scene's queue of timed actions, ordered by (time, order of scheduling): completions,
/// delayed calls and physics steps. A min-heap (swift-collections' `Heap`); cancelled actions are
/// skipped when popped. The order is total (each action has its own sequence number), so equal
/// times run in the order they were scheduled.
struct TimerQueue {
    struct Item: Comparable {
        let time: Double
        let sequence: Int
        let action: () -> Void

        static func < (a: Item, b: Item) -> Bool {
            a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
        }

        static func == (a: Item, b: Item) -> Bool { a.time == b.time && a.sequence == b.sequence }
    }

    private var heap = Heap<Item>()
    private var cancelled: Set<Int> = [] // lookups only, never iterated
    private var nextSequence = 0

    var isEmpty: Bool { heap.isEmpty }

    mutating func schedule(at time: Double, _ action: @escaping () -> Void) -> TimerToken {
        let item = Item(time: time, sequence: nextSequence, action: action)
        nextSequence += 1
        heap.insert(item)
        return TimerToken(sequence: item.sequence)
    }

    mutating func cancel(_ token: TimerToken) {
        cancelled.insert(token.sequence)
    }

    /// Removes and returns the earliest live item due at or before `limit`.
    mutating func popDue(notAfter limit: Double) -> Item? {
        while let first = heap.min, first.time <= limit {
            let item = heap.removeMin()
            if cancelled.remove(item.sequence) != nil { continue }
            return item
        }
        return nil
    }
}
