import Kinema
import XCTest

/// The property table: every animatable property described once, the setters' limits, the frame
/// columns it defines, and the layer shadow added through it.
final class PropertyTableTests: XCTestCase {
    func testThePropertiesAndTheirCoreAnimationKeys() {
        // Core Animation's key paths for the layer properties UIKit's view properties map to.
        XCTAssertEqual(
            AnimatableProperty.allCases.map(\.coreAnimationKey),
            [
                "position", "bounds", "transform", "opacity", "cornerRadius", "borderWidth", "backgroundColor",
                "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "strokeStart",
                "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "bounds.origin",
                "anchorPoint", "fontSize", "path", "colors", "locations", "startPoint", "endPoint", "foregroundColor"
            ])
        XCTAssertEqual(
            AnimatableProperty.allCases.filter(\.isContent),
            [.path, .colors, .locations, .startPoint, .endPoint, .textColor])
        XCTAssertEqual(AnimatableProperty.allCases.filter(\.affectsLayout), [.center, .boundsSize, .anchorPoint])
        XCTAssertEqual(AnimatableProperty.shadowOffset.name, "shadowOffset")
    }

    /// `kinema play`'s CSV header, as the command-line tool article states it, and the golden
    /// dump's columns (the same plus the border width), both read off the one column table.
    func testTheColumnsOfEveryFormatComeFromTheTable() {
        XCTAssertEqual(
            FrameSnapshot.csvHeader,
            "t,view,centerX,centerY,width,height,rotation,scaleX,scaleY,translateX,translateY,alpha,"
                + "cornerRadius,color,hidden")
        XCTAssertEqual(
            FrameColumns.names(of: FrameColumns.golden(for: [])),
            [
                "view", "centerX", "centerY", "width", "height", "rotation", "scaleX", "scaleY", "translateX",
                "translateY", "alpha", "cornerRadius", "borderWidth", "color", "hidden"
            ])
        XCTAssertEqual(
            FrameColumns.names(of: FrameColumns.all).suffix(12),
            [
                "shadowOpacity", "shadowRadius", "shadowOffsetX", "shadowOffsetY", "shadowColor", "strokeStart",
                "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "hidden"
            ])
        let names = FrameColumns.names(of: FrameColumns.all)
        XCTAssertEqual(FrameColumns.groups(named: names).map(FrameColumns.names(of:)), names)
        XCTAssertNil(FrameColumns.groups(named: ["view", "centerX"]), "half of a group is not a group")
    }

    /// The CSV rows quote a name holding a comma and write a negative zero as 0.0, as RFC 4180 and
    /// the format say (the rows used to be built apart from the CSV writer and did neither).
    func testCSVRowsQuoteNamesAndNormalizeNegativeZero() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "a,\"b\"", frame: Rect(x: -5, y: -5, width: 10, height: 10)) // centre (0, 0)
        view.center = Point(x: -0.0, y: 0)
        try scene.root.addSubview(view)
        let rows = scene.snapshot().csvRows
        XCTAssertEqual(rows[1], "0.0,\"a,\"\"b\"\"\",0.0,0.0,10.0,10.0,0.0,1.0,1.0,0.0,0.0,1.0,0.0,#00000000,0")
    }

    /// Every setter refuses NaN, an infinity and a magnitude past 1e9: the old value stays and the
    /// scene's diagnostics say which property of which view, at the scene's time.
    func testSettersRefuseValuesOutsideTheLimits() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "box", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        try scene.root.addSubview(view)
        try scene.advance(to: 0.5)
        let before = view.modelValues
        let frameBefore = view.frame
        let bad: [Double] = [.nan, .infinity, -.infinity, 2e9]
        var refusals = 0
        for x in bad {
            view.center = Point(x: x, y: 0)
            view.bounds = Rect(x: 0, y: 0, width: 1, height: x)
            view.bounds = Rect(x: x, y: 0, width: 1, height: 1)
            view.frame = Rect(x: 0, y: x, width: 1, height: 1)
            view.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: 0)
            view.alpha = x
            view.backgroundColor = Color(red: x, green: 0, blue: 0)
            view.cornerRadius = x
            view.borderWidth = x
            view.borderColor = Color(red: 0, green: 0, blue: x)
            view.shadowOpacity = x
            view.shadowRadius = x
            view.shadowOffset = Size(width: x, height: 0)
            view.shadowColor = Color(white: x)
            view.boundsOrigin = Point(x: 0, y: x)
            refusals += 15
        }
        XCTAssertEqual(view.modelValues, before)
        XCTAssertEqual(view.frame, frameBefore)
        XCTAssertEqual(view.boundsOrigin, .zero)
        XCTAssertEqual(scene.diagnostics.count, refusals)
        XCTAssertTrue(scene.diagnostics.allSatisfy { $0.source == .property && $0.time == 0.5 })
        XCTAssertEqual(
            scene.diagnostics.first?.message,
            "the center of 'box' must be finite and at most 1e9 in magnitude; it keeps its value")
        XCTAssertTrue(scene.snapshot().views.allSatisfy(\.isFinite))
        // The bound itself is accepted.
        view.alpha = 1e9
        XCTAssertEqual(view.alpha, 1e9)
    }

    /// A view outside any scene keeps its refusals and hands them to the scene it joins.
    func testRefusalsOutsideASceneReachTheSceneTheViewJoins() throws {
        let view = View(name: "loose", frame: Rect(x: .nan, y: 0, width: 1, height: 1))
        XCTAssertEqual(view.frame, .zero, "a frame that is not finite leaves the defaults")
        view.alpha = .nan
        let scene = Scene(size: Size(width: 10, height: 10))
        try scene.advance(to: 2)
        XCTAssertTrue(scene.diagnostics.isEmpty)
        try scene.root.addSubview(view)
        XCTAssertEqual(
            scene.diagnostics.compactMap { $0.error as? SceneError },
            [
                .propertyOutOfRange(property: "frame", view: "loose"),
                .propertyOutOfRange(property: "alpha", view: "loose")
            ])
        XCTAssertEqual(scene.diagnostics.map(\.time), [2, 2])
    }

    /// The shadow's defaults are Core Animation's: opacity 0, radius 3, offset (0, -3), black.
    /// Its properties animate like any other: shadowOpacity 0 -> 0.8 linear over 1 s is 0.4 at 0.5 s.
    func testTheShadowAnimatesLikeAnyProperty() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let card = View(name: "card", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        try scene.root.addSubview(card)
        XCTAssertEqual([card.shadowOpacity, card.shadowRadius], [0, 3])
        XCTAssertEqual(card.shadowOffset, Size(width: 0, height: -3))
        XCTAssertEqual(card.shadowColor, .black)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            card.shadowOpacity = 0.8
            card.shadowRadius = 13
            card.shadowOffset = Size(width: 10, height: 7)
            card.shadowColor = Color(red: 1, green: 0, blue: 0)
        }
        XCTAssertEqual(card.animatingProperties, [.shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor])
        try scene.advance(to: 0.5)
        let p = card.presentation
        XCTAssertEqual(p.shadowOpacity, 0.4, accuracy: 1e-12) // 0 + 0.8 * 0.5
        XCTAssertEqual(p.shadowRadius, 8, accuracy: 1e-12) // 3 + 10 * 0.5
        XCTAssertEqual(p.shadowOffset.width, 5, accuracy: 1e-12) // 0 + 10 * 0.5
        XCTAssertEqual(p.shadowOffset.height, 2, accuracy: 1e-12) // -3 + 10 * 0.5
        XCTAssertEqual(p.shadowColor.red, 0.5, accuracy: 1e-12) // 0 + 1 * 0.5
        try scene.advance(to: 1)
        XCTAssertEqual(card.animatingProperties, [])
        XCTAssertEqual(card.presentation.shadowOpacity, 0.8)
    }

    /// The optional columns: a frame whose views use no shadow keeps the golden columns; one whose
    /// card has a shadow opacity gets that column only (the other shadow properties are at their
    /// defaults).
    func testOptionalColumnsAppearWhenAViewUsesThem() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let card = View(name: "card", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        try scene.root.addSubview(card)
        let plain = scene.snapshot()
        card.shadowOpacity = 0.25
        let shadowed = scene.snapshot()
        XCTAssertFalse(FrameColumns.names(of: FrameColumns.golden(for: [plain])).contains("shadowOpacity"))
        let names = FrameColumns.names(of: FrameColumns.golden(for: [plain, shadowed]))
        XCTAssertEqual(names.suffix(3), ["color", "shadowOpacity", "hidden"])
        XCTAssertEqual(
            FrameColumns.names(of: FrameColumns.json(for: shadowed.views[1])).suffix(2),
            ["shadowOpacity", "hidden"])
        XCTAssertEqual(FrameColumns.json(for: shadowed.views[0]).count, FrameColumns.standard.count, "root: no shadow")
        // A group's fields set back on a snapshot give the same fields.
        let group = try XCTUnwrap(FrameColumns.all.first { $0.names == ["shadowOpacity"] })
        var copy = shadowed.views[0]
        group.apply(group.values(of: shadowed.views[1])[...], to: &copy)
        XCTAssertEqual(copy.shadowOpacity, 0.25)
    }

    /// The transform's model value keeps the exact matrix it was given (a shear, which the
    /// decomposition cannot hold); an animation runs on the decomposition and the presentation
    /// shows the recomposed matrix while it runs, then the exact one again.
    func testTheTransformKeepsItsExactMatrix() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let card = View(name: "card", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        try scene.root.addSubview(card)
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
        card.transform = shear
        XCTAssertEqual(card.transform, shear)
        XCTAssertEqual(card.presentation.transform, shear)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            card.transform = AffineTransform(rotationAngle: 1)
        }
        card.transform = shear // outside the block: no animation, the exact matrix at once
        XCTAssertEqual(card.transform, shear)
        try scene.advance(to: 0.5)
        // The running animation adds (rotation 0 - 1) * 0.5 to the shear's decomposition:
        // rotation atan2(0, 1) - 0.5, so the presentation is recomposed, not the shear.
        XCTAssertEqual(card.presentation.decomposedTransform.rotation, -0.5, accuracy: 1e-12)
        XCTAssertNotEqual(card.presentation.transform, shear)
        try scene.advance(to: 1)
        XCTAssertEqual(card.presentation.transform, shear)
    }
}
