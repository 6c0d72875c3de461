// The spinning tips of “Design Teardown: Spinning Tips” (Matthew Cheok, spinning-tips.txt),
// compiled against KinemaUIKit: the Tip model, TipView, TipViewController with its position enum
// and its presentation extension, and the presenting ViewController, each in its final version
// (the text grows `setupAnimator`, the pan's `.Ended` branch, `presentTips` and `viewDidLoad`
// step by step; the later listings replace the earlier ones as the text says: "clear out the
// previous testing code in viewDidLoad()", "Add the following to the .Changed state" — the
// listing is the `else` of the `.Ended` branch, where it goes).
//
// The tutorial is Swift 1 (Xcode 6). Edits, mechanical modernisation first (each also needed on
// iOS with today's Swift):
//  1. `import UIKit` becomes `import KinemaUIKit`.
//  2. First parameters get `_` where Swift 1 left them unlabelled, so the calls stay as written:
//     `viewCenter(_:)`, `updateTipView(_:position:)`, `resetTipView(_:position:)`,
//     `setupTipView(_:index:)`, `presentTips(_:animated:completion:)`, `panTipView(_:)`,
//     `viewDidAppear(_:)`.
//  3. `func viewCenter(var center: CGPoint)`: parameters cannot be `var` since Swift 3; the body
//     starts with `var center = center`.
//  4. `CGRectGetWidth(view.bounds)` / `CGRectGetHeight(view.bounds)` become `view.bounds.width` /
//     `view.bounds.height`; `CGAffineTransformMakeRotation(CGFloat(±M_PI_2))` becomes
//     `CGAffineTransform(rotationAngle: ±.pi / 2)` (the same angle; `M_PI_2` is deprecated) and
//     `CGAffineTransformIdentity` `.identity`; `updateTipView`'s `var center`, never mutated, is
//     a `let` (Swift warns).
//  5. UIKit's renamed API: `alignmentRectForFrame(_:)` is `alignmentRect(forFrame:)`,
//     `updateItemUsingCurrentState(_:)` is `updateItem(usingCurrentState:)`,
//     `UISnapBehavior(item:snapToPoint:)` is `UISnapBehavior(item:snapTo:)`, `locationInView(_:)` is
//     `location(in:)`, `presentViewController(_:animated:completion:)` is
//     `present(_:animated:completion:)`, `dismissViewControllerAnimated(_:completion:)` is
//     `dismiss(animated:completion:)`, and the enum cases `.Began`, `.Changed`, `.Ended`,
//     `.Cancelled`, `.CrossDissolve`, `.OverFullScreen` are lower-case.
//  6. `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(duration * Double(NSEC_PER_SEC))),
//     dispatch_get_main_queue()) { ... }` becomes `DispatchQueue.main.asyncAfter(deadline: .now() +
//     duration) { ... }`; the stray `[self]` line opening each block (an unused array literal)
//     goes.
//  7. `fabs(offset)` becomes `abs(offset)` (`fabs` takes a Double; `offset` is a CGFloat).
//  8. The string selector `"panTipView:"` becomes the method reference `TipViewController.panTipView`
//     (target-action without the Objective-C runtime); the tutorial's `panTipView` has no `@objc`
//     (Swift 1 inferred it).
//  9. `@IBOutlet` goes: Swift on Linux refuses it on class types; the outlets are plain `weak`
//     properties.
// 10. TipView.xib is built in code (`TipView.loadFromNib()`, replacing `UINib(nibName:bundle:)
//     .instantiateWithOwner(_:options:)`, which Linux cannot load), from the text: two labels, an
//     image view and a page control; the image view in Aspect Fill with its vertical compression
//     resistance below the next label's (749); the summary label with 0 lines. Where the xib is
//     not shown, as KinemaControls' spinning tips documents it: 20 pt margins, 8 pt between
//     neighbours, the title in the 20 pt system font, black, the summary 15 pt, dark grey, a
//     white card, light grey dots with a dark grey current one. As a nib does, it sends
//     `awakeFromNib()` to the views it made.
// 11. The tips' photos (`UIImage(named: "als-ice-bucket-challenge")`...) are assets the text
//     does not hold: the tests register them with the harness (640 x 427 pictures drawn as the
//     photo pictogram over a colour each, KinemaControls' stand-ins).
//
// Differences from KinemaControls that the tests handle, as the tutorial's text makes them:
// - The presenting ViewController presents the tips animated, with a cross-dissolve; the tips'
//   `viewDidAppear` (which sets up the animator) comes when that fade ends. KinemaControls' scene
//   starts with the tips on screen and swinging at time 0 (it leaves the presentation out), so the
//   comparisons show the presenter with animations off: the tips appear at time 0.
// - Dismissing fades the tips out over 0.3 s (as KinemaControls does), then takes them out of the
//   window; KinemaControls keeps its root at alpha 0. The comparisons stop at the end of the fade.
import KinemaUIKit

struct Tip {
    let title: String
    let summary: String
    let image: UIImage?
}

class TipView: UIView {
    weak var titleLabel: UILabel!
    weak var summaryLabel: UILabel!

    weak var imageView: UIImageView!
    weak var pageControl: UIPageControl!

    var tip: Tip? {
        didSet {
            titleLabel.text = tip?.title ?? "No Title"
            summaryLabel.text = tip?.summary ?? "No Summary"
            imageView.image = tip?.image
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 10
        layer.masksToBounds = true
    }

    override func alignmentRect(forFrame frame: CGRect) -> CGRect {
        return bounds
    }
}

private let kTipViewHeight: CGFloat = 400
private let kTipViewWidth: CGFloat  = 300
private let kTipViewOffset: CGFloat = 500

enum TipViewPosition: Int {
    case Default
    case RotatedLeft
    case RotatedRight

    func viewCenter(_ center: CGPoint) -> CGPoint {
        var center = center
        switch self {
        case .RotatedLeft:
            center.y += kTipViewOffset
            center.x -= kTipViewOffset

        case .RotatedRight:
            center.y += kTipViewOffset
            center.x += kTipViewOffset

        default:
            ()
        }

        return center
    }

    func viewTransform() -> CGAffineTransform {
        switch self {
        case .RotatedLeft:
            return CGAffineTransform(rotationAngle: -.pi / 2)

        case .RotatedRight:
            return CGAffineTransform(rotationAngle: .pi / 2)

        default:
            return .identity
        }
    }
}

class TipViewController: UIViewController {
    var tipView: TipView!
    var animator: UIDynamicAnimator!
    var attachmentBehavior: UIAttachmentBehavior!
    var snapBehavior: UISnapBehavior!
    var panBehavior: UIAttachmentBehavior!

    var tips = [Tip]()
    var index = 0

    func createTipView() -> TipView? {
        if let view = TipView.loadFromNib() {
            view.frame = CGRect(x: 0, y: 0, width: kTipViewWidth, height: kTipViewHeight)
            return view
        }
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setupAnimator()
    }

    func updateTipView(_ tipView: UIView, position: TipViewPosition) {
        let center = CGPoint(x: view.bounds.width/2, y: view.bounds.height/2)
        tipView.center = position.viewCenter(center)
        tipView.transform = position.viewTransform()
    }

    func resetTipView(_ tipView: UIView, position: TipViewPosition) {
        animator.removeAllBehaviors()

        updateTipView(tipView, position: position)
        animator.updateItem(usingCurrentState: tipView)

        animator.addBehavior(attachmentBehavior)
        animator.addBehavior(snapBehavior)
    }

    func setupAnimator() {
        animator = UIDynamicAnimator(referenceView: view)

        var center = CGPoint(x: view.bounds.width/2, y: view.bounds.height/2)

        tipView = createTipView()
        view.addSubview(tipView)
        snapBehavior = UISnapBehavior(item: tipView, snapTo: center)

        center.y += kTipViewOffset
        attachmentBehavior = UIAttachmentBehavior(item: tipView, offsetFromCenter: UIOffset(horizontal: 0, vertical: kTipViewOffset), attachedToAnchor: center)

        setupTipView(tipView, index: 0)
        resetTipView(tipView, position: .RotatedRight)

        let pan = UIPanGestureRecognizer(target: self, action: TipViewController.panTipView)
        view.addGestureRecognizer(pan)
    }

    func setupTipView(_ tipView: TipView, index: Int) {
        if index < tips.count {
            let tip = tips[index]
            tipView.tip = tip

            tipView.pageControl.numberOfPages = tips.count
            tipView.pageControl.currentPage = index
        }
        else {
            tipView.tip = nil
        }
    }

    func panTipView(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: view)

        switch pan.state {
        case .began:
            animator.removeBehavior(snapBehavior)
            panBehavior = UIAttachmentBehavior(item: tipView, attachedToAnchor: location)
            animator.addBehavior(panBehavior)

        case .changed:
            panBehavior.anchorPoint = location

        case .ended:
            fallthrough
        case .cancelled:
            let center = CGPoint(x: view.bounds.width/2, y: view.bounds.height/2)
            let offset = location.x - center.x
            if abs(offset) < 100 {
                animator.removeBehavior(panBehavior)
                animator.addBehavior(snapBehavior)
            }
            else {
                var nextIndex = self.index
                var position = TipViewPosition.RotatedRight
                var nextPosition = TipViewPosition.RotatedLeft

                if offset > 0 {
                    nextIndex -= 1
                    nextPosition = .RotatedLeft
                    position = .RotatedRight
                }
                else {
                    nextIndex += 1
                    nextPosition = .RotatedRight
                    position = .RotatedLeft
                }

                if nextIndex < 0 {
                    nextIndex = 0
                    nextPosition = .RotatedRight
                }

                let duration = 0.4
                let center = CGPoint(x: view.bounds.width/2, y: view.bounds.height/2)

                panBehavior.anchorPoint = position.viewCenter(center)

                DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
                    if nextIndex >= self.tips.count {
                        self.dismiss(animated: true, completion: nil)
                    }
                    else {
                        self.index = nextIndex
                        self.setupTipView(self.tipView, index: nextIndex)
                        self.resetTipView(self.tipView, position: nextPosition)
                    }
                }
            }

        default:
            ()
        }
    }
}

extension UIViewController {
    func presentTips(_ tips: [Tip], animated: Bool, completion: (() -> Void)?) {
        let controller = TipViewController()
        controller.tips = tips

        controller.modalPresentationStyle = .overFullScreen
        controller.modalTransitionStyle = .crossDissolve
        present(controller, animated: animated, completion: completion)
    }
}

class ViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentTips([
              Tip(title: "Tip #1: Don't Blink", summary: "Fantastic shot of Sarah for the ALS Ice Bucket Challenge - And yes, she tried her hardest not to blink!", image: UIImage(named: "als-ice-bucket-challenge")),
              Tip(title: "Tip #2: Explore", summary: "Get out of the house!", image: UIImage(named: "arch-architecture")),
              Tip(title: "Tip #3: Take in the Moment", summary: "Remember that each moment is unique and will never come again.", image: UIImage(named: "man-mountains"))
        ], animated: true, completion: nil)
    }
}

// Edit 10: TipView.xib, in code.
extension TipView {
    static func loadFromNib() -> TipView? {
        let tipView = TipView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        tipView.backgroundColor = .white

        let titleLabel = UILabel()
        titleLabel.font = UIFont.systemFont(ofSize: 20)
        titleLabel.textColor = .black
        let summaryLabel = UILabel()
        summaryLabel.font = UIFont.systemFont(ofSize: 15)
        summaryLabel.textColor = .darkGray
        summaryLabel.numberOfLines = 0
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let pageControl = UIPageControl()
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .darkGray

        let views: [UIView] = [titleLabel, summaryLabel, imageView, pageControl]
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            tipView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: tipView.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(equalTo: tipView.trailingAnchor, constant: -20),
            ])
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: tipView.topAnchor, constant: 20),
            summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            imageView.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 8),
            imageView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -8),
            pageControl.bottomAnchor.constraint(equalTo: tipView.bottomAnchor, constant: -20),
        ])

        tipView.titleLabel = titleLabel
        tipView.summaryLabel = summaryLabel
        tipView.imageView = imageView
        tipView.pageControl = pageControl
        for view in [tipView] + views { view.awakeFromNib() }
        return tipView
    }
}
