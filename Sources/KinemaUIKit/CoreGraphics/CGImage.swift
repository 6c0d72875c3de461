import Foundation
import Kinema

/// Core Graphics' image, standing in for a bitmap: Kinema draws no pixels, so a `CGImage` is the
/// `UIImage` it was taken from (`UIImage.cgImage`), its pictogram and its size, one pixel a
/// point. Emitter cells and code that passes images around take it as on iOS.
public final class CGImage: Hashable, @unchecked Sendable {
    /// The width in pixels (the image's width in points).
    public let width: Int
    /// The height in pixels (the image's height in points).
    public let height: Int
    /// The image it stands for.
    let image: UIImage

    init(image: UIImage) {
        self.image = image
        width = Int(image.size.width.rounded(.up))
        height = Int(image.size.height.rounded(.up))
    }

    /// Whether both are the same image.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIImage {
    /// The image as Core Graphics' (nil for an empty image, as for an image with no bitmap).
    public var cgImage: CGImage? { kinemaSymbol == nil && size == .zero ? nil : CGImage(image: self) }

    /// The image a `CGImage` stands for.
    public convenience init(cgImage: CGImage) {
        let image = cgImage.image
        self.init(
            symbol: image.kinemaSymbol, size: image.size, name: image.symbolName,
            configuration: image.symbolConfiguration, mode: image.renderingMode, pictureColor: image.kinemaPictureColor)
    }
}
