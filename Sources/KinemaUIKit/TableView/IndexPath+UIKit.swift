import Foundation

/// UIKit's names for the two levels of an index path: a table view's section and row (a
/// collection view's section and item).
extension IndexPath {
    /// An index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// The item: the second index, as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
