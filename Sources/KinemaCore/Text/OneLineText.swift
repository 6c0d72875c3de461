extension StringProtocol {
    /// The text with every character that could break a message's line written as a visible escape:
    /// `\n`, `\r` and `\t` as themselves, other control characters (C0, DEL, C1) and the Unicode
    /// line and paragraph separators as `\u{XXXX}`; a backslash is left as it is.
    ///
    /// Messages that echo text they were given (an event script's event, a file name, an option's
    /// value) pass it through this, so that an error is always exactly one line.
    public var escapingLineBreaks: String {
        guard unicodeScalars.contains(where: Self.breaksLine) else { return String(self) }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if Self.breaksLine(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u{" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `scalar` is a control character or a line or paragraph separator.
    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
