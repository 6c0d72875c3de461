/// The weight of a constraint in the solver's objective, on kiwi's numeric scale.
///
/// A strength is `a * 1_000_000 + b * 1_000 + c` with each of `a`, `b`, `c` in `0...1000`
/// (see ``create(_:_:_:weight:)``). ``required`` (the largest value) marks a hard constraint;
/// any smaller strength is soft: its violation is paid for in the objective in proportion to the
/// strength. Auto Layout priorities map to ``init(priority:)``.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric weight, in `0...Strength.required.value`.
    public let value: Double

    /// Builds a strength from kiwi's three tiers exactly as kiwi's `strength::create` does: each
    /// of `a * weight`, `b * weight`, `c * weight` is clamped to `0...1000` (a NaN product counts
    /// as 0), then they combine as `a * 1_000_000 + b * 1_000 + c`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        var result = 0.0
        result += tier(a * weight) * 1_000_000
        result += tier(b * weight) * 1_000
        result += tier(c * weight)
        return Strength(unclamped: result)
    }

    /// A hard constraint: 1 001 001 000 (`create(1000, 1000, 1000)`).
    public static let required = Strength(unclamped: 1_001_001_000)
    /// `create(1, 0, 0)` = 1 000 000; also the strongest strength an edit variable may have.
    public static let strong = Strength(unclamped: 1_000_000)
    /// `create(0, 1, 0)` = 1 000.
    public static let medium = Strength(unclamped: 1_000)
    /// `create(0, 0, 1)` = 1.
    public static let weak = Strength(unclamped: 1)

    /// Any raw weight, clamped to `0...Strength.required.value` (kiwi's `strength::clip`);
    /// NaN becomes 0.
    public init(_ value: Double) {
        if value.isNaN {
            self.value = 0
        } else {
            self.value = Swift.max(0, Swift.min(Strength.required.value, value))
        }
    }

    /// An Auto Layout priority: `priority >= 1000` is ``required``; otherwise `create(0, p, 0)`,
    /// i.e. priority `p` weighs `p * 1000` (so 1000 would equal ``strong``, 750 weighs 750 000,
    /// 250 weighs 250 000). Priorities below 0 (or NaN) weigh 0.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self = Strength.create(0, priority, 0)
        }
    }

    private init(unclamped: Double) { self.value = unclamped }

    private static func tier(_ x: Double) -> Double {
        x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x))
    }

    /// Whether this is a hard constraint (``required``).
    public var isRequired: Bool { value >= Strength.required.value }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the numeric weight.
    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "\(value)"
        }
    }
}
