/// The pictograms of ``/Kinema/ViewSymbol`` in a 24 x 24 design box (y down), drawn for Kinema
/// (not the tutorials' artwork): each a list of shapes painted in order in the view's tint, every
/// stroke with round caps and joins. The SVG drawings and the Lottie export both draw these paths.
enum Pictogram {
    /// One painted shape: a path, filled (non-zero rule) or not, stroked with a width or not.
    struct Shape: Hashable, Sendable {
        /// The outline, in design units.
        var path: VectorPath
        /// Whether the path is filled.
        var filled: Bool
        /// The stroke width in design units; nil for no stroke.
        var strokeWidth: Double?
    }

    /// The side of the design box; a symbol is scaled by min(width, height) / side and centred.
    static let side = 24.0

    /// The shapes of `symbol`, bottom first.
    static func shapes(_ symbol: ViewSymbol) -> [Shape] {
        func stroke(_ d: String, _ width: Double) -> Shape {
            Shape(path: VectorPath(d), filled: false, strokeWidth: width)
        }
        func fill(_ d: String) -> Shape { Shape(path: VectorPath(d), filled: true, strokeWidth: nil) }
        switch symbol {
        case .cart:
            // The handle and the frame, the basket (filled, its outline thickened), two wheels.
            return [
                stroke("M1.5 3.5 L4.5 3.5 L7.8 15.5 L19.5 15.5", 1.8),
                Shape(path: VectorPath("M5.2 6 L21.8 6 L19.6 13.2 L7.2 13.2 Z"), filled: true, strokeWidth: 0.8),
                fill("O9.3 19.2 1.9 1.9"), fill("O17.6 19.2 1.9 1.9")
            ]
        case .gamepad:
            // A stadium 19.6 x 11 (ends of radius 5.5), a cross on the left, two buttons on the right.
            return [
                stroke("M7.7 7 L16.3 7 E16.3 12.5 5.5 5.5 -90 90 L7.7 18 E7.7 12.5 5.5 5.5 90 270 Z", 1.8),
                stroke("M6 12.5 L10 12.5 M8 10.5 L8 14.5", 1.6),
                fill("O15.3 11.4 1.1 1.1"), fill("O17.6 13.7 1.1 1.1")
            ]
        case .arrows:
            return [stroke("M6 11.5 L12 5.5 L18 11.5 M6 18.5 L12 12.5 L18 18.5", 2.2)]
        case .lines:
            return [stroke("M4 6.5 L20 6.5 M4 12 L20 12 M4 17.5 L20 17.5", 2.2)]
        case .photo:
            // The sun, then the mountains.
            return [fill("O16.5 7.5 2.3 2.3"), fill("M1.5 19.5 L8.5 10 L13.2 16.2 L16.2 12.8 L22.5 19.5 Z")]
        }
    }
}
