import Foundation
import Kinema

/// UIKit's view controller: owns a view, created by ``loadView()`` on first access, and hears the
/// appearance callbacks the harness sends when it shows the controller
/// (`viewDidLoad`, `viewWillAppear`, `viewDidLayoutSubviews`, `viewDidAppear`).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A controller with no view yet.
    public override init() { super.init() }

    /// A controller from a nib: on Linux there are no nibs, so the names are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A controller decoded from an archive: on Linux there are no storyboards, so it starts empty
    /// and its view comes from ``loadView()``.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view, if loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view: a plain `UIView` filling the window by default. Override it to make
    /// your own, assigning ``view``.
    open func loadView() { view = UIView(frame: UIKitRuntime.current.window.bounds) }

    /// Loads the view if it is not loaded, then calls ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the home indicator may hide (read by the system; recorded only).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Whether the status bar is hidden (recorded only).
    open var prefersStatusBarHidden: Bool { false }

    /// The controller's next responder: its view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the controller is shown when presented (``UIModalPresentationStyle/automatic`` by default).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation that presents and dismisses the controller (cover vertical by default).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The controller this one presents, if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open internal(set) weak var presentingViewController: UIViewController?
    /// Whether the controller is being presented (its transition is running).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed (its transition is running).
    public internal(set) var isBeingDismissed = false
    /// Supplies the animators of the controller's presentation and dismissal when it is
    /// presented animated (held weakly; nil: the controller's own transition).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The container view of the animator or presentation controller that presented the
    /// controller, which holds its view until it is dismissed.
    var transitionContainerView: UIView?
    /// The presentation controller of the controller's custom presentation, from its start to
    /// the end of its dismissal.
    var customPresentationController: UIPresentationController?
    /// The coordinator of the transition presenting or dismissing the controller (or one it
    /// presents), while it runs.
    var activeTransitionCoordinator: TransitionCoordinator?

    /// The presentation controller managing the controller's presentation: the one its
    /// transitioning delegate gave for a ``UIModalPresentationStyle/custom`` presentation, from
    /// the start of the presentation to the end of the dismissal; nil otherwise (the facade's
    /// own presentations have none).
    open var presentationController: UIPresentationController? { customPresentationController }

    /// The coordinator of the presentation or dismissal under way that shows or hides this
    /// controller (as the presented or the presenting one); nil when none runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { activeTransitionCoordinator }

    /// Presents `viewControllerToPresent` over this controller's view, in the window, with its
    /// transition when `animated` (see `UIViewController+Presentation.swift` for the rules);
    /// `completion` runs once it has appeared.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or this one when it presents none and was
    /// presented, with the presented controller's transition when `animated`; `completion` runs
    /// once it has disappeared.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// The status bar's style (recorded only).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
}
