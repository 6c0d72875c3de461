import Foundation
import Kinema

// `CGFloat.random(in:)` and `Double.random(in:)` draw from the harness's seeded generator
// (SplitMix64: `a + (b - a) * Double(next() >> 11) * 2^-53`, one draw per call), never the
// system's: declared on the concrete types, they take precedence over the standard library's
// generic versions in any file that imports KinemaUIKit.

extension CGFloat {
    /// A number in `range` from the harness's seeded generator.
    @MainActor
    public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat(UIKitRuntime.current.generator.uniform(in: Double(range.lowerBound)...Double(range.upperBound)))
    }

    /// A number in `range` from the harness's seeded generator.
    @MainActor
    public static func random(in range: Range<CGFloat>) -> CGFloat {
        random(in: range.lowerBound...range.upperBound)
    }
}

extension Double {
    /// A number in `range` from the harness's seeded generator.
    @MainActor
    public static func random(in range: ClosedRange<Double>) -> Double {
        UIKitRuntime.current.generator.uniform(in: range)
    }

    /// A number in `range` from the harness's seeded generator.
    @MainActor
    public static func random(in range: Range<Double>) -> Double {
        UIKitRuntime.current.generator.uniform(in: range.lowerBound...range.upperBound)
    }
}

extension Int {
    /// An integer in `range` from the harness's seeded generator.
    @MainActor
    public static func random(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &UIKitRuntime.current.generator)
    }
}

extension Bool {
    /// A coin toss from the harness's seeded generator.
    @MainActor
    public static func random() -> Bool { Bool.random(using: &UIKitRuntime.current.generator) }
}
