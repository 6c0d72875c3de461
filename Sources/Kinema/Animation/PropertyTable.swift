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
        PropertyDescriptor<Double>.alpha, PropertyDescriptor<Double>.cornerRadius, PropertyDescriptor<Double>.borderWidth,
        PropertyDescriptor<Color>.backgroundColor, PropertyDescriptor<Color>.borderColor,
        PropertyDescriptor<Double>.shadowOpacity, PropertyDescriptor<Double>.shadowRadius,
        PropertyDescriptor<Size>.shadowOffset, PropertyDescriptor<Color>.shadowColor,
    ]

    #if KINEMA_INTERNAL_CHECKS
    /// Checked builds: the table lists every property once, at its raw value.
    static let isConsistent: Bool = descriptors.count == AnimatableProperty.allCases.count
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
        read: { $0.center }, write: { $0.center = $1 },
        columns: .numbers(["centerX", "centerY"], read: { $0.center }, numbers: { [$0.x, $0.y] },
                          write: { n, v in v.center = Point(x: n[0], y: n[1]) }))
}

extension PropertyDescriptor where Value == Size {
    /// `bounds.size` (Core Animation's `bounds`): adds. Columns `width`, `height`.
    static let size = PropertyDescriptor(
        .boundsSize, name: "boundsSize", coreAnimationKey: "bounds", isAdditive: true, affectsLayout: true,
        read: { $0.size }, write: { $0.size = $1 },
        columns: .numbers(["width", "height"], read: { $0.values.size }, numbers: { [$0.width, $0.height] },
                          write: { n, v in v.values.size = Size(width: n[0], height: n[1]) }))

    /// `shadowOffset` (CALayer's): replaces. Columns `shadowOffsetX`, `shadowOffsetY` when used.
    static let shadowOffset = PropertyDescriptor(
        .shadowOffset, name: "shadowOffset", coreAnimationKey: "shadowOffset", isAdditive: false,
        read: { $0.shadowOffset }, write: { $0.shadowOffset = $1 },
        columns: .numbers(["shadowOffsetX", "shadowOffsetY"], presence: .whenUsed, read: { $0.values.shadowOffset },
                          numbers: { [$0.width, $0.height] },
                          write: { n, v in v.values.shadowOffset = Size(width: n[0], height: n[1]) },
                          used: { $0.values.shadowOffset != defaults.shadowOffset }))
}

extension PropertyDescriptor where Value == TransformValue {
    /// `transform`: adds (decided), along the shortest arc. Columns `rotation`, `scaleX`,
    /// `scaleY`, `translateX`, `translateY`: the presentation matrix decomposed.
    static let transform = PropertyDescriptor(
        .transform, name: "transform", coreAnimationKey: "transform", isAdditive: true,
        read: { $0.transformValue }, write: { $0.transformValue = $1 },
        columns: .numbers(["rotation", "scaleX", "scaleY", "translateX", "translateY"], read: { $0.decomposed },
                          numbers: { [$0.rotation, $0.scaleX, $0.scaleY, $0.translateX, $0.translateY] },
                          write: { n, v in
                              v.values.transform = DecomposedTransform(
                                  scaleX: n[1], scaleY: n[2], rotation: n[0], translateX: n[3], translateY: n[4]
                              ).affineTransform
                          }))
}

extension PropertyDescriptor where Value == Double {
    /// `alpha` (Core Animation's `opacity`): replaces. Column `alpha`.
    static let alpha = scalar(.alpha, name: "alpha", key: "opacity", isAdditive: false, presence: .always,
                              read: { $0.alpha }, write: { $0.alpha = $1 })
    /// `cornerRadius`: adds. Column `cornerRadius`.
    static let cornerRadius = scalar(.cornerRadius, name: "cornerRadius", key: "cornerRadius", isAdditive: true,
                                     presence: .always, read: { $0.cornerRadius }, write: { $0.cornerRadius = $1 })
    /// `borderWidth`: replaces. Column `borderWidth` in golden dumps.
    static let borderWidth = scalar(.borderWidth, name: "borderWidth", key: "borderWidth", isAdditive: false,
                                    presence: .goldenDumps, read: { $0.borderWidth }, write: { $0.borderWidth = $1 })
    /// `shadowOpacity`: replaces. Column `shadowOpacity` when used.
    static let shadowOpacity = scalar(.shadowOpacity, name: "shadowOpacity", key: "shadowOpacity", isAdditive: false,
                                      presence: .whenUsed, read: { $0.shadowOpacity }, write: { $0.shadowOpacity = $1 })
    /// `shadowRadius`: replaces. Column `shadowRadius` when used.
    static let shadowRadius = scalar(.shadowRadius, name: "shadowRadius", key: "shadowRadius", isAdditive: false,
                                     presence: .whenUsed, read: { $0.shadowRadius }, write: { $0.shadowRadius = $1 })

    /// A number property with one column named after it.
    private static func scalar(_ property: AnimatableProperty, name: String, key: String, isAdditive: Bool,
                               presence: FrameColumnGroup.Presence,
                               read: @escaping @Sendable (ViewValues) -> Double,
                               write: @escaping @Sendable (inout ViewValues, Double) -> Void) -> PropertyDescriptor {
        let defaultValue = read(defaults)
        return PropertyDescriptor(
            property, name: name, coreAnimationKey: key, isAdditive: isAdditive, read: read, write: write,
            columns: .numbers([name], presence: presence, read: { read($0.values) }, numbers: { [$0] },
                              write: { n, v in write(&v.values, n[0]) }, used: { read($0.values) != defaultValue }))
    }
}

extension PropertyDescriptor where Value == Color {
    /// `backgroundColor`: replaces. Column `color`.
    static let backgroundColor = PropertyDescriptor(
        .backgroundColor, name: "backgroundColor", coreAnimationKey: "backgroundColor", isAdditive: false,
        read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 },
        columns: .color("color", read: { $0.values.backgroundColor }, write: { c, v in v.values.backgroundColor = c }))
    /// `borderColor`: replaces. No column (renderers read it from the snapshot).
    static let borderColor = PropertyDescriptor(
        .borderColor, name: "borderColor", coreAnimationKey: "borderColor", isAdditive: false,
        read: { $0.borderColor }, write: { $0.borderColor = $1 }, columns: nil)
    /// `shadowColor`: replaces. Column `shadowColor` when used.
    static let shadowColor = PropertyDescriptor(
        .shadowColor, name: "shadowColor", coreAnimationKey: "shadowColor", isAdditive: false,
        read: { $0.shadowColor }, write: { $0.shadowColor = $1 },
        columns: .color("shadowColor", presence: .whenUsed, read: { $0.values.shadowColor },
                        write: { c, v in v.values.shadowColor = c }, used: { $0.values.shadowColor != defaults.shadowColor }))
}
