import Kinema

extension GoldenDump {
    /// One view line of a dump, its columns parsed (see ``columns``).
    public struct Row: Hashable, Sendable {
        /// The frame's time, as written (lines of one frame share it).
        public var time: String
        /// The view's name.
        public var view: String
        /// centerX ... borderWidth, in column order (12 numbers).
        public var numbers: [Double]
        /// The background colour as written (`#RRGGBBAA`).
        public var color: String
        /// Whether the view's own `isHidden` was set.
        public var hidden: Bool
    }

    /// The view lines of a dump grouped by frame, in order; header lines, blank lines and lines
    /// without the 16 columns are skipped.
    public static func rows(parsing text: String) -> [[Row]] {
        var frames: [[Row]] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let tokens = line.split(separator: " ")
            guard tokens.count == columns.count else { continue }
            let numbers = tokens[2..<14].compactMap { Double($0) }
            guard numbers.count == 12 else { continue }
            let row = Row(time: String(tokens[0]), view: String(tokens[1]), numbers: numbers, color: String(tokens[14]),
                          hidden: tokens[15] == "1")
            if let last = frames.last?.last, last.time == row.time { frames[frames.count - 1].append(row) } else { frames.append([row]) }
        }
        return frames
    }

    /// The frames a dump describes, rebuilt so that they can be drawn, and a sentence saying how;
    /// nil when there is nothing to draw (no view lines, or no actual view to start from).
    ///
    /// A dump holds each view's centre in root coordinates, size, decomposed own transform, alpha,
    /// corner radius, border width, background colour and hidden flag: all of that is drawn as
    /// written. It does not hold the view tree, the border colour, clipping, masked corners or
    /// content. When a golden frame lists the same views, in the same order, as an actual frame
    /// (the one at the same position, else any), those are taken from the actual frame's views,
    /// and each view is placed through its ancestors' rotations and scales as Kinema places it.
    /// Otherwise the frame is drawn flat: every view on its own, placed by its own transform
    /// about its centre, without border colour (black), clipping or content.
    public static func frames(parsing text: String, like actual: [FrameSnapshot])
        -> (frames: [FrameSnapshot], note: String)?
    {
        let golden = rows(parsing: text)
        guard !golden.isEmpty, let template = actual.first(where: { !$0.views.isEmpty }),
              let blank = template.views.first else { return nil }
        var rebuilt: [FrameSnapshot] = []
        var borrowed = 0
        for (k, rows) in golden.enumerated() {
            let names = rows.map(\.view)
            let candidates = (actual.indices.contains(k) ? [actual[k]] : []) + actual
            var frame = template
            frame.time = Double(rows[0].time) ?? 0
            if let match = candidates.first(where: { $0.views.map(\.name) == names }) {
                frame.views = match.views
                borrowed += 1
            } else {
                frame.views = rows.enumerated().map { i, row in
                    var v = blank
                    (v.name, v.parentIndex, v.depth) = (row.view, i == 0 ? nil : 0, i == 0 ? 0 : 1)
                    (v.content, v.clipsToBounds, v.maskedCorners) = (nil, false, .all)
                    v.borderColor = .black
                    v.boundsOrigin = .zero
                    return v
                }
            }
            for (i, row) in rows.enumerated() { apply(row, to: &frame.views, at: i) }
            rebuilt.append(frame)
        }
        let note = borrowed == rebuilt.count
            ? "geometry, alpha, corner radius, border width, colour and hidden flag as written; the view tree, border "
                + "colour, clipping, masked corners and content are the actual frames' (the golden does not record them)."
            : "\(rebuilt.count - borrowed) of \(rebuilt.count) golden frames list other views than the actual ones and are "
                + "drawn flat (each view on its own, without border colour, clipping or content)."
        return (rebuilt, note)
    }

    /// Sets view `i` (whose ancestors come before it) to the row's values and places it.
    private static func apply(_ row: Row, to views: inout [ViewSnapshot], at i: Int) {
        let n = row.numbers
        var v = views[i]
        v.center = Point(x: n[0], y: n[1])
        v.size = Size(width: n[2], height: n[3])
        let own = DecomposedTransform(scaleX: n[5], scaleY: n[6], rotation: n[4], translateX: n[7], translateY: n[8])
        v.transform = own.affineTransform
        (v.alpha, v.cornerRadius, v.borderWidth) = (n[9], n[10], n[11])
        v.backgroundColor = Color(hex: row.color) ?? .clear
        v.isHidden = row.hidden
        if let p = v.parentIndex, views.indices.contains(p), p < i {
            // toRoot(q) = centre + L_parent (own(q - bounds centre)): the dump's centre is already
            // in root coordinates, so only the ancestors' linear part is needed.
            let parent = views[p].toRoot
            let linear = AffineTransform(a: parent.a, b: parent.b, c: parent.c, d: parent.d, tx: 0, ty: 0)
            let boundsCenter = Point(x: v.boundsOrigin.x + v.size.width / 2, y: v.boundsOrigin.y + v.size.height / 2)
            v.toRoot = AffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
                .then(v.transform).then(linear).then(AffineTransform(translationX: v.center.x, y: v.center.y))
        } else {
            v.toRoot = .identity
        }
        views[i] = v
    }
}
