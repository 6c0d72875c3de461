/// Frames as one JSON object: the members you give first (what was played, say), then
/// `"frames"`, one frame per line, each view an object with the columns of ``FrameCSV`` and,
/// where a view uses them, the columns written only when used (<doc:FrameText> defines them all).
/// A view's ``/Kinema/ViewContent`` is not written. Frames are turned into text as they are
/// appended, so a long run keeps no snapshots.
public struct FrameJSON: Sendable {
    /// The members written before `"frames"`, in order.
    public var members: [(String, JSONValue)]
    /// The frames appended so far, already written.
    private var frames: [JSONValue] = []

    /// A document with `members` first and no frames yet.
    public init(members: [(String, JSONValue)] = []) {
        self.members = members
    }

    /// A document with `members` first, then `frames`.
    public init(members: [(String, JSONValue)] = [], frames: some Sequence<FrameSnapshot>) {
        self.members = members
        for frame in frames { append(frame) }
    }

    /// Appends one frame.
    public mutating func append(_ frame: FrameSnapshot) {
        frames.append(JSONValue(.written(Self.value(of: frame).text)))
    }

    /// The document, ending in a line break.
    public var text: String {
        JSONValue.object(members + [("frames", .array(frames, oneItemPerLine: true))]).text + "\n"
    }

    /// One frame as a JSON object (see the type's documentation).
    public static func value(of frame: FrameSnapshot) -> JSONValue {
        let views = frame.views.map { v -> JSONValue in
            let groups = FrameColumns.json(for: v)
            return .object(Array(zip(FrameColumns.names(of: groups), v.fields(groups).map(JSONValue.init(field:)))))
        }
        return ["t": .number(frame.time), "views": .array(views)]
    }

    /// A touch as a JSON object: `{"t": T, "kind": "down", "x": X, "y": Y}`, without `x` and `y`
    /// for a touch with no location (`cancel`).
    public static func value(of touch: TouchEvent) -> JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(touch.time)), ("kind", .string(touch.phase.rawValue))]
        if let p = touch.location { members += [("x", .number(p.x)), ("y", .number(p.y))] }
        return .object(members)
    }
}

extension JSONValue {
    /// A frame's field: a number, a colour as `"#RRGGBBAA"`, a flag as `true` or `false`, text as a string.
    init(field: FrameValue) {
        switch field {
        case .number(let x): self = .number(x)
        case .color(let c): self = .string(c.hexString)
        case .flag(let b): self = .bool(b)
        case .text(let s): self = .string(s)
        }
    }
}
