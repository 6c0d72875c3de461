import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `window` is kept up to date by the hierarchy calls instead of walking up the tree, and the view
/// a constraint is installed on is found without walking the tree once per ancestor. Both are
/// checked here against the definitions they replace, over random edits of a small forest of
/// views and two windows.
@MainActor
final class UIViewWindowTrackingTests: XCTestCase {
    /// UIKit's definition: the topmost ancestor (the view itself without a superview), when it
    /// is a window.
    private func walkedWindow(_ view: UIView) -> UIWindow? {
        var node = view
        while let parent = node.superview { node = parent }
        return node as? UIWindow
    }

    /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    private func walkedCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestorsOfA: [ObjectIdentifier] = []
        var node: UIView? = a
        while let n = node {
            ancestorsOfA.append(ObjectIdentifier(n))
            node = n.superview
        }
        node = b
        while let n = node {
            if ancestorsOfA.contains(ObjectIdentifier(n)) { return n }
            node = n.superview
        }
        return nil
    }

    /// SplitMix64, so that the edits are the same on every run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testWindowMatchesTheWalkUpAfterRandomEdits() async {
        let harness = UIKitHarness()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<24).map { _ in UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10)) }
        // Parents: the harness's window, the other window and the views; children: the views and
        // the other window (a window can sit inside another tree; its subtree then belongs to the
        // outer window).
        let parents: [UIView] = [harness.window, other] + views
        let children: [UIView] = views + [other]
        var generator = Generator(state: 7)
        var checks = 0
        // How often a view was in the harness's window, in the other one, in neither.
        var seen = [0, 0, 0]
        for step in 0..<3000 {
            let child = children[generator.next(children.count)]
            switch generator.next(5) {
            case 0:
                child.removeFromSuperview()
            case 1:
                let parent = parents[generator.next(parents.count)]
                parent.insertSubview(child, at: generator.next(parent.subviews.count + 1))
            default:
                // Adding a view to itself or into its own subtree is refused and changes nothing.
                parents[generator.next(parents.count)].addSubview(child)
            }
            for v in parents {
                let expected = walkedWindow(v)
                XCTAssertTrue(v.window === expected, "step \(step)")
                checks += 1
                if v !== harness.window && v !== other {
                    seen[expected === harness.window ? 0 : expected === other ? 1 : 2] += 1
                }
            }
            if step % 10 == 0 {
                // A constraint goes to the nearest common ancestor of its two views.
                let a = views[generator.next(views.count)], b = views[generator.next(views.count)]
                guard let host = walkedCommonAncestor(a, b) else { continue }
                let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
                c.isActive = true
                XCTAssertTrue(host.constraints.contains { $0 === c }, "step \(step)")
                for v in parents where v !== host { XCTAssertFalse(v.constraints.contains { $0 === c }) }
                c.isActive = false
            }
        }
        XCTAssertEqual(checks, 3000 * parents.count)
        // The edits reached every case, often.
        XCTAssertTrue(seen.allSatisfy { $0 > 1000 }, "\(seen)")
    }

    /// The cases the shortcuts take: a view and itself, its superview, its subview and its
    /// sibling; and views in separate trees (no common ancestor: UIKit refuses the constraint).
    func testConstraintHostsForNearViews() async {
        let harness = UIKitHarness()
        let parent = UIView(), a = UIView(), b = UIView(), child = UIView(), cousin = UIView(), loose = UIView()
        harness.window.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        a.addSubview(child)
        b.addSubview(cousin)
        let pairs: [(UIView, UIView, UIView)] = [
            (a, a, a), (a, parent, parent), (parent, a, parent), (a, b, parent), (child, a, a),
            (child, cousin, parent), (cousin, harness.window, harness.window)
        ]
        for (first, second, host) in pairs {
            let c = first.widthAnchor.constraint(equalTo: second.widthAnchor)
            c.isActive = true
            XCTAssertTrue(host.constraints.contains { $0 === c })
            c.isActive = false
        }
        let before = harness.diagnostics.count
        loose.widthAnchor.constraint(equalTo: a.widthAnchor).isActive = true
        XCTAssertEqual(harness.diagnostics.count, before + 1)
        XCTAssertTrue(harness.diagnostics.last?.contains("no common ancestor") == true)
    }
}

/// A subtree of a deep chain leaving and coming back: the constraints crossing its edge go, the
/// ones inside stay (UIKit's rule), and the chain lays out as its constraints say.
@MainActor
final class SubtreeRemovalTests: XCTestCase {
    func testASubtreeOfADeepChainLeavesAndComesBack() async {
        let harness = UIKitHarness()
        var views: [UIView] = []
        var pins: [[NSLayoutConstraint]] = []
        var parent: UIView = harness.window
        for _ in 0..<50 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            let four = [
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1)
            ]
            NSLayoutConstraint.activate(four)
            pins.append(four)
            views.append(v)
            parent = v
        }
        // One optional wish from deep inside to the window (it crosses the edge below too).
        let wish = views[30].centerXAnchor.constraint(equalTo: harness.window.centerXAnchor)
        wish.priority = .defaultLow
        wish.isActive = true
        harness.advance(to: 0)
        // View k is 2 (k + 1) smaller than the 375 x 667 window in each direction.
        XCTAssertEqual(views[49].frame.size, CGSize(width: 275, height: 567))
        views[10].removeFromSuperview()
        XCTAssertTrue(pins[10].allSatisfy { !$0.isActive }, "crossing: view 10 to view 9")
        XCTAssertFalse(wish.isActive, "crossing: view 30 to the window")
        XCTAssertTrue(pins[11...].allSatisfy { $0.allSatisfy(\.isActive) }, "inside the subtree")
        XCTAssertTrue(pins[..<10].allSatisfy { $0.allSatisfy(\.isActive) }, "above the subtree")
        harness.advance(to: 0.5)
        XCTAssertEqual(views[9].frame.size, CGSize(width: 355, height: 647))
        views[9].addSubview(views[10])
        NSLayoutConstraint.activate([
            views[10].leadingAnchor.constraint(equalTo: views[9].leadingAnchor, constant: 2),
            views[10].trailingAnchor.constraint(equalTo: views[9].trailingAnchor, constant: -2),
            views[10].topAnchor.constraint(equalTo: views[9].topAnchor, constant: 2),
            views[10].bottomAnchor.constraint(equalTo: views[9].bottomAnchor, constant: -2)
        ])
        harness.advance(to: 1)
        // Back with insets of 2 at view 10: 2 more in each direction below it.
        XCTAssertEqual(views[49].frame.size, CGSize(width: 273, height: 565))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
