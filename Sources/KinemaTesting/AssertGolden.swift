import Kinema
import XCTest

/// Asserts that `value`, written by `strategy`, matches its golden file: the test's own
/// (`__Goldens__/<TestFile>/<test>.txt`) or, with a `name`, `<test>.<name>.txt`, so that one test
/// can check several values. Works in XCTest methods and in Swift Testing `@Test` functions (the
/// failure is then an issue recorded at the caller's line).
///
/// The golden starts with `checkedAgainst`: the hand-derived values it was checked against, one
/// header line each (at least one is required). Numbers are compared within the strategy's
/// tolerance; a mismatch fails with a unified diff of the first differing lines, writes the actual
/// text and the strategy's pictures (for frames: the golden and the actual frames side by side in
/// a player page, and a filmstrip of each; see ``GoldenArtifacts``) and prints their paths. With
/// `KINEMA_RECORD_GOLDENS=1` the golden is written and the test fails anyway; when `CI` is set
/// nothing is ever recorded. Returns whether it passed.
///
/// ```swift
/// assertGolden(of: frames, as: .frames, named: "opening", checkedAgainst: ["open: centre y 417 at t >= 1"])
/// assertGolden(of: samples, as: .curve, named: "progress", checkedAgainst: ["1 at t = 0.5"])
/// ```
@discardableResult
public func assertGolden<Value>(
    of value: Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    checkedAgainst: [String], fileID: String = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let verdict = GoldenAssertion.verdict(
        of: value, as: strategy, named: name, checkedAgainst: checkedAgainst, filePath: "\(filePath)",
        testName: testName,
        settings: .fromProcess(), artifacts: GoldenArtifacts.directory(environment: ProcessInfo.processInfo.environment)
    )
    guard let message = verdict.message else { return true }
    GoldenReporter.fail(
        message, files: verdict.files,
        at: GoldenReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// Asserts that `frames` match the golden file of the calling test
/// (`Tests/<Target>/__Goldens__/<TestFile>/<test>.txt`, see ``GoldenFile``): the same as
/// ``assertGolden(of:as:named:checkedAgainst:fileID:filePath:testName:line:column:)`` with the
/// ``GoldenStrategy/frames(decimals:tolerance:)`` strategy and no name.
@discardableResult
public func assertGoldenFrames(
    _ frames: [FrameSnapshot], checkedAgainst: [String],
    tolerance: Double = GoldenDump.defaultTolerance,
    decimals: Int = GoldenDump.defaultDecimals,
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    assertGolden(
        of: frames, as: .frames(decimals: decimals, tolerance: tolerance), checkedAgainst: checkedAgainst,
        fileID: fileID, filePath: file, testName: testName, line: line, column: column)
}
