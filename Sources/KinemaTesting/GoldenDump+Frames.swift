import Kinema

extension GoldenDump {
    /// One view line of a dump, its columns parsed (see ``columns``).
    public struct Row: Hashable, Sendable {
        /// The frame's time, as written (lines of one frame share it).
        public var time: String
        /// The view's name.
        public var view: String
        /// Every field after the time, in the dump's column order (the name first).
        public var fields: [FrameValue]
        /// The names of the columns of ``fields``.
        public var names: [String]

        /// The field of the column `name`, if the dump has it.
        public subscript(name: String) -> FrameValue? {
            names.firstIndex(of: name).map { fields[$0] }
        }

        /// The number in the column `name`, if the dump has it and it is a number.
        public func number(_ name: String) -> Double? {
            if case .number(let x) = self[name] { x } else { nil }
        }
    }

    /// The column names of a dump, from its `# columns:` line (``columns`` when it has none).
    public static func columns(in text: String) -> [String] {
        for line in text.split(separator: "\n") where line.hasPrefix("# columns: ") {
            return line.dropFirst("# columns: ".count).split(separator: " ").map(String.init)
        }
        return columns
    }

    /// The view lines of a dump grouped by frame, in order; header lines, blank lines and lines
    /// that do not hold one field of the right kind per column are skipped.
    public static func rows(parsing text: String) -> [[Row]] {
        let names = columns(in: text)
        guard names.first == "t", let groups = FrameColumns.groups(named: names.dropFirst()) else { return [] }
        let kinds = groups.flatMap(\.kinds)
        let fieldNames = Array(names.dropFirst())
        var frames: [[Row]] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let tokens = line.split(separator: " ")
            guard tokens.count == names.count else { continue }
            var fields: [FrameValue] = []
            for (token, kind) in zip(tokens.dropFirst(), kinds) {
                switch kind {
                case .number: if let x = Double(token) { fields.append(.number(x)) }
                case .color: if let c = Color(hex: String(token)) { fields.append(.color(c)) }
                case .flag: if token == "0" || token == "1" { fields.append(.flag(token == "1")) }
                case .text: fields.append(.text(String(token)))
                }
            }
            guard fields.count == kinds.count, case .text(let view) = fields[0] else { continue }
            let row = Row(time: String(tokens[0]), view: view, fields: fields, names: fieldNames)
            if let last = frames.last?.last, last.time == row.time {
                frames[frames.count - 1].append(row)
            } else {
                frames.append([row])
            }
        }
        return frames
    }

    /// The frames a dump describes, rebuilt so that they can be drawn, and a sentence saying how;
    /// nil when there is nothing to draw (no view lines, or no actual view to start from).
    ///
    /// A dump holds each view's centre in root coordinates, size, decomposed own transform, alpha,
    /// corner radius, border width, background colour and hidden flag (and the optional columns
    /// it uses): all of that is drawn as written. It does not hold the view tree, the border colour, clipping, masked corners or
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
            let blank = template.views.first
        else { return nil }
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
        let note =
            borrowed == rebuilt.count
            ? "geometry, alpha, corner radius, border width, colour and hidden flag as written; the view tree, border "
                + "colour, clipping, masked corners and content are the actual frames' (the golden does not record them)."
            : "\(rebuilt.count - borrowed) of \(rebuilt.count) golden frames list other views than the actual ones and are "
                + "drawn flat (each view on its own, without border colour, clipping or content)."
        return (rebuilt, note)
    }

    /// Sets view `i` (whose ancestors come before it) to the row's values and places it.
    private static func apply(_ row: Row, to views: inout [ViewSnapshot], at i: Int) {
        var v = views[i]
        if let groups = FrameColumns.groups(named: row.names) {
            var rest = row.fields[...]
            for group in groups {
                group.apply(rest.prefix(group.names.count), to: &v)
                rest = rest.dropFirst(group.names.count)
            }
        }
        if let p = v.parentIndex, views.indices.contains(p), p < i {
            // toRoot(q) = centre + L_parent (own(q - bounds centre)): the dump's centre is already
            // in root coordinates, so only the ancestors' linear part is needed.
            let parent = views[p].toRoot
            let linear = AffineTransform(a: parent.a, b: parent.b, c: parent.c, d: parent.d, tx: 0, ty: 0)
            v.toRoot = View.toSuperview(
                center: v.center, size: v.size, boundsOrigin: v.boundsOrigin, anchor: v.values.anchorPoint,
                transform: v.transform.then(linear))
        } else {
            v.toRoot = .identity
        }
        views[i] = v
    }
}
