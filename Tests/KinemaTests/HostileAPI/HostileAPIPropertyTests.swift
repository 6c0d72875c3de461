import Kinema
import XCTest

/// Kinema's public API driven with hostile numbers (NaN, infinities, ±1e308, ±1e9 and its
/// neighbours, subnormals, -0, huge and tiny durations, huge and negative counts), seeded, through
/// every setter and initialiser of views, animations, property animators, constraints,
/// recognisers, dynamics and the scene clock (see `HostileSession` for the properties checked
/// after every call).
final class HostileAPIPropertyTests: XCTestCase {
    /// The operations, each a few calls with hostile numbers; repeated names weigh more.
    static var operations: [(String, (HostileSession) -> Void)] {
        [
            ("view property", { $0.setProperty(of: $0.view()) }),
            ("view property", { $0.setProperty(of: $0.view()) }),
            ("view flags", { $0.setFlags(of: $0.view()) }),
            ("loose view", { $0.looseView() }),
            ("hierarchy", { $0.rearrange() }),
            ("nested chain", { $0.nest() }),
            ("hit test", { $0.hitTest() }),
            ("animate", { $0.animate() }),
            ("animate", { $0.animate() }),
            ("keyframes", { $0.animateKeyframes() }),
            ("property animator", { $0.makeAnimator() }),
            ("animator call", { $0.driveAnimator() }),
            ("animator call", { $0.driveAnimator() }),
            ("constraint", { $0.constrain() }),
            ("constraint change", { $0.changeConstraint() }),
            ("touch", { $0.touch() }),
            ("touch", { $0.touch() }),
            ("dynamic animator", { $0.makeDynamicAnimator() }),
            ("behaviour", { $0.addBehavior() }),
            ("behaviour change", { $0.changeBehavior() }),
            ("clock", { $0.tick() }),
            ("clock", { $0.tick() }),
            ("clock", { $0.tick() })
        ]
    }

    /// 200 scenes of 30 operations each (6,000 operations, about two seconds in a debug build), from
    /// fixed seeds: the same calls on every run. For a longer hunt, `HOSTILE_CASES=N` runs N
    /// scenes; `HOSTILE_CASE=k` replays scene k alone and `HOSTILE_TRACE=1` prints every operation
    /// and its duration to standard error.
    func testEveryPublicCallKeepsItsPromisesUnderHostileNumbers() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["HOSTILE_CASES"].flatMap { Int($0) } ?? 200, operationsPerCase = 30
        var operations = 0, diagnostics = 0, refusals = 0
        let only = environment["HOSTILE_CASE"].flatMap { Int($0) }
        for c in 0..<cases where only == nil || only == c {
            let seed = 0x4057_11E0 + UInt64(c)
            let caseStarted = Date()
            defer {
                if environment["HOSTILE_TRACE"] != nil {
                    FileHandle.standardError.write(
                        "CASE \(c) took \(Date().timeIntervalSince(caseStarted))\n".data(using: .utf8)!)
                }
            }
            let session = try HostileSession(seed: seed)
            session.context = "case \(c) (seed \(seed)) setup"
            session.checkInvariants()
            for k in 0..<operationsPerCase {
                let (name, operation) = session.hostile.pick(Self.operations)
                session.context = "case \(c) (seed \(seed)) operation \(k) \(name) at t = \(session.scene.time)"
                if environment["HOSTILE_TRACE"] != nil {
                    FileHandle.standardError.write((session.context + "\n").data(using: .utf8)!)
                }
                let started = Date()
                operation(session)
                if environment["HOSTILE_TRACE"] != nil {
                    FileHandle.standardError.write("  took \(Date().timeIntervalSince(started))\n".data(using: .utf8)!)
                }
                session.operations += 1
                session.checkInvariants()
            }
            // Play on: whatever the calls left running keeps every frame finite.
            session.context = "case \(c) (seed \(seed)) playing on"
            for _ in 0..<5 {
                try? session.scene.advance(by: 0.05)
                session.checkInvariants()
            }
            operations += session.operations
            diagnostics += session.scene.diagnostics.count
            refusals += session.scene.diagnostics.filter { $0.source == .property }.count
        }
        print(
            "hostile API: \(cases) cases, \(operations) operations, \(diagnostics) diagnostics "
                + "(\(refusals) refused property values)")
        XCTAssertEqual(operations, only == nil ? cases * operationsPerCase : operationsPerCase)
        // The generator reaches the refusals it is meant to test.
        if only == nil { XCTAssertGreaterThan(refusals, operations / 10) }
    }
}
