import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Intrinsic sizes, content hugging and compression resistance, and the update pass.
@MainActor
final class IntrinsicSizeTests: XCTestCase {
    /// An intrinsic view pinned at its top-left corner in the window.
    private func pinned(_ view: UIView, in harness: UIKitHarness) {
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20)
        ])
    }

    func testTheIntrinsicSizeSizesTheViewAndIsReadAgainWhenInvalidated() async throws {
        let harness = UIKitHarness()
        let label = IntrinsicView(100, 40, name: "label")
        pinned(label, in: harness)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
        label.size = CGSize(width: 120, height: UIView.noIntrinsicMetric) // invalidates
        label.heightAnchor.constraint(equalToConstant: 5).isActive = true
        harness.advance(by: 0.1)
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 20, width: 120, height: 5))
        // A view added after the first pass is read before its first one.
        let late = IntrinsicView(30, 30, name: "late")
        pinned(late, in: harness)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(late.frame.size, CGSize(width: 30, height: 30))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A width the view hugs at 250: an optional width of 300 at 249 loses (100), at 251 wins.
    /// Compression resistance 750: a width of 50 at 749 loses (100), at 751 wins.
    func testHuggingAndCompressionResistanceAgainstOptionalConstraints() async throws {
        let cases: [(CGFloat, Float, CGFloat)] = [(300, 249, 100), (300, 251, 300), (50, 749, 100), (50, 751, 50)]
        for (width, priority, expected) in cases {
            let harness = UIKitHarness()
            let label = IntrinsicView(100, 40, name: "label")
            XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
            XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
            pinned(label, in: harness)
            let wish = label.widthAnchor.constraint(equalToConstant: width)
            wish.priority = UILayoutPriority(priority)
            wish.isActive = true
            harness.window.layoutIfNeeded()
            XCTAssertEqual(label.frame.width, expected, "width \(width) at \(priority)")
        }
    }

    /// Raising the hugging priority above the wish's keeps the intrinsic width; lowering
    /// compression resistance below it lets the wish squeeze the view.
    func testChangedPrioritiesReachTheNextPass() async throws {
        let harness = UIKitHarness()
        let label = IntrinsicView(100, 40, name: "label")
        pinned(label, in: harness)
        let wide = label.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow + 1
        wide.isActive = true
        harness.window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 300)
        label.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100)
        label.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
        let short = label.heightAnchor.constraint(equalToConstant: 10)
        short.priority = .dragThatCannotResizeScene
        short.isActive = true
        harness.window.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 10)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical).rawValue, 50)
    }

    /// A view that builds its constraints in `updateConstraints()`, and a parent that records
    /// the order of the calls.
    private final class Card: UIView {
        static var calls: [String] = []
        var built = false
        var side: CGFloat = 40
        var callsSuper = true
        private var width: NSLayoutConstraint?

        override func updateConstraints() {
            Card.calls.append(accessibilityIdentifier ?? "?")
            if !built, let superview {
                built = true
                let width = widthAnchor.constraint(equalToConstant: side)
                self.width = width
                NSLayoutConstraint.activate([
                    width, heightAnchor.constraint(equalTo: widthAnchor),
                    leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                    topAnchor.constraint(equalTo: superview.topAnchor)
                ])
            }
            width?.constant = side
            if callsSuper { super.updateConstraints() }
        }
    }

    func testUpdateConstraintsRunsBeforeThePassDeepestFirst() async throws {
        Card.calls = []
        let harness = UIKitHarness()
        let outer = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.accessibilityIdentifier = "outer"
        outer.built = true // keeps its frame
        let inner = Card()
        inner.accessibilityIdentifier = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        XCTAssertTrue(inner.needsUpdateConstraints())
        harness.window.layoutIfNeeded()
        XCTAssertEqual(Card.calls, ["inner", "outer"], "subviews first, as UIKit updates constraints")
        XCTAssertFalse(inner.needsUpdateConstraints())
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        harness.window.layoutIfNeeded()
        XCTAssertEqual(Card.calls.count, 2, "not again without setNeedsUpdateConstraints")
        inner.side = 60
        inner.setNeedsUpdateConstraints()
        harness.advance(by: 0.1)
        XCTAssertEqual(Card.calls, ["inner", "outer", "inner"])
        XCTAssertEqual(inner.frame.size, CGSize(width: 60, height: 60))
        inner.side = 70
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        XCTAssertEqual(Card.calls.count, 4, "updateConstraintsIfNeeded runs it now")
        XCTAssertEqual(inner.constraints.first?.constant, 70)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    func testAnOverrideThatDoesNotCallSuperIsUIKitsException() async throws {
        let harness = UIKitHarness()
        let card = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.accessibilityIdentifier = "card"
        card.built = true
        card.callsSuper = false
        harness.window.addSubview(card)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(
            harness.diagnostics,
            [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'The layout "
                    + "constraints still need update after sending -updateConstraints to <card>. Card or one of its "
                    + "superclasses may have overridden -updateConstraints without calling super.' (ignored)"
            ])
    }

    /// `constraints`, `addConstraint(_:)` and `removeConstraint(_:)`: a constraint added to a
    /// view is held by it and active; removing it deactivates it.
    func testAddAndRemoveConstraint() async throws {
        let harness = UIKitHarness()
        let (container, child) = containerWithChild(in: harness, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let width = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: container,
            attribute: .width, multiplier: 0.5, constant: 0)
        container.addConstraints([
            width,
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 10)
        ])
        XCTAssertEqual(container.constraints.count, 2)
        XCTAssertTrue(width.isActive)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(child.frame.size, CGSize(width: 50, height: 10))
        XCTAssertEqual(child.constraintsAffectingLayout(for: .horizontal), [width])
        child.removeConstraint(width)
        XCTAssertTrue(width.isActive, "only the view holding a constraint removes it")
        container.removeConstraint(width)
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(container.constraints.count, 1)
    }
}
