import KinemaCore
import RealModule

/// What a view emits: its emissions still alive, oldest first, the current one last, and how
/// its frames lay out their slots.
struct EmitterState {
    /// One emission, from its start to its end (infinite while it is the current one) in the
    /// view's local time, and its number among the view's emissions.
    struct Segment {
        var emission: Emission
        var serial: UInt64
        var start: Double
        var end: Double
    }

    /// A run of slots: `count` slots of cell `cell` of segment `segment`.
    struct Run {
        var segment: Int
        var cell: Int
        var count: Int
    }

    var segments: [Segment] = []
    var nextSerial: UInt64 = 0
    /// The slots of the last layout, for at most `runsLimit` slots (nil: to be laid out).
    var runs: [Run] = []
    var runsLimit: Int?
    /// The slots' names, made for the view name `namesOwner`.
    var names: [String] = []
    var namesOwner: String?

    /// Ends the current emission at `time` and starts `emission` there (none: nil), dropping the
    /// emissions whose particles have all died by then.
    mutating func replace(with emission: Emission?, at time: Double) {
        if let last = segments.indices.last, segments[last].end == .infinity {
            segments[last].end = Swift.max(time, segments[last].start)
        }
        segments.removeAll { segment in
            let e = segment.emission
            let life = e.cells.indices.map { e.longestLife(of: $0) }.max() ?? 0
            return segment.end + life <= time
        }
        if let emission {
            segments.append(Segment(emission: emission, serial: nextSerial, start: time, end: .infinity))
            nextSerial &+= 1
        }
        runsLimit = nil
        namesOwner = nil
    }

    /// The number of slots drawn when at most `limit` may be: the runs laid out, oldest emission
    /// first, each cell in order.
    mutating func slots(limit: Int) -> Int {
        if runsLimit == limit { return runs.reduce(0) { $0 + $1.count } }
        runs = []
        var left = Swift.max(0, limit)
        for (g, segment) in segments.enumerated() {
            let e = segment.emission
            for c in e.cells.indices {
                let n = e.slots(of: c, duration: segment.end - segment.start, limit: left)
                if n > 0 { runs.append(Run(segment: g, cell: c, count: n)) }
                left -= n
            }
        }
        runsLimit = limit
        namesOwner = nil
        return Swift.max(0, limit) - left
    }

    /// The names of the slots laid out, for a view named `owner`.
    mutating func slotNames(owner: String) -> [String] {
        let total = runs.reduce(0) { $0 + $1.count }
        if namesOwner != owner || names.count != total {
            names = (0..<total).map { "\(owner) particle \($0 + 1)" }
            namesOwner = owner
        }
        return names
    }

    /// The values of slot `j` of `run` at local time `t`, nil while no particle holds it.
    func particle(_ run: Run, slot j: Int, at t: Double) -> (values: ViewValues, content: ViewContent?)? {
        let segment = segments[run.segment]
        let e = segment.emission, cell = e.cells[run.cell]
        let r = e.rate(of: run.cell)
        guard r > 0, t >= segment.start else { return nil }
        var last = ((t - segment.start) * r).rounded(.down)
        if segment.end.isFinite { last = Swift.min(last, ((segment.end - segment.start) * r).rounded(.up) - 1) }
        // Beyond 2^53 births, indices are no longer exact (after some 285 years at 1,000 a second).
        guard last >= 0, last < 0x1p53 else { return nil }
        let n = Double(run.count), slot = Double(j)
        var i = last - (last - slot).truncatingRemainder(dividingBy: n)
        var birth = segment.start + i / r
        if birth > t {
            i -= n
            birth = segment.start + i / r
        }
        guard i >= 0 else { return nil }
        var random = SplitMix64(
            seed: e.seed ^ (segment.serial &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(run.cell) &* 0xC2B2_AE3D_27D4_EB4F)
                ^ (UInt64(i) &* 0x1656_67B1_9E37_79F9))
        func u() -> Double { random.uniform(in: -1...1) }
        func w() -> Double { random.uniform(in: 0...1) }
        let (u1, u2, w3, u4, u5) = (u(), u(), w(), u(), u())
        let (u6, u7, u8, u9) = (u(), u(), u(), u())
        let (w10, w11) = (w(), w())
        let life = Swift.max(0, (cell.lifetime + cell.lifetimeRange * u1) * e.lifetime)
        let age = t - birth
        guard age < life else { return nil }
        let speed = (cell.velocity + cell.velocityRange * u2) * e.velocity
        let direction = cell.emissionLongitude + cell.emissionRange * (w3 - 0.5)
        let spin = (cell.spin + cell.spinRange * u4) * e.spin
        let scale = Swift.max(0, (cell.scale + cell.scaleRange * u5 + cell.scaleSpeed * age) * e.scale)
        func component(_ base: Double, _ range: Double, _ u: Double, _ speed: Double) -> Double {
            Swift.min(Swift.max(base + range * u + speed * age, 0), 1)
        }
        let color = Color(
            red: component(cell.color.red, cell.redRange, u6, cell.redSpeed),
            green: component(cell.color.green, cell.greenRange, u7, cell.greenSpeed),
            blue: component(cell.color.blue, cell.blueRange, u8, cell.blueSpeed), alpha: 1)
        let alpha = component(cell.color.alpha, cell.alphaRange, u9, cell.alphaSpeed)
        let place = e.place(w10, w11)
        let center = Point(
            x: place.x + speed * Double.cos(direction) * age + cell.xAcceleration * age * age / 2,
            y: place.y + speed * Double.sin(direction) * age + cell.yAcceleration * age * age / 2)
        var values = ViewValues(
            center: center, size: Size(width: cell.contentSize.width * scale, height: cell.contentSize.height * scale))
        values.alpha = alpha
        values.transform = AffineTransform(rotationAngle: spin * age)
        guard let symbol = cell.symbol else {
            values.backgroundColor = color
            return (values, nil)
        }
        return (values, .symbol(symbol, tint: color))
    }
}

extension Emission {
    /// The place on the shape given by two numbers drawn in [0, 1).
    func place(_ w1: Double, _ w2: Double) -> Point {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        switch (shape, mode) {
        case (.point, _), (.circle, .points):
            return position
        case (.line, _):
            return Point(x: position.x + (2 * w1 - 1) * halfWidth, y: position.y)
        case (.rectangle, .points):
            let corner = Int(w1 * 4) % 4
            return Point(
                x: position.x + (corner % 2 == 0 ? -halfWidth : halfWidth),
                y: position.y + (corner < 2 ? -halfHeight : halfHeight))
        case (.rectangle, .outline):
            // Along the perimeter, from the top left corner clockwise.
            let w = size.width, h = size.height
            var d = w1 * 2 * (w + h)
            let left = position.x - halfWidth, top = position.y - halfHeight
            if d < w { return Point(x: left + d, y: top) }
            d -= w
            if d < h { return Point(x: left + w, y: top + d) }
            d -= h
            if d < w { return Point(x: left + w - d, y: top + h) }
            return Point(x: left, y: top + h - (d - w))
        case (.rectangle, _):
            return Point(x: position.x + (2 * w1 - 1) * halfWidth, y: position.y + (2 * w2 - 1) * halfHeight)
        case (.circle, .outline):
            let angle = 2 * Double.pi * w1
            return Point(x: position.x + halfWidth * Double.cos(angle), y: position.y + halfWidth * Double.sin(angle))
        case (.circle, _):
            // Uniform over the disc: the radius grows as the square root.
            let angle = 2 * Double.pi * w1, radius = halfWidth * w2.squareRoot()
            return Point(x: position.x + radius * Double.cos(angle), y: position.y + radius * Double.sin(angle))
        }
    }
}
