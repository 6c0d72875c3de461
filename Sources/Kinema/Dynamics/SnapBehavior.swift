import KinemaCore
import KinemaDynamics

/// Pulls an item to a point and upright (UIKit's `UISnapBehavior`; see <doc:DynamicBehaviors>).
///
/// Built as a static anchor at the snap point and four distance springs (4 Hz, damping ratio =
/// `dampingRatio`, rest length 50) from the item's corners (-w/2, -h/2) and (w/2, h/2) to points 50 pt
/// beyond them along x and along y, so the item also settles its rotation to 0.
public final class SnapBehavior: DynamicBehavior {
    /// The point the item's centre settles at, in the reference view's coordinates.
    public var snapPoint: Point {
        didSet { if snapPoint != oldValue, !reinstall() { snapPoint = oldValue; reinstall() } }
    }
    /// The damping ratio of the springs (UIKit's `damping`; default 0.5).
    public var dampingRatio: Double = 0.5 {
        didSet { if dampingRatio != oldValue, !reinstall() { dampingRatio = oldValue; reinstall() } }
    }

    private var joints: [JointID] = []

    /// The springs' frequency in hertz.
    public static let frequency = 4.0
    /// The springs' rest length in points.
    public static let restLength = 50.0

    /// Snaps `item` to `point`.
    public init(item: View, snapTo point: Point) {
        snapPoint = point
        super.init(behaviorItems: [item])
    }

    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        guard let item = items.first, let body = animator.body(of: item) else { return }
        let w = item.bounds.width / 2, h = item.bounds.height / 2, l = Self.restLength
        let springs: [(Vector, Vector)] = [
            (Vector(dx: -w, dy: -h), Vector(dx: -w - l, dy: -h)),
            (Vector(dx: -w, dy: -h), Vector(dx: -w, dy: -h - l)),
            (Vector(dx: w, dy: h), Vector(dx: w + l, dy: h)),
            (Vector(dx: w, dy: h), Vector(dx: w, dy: h + l))
        ]
        var made: [JointID] = []
        do {
            for (corner, target) in springs {
                made.append(
                    try animator.world.addDistanceJoint(
                        body: body, localAnchor: corner, to: snapPoint + target, length: l,
                        stiffness: .spring(hertz: Self.frequency, dampingRatio: dampingRatio)))
            }
        } catch {
            for j in made { try? animator.world.removeJoint(j) }
            throw error
        }
        joints = made
    }

    override func uninstall(from animator: DynamicAnimator) {
        for j in joints { try? animator.world.removeJoint(j) }
        joints = []
    }
}
