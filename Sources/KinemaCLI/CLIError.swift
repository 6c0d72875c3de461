import ArgumentParser
import Kinema

/// An error a command reports: printed as `kinema: MESSAGE` on standard error, exit status 2.
struct CLIError: Error, CustomStringConvertible {
    /// The message (text it echoes may hold line breaks; ``line(for:message:)`` escapes them).
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }

    /// The one line printed for `error` after `kinema: `: a command's own message, or
    /// ArgumentParser's (`message`), without trailing spaces or line breaks, and with every
    /// control character or line separator it echoes written as an escape (`\n`, `\u{2028}`).
    static func line(for error: any Error, message: (any Error) -> String) -> String {
        var line = (error as? CLIError)?.message ?? message(error)
        while let last = line.last, last.isNewline || last == " " { line.removeLast() }
        return line.isEmpty ? "unknown error" : line.escapingLineBreaks
    }
}

/// A command whose whole output is one text, written to standard output only once every check
/// has passed (so an error leaves standard output empty).
protocol TextCommand: ParsableCommand {
    /// Validates the options and computes the text to print.
    func text() throws -> String
}

extension TextCommand {
    /// Prints ``text()``.
    func run() throws {
        print(try text(), terminator: "")
    }
}
