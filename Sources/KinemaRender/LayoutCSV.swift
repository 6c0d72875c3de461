/// A laid-out scene as CSV: the header `view,minX,minY,width,height`, then one row per view, the
/// root first and then the tree in pre-order, with the view's bounds origin in root coordinates
/// and its bounds size (model values). Numbers are Swift's shortest round-trip decimals, `-0.0`
/// written `0.0`; a name holding a comma, a quote or a line break is quoted.
public struct LayoutCSV: Sendable {
    /// The header line (without its line break).
    public static let header = "view,minX,minY,width,height"

    /// The header and the rows, each line ending in a line break.
    public let text: String

    /// The table of `scene`'s views as they are now (lay the scene out first). Each view's
    /// position is composed from the root down in one pass, so deep trees take linear time.
    public init(scene: Scene) {
        var out = Self.header + "\n"
        for (view, toRoot) in scene.modelViewsToRoot() {
            let origin = toRoot.apply(to: Point.zero)
            let size = view.bounds.size
            var row = CSVRow()
            row.text(view.name)
            for x in [origin.x, origin.y, size.width, size.height] { row.number(x) }
            out += row.text + "\n"
        }
        text = out
    }
}
