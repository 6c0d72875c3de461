import KinemaCore
import XCTest
@testable import Kinema

/// `View.descendant(named:)` and `Scene.view(named:)` stop at the first match in pre-order
/// instead of listing the whole subtree first: the same answers as searching ``View/subtree``.
final class ViewLookupTests: XCTestCase {
    /// Random trees of 300 views whose names repeat (eight names), so that the first match in
    /// pre-order matters. For every view as the receiver and every name (and one no view has),
    /// the lookup returns the first view of that name in the receiver's `subtree`, by identity.
    func testTheFirstMatchInPreorderAsTheSubtreeListsIt() throws {
        for seed in 1...5 {
            var random = SplitMix64(seed: UInt64(seed))
            let scene = Scene(size: Size(width: 100, height: 100))
            var views = [scene.root]
            for k in 0..<300 {
                let view = View(name: "n\(Int.random(in: 0..<8, using: &random))")
                // A parent among the views made so far, often a recent one (deep paths).
                let parent = Bool.random(using: &random) ? views[views.count - 1] : views.randomElement(using: &random)!
                try parent.addSubview(view)
                views.append(view)
                XCTAssertEqual(views.count, k + 2)
            }
            let names = (0..<8).map { "n\($0)" } + ["missing", scene.root.name]
            for receiver in views {
                let listed = receiver.subtree
                for name in names {
                    let expected = listed.first { $0.name == name }
                    XCTAssertTrue(receiver.descendant(named: name) === expected, "seed \(seed): \(name)")
                }
            }
            for name in names {
                XCTAssertTrue(scene.view(named: name) === scene.root.subtree.first { $0.name == name })
            }
        }
    }

    /// Depth first: a view's whole subtree comes before its next sibling, and the receiver
    /// before everything under it.
    func testDepthFirstAndTheReceiverFirst() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a"), deep = View(name: "x"), b = View(name: "x"), inner = View(name: "a")
        try scene.root.addSubview(a)
        try a.addSubview(deep)
        try scene.root.addSubview(b)
        try deep.addSubview(inner)
        XCTAssertTrue(scene.view(named: "x") === deep)
        XCTAssertTrue(scene.view(named: "a") === a)
        XCTAssertTrue(deep.descendant(named: "x") === deep)
        XCTAssertTrue(deep.descendant(named: "a") === inner)
        XCTAssertNil(b.descendant(named: "a"))
    }
}
