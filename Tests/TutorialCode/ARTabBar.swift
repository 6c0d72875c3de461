// The AR camera tab bar of “Bringing Animations to Life on iOS (UIKit)” (Vasilis Akoinoglou,
// ar-tab-bar.txt), as the tutorial writes it, compiled against KinemaUIKit: its two button
// classes and its view controller (named ARTabBarViewController here; the text shows the class's
// body only), in the order the text gives them.
//
// Edits Linux forces, and what the text leaves out:
// 1. `import UIKit` becomes `import KinemaUIKit`.
// 2. `@IBOutlet` goes: Swift on Linux refuses it on a property of class type ("'@IBOutlet'
//    property cannot have non-'@objc' class type"); the outlets are plain implicitly unwrapped
//    properties. `@IBDesignable` and `@IBAction` compile on Linux (as no-ops) and stay.
// 3. `override func prefersHomeIndicatorAutoHidden() -> Bool` becomes the property
//    `override var prefersHomeIndicatorAutoHidden: Bool`, as UIKit declares it since iOS 11's
//    release (the method form was the beta's, and compiles on no current SDK).
// 4. The storyboard is built in code, in `loadView()` (`buildStoryboardScene()` below), from the
//    text's description ("Leading/trailing margins are >= 20", "Indicator is w60 x h5, aligned to
//    the bottom safe area, 10pt from the stackview", "Equal Spacing & Align Bottom", "20pt
//    spacing, centered horizontally", the tags 0-1-2, the camera button's white tint and 1:1
//    ratio) and, where the storyboard is not shown, the choices KinemaControls' AR tab bar
//    documents: the stack's leading and trailing also equal 20 at priority 750 (the >= 20
//    margins alone leave its width ambiguous), buttons of the custom type with white tints and
//    the SF Symbols gamecontroller.fill, chevron.up.2 and line.3.horizontal, a white indicator, and
//    the camera tab's colour as the first background. As a storyboard does, it connects the
//    outlets, sends `awakeFromNib()` to the objects it made, and wires `didSelectTab` to the
//    three buttons' touchUpInside — with a method reference, target-action's one edit
//    (`ARTabBarViewController.didSelectTab` instead of the storyboard's selector).
// 5. The buttons are made with `init(frame:)` (a storyboard uses `init(coder:)`, which reads an
//    archive Linux does not have); CustomTabButton's `init(frame:)` runs the same `commonInit()`.
import KinemaUIKit

@IBDesignable
class CircularButton: UIButton {

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.borderColor = tintColor.cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.midY
        layer.borderWidth  = 8 * (bounds.height / 100)
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 100, height: 100)
    }

    var normalHeight: CGFloat { return intrinsicContentSize.height }
    var smallHeight: CGFloat { return normalHeight * 0.6 }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        layer.borderColor = tintColor.cgColor
    }

}

@IBDesignable
class CustomTabButton: UIButton {

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 44, height: 44)
    }

    func commonInit() {
        imageView?.contentMode = .scaleAspectFit
    }

}

class ARTabBarViewController: UIViewController {

    // Edit 2: the outlets, without `@IBOutlet`.

    // The Horizontal stackView
    var tabStackView: UIStackView!

    // The Vertical (middle) stackView
    var cameraButtonStackView: UIStackView!

    var indicatorView: UIView!

    // A reference to the height constraint, so we can switch between normal/small
    var cameraButtonHeightConstraint: NSLayoutConstraint!

    // The buttons
    var cameraButton: CircularButton!
    var gamepadButton: CustomTabButton!
    var linesButton: CustomTabButton!
    var arrowsButton: CustomTabButton!

    // A reference of the X anchor of the indicator, so we can center it on active button
    var indicatorAnchorX: NSLayoutConstraint!

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    // Edit 3.
    override var prefersHomeIndicatorAutoHidden: Bool {
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Note: This is available on iOS 11+
        indicatorView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        indicatorView.layer.cornerRadius = 4
    }

    func hideArrows() {
        arrowsButton.isHidden = true
        cameraButtonHeightConstraint.constant = cameraButton.smallHeight
    }

    func showArrows() {
        arrowsButton.isHidden = false
        cameraButtonHeightConstraint.constant = cameraButton.normalHeight
    }

    func rotateArrows(reset: Bool = false) {
        arrowsButton.transform = reset ? .identity :  CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi, 0, 0, 1))
    }

    func centerIndicatorTo(_ view: UIView) {
        indicatorAnchorX.isActive = false
        indicatorAnchorX = indicatorView.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        indicatorAnchorX.isActive = true
    }

    func animate(block: @escaping () -> Void) {
        UIView.animate(withDuration: 0.75,
                       delay: 0.0,
                       usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 0.0,
                       options: [.allowUserInteraction],
                       animations: block)
    }

    @IBAction func didSelectTab(_ sender: UIButton) {
        let colors = [#colorLiteral(red: 0.1405054927, green: 0.8361622691, blue: 0.7859327197, alpha: 1), #colorLiteral(red: 0.9409117103, green: 0.3756327331, blue: 0.3815465271, alpha: 1), #colorLiteral(red: 0.9581180215, green: 0.6209359765, blue: 0.3150889277, alpha: 1)]
        sender == cameraButton ? showArrows() : hideArrows()
        centerIndicatorTo(sender)
        animate { [unowned self] in
            self.rotateArrows(reset: sender == self.cameraButton)
            // Note: I have tagged the buttons in Interface Builder [0-Left, 1-Middle, 2-Right]
            self.view.backgroundColor = colors[sender.tag]
            self.view.layoutIfNeeded()
        }
    }

    // Edit 4: the storyboard's scene, built in code.
    override func loadView() {
        super.loadView()
        buildStoryboardScene()
    }

    private func buildStoryboardScene() {
        view.backgroundColor = #colorLiteral(red: 0.9409117103, green: 0.3756327331, blue: 0.3815465271, alpha: 1)

        gamepadButton = CustomTabButton(frame: .zero)
        arrowsButton = CustomTabButton(frame: .zero)
        linesButton = CustomTabButton(frame: .zero)
        cameraButton = CircularButton(frame: .zero)
        for (button, symbol) in [(gamepadButton!, "gamecontroller.fill"), (arrowsButton!, "chevron.up.2"),
                                 (linesButton!, "line.3.horizontal")] {
            button.setImage(UIImage(systemName: symbol), for: .normal)
        }
        for button in [gamepadButton!, arrowsButton!, linesButton!, cameraButton!] as [UIButton] {
            button.tintColor = .white
        }
        gamepadButton.tag = 0
        cameraButton.tag = 1
        linesButton.tag = 2

        cameraButtonStackView = UIStackView(arrangedSubviews: [arrowsButton, cameraButton])
        cameraButtonStackView.axis = .vertical
        cameraButtonStackView.alignment = .center
        cameraButtonStackView.spacing = 20

        tabStackView = UIStackView(arrangedSubviews: [gamepadButton, cameraButtonStackView, linesButton])
        tabStackView.axis = .horizontal
        tabStackView.distribution = .equalSpacing
        tabStackView.alignment = .bottom
        tabStackView.translatesAutoresizingMaskIntoConstraints = false

        indicatorView = UIView()
        indicatorView.backgroundColor = .white
        indicatorView.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(tabStackView)
        view.addSubview(indicatorView)

        let leading = tabStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        leading.priority = UILayoutPriority(750)
        let trailing = tabStackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        trailing.priority = UILayoutPriority(750)
        cameraButtonHeightConstraint = cameraButton.heightAnchor.constraint(equalToConstant: 100)
        indicatorAnchorX = indicatorView.centerXAnchor.constraint(equalTo: cameraButton.centerXAnchor)
        NSLayoutConstraint.activate([
            tabStackView.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),
            tabStackView.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            leading,
            trailing,
            cameraButtonStackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cameraButton.widthAnchor.constraint(equalTo: cameraButton.heightAnchor),
            cameraButtonHeightConstraint,
            indicatorView.widthAnchor.constraint(equalToConstant: 60),
            indicatorView.heightAnchor.constraint(equalToConstant: 5),
            indicatorView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            indicatorView.topAnchor.constraint(equalTo: tabStackView.bottomAnchor, constant: 10),
            indicatorAnchorX,
        ])

        for button in [gamepadButton!, cameraButton!, linesButton!] as [UIButton] {
            button.addTarget(self, action: ARTabBarViewController.didSelectTab, for: .touchUpInside)
        }
        for object in [gamepadButton!, arrowsButton!, linesButton!, cameraButton!, cameraButtonStackView!,
                       tabStackView!, indicatorView!] as [UIView] {
            object.awakeFromNib()
        }
    }
}
