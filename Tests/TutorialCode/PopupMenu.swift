// The interactive popup menu of “Building Better iOS App Animations” (Nathan Gitter, SwiftKick
// Mobile; popup-menu.txt), compiled against KinemaUIKit. The text shows fragments around a final
// version it links to but does not print; this is that final version reassembled as the text
// describes it, step by step:
// - step 1's State, its `opposite`, the popup view, `layout()` and the bottom constraint;
// - steps 2-5's pan handler, with step 3's recorded progress and step 5's reversal table, on
//   step 4's instant pan (which replaces the tap and pan recognisers: "It allows us to replace
//   both of our previous gesture recognizers");
// - step 6's corner radius on the two top corners;
// - step 7's overlay and the two title labels (the text: "not going to cover the implementation
//   of these additional views"), step 8's cross-faded, scaled titles;
// - steps 9-10: `runningAnimators`, one recorded progress per animator, three animators per
//   transition (the spring transition, the ease-in title, the ease-out title, those two not
//   scrubbing linearly), everything applied to the transition animator applied to the array.
//
// The text's fragments are kept as printed (with step 9's array in place of the single
// `transitionAnimator`); the code joining them (the lazy views of step 7, the loops over the
// array) is written here, as the text describes it.
//
// Edits Linux forces, and choices where the text is silent:
// 1. `import UIKit` becomes `import KinemaUIKit`; `import UIKit.UIGestureRecognizerSubclass`
//    (step 4) is dropped: the facade's recognisers expose `state` to subclasses without it.
// 2. `@objc` is dropped and `#selector(popupViewPanned(recognizer:))` becomes the method reference
//    `PopupMenuViewController.popupViewPanned` (target-action without the Objective-C runtime).
// 3. Step 4's `SetUITouch` is the page's rendering of `Set<UITouch>` (its angle brackets lost),
//    and its `UIGestureRecognizerState.began` is `UIGestureRecognizer.State.began`, the name since
//    Swift 4.2 (the old one is unavailable on iOS too).
// 4. The class is named PopupMenuViewController, not ViewController: the four tutorials share
//    one test module, and the spinning tips have a ViewController too.
// 5. The duration: 1 s for every animator (step 1's animator lasts 1 s; step 2's pan passes 1.5,
//    an intermediate step the final version does not keep).
// 6. Step 9: "Whenever an animation finishes, we will remove it from the array": each title
//    animator's completion removes that animator; the transition animator's completion, which
//    settles the state, empties the array (the final version's `removeAll()`).
// 7. Step 7's decoration is left out (a background image, a shadow, a review image): the text
//    does not cover it, and KinemaControls' popup leaves it out too. The labels' fonts and colours,
//    not in the text, are those KinemaControls documents: "Reviews" in the 15 pt medium system
//    font, (0, 0.5898, 1) when closed, in the 24 pt heavy one, black, when open (intrinsic heights
//    18 and 29); closed at 20 pt below the popup's top, open at 30.
import KinemaUIKit

private enum State {
    case closed
    case open
}

extension State {
    var opposite: State {
        switch self {
        case .open: return .closed
        case .closed: return .open
        }
    }
}

class PopupMenuViewController: UIViewController {

    private let popupOffset: CGFloat = 440

    private lazy var overlayView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    private lazy var popupView: UIView = {
        let view = UIView()
        view.backgroundColor = .white
        view.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMinYCorner]
        return view
    }()

    private lazy var closedTitleLabel: UILabel = {
        let label = UILabel()
        label.text = "Reviews"
        label.font = UIFont.systemFont(ofSize: 15, weight: UIFont.Weight.medium)
        label.textColor = UIColor(red: 0, green: 0.5898, blue: 1, alpha: 1)
        label.textAlignment = .center
        return label
    }()

    private lazy var openTitleLabel: UILabel = {
        let label = UILabel()
        label.text = "Reviews"
        label.font = UIFont.systemFont(ofSize: 24, weight: UIFont.Weight.heavy)
        label.textColor = .black
        label.textAlignment = .center
        label.alpha = 0
        label.transform = CGAffineTransform(scaleX: 0.65, y: 0.65).concatenating(CGAffineTransform(translationX: 0, y: -15))
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout()
        popupView.addGestureRecognizer(panRecognizer)
    }

    private var bottomConstraint = NSLayoutConstraint()

    private func layout() {
        overlayView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(overlayView)
        overlayView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        overlayView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        overlayView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        overlayView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true

        popupView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(popupView)
        popupView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        popupView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        bottomConstraint = popupView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: popupOffset)
        bottomConstraint.isActive = true
        popupView.heightAnchor.constraint(equalToConstant: 500).isActive = true

        closedTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        popupView.addSubview(closedTitleLabel)
        closedTitleLabel.leadingAnchor.constraint(equalTo: popupView.leadingAnchor).isActive = true
        closedTitleLabel.trailingAnchor.constraint(equalTo: popupView.trailingAnchor).isActive = true
        closedTitleLabel.topAnchor.constraint(equalTo: popupView.topAnchor, constant: 20).isActive = true

        openTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        popupView.addSubview(openTitleLabel)
        openTitleLabel.leadingAnchor.constraint(equalTo: popupView.leadingAnchor).isActive = true
        openTitleLabel.trailingAnchor.constraint(equalTo: popupView.trailingAnchor).isActive = true
        openTitleLabel.topAnchor.constraint(equalTo: popupView.topAnchor, constant: 30).isActive = true
    }

    private var currentState: State = .closed

    private var runningAnimators = [UIViewPropertyAnimator]()

    private var animationProgress = [CGFloat]()

    private lazy var panRecognizer: InstantPanGestureRecognizer = {
        let recognizer = InstantPanGestureRecognizer()
        recognizer.addTarget(self, action: PopupMenuViewController.popupViewPanned)
        return recognizer
    }()

    private func animateTransitionIfNeeded(to state: State, duration: TimeInterval) {
        guard runningAnimators.isEmpty else { return }

        let transitionAnimator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1, animations: {
            switch state {
            case .open:
                self.bottomConstraint.constant = 0
                self.popupView.layer.cornerRadius = 20
                self.overlayView.alpha = 0.5
                self.closedTitleLabel.transform = CGAffineTransform(scaleX: 1.6, y: 1.6).concatenating(CGAffineTransform(translationX: 0, y: 15))
                self.openTitleLabel.transform = .identity
            case .closed:
                self.bottomConstraint.constant = self.popupOffset
                self.popupView.layer.cornerRadius = 0
                self.overlayView.alpha = 0
                self.closedTitleLabel.transform = .identity
                self.openTitleLabel.transform = CGAffineTransform(scaleX: 0.65, y: 0.65).concatenating(CGAffineTransform(translationX: 0, y: -15))
            }
            self.view.layoutIfNeeded()
        })

        transitionAnimator.addCompletion { position in
            switch position {
            case .start:
                self.currentState = state.opposite
            case .end:
                self.currentState = state
            case .current:
                ()
            }

            switch self.currentState {
            case .open:
                self.bottomConstraint.constant = 0
            case .closed:
                self.bottomConstraint.constant = self.popupOffset
            }

            self.runningAnimators.removeAll()
        }

        let inTitleAnimator = UIViewPropertyAnimator(duration: duration, curve: .easeIn, animations: {
            switch state {
            case .open:
                self.openTitleLabel.alpha = 1
            case .closed:
                self.closedTitleLabel.alpha = 1
            }
        })
        inTitleAnimator.scrubsLinearly = false
        inTitleAnimator.addCompletion { [weak inTitleAnimator] _ in
            self.runningAnimators.removeAll { $0 === inTitleAnimator }
        }

        let outTitleAnimator = UIViewPropertyAnimator(duration: duration, curve: .easeOut, animations: {
            switch state {
            case .open:
                self.closedTitleLabel.alpha = 0
            case .closed:
                self.openTitleLabel.alpha = 0
            }
        })
        outTitleAnimator.scrubsLinearly = false
        outTitleAnimator.addCompletion { [weak outTitleAnimator] _ in
            self.runningAnimators.removeAll { $0 === outTitleAnimator }
        }

        transitionAnimator.startAnimation()
        inTitleAnimator.startAnimation()
        outTitleAnimator.startAnimation()

        runningAnimators.append(transitionAnimator)
        runningAnimators.append(inTitleAnimator)
        runningAnimators.append(outTitleAnimator)
    }

    private func popupViewPanned(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animateTransitionIfNeeded(to: currentState.opposite, duration: 1)

            runningAnimators.forEach { $0.pauseAnimation() }

            animationProgress = runningAnimators.map { $0.fractionComplete }

        case .changed:
            let translation = recognizer.translation(in: popupView)
            var fraction = -translation.y / popupOffset

            if currentState == .open { fraction *= -1 }
            if runningAnimators[0].isReversed { fraction *= -1 }

            for (index, animator) in runningAnimators.enumerated() {
                animator.fractionComplete = fraction + animationProgress[index]
            }

        case .ended:
            let yVelocity = recognizer.velocity(in: popupView).y
            let shouldClose = yVelocity > 0

            if yVelocity == 0 {
                runningAnimators.forEach { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
                break
            }

            switch currentState {
            case .open:
                if !shouldClose && !runningAnimators[0].isReversed { runningAnimators.forEach { $0.isReversed = !$0.isReversed } }
                if shouldClose && runningAnimators[0].isReversed { runningAnimators.forEach { $0.isReversed = !$0.isReversed } }
            case .closed:
                if shouldClose && !runningAnimators[0].isReversed { runningAnimators.forEach { $0.isReversed = !$0.isReversed } }
                if !shouldClose && runningAnimators[0].isReversed { runningAnimators.forEach { $0.isReversed = !$0.isReversed } }
            }

            runningAnimators.forEach { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }

        default:
            ()
        }
    }

}

class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if (self.state == UIGestureRecognizer.State.began) { return }
        super.touchesBegan(touches, with: event)
        self.state = UIGestureRecognizer.State.began
    }
}
