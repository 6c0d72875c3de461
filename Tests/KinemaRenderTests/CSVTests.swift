import KinemaRender
import XCTest

/// The CSV writers: RFC 4180 quoting of names, shortest decimals, `-0.0` written `0.0`.
final class CSVTests: XCTestCase {
    func testNamesThatNeedQuotesAreQuotedAndNegativeZeroIsZero() throws {
        let scene = Scene(size: Size(width: 100, height: 50), rootName: "plain")
        let odd = View(name: #"a,"b""#, frame: Rect(x: 10, y: 5, width: 20, height: 10))
        // A scale of 2 with translation (-0.0, 0): translateX is -0.0, written 0.0.
        odd.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -0.0, ty: 0)
        try scene.root.addSubview(odd)
        let frame = scene.snapshot()
        XCTAssertEqual(try XCTUnwrap(frame[#"a,"b""#]).decomposed.translateX.sign, .minus, "the test needs a -0.0")
        let rows = FrameCSV.rows(of: frame)
        XCTAssertEqual(
            rows,
            [
                "0.0,plain,50.0,25.0,100.0,50.0,0.0,1.0,1.0,0.0,0.0,1.0,0.0,#00000000,0",
                // Centre (10 + 20 / 2, 5 + 10 / 2) = (20, 10); the name quoted, its quotes doubled.
                #"0.0,"a,""b""",20.0,10.0,20.0,10.0,0.0,2.0,2.0,0.0,0.0,1.0,0.0,#00000000,0"#
            ])
        XCTAssertEqual(FrameCSV(frames: [frame]).text, FrameCSV.header + "\n" + rows.joined(separator: "\n") + "\n")
    }

    func testLineBreaksInNamesAreQuotedToo() throws {
        let scene = Scene(size: Size(width: 10, height: 10), rootName: "two\nlines")
        XCTAssertTrue(try XCTUnwrap(FrameCSV.rows(of: scene.snapshot()).first).hasPrefix("0.0,\"two\nlines\",5.0,"))
    }

    func testACommaOrQuoteCarryingACombiningMarkIsStillQuoted() throws {
        // "," + U+065A and "\"" + U+0301 are single Characters, but a CSV reader sees the comma and
        // the quote (found by the scene-file fuzz target).
        let comma = "a,\u{65A}b", quote = "q\"\u{301}"
        let scene = Scene(size: Size(width: 10, height: 10), rootName: comma)
        try scene.root.addSubview(View(name: quote, frame: Rect(x: 0, y: 0, width: 2, height: 2)))
        let rows = FrameCSV.rows(of: scene.snapshot())
        XCTAssertTrue(rows[0].hasPrefix("0.0,\"a,\u{65A}b\",5.0,"), rows[0])
        XCTAssertTrue(rows[1].hasPrefix("0.0,\"q\"\"\u{301}\",1.0,"), rows[1])
        XCTAssertTrue(LayoutCSV(scene: scene).text.contains("\n\"a,\u{65A}b\",0.0,"))
    }

    func testSampledCurveCSVAndJSON() {
        // Two samples of a made-up curve; -0.0 and 1e-05 exercise the number format, an infinite
        // parameter is null in JSON.
        let curve = SampledCurve(
            kind: "demo",
            parameters: [
                ("name", .text("a\"b")), ("keys", .numbers([0, 0.5])),
                ("settling", .number(.infinity))
            ],
            fps: 2, duration: 0.5, samples: [(0, -0.0), (0.5, 1e-05)])
        XCTAssertEqual(curve.csv(), "t,value\n0.0,0.0\n0.5,1e-05\n")
        XCTAssertEqual(
            curve.json(),
            """
            {"kind":"demo","parameters":{"name":"a\\"b","keys":[0.0,0.5],"settling":null},"fps":2.0,"duration":0.5,"samples":[
            {"t":0.0,"value":0.0},
            {"t":0.5,"value":1e-05}
            ]}

            """)
    }
}
