import Foundation
import Kinema

/// Reading option values the same way in every command: numbers with precise messages, and long
/// texts (event scripts, number lists) from a file (`@FILE`) or standard input (`-`).
enum CLIInput {
    /// `--fps`: a finite number in (0, `Limits.maximumFrameRate`], for every command that samples.
    static func frameRate(_ text: String) throws -> Double {
        let fps = try number(text, "--fps")
        guard fps > 0, fps <= Limits.maximumFrameRate else {
            throw CLIError("--fps must be a finite number in (0, \(Int(Limits.maximumFrameRate))] (got \(fps))")
        }
        return fps
    }

    /// The largest magnitude of a time in seconds (`--duration`, `--until`), as in event scripts.
    static let maximumTime = EventScript.maximumMagnitude

    /// The largest magnitude of a coordinate-like option (`--jitter`).
    static let maximumMagnitude = EventScript.maximumMagnitude

    /// An option's number: a finite decimal (Swift's `Double` syntax), `-0` turned into 0.
    ///
    /// Messages: `--fps: 'abc' is not a number`, `--fps must be a finite number (got nan)`, and
    /// for a literal too large for a double, `--fps: 1e400 is out of range`.
    static func number(_ text: String, _ option: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed) else { throw CLIError("\(option): '\(text)' is not a number") }
        guard value.isFinite else {
            if value.isNaN || trimmed.lowercased().contains("inf") {
                throw CLIError("\(option) must be a finite number (got \(trimmed))")
            }
            throw CLIError("\(option): \(trimmed) is out of range")
        }
        return value + 0
    }

    /// An option's time in seconds: a number of magnitude at most 1e9 (`--duration`, `--until`).
    static func time(_ text: String, _ option: String) throws -> Double {
        let value = try number(text, option)
        guard abs(value) <= maximumTime else {
            throw CLIError(
                "\(option): \(text.trimmingCharacters(in: .whitespaces)) is out of range (magnitude at most 1e9 s)")
        }
        return value
    }

    /// Where an option's text came from, for messages: `--events`, `--events @moves.txt` or
    /// `--events - (standard input)`.
    struct Source {
        /// The option's name.
        let option: String
        /// `@FILE` or `- (standard input)`, nil for text given on the command line.
        let origin: String?

        /// The option and where its text came from.
        var label: String { origin.map { "\(option) \($0)" } ?? option }
    }

    /// The text an option's value stands for: the contents of `FILE` for `@FILE`, all of standard
    /// input for `-`, else the value itself. Files and standard input are read as UTF-8 (invalid
    /// bytes become U+FFFD).
    static func text(_ value: String, _ option: String) throws -> (text: String, source: Source) {
        if value == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (String(decoding: data, as: UTF8.self), Source(option: option, origin: "- (standard input)"))
        }
        if value.hasPrefix("@") {
            let path = String(value.dropFirst())
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: path)
            else {
                throw CLIError("\(option): cannot read \(path)")
            }
            return (String(decoding: data, as: UTF8.self), Source(option: option, origin: "@" + path))
        }
        return (value, Source(option: option, origin: nil))
    }

    /// Refuses more than one option reading standard input (the first would take all of it).
    static func checkOneStandardInput(_ values: [String?]) throws {
        let readers = values.filter { $0 == "-" }.count
        guard readers <= 1 else { throw CLIError("only one option can read standard input ('-')") }
    }

    /// A comma-separated list of finite numbers such as `0,0.35,1` (or `@FILE`, or `-`): spaces,
    /// tabs and line breaks around each item are ignored, so a file may hold one item per line.
    static func list(_ value: String, _ option: String) throws -> [Double] {
        let (text, source) = try self.text(value, option)
        var numbers: [Double] = []
        for (i, trimmed) in items(text).enumerated() {
            guard let x = Double(trimmed) else {
                throw CLIError(
                    "\(source.label): item \(i + 1) ('\(trimmed)') is not a number; expected a comma-separated list")
            }
            guard x.isFinite else {
                if x.isNaN || trimmed.lowercased().contains("inf") {
                    throw CLIError("\(source.label): item \(i + 1) must be finite (got \(trimmed))")
                }
                throw CLIError("\(source.label): item \(i + 1) (\(trimmed)) is out of range")
            }
            numbers.append(x + 0)
        }
        return numbers
    }

    /// The comma-separated items of `text`, each without the white space around it. ASCII text
    /// (every `Character` one byte) is split and trimmed byte by byte, at the speed of reading
    /// it; other text by `Character`s, with Foundation's notion of white space and line breaks.
    private static func items(_ text: String) -> [Substring] {
        // ASCII white space and line breaks: tab, LF, VT, FF, CR and space.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let ranges: [Range<Int>]? =
            utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                var ranges: [Range<Int>] = []
                var start = 0
                while true {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
                    var (first, last) = (start, end)
                    while first < last, isSpace(bytes[first]) { first += 1 }
                    while last > first, isSpace(bytes[last - 1]) { last -= 1 }
                    ranges.append(first..<last)
                    guard end < bytes.count else { return ranges }
                    start = end + 1
                }
            } ?? nil
        guard let ranges else {
            return text.split(separator: ",", omittingEmptySubsequences: false)
                .map { Substring($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let origin = utf8.startIndex
        return ranges.map {
            text[utf8.index(origin, offsetBy: $0.lowerBound)..<utf8.index(origin, offsetBy: $0.upperBound)]
        }
    }

    /// An event script given as text, `@FILE` or `-`; errors name the file and the event.
    static func script(_ value: String, _ option: String = "--events") throws -> EventScript {
        let (text, source) = try self.text(value, option)
        do {
            return try EventScript(parsing: text)
        } catch {
            throw CLIError("\(source.label): \(error)")
        }
    }
}
