/// An ordered list of distinct objects, compared by identity, whose appends, removals and
/// membership tests cost O(1) amortised however long it is: the active constraints of a layout
/// system, or a facade view's, where an array's `removeAll { $0 === c }` made taking N views out
/// of one superview O(N²).
///
/// A removal leaves a hole in the list's storage; once the holes outnumber the elements (and 16),
/// the next removal closes them all, keeping the order.
package struct IdentityList<Element: AnyObject>: Sequence {
    /// The elements in order, with holes where removed ones were.
    private var slots: [Element?] = []
    /// Each element's slot.
    private var positions: [ObjectIdentifier: Int] = [:]

    /// An empty list.
    package init() {}

    /// How many elements the list holds.
    package var count: Int { positions.count }

    /// Whether the list is empty.
    package var isEmpty: Bool { positions.isEmpty }

    /// The elements, in the order they were appended.
    package var elements: [Element] { slots.compactMap { $0 } }

    /// The elements that satisfy `isIncluded`, in order (without first making the array of all
    /// of them).
    package func elements(where isIncluded: (Element) -> Bool) -> [Element] {
        var out: [Element] = []
        for case let element? in slots where isIncluded(element) { out.append(element) }
        return out
    }

    /// Whether `element` is in the list.
    package func contains(_ element: Element) -> Bool { positions[ObjectIdentifier(element)] != nil }

    /// Appends `element` unless the list already holds it.
    package mutating func append(_ element: Element) {
        let id = ObjectIdentifier(element)
        guard positions[id] == nil else { return }
        positions[id] = slots.count
        slots.append(element)
    }

    /// Removes `element` if the list holds it.
    package mutating func remove(_ element: Element) {
        guard let slot = positions.removeValue(forKey: ObjectIdentifier(element)) else { return }
        slots[slot] = nil
        if slots.count - positions.count > Swift.max(16, positions.count) { closeHoles() }
    }

    /// Removes every element.
    package mutating func removeAll() {
        slots.removeAll()
        positions.removeAll()
    }

    /// Moves the elements to the front of the storage, in order, and drops the holes.
    private mutating func closeHoles() {
        var kept = 0
        for slot in slots.indices {
            guard let element = slots[slot] else { continue }
            slots[kept] = element
            positions[ObjectIdentifier(element)] = kept
            kept += 1
        }
        slots.removeSubrange(kept...)
    }

    /// Iterates over the elements in order.
    package func makeIterator() -> [Element].Iterator { elements.makeIterator() }
}
