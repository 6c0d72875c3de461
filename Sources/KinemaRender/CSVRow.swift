/// One CSV record (RFC 4180) built field by field: numbers as Swift's shortest round-trip
/// decimals with `-0.0` written `0.0` (a number that is not finite leaves its field empty), and
/// text quoted, with its quotes doubled, exactly when it holds a comma, a quote or a line break.
struct CSVRow {
    /// The record so far, without a line break.
    private(set) var text = ""
    private var isEmpty = true

    /// Appends a number field.
    mutating func number(_ x: Double) {
        field(NumberText.shortest(x) ?? "")
    }

    /// Appends an integer field.
    mutating func integer(_ n: Int) {
        field(String(n))
    }

    /// Appends a text field, quoted when it must be.
    mutating func text(_ s: String) {
        // Scalars, not characters: a comma followed by a combining mark is one `Character`, but
        // still a comma to a CSV reader.
        let needsQuotes = s.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        field(needsQuotes ? "\"" + s.escaping { $0 == "\"" ? "\"\"" : nil } + "\"" : s)
    }

    private mutating func field(_ s: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        text += s
    }
}
