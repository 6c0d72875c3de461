import KinemaRender
import XCTest

/// A view's mask in the drawings: an SVG luminance mask holding the mask's drawing in white (its
/// alpha kept), around the view's whole drawing; a Lottie alpha matte (the mask's layers in a
/// precomposition) over a precomposition of the view's layers.
final class MaskDrawingTests: XCTestCase {
    /// A 200 x 200 scene: an orange `card` at (20, 30), 100 x 50, alpha 0.5, with a blue 10 x 10
    /// `dot`, masked by `hole`, a 40 x 20 view at (10, 5) of alpha 0.8 whose background is red at
    /// alpha 0.6 and which shows a gradient from clear black to opaque green.
    private func makeScene() throws -> (Scene, card: View, hole: View) {
        let scene = Scene(size: Size(width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
        card.alpha = 0.5
        try scene.root.addSubview(card)
        let dot = View(name: "dot", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = Color(red: 0, green: 0, blue: 1)
        try card.addSubview(dot)
        let hole = View(name: "hole", frame: Rect(x: 10, y: 5, width: 40, height: 20))
        hole.alpha = 0.8
        hole.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.6)
        hole.content = .gradient(
            GradientContent(colors: [Color(white: 0, alpha: 0), Color(red: 0, green: 1, blue: 0, alpha: 1)]))
        try card.setMask(hole)
        return (scene, card, hole)
    }

    private func svg(_ scene: Scene) throws -> MarkupTree {
        try MarkupTree(Filmstrip(frames: [scene.snapshot()]).svg())
    }

    /// The mask comes first: a `mask` element whose background rect is white at the mask's
    /// alpha (0.8) with the background's alpha (0.6), and whose gradient stops are white with
    /// their own alphas (0, 1). Then a group using it holds the card (orange, opacity 0.5) and the
    /// dot (blue, 0.5 * 1); neither the card nor the dot is inside the mask, and the hole is drawn
    /// nowhere else.
    func testTheSVGMaskIsTheMasksDrawingInWhite() throws {
        let (scene, _, _) = try makeScene()
        let tree = try svg(scene)
        let masks = tree.all("mask")
        XCTAssertEqual(masks.count, 1)
        let id = try XCTUnwrap(masks.first?["id"])
        XCTAssertEqual(masks.first?["maskUnits"], "userSpaceOnUse")
        XCTAssertEqual(tree.all("g").filter { $0["mask"] != nil }.map { $0["mask"] }, ["url(#\(id))"])
        let inMask = tree.elements.filter { $0.ancestors.contains("mask") }
        let holeRect = try XCTUnwrap(inMask.first { $0.name == "rect" && $0["width"] == "40" })
        XCTAssertEqual(holeRect["fill"], "#FFFFFF")
        XCTAssertEqual(holeRect["fill-opacity"], "0.6")
        XCTAssertEqual(holeRect["opacity"], "0.8")
        XCTAssertEqual(inMask.filter { $0.name == "stop" }.map { $0["stop-color"] }, ["#FFFFFF", "#FFFFFF"])
        XCTAssertEqual(inMask.filter { $0.name == "stop" }.map { $0["stop-opacity"] }, ["0", "1"])
        let masked = tree.elements.filter {
            $0.name == "rect" && $0.ancestors.contains("g") && !$0.ancestors.contains("mask")
        }
        XCTAssertEqual(masked.filter { $0["fill"] == "#FF8000" }.map { $0["opacity"] }, ["0.5"])
        XCTAssertEqual(masked.filter { $0["fill"] == "#0000FF" }.map { $0["opacity"] }, ["0.5"])
        let holeRects = tree.all("rect").filter { $0["width"] == "40" }
        XCTAssertEqual(holeRects.count, 2, "the hole's background and gradient")
        XCTAssertTrue(holeRects.allSatisfy { $0.ancestors.contains("mask") }, "the hole is drawn only in its mask")
        // The mask is written before the group that uses it.
        let maskIndex = try XCTUnwrap(tree.elements.firstIndex { $0.name == "mask" })
        let groupIndex = try XCTUnwrap(tree.elements.firstIndex { $0.name == "g" && $0["mask"] != nil })
        XCTAssertLessThan(maskIndex, groupIndex)
    }

    /// A hidden mask, or one of alpha 0, hides its view and everything in it.
    func testAHiddenOrTransparentMaskHidesTheView() throws {
        let (scene, _, hole) = try makeScene()
        hole.isHidden = true
        var tree = try svg(scene)
        XCTAssertTrue(tree.all("mask").isEmpty)
        XCTAssertTrue(tree.all("rect").filter { $0["fill"] == "#FF8000" || $0["fill"] == "#0000FF" }.isEmpty)
        hole.isHidden = false
        hole.alpha = 0
        tree = try svg(scene)
        XCTAssertTrue(tree.all("rect").filter { $0["fill"] == "#FF8000" || $0["fill"] == "#0000FF" }.isEmpty)
    }

    /// The Lottie document: the matte (the hole's layers, in a precomposition, `td` 1) right
    /// above the masked precomposition (`tt` 1) holding the card and the dot. The hole's layer
    /// is drawn at its own alpha: 0.8 times its background's 0.6 = 0.48, not the card's 0.5 on top;
    /// the card's and the dot's are 0.5.
    func testTheLottieMaskIsAnAlphaMatte() throws {
        let (scene, _, _) = try makeScene()
        let doc = try LottieEvaluator(text: LottieExport(frames: [scene.snapshot()], fps: 30).document().text)
        XCTAssertEqual(doc.layerNames, ["root/card/hole (mask)", "root/card (masked)", "root"])
        let matte = try XCTUnwrap(doc.layers["root/card/hole (mask)"])
        let masked = try XCTUnwrap(doc.layers["root/card (masked)"])
        XCTAssertEqual(matte["td"] as? Int, 1)
        XCTAssertEqual(masked["tt"] as? Int, 1)
        XCTAssertEqual(matte["ty"] as? Int, 0)
        let assets = try XCTUnwrap(doc.document["assets"] as? [[String: Any]])
        func layers(of id: Any?) -> [String] {
            let asset = assets.first { $0["id"] as? String == id as? String }
            return ((asset?["layers"] as? [[String: Any]]) ?? []).compactMap { $0["nm"] as? String }
        }
        XCTAssertEqual(layers(of: masked["refId"]), ["root/card/dot", "root/card"])
        XCTAssertEqual(layers(of: matte["refId"]), ["root/card/hole"])
        XCTAssertEqual(try XCTUnwrap(doc.corners(of: "root/card/hole", at: 0)).alpha, 0.8 * 0.6, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(doc.corners(of: "root/card", at: 0)).alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(doc.corners(of: "root/card/dot", at: 0)).alpha, 0.5, accuracy: 1e-9)
    }

    /// The framing of a drawing ignores the mask (it draws nothing of its own): a mask far
    /// outside the canvas does not widen the content bounds, which the card and dot set.
    func testTheMaskDoesNotWidenTheContentBounds() throws {
        let (scene, _, hole) = try makeScene()
        let before = try svg(scene).all("g").first { $0["transform"]?.hasPrefix("scale") == true }?["transform"]
        hole.frame = Rect(x: 900, y: 900, width: 40, height: 20)
        let after = try svg(scene).all("g").first { $0["transform"]?.hasPrefix("scale") == true }?["transform"]
        XCTAssertNotNil(before)
        XCTAssertEqual(before, after)
    }
}
