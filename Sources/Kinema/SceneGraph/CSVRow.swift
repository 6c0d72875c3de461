import KinemaCore

/// One CSV record (RFC 4180) built field by field: numbers as Swift's shortest round-trip
/// decimals with `-0.0` written `0.0` (a number that is not finite leaves its field empty), and
/// text quoted, with its quotes doubled, exactly when it holds a comma, a quote or a line break.
package struct CSVRow {
    /// An empty record.
    package init() {}

    /// The record so far, without a line break.
    package private(set) var text = ""
    private var isEmpty = true

    /// Appends a number field.
    package mutating func number(_ x: Double) {
        field(DecimalText.shortest(x) ?? "")
    }

    /// Appends an integer field.
    package mutating func integer(_ n: Int) {
        field(String(n))
    }

    /// Appends a text field, quoted when it must be.
    package mutating func text(_ s: String) {
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

extension CSVRow {
    /// A record of frame fields: numbers as above, colours as `#RRGGBBAA`, flags as 1 or 0.
    package init(time: Double, fields: [FrameValue]) {
        self.init()
        number(time)
        for field in fields {
            switch field {
            case .number(let x): number(x)
            case .color(let c): text(c.hexString)
            case .flag(let b): integer(b ? 1 : 0)
            case .text(let s): text(s)
            }
        }
    }
}
