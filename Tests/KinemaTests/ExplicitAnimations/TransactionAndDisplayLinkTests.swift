import Kinema
import KinemaCore
import KinemaDerivations
import XCTest

/// Transactions (completion, duration, timing, disabled actions), implicit animations of
/// layer-like views, and display links on the scene clock.
final class TransactionAndDisplayLinkTests: XCTestCase {
    func testCompletionRunsWhenEveryAnimationOfTheTransactionHasFinished() throws {
        let (scene, box) = try makeExplicitScene()
        var doneAt: Double?
        try scene.transaction { transaction in
            transaction.completion = { doneAt = scene.time }
            try box.addAnimation(slide(duration: 1), forKey: "a")
            try box.addAnimation(slide(duration: 2), forKey: "b")
            try scene.animate(withDuration: 1.5) { box.alpha = 0 }
        }
        try box.addAnimation(slide(duration: 5), forKey: "later") // not part of the transaction
        try scene.advance(to: 1.9)
        XCTAssertNil(doneAt)
        try scene.advance(to: 3)
        XCTAssertEqual(doneAt, 2) // the longest, "b", ends at 2
    }

    func testCompletionOfAnEmptyTransactionRunsAtOnceAndRemovalCounts() throws {
        let (scene, box) = try makeExplicitScene()
        var count = 0
        scene.beginTransaction().completion = { count += 1 }
        try scene.commitTransaction()
        try scene.advance(to: 0)
        XCTAssertEqual(count, 1)
        XCTAssertThrowsError(try scene.commitTransaction()) {
            XCTAssertEqual($0 as? AnimationError, .noOpenTransaction)
        }

        var removedDoneAt: Double?
        let transaction = scene.beginTransaction()
        transaction.completion = { removedDoneAt = scene.time }
        try box.addAnimation(slide(duration: 10), forKey: "long")
        try scene.commitTransaction()
        try scene.advance(to: 1)
        box.removeAnimation(forKey: "long")
        try scene.advance(to: 1)
        XCTAssertEqual(removedDoneAt, 1)
    }

    func testImplicitAnimationsUseTheTransactionAndCanBeDisabled() throws {
        let (scene, box) = try makeExplicitScene()
        box.implicitlyAnimates = true
        box.alpha = 0 // 0.25 s, Core Animation's default curve
        XCTAssertEqual(box.alpha, 0)
        XCTAssertEqual(box.animationKeys(), ["opacity"])
        try scene.advance(to: 0.1)
        XCTAssertEqual(box.presentation.alpha, 1 - Derivation.bezier(0.4, 0.25, 0.1, 0.25, 1), accuracy: 1e-6)

        scene.transaction { transaction in
            transaction.animationDuration = 1
            transaction.timingFunction = .linear
            box.center = Point(x: 200, y: 100)
        }
        try scene.advance(to: 0.6)
        XCTAssertEqual(box.shownX, 150, accuracy: 1e-12) // 100 -> 200 over 1 s from 0.1

        scene.transaction { transaction in
            transaction.disablesActions = true
            box.cornerRadius = 8
        }
        XCTAssertEqual(box.presentation.cornerRadius, 8) // no animation
        XCTAssertFalse(box.animationKeys().contains("cornerRadius"))
    }

    func testImplicitTransactionCompletesAtTheNextAdvance() throws {
        let (scene, box) = try makeExplicitScene()
        var doneAt: Double?
        scene.currentTransaction.completion = { doneAt = scene.time }
        try box.addAnimation(slide(duration: 0.5), forKey: "a")
        try scene.advance(to: 0.25) // commits the implicit transaction
        XCTAssertNil(doneAt)
        try scene.advance(to: 1)
        XCTAssertEqual(doneAt, 0.5)
    }

    func testDisplayLinkFiresAtFrameTimes() throws {
        let (scene, box) = try makeExplicitScene()
        try scene.advance(to: 0.01)
        var stamps: [(Double, Double, Double)] = []
        let link = scene.addDisplayLink(preferredFramesPerSecond: 30) { link in
            stamps.append((scene.time, link.timestamp, link.targetTimestamp))
            box.center.x += 1 // a hand-driven animation
        }
        XCTAssertEqual(link.duration, 1.0 / 30)
        try scene.advance(to: 0.1)
        // Frames at k / 30 after 0.01: 1/30, 2/30, 3/30.
        XCTAssertEqual(stamps.map(\.0), [1.0 / 30, 2.0 / 30, 3.0 / 30])
        XCTAssertEqual(stamps.map(\.1), [1.0 / 30, 2.0 / 30, 3.0 / 30])
        XCTAssertEqual(stamps.map(\.2), [2.0 / 30, 3.0 / 30, 4.0 / 30])
        XCTAssertEqual(box.center.x, 103)
        link.isPaused = true
        try scene.advance(to: 0.2)
        XCTAssertEqual(stamps.count, 3)
        link.isPaused = false
        link.preferredFramesPerSecond = 0 // the display's 60
        try scene.advance(to: 0.24)
        XCTAssertEqual(stamps.count, 5) // 13/60, 14/60
        XCTAssertEqual(stamps.last?.1, 14.0 / 60)
        link.invalidate()
        try scene.advance(to: 1)
        XCTAssertEqual(stamps.count, 5)
        XCTAssertFalse(link.isValid)
    }

    func testDisplayLinkInvalidatedFromItsCallback() throws {
        let (scene, _) = try makeExplicitScene()
        var calls = 0
        scene.addDisplayLink { link in
            calls += 1
            if calls == 2 { link.invalidate() }
        }
        try scene.advance(to: 1)
        XCTAssertEqual(calls, 2)
    }
}
