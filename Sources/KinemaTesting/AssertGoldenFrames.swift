import Kinema
import XCTest

/// Asserts that `frames` match the golden file of the calling test
/// (`Tests/<Target>/__Goldens__/<TestFile>/<test>.txt`, see ``GoldenFile``).
///
/// The dump (``GoldenDump``) starts with `checkedAgainst`: the hand-derived values the golden was
/// checked against, one header line each (at least one is required). Numbers are compared with
/// `tolerance`; a mismatch fails with a unified diff of the first differing lines. With
/// `KINEMA_RECORD_GOLDENS=1` the golden is written and the test fails anyway; when `CI` is set
/// nothing is ever recorded. A thin wrapper over ``GoldenFile/evaluate(actual:path:settings:tolerance:)``.
public func assertGoldenFrames(_ frames: [FrameSnapshot], checkedAgainst: [String],
                               tolerance: Double = GoldenDump.defaultTolerance,
                               decimals: Int = GoldenDump.defaultDecimals,
                               file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    guard !checkedAgainst.isEmpty else {
        XCTFail("a golden must name the hand-derived values it was checked against (checkedAgainst is empty)",
                file: file, line: line)
        return
    }
    let path = GoldenFile.path(filePath: "\(file)", testName: testName)
    let actual = GoldenDump.render(frames, header: checkedAgainst, decimals: decimals)
    let outcome = GoldenFile.evaluate(actual: actual, path: path, settings: .fromProcess(), tolerance: tolerance)
    switch outcome {
    case .matched:
        break
    case .mismatched(let message), .missing(let message), .recorded(let message), .fileError(let message):
        XCTFail(message, file: file, line: line)
    }
}
