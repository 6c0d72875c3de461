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
}

/// A value type an explicit animation can carry: converts from ``AnimationValue``.
protocol ExplicitValue: TrackValue {
    /// The kind of ``AnimationValue`` that holds this type.
    static var kind: AnimationValueKind { get }
    /// The value held by `value`, or nil when it holds another type.
    init?(_ value: AnimationValue)
    /// The value as an ``AnimationValue``.
    var animationValue: AnimationValue { get }
}

extension Double: ExplicitValue {
    static var kind: AnimationValueKind { .number }
    var animationValue: AnimationValue { .number(self) }
    init?(_ value: AnimationValue) {
        guard case .number(let x) = value else { return nil }
        self = x
    }
}

extension Point: ExplicitValue {
    static var kind: AnimationValueKind { .point }
    var animationValue: AnimationValue { .point(self) }
    init?(_ value: AnimationValue) {
        guard case .point(let p) = value else { return nil }
        self = p
    }
}

extension Size: ExplicitValue {
    static var kind: AnimationValueKind { .size }
    var animationValue: AnimationValue { .size(self) }
    init?(_ value: AnimationValue) {
        guard case .size(let s) = value else { return nil }
        self = s
    }
}

extension Color: ExplicitValue {
    static var kind: AnimationValueKind { .color }
    var animationValue: AnimationValue { .color(self) }
    init?(_ value: AnimationValue) {
        guard case .color(let c) = value else { return nil }
        self = c
    }
}

extension TransformValue: ExplicitValue {
    static var kind: AnimationValueKind { .transform }
    var animationValue: AnimationValue { .transform(matrix) }
    /// A transform's decomposition (animations carry no exact matrix).
    init?(_ value: AnimationValue) {
        guard case .transform(let m) = value else { return nil }
        self = TransformValue(m).animatable
    }
}
