import ArgumentParser
import Foundation

/// The `kinema` command-line tool: `curve`, `play` and `layout` (<doc:CommandLineTool> states what
/// each prints). The `kinema` executable is one call to
/// ``main()``; tools and tests can run a command in process with ``output(arguments:)``.
///
/// Every error, from ArgumentParser's validation or from a command, is printed as one line on
/// standard error and exits with status 2; `--help` prints the usual help and `--version` the
/// package version, both exiting 0. Text an error echoes (a name, an option's value, an event)
/// never breaks that line: its control characters and line separators are written as escapes
/// (`\n`, `\u{2028}`).
public struct KinemaTool: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: a headless, deterministic UIKit-style animation engine.",
        discussion: """
            Every command prints to standard output. An error is one line on standard error \
            starting with 'kinema: ', with exit status 2 and nothing on standard output.
            """,
        version: KinemaVersion.current,
        subcommands: [CurveCommand.self, PlayCommand.self, LayoutCommand.self])

    /// The root command (ArgumentParser creates it while parsing).
    public init() {}

    /// Parses the process's arguments, runs the command and exits: status 0 after printing its
    /// output, `--help` or `--version`; status 2 after one line `kinema: MESSAGE` on standard error.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let line = failureLine(for: error, arguments: Array(CommandLine.arguments.dropFirst()))
            FileHandle.standardError.write(Data("kinema: \(line)\n".utf8))
            Foundation.exit(2)
        }
    }

    /// Runs `kinema ARGUMENTS` in process, without touching the standard streams: the text the
    /// command would print, or the one-line message it would print after `kinema: ` on standard
    /// error. The same arguments always give the same result. Commands that print nothing
    /// themselves (the root alone, `--help`, `--version`) give ArgumentParser's text as a failure.
    public static func output(arguments: [String]) -> Result<String, KinemaToolFailure> {
        do {
            let command = try parseAsRoot(arguments)
            guard let textCommand = command as? any TextCommand else {
                return .failure(KinemaToolFailure(line: "\(type(of: command)) prints no text of its own"))
            }
            return .success(try textCommand.text())
        } catch {
            return .failure(KinemaToolFailure(line: failureLine(for: error, arguments: arguments)))
        }
    }

    /// The warnings `kinema ARGUMENTS` would print on standard error (each after `kinema: `)
    /// besides its output: today `layout`'s ambiguous layouts (`warning: ambiguous layout for
    /// 'card': ...`). Empty when the command fails or has nothing to warn about.
    public static func warnings(arguments: [String]) -> [String] {
        guard let command = try? parseAsRoot(arguments), let layout = command as? LayoutCommand,
            let report = try? layout.report()
        else { return [] }
        return report.warnings
    }

    /// The one line printed after `kinema: ` for `error`, met running `arguments`: a misplaced
    /// command word is named as such (``CLIMessageStyle/unknownCommand(in:)``); any other error
    /// gives its own message, ArgumentParser's in the tool's style. (Help and version requests,
    /// which are not failures, keep ArgumentParser's text.)
    static func failureLine(for error: any Error, arguments: [String]) -> String {
        if exitCode(for: error) != .success, !(error is CLIError),
            let unknown = CLIMessageStyle.unknownCommand(in: arguments)
        {
            return unknown.escapingLineBreaks
        }
        return CLIError.line(for: error) { error in
            let text = message(for: error)
            return exitCode(for: error) == .success ? text : CLIMessageStyle.restyle(text)
        }
    }
}

/// A command that failed: the one line `kinema` prints after `kinema: ` on standard error.
public struct KinemaToolFailure: Error, Hashable, Sendable {
    /// The message, one line.
    public let line: String
}
