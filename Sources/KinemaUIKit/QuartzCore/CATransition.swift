import Foundation
import Kinema

/// The key under which a layer keeps its transition (`kCATransition`, `"transition"`).
public let kCATransition = "transition"

/// A transition's type (`CATransitionType`): how the old picture gives way to the new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"fade"`, `"moveIn"`, `"push"`, `"reveal"`).
    public let rawValue: String
    /// A type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A type from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The old picture fades out over the new one (the default).
    public static let fade = CATransitionType("fade")
    /// The new picture slides in over the old one, from the subtype's edge.
    public static let moveIn = CATransitionType("moveIn")
    /// The new picture pushes the old one out, from the subtype's edge.
    public static let push = CATransitionType("push")
    /// The old picture slides out from the subtype's edge, uncovering the new one.
    public static let reveal = CATransitionType("reveal")
}

/// The edge a motion-based transition begins at (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"fromRight"`, `"fromLeft"`, `"fromTop"`, `"fromBottom"`).
    public let rawValue: String
    /// A subtype from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A subtype from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype("fromRight")
    /// The transition begins at the left side of the layer.
    public static let fromLeft = CATransitionSubtype("fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype("fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype("fromBottom")

    /// The engine's edge, or nil for an unknown name.
    var edge: TransitionEdge? {
        switch rawValue {
        case "fromRight": .right
        case "fromLeft": .left
        case "fromTop": .top
        case "fromBottom": .bottom
        default: nil
        }
    }
}

/// A transition of a layer's whole picture (Core Animation's `CATransition`), run by the engine's
/// `TransitionAnimation`: adding it to a layer takes a picture of the layer's view and subtree as
/// they are shown at that moment, and runs from that picture to whatever the view shows
/// afterwards.
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromRight
/// transition.duration = 0.3
/// label.layer.add(transition, forKey: kCATransition)
/// label.text = "Next"
/// ```
///
/// Where Kinema differs from Core Animation (see the Porting article):
/// - The old picture is taken when the transition is added, not at the end of the run-loop turn:
///   change the content after adding the transition, as above.
/// - The old picture is a copy of the view's subtree placed next to it in its superview (frames
///   list it, named after the originals followed by ` (old)`); a layer without a superlayer can
///   only fade.
/// - A nil subtype is `fromLeft`. Of the private type names, `"oglFlip"` flips, `"pageCurl"`
///   reveals from the bottom and `"pageUnCurl"` moves in from the top; other names fade, with a
///   diagnostic. A `filter` is kept and ignored.
@MainActor
open class CATransition: CAAnimation {
    /// How the old picture gives way to the new one (fade by default).
    open var type: CATransitionType = .fade
    /// The edge a motion-based transition begins at (nil by default: from the left).
    open var subtype: CATransitionSubtype?
    /// The progress at which the transition starts, in [0, 1].
    open var startProgress: Float = 0
    /// The progress at which the transition ends, in [startProgress, 1].
    open var endProgress: Float = 1
    /// A custom transition filter: kept, not used (Kinema has no Core Image).
    open var filter: Any?

    override func emptyCopy() -> CAAnimation { CATransition() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(
            of: other, as: CATransition.self, \.type, \.subtype, \.startProgress, \.endProgress, \.filter)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        var edge = TransitionEdge.left
        if let subtype {
            if let known = subtype.edge {
                edge = known
            } else {
                issues.append("unknown subtype \"\(subtype.rawValue)\"; using fromLeft")
            }
        }
        let style: TransitionStyle
        switch type.rawValue {
        case "fade": style = .fade
        case "moveIn": style = .moveIn(from: edge)
        case "push": style = .push(from: edge)
        case "reveal": style = .reveal(from: edge)
        case "oglFlip": style = .flip(from: edge)
        case "pageCurl": style = .reveal(from: .bottom)
        case "pageUnCurl": style = .moveIn(from: .top)
        default:
            issues.append("Kinema does not draw the transition type \"\(type.rawValue)\"; it fades instead")
            style = .fade
        }
        if filter != nil { issues.append("a transition filter is not applied") }
        var animation = TransitionAnimation(style: style)
        settle(&animation, &issues)
        animation.startProgress = Double(startProgress)
        animation.endProgress = Double(endProgress)
        return animation
    }
}
