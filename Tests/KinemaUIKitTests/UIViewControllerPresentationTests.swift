import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: the transitions (0.3 s,
/// ease-in-out, whose Bezier (0.42, 0, 0.58, 1) is symmetric about its midpoint, so half way
/// through time is half way through progress), the appearance callbacks and the messages.
@MainActor
final class UIViewControllerPresentationTests: XCTestCase {
    /// A harness showing a logged presenter (its log emptied of its own appearance) and a logged
    /// controller to present in `style`.
    private func loggedPair(
        presenting style: UIModalPresentationStyle
    ) -> (harness: UIKitHarness, presenter: LoggedController, presented: LoggedController) {
        let harness = UIKitHarness()
        let presenter = LoggedController(), presented = LoggedController()
        harness.show(presenter)
        presenter.log = []
        presented.modalPresentationStyle = style
        return (harness, presenter, presented)
    }

    func testACrossDissolveFadesTheViewInAndOut() async throws {
        let (harness, presenter, presented) = loggedPair(presenting: .overFullScreen)
        presented.modalTransitionStyle = .crossDissolve
        var completions: [String] = []
        presenter.present(presented, animated: true) { completions.append("presented") }
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === presenter)
        XCTAssertTrue(presented.isBeingPresented)
        XCTAssertEqual(presented.view.frame, harness.window.bounds)
        XCTAssertTrue(presented.view.superview === harness.window)
        XCTAssertEqual(presented.log, ["willAppear"])
        harness.advance(to: 0.15)
        XCTAssertEqual(Double(try XCTUnwrap(presented.view.layer.presentation()).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(completions, [])
        harness.advance(to: 0.3)
        XCTAssertEqual(presented.log, ["willAppear", "didAppear"])
        XCTAssertEqual(completions, ["presented"])
        XCTAssertFalse(presented.isBeingPresented)
        XCTAssertEqual(presenter.log, [], "over full screen: the presenter stays")
        XCTAssertTrue(presenter.view.superview === harness.window)

        presented.dismiss(animated: true) { completions.append("dismissed") }
        XCTAssertTrue(presented.isBeingDismissed)
        harness.advance(to: 0.45)
        XCTAssertEqual(Double(try XCTUnwrap(presented.view.layer.presentation()).opacity), 0.5, accuracy: 1e-6)
        harness.advance(to: 0.6)
        XCTAssertEqual(completions, ["presented", "dismissed"])
        XCTAssertNil(presented.view.superview, "the dismissed view left the window")
        XCTAssertEqual(presented.view.alpha, 1, "restored")
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertEqual(presented.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A full-screen cover slides up from one window height below (667 at the start, 333.5 half
    /// way) and takes the presenter's view out of the window when it ends; dismissing puts it back.
    func testAFullScreenCoverSlidesUpAndReplacesThePresenter() async throws {
        let (harness, presenter, presented) = loggedPair(presenting: .fullScreen)
        presenter.present(presented, animated: true)
        XCTAssertEqual(presented.view.transform, .identity, "the model is where the cover ends")
        XCTAssertEqual(try XCTUnwrap(presented.view.layer.presentation()).affineTransform().ty, 667)
        harness.advance(to: 0.15)
        let halfway = try XCTUnwrap(presented.view.layer.presentation()).affineTransform()
        XCTAssertEqual(Double(halfway.ty), 333.5, accuracy: 1e-6)
        harness.advance(to: 0.3)
        XCTAssertNil(presenter.view.superview)
        XCTAssertEqual(presenter.log, ["willDisappear", "didDisappear"])
        presenter.dismiss(animated: false)
        XCTAssertTrue(presenter.view.superview === harness.window, "back at once")
        harness.advance(to: 0.3)
        XCTAssertNil(presented.view.superview)
        XCTAssertEqual(presenter.log, ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Without animation everything happens at the current time, after the calling code; with
    /// animations off, an animated presentation does the same.
    func testPresentingWithoutAnimation() async throws {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = LoggedController()
        harness.show(presenter)
        var done = false
        presenter.present(presented, animated: false) { done = true }
        XCTAssertFalse(done)
        XCTAssertEqual(presented.log, ["willAppear"])
        harness.advance(by: 0)
        XCTAssertTrue(done)
        XCTAssertEqual(presented.log, ["willAppear", "didAppear"])
        XCTAssertEqual(presented.view.alpha, 1)
        presenter.dismiss(animated: false)
        harness.advance(by: 0)
        XCTAssertNil(presented.view.superview)
        UIView.setAnimationsEnabled(false)
        let second = LoggedController()
        second.modalTransitionStyle = .crossDissolve
        presenter.present(second, animated: true)
        UIView.setAnimationsEnabled(true)
        harness.advance(by: 0)
        XCTAssertEqual(second.log, ["willAppear", "didAppear"])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// UIKit's warnings: presenting while presenting, from a view not in a window; an
    /// unsupported transition is logged and cross-dissolves.
    func testMessages() async throws {
        let harness = UIKitHarness()
        let presenter = UIViewController()
        harness.show(presenter)
        let first = UIViewController(), second = UIViewController()
        presenter.present(first, animated: false)
        presenter.present(second, animated: false)
        XCTAssertTrue(presenter.presentedViewController === first)
        XCTAssertEqual(
            harness.diagnostics,
            [
                "Attempt to present <UIViewController> on <UIViewController> which is already presenting <UIViewController>."
            ])
        UIViewController().present(UIViewController(), animated: false)
        XCTAssertTrue(harness.diagnostics.last?.hasSuffix("whose view is not in the window hierarchy.") == true)
        harness.advance(by: 0)
        let curl = UIViewController()
        curl.modalTransitionStyle = .partialCurl
        first.present(curl, animated: true)
        XCTAssertTrue(harness.diagnostics.last?.contains("partialCurl") == true, "\(harness.diagnostics)")
        harness.advance(to: 0.15)
        XCTAssertEqual(Double(try XCTUnwrap(curl.view.layer.presentation()).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(UIModalPresentationStyle.overFullScreen.rawValue, 5)
        XCTAssertEqual(UIModalTransitionStyle.crossDissolve.rawValue, 2)
    }
}
