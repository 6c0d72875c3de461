/// Frames as CSV: the header below, then one row per view per frame, views in tree pre-order.
///
/// Columns: `t` (the frame's time), `view` (its name), `centerX`, `centerY` (the presentation
/// centre in root coordinates), `width`, `height` (the presentation bounds size), `rotation`,
/// `scaleX`, `scaleY`, `translateX`, `translateY` (the view's own presentation transform
/// decomposed), `alpha`, `cornerRadius`, `color` (the background as `#RRGGBBAA`) and `hidden`
/// (1 when the view's own `isHidden` is set). Numbers are Swift's shortest round-trip decimals,
/// `-0.0` is written `0.0`; a name holding a comma, a quote or a line break is quoted. A view's
/// ``/Kinema/ViewContent`` is not written.
///
/// ```swift
/// var csv = FrameCSV()
/// for t in [0, 0.5, 1.0] { try scene.advance(to: t); csv.append(scene.snapshot()) }
/// print(csv.text, terminator: "")
/// ```
public struct FrameCSV: Sendable {
    /// The header line (without its line break).
    public static let header =
        "t,view,centerX,centerY,width,height,rotation,scaleX,scaleY,translateX,translateY,alpha,cornerRadius,color,hidden"

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
    public static func rows(of frame: FrameSnapshot) -> [String] {
        frame.views.map { v in
            let d = v.decomposed
            var row = CSVRow()
            row.number(frame.time)
            row.text(v.name)
            for x in [v.center.x, v.center.y, v.size.width, v.size.height, d.rotation, d.scaleX, d.scaleY,
                      d.translateX, d.translateY, v.alpha, v.cornerRadius] {
                row.number(x)
            }
            row.text(v.backgroundColor.hexString)
            row.integer(v.hiddenFlag)
            return row.text
        }
    }
}
