/// Where a view's ``/Kinema/ViewContent`` goes inside its bounds: the one placement the SVG
/// drawings and the Lottie export share.
///
/// A symbol's 24 x 24 design box is scaled by min(width, height) / 24 (its aspect kept) and
/// centred in the bounds. Text is split at line breaks. Without a ``/Kinema/TextStyle`` the lines
/// share the bounds' height equally, each centred in its share and across the bounds, in
/// ``StrokeFont`` at a font size of 0.75 of its share of the height, at most 17 pt and at least
/// 1 pt. With one, each line is at the style's font size, lines 1.2 font sizes apart (each in a
/// band of that height, its glyphs centred in it), the block of bands centred vertically in the
/// bounds or from their top, and each line against the bounds' left edge, centred, or against
/// their right edge.
enum ContentLayout {
    /// A symbol's scale (points per design unit) and its design box's top-left corner, in the
    /// view's coordinates; nil when the bounds have no area to draw it in.
    static func symbol(in box: Rect) -> (scale: Double, origin: Point)? {
        let k = Swift.min(box.width, box.height) / Pictogram.side
        guard k > 0 else { return nil }
        return (k, Point(x: box.midX - Pictogram.side / 2 * k, y: box.midY - Pictogram.side / 2 * k))
    }

    /// One line of text as it is drawn.
    struct Line {
        /// The characters.
        var text: Substring
        /// The font size in points.
        var fontSize: Double
        /// The line's centre in the view's coordinates (the centre of its glyphs' cells
        /// horizontally, of the cap height vertically).
        var center: Point

        /// Points per ``StrokeFont`` design unit.
        var scale: Double { fontSize / StrokeFont.unitsPerEm }
        /// The line's width in design units.
        var units: Double { Double(text.count) * StrokeFont.advance }
    }

    /// The lines of `text` in `box`, set by `style` (nil: Kinema's size rule).
    static func lines(_ text: String, in box: Rect, style: TextStyle? = nil) -> [Line] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let style else {
            let lineHeight = box.height / Double(lines.count)
            let size = Swift.max(1, Swift.min(lineHeight * 0.75, 17))
            return lines.enumerated().map { i, line in
                Line(
                    text: line, fontSize: size, center: Point(x: box.midX, y: box.minY + (Double(i) + 0.5) * lineHeight)
                )
            }
        }
        let size = style.fontSize, lineHeight = 1.2 * style.fontSize
        let top =
            style.verticalAlignment == .top ? box.minY : box.midY - Double(lines.count) * lineHeight / 2
        return lines.enumerated().map { i, line in
            var placed = Line(text: line, fontSize: size, center: .zero)
            let halfWidth = placed.units * placed.scale / 2
            let x: Double =
                switch style.alignment {
                case .left: box.minX + halfWidth
                case .center: box.midX
                case .right: box.maxX - halfWidth
                }
            placed.center = Point(x: x, y: top + (Double(i) + 0.5) * lineHeight)
            return placed
        }
    }
}
