import KinemaCore

/// The property table: every animatable property of a view, once, in ``AnimatableProperty``'s
/// order (which is also the order of their columns in a frame's rows).
///
/// Adding a property takes an entry here, its field in ``ViewValues`` and its accessors on
/// ``View``; drawing it is the renderers' business. Everything else (recording changes in
/// animation blocks, property animators, keyframes, presentation values, snapshots, the frame
/// writers and readers) goes through the table.
enum PropertyTable {
    /// The descriptors, indexed by the property's raw value.
    static let descriptors: [any AnyPropertyDescriptor] = [
        PropertyDescriptor<Point>.center, PropertyDescriptor<Size>.size, PropertyDescriptor<TransformValue>.transform,
        PropertyDescriptor<Double>.alpha, PropertyDescriptor<Double>.cornerRadius,
        PropertyDescriptor<Double>.borderWidth,
        PropertyDescriptor<Color>.backgroundColor, PropertyDescriptor<Color>.borderColor,
        PropertyDescriptor<Double>.shadowOpacity, PropertyDescriptor<Double>.shadowRadius,
        PropertyDescriptor<Size>.shadowOffset, PropertyDescriptor<Color>.shadowColor,
        PropertyDescriptor<Double>.strokeStart, PropertyDescriptor<Double>.strokeEnd,
        PropertyDescriptor<Double>.lineWidth, PropertyDescriptor<Color>.fillColor,
        PropertyDescriptor<Color>.strokeColor, PropertyDescriptor<Double>.lineDashPhase,
        PropertyDescriptor<Point>.boundsOrigin, PropertyDescriptor<Point>.anchorPoint,
        PropertyDescriptor<Double>.fontSize,
        PropertyDescriptor<ContentMorph>.path, PropertyDescriptor<ContentMorph>.colors,
        PropertyDescriptor<ContentMorph>.locations, PropertyDescriptor<ContentMorph>.startPoint,
        PropertyDescriptor<ContentMorph>.endPoint, PropertyDescriptor<ContentMorph>.textColor
    ]

    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: the table lists every property once, at its raw value.
        static let isConsistent: Bool =
            descriptors.count == AnimatableProperty.allCases.count
            && descriptors.indices.allSatisfy { descriptors[$0].property.rawValue == $0 }
    #endif
}

/// The default values, which a column shown when used is compared with.
private let defaults = ViewValues()

extension PropertyDescriptor where Value == Point {
    /// `center` (Core Animation's `position`): adds. Columns `centerX`, `centerY`: the presentation
    /// centre mapped into root coordinates.
    static let center = PropertyDescriptor(
        .center, name: "center", coreAnimationKey: "position", isAdditive: true, affectsLayout: true,
        path: \.center,
        columns: .numbers(
            ["centerX", "centerY"], read: { $0.center }, numbers: { [$0.x, $0.y] },
            write: { n, v in v.center = Point(x: n[0], y: n[1]) }))

    /// `bounds.origin`: adds, as UIKit's bounds animations do. No column: the frame's matrices
    /// place the subviews it moves, and ``ViewSnapshot/boundsOrigin`` holds it. Its changes move
    /// the layout through ``View/boundsOrigin``'s setter (the constraints that hold it), not as a
    /// property that affects layout.
    static let boundsOrigin = PropertyDescriptor(
        .boundsOrigin, name: "boundsOrigin", coreAnimationKey: "bounds.origin", isAdditive: true,
        path: \.boundsOrigin, columns: nil)

    /// `anchorPoint`: replaces, as Core Animation's does. It moves the frame about a fixed
    /// ``View/center``, so a change asks for a layout pass (which puts a constrained view's frame
    /// back). No column: the frame's matrices place the view by it.
    static let anchorPoint = PropertyDescriptor(
        .anchorPoint, name: "anchorPoint", coreAnimationKey: "anchorPoint", isAdditive: false, affectsLayout: true,
        path: \.anchorPoint, columns: nil)
}

extension PropertyDescriptor where Value == Size {
    /// `bounds.size` (Core Animation's `bounds`): adds. Columns `width`, `height`.
    static let size = PropertyDescriptor(
        .boundsSize, name: "boundsSize", coreAnimationKey: "bounds", isAdditive: true, affectsLayout: true,
        path: \.size,
        columns: .numbers(
            ["width", "height"], read: { $0.values.size }, numbers: { [$0.width, $0.height] },
            write: { n, v in v.values.size = Size(width: n[0], height: n[1]) }))

    /// `shadowOffset` (CALayer's): replaces. Columns `shadowOffsetX`, `shadowOffsetY` when used.
    static let shadowOffset = PropertyDescriptor(
        .shadowOffset, name: "shadowOffset", coreAnimationKey: "shadowOffset", isAdditive: false,
        path: \.shadowOffset,
        columns: .numbers(
            ["shadowOffsetX", "shadowOffsetY"], presence: .whenUsed, read: { $0.values.shadowOffset },
            numbers: { [$0.width, $0.height] },
            write: { n, v in v.values.shadowOffset = Size(width: n[0], height: n[1]) },
            used: { $0.values.shadowOffset != defaults.shadowOffset }))
}

extension PropertyDescriptor where Value == TransformValue {
    /// `transform`: adds (decided), along the shortest arc. Columns `rotation`, `scaleX`,
    /// `scaleY`, `translateX`, `translateY`: the presentation matrix decomposed.
    static let transform = PropertyDescriptor(
        .transform, name: "transform", coreAnimationKey: "transform", isAdditive: true,
        path: \.transformValue,
        columns: .numbers(
            ["rotation", "scaleX", "scaleY", "translateX", "translateY"], read: { $0.decomposed },
            numbers: { [$0.rotation, $0.scaleX, $0.scaleY, $0.translateX, $0.translateY] },
            write: { n, v in
                v.values.transform =
                    DecomposedTransform(
                        scaleX: n[1], scaleY: n[2], rotation: n[0], translateX: n[3], translateY: n[4]
                    ).affineTransform
            }))
}

extension PropertyDescriptor where Value == Double {
    /// `alpha` (Core Animation's `opacity`): replaces. Column `alpha`.
    static let alpha = scalar(
        .alpha, name: "alpha", key: "opacity", isAdditive: false, presence: .always,
        path: \.alpha)
    /// `cornerRadius`: adds. Column `cornerRadius`.
    static let cornerRadius = scalar(
        .cornerRadius, name: "cornerRadius", key: "cornerRadius", isAdditive: true,
        presence: .always, path: \.cornerRadius)
    /// `borderWidth`: replaces. Column `borderWidth` in golden dumps.
    static let borderWidth = scalar(
        .borderWidth, name: "borderWidth", key: "borderWidth", isAdditive: false,
        presence: .goldenDumps, path: \.borderWidth)
    /// `shadowOpacity`: replaces. Column `shadowOpacity` when used.
    static let shadowOpacity = scalar(
        .shadowOpacity, name: "shadowOpacity", key: "shadowOpacity", isAdditive: false,
        presence: .whenUsed, path: \.shadowOpacity)
    /// `shadowRadius`: replaces. Column `shadowRadius` when used.
    static let shadowRadius = scalar(
        .shadowRadius, name: "shadowRadius", key: "shadowRadius", isAdditive: false,
        presence: .whenUsed, path: \.shadowRadius)

    /// `strokeStart`: replaces. Column `strokeStart` when used.
    static let strokeStart = scalar(
        .strokeStart, name: "strokeStart", key: "strokeStart", isAdditive: false,
        presence: .whenUsed, path: \.strokeStart)
    /// `strokeEnd`: replaces. Column `strokeEnd` when used.
    static let strokeEnd = scalar(
        .strokeEnd, name: "strokeEnd", key: "strokeEnd", isAdditive: false,
        presence: .whenUsed, path: \.strokeEnd)
    /// `lineWidth`: replaces. Column `lineWidth` when used.
    static let lineWidth = scalar(
        .lineWidth, name: "lineWidth", key: "lineWidth", isAdditive: false,
        presence: .whenUsed, path: \.lineWidth)
    /// `lineDashPhase`: replaces. Column `lineDashPhase` when used.
    static let lineDashPhase = scalar(
        .lineDashPhase, name: "lineDashPhase", key: "lineDashPhase", isAdditive: false,
        presence: .whenUsed, path: \.lineDashPhase)

    /// `fontSize` (CATextLayer's): replaces. Its model value mirrors ``View/textStyle``'s size,
    /// written by that setter (never animated by blocks); explicit animations move it, and the
    /// frames' text styles show it. No column: ``ViewSnapshot/textStyle`` holds it.
    static let fontSize = PropertyDescriptor(
        .fontSize, name: "fontSize", coreAnimationKey: "fontSize", isAdditive: false, path: \.fontSize,
        columns: nil)

    /// A number property with one column named after it.
    private static func scalar(
        _ property: AnimatableProperty, name: String, key: String, isAdditive: Bool,
        presence: FrameColumnGroup.Presence,
        path: WritableKeyPath<ViewValues, Double> & Sendable
    ) -> PropertyDescriptor {
        let defaultValue = defaults[keyPath: path]
        return PropertyDescriptor(
            property, name: name, coreAnimationKey: key, isAdditive: isAdditive, path: path,
            columns: .numbers(
                [name], presence: presence, read: { $0.values[keyPath: path] }, numbers: { [$0] },
                write: { n, v in v.values[keyPath: path] = n[0] },
                used: { $0.values[keyPath: path] != defaultValue }))
    }
}

extension PropertyDescriptor where Value == Color {
    /// `backgroundColor`: replaces. Column `color`.
    static let backgroundColor = PropertyDescriptor(
        .backgroundColor, name: "backgroundColor", coreAnimationKey: "backgroundColor", isAdditive: false,
        path: \.backgroundColor,
        columns: .color("color", read: { $0.values.backgroundColor }, write: { c, v in v.values.backgroundColor = c }))
    /// `borderColor`: replaces. No column (renderers read it from the snapshot).
    static let borderColor = PropertyDescriptor(
        .borderColor, name: "borderColor", coreAnimationKey: "borderColor", isAdditive: false,
        path: \.borderColor, columns: nil)
    /// `shadowColor`: replaces. Column `shadowColor` when used.
    static let shadowColor = PropertyDescriptor(
        .shadowColor, name: "shadowColor", coreAnimationKey: "shadowColor", isAdditive: false,
        path: \.shadowColor,
        columns: .color(
            "shadowColor", presence: .whenUsed, read: { $0.values.shadowColor },
            write: { c, v in v.values.shadowColor = c }, used: { $0.values.shadowColor != defaults.shadowColor }))
    /// `fillColor`: replaces. Column `fillColor` when used.
    static let fillColor = PropertyDescriptor(
        .fillColor, name: "fillColor", coreAnimationKey: "fillColor", isAdditive: false,
        path: \.fillColor,
        columns: .color(
            "fillColor", presence: .whenUsed, read: { $0.values.fillColor },
            write: { c, v in v.values.fillColor = c }, used: { $0.values.fillColor != defaults.fillColor }))
    /// `strokeColor`: replaces. Column `strokeColor` when used.
    static let strokeColor = PropertyDescriptor(
        .strokeColor, name: "strokeColor", coreAnimationKey: "strokeColor", isAdditive: false,
        path: \.strokeColor,
        columns: .color(
            "strokeColor", presence: .whenUsed, read: { $0.values.strokeColor },
            write: { c, v in v.values.strokeColor = c }, used: { $0.values.strokeColor != defaults.strokeColor }))
}

extension PropertyDescriptor where Value == ContentMorph {
    // The content properties share the one field (a view's content is a shape or a gradient,
    // never both) and write no column: the frame's content holds what they show.

    /// `path`: replaces.
    static let path = PropertyDescriptor(
        .path, name: "path", coreAnimationKey: "path", isAdditive: false, path: \.contentMorph, columns: nil)
    /// A gradient's `colors`: replaces; animations take lists of colours.
    static let colors = PropertyDescriptor(
        .colors, name: "colors", coreAnimationKey: "colors", isAdditive: false, path: \.contentMorph, columns: nil,
        valueKind: .colors)
    /// A gradient's `locations`: replaces; animations take lists of numbers.
    static let locations = PropertyDescriptor(
        .locations, name: "locations", coreAnimationKey: "locations", isAdditive: false, path: \.contentMorph,
        columns: nil, valueKind: .numbers)
    /// A gradient's `startPoint`: replaces; animations take points.
    static let startPoint = PropertyDescriptor(
        .startPoint, name: "startPoint", coreAnimationKey: "startPoint", isAdditive: false, path: \.contentMorph,
        columns: nil, valueKind: .point)
    /// A gradient's `endPoint`: replaces; animations take points.
    static let endPoint = PropertyDescriptor(
        .endPoint, name: "endPoint", coreAnimationKey: "endPoint", isAdditive: false, path: \.contentMorph,
        columns: nil, valueKind: .point)
    /// A text's colour (Core Animation's `foregroundColor`): replaces; animations take colours.
    static let textColor = PropertyDescriptor(
        .textColor, name: "textColor", coreAnimationKey: "foregroundColor", isAdditive: false,
        path: \.contentMorph, columns: nil, valueKind: .color)
}
