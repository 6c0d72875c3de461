// The fast cart button of “Getting creative with custom UIKit controls” (Daniel Gauthier,
// fast-cart-button.md), as the tutorial writes it, compiled against KinemaUIKit and
// KinemaCartography. The class is the tutorial's listings assembled in the order the text builds
// them, each stub replaced by the version the text replaces it with (step 1's `print` tracking
// methods and empty animation methods by step 3's).
//
// Edits Linux forces, and what the text leaves out:
// 1. `import UIKit` / `import Cartography` become `import KinemaUIKit` / `import KinemaCartography`.
// 2. `required init?(coder:)` added: UIControl's `init(coder:)` is required, so a subclass with its
//    own designated `init()` must provide it (Swift requires it on iOS too; the text leaves out
//    the stub Xcode's fix-it inserts, which is what is written here).
// 3. The `.make(...)` factories: the text uses them ("simple factory methods ... they do exactly
//    what you'd expect") without printing them; they are written below the class: a view with a
//    background colour, a corner radius and Cartography height/width constraints, and an image
//    view with an image and a tint colour.
// 4. The properties the text names without printing their declarations:
//    `imageViewCenterXConstraint` ("just a property I've defined of type NSLayoutConstraint"),
//    `lineWidthConstraintGroup` and `lineTrailingConstraintGroup` (Cartography groups).
// 5. The host: "Throw a new FastCartButton into a view, centre it" — a view controller whose view
//    holds the button centred (FastCartButtonViewController, not printed by the text).
//
// What the text itself leaves out and the comparison test therefore handles: when the touch-up
// keyframes finish, the tutorial's completion only sets `touchState = .idle` ("I omitted some
// code that properly gets the views back into an idle state for the sake of brevity"), so its
// views stay where the animation left them (the cart off the button). KinemaControls' control
// restores the idle layout at that moment; the test restores it the same way from outside (see
// FastCartButton+IdleReset.swift), 0.8 s after each `touchUpInside`, and says so.
import KinemaUIKit
import KinemaCartography

class FastCartButton: UIControl {
    let buttonView: UIView = .make(backgroundColor: .systemPink, height: 52.0, width: 52.0, cornerRadius: 26.0)
    let imageView: UIImageView = .make(image: UIImage(systemName: "cart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22.0, weight: .bold, scale: .default)), tintColor: .white)
    let topWhiteLine: UIView = .make(backgroundColor: .white, height: 2.0, cornerRadius: 1.0)
    let middleWhiteLine: UIView = .make(backgroundColor: .white, height: 2.0, cornerRadius: 1.0)
    let bottomWhiteLine: UIView = .make(backgroundColor: .white, height: 2.0, cornerRadius: 1.0)
    let topPinkLine: UIView = .make(backgroundColor: .systemPink, height: 2.0, cornerRadius: 1.0)
    let middlePinkLine: UIView = .make(backgroundColor: .systemPink, height: 2.0, cornerRadius: 1.0)
    let bottomPinkLine: UIView = .make(backgroundColor: .systemPink, height: 2.0, cornerRadius: 1.0)

    // Edit 4: the declarations the text describes.
    var imageViewCenterXConstraint: NSLayoutConstraint!
    var lineWidthConstraintGroup = ConstraintGroup()
    var lineTrailingConstraintGroup = ConstraintGroup()

    init() {
        super.init(frame: .zero)
        constrain(self) {
            $0.width == 52
            $0.height == 52
        }
        backgroundColor = .systemPink
        setUpView()
    }

    // Edit 2.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpView() {
        backgroundColor = .clear
        setUpButton()
        setUpImageView()
        setUpWhiteLines()
        setUpPinkLines()
    }

    private func setUpButton() {
        buttonView.isUserInteractionEnabled = false
        buttonView.clipsToBounds = true
        addSubview(buttonView)
        constrain(buttonView) {
            $0.center == $0.superview!.center
        }
    }

    private func setUpImageView() {
        imageView.isUserInteractionEnabled = false
        buttonView.addSubview(imageView)

        constrain(imageView) {
            imageViewCenterXConstraint = ($0.centerX == $0.superview!.centerX)
            $0.centerY == $0.superview!.centerY
        }
    }

    private func setUpWhiteLines() {
        topWhiteLine.isUserInteractionEnabled = false
        middleWhiteLine.isUserInteractionEnabled = false
        bottomWhiteLine.isUserInteractionEnabled = false

        lineWidthConstraintGroup = constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine) {
            $0.width == 24
            $1.width == 24
            $2.width == 24
        }

        buttonView.addSubview(topWhiteLine)
        buttonView.addSubview(middleWhiteLine)
        buttonView.addSubview(bottomWhiteLine)

        lineTrailingConstraintGroup = constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine) {
            $0.trailing == $0.superview!.leading + 11.0
            $1.trailing == $1.superview!.leading + 8.0
            $2.trailing == $2.superview!.leading + 14.0
        }

        constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine) {
            $1.centerY == $1.superview!.centerY + 1.0
            $0.bottom == $1.top - 3.0
            $2.top == $1.bottom + 3.0
        }
    }

    private func setUpPinkLines() {
        topPinkLine.alpha = 0.6
        middlePinkLine.alpha = 0.6
        bottomPinkLine.alpha = 0.6

        insertSubview(topPinkLine, belowSubview: buttonView)
        insertSubview(middlePinkLine, belowSubview: buttonView)
        insertSubview(bottomPinkLine, belowSubview: buttonView)

        constrain(topPinkLine, topWhiteLine) {
            $0.width == $1.width
            $0.centerY == $1.centerY
            $0.trailing == $1.trailing
        }
        constrain(middlePinkLine, middleWhiteLine) {
            $0.width == $1.width
            $0.centerY == $1.centerY
            $0.trailing == $1.trailing
        }
        constrain(bottomPinkLine, bottomWhiteLine) {
            $0.width == $1.width
            $0.centerY == $1.centerY
            $0.trailing == $1.trailing
        }
    }

    enum TouchState {
        case idle
        case down
        case up
        case cancelled
    }

    private var touchState: TouchState = .idle {
        didSet {
            guard touchState != oldValue else { return }
            switch touchState {
            case .down:
                performTouchDownAnimations()
            case .up:
                performTouchUpAnimations()
            case .cancelled:
                performTouchCancelledAnimations()
            case .idle:
                break
            }
        }
    }

    private var extendedBounds: CGRect { bounds.insetBy(dx: -70, dy: -70) }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard touchState == .idle else { return false }
        touchState = .down
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if extendedBounds.contains(point) {
            touchState = .down
        } else {
            touchState = .cancelled
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let point = touch?.location(in: self), extendedBounds.contains(point) {
            touchState = .up
        } else {
            touchState = .cancelled
        }
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        touchState = .cancelled
    }

    private func performTouchDownAnimations() {
        constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineWidthConstraintGroup) {
            $0.width == 32.0 + CGFloat.random(in: -4.0...4.0)
            $1.width == 32.0 + CGFloat.random(in: -4.0...4.0)
            $2.width == 32.0 + CGFloat.random(in: -4.0...4.0)
        }

        constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineTrailingConstraintGroup) {
            $0.trailing == $0.superview!.leading + 8.0 + CGFloat.random(in: -4.0...4.0)
            $1.trailing == $1.superview!.leading + 8.0 + CGFloat.random(in: -4.0...4.0)
            $2.trailing == $2.superview!.leading + 8.0 + CGFloat.random(in: -4.0...4.0)
        }

        UIView.animate(withDuration: 0.8, delay: 0.0, usingSpringWithDamping: 1.0, initialSpringVelocity: 0.0, options: .allowUserInteraction, animations: {
            self.layoutIfNeeded()
            self.topPinkLine.alpha = 1.0
            self.middlePinkLine.alpha = 1.0
            self.bottomPinkLine.alpha = 1.0
            self.imageView.transform = CGAffineTransform(rotationAngle: -0.1)
        }, completion: nil)
    }

    private func performTouchCancelledAnimations() {
        constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineWidthConstraintGroup) {
            $0.width == 24.0
            $1.width == 24.0
            $2.width == 24.0
        }

        constrain(topWhiteLine, middleWhiteLine, bottomWhiteLine, replace: lineTrailingConstraintGroup) {
            $0.trailing == $0.superview!.leading + 11.0
            $1.trailing == $1.superview!.leading + 8.0
            $2.trailing == $2.superview!.leading + 14.0
        }

        imageViewCenterXConstraint.constant = 0.0

        UIView.animate(withDuration: 0.3, delay: 0.0, usingSpringWithDamping: 1.0, initialSpringVelocity: 0.0, options: .allowUserInteraction, animations: {
            self.layoutIfNeeded()
            self.topPinkLine.alpha = 0.6
            self.middlePinkLine.alpha = 0.6
            self.bottomPinkLine.alpha = 0.6
            self.imageView.transform = .identity
        }, completion: { _ in
            self.touchState = .idle
        })
    }

    private func performTouchUpAnimations() {
        UIView.animateKeyframes(withDuration: 0.8, delay: 0.0, options: [.allowUserInteraction, .calculationModeCubic, .beginFromCurrentState], animations: {
            // 1
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.35) {
                self.imageViewCenterXConstraint.constant = -4.0
                self.imageView.transform = CGAffineTransform(rotationAngle: -0.15)

                constrain(self.topWhiteLine, self.middleWhiteLine, self.bottomWhiteLine, replace: self.lineTrailingConstraintGroup) {
                    $0.trailing == $0.superview!.leading + 2.0 + CGFloat.random(in: -4.0...4.0)
                    $1.trailing == $0.superview!.leading + 2.0 + CGFloat.random(in: -4.0...4.0)
                    $2.trailing == $0.superview!.leading + 2.0 + CGFloat.random(in: -4.0...4.0)
                }
                self.layoutIfNeeded()
            }
            // 2
            UIView.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.04) {
                self.imageView.transform = .identity
            }
            // 3
            UIView.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.5) {
                self.imageViewCenterXConstraint.constant = 104.0
                self.layoutIfNeeded()
            }
            // 4
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.5) {
                constrain(self.topWhiteLine, self.middleWhiteLine, self.bottomWhiteLine, replace: self.lineTrailingConstraintGroup) {
                    $0.trailing == $0.superview!.leading + 104.0
                    $1.trailing == $0.superview!.leading + 104.0
                    $2.trailing == $0.superview!.leading + 104.0
                }

                constrain(self.topWhiteLine, self.middleWhiteLine, self.bottomWhiteLine, replace: self.lineWidthConstraintGroup) {
                    $0.width == 48.0 + CGFloat.random(in: -4.0...4.0)
                    $1.width == 48.0 + CGFloat.random(in: -4.0...4.0)
                    $2.width == 48.0 + CGFloat.random(in: -4.0...4.0)
                }

                self.layoutIfNeeded()
            }
            // 5
            UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.2) {
                self.topPinkLine.alpha = 0.0
                self.middlePinkLine.alpha = 0.0
                self.bottomPinkLine.alpha = 0.0
            }

        }, completion: { _ in
            self.touchState = .idle
        })
    }
}

// Edit 3: the factories the text uses without printing.
extension UIView {
    static func make(backgroundColor: UIColor, height: CGFloat? = nil, width: CGFloat? = nil,
                     cornerRadius: CGFloat = 0) -> UIView {
        let view = UIView()
        view.backgroundColor = backgroundColor
        view.layer.cornerRadius = cornerRadius
        constrain(view) {
            if let height { $0.height == height }
            if let width { $0.width == width }
        }
        return view
    }
}

extension UIImageView {
    static func make(image: UIImage?, tintColor: UIColor) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.tintColor = tintColor
        return imageView
    }
}

// Edit 5: the host the text describes ("throw it into a view, centre it").
final class FastCartButtonViewController: UIViewController {
    let button = FastCartButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        constrain(button) {
            $0.center == $0.superview!.center
        }
    }
}
