// Reads the golden file with the Foundation types XCTest re-exports (see GoldenFile).
import XCTest

/// What one golden assertion concluded, before it is reported.
public struct GoldenVerdict: Sendable {
    /// The outcome (``GoldenOutcome/matched`` passes).
    public var outcome: GoldenOutcome
    /// The failure message (with the diff and the paths of the files written), nil when it passes.
    public var message: String?
    /// The files written to show a mismatch: the actual text and the strategy's pictures.
    public var files: [String]
}

/// The steps of a golden assertion, without reporting (so that tests can check what an assertion
/// would report).
public enum GoldenAssertion {
    /// Checks `value` against its golden: the file for `testName` in the test file `filePath`
    /// (``GoldenFile/path(filePath:testName:name:)``), whose header names `checkedAgainst`. On a
    /// mismatch, writes the actual text and the strategy's pictures under `artifacts` (see
    /// ``GoldenArtifacts``) and names them in the message.
    public static func verdict<Value>(
        of value: Value, as strategy: GoldenStrategy<Value>, named name: String?,
        checkedAgainst: [String], filePath: String, testName: String,
        settings: GoldenSettings, artifacts: String
    ) -> GoldenVerdict {
        guard !checkedAgainst.isEmpty else {
            let message = "a golden must name the hand-derived values it was checked against (checkedAgainst is empty)"
            return GoldenVerdict(outcome: .fileError(message), message: message, files: [])
        }
        if let name, !GoldenFile.isValidName(name) {
            let message =
                "golden name '\(name)' must be letters, digits, '-', '_' or '.' (it becomes part of a file name)"
            return GoldenVerdict(outcome: .fileError(message), message: message, files: [])
        }
        let path = GoldenFile.path(filePath: filePath, testName: testName, name: name)
        let actual = GoldenFile.header(checkedAgainst) + strategy.body(value)
        let outcome = GoldenFile.evaluate(
            actual: actual, path: path, settings: settings, tolerance: strategy.tolerance,
            columns: strategy.columns)
        switch outcome {
        case .matched:
            return GoldenVerdict(outcome: outcome, message: nil, files: [])
        case .missing(let message), .recorded(let message), .fileError(let message):
            return GoldenVerdict(outcome: outcome, message: message, files: [])
        case .mismatched(let message):
            let expected =
                FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
            let test = testName.split(separator: "(").first.map(String.init) ?? testName
            let title = name.map { test + "." + $0 } ?? test
            var files: [(suffix: String, contents: String)] = [("actual.txt", actual)]
            files += (strategy.pictures?(expected, value, title) ?? []).map { ($0.suffix, $0.contents) }
            let stem = GoldenArtifacts.stem(directory: artifacts, goldenPath: path)
            switch GoldenArtifacts.write(files, stem: stem) {
            case .success(let paths):
                return GoldenVerdict(outcome: outcome, message: message + "\n" + describe(paths), files: paths)
            case .failure(let error):
                return GoldenVerdict(outcome: outcome, message: message + "\n" + error.message, files: [])
            }
        }
    }

    /// One line per file written.
    private static func describe(_ paths: [String]) -> String {
        paths.map { path in
            let what =
                path.hasSuffix(".html")
                ? "golden and actual side by side (open in a browser)"
                : path.hasSuffix(".expected.svg")
                    ? "golden (expected)"
                    : path.hasSuffix(".actual.svg")
                        ? "actual"
                        : path.hasSuffix(".svg") ? "golden (dashed) and actual in one plot" : "actual text"
            return "  \(what): \(path)"
        }.joined(separator: "\n")
    }
}
