import KinemaCore

/// One kind of particle a view emits (Core Animation's `CAEmitterCell`): how often it is born,
/// how long it lives, how it moves, turns, grows and changes colour, and what it looks like.
///
/// Each particle draws its own numbers from the emission's seeded generator: where a property
/// has a range, the particle's value is the property plus the range times a number drawn
/// uniformly in [-1, 1) (see ``Emission`` for the formulas and the order of the draws).
public struct EmitterCell: Hashable, Sendable {
    /// The cell's name (particles are named after their view and their number, not after it).
    public var name: String
    /// Particles born a second (times the emission's ``Emission/birthRate``); 0 emits none.
    public var birthRate: Double
    /// How many seconds a particle lives (times the emission's ``Emission/lifetime``), and the
    /// range around it.
    public var lifetime: Double, lifetimeRange: Double
    /// The speed at birth in points a second (times the emission's ``Emission/velocity``), and
    /// the range around it.
    public var velocity: Double, velocityRange: Double
    /// The direction of the speed at birth, in radians from the x axis towards the y axis
    /// (downwards on screen), and the angle of the cone of directions around it.
    public var emissionLongitude: Double, emissionRange: Double
    /// The constant acceleration in points a second squared.
    public var xAcceleration: Double, yAcceleration: Double
    /// The rotation speed in radians a second (times the emission's ``Emission/spin``; positive
    /// turns as a positive rotation transform does), and the range around it.
    public var spin: Double, spinRange: Double
    /// The scale at birth (times the emission's ``Emission/scale``), the range around it, and
    /// how much it grows a second.
    public var scale: Double, scaleRange: Double, scaleSpeed: Double
    /// The colour at birth.
    public var color: Color
    /// The ranges around the colour's components.
    public var redRange: Double, greenRange: Double, blueRange: Double, alphaRange: Double
    /// How much each component changes a second.
    public var redSpeed: Double, greenSpeed: Double, blueSpeed: Double, alphaSpeed: Double
    /// The particle's size at scale 1 (its picture's size).
    public var contentSize: Size
    /// The pictogram a particle draws, tinted with its colour; nil draws a rectangle filled with
    /// its colour.
    public var symbol: ViewSymbol?

    /// A cell with Core Animation's defaults: no births, no lifetime, no motion, scale 1, opaque
    /// white, and a 10 x 10 rectangle.
    public init(
        name: String = "", birthRate: Double = 0, lifetime: Double = 0, lifetimeRange: Double = 0,
        velocity: Double = 0, velocityRange: Double = 0, emissionLongitude: Double = 0, emissionRange: Double = 0,
        xAcceleration: Double = 0, yAcceleration: Double = 0, spin: Double = 0, spinRange: Double = 0,
        scale: Double = 1, scaleRange: Double = 0, scaleSpeed: Double = 0, color: Color = .white,
        redRange: Double = 0, greenRange: Double = 0, blueRange: Double = 0, alphaRange: Double = 0,
        redSpeed: Double = 0, greenSpeed: Double = 0, blueSpeed: Double = 0, alphaSpeed: Double = 0,
        contentSize: Size = Size(width: 10, height: 10), symbol: ViewSymbol? = nil
    ) {
        self.name = name
        self.birthRate = birthRate
        (self.lifetime, self.lifetimeRange) = (lifetime, lifetimeRange)
        (self.velocity, self.velocityRange) = (velocity, velocityRange)
        (self.emissionLongitude, self.emissionRange) = (emissionLongitude, emissionRange)
        (self.xAcceleration, self.yAcceleration) = (xAcceleration, yAcceleration)
        (self.spin, self.spinRange) = (spin, spinRange)
        (self.scale, self.scaleRange, self.scaleSpeed) = (scale, scaleRange, scaleSpeed)
        self.color = color
        (self.redRange, self.greenRange, self.blueRange, self.alphaRange) = (
            redRange, greenRange, blueRange, alphaRange
        )
        (self.redSpeed, self.greenSpeed, self.blueSpeed, self.alphaSpeed) = (
            redSpeed, greenSpeed, blueSpeed, alphaSpeed
        )
        self.contentSize = contentSize
        self.symbol = symbol
    }

    /// Every number of the cell.
    var numbers: [Double] {
        [
            birthRate, lifetime, lifetimeRange, velocity, velocityRange, emissionLongitude, emissionRange,
            xAcceleration, yAcceleration, spin, spinRange, scale, scaleRange, scaleSpeed, color.red, color.green,
            color.blue, color.alpha, redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed,
            alphaSpeed, contentSize.width, contentSize.height
        ]
    }
}
