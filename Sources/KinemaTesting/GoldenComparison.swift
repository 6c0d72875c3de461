/// How a dump differs from its golden.
public struct GoldenMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based numbers of every differing line (lines beyond the shorter text included).
    public var differingLines: [Int]
    /// A unified-diff-style report of the first differing lines, with context.
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

    /// nil when `actual` matches `expected`; otherwise the differing lines and a report showing at
    /// most `maximumShown` of them as unified-diff hunks with `context` lines around each.
    public static func compare(expected: String, actual: String, tolerance: Double,
                               maximumShown: Int = 8, context: Int = 2) -> GoldenMismatch? {
        let old = lines(expected), new = lines(actual)
        var differing: [Int] = []
        for i in 0..<Swift.max(old.count, new.count) {
            let same = i < old.count && i < new.count && linesMatch(old[i], new[i], tolerance: tolerance)
            if !same { differing.append(i) }
        }
        guard let first = differing.first else { return nil }
        let shownCount = Swift.max(maximumShown, 1)
        var report = "\(differing.count) of \(Swift.max(old.count, new.count)) lines differ "
        report += "(tolerance \(tolerance)); first at line \(first + 1)"
        if first < old.count, first < new.count, let detail = firstTokenDifference(old[first], new[first]) {
            report += ": \(detail)"
        }
        report += "\n--- golden\n+++ actual\n"
        report += hunks(Array(differing.prefix(shownCount)), old: old, new: new, context: Swift.max(context, 0))
        if differing.count > shownCount { report += "... \(differing.count - shownCount) more differing lines\n" }
        return GoldenMismatch(differingLines: differing.map { $0 + 1 }, report: report)
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

    /// `token 3: 187.5 != 188.1 (difference 0.6)` for the first differing token of two lines.
    static func firstTokenDifference(_ a: Substring, _ b: Substring) -> String? {
        let ta = tokens(a), tb = tokens(b)
        guard ta.count == tb.count else { return "\(ta.count) tokens in the golden line, \(tb.count) in the actual one" }
        for (k, (x, y)) in zip(ta, tb).enumerated() where x != y {
            if let u = Double(x), let v = Double(y) { return "token \(k + 1): \(x) != \(y) (difference \(abs(u - v)))" }
            return "token \(k + 1): '\(x)' != '\(y)'"
        }
        return nil
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
