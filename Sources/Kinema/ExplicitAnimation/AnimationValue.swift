import KinemaCore

/// A value an explicit animation goes from, to or through: one of the types the animatable
/// properties and their components hold (Core Animation's `fromValue`, `toValue`, `byValue` and
/// `values` take `Any`; Kinema names the types). A value whose type does not match the key path
/// it animates is refused when the animation is added (``AnimationError/valueTypeMismatch(keyPath:expected:)``).
public enum AnimationValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number: opacity, a corner radius, a border width, a shadow's opacity or radius, and
    /// every component (`position.x`, `transform.rotation.z`, ...).
    case number(Double)
    /// A point: `position`.
    case point(Point)
    /// A size: `bounds` (its size), `shadowOffset`, `transform.translation`.
    case size(Size)
    /// A colour: `backgroundColor`, `borderColor`, `shadowColor`.
    case color(Color)
    /// A transform: `transform`.
    case transform(AffineTransform)
    /// A shape's path: `path`.
    case path(BezierPath)
    /// A list of colours: a gradient's `colors`.
    case colors([Color])
    /// A list of numbers: a gradient's `locations`.
    case numbers([Double])

    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The kind of value, as key paths name what they take.
    public var kind: AnimationValueKind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .color: .color
        case .transform: .transform
        case .path: .path
        case .colors: .colors
        case .numbers: .numbers
        }
    }
}

/// The type of value a key path animates.
public enum AnimationValueKind: String, Hashable, Sendable, CaseIterable {
    /// ``AnimationValue/number(_:)``.
    case number
    /// ``AnimationValue/point(_:)``.
    case point
    /// ``AnimationValue/size(_:)``.
    case size
    /// ``AnimationValue/color(_:)``.
    case color
    /// ``AnimationValue/transform(_:)``.
    case transform
    /// ``AnimationValue/path(_:)``.
    case path
    /// ``AnimationValue/colors(_:)``.
    case colors
    /// ``AnimationValue/numbers(_:)``.
    case numbers
}

/// A value type an explicit animation can carry: converts from ``AnimationValue``.
protocol ExplicitValue: TrackValue {
    /// The value as an ``AnimationValue``.
    var animationValue: AnimationValue { get }
}

extension AnimationValue {
    /// The value held, as the type that carries it (a transform as its decomposition: animations
    /// carry no exact matrix); nil for a path or a list, which a content animation reads itself.
    var held: (any ExplicitValue)? {
        switch self {
        case .number(let x): x
        case .point(let p): p
        case .size(let s): s
        case .color(let c): c
        case .transform(let m): TransformValue(m).animatable
        case .path, .colors, .numbers: nil
        }
    }
}

extension ExplicitValue {
    /// The value held by `value`, or nil when it holds another type.
    init?(_ value: AnimationValue) {
        guard let held = value.held as? Self else { return nil }
        self = held
    }
}

extension Double: ExplicitValue {
    var animationValue: AnimationValue { .number(self) }
}

extension Point: ExplicitValue {
    var animationValue: AnimationValue { .point(self) }
}

extension Size: ExplicitValue {
    var animationValue: AnimationValue { .size(self) }
}

extension Color: ExplicitValue {
    var animationValue: AnimationValue { .color(self) }
}

extension TransformValue: ExplicitValue {
    var animationValue: AnimationValue { .transform(matrix) }
}
