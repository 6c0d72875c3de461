import Foundation
import Kinema

/// How much a constraint matters (UIKit's `UILayoutPriority`): 1000 is required, anything lower
/// is optional and weighs that much against the other optional constraints.
///
/// The engine holds priorities in 1...1000: a value outside that range is clamped when the
/// constraint is solved (NaN reads as required), while ``rawValue`` keeps what was set.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the window's scene prefers to keep its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level at which a view fits its content in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// The priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The engine's priority (clamped to 1...1000).
    var kinema: LayoutPriority { LayoutPriority(Double(rawValue)) }

    /// Whether the engine holds it as required.
    var isRequired: Bool { kinema.isRequired }

    /// Kinema's priority as UIKit's.
    init(kinema priority: LayoutPriority) { self.init(Float(priority.rawValue)) }
}
