import Foundation
import Kinema

/// One kind of particle a ``CAEmitterLayer`` emits (Core Animation's `CAEmitterCell`), with Core
/// Animation's names, types and defaults. A change to a cell already in a layer's
/// `emitterCells` applies to the particles born from then on, as a change to the layer does.
///
/// - `contents` takes a `CGImage` (`UIImage(named:)?.cgImage`, `UIImage(systemName:)?.cgImage`):
///   the particle draws the image's pictogram, tinted with its colour, at the image's size divided
///   by `contentsScale`. Without contents a particle has no size, so it draws nothing, as in
///   Core Animation (its place is still in the frames); another kind of value is reported.
/// - `emissionLatitude` and `zAcceleration` (3D) are kept and read back; so are the filters,
///   `contentsRect`, `style` and nested `emitterCells` (particles that emit are not there: they
///   are reported).
@MainActor
open class CAEmitterCell: NSObject {
    /// The layers whose `emitterCells` hold the cell.
    private var owners: [WeakEmitterLayer] = []

    /// A cell with Core Animation's defaults.
    public override init() { super.init() }

    /// The cell's name (nil by default).
    open var name: String? { didSet { changed() } }
    /// Whether the cell emits (true by default).
    open var isEnabled = true { didSet { changed() } }
    /// Particles born a second (0 by default), times the layer's `birthRate`.
    open var birthRate: Float = 0 { didSet { changed() } }
    /// How long a particle lives in seconds (0 by default), times the layer's `lifetime`.
    open var lifetime: Float = 0 { didSet { changed() } }
    /// The range around `lifetime`.
    open var lifetimeRange: Float = 0 { didSet { changed() } }
    /// The direction of emission in the plane, radians from the x axis towards the y axis.
    open var emissionLongitude: CGFloat = 0 { didSet { changed() } }
    /// The direction of emission out of the plane (kept: Kinema draws in 2D).
    open var emissionLatitude: CGFloat = 0
    /// The angle of the cone of directions around `emissionLongitude`.
    open var emissionRange: CGFloat = 0 { didSet { changed() } }
    /// The speed at birth in points a second, times the layer's `velocity`.
    open var velocity: CGFloat = 0 { didSet { changed() } }
    /// The range around `velocity`.
    open var velocityRange: CGFloat = 0 { didSet { changed() } }
    /// The acceleration along x in points a second squared.
    open var xAcceleration: CGFloat = 0 { didSet { changed() } }
    /// The acceleration along y (downwards on screen).
    open var yAcceleration: CGFloat = 0 { didSet { changed() } }
    /// The acceleration along z (kept: Kinema draws in 2D).
    open var zAcceleration: CGFloat = 0
    /// The scale at birth (1 by default), times the layer's `scale`.
    open var scale: CGFloat = 1 { didSet { changed() } }
    /// The range around `scale`.
    open var scaleRange: CGFloat = 0 { didSet { changed() } }
    /// How much the scale grows a second.
    open var scaleSpeed: CGFloat = 0 { didSet { changed() } }
    /// The rotation speed in radians a second, times the layer's `spin`.
    open var spin: CGFloat = 0 { didSet { changed() } }
    /// The range around `spin`.
    open var spinRange: CGFloat = 0 { didSet { changed() } }
    /// The colour the contents are tinted with (opaque white when nil, the default).
    open var color: CGColor? { didSet { changed() } }
    /// The range around the colour's red component.
    open var redRange: Float = 0 { didSet { changed() } }
    /// The range around the colour's green component.
    open var greenRange: Float = 0 { didSet { changed() } }
    /// The range around the colour's blue component.
    open var blueRange: Float = 0 { didSet { changed() } }
    /// The range around the colour's alpha.
    open var alphaRange: Float = 0 { didSet { changed() } }
    /// How much the red component changes a second.
    open var redSpeed: Float = 0 { didSet { changed() } }
    /// How much the green component changes a second.
    open var greenSpeed: Float = 0 { didSet { changed() } }
    /// How much the blue component changes a second.
    open var blueSpeed: Float = 0 { didSet { changed() } }
    /// How much the alpha changes a second (negative fades the particle out).
    open var alphaSpeed: Float = 0 { didSet { changed() } }
    /// The image a particle draws (a `CGImage`; nil by default).
    open var contents: Any? { didSet { changed() } }
    /// The part of the contents drawn (kept).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels a point of the contents (1 by default).
    open var contentsScale: CGFloat = 1 { didSet { changed() } }
    /// The filters used to scale the contents (kept).
    open var magnificationFilter = "linear", minificationFilter = "linear"
    /// The bias of the minification filter (kept).
    open var minificationFilterBias: Float = 0
    /// Particles emitted by each particle (kept; reported: Kinema's particles do not emit).
    open var emitterCells: [CAEmitterCell]? { didSet { changed() } }
    /// Default values for unset keys (kept).
    open var style: [AnyHashable: Any]?

    /// Records that `layer` holds the cell.
    func adopt(by layer: CAEmitterLayer) {
        owners.removeAll { $0.layer == nil || $0.layer === layer }
        owners.append(WeakEmitterLayer(layer: layer))
    }

    /// Tells the layers holding the cell.
    private func changed() {
        for owner in owners { owner.layer?.emit() }
    }

    /// The engine's cell (nil while disabled), reporting what Kinema does not draw through
    /// `report`.
    func kinema(report: (String) -> Void) -> EmitterCell? {
        guard isEnabled else { return nil }
        var symbol: ViewSymbol?
        var size = Size(width: 0, height: 0)
        switch contents {
        case let image as CGImage:
            symbol = image.image.kinemaSymbol
            let scale = contentsScale.isFinite && contentsScale > 0 ? Double(contentsScale) : 1
            size = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
        case nil:
            break
        case let other?:
            report("CAEmitterCell.contents holds a \(type(of: other)), not a CGImage; the particles draw nothing")
        }
        if emitterCells?.isEmpty == false {
            report("CAEmitterCell.emitterCells: particles that emit are not supported; they are kept")
        }
        return EmitterCell(
            name: name ?? "", birthRate: Double(birthRate), lifetime: Double(lifetime),
            lifetimeRange: Double(lifetimeRange), velocity: Double(velocity), velocityRange: Double(velocityRange),
            emissionLongitude: Double(emissionLongitude), emissionRange: Double(emissionRange),
            xAcceleration: Double(xAcceleration), yAcceleration: Double(yAcceleration), spin: Double(spin),
            spinRange: Double(spinRange), scale: Double(scale), scaleRange: Double(scaleRange),
            scaleSpeed: Double(scaleSpeed), color: color?.kinemaColor ?? .white, redRange: Double(redRange),
            greenRange: Double(greenRange), blueRange: Double(blueRange), alphaRange: Double(alphaRange),
            redSpeed: Double(redSpeed), greenSpeed: Double(greenSpeed), blueSpeed: Double(blueSpeed),
            alphaSpeed: Double(alphaSpeed), contentSize: size, symbol: symbol)
    }
}

/// A layer held weakly.
@MainActor
struct WeakEmitterLayer {
    weak var layer: CAEmitterLayer?
}
