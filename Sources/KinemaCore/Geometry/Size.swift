/// A width and a height (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// A size of 0 by 0.
    public static let zero = Size(width: 0, height: 0)

    /// `(width x height)`.
    public var description: String { "(\(width) x \(height))" }
}

extension Size: AnimatableValue {
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ other: Size) -> Size {
        Size(width: width + other.width, height: height + other.height)
    }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ other: Size) -> Size {
        Size(width: width - other.width, height: height - other.height)
    }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double { width * width + height * height }
    /// `[width, height]` (`AnimatableValue`).
    public var components: [Double] { [width, height] }
}
