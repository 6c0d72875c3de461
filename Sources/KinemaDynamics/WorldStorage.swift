import KinemaCore

/// All of a world's mutable simulation data in one value, so that a step is a single mutating
/// call (one exclusivity check for the whole step instead of one per array access) and the hot
/// loops run on raw buffers.
struct WorldStorage {
    // Bodies: one element per slot in each array.
    var poses: [BodyPose] = []
    var motions: [BodyMotion] = []
    var integration: [BodyIntegration] = []
    var records: [BodyRecord] = []
    var freeBodySlots: [Int] = []
    // Joints: dense per kind, in creation order; ids go through the slot table.
    var distanceJoints: [DistanceJointData] = []
    var revoluteJoints: [RevoluteJointData] = []
    var jointSlots: [JointSlot] = []
    var freeJointSlots: [Int] = []
    var rigidJointCount = 0
    // Boundary contacts of the current step.
    var contacts: [BoundaryContact] = []
    // Velocity rows of the current step (capacity grows with the joint counts; contents are
    // rebuilt each step).
    var axialRows: [AxialRow] = []
    var axialPairRows: [AxialPairRow] = []
    var pointRows: [PointRow] = []
    var pointPairRows: [PointPairRow] = []

    init() {
        // Give every array its own buffer now, so that taking a mutable buffer pointer during a
        // step never has to copy the shared empty-array storage.
        poses.reserveCapacity(4); motions.reserveCapacity(4); integration.reserveCapacity(4)
        distanceJoints.reserveCapacity(4); revoluteJoints.reserveCapacity(4); contacts.reserveCapacity(4)
        axialRows.reserveCapacity(4); axialPairRows.reserveCapacity(4)
        pointRows.reserveCapacity(4); pointPairRows.reserveCapacity(4)
    }
}

/// Where joints write their velocity rows during a step: raw buffers with capacity for every
/// joint of the kind, and the number of rows written so far.
struct RowSink {
    var axials: UnsafeMutablePointer<AxialRow>
    var axialCount = 0
    var axialPairs: UnsafeMutablePointer<AxialPairRow>
    var axialPairCount = 0
    var points: UnsafeMutablePointer<PointRow>
    var pointCount = 0
    var pointPairs: UnsafeMutablePointer<PointPairRow>
    var pointPairCount = 0

    init(axials: UnsafeMutablePointer<AxialRow>, axialPairs: UnsafeMutablePointer<AxialPairRow>,
         points: UnsafeMutablePointer<PointRow>, pointPairs: UnsafeMutablePointer<PointPairRow>) {
        self.axials = axials; self.axialPairs = axialPairs; self.points = points; self.pointPairs = pointPairs
    }
}

/// The per-step constants of a world, derived from its configuration.
struct StepConstants {
    var h: Double
    var gravityX: Double
    var gravityY: Double
    var velocityIterations: Int
    var positionIterations: Int
    var linearSlop: Double
    var maxLinearCorrection: Double
    var minJointLength: Double
    var restitutionThreshold: Double
    var maxTranslationSquared: Double
    var maxRotationSquared: Double
    var restLinearSquared: Double
    var restAngularSquared: Double
}
