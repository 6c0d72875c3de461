import Foundation
import Kinema

// The implicit animations of free-standing layers: Core Animation's default action for a change
// of an animatable property.

extension CALayer {
    /// Applies `apply` to the layer's engine view. A free-standing layer that has been shown, with
    /// actions enabled in the current transaction, also animates the property named `key` (and
    /// the one named `other`) from the value shown before the change to the new model value (see
    /// ``CALayer``); the change itself is never part of a UIView animation block (such a block
    /// animates views, not free layers).
    func change(_ key: String, _ other: String? = nil, apply: (View) -> Void) {
        guard let view = kinemaView else { return }
        guard isFreeStanding else { return apply(view) }
        guard let scene = view.scene else { return apply(view) }
        let animates = animatesChanges
        let before = animates ? view.presentation : ViewValues()
        scene.performWithoutAnimation { apply(view) }
        guard animates else { return }
        let after = view.modelValues
        for key in [key, other].compactMap({ $0 }) {
            guard let (from, to) = Self.implicitEndpoints(key, before, after) else { continue }
            addImplicitAnimation(key, from: from, to: to)
        }
    }

    /// Whether a change now animates implicitly: a free-standing layer that has been shown, with
    /// actions enabled in the current transaction.
    var animatesChanges: Bool {
        guard let view = kinemaView, isFreeStanding, let scene = view.scene else { return false }
        return hasBeenShown && !scene.currentTransaction.disablesActions
    }

    /// Adds Core Animation's implicit animation of `key` from `from` to `to` under the key, with
    /// the transaction's duration and curve (or the default curve).
    func addImplicitAnimation(_ key: String, from: Any?, to: Any?) {
        let action = CABasicAnimation(keyPath: key)
        action.fromValue = from
        action.toValue = to
        action.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(action, forKey: key)
    }

    /// The values an implicit animation of `key` runs between, as Core Animation's values; nil
    /// when they are equal (nothing to animate) or the key is not animatable.
    private static func implicitEndpoints(_ key: String, _ a: ViewValues, _ b: ViewValues) -> (Any, Any)? {
        func pair<T: Equatable>(_ path: KeyPath<ViewValues, T>, _ wrap: (T) -> Any) -> (Any, Any)? {
            a[keyPath: path] == b[keyPath: path] ? nil : (wrap(a[keyPath: path]), wrap(b[keyPath: path]))
        }
        func number(_ x: Double) -> Any { NSNumber(value: x) }
        func color(_ c: Color) -> Any { CGColor(c) }
        switch key {
        case "position": return pair(\.center) { CGPoint($0) }
        case "anchorPoint": return pair(\.anchorPoint) { CGPoint($0) }
        case "bounds": return pair(\.size) { CGRect(origin: .zero, size: CGSize($0)) }
        case "transform": return pair(\.transform) { CGAffineTransform($0) }
        case "opacity": return pair(\.alpha, number)
        case "cornerRadius": return pair(\.cornerRadius, number)
        case "borderWidth": return pair(\.borderWidth, number)
        case "shadowOpacity": return pair(\.shadowOpacity, number)
        case "shadowRadius": return pair(\.shadowRadius, number)
        case "shadowOffset": return pair(\.shadowOffset) { CGSize($0) }
        case "backgroundColor": return pair(\.backgroundColor, color)
        case "borderColor": return pair(\.borderColor, color)
        case "shadowColor": return pair(\.shadowColor, color)
        case "strokeStart": return pair(\.strokeStart, number)
        case "strokeEnd": return pair(\.strokeEnd, number)
        case "lineWidth": return pair(\.lineWidth, number)
        case "fillColor": return pair(\.fillColor, color)
        case "strokeColor": return pair(\.strokeColor, color)
        case "lineDashPhase": return pair(\.lineDashPhase, number)
        default: return nil
        }
    }
}
