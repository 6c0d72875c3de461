import KinemaCore

/// All of a world's mutable simulation data in one value, so that a step is a single mutating
/// call, and its hot arrays in `Column`s, so that the step's loops run on their base pointers
/// with no per-step uniqueness, bounds or exclusivity checks. It cannot be copied: the world owns
/// the only one.
struct WorldStorage: ~Copyable {
    // Bodies: one element per slot in each of these.
    var poses = Column<BodyPose>()
    var motions = Column<BodyMotion>()
    var masses = Column<BodyMass>()
    var integration = Column<BodyIntegration>()
    var records: [BodyRecord] = []
    var freeBodySlots: [Int] = []
    // Joints: dense per kind, in creation order; ids go through the slot table.
    var distanceJoints = Column<DistanceJointData>()
    var revoluteJoints = Column<RevoluteJointData>()
    var jointSlots: [JointSlot] = []
    var freeJointSlots: [Int] = []
    var rigidJointCount = 0
    // Boundary contacts of the current step.
    var contacts = Column<BoundaryContact>()
    // Velocity rows of the current step (as many as joints of the kind; contents are rebuilt
    // each step).
    var axialRows = Column<AxialRow>()
    var axialPairRows = Column<AxialPairRow>()
    var pointRows = Column<PointRow>()
    var pointPairRows = Column<PointPairRow>()

    init() {}
}

/// Where joints write their velocity rows during a step: views of the row columns, each as long
/// as the joints of its kind, and the number of rows written so far.
struct RowSink {
    var axials: UnsafeColumn<AxialRow>
    var axialCount = 0
    var axialPairs: UnsafeColumn<AxialPairRow>
    var axialPairCount = 0
    var points: UnsafeColumn<PointRow>
    var pointCount = 0
    var pointPairs: UnsafeColumn<PointPairRow>
    var pointPairCount = 0

    init(
        axials: UnsafeColumn<AxialRow>, axialPairs: UnsafeColumn<AxialPairRow>,
        points: UnsafeColumn<PointRow>, pointPairs: UnsafeColumn<PointPairRow>
    ) {
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
