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

    /// Names the slots laid out for a view named `owner` (a new layout forgets the names).
    mutating func nameSlots(owner: String) {
        names = (0..<runs.reduce(0) { $0 + $1.count }).map { "\(owner) particle \($0 + 1)" }
        namesOwner = owner
    }

    /// What every slot of a run shares, read once a frame: the emission, its cell, its start,
    /// end and number, and the cell's rate.
    struct RunContext {
        let emission: Emission
        let cell: EmitterCell
        let cellIndex: Int
        let start: Double
        let end: Double
        let serial: UInt64
        let rate: Double
        let slots: Int
    }

    /// The shared values of `run`'s slots.
    func context(of run: Run) -> RunContext {
        let segment = segments[run.segment]
        let e = segment.emission
        return RunContext(
            emission: e, cell: e.cells[run.cell], cellIndex: run.cell, start: segment.start, end: segment.end,
            serial: segment.serial, rate: e.rate(of: run.cell), slots: run.count)
    }

    /// Initialises `values` (uninitialised memory) to those of slot `j` of a run at local time
    /// `t`, returning the particle's content; nil, the values left uninitialised, while no
    /// particle holds the slot.
    static func particle(_ run: RunContext, slot j: Int, at t: Double, into values: UnsafeMutablePointer<ViewValues>)
        -> ViewContent??
    {
        let e = run.emission, cell = run.cell, r = run.rate
        guard r > 0, t >= run.start else { return nil }
        var last = ((t - run.start) * r).rounded(.down)
        if run.end.isFinite { last = Swift.min(last, ((run.end - run.start) * r).rounded(.up) - 1) }
        // Beyond 2^53 births, indices are no longer exact (after some 285 years at 1,000 a second).
        guard last >= 0, last < 0x1p53 else { return nil }
        // The last particle born in slot j: the largest i <= last with i mod n = j (a remainder
        // made non-negative, for a slot not used yet).
        let n = Double(run.slots)
        var offset = (last - Double(j)).truncatingRemainder(dividingBy: n)
        if offset < 0 { offset += n }
        var i = last - offset
        var birth = run.start + i / r
        if birth > t {
            i -= n
            birth = run.start + i / r
        }
        guard i >= 0 else { return nil }
        var random = SplitMix64(
            seed: e.seed ^ (run.serial &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(run.cellIndex) &* 0xC2B2_AE3D_27D4_EB4F)
                ^ (UInt64(i) &* 0x1656_67B1_9E37_79F9))
        // SplitMix64's `uniform(in:)` over [-1, 1] and [0, 1], spelt out: the same numbers (the
        // factors are powers of two, so the products are exact), without its general guards.
        func u() -> Double { Double(random.next() >> 11) * 0x1p-52 - 1 }
        func w() -> Double { Double(random.next() >> 11) * 0x1p-53 }
        let u1 = u()
        let life = Swift.max(0, (cell.lifetime + cell.lifetimeRange * u1) * e.lifetime)
        let age = t - birth
        guard age < life else { return nil }
        let u2 = u(), w3 = w(), u4 = u(), u5 = u(), u6 = u(), u7 = u(), u8 = u(), u9 = u()
        let w10 = w(), w11 = w()
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
        let travelled = speed * age
        let center = Point(
            x: place.x + travelled * Double.cos(direction) + cell.xAcceleration * age * age / 2,
            y: place.y + travelled * Double.sin(direction) + cell.yAcceleration * age * age / 2)
        values.initialize(
            to: ViewValues(
                center: center,
                size: Size(width: cell.contentSize.width * scale, height: cell.contentSize.height * scale)))
        values.pointee.alpha = alpha
        let angle = spin * age
        if angle != 0 {
            // The matrix and its decomposition, both known: no decomposition to compute.
            values.pointee.transformValue = TransformValue(
                decomposed: DecomposedTransform(rotation: angle), exact: AffineTransform(rotationAngle: angle))
        }
        guard let symbol = cell.symbol else {
            values.pointee.backgroundColor = color
            return .some(nil)
        }
        return .some(.symbol(symbol, tint: color))
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
