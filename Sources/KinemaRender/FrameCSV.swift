/// Frames as CSV: the header, then one row per view per frame, views in tree pre-order
/// (<doc:FrameText> defines the columns and the number format). A view's ``/Kinema/ViewContent``
/// is not written. The rows are exactly ``/Kinema/FrameSnapshot/csvRows``.
///
/// ```swift
/// var csv = FrameCSV()
/// for t in [0, 0.5, 1.0] { try scene.advance(to: t); csv.append(scene.snapshot()) }
/// print(csv.text, terminator: "")
/// ```
public struct FrameCSV: Sendable {
    /// The header line (without its line break).
    public static let header = FrameSnapshot.csvHeader

    /// The header and every row appended so far, each line ending in a line break.
    public private(set) var text = FrameCSV.header + "\n"

    /// The header alone.
    public init() {}

    /// The header and the rows of `frames`.
    public init(frames: some Sequence<FrameSnapshot>) {
        for frame in frames { append(frame) }
    }

    /// Appends one row per view of `frame`.
    public mutating func append(_ frame: FrameSnapshot) {
        for row in Self.rows(of: frame) { text += row + "\n" }
    }

    /// The rows of one frame (no header, no line breaks).
    public static func rows(of frame: FrameSnapshot) -> [String] { frame.csvRows }
}
