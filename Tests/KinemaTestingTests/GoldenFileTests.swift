import Foundation
import KinemaTesting
import XCTest

/// Golden paths, record mode, CI and missing files, through the pure evaluation function.
final class GoldenFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-golden-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testPathSitsNextToTheTestFile() {
        XCTAssertEqual(GoldenFile.path(filePath: "/repo/Tests/KinemaControlsTests/FastCartButtonTests.swift",
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
