/// How a dump differs from its golden.
public struct GoldenMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based numbers of every differing line (lines beyond the shorter text included).
    public var differingLines: [Int]
    /// The first difference in words, one line: with the dump's columns named,
    /// `card centerY at t = 0.25 s: expected 611.147638, got 415.821195`; otherwise
    /// `line 4, token 3: expected 3.000000, got 3.500000`.
    public var headline: String
    /// The headline, then how many lines differ, then a unified-diff-style report of the first
    /// differing lines, with context.
    public var report: String

    /// The report.
    public var description: String { report }
}

/// Token-by-token comparison of two dumps with a numeric tolerance (pure: no files, no XCTest).
///
/// Lines are compared by position (dumps of the same frames have the same shape). Two lines match
/// when they have the same number of whitespace-separated tokens and each pair of tokens is equal,
/// or both parse as finite numbers within `tolerance` of each other (absolute). Header lines are
/// compared like any other, so a changed header is a difference too.
public enum GoldenComparison {
    /// Whether two tokens match.
    public static func tokensMatch(_ a: Substring, _ b: Substring, tolerance: Double) -> Bool {
        if a == b { return true }
        guard let x = Double(a), let y = Double(b), x.isFinite, y.isFinite else { return false }
        return abs(x - y) <= tolerance
    }

    /// Whether two lines match.
    public static func linesMatch(_ a: Substring, _ b: Substring, tolerance: Double) -> Bool {
        let ta = tokens(a), tb = tokens(b)
        guard ta.count == tb.count else { return false }
        return zip(ta, tb).allSatisfy { tokensMatch($0, $1, tolerance: tolerance) }
    }

    /// nil when `actual` matches `expected`; otherwise the differing lines, the first difference
    /// in words and a report showing at most `maximumShown` of them as unified-diff hunks with
    /// `context` lines around each.
    ///
    /// `columns` names the tokens of a data line (``GoldenDump/columns`` for frames, `t value`
    /// for curves). When the first differing line has one token per column, the headline names the
    /// token that differs by its column, the line's view (a `view` column) and time (a `t` column):
    /// `card centerY at t = 0.25 s: expected 611.147638, got 415.821195`. Otherwise it names the
    /// line and the token's position.
    public static func compare(
        expected: String, actual: String, tolerance: Double, columns: [String]? = nil,
        maximumShown: Int = 8, context: Int = 2
    ) -> GoldenMismatch? {
        let old = lines(expected), new = lines(actual)
        var differing: [Int] = []
        for i in 0..<Swift.max(old.count, new.count) {
            let same = i < old.count && i < new.count && linesMatch(old[i], new[i], tolerance: tolerance)
            if !same { differing.append(i) }
        }
        guard let first = differing.first else { return nil }
        let headline = describe(line: first, old: old, new: new, columns: columns, tolerance: tolerance)
        let shownCount = Swift.max(maximumShown, 1)
        var report = headline + "\n"
        report += "\(differing.count) of \(Swift.max(old.count, new.count)) lines differ "
        report += "(tolerance \(tolerance)), the first at line \(first + 1)"
        report += "\n--- golden\n+++ actual\n"
        report += hunks(Array(differing.prefix(shownCount)), old: old, new: new, context: Swift.max(context, 0))
        if differing.count > shownCount { report += "... \(differing.count - shownCount) more differing lines\n" }
        return GoldenMismatch(differingLines: differing.map { $0 + 1 }, headline: headline, report: report)
    }

    /// The headline for differing line `i` (0-based).
    private static func describe(
        line i: Int, old: [Substring], new: [Substring], columns: [String]?,
        tolerance: Double
    ) -> String {
        guard i < old.count else {
            return "line \(i + 1): the actual text has more lines than the golden (\(new.count), not \(old.count))"
        }
        guard i < new.count else {
            return "line \(i + 1): the actual text ends after \(new.count) lines (the golden has \(old.count))"
        }
        let ta = tokens(old[i]), tb = tokens(new[i])
        guard ta.count == tb.count else {
            return "line \(i + 1): \(ta.count) tokens in the golden line, \(tb.count) in the actual one"
        }
        guard let k = ta.indices.first(where: { !tokensMatch(ta[$0], tb[$0], tolerance: tolerance) }) else {
            return "line \(i + 1) differs"
        }
        let (x, y) = (ta[k], tb[k])
        let values = Double(x) != nil && Double(y) != nil ? "expected \(x), got \(y)" : "expected '\(x)', got '\(y)'"
        guard !old[i].hasPrefix("#"), let columns, columns.count == ta.count else {
            return "line \(i + 1), token \(k + 1): \(values)"
        }
        // The row's identity from the golden line: its view and its time, shortest decimal.
        var subject = columns[k]
        if let v = columns.firstIndex(of: "view"), v != k { subject = "\(ta[v]) " + subject }
        if let t = columns.firstIndex(of: "t"), t != k {
            let time: String = Double(ta[t]).map { "\($0)" } ?? String(ta[t])
            subject += " at t = \(time) s"
        }
        return "\(subject): \(values)"
    }

    /// The text's lines, without the empty piece after a final newline.
    static func lines(_ text: String) -> [Substring] {
        var out = text.split(separator: "\n", omittingEmptySubsequences: false)
        if out.last == "" { out.removeLast() }
        return out
    }

    static func tokens(_ line: Substring) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }

    private static func hunks(_ shown: [Int], old: [Substring], new: [Substring], context: Int) -> String {
        // Merge the shown lines' context windows into ranges of line indices.
        var ranges: [ClosedRange<Int>] = []
        let last = Swift.max(old.count, new.count) - 1
        for d in shown {
            let r = Swift.max(0, d - context)...Swift.min(last, d + context)
            if let prev = ranges.last, r.lowerBound <= prev.upperBound + 1 {
                ranges[ranges.count - 1] = prev.lowerBound...Swift.max(prev.upperBound, r.upperBound)
            } else {
                ranges.append(r)
            }
        }
        var out = ""
        for r in ranges {
            let oldCount = r.filter { $0 < old.count }.count, newCount = r.filter { $0 < new.count }.count
            out += "@@ -\(r.lowerBound + 1),\(oldCount) +\(r.lowerBound + 1),\(newCount) @@\n"
            for i in r {
                if shown.contains(i) || !(i < old.count && i < new.count) {
                    if i < old.count { out += "-\(old[i])\n" }
                    if i < new.count { out += "+\(new[i])\n" }
                } else {
                    out += " \(new[i])\n"
                }
            }
        }
        return out
    }
}
