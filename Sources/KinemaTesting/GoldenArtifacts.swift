// Writing failure pictures uses the Foundation types that XCTest re-exports (FileManager, Data,
// ProcessInfo), like GoldenFile; the engine's modules never see Foundation.
import XCTest

/// Where the files showing a golden mismatch go, and writing them.
///
/// On a mismatch an assertion writes, under ``directory(environment:)``, in a folder named after
/// the test file: `<test>[.<name>].actual.txt` (the actual text, ready to compare or to copy over
/// the golden once checked) and the strategy's pictures, for frames `<test>[.<name>].html` (the
/// golden and the actual frames playing side by side) and `.expected.svg` / `.actual.svg` (a
/// filmstrip of each), for curves `<test>[.<name>].svg` (one plot, the golden dashed).
public enum GoldenArtifacts {
    /// The variable naming the folder (for example one a CI job keeps).
    public static let directoryVariable = "KINEMA_GOLDEN_ARTIFACTS"

    /// `KINEMA_GOLDEN_ARTIFACTS` when set and not empty, else `kinema-golden-failures` in the
    /// temporary directory.
    public static func directory(environment: [String: String]) -> String {
        if let chosen = environment[directoryVariable], !chosen.isEmpty { return chosen }
        return FileManager.default.temporaryDirectory.appendingPathComponent("kinema-golden-failures").path
    }

    /// `directory/<test file>/<golden file name without .txt>`: the stem the files' suffixes follow.
    static func stem(directory: String, goldenPath: String) -> String {
        let parts = goldenPath.split(separator: "/", omittingEmptySubsequences: false)
        let file = parts.count >= 2 ? String(parts[parts.count - 2]) : "golden"
        var name = parts.last.map(String.init) ?? "golden"
        if name.hasSuffix(".txt") { name.removeLast(4) }
        return directory + "/" + file + "/" + name
    }

    /// Writes `files` (suffix, contents) next to `stem`; the paths written, or the error.
    static func write(_ files: [(suffix: String, contents: String)], stem: String) -> Result<[String], GoldenFileError>
    {
        let url = URL(fileURLWithPath: stem)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var paths: [String] = []
            for file in files {
                let path = stem + "." + file.suffix
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
            return .success(paths)
        } catch {
            return .failure(GoldenFileError(message: "could not write the failure files at \(stem): \(error)"))
        }
    }
}

/// A file that could not be read or written.
struct GoldenFileError: Error {
    /// What went wrong.
    var message: String
}
