import Foundation
import Kinema

/// The shape particles are born on (Core Animation's raw values).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A shape from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a horizontal line `emitterSize.width` long.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In a rectangle of `emitterSize`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box (drawn as its rectangle in the plane).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// In a circle of diameter `emitterSize.width`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere (drawn as its circle in the plane).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// The part of the shape particles are born on (Core Animation's raw values).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its corners (a rectangle's) or centre (a circle's).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// Its outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Its surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Its inside (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in (Core Animation's raw values; kept: Kinema draws each
/// emission's cells in order, each cell's particles by slot).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In any order (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// Core Animation's particle emitter: its ``emitterCells`` are born on its shape and move, turn,
/// grow and fade as the engine's emission computes them (see `Emission` in Kinema: each particle
/// is a function of its age, its random numbers drawn from ``seed``). Confetti ports unchanged:
///
/// ```swift
/// let emitter = CAEmitterLayer()
/// emitter.emitterPosition = CGPoint(x: view.bounds.midX, y: -10)
/// emitter.emitterShape = .line
/// emitter.emitterSize = CGSize(width: view.bounds.width, height: 1)
/// let cell = CAEmitterCell()
/// cell.birthRate = 20
/// cell.lifetime = 5
/// cell.velocity = 150
/// cell.emissionLongitude = .pi / 2
/// cell.emissionRange = .pi / 4
/// cell.spin = 4
/// cell.color = UIColor.systemPink.cgColor
/// cell.contents = UIImage(named: "confetti")?.cgImage
/// emitter.emitterCells = [cell]
/// view.layer.addSublayer(emitter)
/// ```
///
/// - Emission starts when the layer is in a window (a layer set up before shows its first
///   particles as it joins), and any change to the layer or its cells starts a new emission
///   there: particles born before keep what they were born with. Setting `birthRate` to 0 stops
///   births; the particles alive go on until they die.
/// - Frames list the particles right after the layer, in fixed slots named
///   `LAYER particle k`, hidden while empty (see `Emission`). They take no touches.
/// - `emitterZPosition`, `emitterDepth`, `renderMode` and `preservesDepth` are kept and read
///   back. The emission's values do not animate.
open class CAEmitterLayer: CALayer {
    /// The particles' kinds (nil by default).
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            for cell in emitterCells ?? [] { cell.adopt(by: self) }
            emit()
        }
    }
    /// Multiplies every cell's birth rate (1 by default).
    open var birthRate: Float = 1 { didSet { emit() } }
    /// Multiplies every cell's lifetime (1 by default).
    open var lifetime: Float = 1 { didSet { emit() } }
    /// The centre of the shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero { didSet { emit() } }
    /// The shape's position along z (kept).
    open var emitterZPosition: CGFloat = 0
    /// The shape's size.
    open var emitterSize: CGSize = .zero { didSet { emit() } }
    /// The shape's depth (kept).
    open var emitterDepth: CGFloat = 0
    /// The shape (a point by default).
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { emit() } }
    /// The part of the shape that emits (its inside by default).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { emit() } }
    /// The order particles are drawn in (kept).
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles keep their depth (kept).
    open var preservesDepth = false
    /// Multiplies every cell's velocity (1 by default).
    open var velocity: Float = 1 { didSet { emit() } }
    /// Multiplies every cell's scale (1 by default).
    open var scale: Float = 1 { didSet { emit() } }
    /// Multiplies every cell's spin (1 by default).
    open var spin: Float = 1 { didSet { emit() } }
    /// The seed of the particles' random numbers (0 by default).
    open var seed: UInt32 = 0 { didSet { emit() } }

    /// What was last reported, so that a report is made once.
    private var reported: Set<String> = []

    /// An emitter with no cells.
    public override init() { super.init() }

    /// A layer frozen at `values` (what `presentation()` returns). A view's layer made of this
    /// class (`layerClass`) becomes live and emits once its cells are set.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// Starts the engine's emission for the values now, when the layer is in a window (else when
    /// it joins one).
    func emit() {
        guard let view = kinemaView else { return }
        guard view.scene != nil else {
            whenShown("emission") { [weak self] in self?.emit() }
            return
        }
        let emission = kinemaEmission()
        guard emission != view.emission else { return }
        runtime.perform("CAEmitterLayer") { try view.setEmission(emission) }
    }

    /// The engine's emission for the layer's values.
    private func kinemaEmission() -> Emission {
        let cells = (emitterCells ?? []).compactMap { cell in
            cell.kinema { message in
                if reported.insert(message).inserted { runtime.log("Kinema: \(message)") }
            }
        }
        let shape: Emission.Shape =
            switch emitterShape {
            case .line: .line
            case .rectangle, .cuboid: .rectangle
            case .circle, .sphere: .circle
            default: .point
            }
        let mode: Emission.Mode =
            switch emitterMode {
            case .points: .points
            case .outline: .outline
            case .surface: .surface
            default: .volume
            }
        return Emission(
            cells: cells, position: emitterPosition.kinema, size: emitterSize.kinema, shape: shape, mode: mode,
            birthRate: Double(birthRate), lifetime: Double(lifetime), velocity: Double(velocity),
            scale: Double(scale), spin: Double(spin), seed: UInt64(seed))
    }
}
