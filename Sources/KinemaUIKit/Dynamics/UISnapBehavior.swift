import Foundation
import Kinema

/// Pulls an item to a point and upright, settling like a damped spring (UIKit's
/// `UISnapBehavior`), driving a Kinema `SnapBehavior`: four springs of 4 Hz from two opposite
/// corners of the item, whose damping ratio is ``damping``.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let snap: SnapBehavior

    /// Snaps `item`'s centre to `point` (in the reference view's coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        let view = UIKitRuntime.current.kinemaViews(of: [item], caller: "UISnapBehavior")[0]
        snap = SnapBehavior(item: view, snapTo: point.kinema)
        super.init(kinema: snap, items: [item])
    }

    /// The point the item's centre settles at; changing it takes effect at the next step.
    @EngineProperty(\UISnapBehavior.snap.snapPoint, CGPoint.init, \.kinema) open var snapPoint: CGPoint

    /// How much the item oscillates as it settles: 0 for the most, 1 for the least (default
    /// 0.5). It is the engine's damping ratio of the snap springs, UIKit's reading of the same
    /// range; a value the physics refuses (negative, NaN) is logged and the previous one kept.
    @EngineProperty(\UISnapBehavior.snap.dampingRatio) open var damping: CGFloat
}
