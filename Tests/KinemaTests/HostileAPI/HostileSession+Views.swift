import Kinema
import XCTest

/// Views: every setter and initialiser that takes numbers, the hierarchy, hit testing and
/// conversions.
extension HostileSession {
    /// Sets one animatable or geometric property of `view` to a hostile value, checking the
    /// setter's promise (and, when accepted, that the getter gives the value back).
    func setProperty(of view: View) {
        switch hostile.index(14) {
        case 0:
            let p = point()
            expectSetter(view, "center", p.isWithin) { view.center = p }
            if p.isWithin { requireEqual(view.center, p, context) }
        case 1:
            let r = rect()
            expectSetter(view, "bounds", r.origin.isWithin && r.size.isWithin) { view.bounds = r }
        case 2:
            let r = rect()
            expectSetter(view, "frame", r.isWithinAsFrame) { view.frame = r }
        case 3:
            let t = transform()
            expectSetter(view, "transform", t.isWithin) { view.transform = t }
            if t.isWithin { requireEqual(view.transform, t, context) }
        case 4:
            let x = setScalar(of: view, "alpha", \.alpha, mostly: 0...1)
            if within(x) { requireEqual(view.alpha, x, context) }
        case 5: setColor(of: view, "backgroundColor", \.backgroundColor)
        case 6: setScalar(of: view, "cornerRadius", \.cornerRadius, mostly: 0...40)
        case 7: setScalar(of: view, "borderWidth", \.borderWidth, mostly: 0...5)
        case 8: setColor(of: view, "borderColor", \.borderColor)
        case 9: setScalar(of: view, "shadowOpacity", \.shadowOpacity, mostly: 0...1)
        case 10: setScalar(of: view, "shadowRadius", \.shadowRadius, mostly: 0...20)
        case 11:
            let s = Size(width: mostly(-10...10), height: mostly(-10...10))
            expectSetter(view, "shadowOffset", s.isWithin) { view.shadowOffset = s }
        case 12: setColor(of: view, "shadowColor", \.shadowColor)
        default:
            let p = point()
            expectSetter(view, "bounds origin", p.isWithin) { view.boundsOrigin = p }
        }
    }

    /// Sets a number property of `view` to a hostile value (mostly in `usual`) and checks the
    /// setter's promise; returns the value.
    @discardableResult
    private func setScalar(
        of view: View, _ name: String, _ property: ReferenceWritableKeyPath<View, Double>,
        mostly usual: ClosedRange<Double>
    ) -> Double {
        let x = mostly(usual)
        expectSetter(view, name, within(x)) { view[keyPath: property] = x }
        return x
    }

    /// Sets a colour property of `view` to a hostile colour and checks the setter's promise.
    private func setColor(of view: View, _ name: String, _ property: ReferenceWritableKeyPath<View, Color>) {
        let c = color()
        expectSetter(view, name, c.isWithin) { view[keyPath: property] = c }
    }

    /// The settings without numbers, with hostile integers where they take some.
    func setFlags(of view: View) {
        switch hostile.index(7) {
        case 0: view.isHidden.toggle()
        case 1: view.clipsToBounds.toggle()
        case 2: view.maskedCorners = CornerMask(rawValue: UInt(truncatingIfNeeded: hostile.count(upTo: 15)))
        case 3: view.tag = hostile.count(upTo: 10)
        case 4: view.isUserInteractionEnabled.toggle()
        case 5: view.content = hostile.chance(50) ? nil : .symbol(hostile.pick(ViewSymbol.allCases), tint: color())
        default:
            // UIKit's layoutSubviews override: a corner radius of half the height.
            view.layoutSubviews = hostile.chance(30) ? nil : { v in v.cornerRadius = v.bounds.height / 2 }
        }
    }

    /// `View(name:frame:)` outside any scene with hostile numbers, then hostile setters: the view
    /// keeps its refusals and hands them to the scene when it joins (one diagnostic each).
    func looseView() {
        let frame = rect()
        let view = View(name: "loose", frame: frame)
        var refusals = frame.isWithinAsFrame ? 0 : 1
        if frame.isWithinAsFrame {
            requireEqual(view.center, frame.standardized.center, context)
        } else {
            requireEqual(view.modelValues, ViewValues(), "\(context): a refused frame leaves the defaults")
        }
        for _ in 0..<hostile.index(4) {
            let x = number()
            view.alpha = x
            if !within(x) { refusals += 1 }
            let p = point()
            view.center = p
            if !p.isWithin { refusals += 1 }
        }
        let before = scene.diagnostics.count
        requireNoThrow(try loner.addSubview(view), context)
        requireEqual(scene.diagnostics.count - before, refusals, "\(context): refusals of a loose view")
        view.removeFromSuperview()
    }

    /// The hierarchy with hostile indices: inserting clamps the index, nothing traps.
    func rearrange() {
        let view = item()
        switch hostile.index(5) {
        case 0: requireNoThrow(try container.insertSubview(view, at: hostile.count(upTo: 4)), context)
        case 1: container.bringSubviewToFront(view)
        case 2: container.sendSubviewToBack(view)
        case 3:
            view.removeFromSuperview()
            requireNoThrow(try container.insertSubview(view, at: hostile.count(upTo: 4)), context)
        default:
            let sibling = item()
            if sibling !== view {
                requireNoThrow(try container.insertSubview(view, aboveSubview: sibling), context)
            }
        }
        requireEqual(container.subviews.count, 3, context)
    }

    /// A chain of up to 40 nested views under an item, each scaled and moved by hostile numbers
    /// within the limits (1e9 scales compose past the largest Double at 35 levels), checked and
    /// taken away again.
    func nest() {
        var parent = item()
        var chain: [View] = []
        for level in 0..<(1 + hostile.index(40)) {
            let child = View(name: "level\(level)", frame: Rect(x: mostly(-100...100), y: 0, width: 10, height: 10))
            let scale = hostile.chance(50) ? 1e9 : mostly(0.5...2)
            child.transform = AffineTransform(scaleX: scale, y: scale)
                .then(AffineTransform(rotationAngle: mostly(-3...3)))
                .then(AffineTransform(translationX: mostly(-1e9...1e9), y: 0))
            requireNoThrow(try parent.addSubview(child), context)
            chain.append(child)
            parent = child
        }
        checkInvariants()
        _ = scene.hitTest(touchPoint())
        chain.first?.removeFromSuperview()
    }

    /// Hit testing and conversions with hostile points: a point within the limits converts to a
    /// finite point or to nil.
    func hitTest() {
        let p = Point(x: number(), y: number())
        _ = scene.hitTest(p)
        _ = view().point(inside: p)
        _ = view().hitTest(p)
        _ = view().extendedBounds(by: number())
        for converted in [view().convert(p, to: view()), view().convert(p, from: nil), view().location(ofRootPoint: p)]
        {
            if p.isWithin, let q = converted {
                require(q.isFinite, "\(context): \(p) converts to \(q)")
            }
        }
        _ = view().presentation
        _ = view().frame
        _ = view().animatingProperties
    }
}
