/// The Lottie JSON of shapes and transforms (no logic beyond spelling the format).
enum LottieShapes {
    /// Circle-approximating Bezier handles: 4/3 (sqrt 2 - 1) of the radius.
    static let kappa = 0.5522847498307936

    /// `{"a": 0, "k": value}`.
    static func still(_ value: JSONValue) -> JSONValue { ["a": 0, "k": value] }

    /// A group of shape items: `items` (the first drawn on top), then its transform, a turn by
    /// `rotation` (degrees) about the layer's anchor.
    static func group(_ name: String, _ items: [JSONValue], rotation: LottieTrack = .constant([0])) -> JSONValue {
        let transform: JSONValue = [
            "ty": "tr", "p": still([0, 0]), "a": still([0, 0]), "s": still([100, 100]),
            "r": rotation.json(scalar: true), "o": still(100)
        ]
        return ["ty": "gr", "nm": .string(name), "it": .array(items + [transform])]
    }

    /// A group of shape items (the first drawn on top) with its own transform.
    static func group(_ name: String, _ items: [JSONValue], transform: JSONValue) -> JSONValue {
        ["ty": "gr", "nm": .string(name), "it": .array(items + [transform])]
    }

    /// A group transform: `anchor` (fixed) moved to `position`, scaled by `scale` (percent), with
    /// `opacity` (an animatable property).
    static func groupTransform(anchor: [Double], position: LottieTrack, scale: LottieTrack, opacity: JSONValue)
        -> JSONValue
    {
        [
            "ty": "tr", "p": position.json(scalar: false), "a": still(.array(anchor.map(JSONValue.number))),
            "s": scale.json(scalar: false), "r": still(0), "o": opacity
        ]
    }

    /// Each subpath of `path` as a still Lottie path.
    static func paths(_ path: VectorPath) -> [JSONValue] {
        path.lottiePaths.map { ["ty": "sh", "nm": "path", "d": 1, "ks": still($0)] }
    }

    /// A morphing path's subpaths (see ``LottieContentTracks/ShapeTracks/morph``): each a shape
    /// whose value is its track's numbers laid out as its subpath.
    static func paths(morphing subpaths: [(subpath: LottieSubpath, track: LottieTrack)]) -> [JSONValue] {
        subpaths.map { subpath, track in
            let shape: JSONValue
            switch track {
            case .constant(let v): shape = still(subpath.json(numbers: v, VectorPath.rounded))
            case .keyframes:
                shape = track.json(scalar: false, value: { .array([subpath.json(numbers: $0, VectorPath.rounded)]) })
            }
            return ["ty": "sh", "nm": "path", "d": 1, "ks": shape]
        }
    }

    /// A linear gradient fill (`gf`, type 1) between the tracks `start` and `end`, with `stops`
    /// (locations from 0 to 1, components within [0, 1]): Lottie's list of the colour stops
    /// (location, red, green, blue) followed by the opacity stops (location, alpha).
    /// A radial one (type 2) when `radial`: from the centre `start` to the circle through `end`.
    static func gradientFill(
        _ stops: [(location: Double, color: Color)], start: LottieTrack, end: LottieTrack, radial: Bool = false
    ) -> JSONValue {
        let numbers = gradientNumbers(stops, count: stops.count)
        let gradient: JSONValue = ["p": .integer(stops.count), "k": still(.array(numbers.map(JSONValue.number)))]
        return gradientFill(gradient, start: start, end: end, radial: radial)
    }

    /// A gradient fill whose `count` stops move: `stops` is the track of their numbers
    /// (``gradientNumbers(_:count:)``).
    static func gradientFill(
        moving stops: LottieTrack, count: Int, start: LottieTrack, end: LottieTrack, radial: Bool = false
    ) -> JSONValue {
        gradientFill(["p": .integer(count), "k": stops.json(scalar: false)], start: start, end: end, radial: radial)
    }

    private static func gradientFill(_ gradient: JSONValue, start: LottieTrack, end: LottieTrack, radial: Bool)
        -> JSONValue
    {
        guard radial else {
            return [
                "ty": "gf", "nm": "gradient", "o": still(100), "r": 1, "s": start.json(scalar: false),
                "e": end.json(scalar: false), "t": 1, "g": gradient
            ]
        }
        // No highlight: the colours spread evenly from the centre.
        return [
            "ty": "gf", "nm": "gradient", "o": still(100), "r": 1, "s": start.json(scalar: false),
            "e": end.json(scalar: false), "t": 2, "h": still(0), "a": still(0), "g": gradient
        ]
    }

    /// Lottie's numbers for `stops` made `count` long by repeating the last one (none when
    /// `stops` is empty; drawable colours): the colour stops (location, red, green, blue), then
    /// the opacity stops (location, alpha).
    static func gradientNumbers(_ stops: [(location: Double, color: Color)], count: Int) -> [Double] {
        guard let last = stops.last else { return [] }
        let padded = stops + Array(repeating: last, count: Swift.max(0, count - stops.count))
        let drawn = padded.map { (location: $0.location, color: SceneDrawing.drawable($0.color)) }
        return drawn.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue] }
            + drawn.flatMap { [$0.location, $0.color.alpha] }
    }

    /// A stroke of a still colour (alpha as opacity) with round caps and joins.
    static func roundStroke(_ color: Color, width: Double) -> JSONValue {
        [
            "ty": "st", "nm": "stroke", "c": still(rgb(color)), "o": still(.number(color.alpha * 100)),
            "w": still(.number(width)), "lc": 2, "lj": 2
        ]
    }

    /// A non-zero fill of a still colour (alpha as opacity).
    static func solidFill(_ color: Color) -> JSONValue {
        ["ty": "fl", "nm": "fill", "c": still(rgb(color)), "o": still(.number(color.alpha * 100)), "r": 1]
    }

    /// A shape's stroke: the colour's and opacity's tracks, the width's, the shape's caps (1
    /// butt, 2 round, 3 square), joins (1 miter, 2 round, 3 bevel) and miter limit, and its dashes
    /// (``ShapeContent/drawnDashPattern``, dash and gap in turn, then the offset's track) when it
    /// has any.
    static func stroke(
        color: LottieTrack, opacity: LottieTrack, _ shape: ShapeContent, width: LottieTrack, dashOffset: LottieTrack
    ) -> JSONValue {
        let caps: [ShapeContent.LineCap: JSONValue] = [.butt: 1, .round: 2, .square: 3]
        let joins: [ShapeContent.LineJoin: JSONValue] = [.miter: 1, .round: 2, .bevel: 3]
        var members: [(String, JSONValue)] = [
            ("ty", "st"), ("nm", "stroke"), ("c", color.json(scalar: false)), ("o", opacity.json(scalar: true)),
            ("w", width.json(scalar: true)), ("lc", caps[shape.lineCap] ?? 1), ("lj", joins[shape.lineJoin] ?? 1),
            ("ml", .number(shape.miterLimit.isFinite ? Swift.max(1, shape.miterLimit) : 10))
        ]
        let pattern = shape.drawnDashPattern
        if !pattern.isEmpty {
            var dashes: [JSONValue] = pattern.enumerated().map { k, length in
                let kind = k % 2 == 0 ? "d" : "g"
                return ["n": .string(kind), "nm": .string("\(kind)\(k / 2)"), "v": still(.number(length))]
            }
            dashes.append(["n": "o", "nm": "offset", "v": dashOffset.json(scalar: true)])
            members.append(("d", .array(dashes)))
        }
        return .object(members)
    }

    /// A shape's fill: the colour's and opacity's tracks, with its rule (1 nonzero, 2 even-odd).
    static func fill(color: LottieTrack, opacity: LottieTrack, _ rule: ShapeContent.FillRule) -> JSONValue {
        [
            "ty": "fl", "nm": "fill", "c": color.json(scalar: false), "o": opacity.json(scalar: true),
            "r": rule == .evenOdd ? 2 : 1
        ]
    }

    private static func rgb(_ c: Color) -> JSONValue { [.number(c.red), .number(c.green), .number(c.blue)] }

    /// The outline centred on the anchor: a rectangle or an eight-vertex path (see
    /// ``LottieOutline``).
    static func outline(_ outline: LottieOutline) -> JSONValue {
        switch outline {
        case .rectangle(let size, let roundness):
            return [
                "ty": "rc", "nm": "bounds", "d": 1, "p": still([0, 0]), "s": size.json(scalar: false),
                "r": roundness.json(scalar: true)
            ]
        case .path(let track):
            let shape: JSONValue
            switch track {
            case .constant(let v):
                shape = still(path(v))
            case .keyframes:
                shape = track.json(scalar: false, value: { .array([path($0)]) })
            }
            return ["ty": "sh", "nm": "bounds", "d": 1, "ks": shape]
        }
    }

    /// A closed path around a `w` x `h` box centred on the origin with corner radii `r[0...3]`
    /// (top-left, top-right, bottom-right, bottom-left; y down), clockwise on screen from the end
    /// of the top-left corner. With ten numbers, the last four are the corners' vertical radii
    /// (elliptical corners; the first four then are the horizontal ones). Every coordinate is
    /// linear in the numbers.
    static func path(_ numbers: [Double]) -> JSONValue {
        let w = numbers[0] / 2, h = numbers[1] / 2
        let tl = numbers[2], tr = numbers[3], br = numbers[4], bl = numbers[5], k = kappa
        let vertical = numbers.count >= 10 ? Array(numbers[6..<10]) : [tl, tr, br, bl]
        let (tlY, trY, brY, blY) = (vertical[0], vertical[1], vertical[2], vertical[3])
        let vertices: [(Double, Double)] = [
            (-w + tl, -h), (w - tr, -h), (w, -h + trY), (w, h - brY), (w - br, h), (-w + bl, h), (-w, h - blY),
            (-w, -h + tlY)
        ]
        let inTangents: [(Double, Double)] = [
            (-k * tl, 0), (0, 0), (0, -k * trY), (0, 0), (k * br, 0), (0, 0), (0, k * blY), (0, 0)
        ]
        let outTangents: [(Double, Double)] = [
            (0, 0), (k * tr, 0), (0, 0), (0, k * brY), (0, 0), (-k * bl, 0), (0, 0), (0, -k * tlY)
        ]
        func points(_ list: [(Double, Double)]) -> JSONValue {
            .array(list.map { [.number($0.0), .number($0.1)] })
        }
        return ["c": true, "v": points(vertices), "i": points(inTangents), "o": points(outTangents)]
    }

    /// A non-zero fill.
    static func fill(color: LottieTrack, opacity: LottieTrack) -> JSONValue {
        ["ty": "fl", "nm": "background", "c": color.json(scalar: false), "o": opacity.json(scalar: true), "r": 1]
    }

    /// A stroke with mitred joins (sharp corners where the outline has no rounding).
    static func stroke(color: LottieTrack, opacity: LottieTrack, width: LottieTrack) -> JSONValue {
        [
            "ty": "st", "nm": "border", "c": color.json(scalar: false), "o": opacity.json(scalar: true),
            "w": width.json(scalar: true), "lc": 1, "lj": 1, "ml": 4
        ]
    }

    /// A layer transform: anchor at the origin, split position, scale (percent), rotation
    /// (degrees), opacity (percent).
    static func transform(
        x: LottieTrack, y: LottieTrack, scale: LottieTrack, rotation: LottieTrack,
        opacity: LottieTrack
    ) -> JSONValue {
        [
            "a": still([0, 0]),
            "p": ["s": true, "x": x.json(scalar: true), "y": y.json(scalar: true)],
            "s": scale.json(scalar: false), "r": rotation.json(scalar: true), "o": opacity.json(scalar: true)
        ]
    }

    /// The identity layer transform.
    static let identity = transform(
        x: .constant([0]), y: .constant([0]), scale: .constant([100, 100]),
        rotation: .constant([0]), opacity: .constant([100]))
}
