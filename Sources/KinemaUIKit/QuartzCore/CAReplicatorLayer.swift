import Foundation
import Kinema

/// Core Animation's replicator layer: it draws its sublayers `instanceCount` times, each copy
/// moved by `instanceTransform` from the one before (about the layer's centre), its animations
/// `instanceDelay` seconds behind, and its colours multiplied by `instanceColor` plus the
/// offsets, as many times over as the copy's number. The loading spinner ports unchanged:
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
/// replicator.instanceCount = 12
/// replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
/// replicator.instanceDelay = 1.0 / 12
/// let bar = CALayer()
/// bar.frame = CGRect(x: 45, y: 5, width: 10, height: 28)
/// bar.backgroundColor = UIColor.darkGray.cgColor
/// replicator.addSublayer(bar)
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0.1
/// fade.duration = 1
/// fade.repeatCount = .infinity
/// bar.add(fade, forKey: "fade")
/// view.layer.addSublayer(replicator)
/// ```
///
/// - The copies are the engine's (`Replication`): frames list them after the layer, the views
///   of the second copy named with ` #2` and so on. They take no touches.
/// - `instanceTransform` keeps its affine part (a 3D one is reported); `instanceCount` is
///   clamped to 0 ... 1,000, and a layer inside other copies draws fewer (no layer is drawn
///   more than 10,000 times).
/// - The instance values do not animate (Core Animation animates `instanceTransform`,
///   `instanceDelay` and the colours); `preservesDepth` is kept and read back.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers being the first (1 by default).
    open var instanceCount: Int = 1 { didSet { replicate() } }
    /// How many seconds each copy's animations run behind the one before (0 by default).
    open var instanceDelay: CFTimeInterval = 0 { didSet { replicate() } }
    /// The transform from each copy to the next, about the layer's centre (identity by default).
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet {
            if !CATransform3DIsAffine(instanceTransform), kinemaView != nil {
                runtime.log("Kinema: CAReplicatorLayer.instanceTransform keeps its affine part (no 3D)")
            }
            replicate()
        }
    }
    /// The colour the first copy's colours are multiplied by (nil: opaque white, the default).
    open var instanceColor: CGColor? { didSet { replicate() } }
    /// What each copy adds to the red component of the colour of the one before.
    open var instanceRedOffset: Float = 0 { didSet { replicate() } }
    /// What each copy adds to the green component of the colour of the one before.
    open var instanceGreenOffset: Float = 0 { didSet { replicate() } }
    /// What each copy adds to the blue component of the colour of the one before.
    open var instanceBlueOffset: Float = 0 { didSet { replicate() } }
    /// What each copy adds to the alpha of the colour of the one before.
    open var instanceAlphaOffset: Float = 0 { didSet { replicate() } }
    /// Whether the copies would keep their depth (kept and read back: Kinema draws in 2D).
    open var preservesDepth = false

    /// A replicator drawing its sublayers once.
    public override init() {
        super.init()
        replicate()
    }

    /// A layer frozen at `values` (what `presentation()` returns); it ignores changes. A
    /// view's layer made of this class (`layerClass`) becomes live, then replicates.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// The engine's replication for the values (a value the engine refuses is reported by it
    /// and the old replication stays).
    func replicate() {
        guard let view = kinemaView else { return }
        view.replication = Replication(
            count: instanceCount, transform: CATransform3DGetAffineTransform(instanceTransform).kinema,
            delay: instanceDelay, color: instanceColor?.kinemaColor ?? .white, redOffset: Double(instanceRedOffset),
            greenOffset: Double(instanceGreenOffset), blueOffset: Double(instanceBlueOffset),
            alphaOffset: Double(instanceAlphaOffset))
    }
}
