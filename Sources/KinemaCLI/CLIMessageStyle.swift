/// One style for every message the tool prints after `kinema: `, whoever wrote it: a clause that
/// starts in lower case and ends without a full stop, with alternatives and suggestions in
/// parentheses (`unknown curve 'foo' (expected one of linear, ...)`).
///
/// The commands' own messages are written that way. ArgumentParser's are sentences
/// (`Unknown option '--dampin'. Did you mean '--damping'?`); ``restyle(_:)`` rewrites them, and
/// ``unknownCommand(in:)`` replaces its message about a misplaced command word.
enum CLIMessageStyle {
    /// The root's commands, as typed (`help` is ArgumentParser's own).
    static let commands = ["curve", "play", "layout"]
    /// The forms of `curve`, as typed.
    static let curveForms = ["spring", "bezier", "named", "keyframes"]

    /// A message for arguments whose first word (or, after `curve`, whose second) is no command:
    /// `unknown command 'spring' (did you mean 'kinema curve spring'?)` for a curve form typed
    /// without `curve`, `unknown command 'x' (expected curve, play or layout)` otherwise, and
    /// `unknown curve form 'x' (expected spring, bezier, named or keyframes)`. Nil when the
    /// words are commands (or options), so the parser's own message stands.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if curveForms.contains(first) { return "unknown command '\(first)' (did you mean 'kinema curve \(first)'?)" }
        guard commands.contains(first) || first == "help" else {
            return "unknown command '\(first)' (expected \(list(commands, last: "or")))"
        }
        guard first == "curve", arguments.count > 1, !arguments[1].hasPrefix("-"), !curveForms.contains(arguments[1])
        else { return nil }
        return "unknown curve form '\(arguments[1])' (expected \(list(curveForms, last: "or")))"
    }

    /// ArgumentParser's message in the tool's style: the first letter in lower case (unless the
    /// word is an acronym), a second sentence turned into a parenthesis (`Did you mean X?` becomes
    /// `(did you mean X?)`, `Please provide one of A, B or C.` and its bulleted form become
    /// `(expected one of A, B or C)`), and no final full stop.
    static func restyle(_ message: String) -> String {
        var text = message
        while let last = text.last, last.isNewline || last == " " { text.removeLast() }
        for (sentence, replacement) in [
            (". Did you mean ", " (did you mean "), (". Please provide one of ", " (expected one of ")
        ] {
            guard let range = text.range(of: sentence) else { continue }
            var rest = String(text[range.upperBound...])
            if rest.hasPrefix("the following:") {
                // "the following:\n  - csv\n  - json" (values with help texts): the values, listed.
                let items = rest.split(separator: "\n").dropFirst().map {
                    $0.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " }
                }.map(String.init)
                rest = list(items, last: "or")
            }
            if rest.hasSuffix(".") { rest.removeLast() }
            text = String(text[..<range.lowerBound]) + replacement + rest + ")"
        }
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        return lowercasingFirstWord(text)
    }

    /// `text` with its first letter in lower case when the word it starts is not an acronym
    /// (its second letter is lower case).
    static func lowercasingFirstWord(_ text: String) -> String {
        let letters = Array(text.prefix(2))
        guard letters.count == 2, letters[0].isUppercase, letters[1].isLowercase else { return text }
        return letters[0].lowercased() + text.dropFirst()
    }

    /// `a, b or c`.
    static func list(_ items: [String], last conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
