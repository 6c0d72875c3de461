// File and environment access for goldens uses the Foundation types (FileManager, Data,
// ProcessInfo) that XCTest re-exports: KinemaTesting depends only on Kinema and XCTest, and this
// file is the only place it touches the file system. The engine's modules never see Foundation.
import XCTest

/// Where a golden lives and the environment switches that decide what an assertion does.
public struct GoldenSettings: Hashable, Sendable {
    /// The variable that turns record mode on (`1`, `true` or `yes`).
    public static let recordVariable = "KINEMA_RECORD_GOLDENS"

    /// Whether record mode was asked for.
    public var record: Bool
    /// Whether `CI` is set (to anything non-empty): then nothing is ever recorded.
    public var isCI: Bool

    /// Settings from an environment dictionary.
    public init(environment: [String: String]) {
        let flag = environment[Self.recordVariable]?.lowercased() ?? ""
        record = flag == "1" || flag == "true" || flag == "yes"
        isCI = !(environment["CI"] ?? "").isEmpty
    }

    /// Settings from the process environment.
    public static func fromProcess() -> GoldenSettings {
        GoldenSettings(environment: ProcessInfo.processInfo.environment)
    }
}

/// What a golden assertion concluded; everything but `matched` fails the test.
public enum GoldenOutcome: Hashable, Sendable {
    /// The dump matches the golden.
    case matched
    /// The dump differs (the message holds the diff).
    case mismatched(String)
    /// There is no golden file (the message says how to record one).
    case missing(String)
    /// Record mode wrote the golden; the test still fails so that no run passes on an unchecked file.
    case recorded(String)
    /// The file could not be read or written.
    case fileError(String)

    /// Whether the assertion passes.
    public var passed: Bool { self == .matched }
}

/// Golden files on disk: `Tests/<Target>/__Goldens__/<TestFile>/<test>.txt`, next to the test.
public enum GoldenFile {
    /// The golden path for a test: the directory of `filePath` (a test file's `#filePath`), then
    /// `__Goldens__/<file name without .swift>/<test name without "()">.txt`, or
    /// `<test>.<name>.txt` for a named golden (a test may have several).
    public static func path(filePath: String, testName: String, name: String? = nil) -> String {
        let slash = filePath.lastIndex(of: "/")
        let directory = slash.map { String(filePath[..<$0]) } ?? "."
        var file = slash.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
        if file.hasSuffix(".swift") { file.removeLast(6) }
        var test = testName
        if let paren = test.firstIndex(of: "(") { test = String(test[..<paren]) }
        if let name { test += "." + name }
        return "\(directory)/__Goldens__/\(file)/\(test).txt"
    }

    /// Whether `name` can name a golden: not empty, only ASCII letters, digits, `-`, `_` and `.`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
                    || "-_.".unicodeScalars.contains($0)
            }
    }

    /// The header lines of a golden: each entry prefixed with `# `, a line break in an entry
    /// starting a new header line.
    public static func header(_ entries: [String]) -> String {
        var out = ""
        for entry in entries {
            for line in entry.split(separator: "\n", omittingEmptySubsequences: false) { out += "# \(line)\n" }
        }
        return out
    }

    /// Compares `actual` with the golden at `path` (or records it, per `settings`); `columns`
    /// names the tokens of a data line, for the mismatch's headline (see
    /// ``GoldenComparison/compare(expected:actual:tolerance:columns:maximumShown:context:)``).
    ///
    /// A mismatch's message starts with the first difference in words, then names the golden,
    /// the diff and how to re-record. When `CI` is set, the messages of a mismatch and of a
    /// missing golden say that this run cannot record (nothing is recorded on CI) and where to.
    public static func evaluate(
        actual: String, path: String, settings: GoldenSettings,
        tolerance: Double = GoldenDump.defaultTolerance, columns: [String]? = nil
    ) -> GoldenOutcome {
        let recordNote =
            settings.record && settings.isCI
            ? "\n(\(GoldenSettings.recordVariable) is ignored because CI is set: goldens are never recorded on CI)" : ""
        if settings.record && !settings.isCI {
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                return .fileError("could not record the golden at \(path): \(error)")
            }
            return .recorded(
                "recorded the golden at \(path). Check its values against the hand-derived ones in its "
                    + "header, then run again without \(GoldenSettings.recordVariable) (recording always fails the test)."
            )
        }
        guard FileManager.default.fileExists(atPath: path) else {
            let how =
                "\(GoldenSettings.recordVariable)=1 swift test --filter <test>, check it against the hand-derived "
                + "values in its header, and commit it."
            return .missing(
                "no golden at \(path). "
                    + (settings.isCI
                        ? "CI is set, so this run cannot record it (goldens are never recorded on CI): record it on a machine "
                            + "where CI is not set with " + how
                        : "Record it with " + how) + recordNote)
        }
        guard let data = FileManager.default.contents(atPath: path), let expected = String(data: data, encoding: .utf8)
        else {
            return .fileError("could not read the golden at \(path) as UTF-8 text\(recordNote)")
        }
        guard
            let mismatch = GoldenComparison.compare(
                expected: expected, actual: actual, tolerance: tolerance,
                columns: columns)
        else {
            return .matched
        }
        let rest = mismatch.report.drop { $0 != "\n" }.dropFirst()
        let advice =
            settings.isCI
            ? "CI is set, so this run cannot re-record the golden (goldens are never recorded on CI). If the change is "
                + "intended, re-record it on a machine where CI is not set with \(GoldenSettings.recordVariable)=1, check "
                + "the new values and commit them."
            : "If the change is intended, re-record with \(GoldenSettings.recordVariable)=1 and check the new values."
        return .mismatched("\(mismatch.headline)\ngolden: \(path)\n\(rest)\(advice)\(recordNote)")
    }
}
