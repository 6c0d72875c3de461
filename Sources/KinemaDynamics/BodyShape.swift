import KinemaCore
/// The shape of a body, used for its mass properties and for boundary collision.
///
/// Shapes are centred on the body's position. Bodies do not collide with each other; a shape only
/// matters against the world's optional boundary rectangle.
public enum BodyShape: Hashable, Sendable {
    /// An axis-aligned (in body coordinates) rectangle of the given size.
    case rectangle(Size)
    /// A disc of the given radius.
    case circle(radius: Double)

    /// The area: `width * height` or `pi * radius^2`.
    @inlinable public var area: Double {
        switch self {
        case .rectangle(let size): return size.width * size.height
        case .circle(let radius): return Double.pi * radius * radius
        }
    }

    /// The rotational inertia about the centre per unit mass:
    /// `(width^2 + height^2) / 12` for a rectangle, `radius^2 / 2` for a disc.
    @inlinable public var inertiaPerUnitMass: Double {
        switch self {
        case .rectangle(let size): return (size.width * size.width + size.height * size.height) / 12
        case .circle(let radius): return radius * radius / 2
        }
    }

    /// Throws unless every dimension is finite and non-negative.
    func validate() throws(DynamicsError) {
        switch self {
        case .rectangle(let size):
            try DynamicsError.requireNonNegative(size.width, "width")
            try DynamicsError.requireNonNegative(size.height, "height")
        case .circle(let radius):
            try DynamicsError.requireNonNegative(radius, "radius")
        }
    }
}
