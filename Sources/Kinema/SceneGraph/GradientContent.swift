import KinemaCore

/// A colour gradient a view draws over its background (Core Animation's `CAGradientLayer`), filling
/// its bounds, rounded by its corner radius like the background.
///
/// Points are given in the unit square of the bounds ((0, 0) the top-left corner, (1, 1) the
/// bottom-right; y down). Each colour sits at its location, a fraction of the way from where the
/// gradient starts to where it ends; locations outside [0, 1] are allowed (a shimmer slides them
/// across), and only what falls between 0 and 1 is drawn, the end colours beyond.
///
/// - **Axial** (``Kind/axial``, Core Animation's default): the colours change along the line from
///   ``startPoint`` to ``endPoint`` and stay constant across it.
/// - **Radial** (``Kind/radial``): the colours change outwards from ``startPoint``, the centre, to
///   an ellipse whose half-width is the horizontal distance from ``startPoint`` to ``endPoint``
///   and whose half-height is the vertical one, in the bounds' size (Core Animation's reading of
///   the two points); outside the ellipse the last colour stays. An ellipse without area (the
///   points level or one above the other, or a radius below a thousandth of a point) leaves the
///   whole bounds outside it: the last colour (``isFlat(in:)``, Kinema's decision).
public struct GradientContent: Hashable, Sendable {
    /// How the colours spread over the bounds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from the start point to the end point.
        case axial
        /// Outwards from the start point to the ellipse the end point gives.
        case radial
    }

    /// The fields, behind one reference (`SharedFields`) so that a view's content stays as small as
    /// a label's.
    private struct Fields: Hashable, Sendable {
        var colors: [Color]
        var locations: [Double]?
        var startPoint: Point
        var endPoint: Point
        var kind: Kind
    }

    private var storage: SharedFields<Fields>

    /// The colours, in order along the line (none draws nothing; one fills the bounds).
    public var colors: [Color] {
        get { storage.fields.colors }
        set { storage.update { $0.colors = newValue } }
    }
    /// Where each colour sits along the line, as fractions of it; nil spaces the colours evenly
    /// from 0 to 1, and so does a list whose count differs from the colours'.
    public var locations: [Double]? {
        get { storage.fields.locations }
        set { storage.update { $0.locations = newValue } }
    }
    /// Where the line starts, in the unit square of the bounds ((0.5, 0) by default).
    public var startPoint: Point {
        get { storage.fields.startPoint }
        set { storage.update { $0.startPoint = newValue } }
    }
    /// Where the line ends, in the unit square of the bounds ((0.5, 1) by default).
    public var endPoint: Point {
        get { storage.fields.endPoint }
        set { storage.update { $0.endPoint = newValue } }
    }

    /// How the colours spread: along a line (the default) or outwards to an ellipse.
    public var kind: Kind {
        get { storage.fields.kind }
        set { storage.update { $0.kind = newValue } }
    }

    /// A gradient with Core Animation's defaults: axial, top to bottom, the colours evenly spaced.
    public init(
        colors: [Color], locations: [Double]? = nil, startPoint: Point = Point(x: 0.5, y: 0),
        endPoint: Point = Point(x: 0.5, y: 1), kind: Kind = .axial
    ) {
        storage = SharedFields(
            Fields(colors: colors, locations: locations, startPoint: startPoint, endPoint: endPoint, kind: kind))
    }

    /// A radial gradient's half-width and half-height in a bounds of `size`: the horizontal and
    /// vertical distances from the start point to the end point, scaled by the width and the
    /// height.
    public func radii(in size: Size) -> (x: Double, y: Double) {
        (abs(endPoint.x - startPoint.x) * size.width, abs(endPoint.y - startPoint.y) * size.height)
    }

    /// Whether a radial gradient's ellipse has no area in a bounds of `size` (a radius below a
    /// thousandth of a point, the precision drawings write, or not finite), so that the whole
    /// bounds lies outside it and shows the last colour; false for an axial gradient.
    public func isFlat(in size: Size) -> Bool {
        guard kind == .radial else { return false }
        let (rx, ry) = radii(in: size)
        return !(rx >= 1e-3 && ry >= 1e-3 && rx.isFinite && ry.isFinite)
    }

    /// Where each colour sits: ``locations`` when it has one for each colour, else the colours
    /// evenly spaced from 0 to 1 (0 for a single colour).
    public var resolvedLocations: [Double] {
        let colors = self.colors
        if let locations, locations.count == colors.count { return locations }
        return colors.count < 2
            ? Array(repeating: 0, count: colors.count)
            : colors.indices.map { Double($0) / Double(colors.count - 1) }
    }

    /// Whether every number is finite.
    public var isFinite: Bool {
        colors.allSatisfy(\.isFinite) && (locations ?? []).allSatisfy(\.isFinite)
            && [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite)
    }

    /// The stops renderers draw in a bounds of `size`: ``drawnStops``, or for a flat radial
    /// gradient (``isFlat(in:)``) its last colour at 0 and at 1.
    public func drawnStops(in size: Size) -> [(location: Double, color: Color)] {
        let stops = drawnStops
        guard isFlat(in: size), let last = stops.last else { return stops }
        return [(0, last.color), (1, last.color)]
    }

    /// The stops renderers draw along the line, as (location, colour) with locations from 0 to 1
    /// in order: the colours at their locations (even spacing without usable ones), a location
    /// below an earlier one raised to it (as SVG does), and the parts outside [0, 1] cut off,
    /// the colour at each end interpolated between the stops around it (components linearly, as
    /// Core Animation blends them). Empty without colours or with a number that is not finite.
    public var drawnStops: [(location: Double, color: Color)] {
        let colors = self.colors
        guard !colors.isEmpty, isFinite else { return [] }
        guard colors.count > 1 else { return [(0, colors[0]), (1, colors[0])] }
        var places = resolvedLocations
        for k in places.indices.dropFirst() where places[k] < places[k - 1] { places[k] = places[k - 1] }
        let stops = Array(zip(places, colors))
        // The colour at `u` along the line: the first stop's before it, the last's after it.
        func color(at u: Double) -> Color {
            guard let after = stops.firstIndex(where: { $0.0 > u }) else { return stops[stops.count - 1].1 }
            guard after > 0 else { return stops[0].1 }
            let (a, b) = (stops[after - 1], stops[after])
            return a.1.interpolated(to: b.1, fraction: (u - a.0) / (b.0 - a.0))
        }
        var drawn: [(location: Double, color: Color)] = [(0, color(at: 0))]
        drawn += stops.filter { $0.0 > 0 && $0.0 < 1 }.map { (location: $0.0, color: $0.1) }
        drawn.append((1, color(at: 1)))
        return drawn
    }
}
