import ArgumentParser
import Foundation

/// The `kinema` command-line tool (SPEC 3): `curve`, `play` and `layout`.
///
/// Every error, from ArgumentParser's validation or from a command, is printed as one line on
/// standard error and exits with status 2; `--help` prints the usual help and exits 0. Text an
/// error echoes (a name, an option's value, an event) never breaks that line: its control
/// characters and line separators are written as escapes (`\n`, `\u{2028}`).
@main
struct KinemaTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: a headless, deterministic UIKit-style animation engine.",
        subcommands: [CurveCommand.self, PlayCommand.self, LayoutCommand.self])

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data("kinema: \(CLIError.line(for: error, message: message(for:)))\n".utf8))
            Foundation.exit(2)
        }
    }
}
