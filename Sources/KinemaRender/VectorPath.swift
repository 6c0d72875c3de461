import RealModule

/// A drawing made of straight lines and cubic Bezier curves, in the coordinates of whoever built it
/// (y down): the one geometry behind a pictogram or a line of text, written as SVG path data and as
/// Lottie paths, so that both draw the very same curves.
struct VectorPath: Hashable, Sendable {
    /// One piece of a subpath, ending at `to`.
    enum Segment: Hashable, Sendable {
        /// A straight line.
        case line(to: Point)
        /// A cubic Bezier curve with control points `c1` and `c2`.
        case curve(c1: Point, c2: Point, to: Point)

        /// Where the segment ends.
        var end: Point {
            switch self {
            case .line(let p), .curve(_, _, let p): p
            }
        }
    }

    /// A connected run of segments from `start`; `closed` joins the end back to the start.
    struct Subpath: Hashable, Sendable {
        var start: Point
        var segments: [Segment] = []
        var closed = false
    }

    /// The subpaths, in drawing order.
    private(set) var subpaths: [Subpath] = []

    /// An empty path.
    init() {}

    /// The path a compact description draws: commands of absolute coordinates separated by spaces
    /// or commas, each command letter followed by its numbers (repeated for further segments):
    /// `M x y` starts a subpath, `L x y` draws a line, `C x1 y1 x2 y2 x y` a cubic curve, `Z`
    /// closes the subpath, `E cx cy rx ry a0 a1` draws an elliptical ``arc(center:rx:ry:from:to:)``
    /// from angle `a0` to `a1` in degrees, `O cx cy rx ry` a whole ``ellipse(center:rx:ry:)``. The
    /// descriptions are this module's constants; parsing stops at the first malformed command.
    init(_ description: String) {
        // Tokens: each command letter alone, each number between letters, spaces and commas.
        var split: [Substring] = []
        for piece in description.split(whereSeparator: { $0 == " " || $0 == "," }) {
            var rest = piece[...]
            while let letter = rest.firstIndex(where: \.isLetter) {
                if letter > rest.startIndex { split.append(rest[..<letter]) }
                split.append(rest[letter...letter])
                rest = rest[rest.index(after: letter)...]
            }
            if !rest.isEmpty { split.append(rest) }
        }
        var tokens = split[...]
        var command: Character = "M"
        func numbers(_ n: Int) -> [Double]? {
            guard tokens.count >= n else { return nil }
            let values = tokens.prefix(n).compactMap { Double($0) }
            guard values.count == n else { return nil }
            tokens = tokens.dropFirst(n)
            return values
        }
        while let token = tokens.first {
            if let letter = token.first, letter.isLetter {
                command = letter
                tokens = tokens.dropFirst()
                if letter == "Z" { close(); continue }
            }
            let degrees = Double.pi / 180
            switch command {
            case "M", "L":
                guard let v = numbers(2) else { return }
                if command == "M" {
                    move(to: Point(x: v[0], y: v[1])); command = "L"
                } else {
                    line(to: Point(x: v[0], y: v[1]))
                }
            case "C":
                guard let v = numbers(6) else { return }
                curve(c1: Point(x: v[0], y: v[1]), c2: Point(x: v[2], y: v[3]), to: Point(x: v[4], y: v[5]))
            case "E":
                guard let v = numbers(6) else { return }
                arc(center: Point(x: v[0], y: v[1]), rx: v[2], ry: v[3], from: v[4] * degrees, to: v[5] * degrees)
            case "O":
                guard let v = numbers(4) else { return }
                ellipse(center: Point(x: v[0], y: v[1]), rx: v[2], ry: v[3])
            default:
                return
            }
        }
    }

    /// Starts a subpath at `p`.
    mutating func move(to p: Point) {
        subpaths.append(Subpath(start: p))
    }

    /// A straight line from the current point (a new subpath at `p` when there is none).
    mutating func line(to p: Point) {
        guard !subpaths.isEmpty, !subpaths[subpaths.count - 1].closed else { return move(to: p) }
        subpaths[subpaths.count - 1].segments.append(.line(to: p))
    }

    /// A cubic curve from the current point.
    mutating func curve(c1: Point, c2: Point, to p: Point) {
        if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { move(to: c1) }
        subpaths[subpaths.count - 1].segments.append(.curve(c1: c1, c2: c2, to: p))
    }

    /// Closes the current subpath.
    mutating func close() {
        if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
    }

    /// The current point: the end of the last segment (the start of a closed subpath).
    var currentPoint: Point? {
        guard let last = subpaths.last else { return nil }
        return last.closed ? last.start : (last.segments.last?.end ?? last.start)
    }

    /// An arc of the ellipse centred on `center` with radii `rx`, `ry`, through the points
    /// (cx + rx cos a, cy + ry sin a) for `a` from `from` to `to` (radians, either direction), as
    /// cubic curves of at most a quarter turn each (handles 4/3 tan(step / 4) of the radii). It
    /// continues the current subpath with a line to the arc's first point when the current point
    /// is elsewhere, and starts a subpath when there is none.
    mutating func arc(center c: Point, rx: Double, ry: Double, from: Double, to: Double) {
        func point(_ a: Double) -> Point { Point(x: c.x + rx * Double.cos(a), y: c.y + ry * Double.sin(a)) }
        func tangent(_ a: Double) -> Point { Point(x: -rx * Double.sin(a), y: ry * Double.cos(a)) }
        let first = point(from)
        if let current = currentPoint, !(subpaths.last?.closed ?? true) {
            if Double.hypot(current.x - first.x, current.y - first.y) > 1e-9 { line(to: first) }
        } else {
            move(to: first)
        }
        let pieces = Swift.max(1, Int((abs(to - from) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = (to - from) / Double(pieces)
        let h = 4.0 / 3 * Double.tan(step / 4)
        for k in 0..<pieces {
            let a0 = from + Double(k) * step, a1 = k == pieces - 1 ? to : a0 + step
            let p0 = point(a0), p1 = point(a1), t0 = tangent(a0), t1 = tangent(a1)
            curve(
                c1: Point(x: p0.x + h * t0.x, y: p0.y + h * t0.y), c2: Point(x: p1.x - h * t1.x, y: p1.y - h * t1.y),
                to: p1)
        }
    }

    /// The whole ellipse, as a closed subpath of four quarter arcs starting at angle 0.
    mutating func ellipse(center: Point, rx: Double, ry: Double) {
        move(to: Point(x: center.x + rx, y: center.y))
        arc(center: center, rx: rx, ry: ry, from: 0, to: 2 * Double.pi)
        close()
    }

    /// Every point mapped by `transform` (control points too: exact for affine maps).
    func applying(_ transform: (Point) -> Point) -> VectorPath {
        var out = VectorPath()
        out.subpaths = subpaths.map { s in
            Subpath(
                start: transform(s.start),
                segments: s.segments.map { segment in
                    switch segment {
                    case .line(let p): .line(to: transform(p))
                    case let .curve(c1, c2, p): .curve(c1: transform(c1), c2: transform(c2), to: transform(p))
                    }
                }, closed: s.closed)
        }
        return out
    }

    /// The subpaths of `other` after these.
    mutating func append(_ other: VectorPath) {
        subpaths += other.subpaths
    }

    /// A coordinate as both formats write it: rounded to three decimals (as the SVG path data
    /// writes it), never `-0`.
    static func rounded(_ x: Double) -> JSONValue { .number((x * 1000).rounded() / 1000 + 0) }

    /// SVG path data: `M`, `L`, `C` and `Z` with absolute coordinates of at most three decimals.
    var svgData: String {
        var d = ""
        func add(_ command: String, _ points: Point...) {
            d +=
                command
                + points.map { NumberText.trimmed($0.x, 3) + " " + NumberText.trimmed($0.y, 3) }
                .joined(separator: " ")
        }
        for s in subpaths {
            add("M", s.start)
            for segment in s.segments {
                switch segment {
                case .line(let p): add("L", p)
                case let .curve(c1, c2, p): add("C", c1, c2, p)
                }
            }
            if s.closed { d += "Z" }
        }
        return d
    }

    /// Each subpath as a Lottie path value (`{"c": closed, "v": vertices, "i": in tangents,
    /// "o": out tangents}`, tangents relative to their vertex). A closed subpath whose last
    /// segment returns to its start does not repeat the start.
    var lottiePaths: [JSONValue] { lottieSubpaths.map { $0.json(Self.rounded) } }

    /// The subpaths as Lottie draws them (see ``lottiePaths``): vertices, in and out tangents.
    var lottieSubpaths: [LottieSubpath] {
        subpaths.map { s in
            var vertices = [s.start], ins = [Point.zero], outs = [Point.zero]
            for segment in s.segments {
                let from = vertices[vertices.count - 1]
                switch segment {
                case .line(let p):
                    vertices.append(p)
                    ins.append(.zero)
                    outs.append(.zero)
                case let .curve(c1, c2, p):
                    outs[outs.count - 1] = Point(x: c1.x - from.x, y: c1.y - from.y)
                    vertices.append(p)
                    ins.append(Point(x: c2.x - p.x, y: c2.y - p.y))
                    outs.append(.zero)
                }
            }
            if s.closed, vertices.count > 1, let last = vertices.last,
                Double.hypot(last.x - s.start.x, last.y - s.start.y) <= 1e-9
            {
                ins[0] = ins[ins.count - 1]
                vertices.removeLast()
                ins.removeLast()
                outs.removeLast()
            }
            return LottieSubpath(closed: s.closed, vertices: vertices, ins: ins, outs: outs)
        }
    }
}

/// One subpath as a Lottie shape: whether it is closed, its vertices, and each vertex's in and out
/// tangents (relative to the vertex).
struct LottieSubpath: Hashable, Sendable {
    var closed: Bool
    var vertices: [Point], ins: [Point], outs: [Point]

    /// The numbers, vertices then in then out tangents, x before y: what an animated shape's
    /// keyframes interpolate.
    var numbers: [Double] { (vertices + ins + outs).flatMap { [$0.x, $0.y] } }

    /// The Lottie shape (`c`, `v`, `i`, `o`), each coordinate written by `round`.
    func json(_ round: (Double) -> JSONValue) -> JSONValue {
        func points(_ list: [Point]) -> JSONValue { .array(list.map { [round($0.x), round($0.y)] }) }
        return ["c": .bool(closed), "v": points(vertices), "i": points(ins), "o": points(outs)]
    }

    /// The shape with the layout of this one (closed or not, as many vertices) and `numbers` in
    /// the order of ``numbers``, each coordinate written by `round`.
    func json(numbers: [Double], _ round: (Double) -> JSONValue) -> JSONValue {
        let n = vertices.count
        func points(_ k: Int) -> JSONValue {
            .array((0..<n).map { j in [round(numbers[2 * (k * n + j)]), round(numbers[2 * (k * n + j) + 1])] })
        }
        return ["c": .bool(closed), "v": points(0), "i": points(1), "o": points(2)]
    }
}
