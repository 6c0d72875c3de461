import KinemaCore

/// One field of a view's row in a frame: what the frame writers (CSV, JSON, golden dumps) format
/// and what their readers parse back.
public enum FrameValue: Hashable, Sendable {
    /// A number (a coordinate, a size, an angle, an alpha...).
    case number(Double)
    /// A colour (written `#RRGGBBAA`).
    case color(Color)
    /// A flag (written 0 or 1 in text tables, `false` or `true` in JSON).
    case flag(Bool)
    /// Text (the view's name).
    case text(String)

    /// The kinds of fields, to parse a column back.
    public enum Kind: Hashable, Sendable {
        /// A number.
        case number
        /// A colour.
        case color
        /// A flag.
        case flag
        /// Text.
        case text
    }
}

/// The columns one property (or the view itself) writes into a frame's rows, in order, with how
/// to compute them from a ``ViewSnapshot`` and how to set them back on one.
///
/// The groups are defined once, by the property table and ``FrameColumns``, and every writer and
/// reader of frames (``FrameSnapshot/csvRows``, KinemaRender's `FrameCSV` and `FrameJSON`,
/// KinemaTesting's golden dumps, `kinema play`) iterates them.
public struct FrameColumnGroup: Sendable {
    /// Where a group is written.
    public enum Presence: Hashable, Sendable {
        /// In every format: `kinema play`'s CSV and JSON and golden dumps.
        case always
        /// In golden dumps only (the border width, which the CSV of `kinema play` leaves out).
        case goldenDumps
        /// Where some view uses it (its value differs from the default): in golden dumps when any
        /// view of any frame does, in JSON for each view that does; never in the CSV, whose
        /// columns are fixed.
        case whenUsed
    }

    /// The column names, in order.
    public let names: [String]
    /// The kind of each column.
    public let kinds: [FrameValue.Kind]
    /// Where the group is written.
    public let presence: Presence
    private let encode: @Sendable (ViewSnapshot, inout [FrameValue]) -> Void
    private let decode: @Sendable (ArraySlice<FrameValue>, inout ViewSnapshot) -> Void
    private let used: @Sendable (ViewSnapshot) -> Bool

    init(
        _ names: [String], kinds: [FrameValue.Kind]? = nil, presence: Presence = .always,
        encode: @escaping @Sendable (ViewSnapshot, inout [FrameValue]) -> Void,
        decode: @escaping @Sendable (ArraySlice<FrameValue>, inout ViewSnapshot) -> Void,
        used: @escaping @Sendable (ViewSnapshot) -> Bool = { _ in true }
    ) {
        self.names = names
        self.kinds = kinds ?? Array(repeating: .number, count: names.count)
        self.presence = presence
        self.encode = encode
        self.decode = decode
        self.used = used
    }

    /// Appends the group's fields for `view` to `row`, one per column.
    public func append(_ view: ViewSnapshot, to row: inout [FrameValue]) { encode(view, &row) }

    /// The group's fields for `view`, one per column.
    public func values(of view: ViewSnapshot) -> [FrameValue] {
        var row: [FrameValue] = []
        encode(view, &row)
        return row
    }

    /// Sets what the group's fields say on `view` (the fields must be of the group's kinds; a field
    /// of another kind is ignored).
    public func apply(_ fields: ArraySlice<FrameValue>, to view: inout ViewSnapshot) {
        guard fields.count == names.count else { return }
        decode(fields, &view)
    }

    /// Whether `view` uses the group: its value differs from the default (always true for a group
    /// that is always written).
    public func isUsed(by view: ViewSnapshot) -> Bool { used(view) }
}

/// The columns of a view's row, defined once: the view's name, then each animatable property's
/// columns in the order of the property table, then the hidden flag. The frame's time comes first
/// in every format and is not part of a view's row.
///
/// ``standard`` holds the groups every format writes (`kinema play`'s CSV columns); golden dumps
/// add the border width and the groups the frames use (the shadow's); JSON adds, per view, the
/// groups that view uses. KinemaRender's article "Frames as text" defines each column.
public enum FrameColumns {
    /// `view`: the view's name.
    public static let view = FrameColumnGroup(
        ["view"], kinds: [.text],
        encode: { v, row in row.append(.text(v.name)) },
        decode: { f, v in if case .text(let s) = f[f.startIndex] { v.name = s } })

    /// `hidden`: whether the view's own `isHidden` is set.
    public static let hidden = FrameColumnGroup(
        ["hidden"], kinds: [.flag],
        encode: { v, row in row.append(.flag(v.isHidden)) },
        decode: { f, v in if case .flag(let b) = f[f.startIndex] { v.isHidden = b } })

    /// Every group, in row order.
    public static let all: [FrameColumnGroup] =
        [view] + PropertyTable.descriptors.compactMap(\.columns) + [hidden]

    /// The groups every format writes: `kinema play`'s CSV columns after `t`.
    public static let standard: [FrameColumnGroup] = all.filter { $0.presence == .always }

    /// The groups a golden dump of `frames` writes: the standard ones, the border width, and
    /// every group some view of some frame uses.
    public static func golden(for frames: [FrameSnapshot]) -> [FrameColumnGroup] {
        all.filter { group in
            switch group.presence {
            case .always, .goldenDumps: true
            case .whenUsed: frames.contains { $0.views.contains(where: group.isUsed(by:)) }
            }
        }
    }

    /// The groups a JSON object of `view` holds: the standard ones and those the view uses.
    public static func json(for view: ViewSnapshot) -> [FrameColumnGroup] {
        all.filter { $0.presence == .always || ($0.presence == .whenUsed && $0.isUsed(by: view)) }
    }

    /// The names of `groups`' columns, in order.
    public static func names(of groups: [FrameColumnGroup]) -> [String] { groups.flatMap(\.names) }

    /// The groups whose columns are exactly `names`, in that order, or nil when the names do not
    /// split into whole groups (for readers of tables written from these columns).
    public static func groups(named names: some Collection<String>) -> [FrameColumnGroup]? {
        var out: [FrameColumnGroup] = []
        var rest = names[...]
        while let first = rest.first {
            guard let group = all.first(where: { $0.names.first == first }),
                rest.starts(with: group.names)
            else { return nil }
            out.append(group)
            rest = rest.dropFirst(group.names.count)
        }
        return out
    }
}

extension FrameColumnGroup {
    /// A group of number columns computed from one value of the view.
    static func numbers<Value>(
        _ names: [String], presence: Presence = .always,
        read: @escaping @Sendable (ViewSnapshot) -> Value,
        numbers: @escaping @Sendable (Value) -> [Double],
        write: @escaping @Sendable ([Double], inout ViewSnapshot) -> Void,
        used: @escaping @Sendable (ViewSnapshot) -> Bool = { _ in true }
    ) -> FrameColumnGroup {
        FrameColumnGroup(
            names, presence: presence,
            encode: { v, row in for x in numbers(read(v)) { row.append(.number(x)) } },
            decode: { fields, v in
                let xs = fields.compactMap { if case .number(let x) = $0 { x } else { nil } }
                if xs.count == fields.count { write(xs, &v) }
            },
            used: used)
    }

    /// One colour column.
    static func color(
        _ name: String, presence: Presence = .always,
        read: @escaping @Sendable (ViewSnapshot) -> Color,
        write: @escaping @Sendable (Color, inout ViewSnapshot) -> Void,
        used: @escaping @Sendable (ViewSnapshot) -> Bool = { _ in true }
    ) -> FrameColumnGroup {
        FrameColumnGroup(
            [name], kinds: [.color], presence: presence,
            encode: { v, row in row.append(.color(read(v))) },
            decode: { fields, v in if case .color(let c) = fields[fields.startIndex] { write(c, &v) } },
            used: used)
    }
}
