/// The font Kinema draws text with: a monospaced stroke font designed for Kinema, so that the SVG
/// drawings, the HTML player and the Lottie export draw the same glyphs with no font installed.
///
/// Every glyph advances half the font size (as ``/KinemaCore/TextMetrics`` measures text) and
/// is a set of centre lines stroked 0.08 font sizes wide with round caps and joins. Its design
/// grid has 20 units to the font size and 10 to the advance: capitals and digits stand 14 units
/// high on the baseline, lower-case letters 10 (ascenders 14, descenders 4 below), and the
/// capitals B, D, E, F, H, K, L, N, P and R have a stem from the baseline to the cap height at x = 2
/// (a fifth of the advance). Printable ASCII has glyphs; any other character draws as an empty
/// box of cap height (and a space as nothing).
enum StrokeFont {
    /// Design units per font size.
    static let unitsPerEm = 20.0
    /// The advance of every glyph, in design units (half the font size).
    static let advance = 10.0
    /// The stroke width, in design units.
    static let strokeWidth = 1.6
    /// The height above the baseline of a line's centre, in design units (half the cap height):
    /// a line is drawn with its centre where its text is centred.
    static let middle = 7.0

    /// One line of text, in design units with y down: glyph k in x from 10 k to 10 k + 10, the
    /// line's centre at y = 0 (the baseline at y = 7).
    static func line(_ text: some StringProtocol) -> VectorPath {
        var path = VectorPath()
        for (k, character) in text.enumerated() {
            let x0 = Double(k) * advance
            path.append(glyph(character).applying { Point(x: x0 + $0.x, y: middle - $0.y) })
        }
        return path
    }

    /// The glyph of `character` in its design cell (y up, baseline at 0).
    static func glyph(_ character: Character) -> VectorPath {
        if character == " " { return VectorPath() }
        guard let ascii = character.asciiValue, let index = Int(exactly: ascii).map({ $0 - 33 }),
            glyphs.indices.contains(index)
        else { return VectorPath(box) }
        return parsed[index]
    }

    /// The box drawn for a character without a glyph.
    static let box = "M1.5 0 L8.5 0 L8.5 14 L1.5 14 Z"

    /// The glyphs of `!` (33) to `~` (126), parsed once.
    private static let parsed: [VectorPath] = glyphs.map(VectorPath.init)

    /// The glyphs of `!` ... `~` in ``VectorPath/init(_:)``'s notation (y up, baseline 0).
    static let glyphs: [String] = [
        "M5 14 L5 4.5 M5 0.4 L5 1.2", // !
        "M3.5 14 L3.5 10 M6.5 14 L6.5 10", // "
        "M1.5 9.5 L8.5 9.5 M1.5 4.5 L8.5 4.5 M4 13 L3 1 M7 13 L6 1", // #
        "E5 9.75 3 2.75 20 270 E5 4.25 3.25 2.75 90 -200 M5 14 L5 0", // $
        "M8.5 14 L1.5 0 O2.75 11.5 1.5 2 O7.25 2.5 1.5 2", // %
        "M8.5 0 L3.2 8.6 E4.6 11.3 1.6 2.7 240 -60 L1.8 3.5 E4.3 3.2 2.5 3.2 175 300 L8.5 5", // &
        "M5 14 L5 10.5", // '
        "E8 7 4.5 8.5 125 235", // (
        "E2 7 4.5 8.5 55 -55", // )
        "M5 13 L5 6 M1.97 11.25 L8.03 7.75 M8.03 11.25 L1.97 7.75", // *
        "M5 11 L5 3 M1 7 L9 7", // +
        "M5.5 1 L4 -2.5", // ,
        "M2.5 6 L7.5 6", // -
        "M5 0.4 L5 1.2", // .
        "M8 14 L2 0", // /
        "O5 7 3.5 7 M3 3.5 L7 10.5", // 0
        "M2.5 11 L5.5 14 L5.5 0 M2.5 0 L8.5 0", // 1
        "E5 10.25 3.25 3.75 160 -40 L1.5 0 L8.5 0", // 2
        "E5 10.5 3 3.5 150 -90 E5 3.5 3.5 3.5 90 -150", // 3
        "M6.5 0 L6.5 14 L1 4 L9 4", // 4
        "M8 14 L2.6 14 E5 4.5 3.5 4.5 125 -150", // 5
        "O5 4.5 3.5 4.5 M1.5 4.5 C1.5 10.5 4 14 7.5 14", // 6
        "M1.5 14 L8.5 14 L4 0", // 7
        "O5 10.75 3 3.25 O5 3.75 3.5 3.75", // 8
        "O5 9.5 3.5 4.5 M8.5 9.5 C8.5 3.5 6 0 2.5 0", // 9
        "M5 0.4 L5 1.2 M5 8.8 L5 9.6", // :
        "M5 8.8 L5 9.6 M5.5 1 L4 -2.5", // ;
        "M8.5 12 L1.5 7 L8.5 2", // <
        "M1.5 9 L8.5 9 M1.5 5 L8.5 5", // =
        "M1.5 12 L8.5 7 L1.5 2", // >
        "E5 10.5 3.25 3.5 160 -60 L5 5.5 L5 4 M5 0.4 L5 1.2", // ?
        "O5 7 1.8 2.6 M6.8 9.6 L6.8 5.5 C6.8 3.8 9 4 9 7 E5 7 4 6.5 0 290", // @
        "M1 0 L5 14 L9 0 M2.43 5 L7.57 5", // A
        "M2 0 L2 14 L5 14 E5 10.5 2.5 3.5 90 -90 L2 7 M5 7 L5.5 7 E5.5 3.5 3 3.5 90 -90 L2 0", // B
        "E5.25 7 3.75 7 50 310", // C
        "M2 0 L2 14 L4.5 14 E4.5 10 4 4 90 0 L8.5 4 E4.5 4 4 4 0 -90 L2 0", // D
        "M8.5 14 L2 14 L2 0 L8.5 0 M2 7 L7 7", // E
        "M8.5 14 L2 14 L2 0 M2 7 L7 7", // F
        "E5.25 7 3.75 7 50 360 L5.5 7", // G
        "M2 0 L2 14 M8 0 L8 14 M2 7 L8 7", // H
        "M5 0 L5 14 M3 14 L7 14 M3 0 L7 0", // I
        "M7.5 14 L7.5 4 E4.75 4 2.75 4 0 -180", // J
        "M2 0 L2 14 M8.5 14 L2 5.5 M4.6 8.9 L8.5 0", // K
        "M2 14 L2 0 L8.5 0", // L
        "M1.5 0 L1.5 14 L5 5 L8.5 14 L8.5 0", // M
        "M2 0 L2 14 L8 0 L8 14", // N
        "O5 7 3.75 7", // O
        "M2 0 L2 14 L5 14 E5 10.25 3.5 3.75 90 -90 L2 6.5", // P
        "O5 7 3.75 7 M6 3.5 L9 -0.5", // Q
        "M2 0 L2 14 L5 14 E5 10.25 3.5 3.75 90 -90 L2 6.5 M5 6.5 L8.5 0", // R
        "E5 10.5 3.25 3.5 20 270 E5 3.5 3.5 3.5 90 -200", // S
        "M1 14 L9 14 M5 14 L5 0", // T
        "M2 14 L2 4.5 E5 4.5 3 4.5 180 360 L8 14", // U
        "M1 14 L5 0 L9 14", // V
        "M0.5 14 L2.75 0 L5 10 L7.25 0 L9.5 14", // W
        "M1.5 14 L8.5 0 M8.5 14 L1.5 0", // X
        "M1 14 L5 7 L9 14 M5 7 L5 0", // Y
        "M1.5 14 L8.5 14 L1.5 0 L8.5 0", // Z
        "M7 14 L4 14 L4 -1 L7 -1", // [
        "M2 14 L8 0", // \
        "M3 14 L6 14 L6 -1 L3 -1", // ]
        "M2 9 L5 14 L8 9", // ^
        "M0.5 -1.5 L9.5 -1.5", // _
        "M4 14 L6 11.5", // `
        "O4.75 5 3.25 5 M8 10 L8 0", // a
        "M2 14 L2 0 O5.25 5 3.25 5", // b
        "E5.25 5 3.5 5 45 315", // c
        "O4.75 5 3.25 5 M8 14 L8 0", // d
        "M1.75 5 L8.5 5 E5.125 5 3.375 5 0 320", // e
        "M2.5 10 L8 10 M4.5 0 L4.5 11 E7 11 2.5 3 180 60", // f
        "O4.75 5 3.25 5 M8 10 L8 -1 E4.75 -1 3.25 3 0 -160", // g
        "M2 14 L2 0 M2 6 E5 6 3 4 180 0 L8 0", // h
        "M5 10 L5 0 M5 12.6 L5 13.4", // i
        "M6 10 L6 -1.5 E3.75 -1.5 2.25 2.5 0 -160 M6 12.6 L6 13.4", // j
        "M2 14 L2 0 M8 10 L2 3.5 M4.4 6.1 L8 0", // k
        "M3.5 14 L5 14 L5 1.5 E6.5 1.5 1.5 1.5 180 270", // l
        "M1.5 0 L1.5 10 M1.5 7 E3.25 7 1.75 3 180 0 L5 0 M5 7 E6.75 7 1.75 3 180 0 L8.5 0", // m
        "M2 0 L2 10 M2 6 E5 6 3 4 180 0 L8 0", // n
        "O5 5 3.5 5", // o
        "M2 10 L2 -4 O5.25 5 3.25 5", // p
        "O4.75 5 3.25 5 M8 10 L8 -4", // q
        "M2.5 0 L2.5 10 M2.5 6 E5.5 6 3 4 180 45", // r
        "E5 7.5 2.75 2.5 20 270 E5 2.5 3 2.5 90 -200", // s
        "M4.5 13 L4.5 2 E6.5 2 2 2 180 300 M2 10 L8 10", // t
        "M2 10 L2 4 E5 4 3 4 180 360 M8 10 L8 0", // u
        "M1.5 10 L5 0 L8.5 10", // v
        "M0.5 10 L2.75 0 L5 7 L7.25 0 L9.5 10", // w
        "M1.5 10 L8.5 0 M8.5 10 L1.5 0", // x
        "M1.5 10 L5 0 M8.5 10 L3.6 -4", // y
        "M1.5 10 L8.5 10 L1.5 0 L8.5 0", // z
        "M7 14 L5.5 13 L5.5 8 L3.5 7 L5.5 6 L5.5 1 L7 0", // {
        "M5 14.5 L5 -2", // |
        "M3 14 L4.5 13 L4.5 8 L6.5 7 L4.5 6 L4.5 1 L3 0", // }
        "M1.5 6 C3 9 4 9 5 7.5 C6 6 7 6 8.5 9" // ~
    ]
}
