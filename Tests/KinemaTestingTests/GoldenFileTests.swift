import Foundation
import KinemaTesting
import XCTest

/// Golden paths, record mode, CI and missing files, through the pure evaluation function.
final class GoldenFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-golden-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testPathSitsNextToTheTestFile() {
        XCTAssertEqual(
            GoldenFile.path(
                filePath: "/repo/Tests/KinemaControlsTests/FastCartButtonTests.swift",
                testName: "testTap()"),
            "/repo/Tests/KinemaControlsTests/__Goldens__/FastCartButtonTests/testTap.txt")
    }

    func testSettingsFromTheEnvironment() {
        XCTAssertFalse(GoldenSettings(environment: [:]).record)
        XCTAssertTrue(GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "1"]).record)
        XCTAssertTrue(GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "YES"]).record)
        XCTAssertFalse(GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "0"]).record)
        XCTAssertTrue(GoldenSettings(environment: ["CI": "true"]).isCI)
        XCTAssertFalse(GoldenSettings(environment: ["CI": ""]).isCI)
    }

    func testMissingGoldenFailsWithInstructions() {
        let path = directory + "/__Goldens__/T/testX.txt"
        let outcome = GoldenFile.evaluate(actual: "# h\n1.0\n", path: path, settings: GoldenSettings(environment: [:]))
        guard case .missing(let message) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertFalse(outcome.passed)
        XCTAssertTrue(message.contains(path), message)
        XCTAssertTrue(message.contains("KINEMA_RECORD_GOLDENS=1"), message)
    }

    func testRecordWritesTheFileAndStillFailsThenMatches() throws {
        let path = directory + "/__Goldens__/T/testY.txt"
        let text = "# checked: x = 1\n0.000000 v 1.000000\n"
        let record = GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "1"])
        let outcome = GoldenFile.evaluate(actual: text, path: path, settings: record)
        guard case .recorded = outcome else { return XCTFail("\(outcome)") }
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        let plain = GoldenSettings(environment: [:])
        XCTAssertEqual(GoldenFile.evaluate(actual: text, path: path, settings: plain), .matched)
        let off = GoldenFile.evaluate(actual: "# checked: x = 1\n0.000000 v 1.100000\n", path: path, settings: plain)
        guard case .mismatched(let message) = off else { return XCTFail("\(off)") }
        XCTAssertTrue(message.contains("-0.000000 v 1.000000\n+0.000000 v 1.100000"), message)
        // The first line is the first difference; the golden's path follows.
        XCTAssertTrue(message.hasPrefix("line 2, token 3: expected 1.000000, got 1.100000\ngolden: \(path)\n"), message)
        XCTAssertTrue(message.contains("re-record with KINEMA_RECORD_GOLDENS=1"), message)
    }

    /// With CI set, a missing or differing golden says that this run cannot record, not only how to.
    func testOnCIFailuresSayThatRecordingIsBlocked() throws {
        let path = directory + "/__Goldens__/T/testW.txt"
        let ci = GoldenSettings(environment: ["CI": "true"])
        guard case .missing(let missing) = GoldenFile.evaluate(actual: "# h\n1.0\n", path: path, settings: ci) else {
            return XCTFail("not missing")
        }
        XCTAssertTrue(missing.contains("CI is set, so this run cannot record it"), missing)
        XCTAssertTrue(missing.contains("where CI is not set with KINEMA_RECORD_GOLDENS=1"), missing)
        _ = GoldenFile.evaluate(
            actual: "# h\n1.0\n", path: path, settings: GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "1"]))
        guard case .mismatched(let differs) = GoldenFile.evaluate(actual: "# h\n2.0\n", path: path, settings: ci) else {
            return XCTFail("not mismatched")
        }
        XCTAssertTrue(differs.contains("CI is set, so this run cannot re-record the golden"), differs)
        XCTAssertTrue(differs.contains("where CI is not set with KINEMA_RECORD_GOLDENS=1"), differs)
        // Without CI, neither message mentions it.
        guard
            case .mismatched(let local) = GoldenFile.evaluate(
                actual: "# h\n2.0\n", path: path,
                settings: GoldenSettings(environment: [:]))
        else {
            return XCTFail("not mismatched")
        }
        XCTAssertFalse(local.contains("CI"), local)
    }

    func testCINeverRecords() {
        let path = directory + "/__Goldens__/T/testZ.txt"
        let settings = GoldenSettings(environment: ["KINEMA_RECORD_GOLDENS": "1", "CI": "1"])
        let outcome = GoldenFile.evaluate(actual: "# h\n", path: path, settings: settings)
        guard case .missing(let message) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(message.contains("ignored because CI is set"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
