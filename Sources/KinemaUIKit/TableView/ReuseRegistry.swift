import Foundation

/// What a table view reuses, cells or headers: the class registered for each identifier, and
/// the views taken back under it, handed out again last in, first out.
@MainActor
struct ReuseRegistry<Item: UIView> {
    /// How to make an item of the class registered for an identifier.
    private var makers: [String: (String) -> Item] = [:]
    /// The items taken back, by identifier.
    private var pool: [String: [Item]] = [:]

    /// Registers `make` for `identifier` (nil unregisters).
    mutating func register(_ make: ((String) -> Item)?, for identifier: String) {
        makers[identifier] = make
    }

    /// An item taken back under `identifier` (after `prepare`), else a new registered one, else nil.
    mutating func item(for identifier: String, prepare: (Item) -> Void) -> Item? {
        if let item = pool[identifier]?.popLast() {
            prepare(item)
            return item
        }
        return makers[identifier].map { $0(identifier) }
    }

    /// Takes `item` back under `identifier` (nil: it is not reused).
    mutating func takeBack(_ item: Item, under identifier: String?) {
        if let identifier { pool[identifier, default: []].append(item) }
    }
}
