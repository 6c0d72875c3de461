import KinemaUIKit
import KinemaUIKitTesting

/// A view with a fixed intrinsic size, as a label or an icon would have; changing `size`
/// invalidates it.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat, name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// An autoresizing container with `frame` in the harness's window, holding a constraint-driven child.
@MainActor
func containerWithChild(in harness: UIKitHarness, frame: CGRect) -> (container: UIView, child: UIView) {
    let container = UIView(frame: frame)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    harness.window.addSubview(container)
    return (container, child)
}
