import Foundation
import Kinema

/// Makes constraints from one attribute of a view or layout guide (UIKit's `NSLayoutAnchor`).
///
/// `AnchorType` is the anchor's own subclass, so the compiler only accepts constraints between
/// anchors of the same kind: an ``NSLayoutXAxisAnchor`` (leading, trailing, left, right, centre
/// x) with another one, an ``NSLayoutYAxisAnchor`` (top, bottom, centre y, baselines) with another
/// one, an ``NSLayoutDimension`` (width, height) with another one or a constant. Relating a
/// leading or trailing anchor to a left or right one compiles (both are x-axis anchors) but, as
/// in UIKit, is refused when the constraint is made: the harness logs the exception and the
/// constraint never activates.
///
/// Constraints are made inactive: set `isActive` or pass them to
/// ``NSLayoutConstraint/activate(_:)``.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let target: LayoutTarget

    init(_ target: LayoutTarget) { self.target = target }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self (relation) multiplier * anchor + constant`, or `self (relation) constant` without an anchor.
    func relate<T>(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<T>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: target, relation: relation, second: anchor?.target, multiplier: multiplier,
            constant: constant)
    }
}

/// An anchor on the x axis: leading, trailing, left, right or the horizontal centre.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + 8 * multiplier`: UIKit's standard spacing between two views without text
    /// is 8 points.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// An anchor on the y axis: top, bottom, the vertical centre or a baseline.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (UIKit's standard spacing between views without text).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// UIKit's standard spacing between two views without text.
private let systemSpacing: CGFloat = 8

/// A size anchor: width or height. Besides other dimensions, it can be related to a constant or
/// to a multiple of another dimension.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// `self == m * anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m * anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m * anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m * anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m * anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m * anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// A view or a layout guide: what anchors are made from. ``UIView`` and ``UILayoutGuide`` conform,
/// and take from here the ten anchors UIKit declares on each of them (a view adds its baselines).
///
/// The protocol is the facade's own, so that the two share one declaration of those anchors. An
/// object of another type that conforms gets anchors without an item: a constraint made from them
/// is refused as UIKit refuses items that are neither views nor layout guides (it relates nothing,
/// and the refusal is reported in the diagnostics).
@MainActor
public protocol LayoutAnchorItem: AnyObject {}

extension LayoutAnchorItem {
    /// The leading edge (the left edge: Kinema lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { y(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }

    /// The x-axis anchor of `attribute`.
    func x(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutTarget(object: self, attribute: attribute))
    }
    /// The y-axis anchor of `attribute`.
    func y(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(LayoutTarget(object: self, attribute: attribute))
    }
    /// The dimension anchor of `attribute`.
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(LayoutTarget(object: self, attribute: attribute))
    }
}

extension UIView: LayoutAnchorItem {}
extension UILayoutGuide: LayoutAnchorItem {}
