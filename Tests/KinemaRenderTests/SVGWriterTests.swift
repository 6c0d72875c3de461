@testable import KinemaRender
import XCTest

/// The SVG writer: escaping, number formats and line layout, each expected text written by hand.
final class SVGWriterTests: XCTestCase {
    func testTextAndAttributeValuesAreEscaped() {
        XCTAssertEqual(SVGWriter.escape(#"a<b & "c" 'd'>"#), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        XCTAssertEqual(SVGWriter.escape("plain é 😀"), "plain é 😀")
        // Escaping works on Unicode scalars: a quote carrying a combining accent is still a quote
        // to an XML parser.
        XCTAssertEqual(SVGWriter.escape("\"\u{301}&"), "&quot;\u{301}&amp;")
        var svg = SVGWriter()
        svg.element("text", ["id": #"x"&<y"#], text: "Tom & <Jerry>")
        XCTAssertEqual(svg.text, #"<text id="x&quot;&amp;&lt;y">Tom &amp; &lt;Jerry&gt;</text>"# + "\n")
    }

    func testLayoutBlockAndInlineElements() {
        var svg = SVGWriter()
        svg.declaration()
        svg.element("svg", ["width": 10]) { svg in
            svg.element("clipPath", ["id": "c"], inline: true) { svg in
                svg.element("rect", ["x": 0])
                svg.element("g") { svg in svg.element("circle", ["r": 1]) } // inside an inline element: one line
            }
            svg.element("g", ["fill": "none"]) { svg in svg.element("path", ["d": "M0 0"]) }
        }
        XCTAssertEqual(
            svg.text,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg width="10">
            <clipPath id="c"><rect x="0"/><g><circle r="1"/></g></clipPath>
            <g fill="none">
            <path d="M0 0"/>
            </g>
            </svg>

            """)
    }

    func testAttributesKeepTheirOrderAndJoin() {
        let joined: SVGAttributes = ["z": 1, "a": 2] + .fill(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        XCTAssertEqual(joined.list.map(\.name), ["z", "a", "fill", "fill-opacity"])
        // 0.5 * 255 = 127.5 rounds to 128 = 0x80.
        XCTAssertEqual(joined.list.map(\.value.text), ["1", "2", "#FF8000", "0.25"])
    }

    func testNumbersForDrawings() {
        // At most 3 decimals, trailing zeros dropped, never -0, never an exponent.
        let cases: [(SVGValue, String)] = [
            (.number(12.25), "12.25"), (.number(1.0 / 3), "0.333"), (.number(2.0 / 3), "0.667"),
            (.number(-0.0), "0"), (.number(-0.0004), "0"), (.number(-0.0005), "-0.001"), (.number(100), "100"),
            (.number(1e-7), "0"), (.number(123456.7894), "123456.789"), (.number(.nan), "0"), (.number(.infinity), "0"),
            (.number(0.123456, decimals: 5), "0.12346"), (.number(7, decimals: -2), "7"),
            (.fixed(0.5, decimals: 2), "0.50"), (.fixed(-0.004, decimals: 2), "0.00"),
            (.fixed(-0.256, decimals: 2), "-0.26"),
            (.fixed(360, decimals: 0), "360"), (.fixed(2.5, decimals: 0), "3"),
            (12.5, "12.5"), (7, "7"), ("text", "text")
        ]
        for (value, text) in cases { XCTAssertEqual(value.text, text) }
    }

    func testInterpolation() {
        let x = 1.0 / 3, m = AffineTransform(a: 1, b: 0.123456, c: -0.0000001, d: 1, tx: -2.5, ty: 1e-9)
        let value: SVGValue = "translate(\(x) \(-x)) scale(\(x, decimals: 1)) \(fixed: x, decimals: 4) \(7) \("s")"
        XCTAssertEqual(value.text, "translate(0.333 -0.333) scale(0.3) 0.3333 7 s")
        // Matrix entries with 5 decimals: -0.0000001 and 1e-9 round to 0 (no minus sign).
        let matrix: SVGValue = "matrix(\(m))"
        XCTAssertEqual(matrix.text, "matrix(1 0.12346 0 1 -2.5 0)")
        let color: SVGValue = "\(Color(red: 0, green: 122.0 / 255, blue: 1))"
        XCTAssertEqual(color.text, "#007AFF")
    }
}
