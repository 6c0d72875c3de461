import XCTest
#if canImport(Testing)
    import Testing
#endif

/// Reports a failed golden assertion to the test framework running the test.
///
/// Inside a Swift Testing test (`Test.current` is set) the failure is an issue recorded at the
/// caller's source location, and the files written to show it are attached to the test
/// (`Attachment.record`). The issue is a ``GoldenFailure`` whose description is the message's
/// first line, with the rest of the message as its comment, so that the issue's headline reads
/// `Caught error: card centerY at t = 0.25 s: expected 611.147638, got 415.821195` rather than
/// Swift Testing's generic `Issue recorded` (the three headlines its public API offers are
/// `Issue recorded`, `Caught error: ...` and `Expectation failed: <source code>`). Otherwise it is an XCTest
/// failure at the caller's file and line, the message's first line first; on Apple platforms the
/// files are attached as well (`XCTAttachment`, from the main thread, where XCTest's activities
/// live). swift-corelibs-xctest (Linux, Windows) has no attachments: there the printed paths are
/// the way to the files.
enum GoldenReporter {
    /// Where the assertion was written.
    struct Location {
        var fileID: String
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func fail(_ message: String, files: [String], at location: Location) {
        #if canImport(Testing)
            if Test.current != nil {
                let source = SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)",
                    line: Int(location.line), column: Int(location.column))
                let headline = message.prefix { $0 != "\n" }
                let details = message.dropFirst(headline.count + 1)
                Issue.record(
                    GoldenFailure(headline: String(headline)),
                    details.isEmpty ? nil : Comment(rawValue: String(details)), sourceLocation: source)
                for path in files {
                    guard
                        let text = FileManager.default.contents(atPath: path).flatMap({
                            String(data: $0, encoding: .utf8)
                        })
                    else { continue }
                    Attachment.record(text, named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: source)
                }
                return
            }
        #endif
        XCTFail(message, file: location.filePath, line: location.line)
        attachToXCTest(files)
    }

    /// Attaches the files to the running XCTest on Apple platforms (a no-op elsewhere).
    private static func attachToXCTest(_ files: [String]) {
        #if canImport(Darwin)
            guard !files.isEmpty, Thread.isMainThread else { return }
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
                MainActor.assumeIsolated {
                    XCTContext.runActivity(named: "Golden mismatch") { activity in
                        for path in files {
                            let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: path))
                            attachment.name = URL(fileURLWithPath: path).lastPathComponent
                            attachment.lifetime = .keepAlways
                            activity.add(attachment)
                        }
                    }
                }
            }
        #endif
    }
}

/// A golden assertion's failure as Swift Testing records it: its description is the first line of
/// the assertion's message (the first difference, or why there is no golden).
struct GoldenFailure: Error, CustomStringConvertible {
    /// The message's first line.
    var headline: String

    /// The headline.
    var description: String { headline }
}
