import Foundation
import XCTest

/// What one run of the built `kinema` binary printed.
struct KinemaRun {
    /// The exit status.
    let status: Int32
    /// Standard output.
    let stdout: String
    /// Standard error.
    let stderr: String

    /// The CSV rows after the `t,value` header, as (t, value) pairs; fails the test when malformed.
    func samples(file: StaticString = #filePath, line: UInt = #line) -> [(t: Double, value: Double)] {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "t,value", "CSV header", file: file, line: line)
        XCTAssertEqual(lines.last, "", "CSV ends with a newline", file: file, line: line)
        return lines.dropFirst().dropLast().compactMap { row in
            let fields = row.split(separator: ",")
            guard fields.count == 2, let t = Double(fields[0]), let v = Double(fields[1]) else {
                XCTFail("malformed row '\(row)'", file: file, line: line)
                return nil
            }
            return (t, v)
        }
    }
}

extension KinemaRun {
    /// Checks that the run failed as every command error does: exit status 2, nothing on standard
    /// output, and one line on standard error that starts with `prefix`.
    func assertOneLineError(
        startingWith prefix: String, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(status, 2, label, file: file, line: line)
        XCTAssertEqual(stdout, "", label, file: file, line: line)
        XCTAssertTrue(stderr.hasPrefix(prefix), "\(label): \(stderr)", file: file, line: line)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(label): one line", file: file, line: line)
    }
}

/// Runs the `kinema` executable built next to the test bundle.
enum Kinema {
    /// The built binary: beside the test bundle (Linux: `Bundle.main` is the products directory;
    /// macOS: the `.xctest` bundle's parent).
    static var binary: URL? {
        var candidates = [Bundle.main.bundleURL.appendingPathComponent("kinema")]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("kinema"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `kinema ARGUMENTS` and collects its output. Standard error goes to a temporary file so
    /// that neither pipe can fill up and block the child while the other is read; `input`, when
    /// given, is the child's standard input (also from a file), else it reads an empty one.
    /// `environment` adds to (or replaces entries of) the test's own environment.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> KinemaRun {
        let url = try XCTUnwrap(binary, "the kinema binary was not built next to the tests", file: file, line: line)
        let errURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-curve-test-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        process.standardOutput = out
        let inURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-curve-test-\(UUID().uuidString).stdin")
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
        defer { try? FileManager.default.removeItem(at: inURL) }
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardError = errHandle
        try process.run()
        let outBytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let errBytes = try Data(contentsOf: errURL)
        return KinemaRun(
            status: process.terminationStatus,
            stdout: String(decoding: outBytes, as: UTF8.self),
            stderr: String(decoding: errBytes, as: UTF8.self))
    }
}
