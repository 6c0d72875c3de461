import Foundation
import KinemaControls
import KinemaRender
import XCTest

/// The Lottie export, read back from its JSON text: document fields, layers, keyframes, and its
/// errors against the frames it came from.
final class LottieExportTests: XCTestCase {
    /// A 50 x 50 box (corner radius 10, alpha 0.5) inside a card (alpha 0.5) slides linearly from
    /// centre x 25 to 175 over 1 s, sampled at 10 fps: frame k has x = 25 + 15 k.
    private func slidingBox() throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 200, height: 100))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        card.alpha = 0.5
        let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = Color(red: 1, green: 0.25, blue: 0.5)
        box.alpha = 0.5
        box.cornerRadius = 10
        try scene.root.addSubview(card)
        try card.addSubview(box)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center.x = 175 }
        return try (0...10).map { k in
            try scene.advance(to: Double(k) / 10)
            return scene.snapshot()
        }
    }

    private func layer(_ document: LottieEvaluator, _ name: String) throws -> [String: Any] {
        try XCTUnwrap(document.layers[name], "no layer \(name)")
    }

    private func keyframes(_ property: Any?) -> [[String: Any]] {
        ((property as? [String: Any])?["k"] as? [[String: Any]]) ?? []
    }

    func testEveryFrameWritesEachFramesValues() throws {
        let frames = try slidingBox()
        let export = try LottieExport(frames: frames, fps: 10, name: "slide", keyframes: .everyFrame).document()
        let doc = try LottieEvaluator(text: export.text)
        XCTAssertEqual(doc.document["fr"] as? Double, 10)
        XCTAssertEqual(doc.document["ip"] as? Int, 0)
        XCTAssertEqual(doc.document["op"] as? Double, 11) // frames 0 ... 10, plus one
        XCTAssertEqual(doc.document["w"] as? Int, 200)
        XCTAssertEqual(doc.document["h"] as? Int, 100)
        XCTAssertEqual(doc.document["nm"] as? String, "slide")
        // Lottie draws the first layer on top: the box, then the card, then the root.
        XCTAssertEqual(doc.layerNames, ["root/card/box", "root/card", "root"])
        let box = try layer(doc, "root/card/box")
        let ks = try XCTUnwrap(box["ks"] as? [String: Any])
        let x = keyframes((ks["p"] as? [String: Any])?["x"])
        XCTAssertEqual(x.map { $0["t"] as? Double }, (0...10).map { Double($0) })
        XCTAssertEqual(x.map { ($0["s"] as? [Double])?.first }, (0...10).map { 25 + 15 * Double($0) })
        // Opacity: 0.5 (box) x 0.5 (card) = 25 %, constant.
        XCTAssertEqual((ks["o"] as? [String: Any])?["k"] as? Double, 25)
        XCTAssertEqual(export.statistics.frameCount, 11)
        XCTAssertEqual(export.statistics.viewCount, 3)
        XCTAssertEqual(export.statistics.animatedPropertyCount, 1) // only the box's x changes
        XCTAssertEqual(export.statistics.keyframeCount, 11)
        // The background: a 50 x 50 rectangle of rounding 10 filled with the box's colour.
        let shapes = try XCTUnwrap(box["shapes"] as? [[String: Any]])
        let group = try XCTUnwrap(shapes.first?["it"] as? [[String: Any]])
        let background = try XCTUnwrap(group.first { $0["nm"] as? String == "background" }?["it"] as? [[String: Any]])
        XCTAssertEqual(background[0]["ty"] as? String, "rc")
        XCTAssertEqual((background[0]["s"] as? [String: Any])?["k"] as? [Double], [50, 50])
        XCTAssertEqual((background[0]["r"] as? [String: Any])?["k"] as? Double, 10)
        XCTAssertEqual((background[1]["c"] as? [String: Any])?["k"] as? [Double], [1, 0.25, 0.5])
        XCTAssertEqual((background[1]["o"] as? [String: Any])?["k"] as? Double, 100)
    }

    /// A linear slide is one straight segment: two keyframes whose handles are 1/3 and 2/3
    /// (E(u) = u), as written to six decimals.
    func testFittedLinearSlideIsOneSegment() throws {
        let export = try LottieExport(frames: slidingBox(), fps: 10).document()
        let doc = try LottieEvaluator(text: export.text)
        let ks = try XCTUnwrap(layer(doc, "root/card/box")["ks"] as? [String: Any])
        let x = keyframes((ks["p"] as? [String: Any])?["x"])
        XCTAssertEqual(x.map { $0["t"] as? Double }, [0, 10])
        XCTAssertEqual(x.map { ($0["s"] as? [Double])?.first }, [25, 175])
        let outY = try XCTUnwrap((x[0]["o"] as? [String: Any])?["y"] as? Double)
        let inY = try XCTUnwrap((x[0]["i"] as? [String: Any])?["y"] as? Double)
        XCTAssertEqual(outY, 1.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(inY, 2.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(export.statistics.keyframeCount, 2)
    }

    /// The four controls under their README scripts at 60 fps: the keyframe-per-frame document
    /// puts every bounds corner where the frame does (to rounding), the fitted one within
    /// 0.25 pt and 0.5 % alpha, with under a quarter of the keyframes.
    func testControlsStayWithinTheBounds() throws {
        let runs: [(String, String)] = [
            ("fast-cart-button", "0 down 187.5,333.5; 0 up 187.5,333.5"),
            (
                "spinning-tips",
                "0.35 down 190,330; 0.4 move 160,325; 0.45 move 120,320; 0.5 move 80,315; 0.55 up 50,310"
            ),
            (
                "popup-menu",
                "0 down 187.5,640; 0.25 move 187.5,560; 0.5 move 187.5,480; 0.6 up 187.5,440; "
                    + "1.5 down 187.5,300; 1.5 up 187.5,300"
            ),
            ("ar-tab-bar", "0 down 333,741; 0 up 333,741; 0.9 down 187.5,733; 0.9 up 187.5,733")
        ]
        for (name, script) in runs {
            let frames = try Player(controlNamed: name, script: EventScript(parsing: script)).frames(fps: 60)
            let exact = try LottieExport(frames: frames, fps: 60, keyframes: .everyFrame).document()
            let fitted = try LottieExport(frames: frames, fps: 60).document()
            let exactErrors = lottieErrors(try LottieEvaluator(text: exact.text), frames, fps: 60)
            let fittedErrors = lottieErrors(try LottieEvaluator(text: fitted.text), frames, fps: 60)
            XCTAssertLessThan(exactErrors.position, 1e-9, name)
            XCTAssertLessThan(exactErrors.alpha, 1e-12, name)
            XCTAssertLessThanOrEqual(fittedErrors.position, LottieExport.positionBound, name)
            XCTAssertLessThanOrEqual(fittedErrors.alpha, LottieExport.alphaBound, name)
            // The exporter's own measure covers every view (this one only those with a background).
            XCTAssertGreaterThanOrEqual(fitted.statistics.maximumPositionError, fittedErrors.position - 1e-9, name)
            XCTAssertLessThanOrEqual(fitted.statistics.maximumPositionError, LottieExport.positionBound, name)
            XCTAssertLessThan(4 * fitted.statistics.keyframeCount, exact.statistics.keyframeCount, name)
            XCTAssertGreaterThan(fittedErrors.position, 0, "\(name): a fit that never strays kept every frame")
        }
    }

    /// A clipping view's subviews go into a precomposition under an alpha matte of its bounds; a
    /// border is drawn above the subviews on a layer of its own.
    func testClippingAndBorderLayers() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let clipper = View(name: "clipper", frame: Rect(x: 10, y: 10, width: 60, height: 60))
        clipper.clipsToBounds = true
        clipper.borderWidth = 2
        clipper.borderColor = .white
        clipper.cornerRadius = 8
        let child = View(name: "child", frame: Rect(x: 40, y: 40, width: 40, height: 40))
        child.backgroundColor = .systemPink
        try scene.root.addSubview(clipper)
        try clipper.addSubview(child)
        let doc = try LottieEvaluator(text: LottieExport(frames: [scene.snapshot()], fps: 30).document().text)
        XCTAssertEqual(
            doc.layerNames,
            [
                "root/clipper (border)", "root/clipper (clip)", "root/clipper (subviews)",
                "root/clipper", "root"
            ])
        XCTAssertEqual(try layer(doc, "root/clipper (clip)")["td"] as? Int, 1)
        let subviews = try layer(doc, "root/clipper (subviews)")
        XCTAssertEqual(subviews["tt"] as? Int, 1)
        XCTAssertEqual(subviews["ty"] as? Int, 0)
        let assets = try XCTUnwrap(doc.document["assets"] as? [[String: Any]])
        XCTAssertEqual(assets.first?["id"] as? String, subviews["refId"] as? String)
        XCTAssertEqual(
            (assets.first?["layers"] as? [[String: Any]])?.compactMap { $0["nm"] as? String }, ["root/clipper/child"])
        // The border: a stroke of width 2 on the outline inset by 1 (58 x 58, rounding 8 - 1 = 7).
        let border = try XCTUnwrap(
            (layer(doc, "root/clipper (border)")["shapes"] as? [[String: Any]])?.first?["it"]
                as? [[String: Any]])
        let parts = try XCTUnwrap(border.first?["it"] as? [[String: Any]])
        XCTAssertEqual((parts[0]["s"] as? [String: Any])?["k"] as? [Double], [58, 58])
        XCTAssertEqual((parts[0]["r"] as? [String: Any])?["k"] as? Double, 7)
        XCTAssertEqual((parts[1]["w"] as? [String: Any])?["k"] as? Double, 2)
    }

    /// A view rounding only some corners (its `maskedCorners`) is a path: a 100 x 50 box rounded by
    /// 10 on its left corners has vertices (-50 + 10, -25), (50, -25) twice, (50, 25) twice,
    /// (-50 + 10, 25), (-50, 25 - 10), (-50, -25 + 10).
    func testMaskedCornersArePaths() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let tab = View(name: "tab", frame: Rect(x: 50, y: 50, width: 100, height: 50))
        tab.backgroundColor = .white
        tab.cornerRadius = 10
        tab.maskedCorners = [.minXMinY, .minXMaxY]
        try scene.root.addSubview(tab)
        let doc = try LottieEvaluator(text: LottieExport(frames: [scene.snapshot()], fps: 30).document().text)
        let shapes = try XCTUnwrap(
            (layer(doc, "root/tab")["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
        let bounds = try XCTUnwrap((shapes.first?["it"] as? [[String: Any]])?.first)
        XCTAssertEqual(bounds["ty"] as? String, "sh")
        let path = try XCTUnwrap((bounds["ks"] as? [String: Any])?["k"] as? [String: Any])
        XCTAssertEqual(
            path["v"] as? [[Double]],
            [
                [-40, -25], [50, -25], [50, -25], [50, 25], [50, 25], [-40, 25], [-50, 15],
                [-50, -15]
            ])
        XCTAssertEqual(path["c"] as? Bool, true)
        // The layer sits at the bounds' centre (100, 75).
        let corners = try XCTUnwrap(doc.corners(of: "root/tab", at: 0)).corners
        XCTAssertEqual(corners.map(\.x), [50, 150, 150, 50])
        XCTAssertEqual(corners.map(\.y), [50, 50, 100, 100])
    }

    /// A non-uniformly scaled view inside a rotating one has a sheared bounds-to-root matrix; the
    /// layer reproduces it with an inner rotation (a player may ignore Lottie's skew).
    func testShearedViewsKeepTheirCorners() throws {
        let scene = Scene(size: Size(width: 300, height: 300))
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = View(name: "child", frame: Rect(x: 25, y: 40, width: 50, height: 20))
        child.backgroundColor = .white
        child.transform = AffineTransform(scaleX: 2, y: 0.5)
        try scene.root.addSubview(parent)
        try parent.addSubview(child)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            parent.transform = AffineTransform(rotationAngle: 1.5)
        }
        let frames = try (0...30).map { k in
            try scene.advance(to: Double(k) / 30)
            return scene.snapshot()
        }
        for keyframes in LottieExport.Keyframes.allCases {
            let export = try LottieExport(frames: frames, fps: 30, keyframes: keyframes).document()
            let errors = lottieErrors(try LottieEvaluator(text: export.text), frames, fps: 30)
            XCTAssertLessThanOrEqual(errors.position, keyframes == .everyFrame ? 1e-9 : LottieExport.positionBound)
        }
    }

    /// Alphas multiply down the tree and are clamped to [0, 1]; a hidden ancestor hides; colour
    /// components are clamped.
    func testOpacityAndColorClamps() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let hidden = View(name: "hidden", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        let inside = View(name: "inside", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inside.backgroundColor = .white
        let bright = View(name: "bright", frame: Rect(x: 50, y: 50, width: 10, height: 10))
        bright.alpha = 1.5
        bright.backgroundColor = Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 2)
        try scene.root.addSubview(hidden)
        try hidden.addSubview(inside)
        try scene.root.addSubview(bright)
        let doc = try LottieEvaluator(text: LottieExport(frames: [scene.snapshot()], fps: 30).document().text)
        func opacity(_ name: String) throws -> Double? {
            ((try layer(doc, name)["ks"] as? [String: Any])?["o"] as? [String: Any])?["k"] as? Double
        }
        XCTAssertEqual(try opacity("root/hidden/inside"), 0)
        XCTAssertEqual(try opacity("root/bright"), 100)
        let shapes = try XCTUnwrap(
            (layer(doc, "root/bright")["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
        let fill = try XCTUnwrap((shapes.first?["it"] as? [[String: Any]])?.first { $0["ty"] as? String == "fl" })
        XCTAssertEqual((fill["c"] as? [String: Any])?["k"] as? [Double], [1, 0, 0.5])
        XCTAssertEqual((fill["o"] as? [String: Any])?["k"] as? Double, 100)
    }

    func testErrorsAreValues() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = scene.snapshot()
        try scene.advance(to: 1)
        let b = scene.snapshot()
        func error(_ frames: [FrameSnapshot], fps: Double = 30) -> LottieExportError? {
            do {
                _ = try LottieExport(frames: frames, fps: fps).document()
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error([]), .noFrames)
        XCTAssertEqual(error([a], fps: 0), .invalidFrameRate(0))
        XCTAssertEqual(error([a], fps: .infinity), .invalidFrameRate(.infinity))
        XCTAssertEqual(error([b, a]), .timeNotIncreasing(frame: 1))
        XCTAssertEqual(error([a, a]), .timeNotIncreasing(frame: 1))
        let extra = View(name: "extra", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        try scene.root.addSubview(extra)
        try scene.advance(to: 2)
        XCTAssertEqual(error([a, b, scene.snapshot()]), .viewTreeChanged(frame: 2))
        // The engine refuses a NaN alpha (the setter keeps the old value), so the frame is forged.
        var forged = scene.snapshot()
        forged.views[forged.views.count - 1].alpha = .nan
        XCTAssertEqual(error([forged]), .nonFiniteValue(view: "extra", frame: 0))
        XCTAssertEqual(error([Scene(size: .zero).snapshot()]), .canvasSize(width: 0, height: 0))
        XCTAssertEqual(LottieExportError.noFrames.description, "no frames to export")
    }
}
