import FuzzSupport
import KinemaRender
import KinemaUIKit
import KinemaUIKitTesting

/// libFuzzer target: UIKit code through the facade, driven by an operation stream decoded from
/// the input: views and labels added, moved and reordered; gesture recognisers of every kind
/// (taps of any count, long presses, pans, swipes) with failure requirements between them;
/// touches landing, moving, lifting and cancelled; the harness clock advanced; view transitions,
/// `CATransition`s and snapshot views; presentations with and without an animator (one giving a
/// property animator as its interruptible animator), a presentation controller and a transition
/// coordinator; particle emitters and their cells; scroll views dragged, flicked, paged and
/// scrolled by code, with meddling delegates and content sized by constraints; keyframe
/// animations along `UIBezierPath`s and `CGMutablePath`s; free-standing layers added, moved,
/// removed and changed with and without implicit animations.
///
/// Properties, after every operation: no trap; the engine draws every view's subviews in the
/// order the facade lists them (the views the facade does not list, such as transitions' old
/// pictures, aside); every diagnostic reads as one line. At the end, with every touch lifted and
/// the clock past every wait, no recogniser is left in a state other than possible.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUIKit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    MainActor.assumeIsolated { UIKitProgram(ByteStream(bytes)).run() }
    return 0
}

/// Records nothing: a target for recognisers' actions.
@MainActor
final class Sink {
    var count = 0
    func tap(_ r: UITapGestureRecognizer) { count += 1 }
    func press(_ r: UILongPressGestureRecognizer) { count += 1 }
    func pan(_ r: UIPanGestureRecognizer) { _ = r.translation(in: nil) }
    func swipe(_ r: UISwipeGestureRecognizer) { count += 1 }
}

/// Fades the `to` view in, or the `from` view out, and completes (or cancels) when done.
@MainActor
final class Animator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool, cancels: Bool
    init(presenting: Bool, cancels: Bool) {
        self.presenting = presenting
        self.cancels = cancels
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.2
    }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let view = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
        if presenting, let view { context.containerView.addSubview(view) }
        UIView.animate(withDuration: 0.2, animations: { view?.alpha = self.presenting ? 1 : 0 }) { _ in
            context.completeTransition(!self.cancels)
        }
    }
}

/// Fades with a property animator it gives as its interruptible animator, completing (or
/// cancelling) from that animator's completion.
@MainActor
final class PropertyAnimatorTransition: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool, cancels: Bool
    var animator: UIViewPropertyAnimator?
    init(presenting: Bool, cancels: Bool) {
        self.presenting = presenting
        self.cancels = cancels
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.2
    }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }
    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let view = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
        if presenting, let view { context.containerView.addSubview(view) }
        let made = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { view?.alpha = self.presenting ? 1 : 0 }
        made.addCompletion { position in
            context.completeTransition(!self.cancels && !context.transitionWasCancelled && position == .end)
        }
        animator = made
        return made
    }
}

/// A presentation controller with a hostile frame and a dimming view animated alongside.
@MainActor
final class Sheet: UIPresentationController {
    var frame = CGRect.zero
    var removes = false
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect { frame }
    override var shouldRemovePresentersView: Bool { removes }
    override func presentationTransitionWillBegin() {
        containerView?.insertSubview(dimming, at: 0)
        dimming.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0 },
            completion: { context in if context.isCancelled { self.dimming.alpha = 1 } })
    }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frame }
}

@MainActor
final class Delegate: UIViewControllerTransitioningDelegate {
    var cancels = false
    /// Drives the transitions by hand when set.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// Whether the animators give a property animator as their interruptible animator.
    var interruptible = false
    /// The presentation controller given to custom presentations, if any.
    var sheet: (frame: CGRect, removes: Bool)?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard let sheet else { return nil }
        let made = Sheet(presentedViewController: presented, presenting: presenting)
        made.frame = sheet.frame
        made.removes = sheet.removes
        return made
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        interruptible
            ? PropertyAnimatorTransition(presenting: true, cancels: cancels)
            : Animator(presenting: true, cancels: cancels)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        interruptible
            ? PropertyAnimatorTransition(presenting: false, cancels: cancels)
            : Animator(presenting: false, cancels: cancels)
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interaction }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interaction }
}

/// One run: a harness, the views made so far, the recognisers attached.
@MainActor
final class UIKitProgram {
    static let maximumOperations = 200
    let input: ByteStream
    let harness = UIKitHarness()
    var views: [UIView] = []
    var layers: [CALayer] = []
    var cells: [CAEmitterCell] = []
    var recognizers: [UIGestureRecognizer] = []
    /// The scroll views' delegates (held here: a scroll view holds its delegate weakly).
    var scrollDelegates: [MeddlingScrollDelegate] = []
    var tableSources: [MeddlingTableSource] = []
    let sink = Sink()
    let delegate = Delegate()
    var presenter: UIViewController?

    init(_ input: ByteStream) {
        self.input = input
        views = [harness.window]
    }

    func run() {
        input.forEachOperation(upTo: Self.maximumOperations) {
            step()
            check()
        }
        harness.touchCancel()
        harness.advance(by: 5)
        for r in recognizers where r.view != nil {
            Property.require(r.state == .possible, "\(type(of: r)) left \(r.state) after the touches and waits ended")
        }
    }

    func view() -> UIView { views[input.choice(views.count)] }
    func point() -> CGPoint { CGPoint(x: Double(input.byte()) * 1.5, y: Double(input.byte()) * 2.6) }
    func small() -> Double { input.bool() ? Double(input.byte()) / 100 : input.double() }

    func step() {
        switch input.choice(15) {
        case 0, 1: makeView()
        case 2: hierarchy()
        case 3: recognizer()
        case 4, 5: touch()
        case 6: harness.advance(by: Double(input.byte()) / 200)
        case 7: transition()
        case 8: caTransition()
        case 9: snapshot()
        case 10: presentation()
        case 11: pathAnimation()
        case 12: layer()
        case 13: scroll()
        default: draw()
        }
    }

    func makeView() {
        let parent = view()
        let frame = CGRect(origin: point(), size: CGSize(width: Double(input.byte()), height: Double(input.byte())))
        let v: UIView
        switch input.choice(5) {
        case 4: v = input.choice(3) == 0 ? makeTableView(frame: frame) : makeScrollView(frame: frame)
        case 0, 1:
            let label = UILabel(frame: frame)
            label.text = "l\(views.count)"
            v = label
        case 2 where input.choice(4) == 0:
            // A progress bar moved to hostile values, a spinner started and stopped, or a switch
            // turned over (and tapped by later touches).
            if input.choice(5) == 0 {
                // A slider with hostile ranges and values, continuous or not (later touches drag it).
                let slider = UISlider(frame: frame)
                slider.minimumValue = Float(input.bool() ? input.double() : 0)
                slider.maximumValue = Float(input.bool() ? input.double() : 1)
                slider.setValue(Float(input.double()), animated: input.bool())
                slider.isContinuous = input.bool()
                v = slider
            } else if input.choice(4) == 0 {
                // Segments with hostile indices, some disabled, some momentary.
                let control = UISegmentedControl(items: (0..<input.choice(5)).map { "s\($0)" } + [7])
                control.frame = frame
                control.selectedSegmentIndex = input.choice(8) == 0 ? input.integer() : input.choice(6)
                control.isMomentary = input.choice(4) == 0
                control.setEnabled(input.bool(), forSegmentAt: input.choice(4))
                if input.bool() { control.insertSegment(withTitle: "new", at: input.integer(), animated: true) }
                if input.bool() { control.removeSegment(at: input.choice(6), animated: true) }
                v = control
            } else if input.choice(3) == 0 {
                let toggle = UISwitch(frame: frame)
                toggle.setOn(input.bool(), animated: input.bool())
                if input.bool() { toggle.onTintColor = nil }
                v = toggle
            } else if input.bool() {
                let bar = UIProgressView(frame: frame)
                bar.setProgress(Float(input.double()), animated: input.bool())
                DispatchQueue.main.async { [input] in bar.setProgress(Float(input.double()), animated: input.bool()) }
                v = bar
            } else {
                let spinner = UIActivityIndicatorView(style: input.bool() ? .large : .medium)
                spinner.hidesWhenStopped = input.bool()
                spinner.startAnimating()
                if input.bool() { DispatchQueue.main.async { spinner.stopAnimating() } }
                v = spinner
            }
        case 2:
            v = UIView(frame: frame)
        default:
            // Views backed by a gradient or a shape layer (`layerClass`), configured through it.
            if input.bool() {
                let gradient = GradientBackedView(frame: frame)
                if let layer = gradient.layer as? CAGradientLayer {
                    layer.colors = [CGColor(gray: input.double(), alpha: 1), CGColor(gray: input.double(), alpha: 1)]
                    layer.type = input.bool() ? .axial : .radial
                    layer.endPoint = point()
                }
                v = gradient
            } else {
                let shape = ShapeBackedView(frame: frame)
                (shape.layer as? CAShapeLayer)?.path = CGPath(
                    ellipseIn: CGRect(origin: point(), size: CGSize(width: input.double(), height: 10)), transform: nil)
                v = shape
            }
        }
        parent.addSubview(v)
        views.append(v)
    }

    func hierarchy() {
        guard views.count > 1 else { return makeView() }
        let v = views[1 + input.choice(views.count - 1)]
        switch input.choice(8) {
        case 0: v.removeFromSuperview() // kept in the list: it may be added again
        case 1: view().insertSubview(v, at: input.integer())
        case 2: v.superview?.bringSubviewToFront(v)
        case 3: v.superview?.sendSubviewToBack(v)
        case 4:
            if let parent = v.superview, !parent.subviews.isEmpty {
                let sibling = parent.subviews[input.choice(parent.subviews.count)]
                if input.bool() {
                    parent.insertSubview(v, belowSubview: sibling)
                } else {
                    parent.insertSubview(v, aboveSubview: sibling)
                }
            }
        case 5: v.superview?.exchangeSubview(at: input.integer(), withSubviewAt: input.integer())
        case 6:
            // A view masks another (maybe its ancestor, maybe itself), or a mask is taken off.
            view().mask = input.bool() ? v : nil
        default: view().addSubview(v)
        }
    }

    func recognizer() {
        let v = view()
        let r: UIGestureRecognizer
        switch input.choice(4) {
        case 0:
            let tap = UITapGestureRecognizer(target: sink, action: Sink.tap)
            tap.numberOfTapsRequired = input.choice(4)
            if input.choice(8) == 0 { tap.numberOfTouchesRequired = 2 }
            r = tap
        case 1:
            let press = UILongPressGestureRecognizer(target: sink, action: Sink.press)
            press.minimumPressDuration = small()
            r = press
        case 2: r = UIPanGestureRecognizer(target: sink, action: Sink.pan)
        default:
            let swipe = UISwipeGestureRecognizer(target: sink, action: Sink.swipe)
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(input.byte() % 16))
            r = swipe
        }
        r.cancelsTouchesInView = input.bool()
        r.delaysTouchesBegan = input.bool()
        if let other = recognizers.isEmpty ? nil : recognizers[input.choice(recognizers.count)], input.bool() {
            r.require(toFail: other)
        }
        v.addGestureRecognizer(r)
        recognizers.append(r)
        if input.choice(8) == 0, let victim = recognizers.first { victim.isEnabled.toggle() }
    }

    func touch() {
        switch input.choice(5) {
        case 0: harness.touchDown(at: point())
        case 1, 2: harness.touchMove(to: point())
        case 3: harness.touchUp(at: point())
        default: input.bool() ? harness.touchCancel() : harness.tap(at: point())
        }
    }

    func transitionOptions() -> UIView.AnimationOptions {
        var options = UIView.AnimationOptions(rawValue: UInt(input.byte() % 8) << 20)
        if input.bool() { options.insert(.allowAnimatedContent) }
        if input.bool() { options.insert(.showHideTransitionViews) }
        if input.choice(4) == 0 { options.insert(.curveLinear) }
        return options
    }

    func transition() {
        let v = view()
        if input.bool(), v.subviews.count > 0, views.count > 1 {
            let from = v.subviews[input.choice(v.subviews.count)]
            let to = views[1 + input.choice(views.count - 1)]
            UIView.transition(from: from, to: to, duration: small(), options: transitionOptions()) { _ in }
        } else {
            UIView.transition(
                with: v, duration: small(), options: transitionOptions(),
                animations: {
                    if let label = v as? UILabel { label.text = "t" }
                    v.alpha = 0.5
                }
            ) { _ in }
        }
    }

    func caTransition() {
        let t = CATransition()
        t.type =
            [.fade, .push, .moveIn, .reveal, CATransitionType("oglFlip"), CATransitionType("cube")][input.choice(6)]
        t.subtype = input.bool() ? nil : [.fromLeft, .fromRight, .fromTop, .fromBottom][input.choice(4)]
        t.duration = small()
        t.startProgress = Float(input.double())
        t.endProgress = Float(input.double())
        t.repeatCount = input.bool() ? 0 : Float(input.double())
        view().layer.add(t, forKey: input.bool() ? kCATransition : nil)
        if input.choice(4) == 0 { view().layer.removeAllAnimations() }
    }

    /// A keyframe animation along a path built with `UIBezierPath` or `CGMutablePath` calls
    /// (hostile angles and radii), on `position` or another key path.
    func pathAnimation() {
        let bezier = UIBezierPath()
        let cg = CGMutablePath()
        let useCG = input.bool()
        for _ in 0..<input.choice(6) {
            let p = point(), q = point(), r = point()
            switch input.choice(7) {
            case 0: useCG ? cg.move(to: p) : bezier.move(to: p)
            case 1: useCG ? cg.addLine(to: p) : bezier.addLine(to: p)
            case 2: useCG ? cg.addQuadCurve(to: p, control: q) : bezier.addQuadCurve(to: p, controlPoint: q)
            case 3:
                useCG
                    ? cg.addCurve(to: p, control1: q, control2: r)
                    : bezier.addCurve(to: p, controlPoint1: q, controlPoint2: r)
            case 4:
                let (radius, a, b) = (input.double(), input.double(), input.double())
                if useCG {
                    cg.addArc(center: p, radius: radius, startAngle: a, endAngle: b, clockwise: input.bool())
                } else {
                    bezier.addArc(withCenter: p, radius: radius, startAngle: a, endAngle: b, clockwise: input.bool())
                }
            case 5: useCG ? cg.addEllipse(in: CGRect(origin: p, size: CGSize(width: q.x, height: q.y))) : bezier.close()
            default: useCG ? cg.closeSubpath() : bezier.apply(CGAffineTransform(rotationAngle: input.double()))
            }
        }
        let animation = CAKeyframeAnimation(keyPath: input.choice(4) == 0 ? "position.x" : "position")
        animation.path = useCG ? cg : bezier.cgPath
        animation.calculationMode = [.linear, .paced, .cubic, .cubicPaced, .discrete][input.choice(5)]
        animation.rotationMode = [nil, .rotateAuto, .rotateAutoReverse][input.choice(3)]
        if input.bool() {
            animation.keyTimes = (0..<input.choice(5)).map { _ in NSNumber(value: Double(input.byte()) / 255) }
        }
        animation.duration = small()
        animation.repeatCount = input.bool() ? 0 : Float(input.double())
        animation.isAdditive = input.bool()
        view().layer.add(animation, forKey: input.bool() ? "path" : nil)
    }

    /// A free-standing layer made, added, moved, removed or changed (inside a transaction, with
    /// actions on or off, or in a UIView animation block), or a view's layer misused as one.
    func layer() {
        func anyLayer() -> CALayer {
            input.bool() || layers.isEmpty ? view().layer : layers[input.choice(layers.count)]
        }
        guard !layers.isEmpty, input.choice(5) != 0 else {
            let made: CALayer =
                switch input.choice(6) {
                case 0: CALayer()
                case 1: shapeLayer()
                case 2: replicatorLayer()
                case 3: textLayer()
                case 4: emitterLayer()
                default: gradientLayer()
                }
            made.frame = CGRect(
                origin: point(), size: CGSize(width: Double(input.byte()), height: Double(input.byte())))
            anyLayer().addSublayer(made)
            layers.append(made)
            return
        }
        let l = layers[input.choice(layers.count)]
        switch input.choice(9) {
        case 0:
            if input.choice(4) == 0 {
                anyLayer().mask = input.bool() ? l : (input.bool() ? view().layer : nil)
            } else {
                anyLayer().addSublayer(input.bool() ? l : view().layer)
            }
        case 1: anyLayer().insertSublayer(l, at: UInt32(input.byte()))
        case 2: anyLayer().insertSublayer(l, below: anyLayer())
        case 3: anyLayer().insertSublayer(l, above: anyLayer())
        case 4: l.removeFromSuperlayer()
        case 5: anyLayer().replaceSublayer(anyLayer(), with: l)
        case 6:
            CATransaction.begin()
            CATransaction.setDisableActions(input.bool())
            CATransaction.setAnimationDuration(small())
            l.position = point()
            l.opacity = Float(input.double())
            // Anchor points, hostile ones too, on free layers (implicit animations) and views.
            if input.bool() { l.anchorPoint = input.bool() ? CGPoint(x: 0, y: 1) : point() }
            if input.choice(4) == 0 { view().anchorPoint = point() }
            CATransaction.commit()
        case 7 where !cells.isEmpty && input.bool():
            // A cell already in an emitter changed (a new emission starts there).
            let cell = cells[input.choice(cells.count)]
            cell.birthRate = Float(input.double())
            cell.isEnabled = input.choice(4) != 0
        case 7:
            // The values a layer keeps without drawing them differently, hostile included.
            let target = input.bool() ? l : anyLayer()
            target.shadowPath =
                input.bool()
                ? nil : CGPath(ellipseIn: CGRect(origin: point(), size: CGSize(width: 9, height: 9)), transform: nil)
            target.zPosition = CGFloat(input.double())
            var perspective = CATransform3DIdentity
            perspective.m34 = CGFloat(input.double())
            target.sublayerTransform = perspective
            target.shouldRasterize = input.bool()
            target.rasterizationScale = CGFloat(input.double())
            target.cornerCurve = input.bool() ? .circular : .continuous
            view().transform3D = CATransform3DMakeRotation(CGFloat(input.double()), 0, 0, 1)
        default:
            UIView.animate(withDuration: small()) {
                l.frame = CGRect(origin: self.point(), size: CGSize(width: 5, height: 5))
                l.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            }
        }
    }

    /// A shape layer with a hostile path, colours, width, stroke ends and dashes, sometimes
    /// animating one of its animatable values (a colour sometimes with a number, which is refused).
    /// A gradient layer with hostile colours (a `UIColor` among them at times), locations, points
    /// and type.
    /// A text layer with hostile sizes and strings of any kind.
    func textLayer() -> CATextLayer {
        let text = CATextLayer()
        text.string = [nil, "t", "a b c\nd e", NSAttributedString(string: "w"), 7][input.choice(5)]
        text.fontSize = CGFloat(input.double())
        text.isWrapped = input.bool()
        if input.bool() { text.foregroundColor = nil }
        if input.bool() {
            // A colour animation with hostile components, or values of another kind.
            let fade = CABasicAnimation(keyPath: "foregroundColor")
            fade.fromValue = input.bool() ? CGColor(gray: input.double(), alpha: input.double()) : nil
            fade.toValue = input.bool() ? CGColor(red: input.double(), green: 0, blue: 1, alpha: 1) : input.double()
            fade.duration = small()
            text.add(fade, forKey: "fade")
        }
        if input.bool() {
            // A size animation with hostile numbers, or values of another kind.
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = input.bool() ? input.double() : nil
            grow.toValue = input.bool() ? input.double() : CGPoint(x: 1, y: 2)
            grow.duration = small()
            text.add(grow, forKey: "grow")
        }
        // Changed later, once shown, the colour and the size animate implicitly.
        if input.choice(4) == 0 {
            let gray = input.double(), size = CGFloat(input.double())
            DispatchQueue.main.async { [text] in
                text.foregroundColor = CGColor(gray: gray, alpha: 1)
                text.fontSize = size
            }
        }
        return text
    }

    /// A replicator with hostile instance values; its sublayers come from later operations.
    func replicatorLayer() -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = input.integer()
        replicator.instanceDelay = input.double()
        replicator.instanceTransform = CATransform3DMakeRotation(CGFloat(input.double()), 0, 0, 1)
        if input.bool() { replicator.instanceColor = CGColor(gray: input.double(), alpha: input.double()) }
        replicator.instanceAlphaOffset = Float(input.double())
        replicator.instanceGreenOffset = Float(input.double())
        return replicator
    }

    /// An emitter with hostile numbers, whose cells the program changes later through `cells`.
    func emitterLayer() -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = point()
        emitter.emitterSize = CGSize(width: input.double(), height: Double(input.byte()))
        emitter.emitterShape = [.point, .line, .rectangle, .cuboid, .circle, .sphere][input.choice(6)]
        emitter.emitterMode = [.points, .outline, .surface, .volume][input.choice(4)]
        emitter.birthRate = Float(input.double())
        emitter.lifetime = Float(input.double())
        emitter.seed = UInt32(input.byte())
        emitter.emitterCells = (0..<input.choice(3)).map { _ in
            let cell = CAEmitterCell()
            cell.birthRate = input.bool() ? Float(input.byte()) : Float(input.double())
            cell.lifetime = input.bool() ? Float(input.byte()) / 50 : Float(input.double())
            cell.velocity = CGFloat(input.double())
            cell.emissionRange = CGFloat(input.double())
            cell.yAcceleration = CGFloat(input.double())
            cell.spin = CGFloat(input.double())
            cell.scaleSpeed = CGFloat(input.double())
            cell.alphaSpeed = Float(input.double())
            cell.color = CGColor(gray: input.double(), alpha: input.double())
            cell.contents = input.bool() ? UIImage(systemName: "photo")?.cgImage : (input.bool() ? "x" : nil)
            cells.append(cell)
            return cell
        }
        return emitter
    }

    func gradientLayer() -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.colors = (0..<input.choice(4)).map { _ -> Any in
            input.choice(5) == 0 ? UIColor.red : CGColor(gray: input.double(), alpha: input.double())
        }
        if input.bool() { gradient.locations = (0..<input.choice(4)).map { _ in NSNumber(value: input.double()) } }
        gradient.startPoint = point()
        gradient.endPoint = input.bool() ? gradient.startPoint : point()
        gradient.type = [.axial, .radial, .conic][input.choice(3)]
        gradient.cornerRadius = CGFloat(input.double())
        // Set again on a shown layer, a value animates implicitly.
        if input.choice(4) == 0 {
            let (middle, x) = (input.double(), input.double())
            DispatchQueue.main.async { [gradient] in
                gradient.locations = [0, NSNumber(value: middle), 1]
                gradient.endPoint = CGPoint(x: x, y: 1)
            }
        }
        if input.bool() {
            let key = ["colors", "locations", "startPoint", "endPoint"][input.choice(4)]
            let animation = CABasicAnimation(keyPath: key)
            func value() -> Any? {
                switch (key, input.choice(5)) {
                case (_, 0): return input.bool() ? nil : input.double()
                case ("colors", _):
                    return (0..<input.choice(4)).map { _ -> Any in
                        input.choice(5) == 0 ? UIColor.red : CGColor(gray: input.double(), alpha: input.double())
                    }
                case ("locations", _): return (0..<input.choice(4)).map { _ in input.double() }
                default: return point()
                }
            }
            animation.fromValue = value()
            animation.toValue = value()
            animation.duration = input.double()
            gradient.add(animation, forKey: input.bool() ? key : nil)
        }
        return gradient
    }

    func shapeLayer() -> CAShapeLayer {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: point())
        for _ in 0..<input.choice(5) {
            switch input.choice(4) {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            case 2:
                path.addArc(
                    center: point(), radius: input.double(), startAngle: input.double(), endAngle: input.double(),
                    clockwise: input.bool())
            default: path.closeSubpath()
            }
        }
        shape.path = input.choice(6) == 0 ? nil : path
        shape.fillColor = input.bool() ? nil : CGColor(gray: input.double(), alpha: input.double())
        shape.strokeColor = input.bool() ? nil : CGColor(gray: 0.3, alpha: 1)
        shape.lineWidth = input.bool() ? 4 : input.double()
        shape.strokeStart = input.bool() ? 0 : input.double()
        shape.strokeEnd = input.bool() ? 1 : input.double()
        shape.lineCap = [.butt, .round, .square][input.choice(3)]
        shape.fillRule = input.bool() ? .evenOdd : .nonZero
        if input.bool() { shape.lineDashPattern = (0..<input.choice(4)).map { _ in NSNumber(value: input.double()) } }
        shape.lineDashPhase = input.bool() ? 0 : input.double()
        // Set again on a shown layer, the path animates implicitly.
        if input.choice(4) == 0 {
            DispatchQueue.main.async { [shape] in shape.path = path.copy(using: nil) }
        }
        if input.bool() {
            let key = ["strokeEnd", "strokeStart", "lineWidth", "lineDashPhase", "fillColor", "strokeColor", "path"][
                input.choice(7)]
            let draw = CABasicAnimation(keyPath: key)
            if key == "path" {
                // The same elements as the layer's path, moved (they blend), or another path.
                let moved = CGMutablePath()
                if let path = shape.path {
                    moved.addPath(path, transform: CGAffineTransform(translationX: input.double(), y: 1))
                }
                draw.fromValue = input.bool() ? nil : moved
                draw.toValue = input.bool() ? path : input.double()
            } else if key.hasSuffix("Color") {
                draw.fromValue = CGColor(gray: input.double(), alpha: input.double())
                draw.toValue = input.bool() ? CGColor(gray: input.double(), alpha: 1) : input.double()
            } else {
                draw.fromValue = input.double()
                draw.toValue = input.double()
            }
            draw.duration = small()
            shape.add(draw, forKey: "draw")
        }
        return shape
    }

    /// The frame now as a snapshot, sometimes drawn as SVG and exported to Lottie (which may
    /// refuse values that are not finite, but must not trap).
    func draw() {
        let frame = harness.snapshot()
        switch input.choice(4) {
        case 0: _ = Filmstrip(frames: [frame]).svg()
        case 1: _ = try? LottieExport(frames: [frame], fps: 30).document()
        default: break
        }
    }

    func snapshot() {
        guard let copy = view().snapshotView(afterScreenUpdates: input.bool()) else { return }
        view().addSubview(copy)
        views.append(copy)
    }

    func presentation() {
        // A transition driven by hand: moved, finished, cancelled or paused, at any time, with
        // hostile fractions and speeds.
        if let interaction = delegate.interaction, input.bool() {
            switch input.choice(5) {
            case 0: interaction.update(CGFloat(input.double()))
            case 1: interaction.finish()
            case 2: interaction.cancel()
            case 3: interaction.pause()
            default: interaction.completionSpeed = CGFloat(input.double())
            }
            return
        }
        // The coordinator of a transition under way, asked for alongside animations and told
        // of interaction changes at any time.
        if let coordinator = presenter?.transitionCoordinator, input.bool() {
            let target = view()
            switch input.choice(3) {
            case 0:
                coordinator.animate(
                    alongsideTransition: { _ in target.alpha = CGFloat(self.small()) },
                    completion: { context in _ = context.isCancelled })
            case 1: coordinator.notifyWhenInteractionChanges { context in _ = context.percentComplete }
            default: _ = (coordinator.percentComplete, coordinator.isInteractive, coordinator.isInterruptible)
            }
            return
        }
        if let presenter, presenter.presentedViewController != nil {
            presenter.dismiss(animated: input.bool())
            return
        }
        if presenter == nil {
            let controller = UIViewController()
            harness.show(controller)
            presenter = controller
        }
        let presented = UIViewController()
        presented.modalPresentationStyle = [.fullScreen, .overFullScreen, .custom, .automatic][input.choice(4)]
        presented.modalTransitionStyle = [.coverVertical, .crossDissolve, .flipHorizontal][input.choice(3)]
        if input.bool() {
            delegate.cancels = input.choice(4) == 0
            if input.choice(3) == 0 {
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.wantsInteractiveStart = input.choice(4) != 0
                delegate.interaction = interaction
            } else {
                delegate.interaction = nil
            }
            delegate.interruptible = input.bool()
            delegate.sheet =
                input.bool()
                ? (CGRect(x: small(), y: small(), width: input.double(), height: Double(input.byte())), input.bool())
                : nil
            presented.transitioningDelegate = delegate
        }
        presenter?.present(presented, animated: input.bool())
    }

    /// The facade's subviews of every known view appear in the engine's subviews in the same
    /// order, and every diagnostic is one line.
    func check() {
        for v in views {
            let engine = v.kinemaView.subviews
            var last = -1
            for s in v.subviews {
                guard let i = engine.firstIndex(where: { $0 === s.kinemaView }) else {
                    Property.require(false, "a facade subview is not among the engine's subviews")
                    return
                }
                Property.require(i > last, "the engine draws subviews in another order than the facade lists them")
                last = i
            }
        }
        // Free layers: listed by their superlayer, never a subview.
        for l in layers {
            if let parent = l.superlayer {
                Property.require(
                    parent.sublayers?.contains { $0 === l } == true, "a layer is not among its superlayer's")
            }
        }
        for v in views where v.subviews.contains(where: { s in layers.contains { $0.kinemaView === s.kinemaView } }) {
            Property.require(false, "a free layer is listed as a subview")
        }
        if let line = harness.diagnostics.last { Property.requireOneLine(line) }
    }
}

/// A view backed by a gradient layer, as UIKit code declares one.
final class GradientBackedView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A view backed by a shape layer.
final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}
