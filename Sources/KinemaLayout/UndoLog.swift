/// An append-only log of plain values that empties in O(1): its storage is kept and overwritten,
/// so a journal cleared after every solver call costs nothing to clear.
struct UndoLog<Element> {
    private var storage: [Element] = []
    /// Entries since the last ``removeAll()``.
    private(set) var count = 0

    /// Whether the log holds no entry.
    var isEmpty: Bool { count == 0 }

    /// Adds an entry.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    /// Forgets every entry.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Visits the entries, newest first (the order an undo needs).
    func forEachNewestFirst(_ body: (Element) -> Void) {
        var i = count - 1
        while i >= 0 {
            body(storage[i])
            i -= 1
        }
    }
}
