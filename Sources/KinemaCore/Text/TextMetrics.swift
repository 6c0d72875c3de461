/// Kinema's text measurements *(decided: Kinema has no fonts)*: every character advances half
/// the font size, a line is 1.2 font sizes high, and text wraps greedily at spaces to a width (a
/// word longer than the width gets a line of its own). Explicit line breaks start new lines.
///
/// One implementation measures text for every module: the demo controls' labels, the UIKit
/// facade's `UILabel` and the stroke font renderers draw text with (which advances the same way).
public struct TextMetrics: Hashable, Sendable {
    /// The font size in points.
    public let fontSize: Double

    /// Metrics for a font size.
    public init(fontSize: Double) { self.fontSize = fontSize }

    /// The advance of one character.
    public var characterWidth: Double { fontSize / 2 }
    /// The height of one line.
    public var lineHeight: Double { fontSize * 1.2 }

    /// The width of one line of text.
    public func width(of line: some StringProtocol) -> Double { Double(line.count) * characterWidth }

    /// `text` broken into lines no wider than `width` (at spaces). Line breaks in `text` are
    /// kept: each paragraph is wrapped on its own.
    public func wrap(_ text: String, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph: paragraph, width: width)
        }
        return lines
    }

    /// One paragraph (no line break) broken into lines no wider than `width`.
    private func wrap(paragraph: Substring, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || self.width(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The intrinsic size of `lines`: the widest line by the lines' total height.
    public func size(of lines: [String]) -> Size {
        Size(width: lines.map { width(of: $0) }.max() ?? 0, height: Double(lines.count) * lineHeight)
    }
}
