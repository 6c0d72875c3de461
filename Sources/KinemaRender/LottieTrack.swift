/// The easing of one keyframe segment as Lottie stores it: the y coordinates of the out handle
/// (leaving the segment's first keyframe) and of the in handle (reaching the next one). Their x
/// coordinates are always 1/3 and 2/3, which makes the Bezier's x equal to its parameter, so the
/// segment's progress at normalised time u is exactly the cubic
///
///     E(u) = 3 (1 - u)^2 u * outY + 3 (1 - u) u^2 * inY + u^3
///
/// (E(0) = 0, E(1) = 1, E'(0) = 3 outY, E'(1) = 3 (1 - inY)): a cubic Hermite segment whose
/// end slopes are set by the two handles.
struct LottieEasing: Hashable, Sendable {
    /// The out handle's y.
    var outY: Double
    /// The in handle's y.
    var inY: Double

    /// The x of the out handle.
    static let outX = 1.0 / 3
    /// The x of the in handle.
    static let inX = 2.0 / 3

    /// E(u) = u: straight interpolation.
    static let linear = LottieEasing(outY: 1.0 / 3, inY: 2.0 / 3)

    /// The progress E(u) at normalised time `u` in [0, 1].
    func progress(_ u: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * outY + 3 * v * u * u * inY + u * u * u
    }

    /// The least and greatest progress over the whole segment (u in [0, 1]): E at 0, at 1 and
    /// where its derivative, the quadratic with Bernstein coefficients 3 outY, 3 (inY - outY),
    /// 3 (1 - inY), vanishes inside.
    var range: (lower: Double, upper: Double) {
        let c0 = outY, c1 = inY - outY, c2 = 1 - inY
        let a = c0 - 2 * c1 + c2, b = 2 * (c1 - c0), c = c0
        var roots: [Double] = []
        if abs(a) > 1e-12 {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let r = discriminant.squareRoot()
                roots = [(-b - r) / (2 * a), (-b + r) / (2 * a)]
            }
        } else if abs(b) > 1e-12 {
            roots = [-c / b]
        }
        var lower = 0.0, upper = 1.0
        for u in roots where u > 0 && u < 1 {
            let e = progress(u)
            lower = Swift.min(lower, e)
            upper = Swift.max(upper, e)
        }
        return (lower, upper)
    }
}

/// One keyframe: a value at a frame and the easing of the segment that starts here (ignored on
/// the last keyframe).
struct LottieKeyframe: Hashable, Sendable {
    /// The Lottie frame number (seconds times the frame rate, counted from the first frame).
    var frame: Double
    /// The value, one number per dimension.
    var value: [Double]
    /// The easing towards the next keyframe.
    var easing: LottieEasing
}

/// An animatable Lottie property: one value for the whole animation, or keyframes in frame order
/// (at least two).
enum LottieTrack: Hashable, Sendable {
    /// A value that never changes.
    case constant([Double])
    /// Keyframes in increasing frame order.
    case keyframes([LottieKeyframe])

    /// How many keyframes the property writes (0 for a constant).
    var keyframeCount: Int {
        if case .keyframes(let keys) = self { return keys.count }
        return 0
    }

    /// The value at Lottie frame `f`: held before the first and after the last keyframe, eased
    /// in between.
    func value(atFrame f: Double) -> [Double] {
        switch self {
        case .constant(let v):
            return v
        case .keyframes(let keys):
            guard let first = keys.first, let last = keys.last else { return [] }
            if f <= first.frame { return first.value }
            if f >= last.frame { return last.value }
            // The last keyframe at or before f (binary search).
            var lo = 0, hi = keys.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if keys[mid].frame <= f { lo = mid } else { hi = mid }
            }
            let a = keys[lo], b = keys[hi]
            let e = a.easing.progress((f - a.frame) / (b.frame - a.frame))
            return zip(a.value, b.value).map { $0 + ($1 - $0) * e }
        }
    }

    /// The property as Lottie JSON (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`);
    /// `scalar` writes a one-dimensional constant as a bare number, as Lottie's scalar
    /// properties expect. `value` turns one value into its JSON (numbers by default).
    func json(scalar: Bool, value: ([Double]) -> JSONValue = Self.numbers) -> JSONValue {
        switch self {
        case .constant(let v):
            let k: JSONValue = scalar && v.count == 1 ? .number(v[0]) : value(v)
            return ["a": 0, "k": k]
        case .keyframes(let keys):
            let items = keys.enumerated().map { n, key -> JSONValue in
                var members: [(String, JSONValue)] = [("t", .number(key.frame)), ("s", value(key.value))]
                if n < keys.count - 1 {
                    members.append(("o", ["x": .number(LottieEasing.outX), "y": .number(key.easing.outY)]))
                    members.append(("i", ["x": .number(LottieEasing.inX), "y": .number(key.easing.inY)]))
                }
                return .object(members)
            }
            return ["a": 1, "k": .array(items, oneItemPerLine: items.count > 2)]
        }
    }

    /// A value as a JSON array of numbers.
    static func numbers(_ v: [Double]) -> JSONValue { .array(v.map(JSONValue.number)) }
}
