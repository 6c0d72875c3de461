extension Array where Element: AnyObject {
    /// Removes the last element that is `element` itself (compared by identity), if any.
    ///
    /// A plain loop from the back: `removeAll(where:)` calls a closure per element, which costs
    /// reference counting (and, from main-actor code, an isolation check) for each one, and made
    /// taking every view out of a superview of thousands take seconds. Inlinable, so that each
    /// module specialises it for its element type: the generic loop called across modules costs
    /// over ten times as much per element.
    @inlinable package mutating func removeLast(identicalTo element: Element) {
        var i = count
        while i > 0 {
            i -= 1
            if self[i] === element {
                remove(at: i)
                return
            }
        }
    }
}
