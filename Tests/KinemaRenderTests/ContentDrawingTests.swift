import Foundation
@testable import KinemaRender
import RealModule
import XCTest

/// Pictograms and text drawn as paths, the same in SVG and in Lottie: expected paths are read off
/// the pictograms' 24 x 24 design and the stroke font's grid (20 units to the font size, 10 to the
/// advance, the line's centre 7 units above the baseline), transforms derived from the bounds.
final class ContentDrawingTests: XCTestCase {
    /// A root 200 x 200 with `cart` (10, 20, 48 x 48, blue, a white cart) and `label`
    /// (0, 100, 100 x 40, the text in `color`).
    private func scene(text: String, color: Color = Color(red: 0, green: 0.5, blue: 1)) throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 200, height: 200))
        let cart = View(name: "cart", frame: Rect(x: 10, y: 20, width: 48, height: 48))
        cart.backgroundColor = Color(red: 0, green: 0, blue: 1)
        cart.content = .symbol(.cart, tint: .white)
        let label = View(name: "label", frame: Rect(x: 0, y: 100, width: 100, height: 40))
        label.content = .text(text, color: color)
        try scene.root.addSubview(cart)
        try scene.root.addSubview(label)
        return (scene, label)
    }

    private func object(_ any: Any?, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(any as? [String: Any], file: file, line: line)
    }

    /// The items of the group named `name` among `items`.
    private func group(
        _ name: String, in items: [[String: Any]], file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [[String: Any]] {
        let found = try XCTUnwrap(
            items.first { $0["ty"] as? String == "gr" && $0["nm"] as? String == name },
            "no group \(name)", file: file, line: line)
        return try XCTUnwrap(found["it"] as? [[String: Any]], file: file, line: line)
    }

    /// The items of the view group of the layer named `name`.
    private func viewItems(_ document: LottieEvaluator, _ name: String) throws -> [[String: Any]] {
        let layer = try XCTUnwrap(document.layers[name], "no layer \(name)")
        let shapes = try XCTUnwrap(layer["shapes"] as? [[String: Any]])
        return try group("view", in: shapes)
    }

    private func still(_ property: Any?) -> Any? { (property as? [String: Any])?["k"] }

    /// A still Lottie path's vertices, in and out tangents and whether it is closed.
    private func path(_ item: [String: Any]) throws -> (v: [[Double]], i: [[Double]], o: [[Double]], closed: Bool) {
        XCTAssertEqual(item["ty"] as? String, "sh")
        let k = try object(still(item["ks"]))
        return (
            try XCTUnwrap(k["v"] as? [[Double]]), try XCTUnwrap(k["i"] as? [[Double]]),
            try XCTUnwrap(k["o"] as? [[Double]]), try XCTUnwrap(k["c"] as? Bool)
        )
    }

    /// A shape: the path (0, 0) -> (100, 0) -> (100, 50), 150 long, in a 120 x 60 view at
    /// (10, 20). The fill is the whole path; the stroke runs from 0.2 to 0.8 of the length, 30 to
    /// 120 along: (30, 0) to the corner, then 20 down. In Lottie the two are groups moved by minus
    /// the bounds' centre (60, 30), the stroke trimmed from 20 % to 80 % over the whole path.
    func testAShapeIsItsPathFilledAndItsStrokeTrimmed() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "shape", frame: Rect(x: 10, y: 20, width: 120, height: 60))
        var corner = BezierPath()
        corner.move(to: .zero)
        corner.addLine(to: Point(x: 100, y: 0))
        corner.addLine(to: Point(x: 100, y: 50))
        view.content = .shape(ShapeContent(path: corner, fillRule: .evenOdd, lineCap: .round))
        view.fillColor = Color(red: 0, green: 0, blue: 1)
        view.strokeColor = Color(red: 1, green: 0, blue: 0)
        view.strokeStart = 0.2
        view.strokeEnd = 0.8
        view.lineWidth = 3
        try scene.root.addSubview(view)
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let drawn = tree.all("path").filter { $0["transform"] == "matrix(1 0 0 1 10 20)" }
        XCTAssertEqual(drawn.map { $0["d"] }, ["M0 0L100 0L100 50", "M30 0L100 0L100 20"])
        XCTAssertEqual([drawn[0]["fill"], drawn[0]["fill-rule"], drawn[0]["stroke"]], ["#0000FF", "evenodd", "none"])
        XCTAssertEqual(
            [drawn[1]["fill"], drawn[1]["stroke"], drawn[1]["stroke-width"], drawn[1]["stroke-linecap"]],
            ["none", "#FF0000", "3", "round"])
        XCTAssertEqual(frame["shape"]?.values.strokeEnd, 0.8)

        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let content = try group("content", in: viewItems(document, "root/shape"))
        let shape = try group("shape", in: content)
        XCTAssertEqual(still(try XCTUnwrap(shape.last)["p"]) as? [Double], [-60, -30])
        let stroke = try group("stroke", in: shape)
        XCTAssertEqual(stroke.compactMap { $0["ty"] as? String }, ["sh", "tm", "st", "tr"])
        XCTAssertEqual(try path(stroke[0]).v, [[0, 0], [100, 0], [100, 50]])
        XCTAssertEqual(still(stroke[1]["s"]) as? Double, 20)
        XCTAssertEqual(still(stroke[1]["e"]) as? Double, 80)
        XCTAssertEqual(stroke[1]["m"] as? Double, 2)
        XCTAssertEqual(still(stroke[2]["w"]) as? Double, 3)
        XCTAssertEqual(stroke[2]["lc"] as? Double, 2)
        let fill = try group("fill", in: shape)
        XCTAssertEqual(fill.compactMap { $0["ty"] as? String }, ["sh", "fl", "tr"])
        XCTAssertEqual(fill[1]["r"] as? Double, 2)
    }

    /// Dashes and colours that animate. The pattern [6, 4, 2] has an odd length, so it is drawn
    /// twice over, [6, 4, 2, 6, 4, 2], from the phase 3; a pattern with a negative length draws
    /// solid. The stroke colour animates linearly from red to blue and the dash phase from 3 to
    /// 13 over 1 s: at 0.5 s the colour is (0.5, 0, 0.5) and the phase 8, in the SVG frame and in
    /// the Lottie tracks (Lottie frame 30 at 60 fps). The fill is clear throughout, so Lottie has
    /// no fill group.
    func testDashesAndColoursThatAnimate() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "shape", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.content = .shape(
            ShapeContent(path: BezierPath(rect: Rect(x: 10, y: 10, width: 80, height: 80)), lineDashPattern: [6, 4, 2]))
        view.fillColor = .clear
        view.strokeColor = Color(red: 1, green: 0, blue: 0)
        view.lineDashPhase = 3
        try scene.root.addSubview(view)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            view.strokeColor = Color(red: 0, green: 0, blue: 1)
            view.lineDashPhase = 13
        }
        var frames: [FrameSnapshot] = []
        for k in 0...60 {
            try scene.advance(to: Double(k) / 60)
            frames.append(scene.snapshot())
        }
        let middle = try MarkupTree(Filmstrip(frames: [frames[30]]).svg())
        let stroked = try XCTUnwrap(middle.all("path").first { $0["stroke-dasharray"] != nil })
        XCTAssertEqual(stroked["stroke-dasharray"], "6 4 2 6 4 2")
        XCTAssertEqual(stroked["stroke-dashoffset"], "8")
        XCTAssertEqual(stroked["stroke"], "#800080", "(0.5, 0, 0.5): 127.5 rounds to 0x80")
        XCTAssertTrue(middle.all("path").filter { $0["fill-rule"] != nil }.isEmpty, "a clear fill draws nothing")

        let document = try LottieEvaluator(text: LottieExport(frames: frames, fps: 60).document().text)
        let shape = try group("shape", in: group("content", in: viewItems(document, "root/shape")))
        XCTAssertFalse(shape.contains { $0["nm"] as? String == "fill" }, "no fill group")
        let stroke = try XCTUnwrap(try group("stroke", in: shape).first { $0["ty"] as? String == "st" })
        let dashes = try XCTUnwrap(stroke["d"] as? [[String: Any]])
        XCTAssertEqual(dashes.compactMap { $0["n"] as? String }, ["d", "g", "d", "g", "d", "g", "o"])
        XCTAssertEqual(dashes.dropLast().map { LottieEvaluator.value($0["v"], at: 0) }, [[6], [4], [2], [6], [4], [2]])
        let offset = LottieEvaluator.value(dashes.last?["v"], at: 30)
        XCTAssertEqual(offset.first ?? .nan, 8, accuracy: 0.05)
        let color = LottieEvaluator.value(stroke["c"], at: 30)
        XCTAssertEqual(color.count, 3)
        for (got, expected) in zip(color, [0.5, 0, 0.5]) { XCTAssertEqual(got, expected, accuracy: 0.01) }

        // A pattern with a negative length, or with no positive one, strokes solid.
        for unusable in [[4, -1], [0, 0]] as [[Double]] {
            view.content = .shape(
                ShapeContent(path: BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)), lineDashPattern: unusable)
            )
            let tree = try MarkupTree(Filmstrip(frames: [scene.snapshot()]).svg())
            XCTAssertTrue(tree.all("path").allSatisfy { $0["stroke-dasharray"] == nil }, "\(unusable)")
        }
    }

    /// A path animation in both formats: a line from (0, 0) to (100, 0) morphing to one from
    /// (0, 40) to (100, 80), linear over 1 s. At 0.5 s the SVG frame draws (0, 20)-(100, 40); the
    /// Lottie export keeps one shape whose path is animated, its vertices at frame 30 (60 fps)
    /// within the export's 0.08 pt. A later jump to a triangle (another layout) is a second variant.
    func testAMorphingPathIsOneAnimatedShape() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "shape", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        func line(_ y0: Double, _ y1: Double) -> BezierPath {
            var path = BezierPath()
            path.move(to: Point(x: 0, y: y0))
            path.addLine(to: Point(x: 100, y: y1))
            return path
        }
        view.content = .shape(ShapeContent(path: line(0, 0)))
        view.fillColor = .clear
        view.strokeColor = .black
        try scene.root.addSubview(view)
        var morph = BasicAnimation(keyPath: .path, to: .path(line(40, 80)))
        morph.duration = 1
        try view.addAnimation(morph, forKey: "morph")
        var frames: [FrameSnapshot] = []
        for k in 0...59 {
            try scene.advance(to: Double(k) / 60)
            frames.append(scene.snapshot())
        }
        let middle = try MarkupTree(Filmstrip(frames: [frames[30]]).svg())
        XCTAssertEqual(middle.all("path").compactMap { $0["stroke"] == "#000000" ? $0["d"] : nil }, ["M0 20L100 40"])

        let document = try LottieEvaluator(text: LottieExport(frames: frames, fps: 60).document().text)
        let content = try group("content", in: viewItems(document, "root/shape"))
        XCTAssertEqual(content.filter { $0["nm"] as? String == "shape" }.count, 1, "one variant")
        let stroke = try group("stroke", in: group("shape", in: content))
        let ks = try XCTUnwrap(stroke.first { $0["ty"] as? String == "sh" }?["ks"])
        let vertices = LottieEvaluator.value(ks, at: 30)
        XCTAssertEqual(vertices.count, 4)
        for (got, expected) in zip(vertices, [0, 20, 100, 40.0]) { XCTAssertEqual(got, expected, accuracy: 0.08) }

        // A closed triangle has another layout (three vertices, closed): its frames are a variant
        // of their own. (A curve between the same two points would not be: Lottie draws a line as
        // a curve whose tangents are zero, so the two blend.)
        var triangle = BezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: Point(x: 100, y: 0))
        triangle.addLine(to: Point(x: 50, y: 50))
        triangle.close()
        view.content = .shape(ShapeContent(path: triangle))
        try scene.advance(to: 1.5)
        frames.append(scene.snapshot())
        let both = try LottieEvaluator(text: LottieExport(frames: frames, fps: 60).document().text)
        let variants = try group("content", in: viewItems(both, "root/shape"))
        XCTAssertEqual(variants.filter { $0["nm"] as? String == "shape" }.count, 2)
    }

    /// The lengths a trim needs are measured once per path in a document: two shapes with
    /// different paths, each half stroked, drawn in two frames, keep their own halves, (0, 0) to
    /// (50, 0) and (0, 0) to (0, 25); the second frame, whose lengths come from the memo, draws
    /// the same.
    func testTrimmedStrokesOfSeveralPathsInOneDocument() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        for (name, end) in [("across", Point(x: 100, y: 0)), ("down", Point(x: 0, y: 50))] {
            let view = View(name: name, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var path = BezierPath()
            path.move(to: .zero)
            path.addLine(to: end)
            view.content = .shape(ShapeContent(path: path))
            view.strokeColor = .black
            view.strokeEnd = 0.5
            try scene.root.addSubview(view)
        }
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame, frame]).svg())
        let strokes = tree.all("path").filter { $0["stroke"] == "#000000" }.compactMap { $0["d"] }
        XCTAssertEqual(strokes, ["M0 0L50 0", "M0 0L0 25", "M0 0L50 0", "M0 0L0 25"])
    }

    /// A gradient: red at -0.5 and blue at 0.5 of the line from the top middle to the bottom
    /// middle of a 100 x 60 view at (10, 20) with corner radius 10. Only [0, 1] of the line is
    /// drawn: at 0 the colour halfway from red to blue, (0.5, 0, 0.5); blue from 0.5 on. SVG: a
    /// linear gradient from (50, 0) to (50, 60) in the view's coordinates filling the rounded
    /// rectangle; Lottie: the outline and a gradient fill from (0, -30) to (0, 30) about the
    /// bounds' centre, with three colour stops and three opacity stops.
    func testAGradientFillsTheRoundedBounds() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "fade", frame: Rect(x: 10, y: 20, width: 100, height: 60))
        view.cornerRadius = 10
        view.content = .gradient(
            GradientContent(
                colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], locations: [-0.5, 0.5]))
        try scene.root.addSubview(view)
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let gradient = try XCTUnwrap(tree.all("linearGradient").first)
        XCTAssertEqual(
            [gradient["x1"], gradient["y1"], gradient["x2"], gradient["y2"], gradient["gradientUnits"]],
            ["50", "0", "50", "60", "userSpaceOnUse"])
        XCTAssertEqual(tree.all("stop").map { $0["offset"] }, ["0", "0.5", "1"])
        XCTAssertEqual(tree.all("stop").map { $0["stop-color"] }, ["#800080", "#0000FF", "#0000FF"])
        let filled = try XCTUnwrap(tree.all("rect").first { $0["fill"]?.hasPrefix("url(#") == true })
        XCTAssertEqual([filled["rx"], filled["width"], filled["height"]], ["10", "100", "60"])

        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let items = try group("gradient", in: group("content", in: viewItems(document, "root/fade")))
        XCTAssertEqual(items.compactMap { $0["ty"] as? String }, ["sh", "gf", "tr"])
        let fill = items[1]
        XCTAssertEqual(still(fill["s"]) as? [Double], [0, -30])
        XCTAssertEqual(still(fill["e"]) as? [Double], [0, 30])
        let stops = try XCTUnwrap(fill["g"] as? [String: Any])
        XCTAssertEqual(stops["p"] as? Double, 3)
        XCTAssertEqual(
            still(stops["k"]) as? [Double], [0, 0.5, 0, 0.5, 0.5, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0.5, 1, 1, 1])
    }

    /// A shimmer in both formats: red, white and blue on a 100 x 60 view, the locations sliding
    /// from [-1, -0.5, 0] to [1, 1.5, 2] and the start point from (0.5, 0) to (0, 0), linear over
    /// 1 s. At 0.5 s the locations are [0, 0.5, 1] and the start point (0.25, 0): the SVG frame's
    /// stops are red at 0, white at 0.5, blue at 1, its line from (25, 0). The Lottie export keeps
    /// one gradient whose stops are a track of 3 + 2 stops (the last repeated), at frame 30 those
    /// three and blue twice more at 1, within the export's 0.005; its start point (0.25 - 0.5)
    /// 100 = -25, (0 - 0.5) 60 = -30 about the centre, within 0.08 pt.
    func testAShimmeringGradientIsOneAnimatedGradient() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "fade", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let red = Color(red: 1, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let blue = Color(red: 0, green: 0, blue: 1)
        view.content = .gradient(GradientContent(colors: [red, white, blue]))
        try scene.root.addSubview(view)
        var shimmer = BasicAnimation(keyPath: .locations, from: .numbers([-1, -0.5, 0]), to: .numbers([1, 1.5, 2]))
        shimmer.duration = 1
        try view.addAnimation(shimmer, forKey: "shimmer")
        var sweep = BasicAnimation(keyPath: .startPoint, to: .point(Point(x: 0, y: 0)))
        sweep.duration = 1
        try view.addAnimation(sweep, forKey: "sweep")
        var frames: [FrameSnapshot] = []
        for k in 0...59 {
            try scene.advance(to: Double(k) / 60)
            frames.append(scene.snapshot())
        }
        let middle = try MarkupTree(Filmstrip(frames: [frames[30]]).svg())
        XCTAssertEqual(middle.all("stop").map { $0["offset"] }, ["0", "0.5", "1"])
        XCTAssertEqual(middle.all("stop").map { $0["stop-color"] }, ["#FF0000", "#FFFFFF", "#0000FF"])
        let line = try XCTUnwrap(middle.all("linearGradient").first)
        XCTAssertEqual([line["x1"], line["y1"], line["x2"], line["y2"]], ["25", "0", "50", "60"])

        let document = try LottieEvaluator(text: LottieExport(frames: frames, fps: 60).document().text)
        let content = try group("content", in: viewItems(document, "root/fade"))
        XCTAssertEqual(content.filter { $0["nm"] as? String == "gradient" }.count, 1, "one variant")
        let fill = try XCTUnwrap(group("gradient", in: content).first { $0["ty"] as? String == "gf" })
        let stops = try XCTUnwrap(fill["g"] as? [String: Any])
        XCTAssertEqual(stops["p"] as? Double, 5)
        let expected: [Double] =
            [0, 1, 0, 0, 0.5, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1] + [0, 1, 0.5, 1, 1, 1, 1, 1, 1, 1]
        let numbers = LottieEvaluator.value(stops["k"], at: 30)
        XCTAssertEqual(numbers.count, expected.count)
        for (got, want) in zip(numbers, expected) { XCTAssertEqual(got, want, accuracy: 0.005) }
        let start = LottieEvaluator.value(fill["s"], at: 30)
        XCTAssertEqual(start.count, 2)
        for (got, want) in zip(start, [-25, -30.0]) { XCTAssertEqual(got, want, accuracy: 0.08) }
    }

    /// A radial gradient, red at the centre to blue, from (0.5, 0.5) to (1, 1) of a 100 x 60 view:
    /// an ellipse of half-width 50 and half-height 30 about (50, 30). SVG: a radial gradient of
    /// radius 1 stretched by `matrix(50 0 0 30 50 30)`. Lottie: a radial fill (type 2) from the
    /// centre (0, 0) to (50, 0) on a circle, in a group stretched to 30 / 50 = 60 % vertically,
    /// its outline 100 wide and 60 / 0.6 = 100 high before the stretch. Flat (the end point level
    /// with the centre), it draws blue, its last colour, everywhere in both formats.
    func testARadialGradientIsAStretchedCircle() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let view = View(name: "glow", frame: Rect(x: 10, y: 20, width: 100, height: 60))
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        view.content = .gradient(
            GradientContent(
                colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1), kind: .radial))
        try scene.root.addSubview(view)
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let gradient = try XCTUnwrap(tree.all("radialGradient").first)
        XCTAssertEqual(
            [gradient["cx"], gradient["cy"], gradient["r"], gradient["gradientTransform"], gradient["gradientUnits"]],
            ["0", "0", "1", "matrix(50 0 0 30 50 30)", "userSpaceOnUse"])
        XCTAssertEqual(tree.all("stop").map { $0["stop-color"] }, ["#FF0000", "#0000FF"])

        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let items = try group("gradient", in: group("content", in: viewItems(document, "root/glow")))
        XCTAssertEqual(items.compactMap { $0["ty"] as? String }, ["sh", "gf", "tr"])
        let fill = items[1]
        XCTAssertEqual(fill["t"] as? Double, 2)
        XCTAssertEqual(still(fill["s"]) as? [Double], [0, 0])
        XCTAssertEqual(still(fill["e"]) as? [Double], [50, 0])
        let transform = try object(items[2])
        XCTAssertEqual(still(transform["s"]) as? [Double], [100, 60])
        let outline = try path(items[0])
        XCTAssertEqual(outline.v.map { $0[0] }.max(), 50)
        XCTAssertEqual(outline.v.map { $0[1] }.max(), 50)

        view.content = .gradient(
            GradientContent(
                colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5), kind: .radial))
        let flat = scene.snapshot()
        let flatTree = try MarkupTree(Filmstrip(frames: [flat]).svg())
        XCTAssertEqual(flatTree.all("stop").map { $0["stop-color"] }, ["#0000FF", "#0000FF"])
        let flatDocument = try LottieEvaluator(text: LottieExport(frames: [flat], fps: 60).document().text)
        let flatFill = try XCTUnwrap(
            group("gradient", in: group("content", in: viewItems(flatDocument, "root/glow"))).first {
                $0["ty"] as? String == "gf"
            })
        let numbers = LottieEvaluator.value((flatFill["g"] as? [String: Any])?["k"], at: 0)
        // Four stops (two colours + 2), each blue: location, 0, 0, 1; then location, alpha 1.
        XCTAssertEqual(numbers.count, 4 * 4 + 4 * 2)
        for stop in 0..<4 { XCTAssertEqual(Array(numbers[(4 * stop + 1)...(4 * stop + 3)]), [0, 0, 1]) }
    }

    /// A gradient with a point that is not finite draws nothing in either format, and the Lottie
    /// document holds no number JSON cannot (the export writes its points as 0).
    func testAGradientWithANonFinitePointDrawsNothing() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "fade", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        view.content = .gradient(GradientContent(colors: [.black, .white], startPoint: Point(x: .nan, y: 0)))
        try scene.root.addSubview(view)
        let frame = scene.snapshot()
        XCTAssertEqual(view.content?.isFinite, false)
        XCTAssertTrue(try MarkupTree(Filmstrip(frames: [frame]).svg()).all("linearGradient").isEmpty)
        let text = try LottieExport(frames: [frame], fps: 60).document().text
        XCTAssertFalse(text.contains("null"))
        let document = try LottieEvaluator(text: text)
        let content = try group("content", in: viewItems(document, "root/fade"))
        XCTAssertFalse(content.contains { $0["nm"] as? String == "gradient" }, "no gradient group")
    }

    /// A shape whose path holds a number that is not finite is drawn as nothing, in both
    /// formats, and the frame holding it is built as usual (a checked build compares each
    /// snapshot built in place with its value, which NaN made unequal: it trapped, found by
    /// FuzzLibraryAPI).
    func testAShapeWithANonFinitePathDrawsNothing() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "shape", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        var broken = BezierPath()
        broken.move(to: .zero)
        broken.addLine(to: Point(x: .nan, y: 10))
        view.content = .shape(ShapeContent(path: broken))
        view.fillColor = .clear
        view.strokeColor = .black
        try scene.root.addSubview(view)
        XCTAssertEqual(view.content?.isFinite, false)
        let frame = scene.snapshot()
        XCTAssertNotNil(frame["shape"])
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        XCTAssertTrue(tree.all("path").filter { $0["d"]?.contains("nan") == true }.isEmpty)
        XCTAssertTrue(tree.all("path").filter { $0["transform"] == "matrix(1 0 0 1 0 0)" }.isEmpty)
        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let shape = try group("shape", in: group("content", in: viewItems(document, "root/shape")))
        XCTAssertEqual(shape.compactMap { $0["ty"] as? String }, ["gr", "tr"], "the stroke group, with no path")
        XCTAssertEqual(try group("stroke", in: shape).compactMap { $0["ty"] as? String }, ["st", "tr"])
    }

    /// A pictogram is its design's paths in both formats: the cart's basket is the closed polygon
    /// (5.2, 6) (21.8, 6) (19.6, 13.2) (7.2, 13.2), filled and stroked 0.8 wide; a wheel is a
    /// circle of radius 1.9 about (9.3, 19.2) as four quarter arcs with handles 1.9 * 4/3 (sqrt 2
    /// - 1). The 48 x 48 bounds scale the 24 x 24 box by 2 about its centre.
    func testAPictogramIsTheSamePathsInSVGAndLottie() throws {
        let (scene, _) = try scene(text: "")
        let frame = scene.snapshot()
        let kappa = 4.0 / 3 * (2.0.squareRoot() - 1), h = 1.9 * kappa
        func f(_ x: Double) -> String { NumberText.trimmed(x, 3) }

        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        // The pictogram is a group of paths in <defs>, drawn by a <use> that places and paints it.
        let symbol = try XCTUnwrap(
            tree.all("use").first { $0["transform"]?.hasPrefix("matrix(1 0 0 1 10 20)") == true })
        XCTAssertEqual(symbol["transform"], "matrix(1 0 0 1 10 20) translate(0 0) scale(2)")
        XCTAssertEqual(
            [symbol["fill"], symbol["stroke"], symbol["stroke-linecap"], symbol["stroke-linejoin"]],
            ["#FFFFFF", "#FFFFFF", "round", "round"])
        let id = try XCTUnwrap(symbol["href"]?.dropFirst())
        let definition = try XCTUnwrap(tree.all("g").first { $0["id"] == String(id) })
        XCTAssertEqual(definition.ancestors.last, "defs")
        let paths = tree.all("path").filter { $0.ancestors.last == "g" && $0.ancestors.dropLast().last == "defs" }
        XCTAssertEqual(
            paths.map { $0["d"] },
            [
                "M1.5 3.5L4.5 3.5L7.8 15.5L19.5 15.5",
                "M5.2 6L21.8 6L19.6 13.2L7.2 13.2Z",
                "M11.2 19.2C11.2 \(f(19.2 + h)) \(f(9.3 + h)) 21.1 9.3 21.1C\(f(9.3 - h)) 21.1 7.4 \(f(19.2 + h)) 7.4 19.2"
                    + "C7.4 \(f(19.2 - h)) \(f(9.3 - h)) 17.3 9.3 17.3C\(f(9.3 + h)) 17.3 11.2 \(f(19.2 - h)) 11.2 19.2Z",
                "M19.5 19.2C19.5 \(f(19.2 + h)) \(f(17.6 + h)) 21.1 17.6 21.1C\(f(17.6 - h)) 21.1 15.7 \(f(19.2 + h)) 15.7 19.2"
                    + "C15.7 \(f(19.2 - h)) \(f(17.6 - h)) 17.3 17.6 17.3C\(f(17.6 + h)) 17.3 19.5 \(f(19.2 - h)) 19.5 19.2Z"
            ])
        XCTAssertEqual(paths.map { $0["fill"] ?? "tint" }, ["none", "tint", "tint", "tint"])
        XCTAssertEqual(paths.map { $0["stroke-width"] ?? $0["stroke"] }, ["1.8", "0.8", "none", "none"])

        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let content = try group("content", in: viewItems(document, "root/cart"))
        let cart = try group("symbol cart", in: content)
        let transform = try XCTUnwrap(cart.last)
        XCTAssertEqual(transform["ty"] as? String, "tr")
        XCTAssertEqual(still(transform["a"]) as? [Double], [12, 12])
        XCTAssertEqual(still(transform["p"]) as? [Double], [0, 0])
        XCTAssertEqual(still(transform["s"]) as? [Double], [200, 200])
        XCTAssertEqual(still(transform["o"]) as? Double, 100)
        // Lottie draws the first item on top: the wheels, the basket, the handle.
        let shapes = cart.filter { $0["ty"] as? String == "gr" }.map { ($0["it"] as? [[String: Any]]) ?? [] }
        XCTAssertEqual(shapes.count, 4)
        let basket = try path(shapes[2][0])
        XCTAssertEqual(basket.v, [[5.2, 6], [21.8, 6], [19.6, 13.2], [7.2, 13.2]])
        XCTAssertEqual(basket.i + basket.o, Array(repeating: [0, 0], count: 8))
        XCTAssertTrue(basket.closed)
        let basketItems = shapes[2].compactMap { $0["ty"] as? String }
        XCTAssertEqual(basketItems, ["sh", "st", "fl", "tr"])
        let stroke = try XCTUnwrap(shapes[2].first { $0["ty"] as? String == "st" })
        XCTAssertEqual([still(stroke["w"]) as? Double, stroke["lc"] as? Double, stroke["lj"] as? Double], [0.8, 2, 2])
        XCTAssertEqual(still(stroke["c"]) as? [Double], [1, 1, 1])
        let wheel = try path(shapes[1][0])
        XCTAssertEqual(wheel.v, [[11.2, 19.2], [9.3, 21.1], [7.4, 19.2], [9.3, 17.3]])
        let r = (h * 1000).rounded() / 1000
        XCTAssertEqual(wheel.o, [[0, r], [-r, 0], [0, -r], [r, 0]])
        XCTAssertEqual(wheel.i, [[0, -r], [r, 0], [0, r], [-r, 0]])
        XCTAssertTrue(wheel.closed)
        let handle = try path(shapes[3][0])
        XCTAssertEqual(handle.v, [[1.5, 3.5], [4.5, 3.5], [7.8, 15.5], [19.5, 15.5]])
        XCTAssertFalse(handle.closed)
    }

    /// Text is the stroke font's centre lines in both formats. "HI" in the 100 x 40 label: one
    /// line at min(40 * 0.75, 17) = 17 pt, 0.85 pt per unit, 20 units wide, so it starts at
    /// x = 50 - 10 * 0.85 = 41.5 and its centre is at y = 20. H is the stems x = 2 and 8 and the bar
    /// at half the cap height; I the stem x = 15 with bars from 13 to 17 (y down from the centre:
    /// the baseline at 7, the cap height at -7).
    func testTextIsTheSameGlyphPathsInSVGAndLottie() throws {
        let (scene, _) = try scene(text: "HI")
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let line = try XCTUnwrap(tree.all("use").first { $0["aria-label"] == "HI" })
        XCTAssertEqual(line["transform"], "matrix(1 0 0 1 0 100) translate(41.5 20) scale(0.85)")
        let id = try XCTUnwrap(line["href"]?.dropFirst())
        let definition = try XCTUnwrap(tree.all("path").first { $0["id"] == String(id) })
        XCTAssertEqual(definition["d"], "M2 7L2 -7M8 7L8 -7M2 0L8 0M15 7L15 -7M13 -7L17 -7M13 7L17 7")
        XCTAssertEqual(
            [line["fill"], line["stroke"], line["stroke-width"], line["stroke-linecap"]],
            ["none", "#0080FF", "1.6", "round"])

        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let text = try group("text", in: group("content", in: viewItems(document, "root/label")))
        let hi = try group("HI", in: text)
        let paths = try hi.filter { $0["ty"] as? String == "sh" }.map(path)
        XCTAssertEqual(
            paths.map(\.v),
            [
                [[2, 7], [2, -7]], [[8, 7], [8, -7]], [[2, 0], [8, 0]],
                [[15, 7], [15, -7]], [[13, -7], [17, -7]], [[13, 7], [17, 7]]
            ])
        XCTAssertEqual(paths.map(\.closed), Array(repeating: false, count: 6))
        let stroke = try XCTUnwrap(hi.first { $0["ty"] as? String == "st" })
        XCTAssertEqual([still(stroke["w"]) as? Double, stroke["lc"] as? Double, stroke["lj"] as? Double], [1.6, 2, 2])
        XCTAssertEqual(still(stroke["c"]) as? [Double], [0, 0.5, 1])
        // The line's transform: its centre (10, 0) to the bounds' centre, scaled by 85 %.
        let transform = try XCTUnwrap(hi.last)
        XCTAssertEqual(still(transform["a"]) as? [Double], [10, 0])
        XCTAssertEqual(still(transform["p"]) as? [Double], [0, 0])
        XCTAssertEqual(still(transform["s"]) as? [Double], [85, 85])
    }

    /// A page shows each line and each pictogram drawn in many frames from one definition: 5
    /// frames of the cart and "HI" hold one definition of each and 5 <use> of each.
    func testAPlayerDefinesEachLineAndPictogramOnce() throws {
        let (scene, _) = try scene(text: "HI")
        var frames: [FrameSnapshot] = []
        for k in 0..<5 {
            try scene.advance(to: Double(k) / 10)
            frames.append(scene.snapshot())
        }
        let tree = try MarkupTree(HTMLPlayer(frames: frames).html())
        let uses = tree.all("use")
        XCTAssertEqual(uses.count, 10)
        XCTAssertEqual(Set(uses.compactMap { $0["href"] }), ["#k0", "#k1"])
        let definitions = tree.elements.filter { $0["id"] == "k0" || $0["id"] == "k1" }
        XCTAssertEqual(definitions.map(\.ancestors.last), ["defs", "defs"])
    }

    /// Two lines share the 40 pt height: 20 each, a font size of min(20 * 0.75, 17) = 15 (75 %),
    /// centres 10 above and 10 below the bounds' centre.
    func testLinesShareTheHeight() throws {
        let (scene, _) = try scene(text: "AB\nC")
        let frame = scene.snapshot()
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        let lines = tree.all("use").filter { $0["aria-label"] != nil }
        // 15 / 20 = 0.75 pt per unit: "AB" is 20 units, from 50 - 7.5; "C" 10, from 50 - 3.75.
        XCTAssertEqual(
            lines.map { $0["transform"] },
            [
                "matrix(1 0 0 1 0 100) translate(42.5 10) scale(0.75)",
                "matrix(1 0 0 1 0 100) translate(46.25 30) scale(0.75)"
            ])
        let document = try LottieEvaluator(text: LottieExport(frames: [frame], fps: 60).document().text)
        let text = try group("text", in: group("content", in: viewItems(document, "root/label")))
        XCTAssertEqual(text.compactMap { $0["ty"] as? String == "gr" ? $0["nm"] as? String : nil }, ["AB", "C"])
        for (name, y, width) in [("AB", -10.0, 20.0), ("C", 10, 10)] {
            let transform = try XCTUnwrap(group(name, in: text).last)
            XCTAssertEqual(still(transform["a"]) as? [Double], [width / 2, 0])
            XCTAssertEqual(still(transform["p"]) as? [Double], [0, y])
            XCTAssertEqual(still(transform["s"]) as? [Double], [75, 75])
        }
    }

    /// A content that changes is one group per content, each shown (opacity 100) only at the
    /// frames that show it, switched by hold keyframes at the frame of the change: "one" at
    /// frames 0 and 1, "two" at frame 2.
    func testContentThatChangesIsHeldVariants() throws {
        let (scene, label) = try scene(text: "one")
        var frames: [FrameSnapshot] = []
        for k in 0...2 {
            try scene.advance(to: Double(k) / 10)
            if k == 2 { label.content = .text("two", color: .black) }
            frames.append(scene.snapshot())
        }
        let document = try LottieEvaluator(text: LottieExport(frames: frames, fps: 10).document().text)
        let content = try group("content", in: viewItems(document, "root/label"))
        let variants = content.filter { $0["ty"] as? String == "gr" }
        XCTAssertEqual(variants.count, 2)
        func opacity(_ variant: [String: Any]) throws -> [[String: Double]] {
            let transform = try XCTUnwrap((variant["it"] as? [[String: Any]])?.last)
            let o = try object(transform["o"])
            XCTAssertEqual(o["a"] as? Int, 1)
            let keys = try XCTUnwrap(o["k"] as? [[String: Any]])
            return keys.map {
                [
                    "t": $0["t"] as? Double ?? -1, "s": ($0["s"] as? [Double])?.first ?? -1,
                    "h": $0["h"] as? Double ?? 0
                ]
            }
        }
        XCTAssertEqual(try opacity(variants[0]), [["t": 0, "s": 100, "h": 1], ["t": 2, "s": 0, "h": 1]])
        XCTAssertEqual(try opacity(variants[1]), [["t": 0, "s": 0, "h": 1], ["t": 2, "s": 100, "h": 1]])
        let names = try variants.map { try group("text", in: [$0]).compactMap { $0["nm"] as? String } }
        XCTAssertEqual(names, [["one"], ["two"]])
    }

    /// Every printable ASCII character has a glyph inside its cell (x 0 ... 10; y from the
    /// descender, -4, to the cap height, 14, give or take half a stroke), a space is empty, any
    /// other character is the box; the capitals the Lottie check probes have their stem at x = 2
    /// from the baseline to the cap height.
    func testTheFontCoversPrintableASCIIInsideItsCells() throws {
        XCTAssertEqual(StrokeFont.glyphs.count, 126 - 33 + 1)
        for code in 33...126 {
            let character = Character(Unicode.Scalar(UInt8(code)))
            let glyph = StrokeFont.glyph(character)
            XCTAssertFalse(glyph.subpaths.isEmpty, "\(character)")
            XCTAssertNotEqual(glyph, VectorPath(StrokeFont.box), "\(character)")
            var points: [Point] = []
            for s in glyph.subpaths {
                points.append(s.start)
                for segment in s.segments {
                    switch segment {
                    case .line(let p): points.append(p)
                    case let .curve(c1, c2, p): points += [c1, c2, p]
                    }
                }
            }
            for p in points {
                XCTAssertTrue((0...10).contains(p.x) && (-4.5...15).contains(p.y), "\(character): \(p)")
            }
        }
        XCTAssertTrue(StrokeFont.glyph(" ").subpaths.isEmpty)
        for other: Character in ["é", "\t", "€"] {
            XCTAssertEqual(StrokeFont.glyph(other), VectorPath("M1.5 0 L8.5 0 L8.5 14 L1.5 14 Z"))
        }
        for letter in "BDEFHKLNPR" {
            let stems = StrokeFont.glyph(letter).subpaths.flatMap { s in
                zip([s.start] + s.segments.map(\.end), s.segments).compactMap { from, segment -> [Double]? in
                    guard case .line(let to) = segment else { return nil }
                    return [from.x, from.y, to.x, to.y]
                }
            }
            XCTAssertTrue(stems.contains([2, 0, 2, 14]) || stems.contains([2, 14, 2, 0]), "\(letter)")
        }
    }

    /// The notation's arcs: a quarter of the unit circle from 0 to 90 degrees is one cubic with
    /// handles 4/3 tan(22.5 degrees) = 4/3 (sqrt 2 - 1) long; a half turn is two such cubics.
    func testArcsAreQuarterCubics() {
        let quarter = VectorPath("E0 0 1 1 0 90")
        let k = 4.0 / 3 * (2.0.squareRoot() - 1)
        XCTAssertEqual(quarter.subpaths.count, 1)
        guard case let .curve(c1, c2, end)? = quarter.subpaths.first?.segments.first else { return XCTFail("no curve") }
        XCTAssertEqual(quarter.subpaths[0].start.x, 1, accuracy: 1e-12)
        XCTAssertEqual(c1.x, 1, accuracy: 1e-12)
        XCTAssertEqual(c1.y, k, accuracy: 1e-12)
        XCTAssertEqual(c2.x, k, accuracy: 1e-12)
        XCTAssertEqual(c2.y, 1, accuracy: 1e-12)
        XCTAssertEqual(end.x, 0, accuracy: 1e-12)
        XCTAssertEqual(end.y, 1, accuracy: 1e-12)
        XCTAssertEqual(VectorPath("E0 0 1 1 180 0").subpaths[0].segments.count, 2)
        // A line to the arc's start when the pen is elsewhere.
        XCTAssertEqual(VectorPath("M5 5 E0 0 1 1 0 90").subpaths[0].segments.first, .line(to: Point(x: 1, y: 0)))
    }
}
