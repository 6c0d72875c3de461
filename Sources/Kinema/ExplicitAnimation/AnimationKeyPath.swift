/// What an explicit animation animates: an animatable property of a view, or one component of it
/// (Core Animation's key path: `position`, `position.x`, `transform.rotation.z`, ...).
///
/// A whole property's animation replaces the property's value (or adds to it, when additive). A
/// component's animation changes only that component and keeps the others as the value below
/// has them: `position.x` keeps the y coordinate; the transform's components (`rotation`,
/// `scale`, `scaleX`, `scaleY`, `translationX`, `translationY`, `translation`) are those of its
/// decomposition (scale, then rotation, then translation), recomposed after the change, so
/// a shear in the model transform is dropped while a component animates.
///
/// ```swift
/// let spin = AnimationKeyPath(coreAnimation: "transform.rotation.z")   // .rotation
/// ```
public struct AnimationKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// A part of a property's value.
    public enum Component: String, Hashable, Sendable, CaseIterable {
        /// A point's x (`position.x`).
        case x
        /// A point's y (`position.y`).
        case y
        /// A size's width (`bounds.size.width`, `shadowOffset.width`).
        case width
        /// A size's height (`bounds.size.height`, `shadowOffset.height`).
        case height
        /// The transform's rotation angle in radians, positive clockwise (`transform.rotation.z`).
        case rotation
        /// Both scale factors of the transform (`transform.scale`): read as their mean, written
        /// to both (an additive animation writes the mean plus its value to both).
        case scale
        /// The transform's horizontal scale (`transform.scale.x`).
        case scaleX
        /// The transform's vertical scale (`transform.scale.y`).
        case scaleY
        /// The transform's horizontal translation (`transform.translation.x`).
        case translationX
        /// The transform's vertical translation (`transform.translation.y`).
        case translationY
        /// The transform's translation as a size (`transform.translation`).
        case translation
    }

    /// The property.
    public let property: AnimatableProperty
    /// The component, or nil for the whole value.
    public let component: Component?

    /// The whole property.
    public init(_ property: AnimatableProperty) {
        self.property = property
        component = nil
    }

    /// A component of a property, or nil when the property has no such component (points have
    /// `x` and `y`; sizes `width` and `height`; the transform its decomposition's parts).
    public init?(_ property: AnimatableProperty, _ component: Component) {
        guard Self.components(of: property).contains(component) else { return nil }
        self.property = property
        self.component = component
    }

    private init(unchecked property: AnimatableProperty, _ component: Component?) {
        self.property = property
        self.component = component
    }

    /// The components a property has.
    public static func components(of property: AnimatableProperty) -> [Component] {
        switch property {
        case .center, .boundsOrigin: [.x, .y]
        case .boundsSize, .shadowOffset: [.width, .height]
        case .transform: [.rotation, .scale, .scaleX, .scaleY, .translationX, .translationY, .translation]
        default: []
        }
    }

    /// Core Animation's key path, or nil when Kinema does not animate it. Known: the property
    /// keys (``AnimatableProperty/coreAnimationKey``: `position`, `bounds`, `transform`,
    /// `opacity`, `cornerRadius`, `borderWidth`, `backgroundColor`, `borderColor`,
    /// `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, `strokeStart`, `strokeEnd`,
    /// `lineWidth`, `fillColor`, `strokeColor`, `lineDashPhase`, `bounds.origin`, `anchorPoint`,
    /// `fontSize`, `path`, `colors`, `locations`, `startPoint`, `endPoint`, `foregroundColor`),
    /// `bounds.size`,
    /// `position.x`, `position.y`, `bounds.origin.x`, `bounds.origin.y`, `bounds.size.width`,
    /// `bounds.size.height`,
    /// `shadowOffset.width`, `shadowOffset.height`, `transform.rotation`,
    /// `transform.rotation.z`, `transform.scale`, `transform.scale.x`, `transform.scale.y`,
    /// `transform.translation`, `transform.translation.x`, `transform.translation.y`.
    public init?(coreAnimation keyPath: String) {
        if let property = AnimatableProperty.allCases.first(where: { $0.coreAnimationKey == keyPath }) {
            self.init(property)
            return
        }
        guard let (property, component) = Self.componentKeyPaths[keyPath] else { return nil }
        self.init(unchecked: property, component)
    }

    private static let componentKeyPaths: [String: (AnimatableProperty, Component?)] = [
        "bounds.size": (.boundsSize, nil),
        "position.x": (.center, .x), "position.y": (.center, .y),
        "bounds.origin.x": (.boundsOrigin, .x), "bounds.origin.y": (.boundsOrigin, .y),
        "bounds.size.width": (.boundsSize, .width), "bounds.size.height": (.boundsSize, .height),
        "shadowOffset.width": (.shadowOffset, .width), "shadowOffset.height": (.shadowOffset, .height),
        "transform.rotation": (.transform, .rotation), "transform.rotation.z": (.transform, .rotation),
        "transform.scale": (.transform, .scale), "transform.scale.x": (.transform, .scaleX),
        "transform.scale.y": (.transform, .scaleY), "transform.translation": (.transform, .translation),
        "transform.translation.x": (.transform, .translationX),
        "transform.translation.y": (.transform, .translationY)
    ]

    /// Core Animation's spelling (`position.x`, `transform.rotation.z`, `opacity`, ...).
    public var coreAnimationKeyPath: String {
        guard let component else { return property.coreAnimationKey }
        let base = property == .boundsSize ? "bounds.size" : property.coreAnimationKey
        switch component {
        case .rotation: return "transform.rotation.z"
        case .scale: return "transform.scale"
        case .scaleX: return "transform.scale.x"
        case .scaleY: return "transform.scale.y"
        case .translationX: return "transform.translation.x"
        case .translationY: return "transform.translation.y"
        case .translation: return "transform.translation"
        default: return "\(base).\(component.rawValue)"
        }
    }

    /// The key path as Core Animation spells it.
    public var description: String { coreAnimationKeyPath }

    /// The type of value the key path takes: the property's value type for the whole property
    /// (from its entry in the property table), a number or a size for a component.
    public var valueKind: AnimationValueKind {
        switch component {
        case nil: property.descriptor.valueKind
        case .translation: .size
        default: .number
        }
    }

    /// `position`.
    public static let position = AnimationKeyPath(.center)
    /// `position.x`.
    public static let positionX = AnimationKeyPath(unchecked: .center, .x)
    /// `position.y`.
    public static let positionY = AnimationKeyPath(unchecked: .center, .y)
    /// `bounds` (its size).
    public static let boundsSize = AnimationKeyPath(.boundsSize)
    /// `bounds.size.width`.
    public static let width = AnimationKeyPath(unchecked: .boundsSize, .width)
    /// `bounds.size.height`.
    public static let height = AnimationKeyPath(unchecked: .boundsSize, .height)
    /// `opacity`.
    public static let opacity = AnimationKeyPath(.alpha)
    /// `transform`.
    public static let transform = AnimationKeyPath(.transform)
    /// `transform.rotation.z`.
    public static let rotation = AnimationKeyPath(unchecked: .transform, .rotation)
    /// `transform.scale`.
    public static let scale = AnimationKeyPath(unchecked: .transform, .scale)
    /// `transform.scale.x`.
    public static let scaleX = AnimationKeyPath(unchecked: .transform, .scaleX)
    /// `transform.scale.y`.
    public static let scaleY = AnimationKeyPath(unchecked: .transform, .scaleY)
    /// `transform.translation.x`.
    public static let translationX = AnimationKeyPath(unchecked: .transform, .translationX)
    /// `transform.translation.y`.
    public static let translationY = AnimationKeyPath(unchecked: .transform, .translationY)
    /// `strokeStart` (a shape's).
    public static let strokeStart = AnimationKeyPath(.strokeStart)
    /// `strokeEnd` (a shape's).
    public static let strokeEnd = AnimationKeyPath(.strokeEnd)
    /// `lineWidth` (a shape's stroke).
    public static let lineWidth = AnimationKeyPath(.lineWidth)
    /// `fillColor` (a shape's).
    public static let fillColor = AnimationKeyPath(.fillColor)
    /// `strokeColor` (a shape's).
    public static let strokeColor = AnimationKeyPath(.strokeColor)
    /// `lineDashPhase` (a shape's dashes).
    public static let lineDashPhase = AnimationKeyPath(.lineDashPhase)
    /// `path` (a shape's path; values are ``AnimationValue/path(_:)``).
    public static let path = AnimationKeyPath(.path)
    /// `colors` (a gradient's colours; values are ``AnimationValue/colors(_:)``).
    public static let colors = AnimationKeyPath(.colors)
    /// `locations` (where a gradient's colours sit; values are ``AnimationValue/numbers(_:)``).
    public static let locations = AnimationKeyPath(.locations)
    /// `startPoint` (where a gradient's line starts; values are points).
    public static let startPoint = AnimationKeyPath(.startPoint)
    /// `endPoint` (where a gradient's line ends; values are points).
    public static let endPoint = AnimationKeyPath(.endPoint)
    /// `foregroundColor`: a text's colour.
    public static let textColor = AnimationKeyPath(.textColor)
    /// `bounds.origin`: the origin of the view's own coordinates.
    public static let boundsOrigin = AnimationKeyPath(.boundsOrigin)
    /// `anchorPoint`: the point of the bounds at the position (values are points in unit
    /// coordinates).
    public static let anchorPoint = AnimationKeyPath(.anchorPoint)
    /// `fontSize`: the size of a text (values are numbers).
    public static let fontSize = AnimationKeyPath(.fontSize)
}
