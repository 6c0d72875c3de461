import KinemaDerivations
import XCTest

@testable import KinemaCore

/// SplitMix64 and frame times (the time-and-frames article of KinemaCore's documentation states
/// both rules).
final class ClockAndRandomTests: XCTestCase {
    func testSplitMix64SeedOne() {
        // First outputs for seed 1, as the published algorithm gives them: 0x910A2DEC89025CC1,
        // 0xBEEB8DA1658EEC67, 0xF893A2EEFB32555E. Derivation.SplitMix64 (Tests/KinemaDerivations, written
        // from the algorithm with wrapping arithmetic) reproduces them, and the engine must agree with
        // it over a longer run too.
        let expected: [UInt64] = [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E]
        var reference = Derivation.SplitMix64(seed: 1)
        XCTAssertEqual((0..<3).map { _ in reference.next() }, expected)
        var g = SplitMix64(seed: 1)
        XCTAssertEqual((0..<3).map { _ in g.next() }, expected)
        for seed: UInt64 in [1, 7, 0xFFFF_FFFF_FFFF_FFFF] {
            var engine = SplitMix64(seed: seed), derived = Derivation.SplitMix64(seed: seed)
            XCTAssertEqual((0..<100).map { _ in engine.next() }, (0..<100).map { _ in derived.next() }, "seed \(seed)")
        }
        // Seed 0's first output is the widely published SplitMix64 value 0xE220A8397B1DCDAF.
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
        // The first step by hand: state = 1 + 0x9E3779B97F4A7C15 = 0x9E3779B97F4A7C16.
        var h = SplitMix64(seed: 1)
        _ = h.next()
        XCTAssertEqual(h.state, 0x9E37_79B9_7F4A_7C16)
    }

    func testUniformFormula() {
        // uniform(-4...4) = -4 + 8 * Double(next >> 11) * 2^-53; Derivation.SplitMix64 evaluates it
        // from its own outputs: 0.5324926013782472 and 1.966254058101609 for the first two draws of seed 1.
        var g = SplitMix64(seed: 1)
        var reference = Derivation.SplitMix64(seed: 1)
        XCTAssertEqual(g.uniform(in: -4...4), reference.uniform(in: -4...4))
        XCTAssertEqual(g.uniform(in: -4...4), reference.uniform(in: -4...4))
        var draws = Derivation.SplitMix64(seed: 1)
        XCTAssertEqual(draws.uniforms(in: -4...4, count: 2), [0.5324926013782472, 1.966254058101609])
        // By hand from the first output: 0x910A2DEC89025CC1 >> 11 = 0x1221_45BD_9120_4B, over 2^53.
        var h = SplitMix64(seed: 1)
        let expected = -4 + 8 * Double(0x910A_2DEC_8902_5CC1 as UInt64 >> 11) / 9_007_199_254_740_992
        XCTAssertEqual(h.uniform(in: -4...4), expected)
        // Degenerate range: always the bound.
        XCTAssertEqual(h.uniform(in: 2...2), 2)
        // Same seed, same sequence.
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        XCTAssertEqual((0..<5).map { _ in a.next() }, (0..<5).map { _ in b.next() })
    }

    func testFrameTimes() throws {
        // t = k / fps for k = 0 ... floor(until * fps), each time divided, never accumulated.
        let second = try FrameTimes(until: 1, fps: 60)
        XCTAssertEqual(second.count, 61)
        XCTAssertEqual(second[1], 1.0 / 60)
        XCTAssertEqual(second.last, 1)
        XCTAssertEqual(second[7], 7.0 / 60) // divided, not accumulated
        // 0.29 * 100 = 28.999999999999996 in binary; the tolerance keeps frame 29 (t = 0.29).
        XCTAssertEqual(try FrameTimes(until: 0.29, fps: 100).count, 30)
        XCTAssertEqual(try FrameTimes(until: 0.295, fps: 100).count, 30)
        XCTAssertEqual(try FrameTimes(until: 0, fps: 60).count, 1)
        XCTAssertEqual(Array(try FrameTimes(until: 0.1, fps: 30)), [0, 1.0 / 30, 2.0 / 30, 3.0 / 30])
        for fps in [0, -1, 1000.5] {
            XCTAssertThrowsError(try FrameTimes(until: 1, fps: fps)) {
                XCTAssertEqual($0 as? ValueError, .outOfRange("fps", fps, must: "be in (0, 1000]"))
            }
        }
        for fps in [Double.nan, .infinity] {
            XCTAssertThrowsError(try FrameTimes(until: 1, fps: fps)) {
                XCTAssertEqual($0 as? ValueError, .notFinite("fps"))
            }
        }
        XCTAssertNoThrow(try FrameTimes(until: 1, fps: 1000))
        XCTAssertThrowsError(try FrameTimes(until: -1, fps: 60))
        XCTAssertThrowsError(try FrameTimes(until: 1e9, fps: 1000)) {
            XCTAssertEqual($0 as? ValueError, .tooManyFrames(maximum: 1_000_000))
        }
    }
}
