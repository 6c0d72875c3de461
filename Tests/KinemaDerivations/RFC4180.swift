/// A strict RFC 4180 reader for the tests that check written tables: records end with LF (the
/// tool's line ends), a field is quoted when it starts with a quote, and a quote inside a quoted
/// field is doubled.
public enum RFC4180 {
    /// The records of `text`, or nil when it is not well formed (a stray quote, an unterminated
    /// quoted field, or a last record without its line break).
    public static func records(_ text: String) -> [[String]]? {
        var records: [[String]] = [], record: [String] = [], field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false, atFieldStart = true
        while let c = scalars.popFirst() {
            if quoted {
                if c == "\"" {
                    if scalars.first == "\"" {
                        scalars.removeFirst(); field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" {
                guard atFieldStart else { return nil }
                quoted = true
            } else if c == "," {
                record.append(field); field = ""; atFieldStart = true; continue
            } else if c == "\n" {
                record.append(field); records.append(record); record = []; field = ""; atFieldStart = true; continue
            } else {
                field.unicodeScalars.append(c)
            }
            atFieldStart = false
        }
        guard !quoted, field.isEmpty, record.isEmpty else { return nil }
        return records
    }
}
