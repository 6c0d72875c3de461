import Foundation
import XCTest

/// A test case with a fresh temporary directory for each test (removed afterwards), for the
/// commands that read files.
class ScratchDirectoryTestCase: XCTestCase {
    /// The directory of the running test.
    private(set) var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` as the file `name` in the directory; returns its path.
    func write(_ text: String, as name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
