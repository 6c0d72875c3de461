import Foundation
import KinemaRender
import Testing

/// The Kinema catalog's tutorials cannot rot: the last listing of each is a test file of this
/// target (`CardTests.swift`, `UIKitCardTests.swift`), which compiles and passes here, to the byte;
/// every earlier listing is that file with later lines left out (its lines appear in it in the
/// same order), each step adding to the one before; every listing a tutorial names exists and
/// every listing is named; and the first chapter's filmstrip is the one the tutorial's code draws.
@Suite struct TutorialListingTests {
    /// The package root (this file is Tests/KinemaTutorialTests/TutorialListingTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/Kinema/Kinema.docc")

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A tutorial: the prefix of its listings, its `.tutorial` file and its last listing's file.
    struct Series: Sendable, CustomTestStringConvertible {
        let prefix: String
        let tutorial: String
        let testFile: String
        var testDescription: String { tutorial }
    }

    static let series = [
        Series(prefix: "card-tests-", tutorial: "TestingYourOwnAnimation", testFile: "CardTests.swift"),
        Series(prefix: "uikit-card-tests-", tutorial: "TestingUIKitCode", testFile: "UIKitCardTests.swift")
    ]

    /// The listings `PREFIXNN.txt`, in order (plain text in the catalog: they are shown, not
    /// compiled; DocC highlights them as Swift from the `name:` each step gives).
    static func listings(_ series: Series) throws -> [(name: String, text: String)] {
        let folder = catalog.appendingPathComponent("Resources")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(series.prefix) && $0.hasSuffix(".txt") }.sorted()
        return try names.map { ($0, try text(folder.appendingPathComponent($0))) }
    }

    /// Whether the lines of `part` appear in `whole` in the same order.
    static func isLeftOut(_ part: String, of whole: String) -> Bool {
        var remaining = whole.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in part.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let at = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(at + 1)...]
        }
        return true
    }

    @Test(arguments: series) func theLastListingIsTheTestFile(_ series: Series) throws {
        let listings = try Self.listings(series)
        #expect(listings.map(\.name) == (1...listings.count).map { series.prefix + String(format: "%02d.txt", $0) })
        let final = try Self.text(Self.root.appendingPathComponent("Tests/KinemaTutorialTests/" + series.testFile))
        #expect(listings.last?.text == final)
        for (earlier, later) in zip(listings, listings.dropFirst()) {
            #expect(Self.isLeftOut(earlier.text, of: later.text), "\(earlier.name) is not part of \(later.name)")
            #expect(earlier.text != later.text, "\(later.name) adds nothing")
        }
        for listing in listings {
            #expect(Self.isLeftOut(listing.text, of: final), "\(listing.name) strays from \(series.testFile)")
        }
    }

    @Test(arguments: series) func theTutorialNamesEveryListing(_ series: Series) throws {
        let tutorial = try Self.text(Self.catalog.appendingPathComponent("Tutorials/\(series.tutorial).tutorial"))
        let named = tutorial.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "file: ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ")" })
        }
        #expect(Set(named) == Set(try Self.listings(series).map(\.name)))
        // In order: each step shows the same or a later listing.
        #expect(named == named.sorted())
    }

    @Test func theChaptersFilmstripIsTheOneTheCodeDraws() throws {
        let (frames, touches) = try dragFrames()
        let drawn = Filmstrip(frames: frames, title: "card drag", touches: touches).svg()
        #expect(try Self.text(Self.catalog.appendingPathComponent("Resources/card-drag-filmstrip.svg")) == drawn)
    }
}
